import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { Refusal } from '../../kernel/resolution'
import type { AttackTarget } from '../core/attack'
import { CORE } from '../core/clauses'
import { formationAttackBonus } from '../core/formation'
import { refuse } from '../core/formationRefusals'
import { meleeCheck, rangedCheck, resolveAttack } from './attacks'
import { checkMembers, formationFactsOf, giveFormation, ownEntry, type FormationResolution } from './formation'
import type { FormationAction } from './formationTypes'
import { performFormationSiegeAttack, isSiegeFormationAttack } from './formationSiege'
import { requirePiece } from './game'
import type { OneDialGive } from './chariotPlay'
import { involvesLarge, performLargeAttack } from './largeAttacks'
import { planLargeAttack, type AttackAction } from './largeAttackPlan'
import type { MkActionFacts, MkGame, MkPerformed, MkSettings } from './types'

/**
 * A formation's ranged or close combat (MAGE-KNIGHT-CORE.md 10): every member must be able to
 * make the attack at the one target on its own; the main attacker rolls with +1 per other member
 * (R-MKF-3) and deals its own damage. Against a large figure the main attacker's section is the
 * one hit (000 "Großfiguren angreifen": "bzw. Hauptangreifer bei einer Angriffsformation"), and
 * every other member must be allowed to attack that figure too.
 */

type FormationAttack = Extract<FormationAction, { kind: 'formationRanged' | 'formationMelee' }>

/** A member's own refusal, said as the formation's: the code stays, the reason names the member. */
function asMember(id: string, refusal: Refusal<string>): { ok: false; refusal: Refusal<never> } {
  return { ok: false, refusal: { ...refusal, reason: `formation member ${id}: ${refusal.reason}` } as Refusal<never> }
}

/** The facts one member's own attack reads: the shared pairs, and the opponents touching that member. */
const factsFor = (facts: MkActionFacts, id: string): MkActionFacts => ({
  ...facts,
  enemiesInContact: ownEntry(formationFactsOf(facts).enemiesInContact, id) ?? [],
})

/** The single attack a member would make at the target (the large rules plan it). */
function singleOf(action: FormationAttack, id: string): AttackAction {
  const choice = action.largeChoice === undefined ? {} : { largeChoice: action.largeChoice }
  return action.kind === 'formationRanged'
    ? { kind: 'ranged', piece: id, targets: [action.target], ...choice }
    : { kind: 'melee', piece: id, target: action.target, ...choice }
}

export function performFormationAttack(
  game: MkGame,
  action: FormationAttack,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
): FormationResolution<MkPerformed> {
  const f = formationFactsOf(facts)
  const ids = action.members
  if (!ids.includes(action.main))
    return refuse('main-attacker-not-member', `${action.main} is not one of ${ids.join(', ')}`, CORE.formations, { main: action.main })
  const checked = checkMembers(game, ids, f, settings)
  if (!checked.ok) return checked
  const kind = action.kind === 'formationRanged' ? 'ranged' : 'melee'
  const bonus = formationAttackBonus(action.main, ids.length, settings.core)
  const give = (g: MkGame) => giveFormation(g, ids, kind, settings)
  // The large rules give through a one-dial giver; the formation's refusals are read as strings (engine.ts).
  const oneDialGive = give as unknown as OneDialGive
  const others = ids.filter((id) => id !== action.main)
  if (isSiegeFormationAttack(game, action))
    return withLines(performFormationSiegeAttack(game, action, f, dice, settings, oneDialGive, bonus), checked.value)
  if (involvesLarge(game, singleOf(action, action.main))) {
    // 000: each other member's own attack must be allowed; only the main attacker's is carried out.
    for (const id of others) {
      const plan = planLargeAttack(game, singleOf(action, id), factsFor(facts, id), oneDialGive, settings.large)
      if (!plan.ok) return asMember(id, plan.refusal)
    }
    const done = performLargeAttack(
      game,
      singleOf(action, action.main),
      factsFor(facts, action.main),
      dice,
      settings,
      oneDialGive,
      settings.large,
      [bonus],
    )
    return withLines(done, checked.value)
  }
  let mainTargets: AttackTarget[] = []
  for (const id of ids) {
    const member = requirePiece(game, id)
    const own =
      kind === 'ranged'
        ? rangedCheck(game, member, [action.target], factsFor(facts, id))
        : meleeCheck(game, member, action.target, factsFor(facts, id))
    if (!own.ok) return asMember(id, own.refusal)
    if (id === action.main) mainTargets = own.value
  }
  const given = give(game)
  if (!given.ok) return given
  const attack = resolveAttack(given.value.game, action.main, mainTargets, kind, dice, settings, 0, [bonus])
  if (!attack.ok) return attack
  const lines = [...given.value.lines, ...attack.value.breakdown.lines]
  const breakdown = { ...attack.value.breakdown, lines }
  return withLines(
    { ok: true, value: { game: attack.value.game, events: [...given.value.events, ...attack.value.events], breakdown }, breakdown },
    checked.value,
  )
}

/** The formation's own lines (who formed it) first in the breakdown. */
function withLines(r: FormationResolution<MkPerformed>, lines: RulingLine[]): FormationResolution<MkPerformed> {
  if (!r.ok) return r
  const breakdown = { ...r.value.breakdown, lines: [...lines, ...r.value.breakdown.lines] }
  return { ok: true, value: { ...r.value, breakdown }, breakdown }
}
