/**
 * Range rings around the chosen figure (issue 14): circles on the ground at the distances the
 * player set in the tape panel (or the figure card's ranges), each labelled in the tape's unit.
 * The distances and where they start are rangeRings.ts's (R-VTT.1); this only draws them.
 */
import { Html, Line } from '@react-three/drei'
import { useMemo, type RefObject } from 'react'
import type { Scene } from '../../scene/schema'
import { useSightline } from '../StoreContext'
import { formatRingDistance } from '../i18n/vttTexts'
import { rangeRingsOf } from '../store/rangeRings'
import { shippedCardLibrary } from '../store/shippedCards'
import { tapeUnitOf, useVttPrefs } from '../store/vttPrefs'
import { TAPE_COLOR } from './palette'
import { noRaycast } from './playMarkStyle'

const SEGMENTS = 96
/** Just over the ground, under the figures' own marks. */
const LIFT_CM = 0.05

const circle = (r: number): [number, number, number][] =>
  Array.from({ length: SEGMENTS + 1 }, (_, i) => {
    const a = (i / SEGMENTS) * Math.PI * 2
    return [Math.sin(a) * r, 0, -Math.cos(a) * r]
  })

/** The rings of the chosen figure (the sandbox's first choice, or the model chosen in play). */
export function RangeRings({ scene, labelLayer }: { scene: Scene; labelLayer: RefObject<HTMLDivElement | null> }) {
  const chosenId = useSightline((s) => s.mkplay.selected ?? s.play.selected ?? s.shooterId)
  const language = useSightline((s) => s.language)
  const prefs = useVttPrefs((s) => s.rings)
  const unit = useVttPrefs((s) => tapeUnitOf(s, scene))
  const figure = scene.figures.find((f) => f.id === chosenId)
  const rings = useMemo(
    () => (figure && prefs.on ? rangeRingsOf(figure, prefs, unit, figure.card ? shippedCardLibrary() : null) : []),
    [figure, prefs, unit],
  )
  if (!figure || rings.length === 0) return null
  const [x, y, z] = figure.position
  return (
    <group name="range-rings" position={[x, y + LIFT_CM, z]}>
      {rings.map((ring) => (
        <group key={ring.radiusCm}>
          <Line points={circle(ring.radiusCm)} color={TAPE_COLOR} lineWidth={1.5} dashed dashSize={0.8} gapSize={0.5} raycast={noRaycast} />
          <Html
            position={[0, 0.2, -ring.radiusCm]}
            center
            wrapperClass="label-wrap"
            pointerEvents="none"
            portal={labelLayer as RefObject<HTMLElement>}
          >
            <span className="tape-label" data-range-ring={ring.distance}>
              {formatRingDistance(ring.distance, ring.unit, language)}
            </span>
          </Html>
        </group>
      ))}
    </group>
  )
}
