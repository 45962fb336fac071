import type { Clause } from '../../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../../kernel/resolution'

/**
 * Why the Mage Knight core rules (docs/MAGE-KNIGHT-CORE.md, with the large-figure and castle
 * exceptions the core functions apply) refuse something. One code per rule, each with its
 * clause; codes are stable: tests, the castle report's `castleRefusal` rows and the view key on
 * them. Arguments a correct caller never passes (a fraction of a click, a dial the piece does not
 * have) are thrown as RangeErrors, not refused.
 */
export type RefusalCode =
  /** core 3 Schaden und Heilung: a piece out of the game takes no more damage, healing or actions. */
  | 'piece-eliminated'
  /** 000 Kampfscheiben: a large figure's section showing three skulls is inactive and takes no more damage. */
  | 'inactive-dial'
  /** 001 Allgemeine Regeln: castle sections are not affected by healing. */
  | 'castle-section-not-healed'
  /** 000 Allgemeine Regeln: large figures are not affected by healing. */
  | 'large-figure-not-healed'
  /** core 4 Aktionen und Antreiben: a piece receives at most one action per turn (001 Aktionen: one per section). */
  | 'acted-this-turn'
  /** core 4 Aktionen und Antreiben: a piece with two action tokens (pushed last turn) cannot act. */
  | 'pushed-last-turn'
  /** core 4 Aktionen und Antreiben: a player gives no more actions in a turn than the build allows. */
  | 'no-actions-left'
  /** core 6 Basiskontakt: a figure in base contact with an opposing figure cannot make a ranged attack. */
  | 'shooter-in-base-contact'
  /** core 7 Fernkampf: other figures' bases block a figure's line of fire. */
  | 'bases-block-line-of-fire'
  /** core 7 Fernkampf: the target must be within range (doubled by a long-range attack, 001 and 000). */
  | 'out-of-range'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)
