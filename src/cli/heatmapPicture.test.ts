import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CELL, gridOf, heatmapSpec, type HeatmapResult } from '../judge'
import { parseSceneText } from '../scene/validate'
import { captionOf, heatmapPicture, MARGIN, SWATCH } from './heatmapPicture'

const parsed = parseSceneText(readFileSync(new URL('../../scenes/hill-and-wall.json', import.meta.url), 'utf8'))
if (!parsed.ok) throw new Error('scenes/hill-and-wall.json does not load')
const scene = parsed.scene
const spec = heatmapSpec(scene, { from: 'red', profile: 'medium', step: 2, level: 'top' })
const grid = gridOf(90, 90, 2)
const n = grid.nx * grid.nz
// Every cell judged and seen by one shooter in the open: the whole map is "no cover" red (#d73027).
const result: HeatmapResult = {
  grid,
  cancelled: false,
  judged: n,
  values: {
    state: new Uint8Array(n).fill(CELL.judged),
    seeing: new Uint16Array(n).fill(1),
    visible: new Float32Array(n).fill(1),
    hidden: new Float32Array(n),
    cover: new Uint8Array(n),
    y: new Float32Array(n),
  },
}
const RED = [0xd7, 0x30, 0x27]
const BLACK = [0, 0, 0]

describe("the --png heat map is readable on its own (issue 15, a player's pass)", () => {
  // 45 x 45 cells of 2 cm on the 90 cm table: 8 px a cell (360 px at least, MIN_PIXELS), 4 px a cm; the map starts at (12, 12).
  const picture = heatmapPicture(scene, spec, result, 'cover', { rules: null })
  const pixel = (x: number, y: number) => [...picture.rgb.subarray((y * picture.width + x) * 3, (y * picture.width + x) * 3 + 3)]

  it("draws the table's outline just outside the cells", () => {
    expect(picture.pxPerCm).toBe(4)
    expect(pixel(MARGIN - 1, 100)).toEqual(BLACK)
    expect(pixel(MARGIN, 100)).toEqual(RED)
    // The table's far edge: 12 + 90 x 4 = 372.
    expect(pixel(372, 100)).toEqual(BLACK)
  })

  it("outlines the terrain from above: the wall's box, the tower's circle, the wood dotted", () => {
    // wall-1: centre x 46.5, 1 cm thick: its west face at x 46 cm, px 12 + 46 x 4 = 196; z 45 cm is py 12 + 180 = 192.
    expect(pixel(196, 192)).toEqual(BLACK)
    expect(pixel(194, 192)).toEqual(RED)
    // tower: centre (70, 20), radius 4 cm: its east point at px (12 + 74 x 4, 12 + 20 x 4) = (308, 92).
    expect(pixel(308, 92)).toEqual(BLACK)
    // wood, an area 16 cm square about (57, 45): its north edge at z 37, py 160, from px 208 to 272, dotted.
    const edge = Array.from({ length: 61 }, (_, i) => pixel(210 + i, 160)).filter((p) => p.join() === BLACK.join()).length
    expect(edge).toBeGreaterThan(15)
    expect(edge).toBeLessThan(50)
  })

  it('puts the legend under the map: a swatch of each colour with its words, and a 10 cm scale bar', () => {
    // Under the map (12 + 360) and its margin, after the caption's two rows (its 104 signs of 6 px
    // wrap at 360 px, 60 signs) and the title's: 372 + 12 + 3 x 14 = 426.
    const first = picture.legend[0]
    expect(first).toMatchObject({ words: 'no cover', x: MARGIN, y: 426 })
    expect(pixel(first.x, first.y)).toEqual(BLACK)
    expect(pixel(first.x + 4, first.y + 4)).toEqual(RED)
    expect(picture.legend.map((e) => e.words)).toEqual([
      'no cover',
      'soft cover',
      'hard cover',
      'massive cover',
      'unseen',
      'cannot stand',
      'shooter',
    ])
    // The words: the N of "NO" is lit down its left column, 4 px right of the swatch.
    const textX = first.x + SWATCH + 4
    expect([1, 2, 3, 4, 5, 6, 7].map((dy) => pixel(textX, first.y + dy))).toEqual(Array(7).fill(BLACK))
    // The scale bar: two rows below the last legend row's top plus 3 px, 10 cm = 40 px long from x 12.
    const barY = picture.legend[picture.legend.length - 1].y + 14 + 3
    expect(pixel(MARGIN, barY)).toEqual(BLACK)
    expect(pixel(MARGIN + 39, barY)).toEqual(BLACK)
    expect(pixel(MARGIN + 42, barY)).not.toEqual(BLACK)
  })

  it("says what it maps under the map: who shoots at which side, the figure's size and level, the rule profile (the last player's pass)", () => {
    // spec: side red's figures (r-archer, r-wall, r-prone) at blue, a medium figure on the highest surface.
    const caption = 'side red (3 figures) shoot at side blue: a medium figure on top, rules the defaults (sightline-default)'
    expect(captionOf(scene, spec, { rules: null })).toBe(caption)
    expect(captionOf(scene, spec, { rules: 'as-written' })).toMatch(/, rules as-written$/)
    const one = heatmapSpec(scene, { from: 'r-archer', profile: 'large', step: 2, level: 'ground' })
    expect(captionOf(scene, one, { rules: null })).toMatch(/^r-archer shoots at side blue: a large figure on ground, /)
    // Drawn on the rows under the map (372 + 12 = 384), within the map's width (384 px, as before the caption),
    // broken after "figure on" (59 signs): the S of "SIDE" is lit along its top row, x 13..16.
    expect(picture.width).toBe(384)
    expect([13, 14, 15, 16].map((x) => pixel(x, 384))).toEqual(Array(4).fill(BLACK))
    // The second row, 14 px lower, begins with the T of "TOP": its top row lit x 12..16.
    expect([12, 13, 14, 15, 16].map((x) => pixel(x, 398))).toEqual(Array(5).fill(BLACK))
  })

  it('counts "of N" shooters, and shows "pending" only while cells are pending', () => {
    const count = heatmapPicture(scene, spec, result, 'count', { rules: null })
    expect(count.legend.map((e) => e.words)).toEqual(['1 of 3 see', '2 of 3 see', '3 of 3 see', 'unseen', 'cannot stand', 'shooter'])
    // A cancelled run: one cell never judged.
    const state = new Uint8Array(n).fill(CELL.judged)
    state[0] = CELL.pending
    const partial = heatmapPicture(scene, spec, { ...result, cancelled: true, values: { ...result.values, state } }, 'cover', {
      rules: null,
    })
    expect(partial.legend.map((e) => e.words)).toContain('pending')
  })
})
