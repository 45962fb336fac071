/**
 * The stability band on the table (issue 15, part 2): a ring around the figure whose move changes
 * the ruling soonest, that far outside its base (store/profiles/stabilityRing.ts), with a tick
 * toward the direction of the change and a label saying the distance in the tape's unit. Hovering
 * the ring (a band just outside its line, never over the base, so a figure is still picked and
 * dragged) shows the panel's line for it. In the top-down view it is drawn over the terrain: a
 * figure on a wall walk or in a ruin would otherwise hide it under the roof or the wall's top.
 * The band is the judge's; this only draws it. Test hooks: the label's `data-stability-ring`
 * (the mover) and `data-figure`, the hovered line's `data-testid="stability-ring-line"`.
 */
import { circlePoints, noRaycast } from './playMarkStyle'
import { Html, Line } from '@react-three/drei'
import { useMemo, useState, type RefObject } from 'react'
import type { Scene } from '../../scene/schema'
import { useSightline } from '../StoreContext'
import { stabilityLine, stabilityMove } from '../i18n/stabilityTexts'
import { stabilityRingOf } from '../store/profiles/stabilityRing'
import { tapeUnitOf, useVttPrefs } from '../store/vttPrefs'
import { STABILITY_COLOR } from './palette'

const SEGMENTS = 96
/** Just over the ground, above the range rings' lift so both show where they cross. */
const LIFT_CM = 0.08
/** How far out from the ring's line the pointer still hovers it (cm), and how far in, never past the base's edge. */
const HOVER_OUT_CM = 1
const HOVER_IN_CM = 0.4

export function StabilityRing({ scene, labelLayer }: { scene: Scene; labelLayer: RefObject<HTMLDivElement | null> }) {
  const stability = useSightline((s) => s.stability)
  const shooterId = useSightline((s) => s.shooterId)
  const targetId = useSightline((s) => s.targetId)
  const language = useSightline((s) => s.language)
  const topDown = useSightline((s) => s.topDown)
  const unit = useVttPrefs((p) => tapeUnitOf(p, scene))
  const [hovered, setHovered] = useState(false)
  const ring = useMemo(
    () =>
      stability.shown && stability.status === 'ready' && stability.report && shooterId && targetId
        ? stabilityRingOf(stability.report, scene, shooterId, targetId)
        : null,
    [stability, scene, shooterId, targetId],
  )
  if (!ring || ring.entry.distanceCm === null || !stability.report) return null
  const [x, y, z] = ring.centre
  const r = ring.radiusCm
  const baseRadius = r - ring.entry.distanceCm
  // Bearing clockwise from north (−z): the tick points where the move that changes the ruling goes.
  const bearing = ring.entry.bearingDeg
  const tick: [number, number, number][] | null =
    bearing === null
      ? null
      : [0, 1].map((k) => {
          const a = (bearing * Math.PI) / 180
          const d = r + k * 1.5
          return [Math.sin(a) * d, 0, -Math.cos(a) * d] as [number, number, number]
        })
  const overTerrain = { depthTest: !topDown, renderOrder: topDown ? 10 : 0 }
  return (
    <group name="stability-ring" position={[x, y + LIFT_CM, z]}>
      <Line points={circlePoints(0, 0, 0, r, SEGMENTS)} color={STABILITY_COLOR} lineWidth={2} raycast={noRaycast} {...overTerrain} />
      {tick && <Line points={tick} color={STABILITY_COLOR} lineWidth={3} raycast={noRaycast} {...overTerrain} />}
      <mesh
        name="stability-ring-hover"
        rotation={[-Math.PI / 2, 0, 0]}
        onPointerOver={() => setHovered(true)}
        onPointerOut={() => setHovered(false)}
      >
        <ringGeometry args={[Math.max(baseRadius, r - HOVER_IN_CM), r + HOVER_OUT_CM, SEGMENTS]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      <Html
        position={[0, 0.2, r + 0.8]}
        center
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
      >
        <span className="tape-label stability-label" data-stability-ring={ring.entry.mover} data-figure={ring.figureId}>
          {stabilityMove(ring.entry.distanceCm, language, unit)}
        </span>
        {hovered && (
          <span className="tape-label stability-label" data-testid="stability-ring-line">
            {stabilityLine(ring.entry, stability.report, language, unit)}
          </span>
        )}
      </Html>
    </group>
  )
}
