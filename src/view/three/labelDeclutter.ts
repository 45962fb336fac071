/**
 * Figure labels that crowd on the screen, made readable (a player's pass: in a cavalry formation
 * the names lay over one another): each label keeps its place where it is free, else moves to the
 * nearest free place a few label heights up or down, or half a label aside (the view draws a thin
 * leader line back to its figure); a label with no free place near stays where it is, faded.
 * Pure: rectangles in, offsets out, so it is tested without a canvas. Labels are placed in a
 * fixed order (pinned ones first, a selected figure's or the shooter's, then top to bottom, left
 * to right, by id), so the same screen gives the same layout every frame and nothing flickers.
 */

/** A label as it would sit: centred on (x, y) in screen pixels, its size, pinned labels never move. */
export interface LabelBox {
  id: string
  x: number
  y: number
  width: number
  height: number
  pinned?: boolean
}

/** How far a label moves (pixels, y down) and whether it found no free place and is faded. */
export interface LabelOffset {
  dx: number
  dy: number
  faded: boolean
}

/** Pixels kept between two labels. */
export const LABEL_PAD = 2
/** The most label heights a label moves up or down. */
export const MAX_STEPS = 6

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const rectAt = (l: LabelBox, dx: number, dy: number): Rect => ({
  left: l.x + dx - l.width / 2 - LABEL_PAD / 2,
  right: l.x + dx + l.width / 2 + LABEL_PAD / 2,
  top: l.y + dy - l.height / 2 - LABEL_PAD / 2,
  bottom: l.y + dy + l.height / 2 + LABEL_PAD / 2,
})

/** The places a label tries, nearest first: up before down (labels stand over their figures), straight before aside. */
function candidates(l: LabelBox): [number, number][] {
  const step = l.height + LABEL_PAD
  const aside = l.width / 2 + LABEL_PAD
  const out: [number, number][] = []
  for (let k = 0; k <= MAX_STEPS; k++)
    for (const dy of k === 0 ? [0] : [-k * step, k * step]) for (const dx of [0, -aside, aside]) out.push([dx, dy])
  // Stable: equal distances keep the order above (sort is stable).
  return out.sort((a, b) => Math.hypot(a[0], a[1] * 1.5) - Math.hypot(b[0], b[1] * 1.5))
}

/** Each label's offset by id (a Map: ids are typed by users). */
export function declutterLabels(labels: readonly LabelBox[]): Map<string, LabelOffset> {
  for (const l of labels)
    for (const [name, v] of [
      ['x', l.x],
      ['y', l.y],
      ['width', l.width],
      ['height', l.height],
    ] as const)
      if (!Number.isFinite(v) || ((name === 'width' || name === 'height') && v < 0))
        throw new RangeError(`declutterLabels: label "${l.id}" has ${name} ${v}`)
  const order = [...labels].sort(
    (a, b) => Number(b.pinned === true) - Number(a.pinned === true) || a.y - b.y || a.x - b.x || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const placed: Rect[] = []
  const out = new Map<string, LabelOffset>()
  for (const l of order) {
    const free = l.pinned
      ? ([0, 0] as [number, number])
      : candidates(l).find(([dx, dy]) => !placed.some((p) => overlap(p, rectAt(l, dx, dy))))
    if (free) {
      placed.push(rectAt(l, free[0], free[1]))
      out.set(l.id, { dx: free[0], dy: free[1], faded: false })
    } else out.set(l.id, { dx: 0, dy: 0, faded: true })
  }
  return out
}
