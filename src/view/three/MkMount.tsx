/**
 * A mount's elongated base and body (003 "Mounts"), drawn inside MkBases.tsx's group turned to
 * the facing: the stadium with its front arc lighter and rear arc darker from the centre dot,
 * the arcs' edges as lines from the dot, the dot itself, and the base slot, an empty dark socket
 * while the rider is dismounted. `mountBodyGeometry` is the translucent body FigureMeshes.tsx
 * draws in place of a cylinder: the stadium raised to the mount's height (R-CVG.1). A seated
 * rider stands on its saddle (R-CVG.5, FigureMeshes.tsx). Numbers from mkMountView.ts.
 */
import { Html, Line } from '@react-three/drei'
import { useMemo, type RefObject } from 'react'
import * as THREE from 'three'
import type { Point2 } from '../../math/planar'
import type { MkMountMarks } from './mkMountView'

const noRaycast = () => null
const FLAT: [number, number, number] = [-Math.PI / 2, 0, 0]
/** Heights above the table (cm), as MkBases.tsx layers its marks. */
const Y_ARCS = 0.03
const Y_RIM = 0.04
const Y_SLOT = 0.05
const RIM = '#2b2b2b'
const SOCKET = '#1c1c1c'

/** A flat shape from base points [x, z]: a laid-flat shape's y is the base's -z. */
function flatShape(points: readonly Point2[]): THREE.Shape {
  return new THREE.Shape(points.map(([x, z]) => new THREE.Vector2(x, -z)))
}

function FlatPolygon({ points, color, y }: { points: readonly Point2[]; color: string; y: number }) {
  const geometry = useMemo(() => new THREE.ShapeGeometry(flatShape(points)), [points])
  if (points.length < 3) return null
  return (
    <mesh rotation={FLAT} position={[0, y, 0]} raycast={noRaycast} geometry={geometry}>
      <meshBasicMaterial color={color} />
    </mesh>
  )
}

/** The stadium raised from 0 to `height`, centred at half height like a cylinder, turned to `facingDeg`. */
export function mountBodyGeometry(marks: MkMountMarks, height: number, facingDeg: number): THREE.BufferGeometry {
  const geometry = new THREE.ExtrudeGeometry(flatShape(marks.outline), { depth: height, bevelEnabled: false })
  // The extrusion runs along +z: turned up (+y), the shape's y back to the base's z, centred, faced.
  geometry.rotateX(-Math.PI / 2)
  geometry.translate(0, -height / 2, 0)
  geometry.rotateY((-facingDeg * Math.PI) / 180)
  return geometry
}

export interface MkMountProps {
  marks: MkMountMarks
  front: string
  rear: string
  figureId: string
  /** The rider sits in the slot: the slot is covered by its base. */
  seated: boolean
  labelLayer: RefObject<HTMLDivElement | null>
}

/** The mount's base marks; the caller's group is at the centre dot, turned to the facing. */
export function MkMount({ marks, front, rear, figureId, seated, labelLayer }: MkMountProps) {
  const edges = useMemo(() => {
    const a = marks.front[1]
    const b = marks.front[marks.front.length - 1]
    return marks.rear.length === 0 ? [] : [a, b]
  }, [marks])
  const ring = useMemo(() => [...marks.outline, marks.outline[0]].map(([x, z]) => [x, Y_RIM, z] as [number, number, number]), [marks])
  const { centre, radius } = marks.slot
  return (
    <group name={`mk-mount:${figureId}`}>
      <FlatPolygon points={marks.front} color={front} y={Y_ARCS} />
      <FlatPolygon points={marks.rear} color={rear} y={Y_ARCS} />
      <Line points={ring} color={RIM} lineWidth={1.5} raycast={noRaycast} />
      {edges.map(([x, z], i) => (
        <Line
          key={i === 0 ? 'left' : 'right'}
          points={[
            [0, Y_RIM, 0],
            [x, Y_RIM, z],
          ]}
          color={RIM}
          lineWidth={1}
          raycast={noRaycast}
        />
      ))}
      {!seated && (
        <mesh rotation={FLAT} position={[centre[0], Y_SLOT, centre[1]]} raycast={noRaycast} name="mk-mount-slot">
          <circleGeometry args={[radius, 32]} />
          <meshBasicMaterial color={SOCKET} />
        </mesh>
      )}
      <mesh rotation={FLAT} position={[0, Y_SLOT + 0.01, 0]} raycast={noRaycast} name="mk-centre-dot">
        <circleGeometry args={[Math.min(0.3, marks.widthCm / 10), 16]} />
        <meshBasicMaterial color="#ffffff" />
      </mesh>
      <Html center zIndexRange={[10, 0]} wrapperClass="label-wrap" pointerEvents="none" portal={labelLayer as RefObject<HTMLElement>}>
        <span
          className="figure-label"
          data-mk-mount={figureId}
          data-length-cm={marks.lengthCm.toFixed(3)}
          data-width-cm={marks.widthCm.toFixed(3)}
          data-rider={marks.riderId ?? ''}
          data-slot={seated ? 'filled' : 'empty'}
          style={{ fontSize: 8, opacity: 0.8 }}
        >
          ●
        </span>
      </Html>
    </group>
  )
}
