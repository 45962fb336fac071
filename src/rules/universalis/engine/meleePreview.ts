import type { RulingLine } from '../../kernel/clauses'
import { emptyBreakdown, type Modifier } from '../../kernel/resolution'
import { hitOutcomeChances, type WoundChances } from '../damage/chances'
import { currentAttribute } from '../model/attributes'
import type { GameState } from '../model/gameState'
import { meleeChances, type MeleeChances } from '../melee/chances'
import { planMelee } from '../melee/plan'
import type { MeleeSide } from '../melee/types'
import type { Resolution } from '../refusals'
import { chargeAhead } from './charge'
import { baseContactsOf, meleeRunOf, type MeleeRun } from './melee'
import type { ActionFacts, EngineSettings, GameAction } from './types'

/**
 * A melee or a charge as it would be, before it is fought (8.3, 15.1 to 15.7, 10): both sides'
 * NK with every modifier and its clause, the AP, the rerolls, and the exact chances of who wins
 * (melee/chances.ts) and, when the attacker plans to deal damage, of each outcome on the defender
 * (10, the same wound chances as a shot's, without cover's armour: 9.3). The same plan as the
 * melee itself (melee/plan.ts), no dice: the preview and the fight can never disagree on a modifier.
 *
 * Not counted: the tests of a charge's move (taken as passed; `moveTests` says how many), the
 * overwatch test of a beaten defender (14.2) and what a push back does (drawn on the table, 15.2).
 */
export interface MeleePreview {
  ap: number
  attacker: MeleeSide
  defender: MeleeSide
  rerolls: { attacker: number; defender: number }
  chances: MeleeChances
  /** The attacker wins and deals damage (its planned choice): each outcome on the defender, per melee. */
  damage: { wound: WoundChances; shock: number; damage: number; eliminated: number } | null
  /** 8.5 to 8.7: tests on the charge's way that the chances take as passed. */
  moveTests: number
  modifiers: Modifier[]
  lines: RulingLine[]
}

export function previewMelee(
  game: GameState,
  facts: ActionFacts,
  action: Extract<GameAction, { kind: 'melee' } | { kind: 'charge' }>,
  settings: EngineSettings,
): Resolution<MeleePreview> {
  let run: MeleeRun
  let before = game
  let moveTests = 0
  if (action.kind === 'charge') {
    const active = game.active.includes(action.model)
    const ahead = chargeAhead(game, action, facts, settings, { active, inMelee: baseContactsOf(facts, action.model).length > 0 })
    if (!ahead.ok) return ahead
    ;({ run, tests: moveTests } = ahead.value)
    before = ahead.value.game
  } else {
    run = meleeRunOf(game, action, facts)
  }
  const planned = planMelee(
    before,
    { kind: run.kind, attackerId: run.attacker, defenderId: run.defender, weapon: run.weapon, answers: run.answers },
    run.meleeFacts,
    settings.melee,
  )
  if (!planned.ok) return planned
  const plan = planned.value
  const chances = meleeChances(
    { attacker: plan.attacker.total, defender: plan.defender.total },
    plan.rerolls,
    plan.agi,
    settings.melee.agiTie,
  )
  let damage: MeleePreview['damage'] = null
  if ((run.plan?.attacker ?? 'damage') === 'damage') {
    // 9.3: cover's armour bonus counts only in ranged combat.
    const { wound, eliminated } = hitOutcomeChances(
      plan.game.models[run.defender],
      { profile: plan.weapon.profile, attackerKO: currentAttribute(plan.game, run.attacker, 'KO').value, coverArmourBonus: 0 },
      settings.combat,
    )
    const win = chances.attackerWins
    damage = { wound, shock: win * wound.shock, damage: win * wound.damage, eliminated: win * eliminated }
  }
  const lines = plan.breakdown.lines
  const value: MeleePreview = {
    ap: plan.ap,
    attacker: plan.attacker,
    defender: plan.defender,
    rerolls: plan.rerolls,
    chances,
    damage,
    moveTests,
    modifiers: plan.breakdown.modifiers,
    lines,
  }
  return { ok: true, value, breakdown: { ...emptyBreakdown(), modifiers: plan.breakdown.modifiers, lines } }
}
