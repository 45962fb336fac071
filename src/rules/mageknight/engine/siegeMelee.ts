import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { attackerFactsOf, mayAttackSection } from '../castle/attackers'
import { sectionTargetDefence } from '../castle/defence'
import { refuse, type Resolution } from '../castle/refusals'
import { inFrontArc } from '../core/arcs'
import { rollAttack, type AttackTarget } from '../core/attack'
import { CASTLE, CORE } from '../core/clauses'
import { frontArcOf, isEliminated, statsOf } from '../core/dial'
import { applyDamage } from './damage'
import { requirePiece } from './game'
import { applySectionDamage } from './siegeDamage'
import { isSiegeSection, sectionStateIn, SIEGE_RULINGS, type GiveAction } from './siegeState'
import type { SiegeAction, SiegeFacts } from './siegeTypes'
import type { MkEvent, MkGame, MkPerformed, MkSettings } from './types'

/**
 * Close combat at a castle section (001 "Das Castle angreifen"): only an attacker of the six
 * categories (a multi-dial figure, a titan, printed damage 4 or more, Battering Ram) whose front
 * arc is in melee contact with the section; nobody attacks the section they stand on. The section
 * is high ground (001 "Sektionen"): +1 defence against an attacker not on raised terrain
 * (R-MKS-11). A hit turns the section's dial, with its rubble at three broken towers.
 */

type SectionMelee = Extract<SiegeAction, { kind: 'sectionMelee' }>

/** R-SE-3 for melee: the ability that makes a category in close combat, used when the click shows it. */
const MELEE_ABILITIES: readonly MkAbility[] = ['batteringRam']

export function performSectionMelee(
  game: MkGame,
  action: SectionMelee,
  facts: SiegeFacts,
  dice: Dice,
  settings: MkSettings,
  give: GiveAction,
  /** A formation's bonus for its main attacker (core 10, R-MKF-3). */
  attackModifiers: Modifier[] = [],
): Resolution<MkPerformed> {
  const c = facts.sectionContact
  if (!c) throw new RangeError('mageknight engine: a melee at a section needs facts.siege.sectionContact')
  const attacker = requirePiece(game, action.piece)
  if (isSiegeSection(game, action.piece))
    return refuse('section-ranged-attacks-only', 'castle sections cannot make melee actions, only ranged attacks', CASTLE.actions)
  if (isEliminated(attacker)) return refuse('piece-eliminated', `${attacker.id} is out of the game`, CORE.damage)
  const section = sectionStateIn(game, action.section)
  if (section.destroyed) return refuse('section-destroyed', `${section.id} is destroyed (rubble)`, CASTLE.destruction)
  if (section.side === attacker.side) return refuse('friendly-target', `${section.id} is on ${attacker.id}'s own side`, CORE.ranged)
  if (statsOf(attacker).attack <= 0)
    return refuse('no-attack-value', `${attacker.id} shows an attack value of 0 and cannot attack`, CORE.dial)
  const shown = statsOf(attacker).abilities
  const abilities = action.abilities ?? MELEE_ABILITIES.filter((a) => shown.includes(a))
  const who = attackerFactsOf(attacker, 'melee', abilities, c.standsOn === action.section)
  if (!who.ok) return who
  const permission = mayAttackSection(who.value)
  if (!permission.ok) return permission
  if (!c.touches) return refuse('not-in-base-contact', `${attacker.id} is not in melee contact with ${section.id}`, CASTLE.whoMayAttack)
  if (c.nearest !== null && !inFrontArc(c.centre, c.facingDeg, frontArcOf(attacker), c.nearest))
    return refuse('outside-front-arc', `${section.id} is outside ${attacker.id}'s front arc`, CORE.base, { target: section.id })
  const height = sectionTargetDefence(c.elevation, settings.castle)
  const given = give(game, action.piece, 'melee')
  if (!given.ok) return given
  let g = given.value.game
  // The section's own defence and the castle rule's height bonus (the core's is left out, R-MKS-11).
  const t: AttackTarget = {
    piece: requirePiece(g, action.section),
    attackerCentre: c.centre,
    targetCentre: c.nearest ?? c.centre,
    attackerFacingDeg: c.facingDeg,
    distanceIn: 0,
    inBaseContact: true,
    lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
    attackerRaised: false,
    targetRaised: false,
  }
  const outcome = rollAttack(requirePiece(g, action.piece), [t], dice, settings.core, {
    kind: 'melee',
    attackModifiers,
    extraDefence: () => height.modifiers,
  })
  const events: MkEvent[] = [...given.value.events]
  const lines: RulingLine[] = [
    ...given.value.lines,
    ...permission.value.lines,
    { key: 'sectionMeleeContact', value: section.id, clause: SIEGE_RULINGS.sectionMelee },
    ...height.lines,
    ...outcome.lines,
  ]
  const rolls: RollRecord[] = [outcome.roll]
  const hit = outcome.targets[0]
  if (hit.hit) {
    const d = applySectionDamage(g, action.section, hit.damage, c.figuresOnTarget, attacker.side, dice, action.rubbleFacings)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
    rolls.push(...d.rolls)
  }
  if (outcome.selfDamage > 0) {
    const d = applyDamage(g, attacker.id, 0, outcome.selfDamage, null)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  const breakdown = { modifiers: [...attackModifiers, ...hit.defenceModifiers], rolls, lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}
