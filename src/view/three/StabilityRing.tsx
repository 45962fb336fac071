/**
 * The stability band on the table (issue 15, part 2): a ring around the figure whose move changes
 * the ruling soonest, that far outside its base (store/profiles/stabilityRing.ts), with a tick
 * toward the direction of the change and a label saying the distance. The band is the judge's;
 * this only draws it. The label carries `data-stability-ring` (the mover) for the browser test.
 */
import { Html, Line } from '@react-three/drei'
import { useMemo, type RefObject } from 'react'
import type { Scene } from '../../scene/schema'
import { useSightline } from '../StoreContext'
import { stabilityMove } from '../i18n/stabilityTexts'
import { stabilityRingOf } from '../store/profiles/stabilityRing'
import { STABILITY_COLOR } from './palette'
import { noRaycast } from './playMarkStyle'

const SEGMENTS = 96
/** Just over the ground, above the range rings' lift so both show where they cross. */
const LIFT_CM = 0.08

const circle = (r: number): [number, number, number][] =>
  Array.from({ length: SEGMENTS + 1 }, (_, i) => {
    const a = (i / SEGMENTS) * Math.PI * 2
    return [Math.sin(a) * r, 0, -Math.cos(a) * r]
  })

export function StabilityRing({ scene, labelLayer }: { scene: Scene; labelLayer: RefObject<HTMLDivElement | null> }) {
  const stability = useSightline((s) => s.stability)
  const shooterId = useSightline((s) => s.shooterId)
  const targetId = useSightline((s) => s.targetId)
  const language = useSightline((s) => s.language)
  const ring = useMemo(
    () =>
      stability.shown && stability.status === 'ready' && stability.report && shooterId && targetId
        ? stabilityRingOf(stability.report, scene, shooterId, targetId)
        : null,
    [stability, scene, shooterId, targetId],
  )
  if (!ring || ring.entry.distanceCm === null) return null
  const [x, y, z] = ring.centre
  const r = ring.radiusCm
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
  return (
    <group name="stability-ring" position={[x, y + LIFT_CM, z]}>
      <Line points={circle(r)} color={STABILITY_COLOR} lineWidth={2} raycast={noRaycast} />
      {tick && <Line points={tick} color={STABILITY_COLOR} lineWidth={3} raycast={noRaycast} />}
      <Html
        position={[0, 0.2, r + 0.8]}
        center
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
      >
        <span className="tape-label stability-label" data-stability-ring={ring.entry.mover} data-figure={ring.figureId}>
          {stabilityMove(ring.entry.distanceCm, language)}
        </span>
      </Html>
    </group>
  )
}
