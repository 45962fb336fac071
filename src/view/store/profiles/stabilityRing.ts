/**
 * The ring the table draws for a stability band (issue 15, part 2): around the figure whose move
 * changes the ruling soonest, at that smallest distance. The judge measures the move of the base
 * centre; the ring is drawn that far outside the base's edge, so it is the outline the base may
 * fill without changing the ruling (a 3 mm band of a 25 mm base is then a ring just outside the
 * base, not a dot inside it).
 */
import { figureProfile } from '../../../scene/figureProfile'
import type { Scene } from '../../../scene/schema'
import type { StabilityEntry, StabilityReport } from '../../ports'

export interface StabilityRingView {
  figureId: string
  /** The entry the ring stands for: the smallest change found. */
  entry: StabilityEntry
  /** Where the base centre is now (cm). */
  centre: [number, number, number]
  /** The base's radius plus the smallest change distance (cm). */
  radiusCm: number
}

/** The smallest change of the report: horizontal or vertical, target or shooter; ties go to the first (the target's). */
export function smallestChange(report: StabilityReport): StabilityEntry | null {
  let best: StabilityEntry | null = null
  for (const entry of report.entries)
    if (entry.status === 'changes' && entry.distanceCm !== null && (best === null || entry.distanceCm < (best.distanceCm ?? Infinity)))
      best = entry
  return best
}

/** The ring of a band between FROM and TO, or null when nothing changes within the search radius or a figure is gone. */
export function stabilityRingOf(report: StabilityReport, scene: Scene, fromId: string, toId: string): StabilityRingView | null {
  const entry = smallestChange(report)
  if (!entry || entry.distanceCm === null) return null
  const figureId = entry.mover === 'target' ? toId : fromId
  const figure = scene.figures.find((f) => f.id === figureId)
  if (!figure) return null
  const [x, y, z] = figure.position
  return { figureId, entry, centre: [x, y, z], radiusCm: figureProfile(figure).radius + entry.distanceCm }
}
