import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import { ruling, type RulingLine } from '../../kernel/clauses'
import type { MkActionKind } from '../castle/actions'
import type { Resolution } from '../castle/refusals'
import type { VpSection } from '../castle/victory'
import { SHIPPED_SECTION_KINDS, type CastleSectionState, type SectionKinds } from '../castle/section'
import { portalIdsOf, portalState } from '../castle/portals'
import { isEliminated, statsOf } from '../core/dial'
import { requirePiece } from './game'
import type { MkEvent, MkGame } from './types'
import type { MkSiege, MkSiegeSection } from './siegeTypes'

/**
 * The castle of a game looked into (001): a section as the castle rules read it (its kind and
 * portals from the siege record, its clicks from its piece), the ladders against a wall, the
 * sections as victory-point records at the end (001 "Siegpunkte"), and the guard that keeps
 * sections out of the ordinary attacks (they are judged as castle shots).
 */

export const SIEGE_KINDS: SectionKinds = SHIPPED_SECTION_KINDS

/** Our decisions where 001 leaves a siege in play open (docs/RULINGS.md, "Sieges played"). */
export const SIEGE_RULINGS = {
  turnStart: ruling('R-MKS-2', 'Beginn des Spielzugs'),
  rubbleCredit: ruling('R-MKS-3', 'Wem die Klicks auf dem Geröll zählen'),
  climb: ruling('R-MKS-4', 'Betreten und Verlassen über Zugangspunkte'),
  ladders: ruling('R-MKS-5', 'Leitern im Spiel'),
  shots: ruling('R-MKS-7', 'Castle-Schüsse im Spiel'),
  gatehouse: ruling('R-MKS-10', 'Nahkampf auf dem Torhaus'),
  sectionMelee: ruling('R-MKS-11', 'Nahkampf gegen eine Castle Sektion'),
} as const

/** The game's castle; a caller asking a game without one for a castle action is a mistake. */
export function requireSiege(game: MkGame): MkSiege {
  if (!game.siege) throw new RangeError('mageknight engine: game: this game has no castle sections (game.siege is absent)')
  return game.siege
}

/** Is `id` a castle section of the game? */
export const isSiegeSection = (game: MkGame, id: string): boolean => game.siege !== undefined && Object.hasOwn(game.siege.sections, id)

/** The section record of `id`; an id that is no section of the game is a caller's mistake. */
export function requireSiegeSection(game: MkGame, id: string): MkSiegeSection {
  const siege = requireSiege(game)
  if (!Object.hasOwn(siege.sections, id)) throw new RangeError(`mageknight engine: section: "${id}" is no castle section of the game`)
  return siege.sections[id]
}

/** The section as the castle rules take it: kind, version and portals from the record, clicks and destruction from its piece. */
export function sectionStateIn(game: MkGame, id: string): CastleSectionState {
  const record = requireSiegeSection(game, id)
  const piece = requirePiece(game, id)
  return {
    id,
    kind: record.kind,
    side: piece.side,
    version: record.version,
    clicks: piece.clicks[0],
    portals: { ...record.portals },
    destroyed: isEliminated(piece),
  }
}

/** The portals of a section as they count now (a broken-open or destroyed section's are open, 001 "Portale"). */
export function portalsThatCount(state: CastleSectionState, kinds: SectionKinds = SIEGE_KINDS): Record<string, 'open' | 'closed'> {
  return Object.fromEntries(portalIdsOf(state, kinds).map((p) => [p, portalState(state, p, kinds)]))
}

export function withSiege(game: MkGame, siege: MkSiege): MkGame {
  return { ...game, siege }
}

/** A siege record with one field replaced, records copied as null-prototype objects (ids come from files). */
export function siegeWith(siege: MkSiege, change: Partial<MkSiege>): MkSiege {
  const copy = <T>(r: Readonly<Record<string, T>>): Record<string, T> => Object.assign(Object.create(null), r)
  return {
    sections: copy(change.sections ?? siege.sections),
    ladders: copy(change.ladders ?? siege.ladders),
    carried: copy(change.carried ?? siege.carried),
  }
}

/** The ladders standing against `sectionId`: access points of their own (001 "Planken und Leitern"). */
export const laddersAgainst = (siege: MkSiege, sectionId: string): string[] =>
  Object.keys(siege.ladders).filter((l) => siege.ladders[l] === sectionId)

/** The kind of a standing section for the castle's extra actions (001 "Aktionen"); null for anything else. */
export function standingSectionKind(game: MkGame, id: string): CastleSectionKind | null {
  if (!isSiegeSection(game, id)) return null
  return isEliminated(requirePiece(game, id)) ? null : requireSiegeSection(game, id).kind
}

/**
 * The sections at the end of the game (001 "Siegpunkte"): demoralised when their window shows a
 * yellow square (walls: 001 "Mauern"; the other kinds: broken open), with the sides of the figures
 * on them and at their access points as the table reports them.
 */
export function vpSectionsOf(game: MkGame, occupants: Readonly<Record<string, readonly string[]>> = {}): VpSection[] {
  if (!game.siege) return []
  return Object.keys(game.siege.sections).map((id) => {
    const piece = requirePiece(game, id)
    const eliminated = isEliminated(piece)
    return {
      id,
      side: piece.side,
      points: piece.points,
      eliminated,
      ...(Object.hasOwn(game.eliminatedBy, id) ? { eliminatedBy: game.eliminatedBy[id] } : {}),
      demoralised: !eliminated && statsOf(piece).yellowSquare,
      occupantSides: Object.hasOwn(occupants, id) ? occupants[id] : [],
    }
  })
}

/**
 * Castle sections are attacked and shoot by the castle rules only (001 "Angriffe", "Das Castle
 * angreifen"): an ordinary ranged or melee action naming one is a caller's mistake (the judge
 * sends a castle shot instead).
 */
export function assertNoSectionIn(game: MkGame, ids: readonly string[]): void {
  const section = ids.find((id) => isSiegeSection(game, id))
  if (section !== undefined)
    throw new RangeError(`mageknight engine: action: "${section}" is a castle section; attacks from or at it are castle shots`)
}

/**
 * The engine's way of giving an action (engine.ts `giveTo`: whose turn, the token, pushing, the
 * turn's count), handed to the castle's actions so that they give it exactly as every other action.
 */
export type GiveAction = (
  game: MkGame,
  pieceId: string,
  kind: MkActionKind,
) => Resolution<{ game: MkGame; lines: RulingLine[]; events: MkEvent[] }>
