import type { Figure, TerrainPiece } from '../scene/schema'
import { figureCylinder } from '../scene/overlaps'
import { profileCylinder } from '../scene/sizeProfiles'
import { TERRAIN_TYPE_INFO } from '../scene/terrainTypes'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from './groups'
import { areaNearBox, crossArea, prepareArea, type PreparedArea } from './areaCrossing'
import { proveOccluded } from './occlusionProof'
import { enclosingCone } from './occluderProof'
import { SightCaster } from './sightCaster'
import { partitionPatch } from './silhouetteSampler'
import { eyeInsideCylinder, patchSolidAngle, visiblePatches, type Cylinder } from './targetSurface'
import type { TableWorld } from './tableWorld'
import type { Point3, SightAnswer, SightOptions, SightRay, SilhouettePart } from './types'

export const DEFAULT_SIGHT_OPTIONS: SightOptions = {
  eye: 'top',
  sightRangeMode: 'depth',
  cmPerSightStep: 5,
  gridNodes: 8,
  refineSteps: 4,
  touchTolerance: 0.1,
  occluderProof: true,
  blockerSteps: 3,
  areaGridFactor: 1.25,
}

/** The observer's eye: the top centre of its profile cylinder (4.3), or its middle. */
export function eyeOf(figure: Figure, eye: SightOptions['eye']): Point3 {
  const { height } = profileCylinder(figure.size, figure.prone ?? false)
  const [x, y, z] = figure.position
  return [x, y + (eye === 'top' ? height : height / 2), z]
}

/**
 * Samples the target's silhouette from the observer's eye and says, by solid angle, which
 * share the eye sees and what hides the rest. See silhouetteSampler.ts for the refinement.
 * The observer's friends never block (4.3); every other figure does; the target itself is
 * excluded. Areas do not stop rays; they are recorded per ray, and (ruling) obscure a
 * ray that runs deeper inside them than their sight range allows.
 */
export function sightSamples(world: TableWorld, fromId: string, toId: string, options: Partial<SightOptions> = {}) {
  const opts = { ...DEFAULT_SIGHT_OPTIONS, ...options }
  if (fromId === toId) throw new Error(`geometry: observer and target are the same figure "${fromId}"`)
  const observer = world.requireFigure(fromId)
  const target = world.requireFigure(toId)
  const eye = eyeOf(observer, opts.eye)
  const cylinder = figureCylinder(target)
  const rays: SightRay[] = []
  const parts = new Map<string, SilhouettePart & { weight: number }>()

  if (eyeInsideCylinder(eye, cylinder)) {
    // Overlapping figures (a scene warning): the target fills the whole view.
    parts.set('clear', { weight: 1, stop: null, areaIds: [], obscuredBy: null, reaches: true })
    return { eye, rays, parts: [...parts.values()], solidAngle: 4 * Math.PI, method: 'overlap' as SightMethod }
  }

  const areas = nearbyAreas(world, eye, cylinder)
  const R = world.rapier
  const ray = new R.Ray({ x: eye[0], y: eye[1], z: eye[2] }, { x: 0, y: 0, z: 1 })
  const groups = interactionGroups(0xffff, GROUP_SOLID | (ALL_FIGURES & ~world.sideBitOf(observer.side)))
  const targetCollider = world.colliderOf('figure', target.id)
  const cone = enclosingCone(eye, cylinder)
  const caster = SightCaster.create(world, eye, cone, groups, targetCollider, ray)
  const sightLimit = (id: string): number | null => {
    if (opts.sightRangeMode === 'off') return null
    const piece = world.piece(id)
    const range = piece ? TERRAIN_TYPE_INFO[piece.type].sightRange : null
    return range === null ? null : range * opts.cmPerSightStep
  }

  const castTo = (p: Point3): { key: string; ray: SightRay } => {
    const dx = p[0] - eye[0]
    const dy = p[1] - eye[1]
    const dz = p[2] - eye[2]
    const dist = Math.hypot(dx, dy, dz)
    const dir: Point3 = [dx / dist, dy / dist, dz / dist]
    let stop: SightRay['stop'] = null
    if (caster.cast(dir[0], dir[1], dir[2], dist * (1 - 1e-7))) {
      const owner = world.ownerOf(caster.hitCollider!)
      const t = caster.hitDistance
      stop = {
        id: owner?.id ?? '?',
        kind: owner?.kind === 'figure' ? 'figure' : 'terrain',
        point: [eye[0] + dir[0] * t, eye[1] + dir[1] * t, eye[2] + dir[2] * t],
        distance: t,
      }
    }
    const reach = stop ? stop.distance : dist
    const crossings = []
    let obscuredBy: string | null = null
    for (const area of areas) {
      const crossing = crossArea(area, eye, dir, reach)
      if (!crossing) continue
      crossings.push(crossing)
      const limit = sightLimit(area.id)
      if (obscuredBy === null && limit !== null && crossing.exit - crossing.entry > limit) obscuredBy = area.id
    }
    const reaches = stop === null && obscuredBy === null
    const sightRay: SightRay = { origin: eye, direction: dir, targetPoint: p, targetDistance: dist, stop, areas: crossings, obscuredBy, reaches }
    // The first character says whether the ray reaches: see blockerOnlySteps.
    const key = `${reaches ? 'R' : 'X'}|${stop ? stop.id : '-'}|${crossings.map((c) => c.id).join(',')}|${obscuredBy ?? '-'}`
    if (!parts.has(key)) {
      parts.set(key, {
        weight: 0,
        stop: stop ? { id: stop.id, kind: stop.kind } : null,
        areaIds: crossings.map((c) => c.id),
        obscuredBy,
        reaches,
      })
    }
    return { key, ray: sightRay }
  }

  // Where both rays are stopped or obscured and differ only in what hid them, the visible share
  // does not depend on the boundary between them; a coarser split of the hidden part is
  // enough, so fewer bisection steps are spent there (each step halves the error).
  const stepsBetween = (a: string, b: string): number =>
    a[0] === 'X' && b[0] === 'X' ? Math.min(opts.refineSteps, opts.blockerSteps) : opts.refineSteps
  // Squares where a straight boundary is a poor guess are split once more: three classes
  // meet, or the sight-range limit (a curved boundary) runs through them, with a reaching ray.
  const hardSquare = (corners: string[]): boolean => {
    if (!corners.some((k) => k[0] === 'R')) return false
    return new Set(corners).size >= 3 || corners.some((k) => !k.endsWith('|-'))
  }
  const patches = visiblePatches(eye, cylinder)
  if (opts.occluderProof && cone) {
    const proof = proveOccluded({ world, eye, cylinder, cone, areas, patches, caster })
    if (proof) return { eye, rays: proof.rays, parts: proof.parts, solidAngle: NaN, method: 'occluded' as SightMethod }
  }

  const angles = patches.map((p) => patchSolidAngle(p, 6)) // only shares the grid out: coarse is enough
  const totalAngle = angles.reduce((a, b) => a + b, 0)
  let solidAngle = 0
  patches.forEach((patch, index) => {
    // Nodes per patch in proportion to its share of the silhouette, so that the rays add up
    // to at least gridNodes^2 and a sliver of cap costs little.
    const share = totalAngle > 0 ? angles[index] / totalAngle : 1
    // Areas near the sight lines bring curved boundaries (the sight-range limit, R-9.5) that
    // a coarse grid can step over entirely: sample those pairs half as finely again.
    const base = areas.length > 0 ? Math.ceil(opts.gridNodes * opts.areaGridFactor) : opts.gridNodes
    const nodes = Math.max(3, Math.ceil(base * Math.sqrt(share)))
    const partition = partitionPatch(patch, nodes, stepsBetween, (u, v) => {
      const cast = castTo(patch.point(u, v))
      rays.push(cast.ray)
      return cast.key
    }, (key) => key[0] === 'R', hardSquare)
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

const preparedAreas = new WeakMap<readonly TerrainPiece[], PreparedArea[]>()

/** Areas of a terrain list, prepared once per list (scene records are replaced, never mutated). */
function areasOf(terrain: readonly TerrainPiece[]): PreparedArea[] {
  let list = preparedAreas.get(terrain)
  if (!list) {
    list = terrain.flatMap((piece) => (piece.shape === 'area' ? [prepareArea(piece)] : []))
    preparedAreas.set(terrain, list)
  }
  return list
}

function nearbyAreas(world: TableWorld, eye: Point3, c: Cylinder): PreparedArea[] {
  const min: Point3 = [Math.min(eye[0], c.x - c.radius), Math.min(eye[1], c.bottom), Math.min(eye[2], c.z - c.radius)]
  const max: Point3 = [Math.max(eye[0], c.x + c.radius), Math.max(eye[1], c.top), Math.max(eye[2], c.z + c.radius)]
  return areasOf(world.scene.terrain).filter((area) => areaNearBox(area, min, max))
}

export type { SightAnswer }
