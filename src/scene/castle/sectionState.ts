import { ownEntry } from '../records'
import type { CastleSection, CastleVersion } from './schema'

/**
 * A placed castle section's state as plain functions: its portals and its dial position. Apart
 * from the `castle` key's schema (schema.ts, which re-exports them) because geometry asks them
 * while building a world, and a heat map worker builds worlds without loading zod (issue 15).
 */

/** The dial position a version starts at (001 "Punktwert": heavy 0 clicks, light 3 clicks). */
export const VERSION_START_CLICKS: Record<CastleVersion, number> = { heavy: 0, light: 3 }

/** Whether a portal of a section is closed (left out means closed, 001 "Portale"). A destroyed section has none. */
export function portalClosed(section: CastleSection, portalId: string): boolean {
  if (section.destroyed) return false
  return (ownEntry(section.portals ?? {}, portalId) ?? 'closed') === 'closed'
}

/** The section's dial position: `clicks`, or its version's start. */
export function sectionClicks(section: CastleSection): number {
  return section.clicks ?? VERSION_START_CLICKS[section.version]
}
