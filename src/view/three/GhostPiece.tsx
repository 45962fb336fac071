/**
 * The siege editor's ghost: the record the chosen palette piece would add where the pointer is
 * (the store's `siege.preview`, made by the same placement functions as the click), drawn
 * translucent - blue where it may go, red where the editor would refuse it or it would overlap
 * what is there. A refused ladder or plank shows a red ring at the pointer. Nothing here is
 * pickable: the pointer passes through to the table.
 */
import { castlePiece, CASTLE_PIECES, type CastlePrimitive } from '../../scene/castle/pieces'
import { TERRAIN_COLORS } from './palette'
import { figureProfile } from '../../scene/figureProfile'
import type { PlacementPreview } from '../store/siege/types'
import { LadderMesh } from './LadderMeshes'

const DEG = Math.PI / 180
const noRaycast = () => null
export const GHOST_OK = '#1f6feb'
export const GHOST_BAD = '#e0352b'
const OPACITY = 0.4

function GhostMaterial({ color }: { color: string }) {
  return <meshStandardMaterial color={color} transparent opacity={OPACITY} depthWrite={false} emissive={color} emissiveIntensity={0.25} />
}

function GhostPrimitive({ p, color }: { p: CastlePrimitive; color: string }) {
  return (
    <mesh position={p.center} rotation={[0, p.shape === 'box' ? (p.rotationY ?? 0) * DEG : 0, 0]} raycast={noRaycast} renderOrder={4}>
      {p.shape === 'box' ? <boxGeometry args={p.size} /> : <cylinderGeometry args={[p.radius, p.radius, p.height, 40]} />}
      <GhostMaterial color={color} />
    </mesh>
  )
}

export function GhostPiece({ preview }: { preview: PlacementPreview }) {
  const bad = preview.refused !== null || preview.overlaps.length > 0
  const color = bad ? GHOST_BAD : GHOST_OK
  const ghost = preview.ghost
  switch (ghost.kind) {
    case 'section': {
      const s = ghost.section
      return (
        <group name="ghost" position={s.center} rotation={[0, (s.rotationY ?? 0) * DEG, 0]}>
          {castlePiece(s.kind).solids.map((p) => (
            <GhostPrimitive key={p.id} p={p} color={color} />
          ))}
        </group>
      )
    }
    case 'ladder':
      return (
        <group name="ghost">
          <LadderMesh ladder={ghost.ladder} color={color} opacity={0.7} />
        </group>
      )
    case 'plank': {
      const { from, to, width } = ghost.plank
      const length = Math.hypot(to[0] - from[0], to[2] - from[2])
      const t = CASTLE_PIECES.plankThickness
      return (
        <mesh
          name="ghost"
          position={[(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 - t / 2, (from[2] + to[2]) / 2]}
          rotation={[0, Math.atan2(-(to[2] - from[2]), to[0] - from[0]), 0]}
          raycast={noRaycast}
          renderOrder={4}
        >
          <boxGeometry args={[length, t * 2, width]} />
          <GhostMaterial color={color} />
        </mesh>
      )
    }
    case 'terrain': {
      const p = ghost.piece
      return (
        <mesh
          name="ghost"
          position={p.center}
          rotation={[0, p.shape === 'cylinder' ? 0 : (p.rotationY ?? 0) * DEG, 0]}
          raycast={noRaycast}
          renderOrder={4}
        >
          {p.shape === 'cylinder' ? <cylinderGeometry args={[p.radius, p.radius, p.height, 40]} /> : <boxGeometry args={p.size} />}
          <GhostMaterial color={bad ? GHOST_BAD : p.shape === 'area' ? TERRAIN_COLORS.forest : GHOST_OK} />
        </mesh>
      )
    }
    case 'figure': {
      const { radius, height } = figureProfile({ ...ghost.figure, prone: false })
      const [x, y, z] = ghost.figure.position
      return (
        <mesh name="ghost" position={[x, y + height / 2, z]} raycast={noRaycast} renderOrder={4}>
          <cylinderGeometry args={[radius, radius, height, 32]} />
          <GhostMaterial color={color} />
        </mesh>
      )
    }
    case 'none':
      return (
        <mesh
          name="ghost"
          position={[ghost.at[0], ghost.at[1] + 0.06, ghost.at[2]]}
          rotation={[-Math.PI / 2, 0, 0]}
          raycast={noRaycast}
          renderOrder={4}
        >
          <ringGeometry args={[1.2, 1.8, 32]} />
          <meshBasicMaterial color={GHOST_BAD} transparent opacity={0.8} depthWrite={false} />
        </mesh>
      )
  }
}
