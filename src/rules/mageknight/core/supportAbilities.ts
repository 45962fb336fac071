import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, purposeFields, type Dice } from '../../kernel/dice'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { DEFAULT_MK_CORE_SETTINGS, MKC_RULINGS, type MkCoreSettings } from './settings'

/**
 * The abilities that help other figures (MAGE-KNIGHT-CORE.md 14): magic enhancement adds to a
 * friend's ranged damage, leadership may bring an extra action. Both numbers are general
 * knowledge and settings (R-MKC-11, R-MKC-12).
 */

/**
 * R-MKC-11: the damage bonus of a ranged attack whose shooter touches friends showing magic
 * enhancement: `magicEnhancementBonus` once, however many enhance it; none when the shooter or
 * the target shows magic immunity (it neither gets nor suffers magic's extra damage). Null when
 * nothing is added.
 */
export function magicEnhancement(
  shooterAbilities: readonly MkAbility[],
  friendsInContact: readonly (readonly MkAbility[])[],
  targetAbilities: readonly MkAbility[],
  settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS,
): Modifier | null {
  const enhancers = friendsInContact.filter((a) => a.includes('magicEnhancement')).length
  if (enhancers === 0) return null
  if (shooterAbilities.includes('magicImmunity') || targetAbilities.includes('magicImmunity')) return null
  return {
    key: 'magicEnhancement',
    value: settings.magicEnhancementBonus,
    clause: MKC_RULINGS.magicEnhancement,
    ...detailed('ability.magicEnhancement', '{enhancers} friend(s) in base contact with magic enhancement: +{bonus} damage once', {
      enhancers,
      bonus: settings.magicEnhancementBonus,
    }),
  }
}

export interface LeadershipRoll {
  extraActions: number
  roll: RollRecord
  lines: RulingLine[]
}

/**
 * R-MKC-12: at the start of a player's turn, when at least one of their figures shows
 * leadership, one d6 (not one per leader): `leadershipMin` or more gives one extra action this
 * turn. Null when no figure shows it (no die is rolled). The 001 castle player opens portals after it.
 */
export function leadershipRoll(
  dice: Dice,
  side: string,
  leaders: number,
  settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS,
): LeadershipRoll | null {
  if (!Number.isInteger(leaders) || leaders < 0) throw new RangeError(`leadershipRoll: leaders must be a whole number >= 0, got ${leaders}`)
  if (leaders === 0) return null
  const clause = MKC_RULINGS.leadership
  const why = purpose(
    'roll.mkLeadership',
    { player: side, min: settings.leadershipMin },
    `leadership roll of ${side} (d6, ${settings.leadershipMin}+)`,
  )
  const die = dice.roll(6, why, clause)
  const success = die >= settings.leadershipMin
  const roll: RollRecord = {
    ...purposeFields(why),
    clause,
    kind: 'random',
    dice: [die],
    success,
  }
  const extraActions = success ? 1 : 0
  const lines: RulingLine[] = [
    {
      key: 'leadershipActions',
      value: extraActions,
      clause,
      ...detailed('ability.leadership', '{side}: d6 {die}, {min} or more gives one extra action', {
        side,
        die,
        min: settings.leadershipMin,
      }),
    },
  ]
  return { extraActions, roll, lines }
}
