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
  /** core 2 Kampfscheibe: a piece without a speed value (a castle section) never moves. */
  | 'piece-cannot-move'
  /** core 2 Kampfscheibe: a figure moves at most its speed value in inches. */
  | 'beyond-speed'
  /** core 6 Basiskontakt: only flying figures move through other bases. */
  | 'path-through-base'
  /** core 5 Entfernungen: blocking terrain stops a figure that does not fly. */
  | 'path-blocked'
  /** core 1 Figur und Basis: a base never stands on another base or inside blocking terrain. */
  | 'goal-occupied'
  /** core 2 Kampfscheibe: a figure showing attack 0 makes no attack. */
  | 'no-attack-value'
  /** core 7 Fernkampf: attacks aim at opposing figures, never at one's own. */
  | 'friendly-target'
  /** core 7 Fernkampf: a figure with range 0 makes no ranged attack. */
  | 'no-range'
  /** core 7 Fernkampf: a ranged attack names at least one target. */
  | 'no-target'
  /** core 7 Fernkampf: a target is named once per attack. */
  | 'target-twice'
  /** core 7 Fernkampf: no more targets than the lightning bolts on the base. */
  | 'too-many-targets'
  /** core 1 Figur und Basis: figures attack only what lies in their front arc. */
  | 'outside-front-arc'
  /** core 7 Fernkampf: blocking terrain on the line of fire stops the attack (001 Portale: a closed portal too). */
  | 'line-of-fire-blocked'
  /** core 6 Basiskontakt: close combat needs base contact. */
  | 'not-in-base-contact'
  /** core 4 Aktionen und Antreiben: only the side whose turn it is gives actions. */
  | 'not-your-turn'
  /** core 9 Siegpunkte: the game is over; nothing more is played. */
  | 'game-over'
  /** core 6 Basiskontakt: a free spin only right after an opponent moved into contact (none for large figures, 000 Allgemeine Regeln). */
  | 'no-free-spin'
  /** core 11 Armee zusammenstellen: an army fields at least one figure or castle section. */
  | 'army-empty'
  /** core 11 Armee zusammenstellen: the point values of the picks add up to no more than the agreed build total. */
  | 'army-over-total'
  /** core 11 Armee zusammenstellen: a figure is picked from a card the library has. */
  | 'unknown-card'
  /** 001 Punktwert: a castle section is one of the kinds the library describes. */
  | 'unknown-section-kind'
  /** 000 Punktwert: a piece is fielded at one of the versions its card offers (001 Punktwert: heavy or light). */
  | 'unknown-version'
  /** 001 Spielfeld und Aufbau: castle sections only for a side the players agreed may field them. */
  | 'castle-not-agreed'
  /** R-MKC-6: every piece of an army has an id of its own. */
  | 'piece-id-twice'
  /** R-MKC-8: a figure with stealth is no target for a ranged attack while hindering terrain lies on the line of fire or under it. */
  | 'hidden-by-stealth'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)
