/**
 * A heat map request as a user states it (a figure, a side or all enemies; a profile; a step;
 * a level), checked against the scene and made a HeatmapSpec. Bad input is a HeatmapRequestError
 * naming the field, so that the command line can name its flag and the view its control.
 */
import type { Scene } from '../../scene/schema'
import { SIZE_PROFILES, type SizeProfile } from '../../scene/sizeProfiles'
import type { JudgeSettings } from '../api'
import { withDefaults } from '../judge'
import { heatmapLevels, levelHolds, levelPieces } from './levels'
import type { HeatmapSpec } from './types'

export class HeatmapRequestError extends Error {
  constructor(
    /** The request field at fault: from, side, profile, step, level. */
    readonly field: 'from' | 'side' | 'profile' | 'step' | 'level',
    message: string,
  ) {
    super(message)
  }
}

export interface HeatmapRequest {
  /** A figure id (one shooter), a side (its figures) or `all` (every figure not of the target's side). A figure id wins over a side of the same name. */
  from: string
  /** The target's side; by default the first side in the scene that is not the shooters'. */
  side?: string
  profile: string
  prone?: boolean
  step: number
  /** `ground`, `top`, a solid piece's id, a castle section's or a plank's (levels.ts heatmapLevels lists them). */
  level: string
  settings?: JudgeSettings
}

/**
 * The level a request that names none stands its figure on, the panel's and the command
 * line's alike (R-HM.6): the highest surface, so a hill's or a wall walk's top is where a
 * player first looks, and the open table is the table all the same.
 */
export const DEFAULT_HEATMAP_LEVEL = 'top'

/** Smallest step (cm): a 180 x 120 cm table at 0.1 cm is already 2 million cells. */
export const MIN_STEP = 0.1
/** No side of the grid has more cells than this. */
export const MAX_CELLS_PER_SIDE = 2000

export function heatmapSpec(scene: Scene, request: HeatmapRequest): HeatmapSpec {
  if (!(SIZE_PROFILES as readonly string[]).includes(request.profile))
    throw new HeatmapRequestError('profile', `expected ${SIZE_PROFILES.join(', ')}, got "${request.profile}"`)
  const step = request.step
  if (!Number.isFinite(step) || step < MIN_STEP) throw new HeatmapRequestError('step', `expected at least ${MIN_STEP} cm, got ${step}`)
  const longest = Math.max(scene.table.width, scene.table.depth)
  if (longest / step > MAX_CELLS_PER_SIDE)
    throw new HeatmapRequestError('step', `${step} cm gives more than ${MAX_CELLS_PER_SIDE} cells along the table's ${longest} cm`)
  if (Math.min(scene.table.width, scene.table.depth) < step)
    throw new HeatmapRequestError('step', `${step} cm is wider than the table (${scene.table.width} x ${scene.table.depth} cm)`)
  const level = levelOf(scene, request.level, request.profile as SizeProfile)
  const sides = [...new Set(scene.figures.map((f) => f.side))]
  const figure = scene.figures.find((f) => f.id === request.from)
  let shooters: string[]
  let side = request.side
  if (side !== undefined && side.trim() === '') throw new HeatmapRequestError('side', 'expected a side name')
  if (figure) {
    shooters = [figure.id]
    side ??= sides.find((s) => s !== figure.side) ?? 'heatmap'
  } else if (request.from === 'all') {
    if (side === undefined) throw new HeatmapRequestError('side', '"all" enemies needs the target\'s side')
    const target = side
    shooters = scene.figures.filter((f) => f.side !== target).map((f) => f.id)
  } else if (sides.includes(request.from)) {
    shooters = scene.figures.filter((f) => f.side === request.from).map((f) => f.id)
    side ??= sides.find((s) => s !== request.from) ?? 'heatmap'
  } else {
    const known = `figures: ${scene.figures.map((f) => f.id).join(', ') || 'none'}; sides: ${sides.join(', ') || 'none'}; or all`
    throw new HeatmapRequestError('from', `no figure or side "${request.from}" in the scene (${known})`)
  }
  if (shooters.length === 0) throw new HeatmapRequestError('from', `no figure of another side than "${side}" to shoot`)
  if (figure && figure.side === side) throw new HeatmapRequestError('side', `the shooter "${figure.id}" is of the target's side "${side}"`)
  return {
    shooters,
    profile: request.profile as SizeProfile,
    prone: request.prone ?? false,
    side,
    step,
    ...level,
    settings: request.settings ?? withDefaults(),
  }
}

function levelOf(scene: Scene, text: string, profile: SizeProfile): Pick<HeatmapSpec, 'level' | 'levelPieces'> {
  if (text === 'ground' || text === 'top') return { level: { kind: text } }
  const pieces = levelPieces(scene, text)
  if (!pieces) {
    const area = scene.terrain.find((p) => p.id === text && p.shape === 'area')
    if (area) throw new HeatmapRequestError('level', `"${text}" is an area: figures stand on solids only`)
    throw new HeatmapRequestError('level', `expected one of ${levelChoices(scene, profile)}, got "${text}"`)
  }
  if (pieces.length === 0) throw new HeatmapRequestError('level', `"${text}" has no solid top to stand on`)
  if (!levelHolds(scene, text, profile))
    throw new HeatmapRequestError(
      'level',
      `"${text}" has no top as wide as a ${profile} figure's base (R-HM.4); a ${profile} figure stands on ${levelChoices(scene, profile)}`,
    )
  return pieces.length === 1 && pieces[0] === text
    ? { level: { kind: 'piece', id: text } }
    : { level: { kind: 'piece', id: text }, levelPieces: pieces }
}

/** Most left-out levels named one by one; the rest are counted. */
const MAX_NAMED_LEFT_OUT = 8

/**
 * The levels a figure of `profile` can stand on (R-HM.4), and those left out for it with why: an
 * error listing a level it then refuses as too narrow sent the player round in a circle.
 */
function levelChoices(scene: Scene, profile: SizeProfile): string {
  const usable = heatmapLevels(scene, profile).map((o) => o.id)
  const left = heatmapLevels(scene)
    .map((o) => o.id)
    .filter((id) => !usable.includes(id))
  if (left.length === 0) return usable.join(', ')
  const named = left.slice(0, MAX_NAMED_LEFT_OUT).join(', ')
  const more = left.length > MAX_NAMED_LEFT_OUT ? ` and ${left.length - MAX_NAMED_LEFT_OUT} more` : ''
  return `${usable.join(', ')} (left out, no top as wide as a ${profile} figure's base: ${named}${more})`
}
