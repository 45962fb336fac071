/**
 * Areas of the table the castle encloses (001 "Castle Sektionen dürfen einen Bereich des
 * Spielfelds umfassen"), and the portals that lead into each one, found on a grid seen from
 * above: ground a base can stand on is every cell farther than half a gap from the standing
 * sections' outlines; what the outside cannot reach by flooding from the grid's border is
 * enclosed (ruling R-SE-7: a gap narrower than ENCLOSURE_GAP_CM lets no base through).
 *
 * A ring section's portals lead in and out when the section offers a way through on the ground
 * between the enclosed area and the outside: a passage (gatehouse, wall with a gateway) with the
 * enclosed area at one end and the outside at the other, or doors (a citadel's two) of which one
 * opens to the enclosed area and another to the outside (connected access points, 001
 * "Zugangspunkte"). Plain geometry over the scene's records; no physics engine needed.
 */
import type { Point2 } from '../../math/planar'
import type { CastleArea } from '../../scene/castle/pieces'
import { castlePiece } from '../../scene/castle/shippedPieces'
import { areaBounds, sectionOutline, sectionToWorld, signedDistance } from '../../scene/castle/footprint'
import type { CastleSection } from '../../scene/castle/schema'
import type { Scene } from '../../scene/schema'

/** The narrowest gap (cm) a base goes through: one inch, the smallest Mage Knight base (R-SE-7). */
export const ENCLOSURE_GAP_CM = 2.54
/** Grid cell (cm). */
export const ENCLOSURE_CELL_CM = 0.5

export interface Enclosure {
  id: string
  /** Outline of the enclosed cells seen from above (cm): a simple polygon, concave where the courtyard is (cellOutline). */
  area: Point2[]
  /** Portals that lead in and out, as `section.portal`. */
  portals: string[]
  /** Sections around it. */
  ring: string[]
  /** Enclosed ground, cm². */
  areaCm2: number
}

const OUTSIDE = -1
const BLOCKED = -2
const UNSEEN = -3

/**
 * The outer outline of a 4-connected set of grid cells, counter-clockwise in (x, z), as grid
 * vertices (i, k): every cell side facing a cell outside the set is an edge with the set on its
 * left; the edges chain into loops (at a vertex where two cells meet only corner to corner the
 * left turn is taken, so a loop never crosses itself) and the loop of largest area is the outer
 * one - the others go round holes (a section standing in the courtyard). Collinear vertices are
 * dropped. The real shape, concave where the courtyard is, unlike a hull.
 */
export function cellOutline(cells: readonly number[], nx: number): [number, number][] {
  const inSet = new Set(cells)
  const has = (i: number, k: number) => i >= 0 && i < nx && k >= 0 && inSet.has(k * nx + i)
  const key = (i: number, k: number) => `${i},${k}`
  /** Outgoing boundary edges by start vertex: [start, end]. */
  const out = new Map<string, [number, number][]>()
  const add = (a: [number, number], b: [number, number]) => {
    const list = out.get(key(...a)) ?? []
    list.push(b)
    out.set(key(...a), list)
  }
  for (const c of cells) {
    const i = c % nx
    const k = (c - i) / nx
    if (!has(i, k - 1)) add([i, k], [i + 1, k])
    if (!has(i + 1, k)) add([i + 1, k], [i + 1, k + 1])
    if (!has(i, k + 1)) add([i + 1, k + 1], [i, k + 1])
    if (!has(i - 1, k)) add([i, k + 1], [i, k])
  }
  const loops: [number, number][][] = []
  for (const [startKey, ends] of out) {
    while (ends.length > 0) {
      const start = startKey.split(',').map(Number) as [number, number]
      const loop: [number, number][] = [start]
      let prev = start
      let at = ends.pop()!
      while (key(...at) !== startKey) {
        loop.push(at)
        const options = out.get(key(...at))
        if (!options || options.length === 0) break
        const d = [at[0] - prev[0], at[1] - prev[1]]
        // Left turn first (cross > 0), then straight on, then right.
        const turn = (e: [number, number]) => d[0] * (e[1] - at[1]) - d[1] * (e[0] - at[0])
        options.sort((x, y) => turn(y) - turn(x))
        prev = at
        at = options.shift()!
      }
      loops.push(loop)
    }
  }
  const area = (loop: [number, number][]) =>
    loop.reduce((sum, p, j) => sum + p[0] * loop[(j + 1) % loop.length][1] - loop[(j + 1) % loop.length][0] * p[1], 0) / 2
  const outer = loops.reduce((best, l) => (Math.abs(area(l)) > Math.abs(area(best)) ? l : best), loops[0] ?? [])
  // Drop vertices where the outline runs straight on.
  return outer.filter((p, j) => {
    const a = outer[(j + outer.length - 1) % outer.length]
    const b = outer[(j + 1) % outer.length]
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0
  })
}

interface Grid {
  x0: number
  z0: number
  nx: number
  nz: number
  label: Int32Array
}

function cellOf(grid: Grid, x: number, z: number): number {
  const i = Math.floor((x - grid.x0) / ENCLOSURE_CELL_CM)
  const k = Math.floor((z - grid.z0) / ENCLOSURE_CELL_CM)
  return i < 0 || k < 0 || i >= grid.nx || k >= grid.nz ? -1 : k * grid.nx + i
}

/** Floods `label` from `start` over UNSEEN cells, writing `value`; returns the cells reached. */
function flood(grid: Grid, start: number, value: number): number[] {
  const reached = [start]
  grid.label[start] = value
  for (let n = 0; n < reached.length; n++) {
    const c = reached[n]
    const i = c % grid.nx
    const k = (c - i) / grid.nx
    const next = [i > 0 ? c - 1 : -1, i < grid.nx - 1 ? c + 1 : -1, k > 0 ? c - grid.nx : -1, k < grid.nz - 1 ? c + grid.nx : -1]
    for (const m of next) {
      if (m >= 0 && grid.label[m] === UNSEEN) {
        grid.label[m] = value
        reached.push(m)
      }
    }
  }
  return reached
}

/** Where a probe point (section-local) lands: an enclosed area's index, OUTSIDE, or null (blocked, off the grid). */
function probe(grid: Grid, section: CastleSection, local: readonly [number, number]): number | null {
  const [x, z] = sectionToWorld(section, local)
  const c = cellOf(grid, x, z)
  if (c < 0) return OUTSIDE
  const label = grid.label[c]
  return label === BLOCKED ? null : label
}

/** The ways through a section on the ground, as pairs of probe points and the portals they pass. */
function waysThrough(section: CastleSection): { ends: [number, number][]; portals: string[] }[] {
  const piece = castlePiece(section.kind)
  const reach = ENCLOSURE_GAP_CM / 2 + 2 * ENCLOSURE_CELL_CM
  const ways: { ends: [number, number][]; portals: string[] }[] = []
  for (const passage of piece.passages) {
    const [, z0, , z1] = areaBounds(passage.area)
    ways.push({
      ends: [
        [0, z0 - reach],
        [0, z1 + reach],
      ],
      portals: piece.portals.map((p) => `${section.id}.${p.id}`),
    })
  }
  const doors = piece.accessPoints.filter((a) => a.kind === 'door' && a.portal !== undefined && a.area.type === 'segment')
  if (doors.length >= 2) {
    const ends = doors.map((d) => {
      const area = d.area as Extract<CastleArea, { type: 'segment' }>
      const mx = (area.from[0] + area.to[0]) / 2
      const mz = (area.from[1] + area.to[1]) / 2
      const len = Math.hypot(mx, mz) || 1
      return [mx + (mx / len) * reach, mz + (mz / len) * reach] as [number, number]
    })
    ways.push({ ends, portals: doors.map((d) => `${section.id}.${d.portal}`) })
  }
  return ways
}

/** The enclosed areas of the scene's standing castle sections, largest first. */
export function castleEnclosures(scene: Scene): Enclosure[] {
  const sections = (scene.castle?.sections ?? []).filter((s) => !s.destroyed)
  if (sections.length < 2) return []
  const outlines = sections.map((s) => sectionOutline(s).area)
  const bounds = outlines.map(areaBounds)
  const margin = ENCLOSURE_GAP_CM + 2 * ENCLOSURE_CELL_CM
  const x0 = Math.min(...bounds.map((b) => b[0])) - margin
  const z0 = Math.min(...bounds.map((b) => b[1])) - margin
  const nx = Math.ceil((Math.max(...bounds.map((b) => b[2])) + margin - x0) / ENCLOSURE_CELL_CM)
  const nz = Math.ceil((Math.max(...bounds.map((b) => b[3])) + margin - z0) / ENCLOSURE_CELL_CM)
  const grid: Grid = { x0, z0, nx, nz, label: new Int32Array(nx * nz).fill(UNSEEN) }
  const centre = (c: number): [number, number] => [
    x0 + ((c % nx) + 0.5) * ENCLOSURE_CELL_CM,
    z0 + (Math.floor(c / nx) + 0.5) * ENCLOSURE_CELL_CM,
  ]
  const near = (c: number, reach: number) => outlines.flatMap((o, j) => (signedDistance(o, centre(c)) < reach ? [j] : []))
  for (let c = 0; c < nx * nz; c++) if (near(c, ENCLOSURE_GAP_CM / 2).length > 0) grid.label[c] = BLOCKED

  for (let c = 0; c < nx * nz; c++) {
    const i = c % nx
    const k = Math.floor(c / nx)
    const border = i === 0 || k === 0 || i === nx - 1 || k === nz - 1
    if (border && grid.label[c] === UNSEEN) flood(grid, c, OUTSIDE)
  }
  const regions: number[][] = []
  for (let c = 0; c < nx * nz; c++) if (grid.label[c] === UNSEEN) regions.push(flood(grid, c, regions.length))

  const found = regions.map((cells, index) => {
    const ringIdx = new Set<number>()
    for (const c of cells) for (const j of near(c, ENCLOSURE_GAP_CM / 2 + 1.5 * ENCLOSURE_CELL_CM)) ringIdx.add(j)
    const ring = [...ringIdx].sort((a, b) => a - b).map((j) => sections[j])
    const portals = ring.flatMap((s) =>
      waysThrough(s).flatMap((way) => {
        const sides = way.ends.map((p) => probe(grid, s, p))
        return sides.includes(index) && sides.includes(OUTSIDE) ? way.portals : []
      }),
    )
    const area = cellOutline(cells, nx).map(([i, k]): Point2 => [x0 + i * ENCLOSURE_CELL_CM, z0 + k * ENCLOSURE_CELL_CM])
    return { area, portals: [...new Set(portals)], ring: ring.map((s) => s.id), areaCm2: cells.length * ENCLOSURE_CELL_CM ** 2 }
  })
  return found.sort((a, b) => b.areaCm2 - a.areaCm2).map((e, i) => ({ id: `enclosure-${i + 1}`, ...e }))
}
