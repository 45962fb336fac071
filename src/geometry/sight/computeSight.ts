import { piecesContaining, piecesTouchingFigure } from '../measure/contact'
import { figureDistances } from '../measure/distances'
import { DEFAULT_SIGHT_OPTIONS } from './sightOptions'
import { sightSamplesOf } from './sight'
import type { Collider } from '@dimforge/rapier3d-compat'
import type { Figure, TerrainPiece } from '../../scene/schema'
import type { TableWorld } from '../world/tableWorld'
import type { SightAnswer, SightOptions, SilhouettePart } from '../types'

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
    touching: piecesTouchingFigure(world, figure, tolerance),
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
  if (fromId === toId) throw new Error(`geometry: observer and target are the same figure "${fromId}"`)
  const target = world.requireFigure(toId)
  return computeSightOf(world, world.requireFigure(fromId), target, world.colliderOf('figure', target.id), options)
}

/**
 * As computeSight, for figure records; the target may be one that is not in the world (a
 * virtual target, virtualTarget.ts): then `targetCollider` is undefined and its contact with
 * the terrain is measured from its record alone.
 */
export function computeSightOf(
  world: TableWorld,
  observer: Figure,
  target: Figure,
  targetCollider: Collider | undefined,
  options: Partial<SightOptions> = {},
): SightAnswer {
  const opts = { ...DEFAULT_SIGHT_OPTIONS, ...options }
  const fromId = observer.id
  const toId = target.id
  const { eye, rays, parts, solidAngle, method } = sightSamplesOf(world, observer, target, targetCollider, opts)
  const visibleFraction = visibleShareOf(parts)
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

/** The share of the silhouette the eye sees: the weights of the parts whose rays reach. */
const visibleShareOf = (parts: readonly SilhouettePart[]): number =>
  Math.min(
    1,
    parts.filter((p) => p.reaches).reduce((sum, p) => sum + p.weight, 0),
  )

/** What a cover ruling needs of a pair and nothing more (rules' coverShares): no rays, distances or contact. */
export type CoverFacts = Pick<SightAnswer, 'lineOfSight' | 'visibleFraction' | 'parts' | 'observerInside' | 'targetInside'>

/**
 * As computeSightOf, the facts a heat map cell needs: the same partition, line of sight,
 * visible share and containment (equal to computeSightOf's to the bit: one sampler, one sum),
 * without keeping a ray and without the target's contact with terrain (armour bonus, not
 * cover). The observer's containment is remembered as computeSightOf's is; the target's is
 * asked afresh, since a heat map's target is a new record at every cell.
 */
export function coverFactsOf(
  world: TableWorld,
  observer: Figure,
  target: Figure,
  targetCollider: Collider | undefined,
  options: Partial<SightOptions> = {},
): CoverFacts {
  const opts = { ...DEFAULT_SIGHT_OPTIONS, ...options }
  const { parts } = sightSamplesOf(world, observer, target, targetCollider, opts, false)
  const visibleFraction = visibleShareOf(parts)
  return {
    lineOfSight: visibleFraction > 0,
    visibleFraction,
    parts,
    observerInside: contactOf(world, observer, opts.touchTolerance).inside,
    targetInside: piecesContaining(world, target.position),
  }
}
