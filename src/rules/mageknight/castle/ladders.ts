import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CASTLE } from '../core/clauses'
import { refuse, type Resolution } from './refusals'

/**
 * Castle ladders (001 "Planken und Leitern"): the castle player gets one ladder for every three
 * wall sections, set beside a wall as an extra access point to its walkway. In play a moving
 * formation carries at most one ladder without losing movement; given a move action and not
 * moving, it sets its ladder up beside a wall section (creating an access point) or takes one
 * away — taking away only while no enemy figure touches that access point.
 */

/** Sections that count as "Mauersektionen" for the allowance: plain walls and walls with a gateway. */
export const WALL_KINDS = ['wall', 'wallGateway'] as const

/** One ladder per three wall sections, rounded down ("für jeweils drei Mauersektionen eine Leiter"). */
export function ladderAllowance(wallSections: number): number {
  if (!Number.isInteger(wallSections) || wallSections < 0)
    throw new RangeError(`wallSections: expected a whole number >= 0, got ${wallSections}`)
  return Math.floor(wallSections / 3)
}

/** The set-up check of the allowance: a problem line when the castle player placed more ladders than allowed. */
export function checkLadderAllowance(ladders: number, wallSections: number): { allowed: number; ok: boolean; line: RulingLine } {
  const allowed = ladderAllowance(wallSections)
  const ok = ladders <= allowed
  return {
    allowed,
    ok,
    line: {
      key: 'castle.ladders',
      value: `${ladders} of ${allowed}`,
      clause: CASTLE.laddersPlanks,
      ...(ok
        ? detailed('castle.ladders', '{walls} wall sections allow {allowed}', { walls: wallSections, allowed })
        : detailed('castle.ladders.tooMany', '{ladders} ladders placed, {walls} wall sections allow only {allowed}', {
            ladders,
            walls: wallSections,
            allowed,
          })),
    },
  }
}

/** A formation (or single figure) that may carry a ladder. */
export interface LadderCarrier {
  id: string
  /** Ladders it carries now (at most one, 001). */
  carrying: number
  /** Was it given a move action this turn and did not move? Setting up and taking away need exactly that. */
  movedActionWithoutMoving: boolean
}

/** Picking up a ladder to carry: at most one per moving formation. */
export function pickUpLadder(carrier: LadderCarrier): Resolution<LadderCarrier> {
  if (carrier.carrying >= 1)
    return refuse(
      'carries-a-ladder-already',
      `${carrier.id} already carries a ladder; a formation carries at most one`,
      CASTLE.laddersPlanks,
    )
  return {
    ok: true,
    value: { ...carrier, carrying: 1 },
    breakdown: {
      modifiers: [],
      rolls: [],
      lines: [
        {
          key: 'castle.ladder.carry',
          value: carrier.id,
          clause: CASTLE.laddersPlanks,
          ...detailed('castle.ladder.carry', 'carried without losing movement'),
        },
      ],
    },
  }
}

/** Setting the carried ladder up beside a wall section: it becomes an access point of that wall. */
export function setUpLadder(carrier: LadderCarrier, wall: { id: string; kind: string }, besideWall: boolean): Resolution<LadderCarrier> {
  const clause = CASTLE.laddersPlanks
  if (carrier.carrying < 1) return refuse('carries-no-ladder', `${carrier.id} carries no ladder`, clause)
  if (!carrier.movedActionWithoutMoving)
    return refuse(
      'ladder-needs-move-action-without-moving',
      `${carrier.id} sets a ladder up by taking a move action and not moving`,
      clause,
    )
  if (!(WALL_KINDS as readonly string[]).includes(wall.kind))
    return refuse('ladder-only-beside-wall', `ladders stand beside wall sections; ${wall.id} is a ${wall.kind}`, clause)
  if (!besideWall) return refuse('carrier-not-beside-wall', `${carrier.id} must stand beside ${wall.id} to set the ladder up there`, clause)
  return {
    ok: true,
    value: { ...carrier, carrying: 0 },
    breakdown: {
      modifiers: [],
      rolls: [],
      lines: [
        {
          key: 'castle.ladder.setUp',
          value: wall.id,
          clause,
          ...detailed('castle.ladder.setUp', 'a new access point of {wall}', { wall: wall.id }),
        },
      ],
    },
  }
}

/** Taking a ladder away: the same action, refused while an enemy figure touches its access point. */
export function takeAwayLadder(
  carrier: LadderCarrier,
  ladderId: string,
  enemiesTouchingAccess: readonly string[],
): Resolution<LadderCarrier> {
  const clause = CASTLE.laddersPlanks
  if (!carrier.movedActionWithoutMoving)
    return refuse(
      'ladder-needs-move-action-without-moving',
      `${carrier.id} takes a ladder away by taking a move action and not moving`,
      clause,
    )
  if (enemiesTouchingAccess.length > 0)
    return refuse('enemy-at-ladder', `enemy figures touch the access point of ${ladderId}: ${enemiesTouchingAccess.join(', ')}`, clause, {
      ladder: ladderId,
      enemies: enemiesTouchingAccess.join(', '),
    })
  if (carrier.carrying >= 1)
    return refuse('carries-a-ladder-already', `${carrier.id} already carries a ladder; a formation carries at most one`, clause)
  return {
    ok: true,
    value: { ...carrier, carrying: 1 },
    breakdown: { modifiers: [], rolls: [], lines: [{ key: 'castle.ladder.takenAway', value: ladderId, clause }] },
  }
}
