/**
 * The siege's marks on the table in a Mage Knight game (001 "Zugangspunkte"): for every climb
 * offered to the chosen figure, the way from its base to the access point (when it must step
 * there first) and on to the place the judge puts it, with the base's outline there, green when
 * the rules allow the climb and red when they refuse it. The offers are the session's, in the store.
 */
import { ALLOWED, circlePoints, noRaycast, REFUSED, type V3 } from './playMarkStyle'
import { Line } from '@react-three/drei'
import { useSightline } from '../StoreContext'
import type { Scene } from '../../scene/schema'
import { mkBaseMarks } from './mkBaseView'

const LIFT = 0.2

export function MkSiegeMarks({ scene }: { scene: Scene }) {
  const offers = useSightline((s) => s.mkplay.siegeOffers)
  const lift = (p: readonly number[]): V3 => [p[0], p[1] + LIFT, p[2]]
  return (
    <group name="mk-siege-marks">
      {offers.map((o) => {
        if (o.step.do !== 'climb') return null
        const figure = scene.figures.find((f) => f.id === (o.step as { figure: string }).figure)
        if (!figure) return null
        const radius = mkBaseMarks(figure)?.radius ?? 1.5
        const color = o.probe.ok ? ALLOWED : REFUSED
        const way = [lift(figure.position), ...(o.step.at ? [lift(o.step.at)] : []), lift(o.step.to)]
        return (
          <group key={JSON.stringify(o.step)} name="mk-climb-goal">
            <Line points={way} color={color} lineWidth={2} dashed dashSize={0.6} gapSize={0.4} raycast={noRaycast} />
            <Line points={circlePoints(...lift(o.step.to), radius)} color={color} lineWidth={2} raycast={noRaycast} />
          </group>
        )
      })}
    </group>
  )
}
