import { DEFAULT_JUDGE_SETTINGS } from '../judge'
import type { JudgeSettings } from '../api'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { BandQuestion } from './band'
import { bearingStep, compassWord } from './compass'
import { factsWithMove, type PairFacts, type StabilityPair } from './probe'
import {
  DEFAULT_STABILITY_OPTIONS,
  type FactValue,
  type StabilityEntry,
  type StabilityFact,
  type StabilityMover,
  type StabilityOptions,
  type StabilityReport,
} from './types'

/**
 * The smallest move of either figure that changes a fact of the ruling. Along each direction
 * (every `directionStepDeg` degrees horizontally, then straight up and down) positions are tried
 * every `marchStepCm` out to the search radius; where a fact first differs, bisection narrows
 * the move to `resolutionCm`. The best horizontal direction of each fact is then refined by
 * halving the angle step around it. A march stops as soon as it is farther out than every
 * fact's best move so far: only the smallest move is wanted, so most directions end early.
 *
 * What is assumed: the figure keeps its height on a horizontal move (it neither climbs nor
 * drops, ruling R-STB.1) and positions are not checked for room to stand; a change narrower
 * than the march step may be stepped over.
 */

const FACTS: StabilityFact[] = ['lineOfSight', 'cover', 'rangeBand']

const factValueOf = (facts: PairFacts, fact: StabilityFact): FactValue | null =>
  fact === 'lineOfSight' ? facts.lineOfSight : fact === 'cover' ? (facts.lineOfSight ? facts.cover : null) : facts.band

/**
 * Whether a position changes the fact. Cover counts only where the target is still seen: losing
 * sight is the line-of-sight fact's change, not a cover level.
 */
function changed(fact: StabilityFact, now: PairFacts, there: PairFacts): boolean {
  if (fact === 'cover') return there.lineOfSight && now.cover !== there.cover
  return factValueOf(now, fact) !== factValueOf(there, fact)
}

interface Best {
  distance: number
  bearing: number | null
  vertical: 'up' | 'down' | null
  becomes: FactValue | null
}

class MoverSearch {
  probes = 0
  readonly best = new Map<StabilityFact, Best>()

  constructor(
    private readonly pair: StabilityPair,
    private readonly mover: StabilityMover,
    private readonly now: PairFacts,
    private readonly facts: StabilityFact[],
    private readonly options: StabilityOptions,
  ) {}

  private at(step: readonly [number, number, number], d: number): PairFacts {
    this.probes++
    return factsWithMove(this.pair, this.mover, [step[0] * d, step[1] * d, step[2] * d])
  }

  /** How far a march along a direction needs to go: no farther than every open fact's best. */
  private reach(limit: number): number {
    let far = 0
    for (const fact of this.facts) far = Math.max(far, this.best.get(fact)?.distance ?? limit)
    return Math.min(far, limit)
  }

  /** Where `fact` first changes along a unit step within `limit`, bisected to `resolution`; null if it does not. */
  crossing(step: readonly [number, number, number], limit: number, fact: StabilityFact, resolution: number) {
    let inner = 0
    for (let d = Math.min(this.options.marchStepCm, limit); ; d = Math.min(d + this.options.marchStepCm, limit)) {
      const there = this.at(step, d)
      if (changed(fact, this.now, there)) return this.bisect(step, fact, inner, d, there, resolution)
      if (d >= limit) return null
      inner = d
    }
  }

  /** Narrows a change between `lo` (unchanged) and `hi` (changed, `found`) to `resolution`. */
  private bisect(
    step: readonly [number, number, number],
    fact: StabilityFact,
    lo: number,
    hi: number,
    found: PairFacts,
    resolution: number,
  ) {
    while (hi - lo > resolution) {
      const mid = (lo + hi) / 2
      const probe = this.at(step, mid)
      if (changed(fact, this.now, probe)) {
        hi = mid
        found = probe
      } else lo = mid
    }
    return { distance: hi, becomes: factValueOf(found, fact) }
  }

  /** Marches along a unit step out to `limit` and records, per fact, a first change nearer than its best. */
  walk(step: readonly [number, number, number], limit: number, bearing: number | null, vertical: 'up' | 'down' | null): void {
    const { marchStepCm, resolutionCm } = this.options
    const open = new Set(this.facts)
    let inner = 0
    for (let d = Math.min(marchStepCm, limit); open.size > 0; d = Math.min(d + marchStepCm, limit)) {
      if (d > this.reach(limit) + 1e-9) break
      const there = this.at(step, d)
      for (const fact of [...open]) {
        if (!changed(fact, this.now, there)) continue
        open.delete(fact)
        const { distance, becomes } = this.bisect(step, fact, inner, d, there, resolutionCm)
        const best = this.best.get(fact)
        if (!best || distance < best.distance - 1e-9) this.best.set(fact, { distance, bearing, vertical, becomes })
      }
      inner = d
      if (d >= limit) break
    }
  }

  /**
   * The direction of a fact's best move, sharpened. Near the best bearing the distance to a
   * straight boundary grows only as 1/cos of the angle off its normal, so at a 0.5 mm resolution
   * bearings 15° apart tie. Two crossings measured finely either side (θ ± SPREAD) fix the
   * normal of the boundary, taken locally as a line: along bearing θ it is met at
   * p / cos(θ − θ0), so 1/d(θ) = (cos θ0 cos θ + sin θ0 sin θ) / p, two equations for θ0 and p.
   * The move along θ0 is then measured and kept when it is no longer than the best found.
   */
  sharpen(fact: StabilityFact, radius: number): void {
    const best = this.best.get(fact)
    if (!best || best.bearing === null) return
    const fine = this.options.resolutionCm / 10
    const limit = Math.min(radius, best.distance / Math.cos((SPREAD * Math.PI) / 180) + this.options.marchStepCm)
    const sides = [best.bearing - SPREAD, best.bearing + SPREAD].map((b) => ({ b, c: this.crossing(horizontal(b), limit, fact, fine) }))
    const [one, two] = sides
    if (!one.c || !two.c) return
    const [a1, a2] = [one.b, two.b].map((b) => (b * Math.PI) / 180)
    // Bearing θ steps along (sin θ, −cos θ): u(θ) = 1/d = A sin θ + B cos θ with θ0 = atan2(A, B).
    const [u1, u2] = [1 / one.c.distance, 1 / two.c.distance]
    const det = Math.sin(a1) * Math.cos(a2) - Math.cos(a1) * Math.sin(a2)
    const A = (u1 * Math.cos(a2) - u2 * Math.cos(a1)) / det
    const B = (Math.sin(a1) * u2 - Math.sin(a2) * u1) / det
    const bearing = ((((Math.atan2(A, B) * 180) / Math.PI) % 360) + 360) % 360
    const off = Math.abs(((bearing - best.bearing + 540) % 360) - 180)
    if (off > SPREAD) return
    const along = this.crossing(
      horizontal(bearing),
      Math.min(radius, best.distance + this.options.resolutionCm),
      fact,
      this.options.resolutionCm,
    )
    if (along && along.distance <= best.distance + 1e-9)
      this.best.set(fact, { distance: along.distance, bearing, vertical: null, becomes: along.becomes })
  }
}

/** Degrees either side of a best bearing where sharpen measures the boundary. */
const SPREAD = 20

const horizontal = (bearing: number): [number, number, number] => {
  const [dx, dz] = bearingStep(bearing)
  return [dx, 0, dz]
}

/** The search radius of a downward move: the figure cannot sink below the table. */
const downLimit = (y: number, radius: number) => Math.max(0, Math.min(radius, y))

/** The facts a search looks for: the range band only with a weapon's bands, cover only while the target is seen. */
const searchedFacts = (now: PairFacts): StabilityFact[] =>
  FACTS.filter((f) => (f !== 'rangeBand' || now.band !== null) && (f !== 'cover' || now.lineOfSight))

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
  for (const fact of facts) search.sharpen(fact, radius)
  yield
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
        entries.push({ ...base, status: 'not-applicable', distanceCm: null, direction: null, bearingDeg: null, becomes: null })
        continue
      }
      const best = search.best.get(fact)
      if (!best) {
        entries.push({ ...base, status: 'stable', distanceCm: null, direction: null, bearingDeg: null, becomes: null })
        continue
      }
      entries.push({
        ...base,
        status: 'changes',
        distanceCm: Number(best.distance.toFixed(3)),
        direction: best.vertical ?? compassWord(best.bearing ?? 0),
        bearingDeg: best.bearing === null ? null : Number(best.bearing.toFixed(2)),
        becomes: best.becomes,
      })
    }
  }
  return {
    searchRadiusCm: opts.searchRadiusCm,
    resolutionCm: opts.resolutionCm,
    directionStepDeg: opts.directionStepDeg,
    probes,
    entries,
    ...(band ? { weapon: band.weapon.name } : {}),
  }
}
