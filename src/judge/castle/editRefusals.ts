/**
 * Why the judge refuses a change the siege editor asks for: the castle rules' own refusals
 * (a portal that cannot close, a dial that cannot turn; rules/mageknight/castle/refusals.ts),
 * passed on, and the editor's set-up decisions made here. Codes are stable: tests and the view
 * key on them; the view's own conditions add theirs (src/view/store/siege/refusals.ts).
 */
import type { Clause } from '../../rules/kernel'
import { refuse, type Refusal } from '../../rules/kernel'
import type { RefusalCode as CastleRefusalCode } from '../../rules/mageknight/castle'

export type EditRefusalCode =
  /** rules/mageknight/castle/refusals.ts: the castle rules' codes (and the core's they pass on). */
  | CastleRefusalCode
  /** 001 Punktwert, R-SE-6: the editor turns a section's dial back no further than its version's start click. */
  | 'dial-at-start-click'
  /** 001 Planken und Leitern: a ladder stands against a wall section (the editor looks within 3 cm of the click, R-SE-11). */
  | 'ladder-not-at-wall'
  /** 001 Planken und Leitern: a plank extends a walkway (the editor looks within 4 cm of the click for a walkway's end, R-SE-11). */
  | 'plank-not-at-walkway-end'

export type EditRefusal = Refusal<EditRefusalCode>

/** A refusal of the editor's judge, as an outcome: `{ ok: false, refusal }`. */
export const refuseEdit = (
  code: EditRefusalCode,
  reason: string,
  clause: Clause,
  params?: EditRefusal['params'],
): { ok: false; refusal: EditRefusal } => refuse(code, reason, clause, params)
