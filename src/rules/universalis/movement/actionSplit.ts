import type { PathAnswer } from '../../../geometry/types'

/**
 * A move's length cut into move actions (9.4, R-9.4a): where difficult terrain and roads lie on
 * the measured path, and how far each action goes. Split from movement.ts, which rules the rest.
 */

const EPS = 1e-9

/** Merged [from, to] stretches of the path whose ids satisfy `test`. */
export function stretchesWhere(path: PathAnswer, test: (ids: string[]) => boolean): [number, number][] {
  const out: [number, number][] = []
  for (const t of path.terrain) {
    if (!test(t.ids) || t.to <= t.from) continue
    const last = out[out.length - 1]
    if (last && Math.abs(last[1] - t.from) < 1e-6) last[1] = t.to
    else out.push([t.from, t.to])
  }
  return out
}

/**
 * Splits `total` cm of movement into move actions (R-9.4a). Each action goes as far as it can:
 * its speed, or only up to where difficult terrain begins, or half its speed through it (9.4:
 * an action that enters, leaves or crosses it is halved), or speed + 2 on a road for wheels.
 * Each option's reach grows with the start, so going as far as possible each time needs the
 * fewest actions.
 */
export function splitIntoActions(
  total: number,
  speed: number,
  difficult: readonly [number, number][],
  roads: readonly [number, number][],
  roadBonus: number,
  halve: boolean,
): { from: number; to: number; halved: boolean; roadBonus: boolean }[] {
  if (speed <= 0) throw new Error(`rules: splitIntoActions speed must be positive, got ${speed}`)
  const out: { from: number; to: number; halved: boolean; roadBonus: boolean }[] = []
  const touches = (a: number, b: number) => difficult.some(([s, e]) => s < b - EPS && e > a + EPS)
  const onRoad = (a: number, b: number) => roads.some(([s, e]) => s <= a + EPS && e >= b - EPS)
  let p = 0
  while (p < total - 1e-6) {
    const options: { to: number; halved: boolean; roadBonus: boolean }[] = []
    const inside = difficult.some(([s, e]) => s <= p + EPS && e > p + EPS)
    const entry = inside ? p : Math.min(Infinity, ...difficult.filter(([s]) => s > p + EPS).map(([s]) => s))
    const limit = halve ? entry : Infinity
    if (limit > p + EPS) options.push({ to: Math.min(p + speed, limit), halved: false, roadBonus: false })
    if (roadBonus > 0 && onRoad(p, Math.min(total, p + speed + roadBonus)) && (!halve || !touches(p, p + speed + roadBonus))) {
      options.push({ to: p + speed + roadBonus, halved: false, roadBonus: true })
    }
    if (halve) options.push({ to: p + speed / 2, halved: true, roadBonus: false })
    const best = options.reduce((a, b) => (b.to > a.to + EPS ? b : a))
    const to = Math.min(total, best.to)
    out.push({ from: p, to, halved: best.halved && touches(p, to), roadBonus: best.roadBonus })
    p = to
  }
  return out
}
