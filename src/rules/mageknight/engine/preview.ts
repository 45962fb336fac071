import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { attackOdds, type TargetOdds } from '../core/attack'
import { CORE } from '../core/clauses'
import { statsOf } from '../core/dial'
import { roundInches } from '../core/ranged'
import type { Resolution } from '../core/refusals'
import { inches } from '../../../math/units'
import { meleeCheck, rangedCheck } from './attacks'
import { DEFAULT_MK_SETTINGS, requirePiece } from './game'
import type { MkActionFacts, MkGame, MkSettings } from './types'

/**
 * An attack's numbers before the dice (MAGE-KNIGHT-CORE.md 5-8): the same checks the engine
 * makes, then per target the defence to reach with its modifiers, the 2d6 result needed and the
 * exact chance. The view's preview and `npm run judge -- … --mk` show this; no die is rolled and
 * no action is given.
 */

export interface MkAttackPreview {
  kind: 'ranged' | 'melee'
  targets: TargetOdds[]
  lines: RulingLine[]
}

const pct = (x: number): number => Math.round(x * 1000) / 10

export function previewMkAttack(
  game: MkGame,
  attackerId: string,
  targetIds: readonly string[],
  kind: 'ranged' | 'melee',
  facts: MkActionFacts,
  settings: MkSettings = DEFAULT_MK_SETTINGS,
  dial = 0,
): Resolution<MkAttackPreview> {
  const attacker = requirePiece(game, attackerId)
  const checked =
    kind === 'ranged' ? rangedCheck(game, attacker, targetIds, facts, dial) : meleeCheck(game, attacker, targetIds[0], facts, dial)
  if (!checked.ok) return checked
  const odds = attackOdds(attacker, checked.value, settings.core, { dial })
  const s = statsOf(attacker, dial)
  const lines: RulingLine[] = []
  for (const [i, t] of checked.value.entries()) {
    const o = odds[i]
    const distance = roundInches(inches(t.distanceIn))
    lines.push({
      key: 'mk.distance',
      value: distance,
      clause: CORE.distances,
      ...detailed('mk.distance', '{attacker} to {target}: {distance} in between the centre points', {
        attacker: attackerId,
        target: o.target,
        distance,
      }),
    })
    if (kind === 'ranged')
      lines.push({
        key: 'mk.range',
        value: s.rangeIn,
        clause: CORE.ranged,
        ...detailed('mk.range', 'range {range} in, {targets} target(s)', { range: s.rangeIn, targets: s.targets }),
      })
    lines.push(
      {
        key: 'mk.toHit',
        value: o.need,
        clause: CORE.ranged,
        ...detailed('mk.toHit', '2d6 + attack {attack} against defence {defence} of {target}: a {need} or more on 2d6', {
          attack: o.attack,
          defence: o.defence,
          target: o.target,
          need: o.need,
        }),
      },
      {
        key: 'mk.hitChance',
        value: pct(o.chance),
        clause: CORE.ranged,
        ...detailed('mk.hitChance', '{chance} % to hit, {damage} click(s) of damage', { chance: pct(o.chance), damage: o.damage }),
      },
    )
  }
  const modifiers = odds.flatMap((o) => o.defenceModifiers)
  return { ok: true, value: { kind, targets: odds, lines }, breakdown: { modifiers, rolls: [], lines } }
}
