/**
 * The dungeon editor's ghost (store `dungeonEditor.ghost`): the squares the chosen tool would
 * change as translucent tiles, a wall or doorway as a translucent slab on its edge, an artifact
 * as its model - blue where the edit may go, red where the editor or the scene's checks refuse
 * it. Nothing here is pickable: the pointer passes through to the board.
 */
import { SQUARE_CM, type Dungeon } from '../../scene/dungeon/schema'
import type { DungeonGhost as Ghost } from '../store/dungeon/types'
import { artifactModel, placeParts } from './dungeonModels'
import { PartMesh } from './DungeonParts'
import { GHOST_BAD, GHOST_OK } from './GhostPiece'
import { WALL_THICKNESS_CM } from './dungeonLayout'

const noRaycast = () => null

export function DungeonGhost({ ghost, dungeon, wallHeight }: { ghost: Ghost; dungeon: Dungeon; wallHeight: number }) {
  const color = ghost.refused ? GHOST_BAD : GHOST_OK
  const [x0, z0] = dungeon.origin
  const material = (
    <meshStandardMaterial color={color} transparent opacity={0.4} depthWrite={false} emissive={color} emissiveIntensity={0.3} />
  )
  if (ghost.edge) {
    const { at, side } = ghost.edge
    const horizontal = side === 'n' || side === 's'
    const x = x0 + (at[0] + (side === 'e' ? 1 : side === 'w' ? 0 : 0.5)) * SQUARE_CM
    const z = z0 + (at[1] + (side === 's' ? 1 : side === 'n' ? 0 : 0.5)) * SQUARE_CM
    const t = WALL_THICKNESS_CM * 2
    return (
      <mesh
        name="dungeon-ghost"
        position={[x, wallHeight / 2, z]}
        raycast={noRaycast}
        renderOrder={4}
        userData={{ dungeonPart: ghost.refused ? 'ghost-refused' : 'ghost' }}
      >
        <boxGeometry args={horizontal ? [SQUARE_CM, wallHeight, t] : [t, wallHeight, SQUARE_CM]} />
        {material}
      </mesh>
    )
  }
  const first = ghost.squares[0]
  return (
    <group name="dungeon-ghost" userData={{ dungeonPart: ghost.refused ? 'ghost-refused' : 'ghost' }}>
      {ghost.squares.map(([c, r]) => (
        <mesh
          key={`${c},${r}`}
          position={[x0 + (c + 0.5) * SQUARE_CM, 0.12, z0 + (r + 0.5) * SQUARE_CM]}
          rotation={[-Math.PI / 2, 0, 0]}
          raycast={noRaycast}
          renderOrder={4}
        >
          <planeGeometry args={[SQUARE_CM * 0.94, SQUARE_CM * 0.94]} />
          {material}
        </mesh>
      ))}
      {ghost.tool.kind === 'artifact' &&
        first &&
        placeParts(
          artifactModel(ghost.tool.artifact, wallHeight),
          x0 + first[0] * SQUARE_CM,
          z0 + first[1] * SQUARE_CM,
          SQUARE_CM,
          ghost.along,
        ).map((p) => <PartMesh key={`${p.shape}-${p.center.join(',')}`} part={p} ghost={color} />)}
    </group>
  )
}
