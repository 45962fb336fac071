import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CASTLE } from '../core/clauses'
import { isBrokenOpen, isSectionDestroyed, type CastleSectionState, type SectionKinds, SHIPPED_SECTION_KINDS } from './section'
import { refuse, type Resolution } from './refusals'

/**
 * 001 "Portale": all portals start closed; the castle player opens or closes them at the start of
 * their turn (after Leadership), without spending an action, each portal on its own; a portal
 * cannot close on a figure's base (001 "Torhaus"); a broken section's portals stay open.
 */

/** The portal ids of a section's kind. */
export const portalIdsOf = (section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): string[] =>
  kinds[section.kind].portals.map((p) => p.id)

/** The state that counts: broken open or destroyed means open, else the stored state (absent: closed). */
export function portalState(section: CastleSectionState, portalId: string, kinds: SectionKinds = SHIPPED_SECTION_KINDS): 'open' | 'closed' {
  if (!portalIdsOf(section, kinds).includes(portalId))
    throw new RangeError(
      `portal: ${section.id} (${section.kind}) has no portal "${portalId}"; it has ${portalIdsOf(section, kinds).join(', ') || 'none'}`,
    )
  if (isSectionDestroyed(section, kinds) || isBrokenOpen(section, kinds)) return 'open'
  return section.portals?.[portalId] ?? 'closed'
}

/** A section as at the start of the game: every portal closed (001 "Portale"). */
export const withPortalsClosed = (section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): CastleSectionState => ({
  ...section,
  portals: Object.fromEntries(portalIdsOf(section, kinds).map((id) => [id, 'closed' as const])),
})

export interface PortalRequest {
  section: CastleSectionState
  portalId: string
  want: 'open' | 'closed'
  /** The side asking (must own the section). */
  side: string
  /** It is the start of that side's turn (after Leadership). */
  atStartOfOwnTurn: boolean
  /** Geometry: closing it would overlap a figure's base. */
  wouldCloseOnBase: boolean
}

/** Opens or closes one portal; returns the new section (no action spent) or a refusal. Throws for a portal the section's kind does not have. */
export function setPortal(req: PortalRequest, kinds: SectionKinds = SHIPPED_SECTION_KINDS): Resolution<CastleSectionState> {
  const { section, portalId, want } = req
  const clause = CASTLE.portals
  if (!portalIdsOf(section, kinds).includes(portalId))
    throw new RangeError(
      `rules/mageknight/castle: portalId: ${section.id} (${section.kind}) has no portal "${portalId}"; it has ${portalIdsOf(section, kinds).join(', ') || 'none'}`,
    )
  if (req.side !== section.side)
    return refuse('not-castle-player', `only the castle player (${section.side}) opens and closes the portals of ${section.id}`, clause)
  if (!req.atStartOfOwnTurn)
    return refuse('portal-not-at-turn-start', "portals are opened or closed only at the start of the castle player's turn", clause)
  if (isSectionDestroyed(section, kinds)) return refuse('section-destroyed', `${section.id} is destroyed`, CASTLE.destruction)
  if (want === 'closed' && isBrokenOpen(section, kinds))
    return refuse(
      'broken-open-portals-stay-open',
      `${section.id} shows a yellow square: broken open, its portals stay open for the rest of the game`,
      clause,
    )
  if (want === 'closed' && req.wouldCloseOnBase)
    return refuse('portal-closes-on-base', `portal ${portalId} of ${section.id} would close on a figure's base`, CASTLE.gatehouse)
  const lines: RulingLine[] = [
    { key: 'portal', value: want, clause, ...detailed('portal', '{section}.{portal}', { section: section.id, portal: portalId }) },
    { key: 'actionsSpent', value: 0, clause },
  ]
  return {
    ok: true,
    value: { ...section, portals: { ...(section.portals ?? {}), [portalId]: want } },
    breakdown: { modifiers: [], rolls: [], lines },
  }
}
