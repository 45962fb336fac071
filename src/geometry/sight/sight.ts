import { figureCylinder } from '../../scene/overlaps'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../world/groups'
import type { Collider } from '@dimforge/rapier3d-compat'
import { crossAreaFrom, localOrigins, span } from './areaCrossing'
import { nearbyAreas, sightLimit } from './nearbyAreas'
import { crossingsOf, Ray, Stop, vec3 } from './rayRecords'
import { proveOccluded } from './occlusionProof'
import { enclosingCone } from './occluderProof'
import { SightCaster } from './caster'
import { unitLeftOut } from './casterCandidates'
import { areaOutsidePlanes } from './pyramid'
import { CasterProof } from './hiddenSquare'
import { partitionPatch } from './silhouetteSampler'
import { RayClasses } from './rayClasses'
import { eyeInsideCylinder, patchSolidAngle, visiblePatches } from './targetSurface'
import type { TableWorld } from '../world/tableWorld'
import type { Figure } from '../../scene/schema'
import type { Point3, SightAnswer, SightOptions, SightRay } from '../types'
import { DEFAULT_SIGHT_OPTIONS, eyeOf } from './sightOptions'

/**
 * Which cast rays the answer keeps: all of the grid and its refinement; none of the proofs'
 * own; of the search for slits inside hidden squares (hiddenSquare.ts), only those that reach
 * (the search can cast hundreds that meet what the grid already showed; kept, they would all
 * live as long as the answer, for nothing to draw).
 */
const KEEP_NONE = 0
const KEEP = 1
const KEEP_IF_REACHES = 2

const reachesKey = (key: string): boolean => key[0] === 'R'
/** The target point of the sampled rays (see classify in sightSamples). */
const targetScratch: number[] = [0.5, 0.5, 0.5]

/** Nodes per side of a cap patch, relative to the side patch's for the same share (see sightSamples). */
const CAP_NODES = 1.5

/**
 * Samples the target's silhouette from the observer's eye and says, by solid angle, which
 * share the eye sees and what hides the rest. See silhouetteSampler.ts for the refinement.
 * The observer's friends never block (4.3); every other figure does; the target itself is
 * excluded. Areas do not stop rays; they are recorded per ray, and (ruling) obscure a
 * ray that runs deeper inside them than their sight range allows.
 */
export function sightSamples(world: TableWorld, fromId: string, toId: string, options: Partial<SightOptions> = {}) {
  if (fromId === toId) throw new Error(`geometry: observer and target are the same figure "${fromId}"`)
  const target = world.requireFigure(toId)
  return sightSamplesOf(world, world.requireFigure(fromId), target, world.colliderOf('figure', target.id), options)
}

/**
 * As sightSamples, for figure records: `target` need not be in the world (virtualTarget.ts).
 * Its rays are cast to points of its profile cylinder, so the cylinder is the target whether a
 * collider stands for it or not; `targetCollider` (the world's own, when it has one) is left
 * out of the casts so that it cannot stop a ray before the target's surface.
 *
 * `recordRays` false: the same rays are cast and classified (the parts and their weights are
 * the same), but none is kept in `rays`, which is then empty; and a pair with nothing in its
 * sight pyramid is answered without casting at all (all of it reaches). A heat map asks
 * thousands of positions and draws no ray; keeping them was most of its garbage.
 */
export function sightSamplesOf(
  world: TableWorld,
  observer: Figure,
  target: Figure,
  targetCollider: Collider | undefined,
  options: Partial<SightOptions> = {},
  recordRays = true,
) {
  const opts = { ...DEFAULT_SIGHT_OPTIONS, ...options }
  const eye = eyeOf(observer, opts.eye)
  const cylinder = figureCylinder(target)
  const rays: SightRay[] = []

  if (eyeInsideCylinder(eye, cylinder)) {
    // Overlapping figures (a scene warning): the target fills the whole view.
    const clear = { weight: 1, stop: null, areaIds: [], obscuredBy: null, reaches: true }
    return { eye, rays, parts: [clear], solidAngle: 4 * Math.PI, method: 'overlap' as SightMethod }
  }

  const R = world.rapier
  const ray = new R.Ray({ x: eye[0], y: eye[1], z: eye[2] }, { x: 0, y: 0, z: 1 })
  const groups = interactionGroups(0xffff, GROUP_SOLID | (ALL_FIGURES & ~world.sideBitOf(observer.side)))
  const cone = enclosingCone(eye, cylinder)
  const leftOut = unitLeftOut(world, observer, targetCollider === undefined ? null : target)
  const caster = SightCaster.create(world, eye, cone, groups, targetCollider, ray, leftOut)
  // Areas that a sight ray can cross: near the eye and target, and (with a pyramid) not wholly
  // outside it. Each is checked on every ray, so the fewer the better.
  const planes = caster.planes
  const areas = nearbyAreas(world, eye, cylinder).filter((area) => planes === null || !areaOutsidePlanes(area, planes))
  if (!recordRays && planes !== null && caster.candidates === 0 && areas.length === 0) {
    // Nothing inside the sight pyramid can stop a ray and no area can obscure one: every ray
    // the grid would cast reaches, so the partition is one reaching part of the whole
    // silhouette. Without rays to keep, there is nothing left to cast for. (The one caller that
    // keeps no rays, coverFactsOf, reads the parts only: the solid angle is not measured, NaN
    // as for a proof; src/judge/heatmap/cells.test.ts holds the parts equal to the sampled ones
    // on two shipped scenes.)
    const clear = { weight: 1, stop: null, areaIds: [], obscuredBy: null, reaches: true }
    return { eye, rays, parts: [clear], solidAngle: Number.NaN, method: 'sampled' as SightMethod }
  }
  // Per nearby area, once per pair: how deep a ray may run inside it before it is obscured.
  // (Infinity: no limit.) The per-pair arrays that each ray reads hold doubles from the start:
  // their elements kind is then the same on every pair, and the ray's optimised code does not
  // meet a new array map pair after pair (a deopt each time, and in the end generic loads).
  const limits: number[] = [0.5]
  limits.length = 0
  for (const area of areas) limits.push(sightLimit(world, area.id, opts) ?? Infinity)
  const areaCount = areas.length
  const classes = new RayClasses(world, caster, areas)
  const parts = classes.parts
  const local = localOrigins(areas, eye[0], eye[1], eye[2])

  /**
   * Casts the ray from the eye to a target point; returns its class key, and records the ray
   * as `record` asks (KEEP...). `known`: the candidate already known to stop the ray first (then only its
   * distance is measured).
   */
  const castTo = (p: Point3, record: number, known = -1): string => {
    const dx = p[0] - eye[0]
    const dy = p[1] - eye[1]
    const dz = p[2] - eye[2]
    const dist = Math.sqrt(dx * dx + dy * dy + dz * dz)
    const ux = dx / dist
    const uy = dy / dist
    const uz = dz / dist
    let who: ReturnType<RayClasses['whoAt']> | null = null
    let reach = dist
    // The ray goes to the caster and the area test through one buffer (see SightCaster.dir).
    const dir = caster.dir
    dir[0] = ux
    dir[1] = uy
    dir[2] = uz
    dir[3] = dist * (1 - 1e-7)
    if (known >= 0 && caster.castOneDir(known)) {
      who = classes.whoAt(known)
      reach = caster.hitDistance
    } else if (caster.castDir()) {
      who = caster.hitIndex >= 0 ? classes.whoAt(caster.hitIndex) : classes.ownerOf(caster.hitCollider!)
      reach = caster.hitDistance
    }
    dir[3] = reach
    let mask = 0
    let obscured = -1
    const crossed = classes.crossed
    let crossedCount = 0
    for (let k = 0; k < areaCount; k++) {
      if (!crossAreaFrom(local, k, dir)) continue
      if (k < 30) mask |= 1 << k
      crossed[crossedCount++] = k
      crossed[crossedCount++] = span.entry
      crossed[crossedCount++] = span.exit
      const limit = limits[k]
      if (obscured < 0 && span.exit - span.entry > limit) obscured = k
    }
    classes.crossedCount = crossedCount
    const key = classes.keyOf(who, mask, obscured)
    if (recordRays && (record === KEEP || (record === KEEP_IF_REACHES && key[0] === 'R'))) {
      const stop = who ? new Stop(who.id, who.kind, vec3(eye[0] + ux * reach, eye[1] + uy * reach, eye[2] + uz * reach), reach) : null
      rays.push(
        new Ray(
          eye,
          vec3(ux, uy, uz),
          vec3(p[0], p[1], p[2]),
          dist,
          stop,
          crossingsOf(areas, crossed, crossedCount),
          obscured >= 0 ? areas[obscured].id : null,
          key[0] === 'R',
        ),
      )
    }
    return key
  }

  // Where both rays are stopped or obscured and differ only in what hid them, the visible share
  // does not depend on the boundary between them; a coarser split of the hidden part is
  // enough, so fewer bisection steps are spent there (each step halves the error).
  const stepsBetween = (a: string, b: string): number =>
    a[0] === 'X' && b[0] === 'X' ? Math.min(opts.refineSteps, opts.blockerSteps) : opts.refineSteps
  // Squares where a straight boundary is a poor guess are split once more: three classes
  // meet, or the sight-range limit (a curved boundary) runs through them, with a reaching ray.
  const hardSquare = (corners: string[]): boolean => {
    const a = corners[0]
    const b = corners[1]
    const c = corners[2]
    const d = corners[3]
    if (a[0] !== 'R' && b[0] !== 'R' && c[0] !== 'R' && d[0] !== 'R') return false
    const classes = 1 + (b !== a ? 1 : 0) + (c !== a && c !== b ? 1 : 0) + (d !== a && d !== b && d !== c ? 1 : 0)
    return classes >= 3 || !a.endsWith('|-') || !b.endsWith('|-') || !c.endsWith('|-') || !d.endsWith('|-')
  }
  const patches = visiblePatches(eye, cylinder)
  // A proof that the target is wholly hidden fails at once where the ray to its centre meets
  // no solid (that ray crosses the silhouette and is seen): then it is not attempted.
  const centreSeen = (): boolean => {
    const d = cone!.centerDistance
    return !caster.cast(cone!.axis[0], cone!.axis[1], cone!.axis[2], d * (1 - 1e-7))
  }
  if (opts.occluderProof && cone && !centreSeen()) {
    const proof = proveOccluded({
      eye,
      cylinder,
      cone,
      areas,
      patches,
      caster,
      classify: (p) => castTo(p, KEEP_NONE),
      stoppedBy: (index) => classes.keyOf(classes.whoAt(index), 0, -1),
      stoppedOnWayTo: (p, index) => castTo(p, KEEP_NONE, index),
    })
    if (proof) {
      // Draw the corner rays that met something, each to the target's centre depth.
      const d = cone.centerDistance
      if (recordRays) for (const u of proof.directions) castTo([eye[0] + u[0] * d, eye[1] + u[1] * d, eye[2] + u[2] * d], KEEP)
      const list = [...proof.weights].map(([key, weight]) => ({ ...parts.get(key)!, weight }))
      list.sort((x, y) => y.weight - x.weight)
      return { eye, rays, parts: list, solidAngle: NaN, method: 'occluded' as SightMethod }
    }
  }

  const angles = patches.map((p) => patchSolidAngle(p, 6)) // only shares the grid out: coarse is enough
  const totalAngle = angles.reduce((a, b) => a + b, 0)
  let solidAngle = 0
  // Made once per pair, for the patch at hand (a closure per patch costs its allocation).
  const proof = new CasterProof(eye, caster, (key) => {
    const stop = parts.get(key)?.stop
    return stop ? (classes.candidateOfId.get(stop.id) ?? -1) : -1
  })
  let current = patches[0]
  // Every ray is cast to one reused point (copied into the record if the ray is kept).
  const classify = (u: number, v: number, quiet?: boolean): string => {
    current.pointInto(u, v, targetScratch)
    return castTo(targetScratch as unknown as Point3, quiet ? KEEP_IF_REACHES : KEEP)
  }
  patches.forEach((patch, index) => {
    // Nodes per patch in proportion to its share of the silhouette, so that the rays add up
    // to at least gridNodes^2 and a sliver of cap costs little.
    const share = totalAngle > 0 ? angles[index] / totalAngle : 1
    // Areas near the sight lines bring curved boundaries (the sight-range limit, R-9.5) that
    // a coarse grid can step over entirely: sample those pairs half as finely again.
    const base = areas.length > 0 ? Math.ceil(opts.gridNodes * opts.areaGridFactor) : opts.gridNodes
    // A cap's concentric map bends straight shadow edges (and kinks them on its diagonals),
    // where the side's keeps the vertical ones straight: a cap gets half as many nodes again.
    const nodes = Math.max(3, Math.ceil(base * Math.sqrt(share) * (patch.kind === 'side' ? 1 : CAP_NODES)))
    proof.patch = patch
    current = patch
    const partition = partitionPatch(patch, nodes, stepsBetween, classify, reachesKey, hardSquare, proof)
    solidAngle += partition.total
    for (const [key, w] of partition.weights) parts.get(key)!.weight += w
  })
  const list = [...parts.values()].filter((p) => p.weight > 0)
  for (const part of list) part.weight /= solidAngle
  list.sort((a, b) => b.weight - a.weight)
  return { eye, rays, parts: list, solidAngle, method: 'sampled' as SightMethod }
}

/** How a sight answer was found (see occluderProof.ts and silhouetteSampler.ts). */
export type SightMethod = 'sampled' | 'occluded' | 'overlap'

export type { SightAnswer }
