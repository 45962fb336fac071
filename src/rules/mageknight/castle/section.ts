import type { CastleSectionKind, CastleSectionKindData } from '../../../scene/mageknight/castleSections'
import { MK_LIBRARY } from '../../../scene/mageknight/library'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CASTLE } from '../core/clauses'
import { isEliminated, sectionPiece, statsOf, type MkPiece } from '../core/dial'
import { MK_RULINGS } from './settings'

/**
 * A castle section in play as plain data (the same fields as a scene's castle section, so the
 * judge can pass those straight in), and what its dial says now: fortification, broken open,
 * destroyed, point value.
 */
export interface CastleSectionState {
  id: string
  kind: CastleSectionKind
  side: string
  version: 'heavy' | 'light'
  /** Dial position; absent: the version's start (001 "Punktwert"). */
  clicks?: number
  /** Portal id to state; a portal left out is closed (001 "Portale"). */
  portals?: Record<string, 'open' | 'closed'>
  /** Rubble lies there instead (001 "Castle Sektionen zerstören"). */
  destroyed?: boolean
}

export type SectionKinds = Record<CastleSectionKind, CastleSectionKindData>

export const SHIPPED_SECTION_KINDS: SectionKinds = MK_LIBRARY.sections

/** The section as an MkPiece (its one dial at its current click). */
export function sectionAsPiece(section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): MkPiece {
  const kind = kinds[section.kind]
  if (!kind) throw new RangeError(`section ${section.id}: unknown kind "${String(section.kind)}"`)
  return sectionPiece(kind, section.id, section.side, section.version, section.clicks)
}

/** The current fortification value (the dial's first value; a broken tower counts 0). */
export const currentFortification = (section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): number =>
  section.destroyed ? 0 : (statsOf(sectionAsPiece(section, kinds)).fortification ?? 0)

/** A yellow square at the fortification value: broken open (001 "Portale"); for walls: demoralised (001 "Mauern"). */
export const isBrokenOpen = (section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): boolean =>
  !section.destroyed && statsOf(sectionAsPiece(section, kinds)).yellowSquare

/** Destroyed: marked so, or three broken towers in the window (001 "Castle-Sektionen"). */
export const isSectionDestroyed = (section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): boolean =>
  section.destroyed === true || isEliminated(sectionAsPiece(section, kinds))

/** Point value of the version it was fielded at (001 "Punktwert"); walls with a gateway cost what walls cost (R-MK-1a). */
export function sectionPoints(
  section: CastleSectionState,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): { points: number; line: RulingLine } {
  const points = kinds[section.kind].versions[section.version].points
  return {
    points,
    line: {
      key: 'sectionPoints',
      value: points,
      clause: section.kind === 'wallGateway' ? MK_RULINGS.wallGatewayPoints : CASTLE.points,
      ...detailed('sectionPoints', '{kind} {version}', { kind: section.kind, version: section.version }),
    },
  }
}

/** May the section shoot at all: range and attack above 0 (001 "Aktionen"). */
export function sectionCanShoot(section: CastleSectionState, kinds: SectionKinds = SHIPPED_SECTION_KINDS): boolean {
  if (isSectionDestroyed(section, kinds)) return false
  const s = statsOf(sectionAsPiece(section, kinds))
  return s.rangeIn > 0 && s.attack > 0
}
