/**
 * Play's labels over the table: a figure's hover card (AP, HP and its tokens, 4.1), the aim
 * label of a shot or a disengage under the pointer with the judge's refusal, and the set-up's
 * problems drawn between the figures they name. Text only; what it says is the judge's.
 */
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import { useThree } from '@react-three/fiber'
import type { Scene } from '../../scene/schema'
import { figureProfile } from '../../scene/figureProfile'
import { maxHp, type PlayProbe, type PlaySession } from '../ports'
import { rulingLabel, uiText, type Language } from '../i18n/translations'
import { refusalText } from '../i18n/refusalTexts'
import { formatNumber } from '../i18n/formatValues'
import { LIFT, noRaycast, REFUSED } from './playMarkStyle'
import { BesideCard } from './BesideCard'

/**
 * A figure's card under the pointer (play): who it is, AP, hit points and its states, as the game
 * stands; beside the figure on the screen, not over it (cardPlacement.ts), above the labels.
 */
export function HoverCard({
  id,
  scene,
  game,
  language,
  labelLayer,
}: {
  id: string
  scene: Scene
  game: PlaySession['game']
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const world = useThree((st) => st.scene)
  const figure = scene.figures.find((f) => f.id === id)
  const m = Object.hasOwn(game.models, id) ? game.models[id] : undefined
  if (!figure || !m) return null
  const { height } = figureProfile(figure)
  const hp = maxHp(m.card)
  const states = [
    m.tokens.shock > 0 && `${rulingLabel('shock', language)} ${m.tokens.shock}`,
    m.tokens.panic && rulingLabel('panic', language),
    m.tokens.burning && rulingLabel('burning', language),
    m.tokens.poison && rulingLabel('poison', language),
    m.tokens.fast && rulingLabel('fast', language),
    m.tokens.overwatch && rulingLabel('overwatch', language),
    m.tokens.defence && rulingLabel('defence', language),
    m.camouflage?.hidden && rulingLabel('hidden', language),
    m.prone && rulingLabel('prone', language),
    m.critical && rulingLabel('critical', language),
    m.eliminated && rulingLabel('eliminated', language),
  ].filter((x): x is string => typeof x === 'string')
  return (
    <BesideCard
      position={[figure.position[0], figure.position[1] + height / 2, figure.position[2]]}
      object={() => world.getObjectByName(`figure:${id}`) ?? null}
      point={() => null}
      labelLayer={labelLayer}
      // New numbers or words change the card's size: place it again.
      refresh={`${m.ap} ${m.hpLost} ${JSON.stringify(m.tokens)} ${language}`}
      card={{ 'data-testid': 'hover-card', 'data-model': id }}
    >
      <strong>
        {id} · {m.card.name}
      </strong>
      <div>
        {m.ap} {uiText('actionPoints', language)} · {uiText('hitPoints', language)} {hp - m.hpLost}/{hp}
      </div>
      {states.length > 0 && <div>{states.join(' · ')}</div>}
    </BesideCard>
  )
}

/** 14.11, 14.13: while aiming at a point, the rules' answer there (allowed, or the refusal and why) beside the pointer. */
export function AimLabel({
  aiming,
  language,
  labelLayer,
}: {
  aiming: { point: [number, number, number] | null; probe: PlayProbe | null; weapon: string; kind: string }
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  if (!aiming.point) return null
  const probe = aiming.probe
  return (
    <Html
      position={[aiming.point[0], aiming.point[1] + 2, aiming.point[2]]}
      center
      wrapperClass="label-wrap"
      pointerEvents="none"
      portal={labelLayer as RefObject<HTMLElement>}
    >
      <div
        className={`move-label${probe?.ok ? '' : ' refused'}`}
        data-testid="aim-label"
        data-ok={probe?.ok === true}
        {...(probe && !probe.ok ? { 'data-refusal': probe.refusal.code } : {})}
      >
        {aiming.kind === 'disengage' ? uiText('disengage', language) : aiming.weapon}:{' '}
        {probe === null
          ? '…'
          : probe.ok
            ? uiText(aiming.kind === 'disengage' ? 'disengageHere' : 'aimFire', language)
            : refusalText(probe.refusal, language)}
      </div>
    </Html>
  )
}

/**
 * 5.4 before a game: every pair of enemies set up closer than 12 cm, as a red line between them
 * with the distance and the least the rules allow (the judge's refusals, drawn on the table).
 */
export function DeploymentProblems({
  problems,
  scene,
  language,
  labelLayer,
}: {
  problems: readonly { code: string; params?: Readonly<Record<string, string | number>> }[]
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  return (
    <group name="deployment-problems">
      {problems.map((r) => {
        const a = scene.figures.find((f) => f.id === r.params?.model)
        const b = scene.figures.find((f) => f.id === r.params?.enemy)
        if (!a || !b) return null
        const from: [number, number, number] = [a.position[0], a.position[1] + LIFT * 2, a.position[2]]
        const to: [number, number, number] = [b.position[0], b.position[1] + LIFT * 2, b.position[2]]
        const mid: [number, number, number] = [(from[0] + to[0]) / 2, Math.max(from[1], to[1]) + 1, (from[2] + to[2]) / 2]
        return (
          <group key={`${a.id}-${b.id}`}>
            <Line points={[from, to]} color={REFUSED} lineWidth={3} raycast={noRaycast} />
            <Html position={mid} center wrapperClass="label-wrap" pointerEvents="none" portal={labelLayer as RefObject<HTMLElement>}>
              <div className="move-label refused" data-testid="deployment-line" data-pair={`${a.id}:${b.id}`}>
                {formatNumber(Number(r.params?.cm), 1, language)} cm &lt;{' '}
                {formatNumber(Number(r.params?.minCm), Number.isInteger(Number(r.params?.minCm)) ? 0 : 1, language)} cm (5.4)
              </div>
            </Html>
          </group>
        )
      })}
    </group>
  )
}
