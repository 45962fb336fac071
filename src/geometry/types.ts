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
export type * from './castleTypes'
