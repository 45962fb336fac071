import { describe, expect, it } from 'vitest'
import { cellColor, COUNT_COLORS, countStep, legendOf, type Rgb } from './legend'
import { CELL, type HeatmapValues } from './types'

/**
 * CIE L*a*b* of an sRGB colour, by hand (IEC 61966-2-1 and CIE 15): undo the sRGB curve, the
 * sRGB-to-XYZ matrix (D65), then L*a*b* against D65's white (0.95047, 1, 1.08883).
 */
function lab([r, g, b]: Rgb): [number, number, number] {
  const linear = (v: number) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const [R, G, B] = [linear(r), linear(g), linear(b)]
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883
  const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

/** CIE76 colour difference: the distance in L*a*b*. About 2.3 is just noticeable; 20 is two colours one names apart. */
const deltaE = (a: Rgb, b: Rgb) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]))

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb

/** The least distance the count ramp keeps between neighbours (legend.ts COUNT_COLORS). */
const APART = 20

/** One judged cell seen by `seeing` shooters, for cellColor. */
const cellSeenBy = (seeing: number): HeatmapValues =>
  ({ state: Uint8Array.of(CELL.judged), seeing: Uint16Array.of(seeing) }) as unknown as HeatmapValues

describe('the "how many see" colours (legend.ts, the last player\'s pass: 2 and 3 looked alike)', () => {
  it('converts sRGB to L*a*b* as the published tables do', () => {
    // sRGB red is L* 53.24, a* 80.09, b* 67.20 (Bruce Lindbloom's calculator, D65); white is 100, 0, 0.
    const red = lab([255, 0, 0])
    expect(red[0]).toBeCloseTo(53.24, 1)
    expect(red[1]).toBeCloseTo(80.09, 1)
    expect(red[2]).toBeCloseTo(67.2, 1)
    for (const [v, w] of lab([255, 255, 255]).map((v, i) => [v, [100, 0, 0][i]])) expect(v).toBeCloseTo(w, 1)
    // The mix it replaces (amber #fcae61 to red #d73027) gave 2 and 3 of 5 shooters #f38f53 and
    // #ea6f44 (a quarter and half way): 14 apart, the pair the player could not tell apart.
    expect(deltaE([243, 143, 83], [234, 111, 68])).toBeLessThan(15)
  })

  it('keeps every two neighbouring steps of the ramp at least 20 apart, and each one darker than the last', () => {
    for (let i = 1; i < COUNT_COLORS.length; i++) {
      expect(deltaE(COUNT_COLORS[i - 1], COUNT_COLORS[i])).toBeGreaterThanOrEqual(APART)
      expect(lab(COUNT_COLORS[i])[0]).toBeLessThan(lab(COUNT_COLORS[i - 1])[0])
    }
  })

  it.each([1, 2, 3, 4, 5, 6])('with %i shooters gives every count its own colour, neighbours at least 20 apart', (shooters) => {
    const colors = Array.from({ length: shooters }, (_, i) => cellColor(cellSeenBy(i + 1), 0, 'count', shooters))
    for (let n = 1; n < shooters; n++) expect(deltaE(colors[n - 1], colors[n])).toBeGreaterThanOrEqual(APART)
    // One seeing is the palest, all of them the darkest.
    expect(colors[shooters - 1]).toEqual(COUNT_COLORS[COUNT_COLORS.length - 1])
    if (shooters > 1) expect(colors[0]).toEqual(COUNT_COLORS[0])
    // The legend says each count with the colour the cells take (PNG and view read the same legend).
    const legend = legendOf('count', shooters).slice(0, shooters)
    expect(legend.map((e) => e.label)).toEqual(colors.map((_, i) => `${i + 1} see`))
    expect(legend.map((e) => rgbOf(e.color))).toEqual(colors)
  })

  it.each([7, 9, 13, 20])('with %i shooters names runs of counts on one colour, neighbouring runs at least 20 apart', (shooters) => {
    const entries = legendOf('count', shooters).filter((e) => e.label.endsWith(' see'))
    expect(entries).toHaveLength(COUNT_COLORS.length)
    // The runs cover 1..shooters once, in order, and each count's cells take its run's colour.
    let next = 1
    for (const entry of entries) {
      const [, first, last] = /^(\d+)(?: to (\d+))? see$/.exec(entry.label) ?? []
      expect(Number(first)).toBe(next)
      next = Number(last ?? first) + 1
      for (let n = Number(first); n < next; n++) expect(cellColor(cellSeenBy(n), 0, 'count', shooters)).toEqual(rgbOf(entry.color))
    }
    expect(next).toBe(shooters + 1)
    for (let i = 1; i < entries.length; i++)
      expect(deltaE(rgbOf(entries[i - 1].color), rgbOf(entries[i].color))).toBeGreaterThanOrEqual(APART)
    expect(countStep(shooters, shooters)).toBe(COUNT_COLORS.length - 1)
  })

  it('is told apart from unseen, cannot stand and not computed yet', () => {
    const others = legendOf('count', 3).filter((e) => !e.label.endsWith(' see'))
    expect(others.map((e) => e.label)).toEqual(['unseen', 'cannot-stand', 'pending'])
    for (const shade of COUNT_COLORS) for (const other of others) expect(deltaE(shade, rgbOf(other.color))).toBeGreaterThanOrEqual(APART)
  })
})
