/**
 * The heat map's cell computation: a pure function of (world, spec, cells). Each worker builds
 * its own world once and calls this for the cells it is sent; the answer for a cell never
 * depends on which other cells were asked before it or where (heatmap.test.ts checks a full
 * run against judging each cell alone).
 */
import {
  placeVirtualTarget,
  virtualCoverFacts,
  virtualFigure,
  virtualSight,
  type Placement,
  type VirtualProfile,
} from '../../geometry/sight/virtualTarget'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { coverShares, judgeCover } from '../../rules/universalis/sight'
import { coverRank } from '../../scene/terrainTypes'
import type { Figure } from '../../scene/schema'
import { cellX, cellZ, gridOf } from './grid'
import { CELL, UNSEEN, type CellBatch, type HeatmapSpec } from './types'

/** A base hanging off its level's edge (R-HM.5) is "no surface of this level" to the map's states. */
const REASON = {
  'no-level': CELL.noLevel,
  overhang: CELL.noLevel,
  blocked: CELL.blocked,
  figure: CELL.figure,
  'off-table': CELL.noLevel,
} as const

/** The ruling for one shooter against a virtual target: the judge's own path (judge.ts judgeSight) with a record not in the world. */
export function judgeVirtual(world: TableWorld, shooter: Figure, target: Figure, settings: HeatmapSpec['settings']) {
  const sight = virtualSight(world, shooter, target, settings.sight)
  return judgeCover({ observer: shooter, target, figures: world.scene.figures, terrain: world.terrain, sight }, settings.cover)
}

/** What a cell keeps of one shooter's ruling. */
export interface CellRuling {
  lineOfSight: boolean
  visibleFraction: number
  hiddenShare: number
  cover: ReturnType<typeof judgeCover>['cover']
}

/**
 * judgeVirtual's line of sight, visible share, hidden share and cover, without what a cell does
 * not show (rays, the ruling's lines, distances, the target's contact): the same sampler and
 * the same cover rule on the same partition, so the same numbers (cells.test.ts checks), in
 * about half the time.
 */
export function judgeVirtualCell(world: TableWorld, shooter: Figure, target: Figure, settings: HeatmapSpec['settings']): CellRuling {
  const facts = virtualCoverFacts(world, shooter, target, settings.sight)
  const { hiddenShare, cover } = coverShares(
    { observer: shooter, target, figures: world.scene.figures, terrain: world.terrain, sight: facts },
    settings.cover,
  )
  return { lineOfSight: facts.lineOfSight, visibleFraction: facts.visibleFraction, hiddenShare, cover }
}

/** The shooters of a spec as records; an unknown id is a caller's mistake (RangeError). */
export function shooterRecords(world: TableWorld, spec: HeatmapSpec): Figure[] {
  if (spec.shooters.length === 0) throw new RangeError('heatmap: spec.shooters must name at least one figure')
  return spec.shooters.map((id) => {
    const figure = world.figure(id)
    if (!figure) throw new RangeError(`heatmap: spec.shooters names no figure "${id}"`)
    return figure
  })
}

/**
 * Where the virtual target stands at (x, z) on the spec's level: for a castle section, on the
 * first of its pieces that takes it, else the most telling refusal (something in the way over
 * no surface of the level here). The drop a base's rim may overhang is the profile's (R-HM.5).
 */
function placeOnLevel(world: TableWorld, x: number, z: number, spec: HeatmapSpec, profile: VirtualProfile): Placement {
  const drop = spec.settings.sight.supportDropCm
  if (!spec.levelPieces) return placeVirtualTarget(world, x, z, spec.level, profile, drop)
  let refused: Placement | null = null
  for (const id of spec.levelPieces) {
    const place = placeVirtualTarget(world, x, z, { kind: 'piece', id }, profile, drop)
    if (place.standable) return place
    if (!refused || (refused.reason === 'no-level' && place.reason !== 'no-level')) refused = place
  }
  return refused ?? { standable: false, reason: 'no-level', y: null, surface: 0 }
}

/** Why no figure of the spec's profile stands at (x, z), and the piece or figure in the way or hung off where known; null where one does. */
export function cellRefusal(
  world: TableWorld,
  spec: HeatmapSpec,
  x: number,
  z: number,
): { reason: Exclude<Placement, { standable: true }>['reason']; by?: string } | null {
  const place = placeOnLevel(world, x, z, spec, { size: spec.profile, prone: spec.prone, side: spec.side })
  if (place.standable) return null
  return { reason: place.reason, ...(place.by === undefined ? {} : { by: place.by }) }
}

/**
 * The settings a cell is judged under: the spec's, without the occluder proof (sight.ts). A
 * proof only ever answers "wholly hidden", and of a shooter who does not see a cell the map
 * keeps nothing but its visible share, 0 whether proved or sampled; where the proof fails the
 * silhouette is sampled either way. So the map is the same (cells.test.ts), and a cold worker
 * is spared compiling the proof's code, which cost it more than sampling those cells
 * (callgrind, one worker's half of skirmish-ruins: 7.6 % fewer instructions).
 */
function cellSettings(spec: HeatmapSpec): HeatmapSpec['settings'] {
  return { ...spec.settings, sight: { ...spec.settings.sight, occluderProof: false } }
}

/** Judges the cells `cells` (indices into the spec's grid over the world's table). */
export function judgeCells(world: TableWorld, spec: HeatmapSpec, cells: Int32Array): CellBatch {
  const grid = gridOf(world.scene.table.width, world.scene.table.depth, spec.step)
  const shooters = shooterRecords(world, spec)
  const n = cells.length
  const out: CellBatch = {
    cells,
    state: new Uint8Array(n),
    seeing: new Uint16Array(n),
    visible: new Float32Array(n),
    hidden: new Float32Array(n).fill(Number.NaN),
    cover: new Uint8Array(n).fill(UNSEEN),
    y: new Float32Array(n).fill(Number.NaN),
  }
  const profile = { size: spec.profile, prone: spec.prone, side: spec.side }
  const settings = cellSettings(spec)
  for (let c = 0; c < n; c++) {
    const k = cells[c]
    const x = cellX(grid, k)
    const z = cellZ(grid, k)
    const place = placeOnLevel(world, x, z, spec, profile)
    if (!place.standable) {
      out.state[c] = REASON[place.reason]
      // Where the map draws the refused cell: on what is there, not inside it (the state says it cannot stand).
      out.y[c] = place.surface
      continue
    }
    out.state[c] = CELL.judged
    out.y[c] = place.y
    const target = virtualFigure(profile, [x, place.y, z])
    let seeing = 0
    let visible = 0
    let hidden = Number.NaN
    let cover = UNSEEN
    for (const shooter of shooters) {
      const ruling = judgeVirtualCell(world, shooter, target, settings)
      if (ruling.visibleFraction > visible) visible = ruling.visibleFraction
      if (!ruling.lineOfSight) continue
      seeing++
      if (!(ruling.hiddenShare >= hidden)) hidden = ruling.hiddenShare
      const rank = coverRank(ruling.cover)
      if (cover === UNSEEN || rank < cover) cover = rank
    }
    out.seeing[c] = seeing
    out.visible[c] = visible
    out.hidden[c] = hidden
    out.cover[c] = cover
  }
  return out
}
