/**
 * Where a hover card goes on the screen (a player's pass: the card sat over the hovered figure
 * and hid it): beside the thing's screen box, to its right, else its left, else above, else
 * below, whichever first fits inside the canvas, and never past the canvas's edges. Pure
 * rectangles in canvas pixels (`placeBeside`), the thing's box projected by the camera
 * (`screenBox`), and drei <Html>'s `calculatePosition` built from both (`besideCalculator`).
 */
import * as THREE from 'three'

/** A rectangle in canvas pixels, y down. */
export interface ScreenBox {
  left: number
  top: number
  right: number
  bottom: number
}

export interface Size {
  width: number
  height: number
}

export type CardSide = 'right' | 'left' | 'above' | 'below'

/** Canvas pixels kept free at the canvas's edges. */
export const EDGE_MARGIN = 4
/** Canvas pixels between the thing and the card. */
export const CARD_GAP = 14

const clamp = (v: number, lo: number, hi: number) => (hi < lo ? lo : Math.min(Math.max(v, lo), hi))

/**
 * The card's top-left corner beside `anchor`: beside it on the first side where the whole card
 * fits in `canvas` (right, left, above, below), centred along that side and slid inside the
 * canvas; where no side fits, the side with the most room, still slid inside (it may then cover
 * part of the anchor, never leave the canvas, unless the card is larger than the canvas).
 */
export function placeBeside(anchor: ScreenBox, card: Size, canvas: Size, gap = CARD_GAP): { left: number; top: number; side: CardSide } {
  for (const v of [anchor.left, anchor.top, anchor.right, anchor.bottom, card.width, card.height, canvas.width, canvas.height, gap])
    if (!Number.isFinite(v)) throw new RangeError(`placeBeside: every number must be finite, got ${v}`)
  const m = EDGE_MARGIN
  const midX = (anchor.left + anchor.right) / 2
  const midY = (anchor.top + anchor.bottom) / 2
  const alongY = clamp(midY - card.height / 2, m, canvas.height - m - card.height)
  const alongX = clamp(midX - card.width / 2, m, canvas.width - m - card.width)
  const room: Record<CardSide, number> = {
    right: canvas.width - m - (anchor.right + gap),
    left: anchor.left - gap - m,
    above: anchor.top - gap - m,
    below: canvas.height - m - (anchor.bottom + gap),
  }
  const at: Record<CardSide, { left: number; top: number }> = {
    right: { left: anchor.right + gap, top: alongY },
    left: { left: anchor.left - gap - card.width, top: alongY },
    above: { left: alongX, top: anchor.top - gap - card.height },
    below: { left: alongX, top: anchor.bottom + gap },
  }
  const sides: CardSide[] = ['right', 'left', 'above', 'below']
  const need = (s: CardSide) => (s === 'right' || s === 'left' ? card.width : card.height)
  const fits = sides.find((s) => room[s] >= need(s))
  const side = fits ?? sides.reduce((best, s) => (room[s] - need(s) > room[best] - need(best) ? s : best))
  const { left, top } = at[side]
  return {
    side,
    left: clamp(left, m, canvas.width - m - card.width),
    top: clamp(top, m, canvas.height - m - card.height),
  }
}

const corner = new THREE.Vector3()

/** `box` (world) as the camera shows it on a canvas of `size`: the screen box of its eight corners. */
export function screenBox(box: THREE.Box3, camera: THREE.Camera, size: Size): ScreenBox {
  const out: ScreenBox = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera)
    const x = ((corner.x + 1) / 2) * size.width
    const y = ((1 - corner.y) / 2) * size.height
    out.left = Math.min(out.left, x)
    out.right = Math.max(out.right, x)
    out.top = Math.min(out.top, y)
    out.bottom = Math.max(out.bottom, y)
  }
  return out
}

/** Half the side of the box around a pointed point, when the thing itself is too large to stand beside. */
const POINT_HALF = 10

/**
 * drei <Html>'s `calculatePosition` for a card beside `object` (its world box), measured from
 * `card` each frame (the card's size follows its rows and language). A thing wider or taller
 * than half the canvas (a long wall, a wood) is stood beside at `point` instead, the place the
 * pointer met it. `resized` is called when the card's size changed since the last frame: the
 * canvas draws on demand, so it asks for the frame that places the card at its true size.
 */
export function besideCalculator(
  object: () => THREE.Object3D | null,
  point: () => THREE.Vector3 | null,
  card: { current: HTMLElement | null },
  resized: () => void,
): (el: THREE.Object3D, camera: THREE.Camera, size: Size) => [number, number] {
  const box = new THREE.Box3()
  let last: Size = { width: 0, height: 0 }
  return (_el, camera, size) => {
    const measured = { width: card.current?.offsetWidth ?? 0, height: card.current?.offsetHeight ?? 0 }
    if (measured.width !== last.width || measured.height !== last.height) {
      last = measured
      resized()
    }
    const target = object()
    let anchor: ScreenBox | null = null
    if (target) {
      box.setFromObject(target)
      anchor = box.isEmpty() ? null : screenBox(box, camera, size)
    }
    const at = point()
    const tooLarge = anchor && (anchor.right - anchor.left > size.width / 2 || anchor.bottom - anchor.top > size.height / 2)
    if ((!anchor || tooLarge) && at) {
      const p = screenBox(new THREE.Box3(at, at), camera, size)
      anchor = { left: p.left - POINT_HALF, top: p.top - POINT_HALF, right: p.left + POINT_HALF, bottom: p.top + POINT_HALF }
    }
    if (!anchor) return [-10000, -10000]
    const placed = placeBeside(anchor, measured, size)
    return [placed.left, placed.top]
  }
}
