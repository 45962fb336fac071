import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import { sameDetail } from '../../kernel/detail'
import type { RollRecord } from '../../kernel/resolution'
import { areaDamageDials } from '../cavalry'
import { abilityRecord, damageTaken } from '../core/abilities'
import { rollAttack } from '../core/attack'
import { isEliminated, statsOf, type MkPiece } from '../core/dial'
import type { CavalryAttackPlan } from './cavalryAttack'
import { damagePiece, damageUnit, type CavResult, type UnitDamaged } from './cavalryDamage'
import { unitIdOf, unitOf } from './cavalryState'
import { requirePiece } from './game'
import type { MkActionFacts, MkEvent, MkGame, MkPerformed, MkSettings } from './types'

/**
 * The dice half of a cavalry attack (003 "Attacking and Damaging a Cavalry Unit"): a plan from
 * cavalryAttack.ts, its action already given, is rolled by the core's roll; each hit deals its
 * damage through cavalryDamage.ts, and an area of effect on a unit with a rider falls on both dials.
 */

/** The roll and the damage of a planned attack, on a game where the action is already given. */
export function rollCavalryAttack(
  game: MkGame,
  plan: CavalryAttackPlan,
  kind: 'ranged' | 'melee',
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
  events: MkEvent[],
  lines: RulingLine[],
): CavResult<MkPerformed> {
  let g = game
  const attacker = requirePiece(g, plan.attacker.id)
  const targets = plan.targets.map((t) => ({ ...t, piece: requirePiece(g, t.piece.id) }))
  const outcome = rollAttack(attacker, targets, dice, settings.core, {
    dial: 0,
    kind,
    attackModifiers: plan.attackModifiers,
    damageModifiers: plan.damageModifiers,
    extraDefence: plan.extraDefence,
  })
  const rolls: RollRecord[] = [outcome.roll]
  lines.push(...outcome.lines)
  const magic = statsOf(attacker).abilities.includes('magicBlast')
  const area = kind === 'ranged' && isAreaAttack(attacker, settings)
  for (const o of outcome.targets) {
    if (!o.hit) continue
    const unitId = unitIdOf(g, o.target)
    if (area && unitId !== null && unitOf(g, unitId).rider !== null) {
      const d = areaDamageOnUnit(g, unitId, o.damage, { magic, by: attacker.side }, facts, settings)
      g = d.game
      events.push(...d.events)
      lines.push(...d.lines)
      continue
    }
    // core 14 (R-MKC-7): the defending dial's abilities reduce what the hit deals.
    const taken = damageTaken(o.damage, statsOf(requirePiece(g, o.target)).abilities, { magic }, settings.core)
    lines.push(...taken.modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })))
    const d = damagePiece(g, o.target, taken.damage, attacker.side, facts.cavalry, settings.cavalry)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  if (outcome.selfDamage > 0) {
    const d = damagePiece(g, attacker.id, outcome.selfDamage, null, facts.cavalry, settings.cavalry)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  const modifiers = [...plan.attackModifiers, ...plan.damageModifiers, ...outcome.targets.flatMap((t) => t.defenceModifiers)]
  const breakdown = { modifiers, rolls, lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}

/** R-MKC-9: the attacker's dial shows an ability whose ranged attack is an area of effect (Shockwave). */
function isAreaAttack(attacker: MkPiece, settings: MkSettings): boolean {
  return statsOf(attacker).abilities.some((a) => abilityRecord(a, settings.core).effect.kind === 'areaRangedAttack')
}

/**
 * 003 "Attacking and Damaging a Cavalry Unit": an area of effect that hits a cavalry unit deals its
 * damage to both dials (R-MKK-15: the whole damage on each), the rider's first so that both count
 * as hit at once (R-MKK-26); each dial's own abilities reduce what it takes (core 14, R-MKC-7).
 */
function areaDamageOnUnit(
  game: MkGame,
  unitId: string,
  damage: number,
  attack: { magic: boolean; by: string },
  facts: MkActionFacts,
  settings: MkSettings,
): UnitDamaged {
  const both = areaDamageDials(unitOf(game, unitId))
  let g = game
  const events: MkEvent[] = []
  const lines: RulingLine[] = [...both.lines]
  for (const dial of both.dials) {
    const unit = unitOf(g, unitId)
    const piece = dial === 'rider' ? unit.rider?.piece : unit.mount.piece
    // A rider eliminated by its share leaves the saddle: the mount's share still falls.
    if (!piece || isEliminated(piece)) continue
    const taken = damageTaken(damage, statsOf(piece).abilities, { magic: attack.magic }, settings.core)
    lines.push(...taken.modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })))
    const d = damageUnit(g, unitId, dial, taken.damage, attack.by, facts.cavalry, settings.cavalry)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  return { game: g, events, lines }
}
