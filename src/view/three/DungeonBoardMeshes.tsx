/**
 * The dungeon board drawn on the table (issue 13): rock under the board, the floor of rooms and
 * corridors in two tones with the grid of squares on it, the walls `DungeonBoard.wallOn` reports
 * as solid boxes (one per straight run, dungeonLayout.ts), doorways as gaps with a frame,
 * entrances as green rings, terrain markers and artifacts as low-poly models on their squares.
 * Walls carry `userData.dungeonPart = 'wall'` so a test can count them in the scene graph.
 */
import { useMemo } from 'react'
import * as THREE from 'three'
import { artifactSquares } from '../../scene/dungeon/board'
import { SQUARE_CM, type Dungeon } from '../../scene/dungeon/schema'
import { dungeonLayout, type Box } from './dungeonLayout'
import { artifactModel, placeParts, terrainModel } from './dungeonModels'
import { PartMesh } from './DungeonParts'

const ROCK = '#4a4540'
const ROOM_FLOOR = '#c8bca4'
const CORRIDOR_FLOOR = '#a89c86'
const WALL = '#6e665c'
const FRAME = '#5a3b1e'
const GRID = '#6b604f'
const ENTRANCE = '#2e9e4f'
/** Heights of the flat layers above the table top, so they never flicker against each other. */
const Y_ROCK = 0.02
const Y_FLOOR = 0.04
const Y_GRID = 0.06

function BoxMesh({ box, color, part }: { box: Box; color: string; part: string }) {
  return (
    <mesh position={box.center} userData={{ dungeonPart: part }}>
      <boxGeometry args={box.size} />
      <meshStandardMaterial color={color} roughness={0.9} />
    </mesh>
  )
}

function Tile({ x, z, width, depth, y, color }: { x: number; z: number; width: number; depth: number; y: number; color: string }) {
  return (
    <mesh position={[x + width / 2, y, z + depth / 2]} rotation={[-Math.PI / 2, 0, 0]}>
      <planeGeometry args={[width, depth]} />
      <meshStandardMaterial color={color} roughness={1} />
    </mesh>
  )
}

function GridLines({ points }: { points: [number, number][] }) {
  const geometry = useMemo(() => {
    const g = new THREE.BufferGeometry()
    g.setAttribute(
      'position',
      new THREE.Float32BufferAttribute(
        points.flatMap(([x, z]) => [x, Y_GRID, z]),
        3,
      ),
    )
    return g
  }, [points])
  return (
    <lineSegments geometry={geometry} raycast={() => null}>
      <lineBasicMaterial color={GRID} />
    </lineSegments>
  )
}

export function DungeonBoardMeshes({ dungeon }: { dungeon: Dungeon }) {
  const layout = useMemo(() => dungeonLayout(dungeon), [dungeon])
  const [x0, z0] = dungeon.origin
  const corner = ([c, r]: [number, number]) => [x0 + c * SQUARE_CM, z0 + r * SQUARE_CM] as const
  return (
    <group name="dungeon-board">
      <Tile {...layout.board} y={Y_ROCK} color={ROCK} />
      {layout.floors.map((f) => (
        <Tile key={`${f.segmentId}-${f.x}-${f.z}`} {...f} y={Y_FLOOR} color={f.kind === 'room' ? ROOM_FLOOR : CORRIDOR_FLOOR} />
      ))}
      <GridLines points={layout.grid} />
      {layout.walls.map((w) => (
        <BoxMesh key={`w-${w.center.join(',')}`} box={w} color={WALL} part="wall" />
      ))}
      {layout.doorFrames.map((b) => (
        <BoxMesh key={`d-${b.center.join(',')}`} box={b} color={FRAME} part="doorway" />
      ))}
      {(dungeon.entrances ?? []).map((e) => {
        const [x, z] = corner(e.at)
        return (
          <mesh
            key={e.id}
            position={[x + SQUARE_CM / 2, Y_GRID + 0.01, z + SQUARE_CM / 2]}
            rotation={[-Math.PI / 2, 0, 0]}
            userData={{ dungeonPart: 'entrance' }}
          >
            <ringGeometry args={[SQUARE_CM * 0.28, SQUARE_CM * 0.42, 24]} />
            <meshStandardMaterial color={ENTRANCE} emissive={ENTRANCE} emissiveIntensity={0.3} />
          </mesh>
        )
      })}
      {(dungeon.terrain ?? []).map((t) => {
        const [x, z] = corner(t.at)
        return (
          <group key={`t-${t.at.join(',')}`} userData={{ dungeonPart: 'terrain' }}>
            {placeParts(terrainModel(t.type), x, z, SQUARE_CM).map((p) => (
              <PartMesh
                key={`${p.shape}-${p.center.join(',')}`}
                part={{ ...p, center: [p.center[0], p.center[1] + Y_FLOOR, p.center[2]] }}
              />
            ))}
          </group>
        )
      })}
      {(dungeon.artifacts ?? []).map((a) => {
        const [x, z] = corner(artifactSquares(a)[0])
        return (
          <group key={a.id} name={`artifact-${a.id}`} userData={{ dungeonPart: 'artifact', artifactId: a.id }}>
            {placeParts(artifactModel(a.kind, layout.height), x, z, SQUARE_CM, a.along).map((p) => (
              <PartMesh key={`${p.shape}-${p.center.join(',')}`} part={p} />
            ))}
          </group>
        )
      })}
    </group>
  )
}
