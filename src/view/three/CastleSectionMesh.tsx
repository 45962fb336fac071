/**
 * One castle section drawn from the same shape data the geometry uses (models/castle/pieces.json):
 * its solids (walls, tower, citadel, the gatehouse blocks around its passage), the outline of its
 * walkable tops, its portals - closed ones as the solid leaf that blocks the opening, open ones as
 * a faint frame - and, once destroyed, its rubble. A label shows the dial as the judge reads it
 * (for the sections the user is looking at: chosen, hovered, in the shot, or all on request).
 * The group carries the section's position and turn, so every part is placed in local coordinates.
 */
import { Edges, Html, Line } from '@react-three/drei'
import type { ThreeEvent } from '@react-three/fiber'
import type { RefObject } from 'react'
import { castlePiece, CASTLE_PIECES, type CastleArea, type CastlePrimitive } from '../../scene/castle/pieces'
import type { CastleSection } from '../../scene/castle/schema'
import { GROUND_TAG } from './groundPicking'
import { TERRAIN_COLORS } from './palette'
import type { SectionView } from '../ports'

const DEG = Math.PI / 180
const noRaycast = () => null
const PORTAL_CLOSED = '#5a3b1e'
const PORTAL_OPEN = '#3fae5a'
const TOP_LINE = '#3b3f47'
const SELECTED = '#1f6feb'
const WARN = '#e0352b'

function Primitive({
  p,
  color,
  userData,
  glow,
}: {
  p: CastlePrimitive
  color: string
  userData: Record<string, unknown>
  glow: string | null
}) {
  return (
    <mesh position={p.center} rotation={[0, p.shape === 'box' ? (p.rotationY ?? 0) * DEG : 0, 0]} userData={userData}>
      {p.shape === 'box' ? <boxGeometry args={p.size} /> : <cylinderGeometry args={[p.radius, p.radius, p.height, 40]} />}
      <meshStandardMaterial color={color} emissive={glow ?? '#000000'} emissiveIntensity={glow ? 0.4 : 0} />
      <Edges color="#2b2b2b" raycast={noRaycast} />
    </mesh>
  )
}

/** The outline of a walkable top as a closed line just above it. */
function TopOutline({ area, y }: { area: CastleArea; y: number }) {
  const points: [number, number, number][] =
    area.type === 'circle'
      ? Array.from({ length: 49 }, (_, i) => [
          area.center[0] + area.radius * Math.cos((i * Math.PI) / 24),
          y,
          area.center[1] + area.radius * Math.sin((i * Math.PI) / 24),
        ])
      : area.type === 'polygon'
        ? [...area.points, area.points[0]].map(([x, z]) => [x, y, z])
        : [
            [area.from[0], y, area.from[1]],
            [area.to[0], y, area.to[1]],
          ]
  return <Line points={points} color={TOP_LINE} lineWidth={1.5} raycast={noRaycast} />
}

interface PortalProps {
  section: CastleSection
  portal: ReturnType<typeof castlePiece>['portals'][number]
  state: 'open' | 'closed'
  onToggle: (sectionId: string, portalId: string, event: ThreeEvent<MouseEvent>) => void
}

function PortalMesh({ section, portal, state, onToggle }: PortalProps) {
  const closed = state === 'closed'
  return (
    <mesh
      position={portal.opening.center}
      name={`portal:${section.id}/${portal.id}`}
      userData={{ sectionId: section.id, portalId: portal.id }}
      onClick={(e) => onToggle(section.id, portal.id, e)}
    >
      <boxGeometry args={closed ? portal.opening.size : [portal.opening.size[0], portal.opening.size[1], portal.opening.size[2] * 0.3]} />
      <meshStandardMaterial
        color={closed ? PORTAL_CLOSED : PORTAL_OPEN}
        transparent={!closed}
        opacity={closed ? 1 : 0.22}
        depthWrite={closed}
      />
      <Edges color={closed ? '#2b1a0b' : PORTAL_OPEN} raycast={noRaycast} />
    </mesh>
  )
}

export interface CastleSectionMeshProps {
  section: CastleSection
  view: SectionView | undefined
  selected: boolean
  /** Dragged into something it overlaps: glows red. */
  warn: boolean
  /** Labels crowd a full castle: only the chosen, hovered and shot sections show theirs (unless all are asked for). */
  showLabel: boolean
  onHover: (sectionId: string | null) => void
  onPortal: PortalProps['onToggle']
  labelLayer: RefObject<HTMLDivElement | null>
}

/** The label text: id, click of the dial, fortification and broken / destroyed marks. */
function DialLabel({ section, view }: { section: CastleSection; view: SectionView | undefined }) {
  if (!view) return <span className="section-label">{section.id}</span>
  return (
    <span className="section-label" data-section-label={section.id} data-destroyed={view.destroyed} data-broken={view.brokenOpen}>
      {section.id} · {view.destroyed ? '✖' : `${view.click}/${view.lastClick}`}
      {!view.destroyed && <b className={view.brokenOpen ? 'fort fort-broken' : 'fort'}>{view.fortification}</b>}
    </span>
  )
}

export function CastleSectionMesh({ section, view, selected, warn, showLabel, onHover, onPortal, labelLayer }: CastleSectionMeshProps) {
  const glow = warn ? WARN : selected ? SELECTED : null
  const piece = castlePiece(section.kind)
  const destroyed = view?.destroyed ?? section.destroyed === true
  const userData = { sectionId: section.id, [GROUND_TAG]: true }
  const top = CASTLE_PIECES.height
  const labelY = destroyed ? CASTLE_PIECES.rubbleHeight + 3 : top + 3
  return (
    <group
      name={`section:${section.id}`}
      position={section.center}
      rotation={[0, (section.rotationY ?? 0) * DEG, 0]}
      onPointerOver={(e) => {
        e.stopPropagation()
        onHover(section.id)
      }}
      onPointerOut={() => onHover(null)}
    >
      {destroyed
        ? piece.rubble.map((r) => <Primitive key={r.id} p={r} color={TERRAIN_COLORS.ruin} userData={userData} glow={glow} />)
        : piece.solids.map((s) => <Primitive key={s.id} p={s} color={TERRAIN_COLORS[piece.solidType]} userData={userData} glow={glow} />)}
      {!destroyed && piece.tops.map((t) => <TopOutline key={t.id} area={t.area} y={top + 0.03} />)}
      {!destroyed &&
        piece.portals.map((p) => {
          const state = view?.portals.find((v) => v.id === p.id)?.state ?? 'closed'
          return <PortalMesh key={p.id} section={section} portal={p} state={state} onToggle={onPortal} />
        })}
      {showLabel && (
        <Html
          position={[0, labelY, 0]}
          center
          zIndexRange={[20, 0]}
          wrapperClass="label-wrap"
          pointerEvents="none"
          portal={labelLayer as RefObject<HTMLElement>}
        >
          <DialLabel section={section} view={view} />
        </Html>
      )}
    </group>
  )
}
