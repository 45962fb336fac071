/**
 * Plain-data answers of the geometry layer. Everything here is serialisable and free of
 * Rapier objects, so the rules core, the command line and the view can consume it alike.
 * Lengths are centimetres, points are world coordinates (Y up, table top at y = 0).
 */
export type Point3 = readonly [number, number, number]

/** What a sight ray met first before it reached the target. */
export interface RayStop {
  id: string
  kind: 'terrain' | 'figure'
  point: Point3
  /** Distance from the eye along the ray, cm. */
  distance: number
}

/** A terrain `area` a ray passes through on its way to the target (entry and exit distances, cm). */
export interface AreaCrossing {
  id: string
  entry: number
  exit: number
}

/** One ray that was actually cast from the eye toward a point of the target's silhouette. */
export interface SightRay {
  origin: Point3
  direction: Point3
  /** The point where the ray meets the target's profile cylinder on an empty table. */
  targetPoint: Point3
  targetDistance: number
  /** First solid piece or blocking figure before the target, or null. */
  stop: RayStop | null
  /** Areas crossed between the eye and the target (or the stop). */
  areas: AreaCrossing[]
  /** The area whose sight range (9.5, ruling) this ray exceeded, or null. */
  obscuredBy: string | null
  /** True when nothing stops or obscures the ray: it sees the target. */
  reaches: boolean
}

/**
 * A share of the target's silhouette (by solid angle) whose rays all meet the same things.
 * The parts of one sight answer partition the silhouette: their weights sum to 1.
 */
export interface SilhouettePart {
  weight: number
  stop: { id: string; kind: 'terrain' | 'figure' } | null
  areaIds: string[]
  obscuredBy: string | null
  reaches: boolean
}

export interface Distances {
  /** Shortest distance between the two bases (edge to edge, 4.7); 0 in base contact. */
  edge: number
  /** Between the base centres, in 3D. */
  center: number
  /** Between the base centres, ignoring height. */
  horizontal: number
  /** Target base height minus observer base height (positive: target stands higher). */
  heightDifference: number
}

/** Where on the observer's profile the eye sits. `top` is the default of the issue. */
export type EyePoint = 'top' | 'center'

export interface SightOptions {
  eye: EyePoint
  /**
   * Ruling: how the "Sichtweite" of terrain limits sight. `depth`: a ray may run at most
   * `sightRange x cmPerSightStep` cm inside such an area before it is obscured; `off`: areas
   * never obscure (they still hide for cover).
   */
  sightRangeMode: 'depth' | 'off'
  cmPerSightStep: number
  /** Grid nodes per side of each silhouette patch (nodes^2 rays, at least 8 so that >= 64 rays). */
  gridNodes: number
  /** Bisection steps along a grid edge where neighbouring samples disagree. */
  refineSteps: number
  /** Distance (cm) within which the target counts as touching a terrain piece. */
  touchTolerance: number
  /**
   * Bisection steps between two rays that are both stopped or obscured but by different things
   * (the visible share does not depend on that boundary; the split of the hidden part does).
   */
  blockerSteps: number
  /** Grid refinement factor when areas lie near the sight lines (curved sight-range boundaries). */
  areaGridFactor: number
  /** Try to prove full occlusion with a few corner rays before sampling (occlusionProof.ts). */
  occluderProof: boolean
  /**
   * R-HM.5: how far (cm) below a base the surface under each rim point may lie for the base to
   * rest there (a road tile's lip, a seam); more hangs off an edge. Not a sight question: it is
   * here because the heat map's virtual target and the stability band take it with the sight
   * settings they are judged under. As large as the highest top: the centre alone decides (R-HM.7).
   */
  supportDropCm: number
}

export interface SightAnswer {
  observerId: string
  targetId: string
  eye: Point3
  lineOfSight: boolean
  /**
   * How the answer was found: `sampled` (silhouette grid with refinement), `occluded` (corner
   * rays prove that convex pieces hide the whole target, occlusionProof.ts), `overlap` (eye
   * inside the target).
   */
  method: 'sampled' | 'occluded' | 'overlap'
  /** Share of the silhouette (by solid angle) that the eye sees, 0..1. */
  visibleFraction: number
  /** Solid angle of the silhouette, steradians (for diagnostics). */
  solidAngle: number
  parts: SilhouettePart[]
  rays: SightRay[]
  /** Terrain pieces (solid or area) that contain the observer's / target's base centre. */
  observerInside: string[]
  targetInside: string[]
  /** Terrain pieces that the target's profile cylinder touches (within touchTolerance). */
  targetTouching: string[]
  distance: Distances
}

/** The surface under a point: the highest piece top at or below a height, or the table. */
export interface Surface {
  /** A terrain piece id, or 'table'. */
  on: string
  height: number
}

/**
 * A figure stepping to (x, z): the surface it would land on there and how far it drops
 * (or how far it must climb when that surface is higher).
 */
export interface StepAnswer {
  figureId: string
  from: Point3
  landing: Point3
  landingOn: string
  /** Positive: drop height. Negative: a step up (climb) of -dropHeight. */
  dropHeight: number
  /** The figure's profile height H (prone applied). */
  profileHeight: number
  /** A ladder within reach of the point whose span covers the height change, if any. */
  ladder: string | null
}

// The castle queries' answers (castleQueries.ts), here too so that src/rules can import them
// from this one file the layer fence allows.
export type * from './castle/types'

/**
 * How the path planner may move a figure (8.5 to 8.8, 9.4). The numbers are the rules core's
 * (`src/rules/universalis/movement/pathRules.ts` builds them from the card, the profile and the settings); the
 * geometry only searches with them. Lengths in cm.
 */
export interface PathRules {
  /** 8.7: the highest rise or descent climbed without a ladder (2 x the profile height H). */
  climbLimit: number
  /** 8.7: factor on the vertical distance climbed (2). */
  climbFactor: number
  /** 8.6: factor on the length travelled on a ladder (1). */
  ladderFactor: number
  /** 8.8: the highest drop the planner may let the figure fall (H: no test; 2H: with tests; Infinity). */
  dropLimit: number
  /** 8.5: the widest gap the planner may jump; 0 for no jumping (prone). */
  jumpLimit: number
  /** Measuring slack at each limit (R-8.8b). */
  slack: number
  /** Terrain ids the figure may not enter (9.4 impassable, or avoided on purpose). */
  blockedTerrain: readonly string[]
  /** Figure ids whose bases the figure may not cross; others (friends) are passed through. */
  blockingFigures: readonly string[]
  /** Extra distance (cm) to keep from the bases of blocking figures while moving (0: base contact allowed). */
  figureClearance: number
}

export type PathSegmentKind = 'walk' | 'climb' | 'drop' | 'jump' | 'ladder'

/** One stretch of a planned move. `cost` is cm of movement, as the PathRules priced it. */
export interface PathSegment {
  kind: PathSegmentKind
  from: Point3
  to: Point3
  /** Horizontal distance between the ends, cm (for a ladder: the walks to and from it). */
  horizontal: number
  /** Height climbed up (8.7), climbed down (8.7), dropped (8.8), travelled on a ladder (8.6). */
  climbedUp: number
  climbedDown: number
  dropped: number
  laddered: number
  /** Jump: the widest stretch of lower ground crossed (gapAlong, to 0.001 cm). */
  gap: number | null
  /** Ladder id for a ladder segment. */
  ladder: string | null
  cost: number
}

/** A stretch of the move (in cm of movement from the start) during which the base centre is in or on these pieces (9.1). */
export interface TerrainStretch {
  ids: string[]
  from: number
  to: number
}

export interface PathAnswer {
  figureId: string
  found: boolean
  /** Why no path: the goal is off the table, no place to stand there, occupied, or unreachable. */
  reason: 'off-table' | 'not-standable' | 'blocked' | 'occupied' | 'no-path' | null
  start: Point3
  goal: Point3 | null
  /** Corner points of the path, start to goal. */
  points: Point3[]
  segments: PathSegment[]
  /** cm of movement (walks and jumps as measured, climbs with the vertical doubled, drops free). */
  cost: number
  /** Distance the base actually travels (8.9): horizontal plus vertical, ladders along their length. */
  travelled: number
  finalSurface: Surface | null
  terrain: TerrainStretch[]
  /** The figure's cylinder (prone applied). */
  profile: { radius: number; height: number }
  /** At the goal: every other figure's base edge distance (4.7), nearest first. */
  endFigures: { id: string; side: string; edge: number }[]
  /** Levels where the figure could stand at the goal's (x, z), for a `not-standable` answer. */
  levelsAtGoal: number[]
}
