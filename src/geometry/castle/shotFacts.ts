/**
 * Every fact of the table one castle shot needs, measured in one call (`castleShotFacts`): where
 * the two ends are and what each stands on, the Mage Knight line of fire between them (`clear`,
 * `bases-only` or `blocked`, measured in `lineOfFire.ts`, the one copy the Mage Knight table facts
 * share), the outline crossings, the horizontal distance, and whether the shooter is in base
 * contact with an enemy. Which of these facts count is the rules' call
 * (src/rules/mageknight/castle/shot.ts); the line's status is decided only as far as the castle
 * rules leave no choice (ruling R-SE-1, docs/RULINGS.md).
 */
import type { Figure } from '../../scene/schema'
import type { TableWorld } from '../world/tableWorld'
import { castleEnd, castleLineOfFire, type CastleEnd, type CastleLineOfFire } from './lineOfFire'
import { castleBaseContact, horizontalDistance } from './queries'
import { outlineCrossings } from './outlineCrossings'
import type { OutlineCrossing } from './types'

export type { CastleEnd, CastleLineOfFire, CastleLineStatus } from './lineOfFire'

/** The facts of one castle shot, measured on the table as it stands. */
export interface CastleShotFacts {
  from: CastleEnd
  to: CastleEnd
  lineOfFire: CastleLineOfFire
  /** Every crossing of a standing section's outline, nearest the shooter first. */
  crossings: OutlineCrossing[]
  /** The line crosses an outer edge of a standing section (not one two sections share). */
  crossesOuterEdge: boolean
  /** Between the ends' centre points, ignoring height (cm). */
  horizontalDistanceCm: number
  /** A figure shooter whose base touches an enemy figure's base at its level (core 6). */
  shooterInEnemyBaseContact: boolean
}

/**
 * Everything the table says about a shot from `fromId` at `toId` (figure or section ids), in one
 * call. Throws naming the reference when an id is neither a figure nor a section.
 */
export function castleShotFacts(world: TableWorld, fromId: string, toId: string): CastleShotFacts {
  const from = castleEnd(world, fromId)
  const to = castleEnd(world, toId)
  const crossings = outlineCrossings(world, from.point, to.point).crossings
  return {
    from,
    to,
    lineOfFire: castleLineOfFire(world, from, to),
    crossings,
    crossesOuterEdge: crossings.some((c) => c.face === 'outer' && !c.abutting),
    horizontalDistanceCm: horizontalDistance(world, fromId, toId),
    shooterInEnemyBaseContact: from.figure !== null && inEnemyBaseContact(world, from.figure),
  }
}

/** Another side's figure whose base touches this one's, at the same level (within 0.5 cm). */
function inEnemyBaseContact(world: TableWorld, figure: Figure): boolean {
  return world.scene.figures.some(
    (other) =>
      other.side !== figure.side &&
      Math.abs(other.position[1] - figure.position[1]) <= 0.5 &&
      castleBaseContact(world, figure.id, other.id).contactFromAbove,
  )
}
