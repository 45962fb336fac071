import { describe, expect, it } from 'vitest'
import { declutterLabels, LABEL_PAD, type LabelBox } from './labelDeclutter'

const box = (id: string, x: number, y: number, pinned = false): LabelBox => ({ id, x, y, width: 60, height: 16, pinned })
const rect = (l: LabelBox, o: { dx: number; dy: number }) => ({
  left: l.x + o.dx - l.width / 2,
  right: l.x + o.dx + l.width / 2,
  top: l.y + o.dy - l.height / 2,
  bottom: l.y + o.dy + l.height / 2,
})

describe("figure labels that crowd on the screen (a player's pass: names lay over one another)", () => {
  it('labels apart keep their places', () => {
    const out = declutterLabels([box('a', 100, 100), box('b', 300, 100)])
    expect([...out.values()]).toEqual([
      { dx: 0, dy: 0, faded: false },
      { dx: 0, dy: 0, faded: false },
    ])
  })

  it('two labels on one spot: the first (top, then left, then id) stays, the second moves one label height up', () => {
    // Both at (100, 100): "a" placed first; "b" one step up: 16 + 2 = 18 px (the pad between them).
    const out = declutterLabels([box('b', 100, 100), box('a', 100, 100)])
    expect(out.get('a')).toEqual({ dx: 0, dy: 0, faded: false })
    expect(out.get('b')).toEqual({ dx: 0, dy: -(16 + LABEL_PAD), faded: false })
  })

  it('a crowd of nine (a cavalry formation seen from afar): no two boxes overlap afterwards', () => {
    const crowd = Array.from({ length: 9 }, (_, i) => box(`f${i}`, 200 + i * 12, 150 + (i % 3) * 5))
    const out = declutterLabels(crowd)
    const rects = crowd.map((l) => rect(l, out.get(l.id) ?? { dx: 0, dy: 0 }))
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const [a, b] = [rects[i], rects[j]]
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom, `${i} and ${j} overlap`).toBe(false)
      }
    expect([...out.values()].some((o) => o.faded)).toBe(false)
  })

  it('a pinned label (the selected figure) keeps its place; the one in its way moves', () => {
    const out = declutterLabels([box('a', 100, 100), box('chosen', 100, 104, true)])
    expect(out.get('chosen')).toEqual({ dx: 0, dy: 0, faded: false })
    expect(out.get('a')?.dy).not.toBe(0)
  })

  it('no free place within six label heights: the label stays and is faded, not thrown far from its figure', () => {
    // 60 labels on one spot: 1 + 6 * 2 steps * 3 columns = 37 places near it at most, so some find none.
    const crowd = Array.from({ length: 60 }, (_, i) => box(`f${String(i).padStart(2, '0')}`, 400, 300))
    const out = declutterLabels(crowd)
    const faded = [...out.values()].filter((o) => o.faded)
    expect(faded.length).toBeGreaterThan(0)
    for (const o of faded) expect([o.dx, o.dy]).toEqual([0, 0])
    for (const o of out.values()) expect(Math.abs(o.dy)).toBeLessThanOrEqual(6 * 18)
  })

  it('a NaN or a negative size from a caller is a RangeError naming the label', () => {
    expect(() => declutterLabels([{ ...box('x', 0, 0), y: Number.NaN }])).toThrow(/"x" has y NaN/)
    expect(() => declutterLabels([{ ...box('x', 0, 0), width: -1 }])).toThrow(RangeError)
  })
})
