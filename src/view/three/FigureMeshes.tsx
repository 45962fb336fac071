/**
 * Figures as what the rules say they are (3.6): translucent cylinders of base width and
 * profile height, in their side's colour, labelled with their id. Shooter and target get a
 * ring on the table; figures the judge names as blockers glow; a figure dragged into something
 * is red.
 */
import { Html } from '@react-three/drei'
import type { ThreeEvent } from '@react-three/fiber'
import type { RefObject } from 'react'
import type { Figure } from '../../scene/schema'
import { HIGHLIGHT_BLOCKER, HIGHLIGHT_COVER } from './palette'
import { figureProfile } from '../../scene/figureProfile'

const SHOOTER_RING = '#ffffff'
const TARGET_RING = '#111111'

export interface FigureMarks {
  shooterId: string | null
  targetId: string | null
  blockers: ReadonlySet<string>
  coverFrom: ReadonlySet<string>
  draggedId: string | null
  /** The dragged figure when it overlaps something: drawn red (siegePreview.ts draggedFigureOverlaps). */
  warnId: string | null
}

/** The tint of a figure dragged into something, as for sections (CastleSectionMesh.tsx). */
const WARN = '#e0352b'

interface FigureMeshProps {
  figure: Figure
  color: string
  marks: FigureMarks
  onPointerDown: (figureId: string, event: ThreeEvent<PointerEvent>) => void
  /** The element labels are drawn into (over the canvas). */
  labelLayer: RefObject<HTMLDivElement | null>
}

function FigureMesh({ figure, color, marks, onPointerDown, labelLayer }: FigureMeshProps) {
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = figure.position
  const warn = marks.warnId === figure.id
  const glow = warn ? WARN : marks.blockers.has(figure.id) ? HIGHLIGHT_BLOCKER : marks.coverFrom.has(figure.id) ? HIGHLIGHT_COVER : null
  const ring = figure.id === marks.shooterId ? SHOOTER_RING : figure.id === marks.targetId ? TARGET_RING : null
  const role = figure.id === marks.shooterId ? 'shooter' : figure.id === marks.targetId ? 'target' : undefined
  return (
    <group position={[x, y, z]} name={`figure:${figure.id}`}>
      <mesh
        position={[0, height / 2, 0]}
        userData={{ figureId: figure.id }}
        onPointerDown={(event) => onPointerDown(figure.id, event)}
        renderOrder={3}
      >
        <cylinderGeometry args={[radius, radius, height, 32]} />
        <meshStandardMaterial
          color={warn ? WARN : color}
          transparent
          opacity={marks.draggedId === figure.id ? 0.85 : 0.6}
          emissive={glow ?? '#000000'}
          emissiveIntensity={glow ? 0.6 : 0}
          depthWrite={false}
        />
      </mesh>
      {ring && (
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.05, 0]} raycast={() => null}>
          <ringGeometry args={[radius + 0.2, radius + 0.7, 40]} />
          <meshBasicMaterial color={ring} />
        </mesh>
      )}
      <Html
        position={[0, height + 0.8, 0]}
        center
        zIndexRange={[20, 0]}
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
      >
        <span
          className="figure-label"
          data-figure-label={figure.id}
          data-role={role}
          data-overlapping={warn ? 'true' : undefined}
          style={{ borderColor: warn ? WARN : color }}
        >
          {figure.id}
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
}) {
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
        />
      ))}
    </group>
  )
}
