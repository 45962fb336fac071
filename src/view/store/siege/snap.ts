/**
 * Snapping castle pieces edge to edge while placing or moving them: a wall's end against another
 * wall's end or a gatehouse's side, against a citadel's face, or against a round tower (turned to
 * point at its centre). Editor convenience only - where a piece ends up is a scene record like
 * any other, checked by the scene checks and judged by the rules.
 *
 * Connectors come from models/castle/pieces.json: the midpoint and outward normal of an outline
 * edge (the `end` faces of kinds with a walkway, every face of the others), or the whole circle
 * of a round tower. Terrain pieces snap the same way (snapTerrain): a box or area by the
 * midpoints of its four faces, a cylinder by its circle, against other terrain pieces and castle
 * sections. Angles as in the scene: rotationY degrees, +x turning toward -z.
 */
import { castlePiece } from '../../../scene/castle/pieces'
import type { CastleSection } from '../../../scene/castle/schema'
import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import type { TerrainPiece } from '../../../scene/schema'
import type { Point2 } from '../../../math/planar'

/** The turn of one step of the editor's rotate buttons and keys (degrees). */
export const ROTATION_STEP_DEG = 15
/** How near (cm) the snapped centre must lie to the pointer. */
export const SNAP_RADIUS_CM = 6

interface Connector {
  point: Point2
  normal: Point2
}
type Connectors = { type: 'edges'; list: Connector[] } | { type: 'circle'; radius: number }

const DEG = Math.PI / 180
/** Direction angle of a vector in the scene's rotation sense (degrees). */
const angleOf = (v: Point2): number => Math.atan2(-v[1], v[0]) / DEG
const rotate = (v: Point2, degrees: number): Point2 => {
  const c = Math.cos(degrees * DEG)
  const s = Math.sin(degrees * DEG)
  return [c * v[0] + s * v[1], -s * v[0] + c * v[1]]
}
/** Degrees in [0, 360), with float dust below a millionth rounded away. */
export const normalizeDegrees = (d: number): number => {
  const n = ((d % 360) + 360) % 360
  const r = Math.round(n * 1e6) / 1e6
  return r === 360 ? 0 : r
}
const angleGap = (a: number, b: number): number => {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b))
  return Math.min(d, 360 - d)
}

/** Local connectors of a kind. */
export function localConnectors(kind: CastleSectionKind): Connectors {
  const piece = castlePiece(kind)
  const outline = piece.outline
  if (outline.type === 'circle') return { type: 'circle', radius: outline.radius }
  const list: Connector[] = []
  outline.points.forEach((p, i) => {
    if (piece.walkway && outline.faces[i] !== 'end') return
    const q = outline.points[(i + 1) % outline.points.length]
    const mid: Point2 = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1
    let normal: Point2 = [(q[1] - p[1]) / len, -(q[0] - p[0]) / len]
    // Outward: away from the footprint's centre (the local origin).
    if (normal[0] * mid[0] + normal[1] * mid[1] < 0) normal = [-normal[0], -normal[1]]
    list.push({ point: mid, normal })
  })
  return { type: 'edges', list }
}

/** Connectors of a terrain piece in its own axes: the four face midpoints of a box or area, or its circle. */
export function terrainConnectors(piece: TerrainPiece): Connectors {
  if (piece.shape === 'cylinder') return { type: 'circle', radius: piece.radius }
  const [hx, , hz] = [piece.size[0] / 2, 0, piece.size[2] / 2]
  return {
    type: 'edges',
    list: [
      { point: [hx, 0], normal: [1, 0] },
      { point: [-hx, 0], normal: [-1, 0] },
      { point: [0, hz], normal: [0, 1] },
      { point: [0, -hz], normal: [0, -1] },
    ],
  }
}

/** Something to snap against: its connectors seen from `toward`. */
interface SnapTarget {
  id: string
  connectors(toward: Point2): Connector[]
}

/** Connectors turned by `rotationY` about the centre `c` in table coordinates (a circle's: the point facing `toward`). */
function placedConnectors(local: Connectors, c: Point2, rotationY: number, toward: Point2): Connector[] {
  if (local.type === 'circle') {
    const d: Point2 = [toward[0] - c[0], toward[1] - c[1]]
    const len = Math.hypot(d[0], d[1])
    if (len === 0) return []
    const u: Point2 = [d[0] / len, d[1] / len]
    return [{ point: [c[0] + u[0] * local.radius, c[1] + u[1] * local.radius], normal: u }]
  }
  return local.list.map((k) => {
    const p = rotate(k.point, rotationY)
    return { point: [c[0] + p[0], c[1] + p[1]], normal: rotate(k.normal, rotationY) }
  })
}

const sectionTarget = (section: CastleSection): SnapTarget => ({
  id: section.id,
  connectors: (toward) =>
    placedConnectors(localConnectors(section.kind), [section.center[0], section.center[2]], section.rotationY ?? 0, toward),
})

const terrainTarget = (piece: TerrainPiece): SnapTarget => ({
  id: piece.id,
  connectors: (toward) =>
    placedConnectors(
      terrainConnectors(piece),
      [piece.center[0], piece.center[2]],
      piece.shape === 'cylinder' ? 0 : (piece.rotationY ?? 0),
      toward,
    ),
})

export interface SnapResult {
  center: Point2
  rotationY: number
  /** The section snapped against, or null when nothing was near. */
  snappedTo: string | null
}

/**
 * Where a piece of `kind` placed at `at` with `rotationY` goes: against the nearest connector of
 * another standing section when the snapped centre lies within `radius` of `at` (the turn that
 * keeps closest to `rotationY` wins a tie), else exactly at `at`.
 */
export function snapSection(
  kind: CastleSectionKind,
  at: Point2,
  rotationY: number,
  others: readonly CastleSection[],
  radius = SNAP_RADIUS_CM,
): SnapResult {
  return snapConnectors(localConnectors(kind), at, rotationY, others.filter((o) => !o.destroyed).map(sectionTarget), radius)
}

/**
 * Where a terrain piece placed at `at` with `rotationY` goes: face to face against the nearest
 * other terrain piece or standing castle section, as snapSection. A cylinder keeps no turn.
 */
export function snapTerrain(
  piece: TerrainPiece,
  at: Point2,
  rotationY: number,
  terrain: readonly TerrainPiece[],
  sections: readonly CastleSection[],
  radius = SNAP_RADIUS_CM,
): SnapResult {
  const targets = [
    ...terrain.filter((t) => t.id !== piece.id).map(terrainTarget),
    ...sections.filter((s) => !s.destroyed).map(sectionTarget),
  ]
  const snapped = snapConnectors(terrainConnectors(piece), at, piece.shape === 'cylinder' ? 0 : rotationY, targets, radius)
  return piece.shape === 'cylinder' ? { ...snapped, rotationY: 0 } : snapped
}

function snapConnectors(mine: Connectors, at: Point2, rotationY: number, targets: readonly SnapTarget[], radius: number): SnapResult {
  let best: (SnapResult & { score: number }) | null = null
  for (const other of targets) {
    for (const e of other.connectors(at)) {
      const options: { center: Point2; rotationY: number }[] = []
      if (mine.type === 'circle') {
        options.push({ center: [e.point[0] + e.normal[0] * mine.radius, e.point[1] + e.normal[1] * mine.radius], rotationY })
      } else {
        for (const n of mine.list) {
          const theta = normalizeDegrees(angleOf([-e.normal[0], -e.normal[1]]) - angleOf(n.normal))
          const p = rotate(n.point, theta)
          options.push({ center: [e.point[0] - p[0], e.point[1] - p[1]], rotationY: theta })
        }
      }
      for (const o of options) {
        const d = Math.hypot(o.center[0] - at[0], o.center[1] - at[1])
        if (d > radius) continue
        const score = d + angleGap(o.rotationY, rotationY) * 1e-3
        if (!best || score < best.score) best = { ...o, snappedTo: other.id, score }
      }
    }
  }
  return best
    ? { center: best.center, rotationY: normalizeDegrees(best.rotationY), snappedTo: best.snappedTo }
    : { center: at, rotationY: normalizeDegrees(rotationY), snappedTo: null }
}
