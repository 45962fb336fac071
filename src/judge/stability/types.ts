import type { CoverLevel } from '../../scene/terrainTypes'

/**
 * The stability band of a sight ruling (issue 15, part 2) as plain data: for each fact the
 * ruling rests on and each figure of the pair, the smallest move found that changes it.
 */

/** The facts a move can change: sight (4.3), the cover level (9.x) and, with a weapon, the range band (14.7). */
export type StabilityFact = 'lineOfSight' | 'cover' | 'rangeBand'
export type StabilityMover = 'target' | 'shooter'

/** North is −z, east is +x (the scene's axes seen from above); up and down are ±y. */
export type CompassWord = 'north' | 'north-east' | 'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west' | 'up' | 'down'

/** The sixteen points of the compass, said beside a bearing in degrees (R-SB.3). */
export type CompassPoint =
  | 'north'
  | 'north-north-east'
  | 'north-east'
  | 'east-north-east'
  | 'east'
  | 'east-south-east'
  | 'south-east'
  | 'south-south-east'
  | 'south'
  | 'south-south-west'
  | 'south-west'
  | 'west-south-west'
  | 'west'
  | 'west-north-west'
  | 'north-west'
  | 'north-north-west'

/** A fact's value: sight yes/no, a cover level, a 1-based band or out of range. */
export type FactValue = boolean | CoverLevel | number | 'out-of-range'

export interface StabilityEntry {
  fact: StabilityFact
  mover: StabilityMover
  /** The value now. */
  now: FactValue
  /** 'changes': a move within the search radius changes it; 'stable': none found; 'not-applicable': cover without sight. */
  status: 'changes' | 'stable' | 'not-applicable'
  /** cm, the smallest move found (resolved to `resolutionCm`, the first changed position); null unless 'changes'. */
  distanceCm: number | null
  /**
   * The nearest of eight words (up, down for a vertical move): a label for the ring's tick, not a
   * direction to follow, since it may be 22.5° off the bearing (R-SB.3).
   */
  direction: CompassWord | null
  /** Degrees clockwise from north seen from above (east 90); null for up, down or no change. The move to follow. */
  bearingDeg: number | null
  /**
   * The nearest of sixteen points to `bearingDeg`, said beside it ("toward 120°, east-south-east");
   * null when it is null. Optional only for reports made before it (the judge always sets it).
   */
  compassPoint?: CompassPoint | null
  /** What the fact becomes there. */
  becomes: FactValue | null
}

export interface StabilityReport {
  /** cm: moves up to this far were searched; "stable" means stable at least this far. */
  searchRadiusCm: number
  /** cm: each distance is found to within this. */
  resolutionCm: number
  /**
   * cm: a 'changes' distance is no more than this longer than the smallest move to a place the
   * figure can stand (R-SB.1, R-SB.2), over all bearings, unless a change narrower than the march
   * step was stepped over; the distance itself is a changed position, never short of one.
   * This and the next are optional only for reports made before them (the judge always sets them).
   */
  toleranceCm?: number
  /** Degrees: the bracket around a best bearing left by its refinement, either side (R-SB.2). */
  bearingToleranceDeg?: number
  /** Degrees between the sampled horizontal directions (before refining the best ones). */
  directionStepDeg: number
  /** How many pair judgements the search cost (the bench's unit of work). */
  probes: number
  entries: StabilityEntry[]
  /** The weapon whose range bands were searched; absent when none was (no weapon asked or none with bands). */
  weapon?: string
}

export interface StabilityOptions {
  searchRadiusCm: number
  resolutionCm: number
  directionStepDeg: number
  /** cm between positions tried along a direction before bisecting (a change narrower than this may be missed). */
  marchStepCm: number
}

export const DEFAULT_STABILITY_OPTIONS: StabilityOptions = {
  searchRadiusCm: 10,
  resolutionCm: 0.05,
  directionStepDeg: 5,
  marchStepCm: 0.5,
}
