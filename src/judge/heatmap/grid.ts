/**
 * The grid of a heat map and the order its cells are judged in: coarse lattices first (every
 * 8th cell, then every 4th, ...), so that a picture appears at once and sharpens; within each
 * lattice, the cells whose coarser neighbours disagree come first, because that is where the
 * picture changes. Every cell is judged in the end (a full run equals judging each cell alone);
 * an adaptive run may instead copy a cell whose coarser neighbours all agree (refine.ts).
 */
import type { HeatmapGrid } from './types'

/** The grid of a table `width` by `depth` at `step` cm: whole cells only. */
export function gridOf(width: number, depth: number, step: number): HeatmapGrid {
  if (!Number.isFinite(step) || step <= 0) throw new RangeError(`gridOf: step must be a positive number of cm, got ${step}`)
  // A hair of slack: 90 / 0.1 is 899.9999999999999 in doubles.
  const nx = Math.floor(width / step + 1e-9)
  const nz = Math.floor(depth / step + 1e-9)
  return { nx, nz, step }
}

export const cellX = (grid: HeatmapGrid, k: number): number => ((k % grid.nx) + 0.5) * grid.step
export const cellZ = (grid: HeatmapGrid, k: number): number => (Math.floor(k / grid.nx) + 0.5) * grid.step

/** The coarsest lattice's stride: a power of two giving about 8 or more cells along the shorter side. */
export function coarsestStride(grid: HeatmapGrid): number {
  let stride = 1
  while (stride * 2 * 8 <= Math.min(grid.nx, grid.nz)) stride *= 2
  return stride
}

/**
 * One pass: the cells of the lattice of `stride` that no coarser lattice had, and for each the
 * already judged cells `stride` away that bracket it (left/right, up/down or the four
 * diagonals), as flat lists: `parents[p]` to `parents[p + 1]` index `parentCells`.
 */
export interface Pass {
  stride: number
  cells: number[]
  parentStart: number[]
  parentCells: number[]
}

/** The passes from the coarsest lattice down to every cell. */
export function passesOf(grid: HeatmapGrid): Pass[] {
  const passes: Pass[] = []
  const top = coarsestStride(grid)
  for (let stride = top; stride >= 1; stride /= 2) {
    const pass: Pass = { stride, cells: [], parentStart: [0], parentCells: [] }
    const coarse = stride * 2
    for (let j = 0; j < grid.nz; j += stride) {
      for (let i = 0; i < grid.nx; i += stride) {
        const old = i % coarse === 0 && j % coarse === 0
        if (stride !== top && old) continue
        pass.cells.push(j * grid.nx + i)
        if (stride !== top) {
          // Neighbours on the coarser lattice: along the axis (or axes) where this cell is off it.
          const di = i % coarse === 0 ? [0] : [-stride, stride]
          const dj = j % coarse === 0 ? [0] : [-stride, stride]
          for (const b of dj)
            for (const a of di) {
              const pi = i + a
              const pj = j + b
              if (pi >= 0 && pj >= 0 && pi < grid.nx && pj < grid.nz) pass.parentCells.push(pj * grid.nx + pi)
            }
        }
        pass.parentStart.push(pass.parentCells.length)
      }
    }
    passes.push(pass)
  }
  return passes
}
