import type { Point2 } from '../../../math/planar'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, purposeFields, type Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { movementAbilities } from './abilities'
import { CORE } from './clauses'
import { isEliminated, statsOf, type MkPiece } from './dial'
import { roundInches } from './ranged'
import { inches } from '../../../math/units'

import { refuse, type Resolution } from './refusals'
import { MKC_RULINGS, type MkCoreSettings } from './settings'

/** Inches as a ruling shows them (1/100 inch). */
const shownIn = (v: number): number => roundInches(inches(v))

/**
 * A one-dial figure's move (MAGE-KNIGHT-CORE.md 4-6): up to its speed in inches along the path
 * the judge measured, not through other bases or blocking terrain unless it flies (the wing
 * symbol or Flight), never ending on another base; a figure in base contact with an opponent
 * must break away first (a d6, R-MKC-2): when that fails the action is spent and the figure stays,
 * but may still turn (the large figures' "nor turn", 000 "Allgemeine Regeln", is their exception).
 */

/** The facts of a move this rule reads (engine/types.ts MkMoveFacts has them all). */
export interface CoreMoveFacts {
  to: Point2
  pathIn: number
  enemiesInContact: readonly string[]
  basesCrossed: readonly { id: string; atIn: number }[]
  blockedAtIn: number | null
  endOverlaps: readonly string[]
}

export interface MoveRuling {
  /** False when breaking away failed: the figure stays where it is. */
  moved: boolean
  /** The facing after the move: the player's choice, kept on a failed break away too (it may turn). */
  facingDeg: number | null
  speedIn: number
  flying: boolean
  lines: RulingLine[]
  rolls: RollRecord[]
}

/** A path shorter than this (in) is a turn on the spot: no speed needed, no breaking away. */
export const TURN_ONLY_IN = 0.01
/** A base first touched this close to the goal is touched at the goal (contact), not crossed. */
const CROSS_SLACK_IN = 0.05

/** Flying figures ignore bases and terrain on the way (core 4; the wing symbol, or Flight on the click, R-MKC-10). */
export const fliesNow = (piece: MkPiece, dial = 0, settings?: MkCoreSettings): boolean =>
  movementAbilities(statsOf(piece, dial).abilities, { speedSymbol: piece.dials[dial].speedSymbol }, settings).flight

/** Is a move of `facts` allowed, and does the figure break away? Rolls the d6 only when it must. */
export function moveFigure(
  piece: MkPiece,
  facts: CoreMoveFacts,
  dice: Dice,
  settings: MkCoreSettings,
  options: { facingDeg?: number; dial?: number; breakAwayMin?: number } = {},
): Resolution<MoveRuling> {
  const dial = options.dial ?? 0
  if (!Number.isFinite(facts.pathIn) || facts.pathIn < 0) throw new RangeError(`moveFigure: pathIn must be >= 0, got ${facts.pathIn}`)
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game`, CORE.damage)
  const stats = statsOf(piece, dial)
  if (stats.speed === null) return refuse('piece-cannot-move', `${piece.id} has no speed value: castle sections never move`, CORE.dial)
  const turnOnly = facts.pathIn < TURN_ONLY_IN
  const movement = movementAbilities(stats.abilities, { speedSymbol: piece.dials[dial].speedSymbol }, settings)
  const flying = movement.flight
  // R-MKC-2, R-MKC-10: a flyer breaks away more easily; options.breakAwayMin is a supplement's own (000: large figures fail only on a 1).
  const breakAwayMin = options.breakAwayMin ?? movement.breakAwayMin
  const lines: RulingLine[] = [
    {
      key: 'mk.move',
      value: shownIn(facts.pathIn),
      clause: CORE.distances,
      ...detailed('mk.move', '{piece}: {path} in of speed {speed} in', {
        piece: piece.id,
        path: shownIn(facts.pathIn),
        speed: stats.speed,
      }),
    },
  ]
  if (!turnOnly) {
    if (facts.pathIn > stats.speed + 1e-9)
      return refuse('beyond-speed', `${piece.id} moves ${shownIn(facts.pathIn)} in, its speed is ${stats.speed} in`, CORE.dial, {
        pathIn: shownIn(facts.pathIn),
        speedIn: stats.speed,
      })
    const crossed = facts.basesCrossed.find((b) => b.atIn < facts.pathIn - CROSS_SLACK_IN)
    if (crossed && !flying)
      return refuse(
        'path-through-base',
        `${piece.id} would move through the base of ${crossed.id}; only flying figures may`,
        CORE.baseContact,
        {
          base: crossed.id,
        },
      )
    if (facts.blockedAtIn !== null && !flying)
      return refuse('path-blocked', `blocking terrain stops ${piece.id} after ${shownIn(facts.blockedAtIn)} in`, CORE.distances, {
        atIn: shownIn(facts.blockedAtIn),
      })
  }
  if (facts.endOverlaps.length > 0)
    return refuse('goal-occupied', `${piece.id} cannot stand there: it would overlap ${facts.endOverlaps.join(', ')}`, CORE.base, {
      overlaps: facts.endOverlaps.join(', '),
    })
  const rolls: RollRecord[] = []
  let moved = true
  if (!turnOnly && facts.enemiesInContact.length > 0) {
    const why = purpose('roll.mkBreakAway', { figure: piece.id }, `break away of ${piece.id}`)
    const die = dice.roll(6, why, MKC_RULINGS.breakAway)
    moved = die >= breakAwayMin
    rolls.push({
      ...purposeFields(why),
      clause: MKC_RULINGS.breakAway,
      kind: 'attribute',
      dice: [die],
      target: breakAwayMin,
      success: moved,
    })
    lines.push({
      key: 'mk.breakAway',
      value: moved,
      clause: MKC_RULINGS.breakAway,
      ...detailed('mk.breakAway', 'd6 {die}, needs {min}: {outcome}', {
        die,
        min: breakAwayMin,
        outcome: moved ? 'breaks away' : 'stays',
      }),
    })
  }
  return {
    ok: true,
    value: { moved, facingDeg: options.facingDeg ?? null, speedIn: stats.speed, flying, lines, rolls },
    breakdown: { modifiers: [], rolls, lines },
  }
}
