import { FINE, type Crossing, type MoverSearch } from './moverSearch'
import type { StabilityFact } from './types'

/**
 * The best bearing of a fact, refined after the sweep (ruling R-SB.2). The sweep's best bearing
 * may be up to a step off the true one, and its distance then too long (a player found a band
 * change at 9.91 cm on 260° that due west, 270°, reached at 9.7 cm). Around each of the fact's
 * nearest crossings a golden-section search narrows the bearing within a step either side, every
 * distance measured ten times finer than the resolution so that two bearings compare; then a
 * boundary that is locally straight gets its exact normal from two crossings (sharpenAlongNormal).
 */

/** Degrees: the golden-section bracket is narrowed to this either side of the bearing. */
export const BEARING_TOLERANCE_DEG = 0.25

/** How many of a fact's nearest crossings (on bearings more than a step apart) are refined. */
const CANDIDATES = 2

const GOLDEN = (Math.sqrt(5) - 1) / 2

/** The fact's nearest sweep crossings, on bearings more than a step apart (each its own valley). */
function candidatesOf(search: MoverSearch, fact: StabilityFact): Crossing[] {
  const step = search.options.directionStepDeg
  const sorted = [...(search.crossings.get(fact) ?? [])].sort((a, b) => a.distance - b.distance)
  const chosen: Crossing[] = []
  for (const c of sorted) {
    if (chosen.length >= CANDIDATES) break
    if (chosen.every((b) => angleBetween(b.bearing, c.bearing) > step + 1e-9)) chosen.push(c)
  }
  return chosen
}

export const angleBetween = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180)
const normal = (b: number) => ((b % 360) + 360) % 360

/** Golden-section search for the smallest move of `fact` within a direction step either side of `centre`. */
function goldenAround(search: MoverSearch, fact: StabilityFact, centre: Crossing, radius: number): void {
  const step = search.options.directionStepDeg
  // Within two steps of the valley a straight boundary is met no farther than 1/cos(2 step) times
  // the centre's move: a march beyond that would only tell the search what it does not need.
  const limit = Math.min(radius, centre.distance / Math.cos((2 * step * Math.PI) / 180) + search.options.marchStepCm)
  const memo = new Map<number, number>()
  const distanceAt = (bearing: number): number => {
    const known = memo.get(bearing)
    if (known !== undefined) return known
    const found = search.fineCrossing(fact, normal(bearing), limit)
    const d = found ? found.distance : Number.POSITIVE_INFINITY
    if (found) search.offer(fact, { distance: found.distance, bearing: normal(bearing), vertical: null, becomes: found.becomes })
    memo.set(bearing, d)
    return d
  }
  let lo = centre.bearing - step
  let hi = centre.bearing + step
  let x1 = hi - GOLDEN * (hi - lo)
  let x2 = lo + GOLDEN * (hi - lo)
  distanceAt(centre.bearing)
  while ((hi - lo) / 2 > BEARING_TOLERANCE_DEG) {
    if (distanceAt(x1) <= distanceAt(x2)) {
      hi = x2
      x2 = x1
      x1 = hi - GOLDEN * (hi - lo)
    } else {
      lo = x1
      x1 = x2
      x2 = lo + GOLDEN * (hi - lo)
    }
  }
  distanceAt((lo + hi) / 2)
}

/** Degrees either side of a best bearing where the normal of a straight boundary is measured. */
const SPREAD = 20

/**
 * A straight boundary's exact normal. Along bearing θ a line at distance p with normal θ0 is met
 * at p / cos(θ − θ0), so 1/d(θ) = (cos θ0 cos θ + sin θ0 sin θ) / p: two crossings either side
 * (θ ± SPREAD) give θ0 and p. The move along θ0 replaces the best when it is as short within the
 * fine resolution: the distance cannot tell bearings that close apart, the two crossings can.
 */
function sharpenAlongNormal(search: MoverSearch, fact: StabilityFact, radius: number): void {
  const best = search.best.get(fact)
  if (!best || best.bearing === null) return
  const limit = Math.min(radius, best.distance / Math.cos((SPREAD * Math.PI) / 180) + search.options.marchStepCm)
  const sides = [best.bearing - SPREAD, best.bearing + SPREAD].map((b) => ({ b, c: search.fineCrossing(fact, normal(b), limit) }))
  const [one, two] = sides
  if (!one.c || !two.c) return
  const [a1, a2] = [one.b, two.b].map((b) => (b * Math.PI) / 180)
  // Bearing θ steps along (sin θ, −cos θ): u(θ) = 1/d = A sin θ + B cos θ with θ0 = atan2(A, B).
  const [u1, u2] = [1 / one.c.distance, 1 / two.c.distance]
  const det = Math.sin(a1) * Math.cos(a2) - Math.cos(a1) * Math.sin(a2)
  const A = (u1 * Math.cos(a2) - u2 * Math.cos(a1)) / det
  const B = (Math.sin(a1) * u2 - Math.sin(a2) * u1) / det
  const bearing = normal((Math.atan2(A, B) * 180) / Math.PI)
  if (angleBetween(bearing, best.bearing) > SPREAD) return
  const fine = search.options.resolutionCm / FINE
  const along = search.fineCrossing(fact, bearing, Math.min(radius, best.distance + search.options.resolutionCm))
  if (along && along.distance <= best.distance + fine)
    search.best.set(fact, { distance: along.distance, bearing, vertical: null, becomes: along.becomes })
}

/** Refines every fact's best horizontal move: golden section around its nearest crossings, then a straight boundary's normal. */
export function* refineBearings(search: MoverSearch, facts: readonly StabilityFact[], radius: number): Generator<void> {
  for (const fact of facts) {
    for (const centre of candidatesOf(search, fact)) {
      goldenAround(search, fact, centre, radius)
      yield
    }
    sharpenAlongNormal(search, fact, radius)
    yield
  }
}
