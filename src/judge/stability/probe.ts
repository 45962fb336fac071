import { coverFactsOf } from '../../geometry/sight/computeSight'
import { figureDistances } from '../../geometry/measure/distances'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { SightOptions } from '../../geometry/types'
import { coverShares } from '../../rules/universalis/sight'
import type { CoverSettings } from '../../rules/universalis/sight'
import type { CoverLevel } from '../../scene/terrainTypes'
import type { Figure } from '../../scene/schema'
import { bandAt, type BandQuestion } from './band'
import type { StabilityMover } from './types'

/**
 * The pair's facts with one figure moved by an offset, asked of the caller's world without
 * changing it (issue 15: never move the caller's figures). A moved figure is a record at the new
 * place, as the heat map's virtual target (virtualTarget.ts): sight rays run to the target's
 * profile cylinder whether a collider stands there or not, and the target's own collider (left
 * behind at the old place) is excluded from the casts as computeSight excludes it. A moved
 * shooter's own collider never stops its rays (friends never block, 4.3), so it may stay behind.
 * Cover is the judge's rule on the same partition (coverShares, as judgeSight's judgeCover), with
 * the figure list showing the moved figure where it now stands.
 */

export interface PairFacts {
  lineOfSight: boolean
  cover: CoverLevel
  /** null: no weapon asked (or none with bands). */
  band: number | 'out-of-range' | null
}

export interface StabilityPair {
  world: TableWorld
  shooter: Figure
  target: Figure
  sight: SightOptions
  cover: CoverSettings
  band: BandQuestion | null
}

export const movedBy = (figure: Figure, [dx, dy, dz]: readonly [number, number, number]): Figure => ({
  ...figure,
  position: [figure.position[0] + dx, figure.position[1] + dy, figure.position[2] + dz],
})

/** The facts of the pair with `mover` displaced by `offset` (cm). */
export function factsWithMove(pair: StabilityPair, mover: StabilityMover, offset: readonly [number, number, number]): PairFacts {
  const { world } = pair
  const shooter = mover === 'shooter' ? movedBy(pair.shooter, offset) : pair.shooter
  const target = mover === 'target' ? movedBy(pair.target, offset) : pair.target
  const moved = mover === 'shooter' ? shooter : target
  const figures = world.scene.figures.map((f) => (f.id === moved.id ? moved : f))
  const facts = coverFactsOf(world, shooter, target, world.colliderOf('figure', pair.target.id), pair.sight)
  const { cover } = coverShares({ observer: shooter, target, figures, terrain: world.terrain, sight: facts }, pair.cover)
  const band = pair.band ? bandAt(pair.band, figureDistances(shooter, target).edge) : null
  return { lineOfSight: facts.lineOfSight, cover, band }
}
