import type { Dice } from '../../kernel/dice'
import type { RulingLine } from '../../kernel/clauses'
import { checkMelee, checkRanged, rollAttack, type AttackTarget } from '../core/attack'
import { frontArcOf, statsOf, type MkPiece } from '../core/dial'
import { damageTaken, mayShootInContact } from '../core/abilities'
import { sameDetail } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { refuse, type Resolution } from '../core/refusals'
import { CORE } from '../core/clauses'
import { applyDamage } from './damage'
import { hinderedLineCheck } from './lineOfFireTerrain'
import { requirePiece } from './game'
import type { MkActionFacts, MkEvent, MkGame, MkPairFacts, MkPerformed, MkSettings } from './types'

/**
 * Ranged and close combat carried out (MAGE-KNIGHT-CORE.md 6-7): the facts the judge measured
 * become attack targets, the core checks run, one 2d6 roll decides, and the damage is applied to
 * each target hit and, on a critical miss, to the attacker. The action itself (token, pushing,
 * the turn's count) is given by the engine before this runs.
 */

function targetOf(game: MkGame, pair: MkPairFacts): AttackTarget {
  return { ...pair, piece: requirePiece(game, pair.target), dial: 0 }
}

function pairFor(facts: MkActionFacts, attacker: string, target: string): MkPairFacts {
  const pair = facts.pairs?.find((p) => p.attacker === attacker && p.target === target)
  if (!pair) throw new RangeError(`mageknight engine: facts.pairs has no record for ${attacker} -> ${target}`)
  return pair
}

/** May `attacker` shoot at `targets` now? The checks only, no roll: for previews and before an action is given. */
export function rangedCheck(
  game: MkGame,
  attacker: MkPiece,
  targetIds: readonly string[],
  facts: MkActionFacts,
  dial = 0,
): Resolution<AttackTarget[]> {
  const targets = targetIds.map((t) => targetOf(game, pairFor(facts, attacker.id, t)))
  const checked = checkRanged(attacker, targets, {
    dial,
    enemiesInContact: facts.enemiesInContact ?? [],
    // core 14 (R-MKC-9): sharpshooter and shockwave shoot while an opponent touches the base.
    mayShootInContact: mayShootInContact(statsOf(attacker, dial).abilities).allowed,
    frontArcDeg: frontArcOf(attacker),
  })
  if (!checked.ok) return checked
  // Stealth behind hindering terrain (R-MKC-8); no one-dial figure outside cavalry has Nature's Ally.
  const hindered = hinderedLineCheck(targets, false)
  if (!hindered.ok) return hindered
  const lines = [...checked.breakdown.lines, ...hindered.breakdown.lines]
  return { ok: true, value: targets, breakdown: { ...checked.breakdown, lines } }
}

export function meleeCheck(game: MkGame, attacker: MkPiece, targetId: string, facts: MkActionFacts, dial = 0): Resolution<AttackTarget[]> {
  const target = targetOf(game, pairFor(facts, attacker.id, targetId))
  const checked = checkMelee(attacker, target, { dial, frontArcDeg: frontArcOf(attacker) })
  if (!checked.ok) return checked
  return { ok: true, value: [target], breakdown: checked.breakdown }
}

/** Rolls the attack of `attacker` (already given its action in `game`) at checked targets and applies the damage. */
export function resolveAttack(
  game: MkGame,
  attackerId: string,
  targets: readonly AttackTarget[],
  kind: 'ranged' | 'melee',
  dice: Dice,
  settings: MkSettings,
  dial = 0,
  /** A formation's bonus for its main attacker (core 10, R-MKF-3). */
  attackModifiers: Modifier[] = [],
): Resolution<MkPerformed> {
  if (targets.length === 0) return refuse('no-target', 'an attack needs a target', CORE.ranged)
  const attacker = requirePiece(game, attackerId)
  const outcome = rollAttack(attacker, targets, dice, settings.core, { dial, kind, attackModifiers })
  let g = game
  const events: MkEvent[] = []
  const lines: RulingLine[] = [...outcome.lines]
  for (const t of outcome.targets) {
    if (!t.hit) continue
    // core 14 (R-MKC-7): the target's abilities on the defending dial reduce what a hit deals.
    const magic = statsOf(attacker, dial).abilities.includes('magicBlast')
    const taken = damageTaken(t.damage, statsOf(requirePiece(g, t.target), t.dial).abilities, { magic }, settings.core)
    lines.push(...taken.modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })))
    const d = applyDamage(g, t.target, t.dial, taken.damage, attacker.side)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  if (outcome.selfDamage > 0) {
    const d = applyDamage(g, attackerId, dial, outcome.selfDamage, null)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  const modifiers = [...attackModifiers, ...outcome.targets.flatMap((t) => t.defenceModifiers)]
  const breakdown = { modifiers, rolls: [outcome.roll], lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}
