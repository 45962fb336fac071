import { piecesContaining, piecesTouching } from '../measure/contact'
import { figureDistances } from '../measure/distances'
import { DEFAULT_SIGHT_OPTIONS } from './sightOptions'
import { sightSamples } from './sight'
import type { Figure, TerrainPiece } from '../../scene/schema'
import type { TableWorld } from '../world/tableWorld'
import type { SightAnswer, SightOptions } from '../types'

interface FigureContact {
  terrain: readonly TerrainPiece[]
  tolerance: number
  inside: string[]
  touching: string[]
}

// Containment and contact depend only on the figure's record and the terrain list; records are
// replaced, never mutated, when anything moves, so identity is a safe key. Judging every pair
// of a table asks about each figure many times.
const contactMemo = new WeakMap<Figure, FigureContact>()

function contactOf(world: TableWorld, figure: Figure, tolerance: number): FigureContact {
  const known = contactMemo.get(figure)
  if (known && known.terrain === world.terrain && known.tolerance === tolerance) return known
  const fresh = {
    terrain: world.terrain,
    tolerance,
    inside: piecesContaining(world, figure.position),
    touching: piecesTouching(world, figure.id, tolerance),
  }
  contactMemo.set(figure, fresh)
  return fresh
}

/**
 * Everything the geometry knows about one observer/target pair, as plain data: the silhouette
 * partition and its rays, line of sight, visible share, the pieces each figure stands inside,
 * the pieces the target touches, and the distances of 4.7.
 */
export function computeSight(world: TableWorld, fromId: string, toId: string, options: Partial<SightOptions> = {}): SightAnswer {
  const opts = { ...DEFAULT_SIGHT_OPTIONS, ...options }
  const observer = world.requireFigure(fromId)
  const target = world.requireFigure(toId)
  const { eye, rays, parts, solidAngle, method } = sightSamples(world, fromId, toId, opts)
  const visibleFraction = Math.min(
    1,
    parts.filter((p) => p.reaches).reduce((sum, p) => sum + p.weight, 0),
  )
  return {
    observerId: fromId,
    targetId: toId,
    eye,
    method,
    // 4.3: sight exists when any straight line reaches the profile, that is when some of the
    // silhouette is seen. Decided here from the share alone, so that the two never disagree:
    // the sampler gives every ray it saw reach a share of its own (hiddenSquare.ts), so a ray
    // that reaches means a share above 0 (sight.properties.test.ts checks both).
    lineOfSight: visibleFraction > 0,
    visibleFraction,
    solidAngle,
    parts,
    rays,
    observerInside: contactOf(world, observer, opts.touchTolerance).inside,
    targetInside: contactOf(world, target, opts.touchTolerance).inside,
    targetTouching: contactOf(world, target, opts.touchTolerance).touching,
    distance: figureDistances(observer, target),
  }
}
