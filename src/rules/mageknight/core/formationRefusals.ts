import type { Clause } from '../../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../../kernel/resolution'
import type { RefusalCode as CoreRefusalCode } from './refusals'

/**
 * Why a formation may not form or act (docs/MAGE-KNIGHT-CORE.md 10, rulings R-MKF-*): the core's
 * codes plus the formation's own. Kept apart from refusals.ts so the core's list stays the single
 * figure's; the engine adds the castle's, the large figures' and cavalry's (003 "Cavalry Units and
 * Formations": cavalry/refusals.ts) codes on top (engine/formation.ts).
 */
export type RefusalCode =
  /** core 10 Formationen: a member is checked by the core rules too (tokens, range, contact). */
  | CoreRefusalCode
  /** core 10 Formationen: a formation has two members or more. */
  | 'formation-too-small'
  /** core 10 Formationen: no more members than the agreed size (R-MKF-1). */
  | 'formation-too-large'
  /** core 10 Formationen: each member is named once. */
  | 'formation-member-twice'
  /** 001 Allgemeine Regeln: a castle section is never part of a formation. */
  | 'castle-section-no-formation'
  /** core 10 Formationen: all members belong to one faction. */
  | 'formation-mixed-factions'
  /** core 10 Formationen: every member touches another member, all in one chain of base contact. */
  | 'formation-not-in-contact'
  /** core 10 Formationen: the main attacker is one of the members. */
  | 'main-attacker-not-member'
  /** R-MKF-5: a figure in base contact with an opponent does not join a move formation; it breaks away alone. */
  | 'formation-member-in-contact'
  /** R-MKF-4: after a formation move the members stand in one chain of base contact again. */
  | 'formation-split-at-goal'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)
