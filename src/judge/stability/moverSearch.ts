import { bearingStep } from './compass'
import { factsWithMove, movedBy, type PairFacts, type StabilityPair } from './probe'
import { standingBlockOn } from './standing'
import type { FactValue, StabilityFact, StabilityMover, StabilityOptions } from './types'

/**
 * One figure's search for the smallest move that changes each fact (search.ts drives it). Along
 * a direction, positions are tried every `marchStepCm`; where a fact first differs at a place
 * the figure can stand (R-SB.1), bisection narrows the move to the resolution. A march goes no
 * farther than every fact's best move so far, and always as far as that: only the smallest move
 * is wanted, so most directions end early, but none ends short of the best (R-SB.2).
 */

export const factValueOf = (facts: PairFacts, fact: StabilityFact): FactValue | null =>
  fact === 'lineOfSight' ? facts.lineOfSight : fact === 'cover' ? (facts.lineOfSight ? facts.cover : null) : facts.band

/**
 * Whether a position changes the fact. Cover counts only where the target is still seen: losing
 * sight is the line-of-sight fact's change, not a cover level. A place the figure cannot stand
 * (null) changes nothing: it is no answer (R-SB.1).
 */
function changed(fact: StabilityFact, now: PairFacts, there: PairFacts | null): there is PairFacts {
  if (there === null) return false
  if (fact === 'cover') return there.lineOfSight && now.cover !== there.cover
  return factValueOf(now, fact) !== factValueOf(there, fact)
}

export type Step = readonly [number, number, number]

export const horizontal = (bearing: number): Step => {
  const [dx, dz] = bearingStep(bearing)
  return [dx, 0, dz]
}

export interface Best {
  distance: number
  bearing: number | null
  vertical: 'up' | 'down' | null
  becomes: FactValue | null
}

/** A first change found along a horizontal bearing: the refinement starts from the nearest of them. */
export interface Crossing {
  bearing: number
  distance: number
}

export class MoverSearch {
  probes = 0
  readonly best = new Map<StabilityFact, Best>()
  readonly crossings = new Map<StabilityFact, Crossing[]>()

  constructor(
    private readonly pair: StabilityPair,
    private readonly mover: StabilityMover,
    private readonly now: PairFacts,
    private readonly facts: StabilityFact[],
    readonly options: StabilityOptions,
  ) {}

  /** The facts with the figure moved `d` along `step`, or null where it cannot stand (no sight cast is spent there). */
  private at(step: Step, d: number): PairFacts | null {
    const figure = this.mover === 'shooter' ? this.pair.shooter : this.pair.target
    const offset: Step = [step[0] * d, step[1] * d, step[2] * d]
    if (standingBlockOn(this.pair.world, movedBy(figure, offset), step[1] === 0, this.pair.sight.supportDropCm) !== null) return null
    this.probes++
    return factsWithMove(this.pair, this.mover, offset)
  }

  /** How far a march needs to go: as far as every fact's best so far, within `limit`. */
  private reach(limit: number): number {
    let far = 0
    for (const fact of this.facts) far = Math.max(far, this.best.get(fact)?.distance ?? limit)
    return Math.min(far, limit)
  }

  /**
   * Narrows a change between `lo` (unchanged, or no place to stand) and `hi` (changed, `found`)
   * to `resolution`. Within one march step the places a figure cannot stand, if any, come first
   * or last (a base and a piece block a stretch wider than the step), so the test stays monotone.
   */
  private bisect(step: Step, fact: StabilityFact, lo: number, hi: number, found: PairFacts, resolution: number) {
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

  /** Where `fact` first changes along a unit step within `limit`, bisected to `resolution`; null if it does not. */
  crossing(step: Step, limit: number, fact: StabilityFact, resolution: number) {
    const march = this.options.marchStepCm
    let inner = 0
    for (let d = Math.min(march, limit); ; d = Math.min(d + march, limit)) {
      const there = this.at(step, d)
      if (changed(fact, this.now, there)) return this.bisect(step, fact, inner, d, there, resolution)
      if (d >= limit) return null
      inner = d
    }
  }

  /** Keeps a change when it is nearer than the fact's best (or as near, along an exact bearing). */
  offer(fact: StabilityFact, found: Best): void {
    const best = this.best.get(fact)
    if (found.bearing !== null && found.vertical === null) this.crossingsOf(fact).push({ bearing: found.bearing, distance: found.distance })
    if (!best || found.distance < best.distance - 1e-9) this.best.set(fact, found)
  }

  private crossingsOf(fact: StabilityFact): Crossing[] {
    const list = this.crossings.get(fact) ?? []
    this.crossings.set(fact, list)
    return list
  }

  /** Marches along a unit step out to `limit` (no farther than the facts' best) and offers each fact's first change. */
  walk(step: Step, limit: number, bearing: number | null, vertical: 'up' | 'down' | null): void {
    const { marchStepCm, resolutionCm } = this.options
    const open = new Set(this.facts)
    let inner = 0
    let far = this.reach(limit)
    for (let d = Math.min(marchStepCm, far); open.size > 0 && d > 0; d = Math.min(d + marchStepCm, far)) {
      const there = this.at(step, d)
      for (const fact of [...open]) {
        if (!changed(fact, this.now, there)) continue
        open.delete(fact)
        const { distance, becomes } = this.bisect(step, fact, inner, d, there, resolutionCm)
        this.offer(fact, { distance, bearing, vertical, becomes })
      }
      inner = d
      // The last position tried is the reach itself: a change just inside it is not stepped over.
      far = this.reach(limit)
      if (d >= far - 1e-9) break
    }
  }

  /** The first change of `fact` along a bearing measured finely, or null within `limit`. */
  fineCrossing(fact: StabilityFact, bearing: number, limit: number) {
    return this.crossing(horizontal(bearing), limit, fact, this.options.resolutionCm / FINE)
  }
}

/** The refinement measures distances this many times finer than the resolution (R-SB.2). */
export const FINE = 10
