import type { Point2 } from '../../../math/planar'
import type { MemberContact } from '../core/formation'
import type { SiegeFacts } from './siegeTypes'
import type { MkLargeChoice, MkMoveFacts } from './types'

/**
 * The vocabulary of formations in the engine (MAGE-KNIGHT-CORE.md 10): the three actions a
 * formation takes and the table facts the judge measures for them. `types.ts` takes these in by
 * one union member and one facts field, as it does the siege's.
 */

/** One member of a moving formation: its own goal and the facing its player chooses there. */
export interface FormationMemberMove {
  piece: string
  to: Point2
  facingDeg?: number
}

export type FormationAction =
  /** core 10: the members move together with one action, each to its own goal. */
  | { kind: 'formationMove'; members: readonly FormationMemberMove[] }
  /**
   * core 10: every member could shoot at `target`; `main` rolls with the bonus, its range and damage.
   * A castle section as `target`, or `castleShot` for a figure the castle rules shoot at, is a castle shot (001).
   */
  | { kind: 'formationRanged'; members: readonly string[]; main: string; target: string; largeChoice?: MkLargeChoice; castleShot?: boolean }
  /**
   * core 10: every member touches `target`; `main` rolls with the bonus and deals its damage (000: its section is hit).
   * A castle section as `target` is close combat at it; `section` names the section across whose access points they fight (001 "Nahkampf").
   */
  | { kind: 'formationMelee'; members: readonly string[]; main: string; target: string; largeChoice?: MkLargeChoice; section?: string }

/** What the table says about a formation (judge/mk/formationMeasure.ts). */
export interface FormationFacts {
  /** Pairs of members whose bases touch now. */
  contacts: readonly MemberContact[]
  /** Opposing figures touching each member now (core 6). */
  enemiesInContact: Readonly<Record<string, readonly string[]>>
  /** formationMove: each member's move measured to its goal, with the others where they stand. */
  moves?: Readonly<Record<string, MkMoveFacts>>
  /** formationMove: pairs of members whose bases would touch at their goals. */
  goalContacts?: readonly MemberContact[]
  /** formationMove: pairs of members whose bases would overlap at their goals. */
  goalOverlaps?: readonly MemberContact[]
  /** An attack at or across the castle (001): each member's own castle facts (its shot, its contact, its access points). */
  siege?: Readonly<Record<string, SiegeFacts>>
}
