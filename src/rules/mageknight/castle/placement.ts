import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CASTLE } from '../core/clauses'
import { connectedAccessPoints } from './accessMelee'
import type { MkElevation } from './defence'
import { isSectionDestroyed, type CastleSectionState, type SectionKinds, SHIPPED_SECTION_KINDS } from './section'
import { refuse, type Resolution } from './refusals'

/**
 * Figures on sections (001 "Platzierung der Helden", "Geländehöhe", "Zugangspunkte"): the whole
 * base must fit on the top, nothing reaching into the section; a figure on a section stands on
 * raised terrain, level with every other section. Entering or leaving goes by access points
 * (moving into contact with one, placed at a connected one, and the move ends), by flight or by
 * magic levitation; mounted figures, large figures and titans cannot use access points.
 */

export interface PlacementFacts {
  figureId: string
  section: CastleSectionState
  /** Geometry: the whole base lies on the walkable top. */
  baseFitsOnTop: boolean
  /** Geometry: part of the base reaches into the section's interior (allowed only where its special rules say, e.g. the gate passage). */
  reachesInside: boolean
  /** The section's special rules allow it here (the gatehouse passage, 001 "Torhaus"). */
  insideAllowed?: boolean
}

export function placeOnSection(
  f: PlacementFacts,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): Resolution<{ elevation: MkElevation; lines: RulingLine[] }> {
  if (isSectionDestroyed(f.section, kinds))
    return refuse('section-destroyed', `${f.section.id} is destroyed; figures stand on its rubble`, CASTLE.destruction)
  if (f.reachesInside && !f.insideAllowed)
    return refuse('base-reaches-inside-section', `${f.figureId}'s base would reach into ${f.section.id}`, CASTLE.placement)
  if (!f.baseFitsOnTop && !f.insideAllowed)
    return refuse(
      'base-overhangs-section',
      `${f.figureId}'s base does not fit completely on ${f.section.id}: no part may overhang`,
      CASTLE.placement,
    )
  const lines: RulingLine[] = [
    { key: 'onCastleSection', value: f.section.id, clause: CASTLE.placement },
    {
      key: 'raisedTerrain',
      value: true,
      clause: CASTLE.height,
      ...detailed('raisedTerrain', 'all castle sections count as the same height'),
    },
  ]
  return {
    ok: true,
    value: { elevation: { onCastleSection: true, onRaisedTerrain: true }, lines },
    breakdown: { modifiers: [], rolls: [], lines },
  }
}

export type EntryMode = 'accessPoint' | 'flight' | 'magicLevitation'

export interface AccessMove {
  figureId: string
  mounted?: boolean
  titan?: boolean
  largeFigure?: boolean
  section: CastleSectionState
  /** The access point the figure moved into contact with (a ladder id for ladders). */
  from: string
  ladders?: readonly string[]
}

/** Moving through a section's access points: where the figure may be placed; the move ends there. */
export function moveThroughAccessPoint(
  m: AccessMove,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): Resolution<{ placeAt: string[]; endsMove: true; lines: RulingLine[] }> {
  if (m.mounted || m.titan || m.largeFigure)
    return refuse(
      'unwieldy-no-access-points',
      `${m.figureId} is mounted, a large figure or a titan and cannot use access points`,
      CASTLE.access,
    )
  const connected = connectedAccessPoints(m.section, m.ladders, kinds)
  if (!connected.includes(m.from))
    return refuse(
      'access-point-not-open',
      `${m.from} is not an open access point of ${m.section.id} (open: ${connected.join(', ') || 'none'})`,
      m.section.kind === 'gatehouse' ? CASTLE.gatehouse : CASTLE.access,
    )
  // A ladder joins the ground to the walkway on its own: its other end is a place to arrive at.
  const placeAt = connected.filter((a) => a !== m.from || (m.ladders ?? []).includes(a))
  if (placeAt.length === 0)
    return refuse('no-other-connected-access-point', `${m.section.id} has no other open access point connected to ${m.from}`, CASTLE.access)
  const lines: RulingLine[] = [
    { key: 'placeAtAccessPoint', value: placeAt.join(', '), clause: CASTLE.access },
    { key: 'moveEnds', value: true, clause: CASTLE.access },
  ]
  return { ok: true, value: { placeAt, endsMove: true, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}
