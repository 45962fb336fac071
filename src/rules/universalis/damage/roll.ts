import { purpose, purposeFields, type Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import type { RulingLine } from '../../kernel/clauses'
import { DC, DEFAULT_DAMAGE_SETTINGS, type DamageSettings } from '../ranged/settings'
import type { WoundSetup } from './setup'
import { detailed } from '../../kernel/detail'

/**
 * The wound and armour roll (10.4) with the rerolls of 10.3: concussion (the attacker forces
 * the armour roll again), robust (the defender forces the wound roll again), adaptive (the
 * defender rolls its armour again once). Each is used at most once, in the order of R-10.3b
 * (setting `rerollOrder`), and a side uses one only when it is in its favour on average: the
 * policy is shared with the exact chances (hitChances.ts), so the odds shown are the odds played.
 */

export type WoundOutcome = 'nothing' | 'shock' | 'damage'

/** 10.4 table: defender higher nothing, tie a shock, attacker higher the damage. */
export const woundOutcome = (woundTotal: number, armourTotal: number): WoundOutcome =>
  woundTotal > armourTotal ? 'damage' : woundTotal === armourTotal ? 'shock' : 'nothing'

const RANK: Record<WoundOutcome, number> = { nothing: 0, shock: 1, damage: 2 }

export type RerollEffect = 'concussion' | 'robust' | 'adaptive'

interface RerollStep {
  effect: RerollEffect
  /** Which die is rolled again. */
  die: 'wound' | 'armour'
  /** Who decides: the attacker wants a higher rank, the defender a lower one. */
  by: 'attacker' | 'defender'
}

/** The rerolls this setup allows, in the order they are offered (R-10.3b). */
export function rerollSteps(
  setup: Pick<WoundSetup, 'weaponEffects' | 'armourEffects'>,
  settings: DamageSettings = DEFAULT_DAMAGE_SETTINGS,
): RerollStep[] {
  const attacker: RerollStep[] = setup.weaponEffects.includes('concussion') ? [{ effect: 'concussion', die: 'armour', by: 'attacker' }] : []
  const defender: RerollStep[] = [
    ...(setup.armourEffects.includes('robust') ? [{ effect: 'robust', die: 'wound', by: 'defender' } as const] : []),
    ...(setup.armourEffects.includes('adaptive') ? [{ effect: 'adaptive', die: 'armour', by: 'defender' } as const] : []),
  ]
  return settings.rerollOrder === 'attacker-first' ? [...attacker, ...defender] : [...defender, ...attacker]
}

/**
 * Does the side take this reroll with the dice as they lie? Yes when the mean outcome rank of
 * rolling that die again is better for it than keeping the current outcome (exact, 12 cases).
 * Later rerolls are not looked ahead to: a referee's "would I rather roll again?".
 */
export function takesReroll(
  step: RerollStep,
  wound: number,
  armour: number,
  setup: Pick<WoundSetup, 'woundValue' | 'armourValue'>,
): boolean {
  const current = RANK[woundOutcome(wound + setup.woundValue, armour + setup.armourValue)]
  let sum = 0
  for (let r = 1; r <= 12; r++) {
    const w = step.die === 'wound' ? r : wound
    const a = step.die === 'armour' ? r : armour
    sum += RANK[woundOutcome(w + setup.woundValue, a + setup.armourValue)]
  }
  const mean = sum / 12
  return step.by === 'attacker' ? mean > current : mean < current
}

export interface WoundRoll {
  /** All wound dice in order (the last counts). */
  woundDice: number[]
  armourDice: number[]
  woundTotal: number
  armourTotal: number
  outcome: WoundOutcome
  /** Wound total minus armour total (poison markers, 10.3.1). */
  difference: number
  rerolls: RerollEffect[]
  rolls: RollRecord[]
  lines: RulingLine[]
}

export function rollWound(
  dice: Dice,
  setup: WoundSetup,
  labels: { attacker: string; defender: string },
  settings: DamageSettings = DEFAULT_DAMAGE_SETTINGS,
): WoundRoll {
  const woundPurpose = purpose('roll.wound', { model: labels.attacker }, `wound roll of ${labels.attacker}`)
  const armourPurpose = purpose('roll.armour', { model: labels.defender }, `armour roll of ${labels.defender}`)
  const woundDice = [dice.roll(12, woundPurpose, DC.rolls)]
  const armourDice = [dice.roll(12, armourPurpose, DC.rolls)]
  const rerolls: RerollEffect[] = []
  const lines: RulingLine[] = []
  for (const step of rerollSteps(setup, settings)) {
    const w = woundDice[woundDice.length - 1]
    const a = armourDice[armourDice.length - 1]
    if (!takesReroll(step, w, a, setup)) continue
    const clause = step.effect === 'concussion' ? DC.both : DC.armourOnly
    const who = step.die === 'wound' ? labels.attacker : labels.defender
    const r = dice.roll(
      12,
      purpose(
        `roll.${step.die}Again`,
        { model: who, effect: step.effect, by: step.by },
        `${step.die} roll of ${who} again (${step.effect}, chosen by the ${step.by})`,
      ),
      clause,
    )
    ;(step.die === 'wound' ? woundDice : armourDice).push(r)
    rerolls.push(step.effect)
    lines.push({
      key: 'reroll',
      value: step.effect,
      clause,
      ...(step.die === 'wound'
        ? detailed('reroll.wound', '{by} has the wound roll repeated: {before} → {after}', { by: step.by, before: w, after: r })
        : detailed('reroll.armour', '{by} has the armour roll repeated: {before} → {after}', { by: step.by, before: a, after: r })),
    })
  }
  if (rerolls.length) lines.push({ key: 'rerollOrder', value: settings.rerollOrder, clause: DC.rRerolls })
  const woundTotal = woundDice[woundDice.length - 1] + setup.woundValue
  const armourTotal = armourDice[armourDice.length - 1] + setup.armourValue
  const outcome = woundOutcome(woundTotal, armourTotal)
  const rolls: RollRecord[] = [
    {
      ...purposeFields(woundPurpose),
      clause: DC.rolls,
      kind: 'comparative',
      dice: woundDice,
      total: woundTotal,
      opponentTotal: armourTotal,
      success: outcome === 'damage',
    },
    {
      ...purposeFields(armourPurpose),
      clause: DC.rolls,
      kind: 'comparative',
      dice: armourDice,
      total: armourTotal,
      opponentTotal: woundTotal,
      success: outcome === 'nothing',
    },
  ]
  lines.push({
    key: 'woundOutcome',
    value: outcome,
    clause: DC.rolls,
    ...detailed('woundOutcome', '{wound} against {armour}', { wound: woundTotal, armour: armourTotal }),
  })
  return { woundDice, armourDice, woundTotal, armourTotal, outcome, difference: woundTotal - armourTotal, rerolls, rolls, lines }
}
