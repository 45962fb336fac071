import { piecesContaining, piecesTouching } from './contact'
import { figureDistances } from './distances'
import { DEFAULT_SIGHT_OPTIONS, requireFigure, sightSamples } from './sight'
import type { TableWorld } from './tableWorld'
import type { SightAnswer, SightOptions } from './types'

/**
 * Everything the geometry knows about one observer/target pair, as plain data: the silhouette
 * partition and its rays, line of sight, visible share, the pieces each figure stands inside,
 * the pieces the target touches, and the distances of 4.7.
 */
export function computeSight(world: TableWorld, fromId: string, toId: string, options: Partial<SightOptions> = {}): SightAnswer {
  const opts = { ...DEFAULT_SIGHT_OPTIONS, ...options }
  const observer = requireFigure(world, fromId)
  const target = requireFigure(world, toId)
  const { eye, rays, parts, solidAngle } = sightSamples(world, fromId, toId, opts)
  const visibleFraction = Math.min(1, parts.filter((p) => p.reaches).reduce((sum, p) => sum + p.weight, 0))
  return {
    observerId: fromId,
    targetId: toId,
    eye,
    // 4.3: sight exists when any straight line reaches the profile; a part that reaches holds
    // at least one ray that did (the partition only names classes it sampled).
    lineOfSight: parts.some((p) => p.reaches) || rays.some((r) => r.reaches),
    visibleFraction,
    solidAngle,
    parts,
    rays,
    observerInside: piecesContaining(world, observer.position),
    targetInside: piecesContaining(world, target.position),
    targetTouching: piecesTouching(world, toId, opts.touchTolerance),
    distance: figureDistances(observer, target),
  }
}
