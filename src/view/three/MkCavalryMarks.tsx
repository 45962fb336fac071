/**
 * A cavalry step toward a goal before the click (003: Trample, Overwhelm, Mounted Bound, Mounted
 * Charge): the straight path the judge measured toward the point under the pointer (from the
 * mount's centre dot to the goal; an Overwhelm's goal in contact with its target), the bases it
 * crosses ringed (Trample's crossings are the figures it may damage, judge/mk/cavalryOffers.ts),
 * the target ringed, and a label with the length and what the step does at the goal (the attack's
 * 2d6 per defending dial, Overwhelm's d6) or the refusal; green where the rules allow it, red
 * otherwise. Drawn from the store's path only, never measured here.
 */
import { ALLOWED, circlePoints, noRaycast, REFUSED } from './playMarkStyle'
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import { useSightline } from '../StoreContext'
import type { Language } from '../i18n/translations'
import { cavalryPathText } from '../panels/mkplay/MkCavalryPathText'
import type { Scene } from '../../scene/schema'
import { mkBaseMarks } from './mkBaseView'

const LIFT = 0.2
const CROSSED = '#f0a020'
const TARGET = '#3b82f6'

export function MkCavalryMarks({
  scene,
  language,
  labelLayer,
}: {
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const path = useSightline((s) => s.mkplay.cavalry.path)
  const mode = useSightline((s) => s.mkplay.cavalry.mode)
  if (!path || !mode) return null
  const colour = path.probe.ok ? ALLOWED : REFUSED
  const mount = scene.figures.find((f) => f.id === path.step.figure)
  const y = (mount?.position[1] ?? 0) + LIFT
  const crossed = path.crossed.flatMap((id) => scene.figures.filter((f) => f.id === id))
  const target = scene.figures.find((f) => f.id === path.target)
  const text = cavalryPathText(path, language)
  return (
    <group name="mk-cavalry-marks" userData={{ ok: path.probe.ok, crossed: path.crossed, target: path.target }}>
      <Line
        points={[
          [path.from[0], y, path.from[1]],
          [path.to[0], y, path.to[1]],
        ]}
        color={colour}
        lineWidth={3}
        raycast={noRaycast}
      />
      {crossed.map((f) => (
        <Line
          key={f.id}
          name={`mk-cavalry-crossed-${f.id}`}
          points={circlePoints(f.position[0], f.position[1] + LIFT, f.position[2], (mkBaseMarks(f)?.radius ?? 1.5) + 0.5)}
          color={CROSSED}
          lineWidth={3}
          raycast={noRaycast}
        />
      ))}
      {target && (
        <Line
          name={`mk-cavalry-target-${target.id}`}
          points={circlePoints(
            target.position[0],
            target.position[1] + LIFT,
            target.position[2],
            (mkBaseMarks(target)?.radius ?? 1.5) + 0.9,
          )}
          color={TARGET}
          lineWidth={3}
          raycast={noRaycast}
        />
      )}
      <Html
        position={[path.to[0], y + 3, path.to[1]]}
        center
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
      >
        <div
          className={`move-label${path.probe.ok ? '' : ' refused'}`}
          data-testid="mk-cavalry-label"
          data-crossed={path.crossed.join(' ')}
          data-kind={path.kind}
          data-allowed={path.probe.ok}
        >
          {text}
        </div>
      </Html>
    </group>
  )
}
