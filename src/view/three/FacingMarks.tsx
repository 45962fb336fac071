/**
 * The front of every figure that has a facing (issue 14): a pointer on the ground just outside
 * its base and the front half of a ring around it, both in the figure's side colour, so a turn
 * with R or Shift+wheel shows at once. Mage Knight bases draw their own arcs (MkBases.tsx) and
 * are left out; in play the play mode's arrows show the game's facings instead (PlayMarks.tsx).
 */
import { Line } from '@react-three/drei'
import { useMemo } from 'react'
import * as THREE from 'three'
import type { Figure } from '../../scene/schema'
import { figureProfile } from '../../scene/figureProfile'
import { noRaycast } from './playMarkStyle'

const DEG = Math.PI / 180
/** The pointer's tip beyond the base edge and its half width at the edge, in cm. */
const TIP_CM = 1.6
const HALF_WIDTH_CM = 0.7
/** Raised over the ground so it is not lost in the table surface. */
const LIFT_CM = 0.06

/** A flat triangle pointing toward -z (north, facing 0) from a base of `radius`. */
function pointerGeometry(radius: number): THREE.BufferGeometry {
  const shape = new THREE.Shape()
  // Drawn in the shape's x/y plane, then laid flat: shape y becomes -z (ahead).
  shape.moveTo(-HALF_WIDTH_CM, radius + 0.15)
  shape.lineTo(0, radius + TIP_CM)
  shape.lineTo(HALF_WIDTH_CM, radius + 0.15)
  shape.closePath()
  return new THREE.ShapeGeometry(shape).rotateX(-Math.PI / 2)
}

/** The front half ring, from 90° left to 90° right of ahead, just outside the base. */
function frontArc(radius: number): [number, number, number][] {
  const r = radius + 0.15
  return Array.from({ length: 25 }, (_, i) => {
    const a = (-90 + i * 7.5) * DEG
    return [Math.sin(a) * r, 0, -Math.cos(a) * r]
  })
}

function FacingMark({ figure, color }: { figure: Figure; color: string }) {
  const { radius } = figureProfile(figure)
  const pointer = useMemo(() => pointerGeometry(radius), [radius])
  const arc = useMemo(() => frontArc(radius), [radius])
  const [x, y, z] = figure.position
  return (
    // Clockwise from north seen from above is a negative turn about +y.
    <group name={`facing:${figure.id}`} position={[x, y + LIFT_CM, z]} rotation={[0, -(figure.facing ?? 0) * DEG, 0]}>
      <mesh geometry={pointer} raycast={noRaycast} renderOrder={2}>
        <meshBasicMaterial color={color} side={THREE.DoubleSide} depthWrite={false} />
      </mesh>
      <Line points={arc} color={color} lineWidth={2} raycast={noRaycast} />
    </group>
  )
}

/** The fronts of the scene's figures that have a facing and no Mage Knight base. */
export function FacingMarks({ figures, colors }: { figures: readonly Figure[]; colors: ReadonlyMap<string, string> }) {
  return (
    <group name="facing-marks">
      {figures
        .filter((f) => f.facing !== undefined && !f.mk)
        .map((f) => (
          <FacingMark key={f.id} figure={f} color={colors.get(f.side) ?? '#333'} />
        ))}
    </group>
  )
}
