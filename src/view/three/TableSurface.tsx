/**
 * The table: a slab whose top is y = 0, spanning x 0..width and z 0..depth, with a 10 cm grid
 * drawn on it so that distances can be judged by eye.
 */
import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import { GROUND_TAG } from './groundPicking'
import { TABLE_COLOR } from './palette'

const GRID_CM = 10
const SLAB_CM = 1

function gridGeometry(width: number, depth: number): THREE.BufferGeometry {
  const points: number[] = []
  for (let x = 0; x <= width + 1e-6; x += GRID_CM) points.push(x, 0.02, 0, x, 0.02, depth)
  for (let z = 0; z <= depth + 1e-6; z += GRID_CM) points.push(0, 0.02, z, width, 0.02, z)
  const geometry = new THREE.BufferGeometry()
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(points, 3))
  return geometry
}

/** The table slab and its grid. */
export function TableSurface({ width, depth, color }: { width: number; depth: number; color?: string }) {
  const grid = useMemo(() => gridGeometry(width, depth), [width, depth])
  useEffect(() => () => grid.dispose(), [grid])
  return (
    <group name="table">
      <mesh position={[width / 2, -SLAB_CM / 2, depth / 2]} userData={{ [GROUND_TAG]: true, pieceId: 'table' }} receiveShadow>
        <boxGeometry args={[width, SLAB_CM, depth]} />
        <meshStandardMaterial color={color ?? TABLE_COLOR} />
      </mesh>
      <lineSegments geometry={grid} raycast={() => null}>
        <lineBasicMaterial color="#000000" transparent opacity={0.12} />
      </lineSegments>
    </group>
  )
}
