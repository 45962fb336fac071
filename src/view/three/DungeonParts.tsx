/**
 * The meshes of the dungeon's low-poly models (dungeonModels.ts): each part a unit shape
 * scaled to its size, so a model is a handful of meshes sharing a few geometries. Used by the
 * board (DungeonBoardMeshes.tsx) and, translucent, by the editor's ghost (DungeonGhost.tsx).
 */
import type { PlacedPart } from './dungeonModels'

const noRaycast = () => null

function PartGeometry({ shape }: { shape: PlacedPart['shape'] }) {
  switch (shape) {
    case 'cylinder':
      return <cylinderGeometry args={[0.5, 0.5, 1, 16]} />
    case 'cone':
      return <cylinderGeometry args={[0.12, 0.5, 1, 4]} />
    case 'sphere':
      return <sphereGeometry args={[0.5, 12, 8]} />
    case 'torus':
      return <torusGeometry args={[0.4, 0.1, 6, 20]} />
    default:
      return <boxGeometry args={[1, 1, 1]} />
  }
}

/** One part: solid, water (translucent blue) or ghost (`ghost` colour, translucent, not pickable). */
export function PartMesh({ part, ghost, pickable = true }: { part: PlacedPart; ghost?: string; pickable?: boolean }) {
  const [sx, sy, sz] = part.size
  // A torus lies in its local x-y plane: turned flat, its local y is the table's z and its 0.2-thick tube the height.
  const flat = part.shape === 'torus'
  const water = part.shape === 'water'
  return (
    <mesh
      position={part.center}
      rotation={flat ? [-Math.PI / 2, 0, 0] : [0, 0, 0]}
      scale={flat ? [sx, sz, sy / 0.2] : [sx, sy, sz]}
      raycast={ghost || !pickable ? noRaycast : undefined}
      renderOrder={ghost ? 4 : 0}
    >
      <PartGeometry shape={part.shape} />
      {ghost ? (
        <meshStandardMaterial color={ghost} transparent opacity={0.45} depthWrite={false} emissive={ghost} emissiveIntensity={0.25} />
      ) : (
        <meshStandardMaterial
          color={part.color}
          transparent={water}
          opacity={water ? 0.75 : 1}
          roughness={water ? 0.2 : 0.85}
          emissive={water ? part.color : '#000000'}
          emissiveIntensity={water ? 0.15 : 0}
        />
      )}
    </mesh>
  )
}
