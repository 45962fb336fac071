/**
 * The set-up limits on the table (001 "Spielfeld und Aufbau"), as the judge's set-up report
 * gives them: the castle player's 18-inch strip along their edge, the opposing deployment zone,
 * the line 30 inches from that zone, and the enclosed areas (green with a portal, red without).
 * Drawn flat just above the table; nothing here is picked by the pointer.
 */
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import type { Point2 } from '../../math/planar'
import type { SetupReport } from '../ports'

const noRaycast = () => null
const CASTLE_COLOR = '#1f6feb'
const OPPONENT_COLOR = '#d8432f'
const LIFT = 0.04

function Strip({ points, color, opacity }: { points: readonly Point2[]; color: string; opacity: number }) {
  const xs = points.map((p) => p[0])
  const zs = points.map((p) => p[1])
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)]
  if (x1 - x0 <= 0 || z1 - z0 <= 0) return null
  return (
    <mesh position={[(x0 + x1) / 2, LIFT, (z0 + z1) / 2]} rotation={[-Math.PI / 2, 0, 0]} raycast={noRaycast} renderOrder={1}>
      <planeGeometry args={[x1 - x0, z1 - z0]} />
      <meshBasicMaterial color={color} transparent opacity={opacity} depthWrite={false} />
    </mesh>
  )
}

const ring = (points: readonly Point2[], y: number): [number, number, number][] => [...points, points[0]].map((p) => [p[0], y, p[1]])

/** The inner edge of an edge strip: the side of its rectangle away from the table edge. */
function innerEdge(strip: readonly Point2[]): [Point2, Point2] {
  return [strip[2], strip[3]]
}

function LimitLine({
  a,
  b,
  color,
  label,
  labelLayer,
  testId,
}: {
  a: Point2
  b: Point2
  color: string
  label: string
  labelLayer: RefObject<HTMLDivElement | null>
  testId: string
}) {
  return (
    <>
      <Line
        points={[
          [a[0], LIFT * 2, a[1]],
          [b[0], LIFT * 2, b[1]],
        ]}
        color={color}
        lineWidth={2.5}
        dashed
        dashSize={2}
        gapSize={1}
        raycast={noRaycast}
      />
      <Html
        position={[(a[0] * 3 + b[0]) / 4, 0.5, (a[1] * 3 + b[1]) / 4]}
        center
        zIndexRange={[15, 0]}
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
      >
        <span className="limit-label" data-testid={testId} style={{ borderColor: color, color }}>
          {label}
        </span>
      </Html>
    </>
  )
}

export function DeploymentZones({ setup, labelLayer }: { setup: SetupReport; labelLayer: RefObject<HTMLDivElement | null> }) {
  const [c0, c1] = innerEdge(setup.castleStrip)
  const [o0, o1] = setup.opponentLimit
  return (
    <group name="deployment">
      <Strip points={setup.castleStrip} color={CASTLE_COLOR} opacity={0.08} />
      <Strip points={setup.opponentZone} color={OPPONENT_COLOR} opacity={0.16} />
      <LimitLine
        a={c0}
        b={c1}
        color={CASTLE_COLOR}
        label={`${setup.limitsIn.castleEdgeMax} in`}
        labelLayer={labelLayer}
        testId="limit-castle"
      />
      <LimitLine
        a={o0}
        b={o1}
        color={OPPONENT_COLOR}
        label={`${setup.limitsIn.opponentMin} in`}
        labelLayer={labelLayer}
        testId="limit-opponent"
      />
      {setup.enclosures.map((e) => (
        <Line
          key={e.id}
          points={ring(e.area, LIFT * 3)}
          color={e.portals.length > 0 ? '#16a085' : OPPONENT_COLOR}
          lineWidth={2}
          raycast={noRaycast}
        />
      ))}
    </group>
  )
}
