import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { CARD_GAP, EDGE_MARGIN, placeBeside, screenBox } from './cardPlacement'

const canvas = { width: 800, height: 600 }
const card = { width: 200, height: 100 }
const figure = { left: 300, top: 250, right: 340, bottom: 330 }
const overlaps = (a: { left: number; top: number }, b: typeof figure) =>
  a.left < b.right && a.left + card.width > b.left && a.top < b.bottom && a.top + card.height > b.top

describe("the hover card beside the hovered thing (a player's pass: the card hid the figure)", () => {
  it('to the right of the figure, centred on it, the gap between', () => {
    // right: 340 + 14 = 354; centred: the figure's middle 290 less half the card, 50: 240.
    expect(placeBeside(figure, card, canvas)).toEqual({ side: 'right', left: 340 + CARD_GAP, top: 240 })
  })

  it('flipped to the left at the right edge, above or below where neither side has room', () => {
    const nearRight = { left: 700, top: 250, right: 740, bottom: 330 }
    // 700 - 14 - 200 = 486.
    expect(placeBeside(nearRight, card, canvas)).toEqual({ side: 'left', left: 486, top: 240 })
    const wide = { left: 150, top: 300, right: 650, bottom: 340 }
    // Neither 150 - 14 - 4 nor 800 - 4 - 664 holds 200: above, at 300 - 14 - 100 = 186, centred at 400 - 100 = 300.
    expect(placeBeside(wide, card, canvas)).toEqual({ side: 'above', left: 300, top: 186 })
  })

  it('never past the canvas: a figure at the top corner slides the card down inside, and it still does not cover it', () => {
    const corner = { left: 0, top: 0, right: 30, bottom: 40 }
    const placed = placeBeside(corner, card, canvas)
    // Centred on y 20 the card would start at -30: it starts at the margin instead.
    expect(placed).toEqual({ side: 'right', left: 30 + CARD_GAP, top: EDGE_MARGIN })
    expect(overlaps(placed, corner)).toBe(false)
    for (const anchor of [figure, corner, { left: 770, top: 560, right: 800, bottom: 600 }]) {
      const p = placeBeside(anchor, card, canvas)
      expect(p.left).toBeGreaterThanOrEqual(EDGE_MARGIN)
      expect(p.top).toBeGreaterThanOrEqual(EDGE_MARGIN)
      expect(p.left + card.width).toBeLessThanOrEqual(canvas.width - EDGE_MARGIN)
      expect(p.top + card.height).toBeLessThanOrEqual(canvas.height - EDGE_MARGIN)
      expect(overlaps(p, anchor)).toBe(false)
    }
  })

  it('a NaN from a caller is a RangeError, not a card at NaN', () => {
    expect(() => placeBeside({ ...figure, left: Number.NaN }, card, canvas)).toThrow(RangeError)
  })

  it('screenBox: a box the camera looks straight at, on the screen', () => {
    // An orthographic camera 100 wide and 100 high looking down -z: a world unit is 8 px across 800, 6 px down 600.
    const camera = new THREE.OrthographicCamera(-50, 50, 50, -50, 0.1, 100)
    camera.position.set(0, 0, 10)
    camera.updateMatrixWorld()
    const box = new THREE.Box3(new THREE.Vector3(0, 0, -1), new THREE.Vector3(10, 20, 1))
    const s = screenBox(box, camera, canvas)
    // x 0..10 → 400..480; y 0..20 → 300 down to 300 - 120 = 180.
    expect([s.left, s.right, s.top, s.bottom].map((v) => Math.round(v * 1000) / 1000)).toEqual([400, 480, 180, 300])
  })
})
