/**
 * Figures as what the rules say they are (3.6): translucent cylinders of base width and
 * profile height, in their side's colour, labelled with their id. Shooter and target get a
 * ring on the table; figures the judge names as blockers glow; a figure dragged into something
 * is red. A Mage Knight figure shows its printed base under the cylinder (MkBases.tsx): front
 * arc, a large figure's sections, a chariot's platform; a mount's body is its elongated base raised
 * (MkMount.tsx) and a rider seated in its slot sits on the saddle (R-CVG.5).
 */
import { Html } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import type { FigurePress } from './useFigurePointer'
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'
import type * as THREE from 'three'
import type { Figure } from '../../scene/schema'
import { HIGHLIGHT_BLOCKER, HIGHLIGHT_COVER } from './palette'
import { figureProfile } from '../../scene/figureProfile'
import { MkBase } from './MkBases'
import { fallenInSaddle, mkBaseMarks, slotCovered } from './mkBaseView'
import { mountBodyGeometry } from './MkMount'
import { riderSeats, type RiderSeat } from '../../scene/mageknight/mountedFigures'
import { LabelLayout } from './labelLayout'
import { type FigureWalk, useWalk } from './useWalk'

export type { FigureWalk } from './useWalk'

const SHOOTER_RING = '#ffffff'
const TARGET_RING = '#111111'
/** The ring of the figures chosen together, outside the shooter's or target's: the amber of a virtual tabletop's selection. */
const SELECTED_RING = '#f5a300'

export interface FigureMarks {
  shooterId: string | null
  targetId: string | null
  blockers: ReadonlySet<string>
  coverFrom: ReadonlySet<string>
  draggedId: string | null
  /** The dragged figure when it overlaps something: drawn red (scene/figureOverlaps.ts, the loader's test). */
  warnId: string | null
  /** Labels pick and drag their figure (not while the tape measures through them), in play too; their hover passes on to the table. */
  labelsPick: boolean
  /** Figures chosen together (shift-click, box select): a ring of their own and a marked label. */
  selected?: ReadonlySet<string>
  /** Figures of a dragged selection that overlap something: red like `warnId`. */
  warnIds?: ReadonlySet<string>
}

/** The thin line from a label moved out of a crowd back to its figure (labelLayout.ts draws its length and angle). */
const LEADER_STYLE: CSSProperties = {
  position: 'absolute',
  left: '50%',
  top: '50%',
  height: 1,
  background: 'rgba(29, 35, 43, 0.7)',
  transformOrigin: '0 0',
  display: 'none',
}

/** A Mage Knight figure's body is fainter, so that its base (arcs, sections, platform) reads through it from above. */
const MK_BODY_OPACITY = 0.4

/** The tint of a figure dragged into something, as for sections (CastleSectionMesh.tsx). */
const WARN = '#e0352b'

interface FigureMeshProps {
  walk?: FigureWalk
  figure: Figure
  color: string
  marks: FigureMarks
  onPointerDown: (figureId: string, event: FigurePress) => void
  /** The element labels are drawn into (over the canvas). */
  labelLayer: RefObject<HTMLDivElement | null>
  /** A rider seated in its mount's slot: its body stands on the saddle. */
  seat?: RiderSeat
  /** A mount whose rider is seated: its slot is covered. */
  riderSeated: boolean
  /** The name a game gives the figure (a Dungeons spawn's "Shade 1", R-MKDV-4), shown instead of its id. */
  label?: string
  /** Every figure label's place on the screen, moved out of a crowd (labelLayout.ts). */
  labels: LabelLayout
}

/**
 * A pointer move over a label, handed on to the canvas below as if the label were not there: the
 * label takes the press (it picks its figure, issue 14) but not the hover, so play's move and aim
 * previews and the hover cards follow the pointer across labels too. The copy carries the screen
 * point; three's handlers raycast from there.
 */
function usePassMoveToTable(): (event: ReactPointerEvent) => void {
  const gl = useThree((s) => s.gl)
  return useCallback(
    (event: ReactPointerEvent) => {
      const e = event.nativeEvent
      gl.domElement.dispatchEvent(
        new PointerEvent('pointermove', {
          bubbles: true,
          cancelable: true,
          clientX: e.clientX,
          clientY: e.clientY,
          screenX: e.screenX,
          screenY: e.screenY,
          pointerId: e.pointerId,
          pointerType: e.pointerType,
          isPrimary: e.isPrimary,
          buttons: e.buttons,
          shiftKey: e.shiftKey,
          ctrlKey: e.ctrlKey,
          altKey: e.altKey,
          metaKey: e.metaKey,
        }),
      )
    },
    [gl],
  )
}

function FigureMesh({ figure, color, marks, onPointerDown, labelLayer, walk, seat, riderSeated, label, labels }: FigureMeshProps) {
  const group = useRef<THREE.Group>(null)
  const passMoveToTable = usePassMoveToTable()
  useWalk(group, walk)
  const { radius, height } = figureProfile(figure)
  const mkMarks = useMemo(() => mkBaseMarks(figure), [figure])
  const [x, y, z] = figure.position
  const lift = seat ? seat.bottomCm - y : 0
  const bodyHeight = seat ? seat.topCm - seat.bottomCm : height
  const mountBody = useMemo(() => (mkMarks?.mount ? mountBodyGeometry(mkMarks.mount, height, mkMarks.facingDeg) : null), [mkMarks, height])
  const warn = marks.warnId === figure.id || (marks.warnIds?.has(figure.id) ?? false)
  const selected = marks.selected?.has(figure.id) ?? false
  const glow = warn ? WARN : marks.blockers.has(figure.id) ? HIGHLIGHT_BLOCKER : marks.coverFrom.has(figure.id) ? HIGHLIGHT_COVER : null
  const ring = figure.id === marks.shooterId ? SHOOTER_RING : figure.id === marks.targetId ? TARGET_RING : null
  const role = figure.id === marks.shooterId ? 'shooter' : figure.id === marks.targetId ? 'target' : undefined
  const id = figure.id
  const labelPosition = useMemo(() => labels.calculator(id), [labels, id])
  const labelElement = useCallback((el: HTMLSpanElement | null) => labels.setElement(id, el), [labels, id])
  const leaderElement = useCallback((el: HTMLSpanElement | null) => labels.setLeader(id, el), [labels, id])
  useEffect(() => () => labels.remove(id), [labels, id])
  // A chosen figure's, the shooter's and the target's labels keep their places; the others make way.
  useEffect(() => labels.setPinned(id, selected || role !== undefined), [labels, id, selected, role])
  return (
    <group ref={group} position={[x, y, z]} name={`figure:${figure.id}`}>
      <mesh
        position={[0, lift + bodyHeight / 2, 0]}
        userData={{ figureId: figure.id, seatedOn: seat?.mountId }}
        onPointerDown={(event) => onPointerDown(figure.id, event)}
        renderOrder={3}
        geometry={mountBody ?? undefined}
      >
        {!mountBody && <cylinderGeometry args={[radius, radius, bodyHeight, 32]} />}
        <meshStandardMaterial
          color={warn ? WARN : color}
          transparent
          opacity={marks.draggedId === figure.id ? 0.85 : mkMarks ? MK_BODY_OPACITY : 0.6}
          emissive={glow ?? '#000000'}
          emissiveIntensity={glow ? 0.6 : 0}
          depthWrite={false}
        />
      </mesh>
      {mkMarks && !(seat && fallenInSaddle(figure)) && (
        <MkBase
          marks={mkMarks}
          color={color}
          figureId={figure.id}
          labelLayer={labelLayer}
          aboard={figure.mk?.aboard !== undefined || seat !== undefined}
          riderSeated={riderSeated}
        />
      )}
      {ring && (
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.05, 0]} raycast={() => null}>
          <ringGeometry args={[radius + 0.2, radius + 0.7, 40]} />
          <meshBasicMaterial color={ring} />
        </mesh>
      )}
      {selected && (
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.06, 0]} raycast={() => null} name={`selected:${figure.id}`}>
          <ringGeometry args={[radius + 0.8, radius + 1.3, 40]} />
          <meshBasicMaterial color={SELECTED_RING} />
        </mesh>
      )}
      <Html
        position={[0, lift + bodyHeight + 0.8, 0]}
        center
        zIndexRange={[20, 0]}
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
        calculatePosition={labelPosition}
      >
        <span ref={leaderElement} className="label-leader" style={LEADER_STYLE} />
        <span
          ref={labelElement}
          className="figure-label"
          data-figure-label={figure.id}
          data-seated-on={seat?.mountId}
          data-role={role}
          data-overlapping={warn ? 'true' : undefined}
          data-selected={selected ? 'true' : undefined}
          data-picks={marks.labelsPick ? 'true' : undefined}
          style={{ borderColor: warn ? WARN : color, boxShadow: selected ? `0 0 0 2px ${SELECTED_RING}` : undefined }}
          onPointerDown={marks.labelsPick ? (event) => onPointerDown(figure.id, event) : undefined}
          onPointerMove={marks.labelsPick ? passMoveToTable : undefined}
        >
          {label ?? figure.id}
        </span>
      </Html>
    </group>
  )
}

/** Every figure of the scene with its side's colour. */
export function FigureMeshes(props: {
  figures: readonly Figure[]
  colors: ReadonlyMap<string, string>
  marks: FigureMarks
  onPointerDown: FigureMeshProps['onPointerDown']
  labelLayer: FigureMeshProps['labelLayer']
  /** Play: the last move, walked along its path. */
  walk?: FigureWalk | null
  /** Names a game gives figures (a Dungeons game's figureLabels): the label shows the name, not the id. */
  names?: Readonly<Record<string, { name: string }>> | null
}) {
  const seats = useMemo(() => riderSeats(props.figures), [props.figures])
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  // One layout for all labels, computed once per drawn frame (the renderer's frame count).
  // No dispose on unmount: each label unobserves itself as it goes (FigureMesh), and a development
  // build's double effects would otherwise leave the layout blind to sizes.
  const labels = useMemo(() => new LabelLayout(() => gl.info.render.frame, invalidate), [gl, invalidate])
  // A mount's slot is covered by its seated rider's base, not by a fallen Dark Rider's (R-MKK-27).
  const slotCoveredOn = useMemo(() => {
    const byId = new Map(props.figures.map((f) => [f.id, f]))
    return new Set([...seats].filter(([rider]) => slotCovered(byId.get(rider))).map(([, s]) => s.mountId))
  }, [seats, props.figures])
  return (
    <group name="figures">
      {props.figures.map((figure) => (
        <FigureMesh
          key={figure.id}
          figure={figure}
          color={props.colors.get(figure.side) ?? '#888888'}
          marks={props.marks}
          onPointerDown={props.onPointerDown}
          labelLayer={props.labelLayer}
          walk={props.walk?.figure === figure.id ? props.walk : undefined}
          seat={seats.get(figure.id)}
          riderSeated={slotCoveredOn.has(figure.id)}
          label={props.names && Object.hasOwn(props.names, figure.id) ? props.names[figure.id].name : undefined}
          labels={labels}
        />
      ))}
    </group>
  )
}
