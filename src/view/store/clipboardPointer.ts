/**
 * Where a paste goes (issue 14, "paste under the pointer" as Tabletop Simulator and Foundry do
 * it): the last table point the pointer was over, or none when it has left the table since. The
 * table's pointer moves reach the ground group (useGroundPointer.ts) before the window sees the
 * same DOM event (selectionShortcuts.ts), so a move the ground did not report is a move off the
 * table: over a panel, past the table's edge, or out of the page (the Edit menu). Kept outside
 * the store's state: a pointer move would otherwise wake every subscriber many times a second.
 * One pointer per page, so one module-level value, as vttPrefs.ts keeps the table habits.
 */

interface TablePoint {
  x: number
  z: number
  /** The DOM event that brought the point: a later move without a point is a move off the table. */
  event: Event | null
}

let over: TablePoint | null = null

/**
 * The ground reports the table point (x, z) under the pointer for `event`. Every surface the ray
 * meets reports the same event, nearest first: the first is the one the player sees.
 */
export function pointerOverTable(x: number, z: number, event: Event | null): void {
  if (event !== null && over?.event === event) return
  over = { x, z, event }
}

/** The window saw a pointer move: unless the ground reported a point for this very event, the pointer is off the table. */
export function pointerMovedOnPage(event: Event): void {
  if (over && over.event !== event) over = null
}

/** The pointer left the page (or the table went away): pastes go beside the originals again. */
export function forgetTablePointer(): void {
  over = null
}

/** The table point a paste centres the group on (x, z), or null to paste beside the originals. */
export function pasteTarget(): readonly [number, number] | null {
  return over ? [over.x, over.z] : null
}
