import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { sumModifiers } from '../../kernel/resolution'
import { attackOdds } from '../core/attack'
import { CAVALRY, CORE } from '../core/clauses'
import { statsOf } from '../core/dial'
import { mkHitChance, neededRoll, roundInches } from '../core/ranged'
import { inches } from '../../../math/units'
import { planCavalryAttack, type CavalryAttack } from './cavalryAttack'
import type { CavResult } from './cavalryDamage'
import { unitIdOf, unitOf } from './cavalryState'
import { DEFAULT_MK_SETTINGS } from './game'
import type { MkAttackPreview } from './preview'
import type { MkActionFacts, MkGame, MkSettings } from './types'

/**
 * An attack with cavalry at either end before the dice (003 "Giving Actions", "Attacking and
 * Damaging", "Horsemanship", "Impale"): the same plan the engine rolls on, then per target the
 * attack value with the rider's bonus and Horsemanship, the defence, the 2d6 needed and the
 * chance; and both dials' numbers of every unit involved, so a player sees what the choice of
 * dial changes (`npm run judge -- … --mk`).
 */

/** Both dials of the unit `id` belongs to, as lines: speed, attack, defence, damage, range of the mount's and the rider's. */
export function unitDialLines(game: MkGame, id: string): RulingLine[] {
  const mountId = unitIdOf(game, id)
  if (mountId === null) return []
  const unit = unitOf(game, mountId)
  const members = [['mount', unit.mount.piece], ...(unit.rider ? [['rider', unit.rider.piece] as const] : [])] as const
  return members.map(([dial, piece]) => {
    const s = statsOf(piece)
    return {
      key: 'mkk.unitDial',
      value: dial,
      clause: CAVALRY.actions,
      ...detailed(
        'mkk.unitDial',
        "{unit}'s {dial} dial ({piece}): speed {speed}, attack {attack}, defence {defence}, damage {damage}, range {range}",
        {
          unit: mountId,
          dial,
          piece: piece.id,
          speed: s.speed ?? 0,
          attack: s.attack,
          defence: s.defence,
          damage: s.damage,
          range: s.rangeIn,
        },
      ),
    }
  })
}

export function previewCavalryAttack(
  game: MkGame,
  attack: CavalryAttack,
  facts: MkActionFacts,
  settings: MkSettings = DEFAULT_MK_SETTINGS,
): CavResult<MkAttackPreview> {
  const planned = planCavalryAttack(game, attack, facts)
  if (!planned.ok) return planned
  const plan = planned.value
  const bonus = sumModifiers(plan.attackModifiers)
  const odds = attackOdds(plan.attacker, plan.targets, settings.core, {
    extraDefence: plan.extraDefence,
    damageModifiers: plan.damageModifiers,
  }).map((o) => {
    const attackValue = o.attack + bonus
    return {
      ...o,
      attack: attackValue,
      need: neededRoll(attackValue, o.defence),
      chance: mkHitChance(attackValue, o.defence),
    }
  })
  const lines: RulingLine[] = [
    ...[attack.piece, ...attack.targets].flatMap((id, i, all) =>
      all.findIndex((x) => unitIdOf(game, x) !== null && unitIdOf(game, x) === unitIdOf(game, id)) === i ? unitDialLines(game, id) : [],
    ),
    ...plan.lines,
  ]
  const s = statsOf(plan.attacker)
  for (const [i, o] of odds.entries()) {
    const distance = roundInches(inches(plan.targets[i].distanceIn))
    lines.push({
      key: 'mk.distance',
      value: distance,
      clause: CORE.distances,
      ...detailed('mk.distance', '{attacker} to {target}: {distance} in between the centre points', {
        attacker: attack.piece,
        target: o.target,
        distance,
      }),
    })
    if (attack.kind === 'ranged')
      lines.push({
        key: 'mk.range',
        value: s.rangeIn,
        clause: CORE.ranged,
        ...detailed('mk.range', 'range {range} in, {targets} target(s)', { range: s.rangeIn, targets: s.targets }),
      })
    lines.push({
      key: 'mk.toHit',
      value: o.need,
      clause: attack.kind === 'ranged' ? CORE.ranged : CORE.baseContact,
      ...detailed('mk.toHit', '2d6 + attack {attack} against defence {defence} of {target}: a {need} or more on 2d6', {
        attack: o.attack,
        defence: o.defence,
        target: o.target,
        need: o.need,
      }),
    })
    lines.push({
      key: 'mk.hitChance',
      value: Math.round(o.chance * 1000) / 10,
      clause: CORE.ranged,
      ...detailed('mk.hitChance', '{chance} % to hit, {damage} click(s) of damage', {
        chance: Math.round(o.chance * 1000) / 10,
        damage: o.damage,
      }),
    })
  }
  const modifiers = [...plan.attackModifiers, ...plan.damageModifiers, ...odds.flatMap((o) => o.defenceModifiers)]
  return { ok: true, value: { kind: attack.kind, targets: odds, lines }, breakdown: { modifiers, rolls: [], lines } }
}
