import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, purposeFields, type Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { LARGE } from '../core/clauses'
import type { MkPiece } from '../core/dial'
import { breakAwayMinimum } from './exemptions'
import { allowed, type Resolution } from './refusals'
import { requireLarge } from './sections'

/**
 * 000 "Lösen" with 000 "Allgemeine Regeln": when opposing heroes touch a large figure as its move
 * begins, it makes one break-away roll, however many heroes touch however many sections. It fails
 * only on a 1, and a failed attempt forbids turning too: the figure stays as it stands.
 */

export interface BreakAway {
  /** A roll was needed (an opposing hero touched the figure when the move began). */
  rolled: boolean
  die: number | null
  succeeded: boolean
  /** May it move at all (a turn included)? */
  mayMove: boolean
  lines: RulingLine[]
}

/** The break-away roll of a large figure's move; `enemiesInContact` counts the opposing heroes touching it at the start. */
export function largeBreakAway(dice: Dice, piece: MkPiece, enemiesInContact: number): Resolution<BreakAway> {
  requireLarge(piece, 'largeBreakAway')
  if (!Number.isInteger(enemiesInContact) || enemiesInContact < 0)
    throw new RangeError(`rules/mageknight/large largeBreakAway: enemiesInContact must be a whole number >= 0, got ${enemiesInContact}`)
  if (enemiesInContact === 0) {
    const lines: RulingLine[] = [{ key: 'largeBreakAway', value: 'not needed', clause: LARGE.breakAway }]
    return allowed({ rolled: false, die: null, succeeded: true, mayMove: true, lines }, lines)
  }
  const min = breakAwayMinimum(piece)
  const why = purpose('roll.mkLargeBreakAway', { figure: piece.id }, `break away of ${piece.id} (one roll for the whole large figure)`)
  const die = dice.roll(6, why, LARGE.breakAway)
  const succeeded = die >= min.min
  const lines: RulingLine[] = [
    min.line,
    {
      key: 'largeBreakAway',
      value: succeeded,
      clause: succeeded ? LARGE.breakAway : LARGE.general,
      ...detailed('large.breakAway', '{piece} rolls {die} with {enemies} opposing hero(es) in contact: {outcome}', {
        piece: piece.id,
        die,
        enemies: enemiesInContact,
        outcome: succeeded ? 'breaks away' : 'stays, not even turning',
      }),
    },
  ]
  const roll: RollRecord = {
    ...purposeFields(why),
    clause: LARGE.breakAway,
    kind: 'random',
    dice: [die],
    success: succeeded,
  }
  return allowed({ rolled: true, die, succeeded, mayMove: succeeded, lines }, lines, [roll])
}
