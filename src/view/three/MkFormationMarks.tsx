/**
 * A move formation before the click or the release of a dragged member (core 10): every member's straight path from its centre to
 * its goal and its base's outline at the goal, as the judge measured them toward the point under
 * the pointer (judge/mk/formationMoveOffer.ts), green when the rules allow the whole move and red
 * when they refuse it; one label at the leader's goal with each member's inches against its speed
 * and, when refused, the refusal. Drawn from the store's path only, never measured here.
 */
import { ALLOWED, circlePoints, noRaycast, REFUSED } from './playMarkStyle'
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import { useSightline } from '../StoreContext'
import { formatNumber } from '../i18n/formatValues'
import { mkRefusalText } from '../i18n/mkPlayTexts'
import { uiText, type Language } from '../i18n/translations'
import type { Scene } from '../../scene/schema'
import { mkBaseMarks } from './mkBaseView'

const LIFT = 0.18

export function MkFormationMarks({
  scene,
  language,
  labelLayer,
}: {
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const moving = useSightline((s) => s.mkplay.formation.moving || s.mkplay.formation.dragging)
  const path = useSightline((s) => s.mkplay.formation.path)
  if (!moving || !path) return null
  const colour = path.probe.ok ? ALLOWED : REFUSED
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  const inches = (n: number) => `${formatNumber(n, 2, language)} ${t('mkInches')}`
  const each = path.paths.map((p) => `${p.figure} ${inches(p.pathIn)} ${t('mkOfSpeed')} ${p.speedIn ?? '–'} ${t('mkInches')}`).join(' · ')
  const text = path.probe.ok ? each : `${each} · ${mkRefusalText(path.probe.refusal, language)}`
  const leader = path.paths.find((p) => p.figure === path.leader)
  return (
    <group name="mk-formation-marks" userData={{ ok: path.probe.ok, members: path.paths.map((p) => p.figure) }}>
      {path.paths.map((p) => {
        const figure = scene.figures.find((f) => f.id === p.figure)
        const radius = (figure && mkBaseMarks(figure)?.radius) ?? 1.5
        const y0 = (figure?.position[1] ?? 0) + LIFT
        const y1 = p.toHeightCm + LIFT
        return (
          <group key={p.figure} name={`mk-formation-path-${p.figure}`}>
            <Line
              points={[
                [p.from[0], y0, p.from[1]],
                [p.to[0], y1, p.to[1]],
              ]}
              color={colour}
              lineWidth={3}
              raycast={noRaycast}
            />
            <Line points={circlePoints(p.to[0], y1, p.to[1], radius)} color={colour} lineWidth={2} raycast={noRaycast} />
          </group>
        )
      })}
      {leader && (
        <Html
          position={[leader.to[0], leader.toHeightCm + LIFT + 3, leader.to[1]]}
          center
          wrapperClass="label-wrap"
          pointerEvents="none"
          portal={labelLayer as RefObject<HTMLElement>}
        >
          <div
            className={`move-label${path.probe.ok ? '' : ' refused'}`}
            data-testid="mk-formation-path"
            data-allowed={path.probe.ok}
            data-code={path.probe.ok ? undefined : path.probe.refusal.code}
            data-members={path.paths.map((p) => p.figure).join(' ')}
            data-leader={path.leader}
          >
            {text}
          </div>
        </Html>
      )}
    </group>
  )
}
