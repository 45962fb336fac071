import { DEFAULT_JUDGE_SETTINGS } from '../judge'
import type { JudgeSettings } from '../api'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { BandQuestion } from './band'
import { compassPoint, compassWord } from './compass'
import { factValueOf, horizontal, MoverSearch } from './moverSearch'
import { factsWithMove, type PairFacts, type StabilityPair } from './probe'
import { BEARING_TOLERANCE_DEG, refineBearings } from './refine'
import {
  DEFAULT_STABILITY_OPTIONS,
  type StabilityEntry,
  type StabilityFact,
  type StabilityMover,
  type StabilityOptions,
  type StabilityReport,
} from './types'

/**
 * The smallest move of either figure that changes a fact of the ruling, to a place the figure
 * can stand (R-SB.1). Along each direction (every `directionStepDeg` degrees horizontally, then
 * straight up and down) moveSearch.ts marches and bisects; the nearest crossings of each fact
 * are then refined over the bearing (refine.ts, R-SB.2).
 *
 * What is assumed: the figure keeps its height on a horizontal move (it neither climbs nor
 * drops, ruling R-STB.1); a change narrower than the march step may be stepped over.
 */

const FACTS: StabilityFact[] = ['lineOfSight', 'cover', 'rangeBand']

/** The search radius of a downward move: the figure cannot sink below the table. */
const downLimit = (y: number, radius: number) => Math.max(0, Math.min(radius, y))

/** The facts a search looks for: the range band only with a weapon's bands, cover only while the target is seen. */
const searchedFacts = (now: PairFacts): StabilityFact[] =>
  FACTS.filter((f) => (f !== 'rangeBand' || now.band !== null) && (f !== 'cover' || now.lineOfSight))

const NO_MOVE = { distanceCm: null, direction: null, bearingDeg: null, compassPoint: null, becomes: null } as const

/**
 * One figure's search, a step per direction: the caller may stop between steps (the view's
 * worker answers a newer question instead, judge/stability/worker.ts). Returns the search.
 */
function* searchMover(
  pair: StabilityPair,
  mover: StabilityMover,
  now: PairFacts,
  facts: StabilityFact[],
  options: StabilityOptions,
): Generator<void, MoverSearch> {
  const search = new MoverSearch(pair, mover, now, facts, options)
  const radius = options.searchRadiusCm
  const stepDeg = options.directionStepDeg
  for (let bearing = 0; bearing < 360 - 1e-9; bearing += stepDeg) {
    search.walk(horizontal(bearing), radius, bearing, null)
    yield
  }
  yield* refineBearings(search, facts, radius)
  search.walk([0, 1, 0], radius, null, 'up')
  const figure = mover === 'shooter' ? pair.shooter : pair.target
  const down = downLimit(figure.position[1], radius)
  if (down > 0) search.walk([0, -1, 0], down, null, 'down')
  return search
}

/**
 * The stability band of the ruling between FROM and TO: for line of sight, cover and (with a
 * weapon's band question) the range band, and for each figure, the smallest move that changes
 * it, its direction and what the fact becomes. The world is only read.
 */
export function judgeStability(
  world: TableWorld,
  fromId: string,
  toId: string,
  settings: JudgeSettings = DEFAULT_JUDGE_SETTINGS,
  band: BandQuestion | null = null,
  options: Partial<StabilityOptions> = {},
): StabilityReport {
  const steps = stabilitySteps(world, fromId, toId, settings, band, options)
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/**
 * judgeStability in steps of about a direction's march each (a few milliseconds): the report is
 * the generator's return value. The world must not change between steps.
 */
export function* stabilitySteps(
  world: TableWorld,
  fromId: string,
  toId: string,
  settings: JudgeSettings = DEFAULT_JUDGE_SETTINGS,
  band: BandQuestion | null = null,
  options: Partial<StabilityOptions> = {},
): Generator<void, StabilityReport> {
  const opts = { ...DEFAULT_STABILITY_OPTIONS, ...options }
  for (const key of Object.keys(DEFAULT_STABILITY_OPTIONS) as (keyof StabilityOptions)[])
    if (!(opts[key] > 0) || !Number.isFinite(opts[key]))
      throw new RangeError(`judgeStability: options.${key} must be a positive number, got ${opts[key]}`)
  if (fromId === toId) throw new RangeError(`judgeStability: fromId and toId name the same figure "${fromId}"`)
  const pair: StabilityPair = {
    world,
    shooter: world.requireFigure(fromId),
    target: world.requireFigure(toId),
    sight: settings.sight,
    cover: settings.cover,
    band,
  }
  const now = factsWithMove(pair, 'target', [0, 0, 0])
  const facts = searchedFacts(now)
  const entries: StabilityEntry[] = []
  let probes = 1
  for (const mover of ['target', 'shooter'] as const) {
    const search = yield* searchMover(pair, mover, now, facts, opts)
    probes += search.probes
    for (const fact of FACTS) {
      const value = factValueOf(now, fact)
      if (fact === 'rangeBand' && value === null) continue
      const base = { fact, mover, now: value ?? false }
      if (!facts.includes(fact)) {
        entries.push({ ...base, status: 'not-applicable', ...NO_MOVE })
        continue
      }
      const best = search.best.get(fact)
      if (!best) {
        entries.push({ ...base, status: 'stable', ...NO_MOVE })
        continue
      }
      entries.push({
        ...base,
        status: 'changes',
        // Rounded up: the distance said is a changed position, never one just short of it.
        distanceCm: Math.ceil(best.distance * 1000 - 1e-6) / 1000,
        direction: best.vertical ?? compassWord(best.bearing ?? 0),
        bearingDeg: best.bearing === null ? null : Number(best.bearing.toFixed(2)),
        compassPoint: best.bearing === null ? null : compassPoint(best.bearing),
        becomes: best.becomes,
      })
    }
  }
  return {
    searchRadiusCm: opts.searchRadiusCm,
    resolutionCm: opts.resolutionCm,
    toleranceCm: opts.resolutionCm,
    bearingToleranceDeg: BEARING_TOLERANCE_DEG,
    directionStepDeg: opts.directionStepDeg,
    probes,
    entries,
    ...(band ? { weapon: band.weapon.name } : {}),
  }
}
