/**
 * Box select's arithmetic (issue 14), apart from the pointer so node tests can check it: the
 * rectangle between where a drag began and where it is, and the figures whose marker point (the
 * middle of the figure's body, projected to the screen) lies inside it, as Tabletop Simulator
 * and Foundry choose tokens by their centre.
 */

/** A rectangle on screen in client pixels, left <= right and top <= bottom. */
export interface ScreenBox {
  left: number
  top: number
  right: number
  bottom: number
}

/** Below this width and height (px) a drag on the empty table was a click, not a box. */
export const BOX_MIN_PX = 4

/** The box spanned by two corners, in whichever order they were given. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): ScreenBox {
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) }
}

/** True when the box is big enough to be meant as one. */
export const isBox = (box: ScreenBox): boolean => box.right - box.left >= BOX_MIN_PX || box.bottom - box.top >= BOX_MIN_PX

/** The ids whose screen point is inside the box (edges included), in the order given; points behind the camera never are. */
export function idsInBox(points: readonly { id: string; x: number; y: number; behind: boolean }[], box: ScreenBox): string[] {
  return points.filter((p) => !p.behind && p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom).map((p) => p.id)
}
