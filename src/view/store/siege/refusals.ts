import { refuse, ruling, universalis, type Clause, type EditRefusalCode, type Refusal } from '../../ports'
/**
 * Why the siege editor refuses a change: the judge's refusals (the castle rules' and the
 * editor's set-up decisions, src/judge/castle/editRefusals.ts), passed on, and the few
 * conditions of the editor's own bookkeeping, each with a code and a clause (ruling R-SE-11 in
 * docs/RULINGS.md). Every editor outcome carries one shape: `{ ok: false, refusal }`.
 */

/** The editor's own refusals: what no rule forbids but the editor cannot do (R-SE-11). */
export const EDITOR_OWN = ruling('R-SE-11', 'Was der Editor von sich aus ablehnt')
/** Universalis 19.2: a telematon is assigned to exactly one operator before the game. */
export const TELEMATON_ASSIGNMENT = universalis('19.2', 'Zuordnung')

export type SiegeRefusalCode =
  /** judge/castle/editRefusals.ts: the judge's codes (and the castle rules' it passes on). */
  | EditRefusalCode
  /** R-SE-11: the pointer is at no point of the table (x or z not a finite number). */
  | 'not-a-table-point'
  /** R-SE-11: the piece to move or turn is no longer in the scene. */
  | 'no-such-record'
  /** R-SE-11: the move tool moves the chosen piece; nothing is chosen. */
  | 'nothing-chosen'
  /** R-SE-11: a Mage Knight figure comes from models/mageknight; no card has that id. */
  | 'unknown-mk-card'
  /** R-SE-11: a Mage Knight figure is fielded at a version printed on its card. */
  | 'unknown-mk-version'
  /** R-SE-11: a Universalis figure comes from models/cards; no card has that id. */
  | 'unknown-unit-card'
  /** R-SE-11: the scene's card checks (scene/cards/sceneCards.ts) do not accept the new figure. */
  | 'card-check-failed'
  /** R-SE-11: the scene's checks (scene/validate.ts, as when a file opens) refuse the edited scene: a piece off the table, a size beyond the limits. */
  | 'scene-check-failed'
  /** Universalis 19.2 Zuordnung: a telematon needs an operator of its side that may take it and has a free slot (19.1). */
  | 'telematon-without-operator'

export type SiegeRefusal = Refusal<SiegeRefusalCode>

/** A refusal of the editor as an outcome: `{ ok: false, refusal }`. */
export const refuseSiege = (
  code: SiegeRefusalCode,
  reason: string,
  clause: Clause,
  params?: SiegeRefusal['params'],
): { ok: false; refusal: SiegeRefusal } => refuse(code, reason, clause, params)
