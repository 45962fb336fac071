/**
 * Ladders (8.6): two rails from bottom to top and rungs between them. The rails sit either side
 * of the centre line, spread horizontally across the direction the ladder leans.
 */
import { useMemo } from 'react'
import * as THREE from 'three'
import type { Ladder } from '../../scene/schema'

/** A ladder's width when its record gives none (the hover card says it too). */
export const LADDER_WIDTH_CM = 2
const RUNG_SPACING_CM = 1.2
const RAIL_RADIUS = 0.12
const RUNG_RADIUS = 0.08
const COLOR = '#8b5a2b'
const noRaycast = () => null

/** Orientation whose local Y runs along the ladder and local X across it, horizontally. */
function ladderFrame(bottom: THREE.Vector3, top: THREE.Vector3): { along: THREE.Vector3; rotation: THREE.Quaternion } {
  const along = top.clone().sub(bottom).normalize()
  const lean = new THREE.Vector3(along.x, 0, along.z)
  // A vertical ladder has no lean to go across: spread it along x.
  const across =
    lean.lengthSq() < 1e-8
      ? new THREE.Vector3(1, 0, 0)
      : lean
          .normalize()
          .cross(new THREE.Vector3(0, 1, 0))
          .normalize()
  const third = new THREE.Vector3().crossVectors(across, along).normalize()
  const basis = new THREE.Matrix4().makeBasis(across, along, third)
  return { along, rotation: new THREE.Quaternion().setFromRotationMatrix(basis) }
}

/** One ladder; the siege editor's ghost draws one in its own colour, translucent and not pickable. */
export function LadderMesh({
  ladder,
  color = COLOR,
  opacity = 1,
  selected = false,
}: {
  ladder: Ladder
  color?: string
  opacity?: number
  selected?: boolean
}) {
  const ghost = opacity < 1
  const { rotation, length } = useMemo(() => {
    const bottom = new THREE.Vector3(...ladder.bottom)
    const top = new THREE.Vector3(...ladder.top)
    return { rotation: ladderFrame(bottom, top).rotation, length: bottom.distanceTo(top) }
  }, [ladder.bottom, ladder.top])
  const half = (ladder.width ?? LADDER_WIDTH_CM) / 2
  const rungs = Math.max(1, Math.floor(length / RUNG_SPACING_CM))
  return (
    <group position={ladder.bottom} quaternion={rotation} name={`ladder:${ladder.id}`}>
      {[-half, half].map((x) => (
        <mesh key={x} position={[x, length / 2, 0]} raycast={ghost ? noRaycast : undefined}>
          <cylinderGeometry args={[RAIL_RADIUS * (ghost ? 1.6 : 1), RAIL_RADIUS * (ghost ? 1.6 : 1), length, 8]} />
          <meshStandardMaterial
            color={color}
            transparent={ghost}
            opacity={opacity}
            emissive={selected ? '#1f6feb' : '#000000'}
            emissiveIntensity={selected ? 0.6 : 0}
          />
        </mesh>
      ))}
      {Array.from({ length: rungs }, (_, i) => (
        <mesh
          // biome-ignore lint/suspicious/noArrayIndexKey: rungs are identical and only ever counted, the index is their identity
          key={i}
          position={[0, ((i + 0.5) * length) / rungs, 0]}
          rotation={[0, 0, Math.PI / 2]}
          raycast={ghost ? noRaycast : undefined}
        >
          <cylinderGeometry args={[RUNG_RADIUS, RUNG_RADIUS, half * 2, 6]} />
          <meshStandardMaterial
            color={color}
            transparent={ghost}
            opacity={opacity}
            emissive={selected ? '#1f6feb' : '#000000'}
            emissiveIntensity={selected ? 0.6 : 0}
          />
        </mesh>
      ))}
    </group>
  )
}

/** All ladders of the scene; the one chosen in the siege editor glows. */
export function LadderMeshes({ ladders, selectedId = null }: { ladders: readonly Ladder[]; selectedId?: string | null }) {
  return (
    <group name="ladders">
      {ladders.map((ladder) => (
        <LadderMesh key={ladder.id} ladder={ladder} selected={ladder.id === selectedId} />
      ))}
    </group>
  )
}
