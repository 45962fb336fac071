/**
 * Which colliders of a TableWorld changed, and when: every collider added, moved in place or
 * removed is noted by its Rapier handle under the world's revision, so that a cache built at an
 * earlier revision (the sight caster's shape table, the terrain index) patches the rows of those
 * handles instead of reading every collider again. A drag of one figure on a table of thousands
 * of pieces then costs its own few colliders, not the table.
 *
 * Handles are unique over a world's life (Rapier's handle carries a generation beside the slot
 * index), so a handle noted as changed names exactly one collider, live or removed.
 */
export class ChangeLog {
  /** Counts the updates that changed a collider; 0 for a world as built. */
  revision = 0
  private handles: number[] = []
  private revisions: number[] = []
  /** The log no longer reaches back to revisions below this (older entries were dropped). */
  private floor = 0
  /** Noted in the update under way (revision + 1 once it ends). */
  private open = false

  /** Notes a collider added, moved or removed by the update under way. */
  note(handle: number): void {
    this.handles.push(handle)
    this.revisions.push(this.revision + 1)
    this.open = true
  }

  /** Ends an update: the revision counts up only if it changed a collider. */
  commit(): void {
    if (!this.open) return
    this.open = false
    this.revision++
    // Bounded: past the limit the older half goes, and caches older than that rebuild.
    if (this.handles.length > LIMIT) {
      const drop = this.handles.length - LIMIT / 2
      this.floor = this.revisions[drop - 1]
      this.handles = this.handles.slice(drop)
      this.revisions = this.revisions.slice(drop)
    }
  }

  /**
   * Handles changed after `revision` (a handle may appear more than once), or null when the log
   * no longer reaches back that far: then read everything again.
   */
  since(revision: number): number[] | null {
    if (revision < this.floor) return null
    const out: number[] = []
    for (let i = this.handles.length - 1; i >= 0 && this.revisions[i] > revision; i--) out.push(this.handles[i])
    return out
  }
}

/** Entries kept; a cache that falls this far behind (a scene replaced wholesale, many times) rebuilds. */
const LIMIT = 16384
