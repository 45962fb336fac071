import type { Dice } from '../../kernel/dice'
import type { Modifier, Refusal } from '../../kernel/resolution'
import { attackerFactsOf, mayFormationAttackSection } from '../castle/attackers'
import { refuse as castleRefuse } from '../castle/refusals'
import { CASTLE, CORE } from '../core/clauses'
import { statsOf } from '../core/dial'
import type { FormationResolution } from './formation'
import { ownEntry } from './formation'
import type { FormationAction, FormationFacts } from './formationTypes'
import { requirePiece } from './game'
import { performAccessMelee } from './siegeAccess'
import { performSectionMelee } from './siegeMelee'
import { performCastleShot } from './siegeShot'
import { isSiegeSection, type GiveAction } from './siegeState'
import type { SiegeAction, SiegeFacts } from './siegeTypes'
import type { MkGame, MkPerformed, MkSettings } from './types'

/**
 * A formation's attack at or across the castle (001): at a castle section only when every member
 * may attack castle sections (001 "Das Castle angreifen": "auch kein Mitglied einer
 * Angriffsformation gegen eine Castle Sektion"), across access points only when every member may
 * attack the target there (001 "Nahkampf"), and a shot at a figure on the castle with the castle's
 * modifiers. Each member's own action is checked by the castle's rules up to the point where its
 * action would be given, so no check is written twice and no die is rolled; then the main
 * attacker's action is carried out with the formation's bonus.
 */

type FormationAttack = Extract<FormationAction, { kind: 'formationRanged' | 'formationMelee' }>
type SiegeAttack = Extract<SiegeAction, { kind: 'castleShot' | 'sectionMelee' | 'accessMelee' }>

/** Does this formation attack go by the castle's rules? */
export const isSiegeFormationAttack = (game: MkGame, action: FormationAttack): boolean =>
  isSiegeSection(game, action.target) ||
  (action.kind === 'formationMelee' && action.section !== undefined) ||
  (action.kind === 'formationRanged' && action.castleShot === true)

/** The single castle action `id` would take as a member. */
function singleOf(action: FormationAttack, id: string, game: MkGame): SiegeAttack {
  if (action.kind === 'formationRanged') return { kind: 'castleShot', piece: id, targets: [action.target] }
  if (action.section !== undefined) return { kind: 'accessMelee', piece: id, target: action.target, section: action.section }
  if (!isSiegeSection(game, action.target))
    throw new RangeError('mageknight engine: formationMelee at the castle names a section or access points')
  return { kind: 'sectionMelee', piece: id, section: action.target }
}

function perform(game: MkGame, a: SiegeAttack, facts: SiegeFacts, dice: Dice, settings: MkSettings, give: GiveAction, mods: Modifier[]) {
  if (a.kind === 'castleShot') return performCastleShot(game, a, facts, dice, settings, give, mods)
  if (a.kind === 'sectionMelee') return performSectionMelee(game, a, facts, dice, settings, give, mods)
  return performAccessMelee(game, a, facts, dice, settings, give, mods)
}

/** The refusal a check-only giver answers with once every check before the action has passed; never shown. */
const CHECKED = 'formation-member-checked'
const checkOnly: GiveAction = () => ({
  ok: false,
  refusal: { code: CHECKED, reason: 'checked', clause: CORE.formations } as Refusal<never>,
})

const siegeFactsOf = (f: FormationFacts, id: string): SiegeFacts => {
  const own = ownEntry(f.siege, id)
  if (!own) throw new RangeError(`mageknight engine: facts.formation.siege has no record for ${id}`)
  return own
}

export function performFormationSiegeAttack(
  game: MkGame,
  action: FormationAttack,
  f: FormationFacts,
  dice: Dice,
  settings: MkSettings,
  give: GiveAction,
  bonus: Modifier,
): FormationResolution<MkPerformed> {
  const kind = action.kind === 'formationRanged' ? 'ranged' : 'melee'
  if (isSiegeSection(game, action.target)) {
    // 001 "Das Castle angreifen": each member in one of the six categories, none standing on the section.
    const who = []
    for (const id of action.members) {
      const piece = requirePiece(game, id)
      const shown = statsOf(piece).abilities
      const facts = siegeFactsOf(f, id)
      const standsOn = (kind === 'melee' ? facts.sectionContact?.standsOn : facts.shots?.[0]?.shooter.standsOn) ?? null
      const one = attackerFactsOf(piece, kind, shown, standsOn === action.target)
      if (!one.ok) return one
      who.push(one.value)
    }
    const allowed = mayFormationAttackSection(who)
    if (!allowed.ok) return allowed
  }
  for (const id of action.members) {
    const probe = perform(game, singleOf(action, id, game), siegeFactsOf(f, id), dice, settings, checkOnly, [])
    if (probe.ok || probe.refusal.code === (CHECKED as string)) continue
    // 001 "Nahkampf": a member who may not attack the target across the access points stops the formation.
    if (action.kind === 'formationMelee' && action.section !== undefined)
      return castleRefuse('formation-member-may-not-attack', `formation: ${probe.refusal.reason}`, CASTLE.melee, {
        member: id,
        because: probe.refusal.code,
      })
    return { ok: false, refusal: { ...probe.refusal, reason: `formation member ${id}: ${probe.refusal.reason}` } }
  }
  return perform(game, singleOf(action, action.main, game), siegeFactsOf(f, action.main), dice, settings, give, [bonus])
}
