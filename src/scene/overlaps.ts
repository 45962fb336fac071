/**
 * Plain geometry for the scene checks: figure cylinders, solid pieces and table footprints.
 * No physics engine here (the scene layer must stay free of Rapier); these few closed-form
 * tests are all a loader needs. Rotation follows the right-handed, Y-up convention of three
 * and Rapier: a positive rotationY turns +x toward -z (counter-clockwise seen from above).
 */
import type { BoxPiece, CylinderPiece, Figure, TerrainPiece } from './schema'
import { figureProfile } from './figureProfile'
import { polygonDistance, segmentDistance } from '../math/planar'
import { boxCorners } from './boxCorners'
import type { FigureFootprint } from './mageknight/mountedFigures'

/**
 * Below this depth (cm) two volumes count as touching, not overlapping: a figure standing on
 * a box or leaning against a wall must not be reported because of rounding.
 */
export const OVERLAP_TOLERANCE = 0.01

/** An upright cylinder by its axis (x, z) and vertical extent. */
export interface UprightCylinder {
  x: number
  z: number
  radius: number
  bottom: number
  top: number
}

const DEG = Math.PI / 180

/** The cylinder a figure occupies (3.6, prone per 8.10), standing on its base centre `position`. */
export function figureCylinder(figure: Figure): UprightCylinder {
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = figure.position
  return { x, z, radius, bottom: y, top: y + height }
}

/** A cylinder piece as an UprightCylinder (its `center` is the geometric centre). */
export function pieceCylinder(piece: CylinderPiece): UprightCylinder {
  const [x, y, z] = piece.center
  return { x, z, radius: piece.radius, bottom: y - piece.height / 2, top: y + piece.height / 2 }
}

/** Pieces that occupy space: boxes and cylinders. Areas are volumes sight and figures pass through. */
export function isSolid(piece: TerrainPiece): piece is BoxPiece | CylinderPiece {
  return piece.shape !== 'area'
}

/** A world offset (dx, dz) from a box centre in the box's own axes. */
function toBoxAxes(dx: number, dz: number, rotationY: number): [number, number] {
  const c = Math.cos(rotationY * DEG)
  const s = Math.sin(rotationY * DEG)
  return [c * dx - s * dz, s * dx + c * dz]
}

function verticalOverlap(aBottom: number, aTop: number, bBottom: number, bTop: number): number {
  return Math.min(aTop, bTop) - Math.max(aBottom, bBottom)
}

/** True when the two cylinders share a volume deeper than `tolerance` in every direction that separates them. */
export function cylindersOverlap(a: UprightCylinder, b: UprightCylinder, tolerance = OVERLAP_TOLERANCE): boolean {
  if (verticalOverlap(a.bottom, a.top, b.bottom, b.top) <= tolerance) return false
  return Math.hypot(a.x - b.x, a.z - b.z) < a.radius + b.radius - tolerance
}

/** True when the cylinder and the (rotated) box share a volume deeper than `tolerance`. */
export function cylinderOverlapsBox(c: UprightCylinder, box: BoxPiece, tolerance = OVERLAP_TOLERANCE): boolean {
  const [cx, cy, cz] = box.center
  const [sx, sy, sz] = box.size
  if (verticalOverlap(c.bottom, c.top, cy - sy / 2, cy + sy / 2) <= tolerance) return false
  const [lx, lz] = toBoxAxes(c.x - cx, c.z - cz, box.rotationY ?? 0)
  // Nearest point of the footprint rectangle to the axis; zero distance when the axis is inside.
  const nx = Math.max(-sx / 2, Math.min(sx / 2, lx))
  const nz = Math.max(-sz / 2, Math.min(sz / 2, lz))
  return Math.hypot(lx - nx, lz - nz) < c.radius - tolerance
}

/** True when the figure's cylinder overlaps the solid piece. */
export function figureOverlapsPiece(figure: Figure, piece: BoxPiece | CylinderPiece, tolerance = OVERLAP_TOLERANCE): boolean {
  const c = figureCylinder(figure)
  return piece.shape === 'box' ? cylinderOverlapsBox(c, piece, tolerance) : cylindersOverlap(c, pieceCylinder(piece), tolerance)
}

const asCylinder = (f: FigureFootprint): UprightCylinder => ({ x: f.a[0], z: f.a[1], radius: f.radius, bottom: f.bottom, top: f.top })
const isRound = (f: FigureFootprint): boolean => f.a[0] === f.b[0] && f.a[1] === f.b[1]

/**
 * Footprints (a mount's stadium, R-CVG.1, or a round base) sharing a volume deeper than
 * `tolerance`: the spines closer than the two radii. Two round ones are exactly `cylindersOverlap`.
 */
export function footprintsOverlap(p: FigureFootprint, q: FigureFootprint, tolerance = OVERLAP_TOLERANCE): boolean {
  if (isRound(p) && isRound(q)) return cylindersOverlap(asCylinder(p), asCylinder(q), tolerance)
  if (verticalOverlap(p.bottom, p.top, q.bottom, q.top) <= tolerance) return false
  return segmentDistance(p.a, p.b, q.a, q.b) < p.radius + q.radius - tolerance
}

/** A footprint and a solid piece sharing a volume deeper than `tolerance`; a round one as `figureOverlapsPiece` judges it. */
export function footprintOverlapsPiece(f: FigureFootprint, piece: BoxPiece | CylinderPiece, tolerance = OVERLAP_TOLERANCE): boolean {
  if (isRound(f))
    return piece.shape === 'box'
      ? cylinderOverlapsBox(asCylinder(f), piece, tolerance)
      : cylindersOverlap(asCylinder(f), pieceCylinder(piece), tolerance)
  if (piece.shape === 'cylinder') {
    const c = pieceCylinder(piece)
    if (verticalOverlap(f.bottom, f.top, c.bottom, c.top) <= tolerance) return false
    return segmentDistance(f.a, f.b, [c.x, c.z], [c.x, c.z]) < f.radius + c.radius - tolerance
  }
  const [, cy] = piece.center
  const [, sy] = piece.size
  if (verticalOverlap(f.bottom, f.top, cy - sy / 2, cy + sy / 2) <= tolerance) return false
  // The box's corners on the table: its own axes turned back by rotationY (toBoxAxes inverted).
  return polygonDistance([f.a, f.b], boxCorners(piece)) < f.radius - tolerance
}

/** Overlap depth of two intervals; negative when apart. */
function intervalOverlap(aMin: number, aMax: number, bMin: number, bMax: number): number {
  return Math.min(aMax, bMax) - Math.max(aMin, bMin)
}

/**
 * True when two intervals share more than `tolerance`, or more than half the shorter one. The
 * tolerance is for rounding (a piece set flush against an edge touches it); on its own it refused
 * a piece thinner than itself (a box 0.01 cm thick lying in the middle of the table overlaps it by
 * only 0.01) as lying off the table.
 */
function intervalsOverlap(aMin: number, aMax: number, bMin: number, bMax: number, tolerance: number): boolean {
  const shorter = Math.min(aMax - aMin, bMax - bMin)
  return intervalOverlap(aMin, aMax, bMin, bMax) > Math.min(tolerance, shorter / 2)
}

/**
 * True when the piece's footprint (seen from above) covers some of the table
 * [0, width] x [0, depth] by more than `tolerance` (or more than half of the piece's own extent,
 * for pieces thinner than that); a piece only touching an edge is off.
 * Rectangles use the separating-axis test on the table's two axes and the piece's two.
 */
export function footprintOnTable(piece: TerrainPiece, width: number, depth: number, tolerance = OVERLAP_TOLERANCE): boolean {
  const [x, , z] = piece.center
  if (piece.shape === 'cylinder') {
    const nx = Math.max(0, Math.min(width, x))
    const nz = Math.max(0, Math.min(depth, z))
    const inside = nx === x && nz === z
    return inside || Math.hypot(x - nx, z - nz) < piece.radius - Math.min(tolerance, piece.radius / 2)
  }
  const hx = piece.size[0] / 2
  const hz = piece.size[2] / 2
  const c = Math.abs(Math.cos((piece.rotationY ?? 0) * DEG))
  const s = Math.abs(Math.sin((piece.rotationY ?? 0) * DEG))
  // Table axes: the piece's extent along world x and z.
  const ex = hx * c + hz * s
  const ez = hx * s + hz * c
  if (!intervalsOverlap(x - ex, x + ex, 0, width, tolerance)) return false
  if (!intervalsOverlap(z - ez, z + ez, 0, depth, tolerance)) return false
  // Piece axes: project the table's corners and compare with the piece's half extents.
  const corners: Array<[number, number]> = [
    [0, 0],
    [width, 0],
    [0, depth],
    [width, depth],
  ]
  const local = corners.map(([px, pz]) => toBoxAxes(px - x, pz - z, piece.rotationY ?? 0))
  const us = local.map((p) => p[0])
  const vs = local.map((p) => p[1])
  if (!intervalsOverlap(Math.min(...us), Math.max(...us), -hx, hx, tolerance)) return false
  return intervalsOverlap(Math.min(...vs), Math.max(...vs), -hz, hz, tolerance)
}
