import type { Point3 } from '../../../geometry/types'

/**
 * The table facts the round, threat and state rules need, precomputed by the geometry layer
 * (the judge) as plain data. Pairs may be given in either direction; lookups try both.
 */
export interface TableFacts {
  /** 4.7: distances between base edges in cm, `distancesCm[a][b]`. */
  distancesCm: Record<string, Record<string, number>>
  /** Ids of the models in base contact with each model (distance 0, 4.7). */
  baseContacts: Record<string, readonly string[]>
  /** `perceives[a][b]`: b is within a's perception range and in its line of sight (4.6). */
  perceives: Record<string, Record<string, boolean>>
  /**
   * 11.4.1: for panicking models, the path to the nearest table edge that uses the terrain as its
   * movement type allows (no pointless jumps off buildings), from the movement layer.
   */
  pathToNearestEdge?: Record<string, EdgePath>
}

/** A path from the movement layer toward the nearest table edge. */
export interface EdgePath {
  /** Length in cm as the movement rules measure it. */
  lengthCm: number
  waypoints?: readonly Point3[]
  /** Which edge (e.g. `north`). */
  edge?: string
}

export const noFacts = (): TableFacts => ({ distancesCm: {}, baseContacts: {}, perceives: {} })

/** Edge distance a-b (4.7) or undefined when the facts do not hold it. */
export function distanceCm(facts: TableFacts, a: string, b: string): number | undefined {
  const d = facts.distancesCm[a]?.[b] ?? facts.distancesCm[b]?.[a]
  if (d !== undefined && !(Number.isFinite(d) && d >= 0))
    throw new RangeError(`distancesCm[${a}][${b}]: expected a distance >= 0, got ${d}`)
  return d
}

export const inBaseContact = (facts: TableFacts, a: string, b: string): boolean =>
  (facts.baseContacts[a]?.includes(b) ?? false) || (facts.baseContacts[b]?.includes(a) ?? false)

/** Perception is not symmetric (ranges differ): only `perceives[a][b]` counts. */
export const perceives = (facts: TableFacts, a: string, b: string): boolean => facts.perceives[a]?.[b] === true
