/**
 * The chosen model's actions (8, 12 to 17, 20), each a button the rules enable or refuse now
 * (the session's offers). Shots and melee take a weapon and a target; a melee or charge also
 * takes the winner's choice in advance (R-E.1a), and a push back is drawn on the table before
 * it is chosen (15.2). A shot's and a melee's chances are shown before the click.
 */
import { useEffect, useState } from 'react'
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import type { ActionOffer, PlayProbe, ScenarioStep } from '../../ports'
import { ShotChances } from './ShotChances'
import { MeleeChances } from './MeleeChances'
import { SustainedFire } from './SustainedFire'
import { refusalText } from '../../i18n/refusalTexts'
import { StepButton } from './StepButton'

const probeOf = (offer: ActionOffer | undefined): PlayProbe | null =>
  offer === undefined
    ? null
    : offer.allowed
      ? { ok: true, rollsDice: offer.rollsDice }
      : ({ ok: false, refusal: offer.refusal } as PlayProbe)

const GENERAL: [string, UiTextKey][] = [
  ['beginPhase', 'beginPhase'],
  ['ignoreThreat', 'ignoreThreat'],
  ['defence', 'defence'],
  ['lieDown', 'lieDown'],
  ['standUp', 'standUp'],
  ['endPhase', 'endPhase'],
]
const AIMED: [string, UiTextKey][] = [
  ['shoot.normal', 'shotNormal'],
  ['shoot.aimed', 'shotAimed'],
  ['shoot.snap', 'shotSnap'],
  ['area', 'areaShot'],
  ['indirect', 'indirectShot'],
  ['sustained', 'sustainedShot'],
  ['charge', 'charge'],
  ['melee', 'meleeAttack'],
  ['reckless', 'meleeReckless'],
]
const CHOICES = ['damage', 'pushBack', 'pushBackAndFollow'] as const
const DEFENDER_CHOICES = ['none', 'pushBack'] as const
const CHOICE_LABEL: Record<(typeof CHOICES)[number] | (typeof DEFENDER_CHOICES)[number], UiTextKey> = {
  damage: 'choiceDamage',
  pushBack: 'choicePushBack',
  pushBackAndFollow: 'choicePushBackAndFollow',
  none: 'choiceNone',
}

/** A step with both winners' choices added where the step takes them (charge, melee; R-E.1a: made before the dice). */
function withChoice(step: ScenarioStep, choice: (typeof CHOICES)[number], defenderChoice: (typeof DEFENDER_CHOICES)[number]): ScenarioStep {
  return step.do === 'charge' || step.do === 'melee' ? { ...step, choice, defenderChoice } : step
}

/** 14.11, 14.13: the button starts aiming the weapon's area or indirect shot at a point of the table (then a click fires). */
function AimButton({ weapon }: { weapon: string }) {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const aiming = useSightline((s) => s.play.aiming)
  const selected = useSightline((s) => s.play.selected)
  const game = useSightline((s) => s.play.game)
  const w =
    selected && game && Object.hasOwn(game.models, selected)
      ? game.models[selected].card.weapons?.find((x) => x.name === weapon)
      : undefined
  if (!w || (!w.areaRadius && !w.indirect)) return null
  const kind = w.areaRadius ? 'area' : 'indirect'
  const on = aiming?.weapon === weapon
  return (
    <button
      type="button"
      data-testid="act-aim"
      aria-pressed={on}
      title={uiText('aimHint', language)}
      onClick={() => store.getState().setAiming(on ? null : { kind, weapon })}
    >
      {uiText('aimAtPoint', language)}
    </button>
  )
}

/**
 * 8.3 Lösen: the button (probed: in melee, AP, the direct-threat test of 4.5.1) starts choosing
 * where to go by pointer; the enemies in contact make their opportunity attacks first (15.4),
 * each unless its player holds it back here.
 */
function DisengageControl({ offer }: { offer: ActionOffer | undefined }) {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const aiming = useSightline((s) => (s.play.aiming?.kind === 'disengage' ? s.play.aiming : null))
  const probe = probeOf(offer)
  if (!offer) return null
  return (
    <span className="disengage">
      <button
        type="button"
        data-testid="act-disengage"
        aria-pressed={aiming !== null}
        disabled={probe?.ok !== true}
        title={probe && !probe.ok ? refusalText(probe.refusal, language) : uiText('disengageHint', language)}
        onClick={() => store.getState().setAiming(aiming ? null : { kind: 'disengage', weapon: '' })}
      >
        {uiText('disengage', language)}
      </button>
      {aiming?.inContact.map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            data-testid={`opportunity-${id}`}
            checked={aiming.opportunity.includes(id)}
            onChange={(e) =>
              store.getState().setOpportunity(e.target.checked ? [...aiming.opportunity, id] : aiming.opportunity.filter((x) => x !== id))
            }
          />
          {uiText('opportunityBy', language)} {id}
        </label>
      ))}
    </span>
  )
}

/** 8.3 Drehen: the button starts turning by pointer (the model then faces where the table is clicked). */
function TurnButton({ offer }: { offer: ActionOffer | undefined }) {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const turning = useSightline((s) => s.play.turning !== null)
  const probe = probeOf(offer)
  if (!offer) return null
  return (
    <button
      type="button"
      data-testid="act-turn"
      aria-pressed={turning}
      disabled={probe?.ok !== true}
      title={probe && !probe.ok ? refusalText(probe.refusal, language) : uiText('turnHint', language)}
      onClick={() => store.getState().setTurning(!turning)}
    >
      {uiText('turn', language)}
    </button>
  )
}

export function ActionList() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const offers = useSightline((s) => s.play.offers)
  const selected = useSightline((s) => s.play.selected)
  const t = (key: UiTextKey) => uiText(key, language)
  const weapons = [...new Set(offers.map((o) => o.weapon).filter((w): w is string => w !== undefined))]
  const targets = [...new Set(offers.map((o) => o.target).filter((x): x is string => x !== undefined))]
  const [weapon, setWeapon] = useState<string>('')
  const [target, setTarget] = useState<string>('')
  const [choice, setChoice] = useState<(typeof CHOICES)[number]>('damage')
  const [defenderChoice, setDefenderChoice] = useState<(typeof DEFENDER_CHOICES)[number]>('none')
  const w = weapons.includes(weapon) ? weapon : (weapons[0] ?? '')
  const x = targets.includes(target) ? target : (targets[0] ?? '')
  const steps = useSightline((s) => s.play.steps)
  const ranged = offers.some((o) => o.kind.startsWith('shoot.') && o.weapon === w)
  const close = offers.some((o) => (o.kind === 'charge' || o.kind === 'melee' || o.kind === 'reckless') && o.weapon === w && o.target === x)
  useEffect(() => {
    if (selected && x && choice !== 'damage') store.getState().previewPushOf(selected, x)
  }, [store, selected, x, choice])
  // The chances follow the weapon and target chosen, and the game after every step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: steps is the game's clock: a new step means new chances
  useEffect(() => {
    if (selected && x && ranged) store.getState().previewShotsOf(w, x)
  }, [store, selected, w, x, ranged, steps])
  // biome-ignore lint/correctness/useExhaustiveDependencies: steps is the game's clock: a new step means new chances
  useEffect(() => {
    if (selected && x && close) store.getState().previewMeleesOf(w, x, choice)
  }, [store, selected, w, x, close, choice, steps])
  if (!selected) return null
  const find = (kind: string, extra: Partial<ActionOffer> = {}) =>
    offers.find((o) => o.kind === kind && Object.entries(extra).every(([k, v]) => o[k as keyof ActionOffer] === v))
  const button = (offer: ActionOffer | undefined, label: string, testId: string) =>
    offer && (
      <StepButton key={testId} step={withChoice(offer.step, choice, defenderChoice)} probe={probeOf(offer)} testId={testId}>
        {label}
      </StepButton>
    )
  return (
    <div className="play-actions" data-testid="play-actions">
      <h3>{t('actions')}</h3>
      <div className="play-buttons">
        {GENERAL.map(([kind, label]) => button(find(kind), t(label), `act-${kind}`))}
        <TurnButton offer={find('turn')} />
        <DisengageControl offer={find('disengage')} />
      </div>
      <div className="play-aim">
        <select data-testid="act-weapon" aria-label={t('weapon')} value={w} onChange={(e) => setWeapon(e.target.value)}>
          {weapons.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <select data-testid="act-target" aria-label={t('target')} value={x} onChange={(e) => setTarget(e.target.value)}>
          {targets.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
        <select
          data-testid="act-choice"
          aria-label={t('attackerWins')}
          title={t('attackerWins')}
          value={choice}
          onChange={(e) => setChoice(e.target.value as (typeof CHOICES)[number])}
        >
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {t(CHOICE_LABEL[c])}
            </option>
          ))}
        </select>
        <select
          data-testid="act-defender-choice"
          aria-label={t('defenderWins')}
          title={t('defenderWins')}
          value={defenderChoice}
          onChange={(e) => setDefenderChoice(e.target.value as (typeof DEFENDER_CHOICES)[number])}
        >
          {DEFENDER_CHOICES.map((c) => (
            <option key={c} value={c}>
              {t(CHOICE_LABEL[c])}
            </option>
          ))}
        </select>
      </div>
      {ranged && <ShotChances />}
      {close && <MeleeChances />}
      <div className="play-buttons">
        {AIMED.map(([kind, label]) => button(find(kind, { weapon: w, target: x }), t(label), `act-${kind}`))}
        <AimButton weapon={w} />
        {button(find('overwatch', { weapon: w }), t('overwatch'), 'act-overwatch')}
        {button(find('reload', { weapon: w }), t('reload'), 'act-reload')}
        {button(find('reveal', { target: x }), t('reveal'), 'act-reveal')}
      </div>
      <SustainedFire weapon={w} offers={offers} />
      <div className="play-buttons">
        {offers
          .filter(
            (o) => o.kind === 'useItem' || o.kind === 'useObject' || (o.kind === 'usePower' && (o.target === undefined || o.target === x)),
          )
          .map((o) =>
            button(
              o,
              `${t(o.kind === 'useItem' ? 'useItem' : o.kind === 'useObject' ? 'useObject' : 'usePower')}: ${o.item ?? o.power}`,
              `act-${o.kind}-${o.item ?? o.power}-${o.target ?? ''}`,
            ),
          )}
      </div>
    </div>
  )
}
