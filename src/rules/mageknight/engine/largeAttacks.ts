import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { sameDetail } from '../../kernel/detail'
import { damageTaken } from '../core/abilities'
import { rollAttack } from '../core/attack'
import { statsOf } from '../core/dial'
import { DEFAULT_LARGE_FIGURE_SETTINGS, type LargeFigureSettings } from '../large'
import type { Resolution } from '../large/refusals'
import { applyDamage } from './damage'
import { requirePiece } from './game'
import { planLargeAttack } from './largeAttackPlan'
import { damageLarge } from './largeDamage'
import type { OneDialGive } from './chariotPlay'
import type { MkAction, MkActionFacts, MkEvent, MkGame, MkPerformed, MkSettings } from './types'

/**
 * Attacks that involve a large figure or a passenger (000 "Großfiguren angreifen", "Fernkampf",
 * "Nahkampf", "Angriffsoptionen des Passagiers"): a large attacker acts with the section its
 * dial names (range and arc from the centre point, the front's long-range attack); a large
 * target is hit on one section (the one touched, or whose arc the line to the centre crosses;
 * at a boundary its owner's choice; an inactive one the attacker's), which takes the damage; a
 * passenger is never a target and shoots from its chariot's centre. The roll is the core's.
 */

type AttackAction = Extract<MkAction, { kind: 'ranged' | 'melee' }>

/** Carries out an attack that involves a large figure or a passenger; `give` is the engine's one-dial action giver. */
export function performLargeAttack(
  game: MkGame,
  action: AttackAction,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
  give: OneDialGive,
  largeSettings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
  /** A formation's bonus for its main attacker (core 10, R-MKF-3). */
  attackModifiers: Modifier[] = [],
): Resolution<MkPerformed> {
  const attacker = requirePiece(game, action.piece)
  const planned = planLargeAttack(game, action, facts, give, largeSettings)
  if (!planned.ok) return planned
  const { plan: planValue, aimed } = planned.value
  const plan = { value: planValue }
  const lines: RulingLine[] = [...planned.value.lines]
  const given = plan.value.give(game)
  if (!given.ok) return given
  let g = given.value.game
  const events: MkEvent[] = [...given.value.events]
  lines.unshift(...given.value.lines)
  const rolls: RollRecord[] = []
  if (aimed.length === 0) {
    const breakdown = { modifiers: [], rolls, lines }
    return { ok: true, value: { game: g, events, breakdown }, breakdown }
  }
  const outcome = rollAttack(
    requirePiece(g, attacker.id),
    aimed.map((t) => ({ ...t, piece: requirePiece(g, t.piece.id) })),
    dice,
    settings.core,
    {
      dial: plan.value.dial,
      kind: action.kind,
      attackModifiers,
      damageModifiers: plan.value.damageModifiers,
    },
  )
  rolls.push(outcome.roll)
  lines.push(...outcome.lines)
  for (const o of outcome.targets) {
    if (!o.hit) continue
    const target = requirePiece(g, o.target)
    const magic = statsOf(attacker, plan.value.dial).abilities.includes('magicBlast')
    if (target.largeFigure) {
      const section = target.dials[o.dial].name ?? `dial ${o.dial}`
      const centre = facts.large?.placement[o.target]?.centre ?? null
      // The section's own Magische Immunität stops a magic hit (core 14); its Zähigkeit and
      // Unverwundbarkeit are taken off by damageSection, so only immunity is asked here.
      const immune = damageTaken(
        o.damage,
        statsOf(target, o.dial).abilities.filter((a) => a === 'magicImmunity'),
        { magic },
        settings.core,
      )
      lines.push(...immune.modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })))
      const d = damageLarge(g, o.target, section, immune.damage, attacker.side, dice, centre, largeSettings)
      g = d.game
      events.push(...d.events)
      lines.push(...d.lines)
      rolls.push(...d.rolls)
      continue
    }
    const taken = damageTaken(o.damage, statsOf(target, 0).abilities, { magic }, settings.core)
    lines.push(...taken.modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })))
    const d = applyDamage(g, o.target, 0, taken.damage, attacker.side)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  if (outcome.selfDamage > 0) {
    const d = attacker.largeFigure
      ? damageLarge(
          g,
          attacker.id,
          attacker.dials[plan.value.dial].name ?? '',
          outcome.selfDamage,
          null,
          dice,
          facts.large?.placement[attacker.id]?.centre ?? null,
          largeSettings,
        )
      : { ...applyDamage(g, attacker.id, 0, outcome.selfDamage, null), rolls: [] }
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
    rolls.push(...d.rolls)
  }
  const modifiers = [...attackModifiers, ...plan.value.damageModifiers, ...outcome.targets.flatMap((t) => t.defenceModifiers)]
  const breakdown = { modifiers, rolls, lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}

export { involvesLarge } from './largeAttackPlan'
