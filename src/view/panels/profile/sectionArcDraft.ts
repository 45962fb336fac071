/**
 * The section-arc table's edits before they are used (R-LF-1): adding an arc halves the widest
 * and removing one gives its width to the arc it touches, so a table that covered the circle
 * still does and the player only moves what they mean to. The judge's profile check still
 * decides: these only propose rows (a table that did not cover the circle stays as it was).
 */

export interface ArcRow {
  section: string
  centreDeg: number
  widthDeg: number
}

/** A direction in degrees as -180 (exclusive) to 180, so a centre stays in the range a player reads. */
const signed = (deg: number): number => {
  const d = ((((deg + 180) % 360) + 360) % 360) - 180
  return d === -180 ? 180 : d
}

/** Two directions are the same within a thousandth of a degree (rows typed by hand round). */
const same = (a: number, b: number): boolean => Math.abs(signed(a - b)) < 1e-3

export const widthTotal = (arcs: readonly ArcRow[]): number => arcs.reduce((sum, a) => sum + a.widthDeg, 0)

/**
 * One more arc: the widest is split in half, the new half on its right (clockwise) named by the
 * first section no arc names yet, else by the split arc's own section (a section may hold two arcs).
 */
export function withArcAdded(arcs: readonly ArcRow[], sections: readonly string[]): ArcRow[] {
  if (arcs.length === 0) return [{ section: sections[0] ?? 'front', centreDeg: 0, widthDeg: 360 }]
  const widest = arcs.reduce((best, a, i) => (a.widthDeg > arcs[best].widthDeg ? i : best), 0)
  const old = arcs[widest]
  const half = old.widthDeg / 2
  const unused = sections.find((s) => !arcs.some((a) => a.section === s))
  const left = { ...old, centreDeg: signed(old.centreDeg - half / 2), widthDeg: half }
  const right = { section: unused ?? old.section, centreDeg: signed(old.centreDeg + half / 2), widthDeg: half }
  return [...arcs.slice(0, widest), left, right, ...arcs.slice(widest + 1)]
}

/**
 * The arcs without the one at `index`: its width goes to the arc that ends where it starts
 * (counter-clockwise), else to the one that starts where it ends; with neither it is only left out.
 */
export function withArcRemoved(arcs: readonly ArcRow[], index: number): ArcRow[] {
  const gone = arcs[index]
  if (gone === undefined) return [...arcs]
  const start = gone.centreDeg - gone.widthDeg / 2
  const end = gone.centreDeg + gone.widthDeg / 2
  const before = arcs.findIndex((a, i) => i !== index && same(a.centreDeg + a.widthDeg / 2, start))
  const after = arcs.findIndex((a, i) => i !== index && same(a.centreDeg - a.widthDeg / 2, end))
  const grown = arcs.map((a, i) => {
    const shift = gone.widthDeg / 2
    if (i === before) return { ...a, centreDeg: signed(a.centreDeg + shift), widthDeg: a.widthDeg + gone.widthDeg }
    if (before < 0 && i === after) return { ...a, centreDeg: signed(a.centreDeg - shift), widthDeg: a.widthDeg + gone.widthDeg }
    return a
  })
  return grown.filter((_, i) => i !== index)
}

/** Whether two tables hold the same arcs in the same order (the Use button is greyed when they do). */
export const sameArcs = (a: readonly ArcRow[], b: readonly ArcRow[]): boolean =>
  a.length === b.length && a.every((x, i) => x.section === b[i].section && x.centreDeg === b[i].centreDeg && x.widthDeg === b[i].widthDeg)
