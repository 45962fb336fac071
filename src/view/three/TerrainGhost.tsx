/**
 * The terrain tool's ghost (issue 14): the piece the chosen preset would add where the pointer is,
 * drawn translucent - blue where a click would place it, red where the scene's checks would refuse
 * it (store/terrain/ghost.ts asks the click's own test) - turned as R turns it. While a piece is
 * dragged in terrain mode and the drop would be refused (half over the table's edge, R-SE-12), a
 * red shell is drawn over it, as a dragged section turns red. Nothing here is pickable.
 */
import { noRaycast } from './playMarkStyle'
import { useMemo } from 'react'
import type { TerrainPiece } from '../../scene/schema'
import { useSightline } from '../StoreContext'
import { draggedTerrainProblem, terrainGhost } from '../store/terrain/ghost'
import { TERRAIN_COLORS } from './palette'
import { GHOST_BAD, GHOST_OK } from './GhostPiece'

const DEG = Math.PI / 180
/** The red shell stands this much (cm) proud of the dragged piece so it is not hidden inside it. */
const SHELL_CM = 0.15

function PieceShell({
  piece,
  color,
  grow,
  name,
  state,
}: {
  piece: TerrainPiece
  color: string
  grow: number
  name: string
  state: string
}) {
  return (
    <mesh
      name={name}
      userData={{ terrainGhost: state }}
      position={piece.center}
      rotation={[0, piece.shape === 'cylinder' ? 0 : (piece.rotationY ?? 0) * DEG, 0]}
      raycast={noRaycast}
      renderOrder={4}
    >
      {piece.shape === 'cylinder' ? (
        <cylinderGeometry args={[piece.radius + grow, piece.radius + grow, piece.height + grow, 40]} />
      ) : (
        <boxGeometry args={[piece.size[0] + grow, piece.size[1] + grow, piece.size[2] + grow]} />
      )}
      <meshStandardMaterial color={color} transparent opacity={0.4} depthWrite={false} emissive={color} emissiveIntensity={0.25} />
    </mesh>
  )
}

/** Drawn only in terrain mode outside the editors and play (TableCanvas.tsx decides). */
export function TerrainGhost() {
  const scene = useSightline((s) => s.scene)
  const preset = useSightline((s) => s.terrainTool.preset)
  const hover = useSightline((s) => s.terrainTool.hover)
  const rotation = useSightline((s) => s.terrainTool.rotation)
  const drag = useSightline((s) => s.siege.drag)
  const ghost = useMemo(() => (scene ? terrainGhost(scene, { preset, hover, rotation }) : null), [scene, preset, hover, rotation])
  const dragged = useMemo(() => {
    if (!scene || !drag || drag.item.kind !== 'terrain') return null
    const piece = scene.terrain.find((t) => t.id === drag.item.id)
    return piece && draggedTerrainProblem(scene, drag) ? piece : null
  }, [scene, drag])
  return (
    <>
      {ghost && (
        <PieceShell
          piece={ghost.piece}
          name="terrain-ghost"
          state={ghost.problem ? 'refused' : 'ok'}
          grow={0}
          color={ghost.problem ? GHOST_BAD : ghost.piece.shape === 'area' ? TERRAIN_COLORS.forest : GHOST_OK}
        />
      )}
      {dragged && <PieceShell piece={dragged} name="terrain-drag-refused" state="refused" grow={SHELL_CM} color={GHOST_BAD} />}
    </>
  )
}
