import type { Clause } from '../../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../../kernel/resolution'
import type { RefusalCode as CoreRefusalCode } from '../core/refusals'

/**
 * Why the castle rules (001, Mage Knight castle sections; rulings R-MK-… in docs/RULINGS.md)
 * refuse something. One code per rule, each with its clause; a castle function passes the core's
 * refusals on (damage, actions, range), so its Resolution carries those codes too. Codes are
 * stable: tests, the castle report's `castleRefusal` rows and the siege editor key on them.
 * Arguments a correct caller never passes (a portal the section's kind does not have) are thrown
 * as RangeErrors, not refused.
 */
export type RefusalCode =
  /** core/refusals.ts: the core rules' codes, passed on by castle functions. */
  | CoreRefusalCode
  /** 001 Castle Sektionen zerstören: a destroyed section is rubble: no damage, no portals, no section to attack or stand on. */
  | 'section-destroyed'
  /** 001 Aktionen: castle sections make ranged attacks only, no movement or melee actions. */
  | 'section-ranged-attacks-only'
  /** 001 Aktionen: a section shoots only with range and attack above 0. */
  | 'section-cannot-shoot'
  /** 001 Aktionen: the extra actions of an army with castle sections go to castle sections only. */
  | 'extra-actions-for-sections-only'
  /** 001 Portale: only the castle player opens and closes a section's portals. */
  | 'not-castle-player'
  /** 001 Portale: portals are opened or closed only at the start of the castle player's turn. */
  | 'portal-not-at-turn-start'
  /** 001 Portale: the portals of a broken-open section (yellow square) stay open for the rest of the game. */
  | 'broken-open-portals-stay-open'
  /** 001 Torhaus: a portal cannot close on a figure's base. */
  | 'portal-closes-on-base'
  /** 001 Angriffe: a castle section never shoots at targets 4 inches away or closer. */
  | 'within-section-minimum-range'
  /** 001 Angriffe auf weite Entfernung, 000 Fernkampf: long range only for sections and a large figure's front section at multi-dial figures, titans or sections. */
  | 'long-range-not-available'
  /** 001 Das Castle angreifen: nobody attacks the section they stand on. */
  | 'attacker-stands-on-section'
  /** 001 Das Castle angreifen: only attackers of the six categories may attack a castle section. */
  | 'attacker-in-no-category'
  /** 001 Das Castle angreifen: an ability makes a category only when the attacker's current click shows it. */
  | 'ability-not-on-click'
  /** 001 Das Castle angreifen: an attacker with neither a Mage Knight dial nor a Universalis card falls in no category. */
  | 'attacker-without-card'
  /** 001 Das Castle angreifen, Nahkampf: a formation attacks only when every member may. */
  | 'formation-member-may-not-attack'
  /** R-MK-6a: with the setting universalisSectionAttack = never, Universalis models do not attack castle sections. */
  | 'universalis-section-attacks-off'
  /** R-MK-6a: a Universalis model attacks a section only as a colossus or with an explosive or structure-damaging weapon. */
  | 'universalis-attacker-not-heavy'
  /** 001 Torhaus: the gatehouse has no access points; everyone on its top is in one melee. */
  | 'gatehouse-has-no-access-points'
  /** R-MK-4b: mounted figures, large figures and titans do not fight across access points. */
  | 'unwieldy-no-access-melee'
  /** 001 Zugangspunkte: mounted figures, large figures and titans cannot use access points. */
  | 'unwieldy-no-access-points'
  /** 001 Nahkampf: a melee across access points starts from an open access point the attacker's front arc touches. */
  | 'front-arc-not-at-open-access-point'
  /** 001 Nahkampf: a melee across access points needs an opposing figure touching a connected access point. */
  | 'no-opponent-at-connected-access-point'
  /** 001 Nahkampf: the attack affects only a figure touching a connected access point. */
  | 'target-not-at-connected-access-point'
  /** 001 Platzierung der Helden: no part of a base may reach into the inside of a section. */
  | 'base-reaches-inside-section'
  /** 001 Platzierung der Helden: the whole base must stand on the section; no part may overhang. */
  | 'base-overhangs-section'
  /** 001 Zugangspunkte: a figure enters or leaves a section only by an open access point. */
  | 'access-point-not-open'
  /** 001 Zugangspunkte: the figure is placed at another access point connected to the one it touched. */
  | 'no-other-connected-access-point'
  /** 001 Planken und Leitern: a moving formation carries at most one ladder. */
  | 'carries-a-ladder-already'
  /** 001 Planken und Leitern: only a ladder carried can be set up. */
  | 'carries-no-ladder'
  /** 001 Planken und Leitern: a ladder is set up or taken away with a move action without moving. */
  | 'ladder-needs-move-action-without-moving'
  /** 001 Planken und Leitern: ladders stand beside wall sections. */
  | 'ladder-only-beside-wall'
  /** 001 Planken und Leitern: the carrier sets the ladder up beside the wall it stands beside. */
  | 'carrier-not-beside-wall'
  /** 001 Planken und Leitern: a ladder is not taken away while an enemy figure touches its access point. */
  | 'enemy-at-ladder'
  /** 001 Zugangspunkte: a figure enters or leaves a section by moving into contact with one of its access points. */
  | 'not-at-access-point'
  /** 001 Zugangspunkte: the figure is put in contact with an access point connected to the one it touched (by a ladder: its other end). */
  | 'not-placed-at-connected-access-point'
  /** 001 Planken und Leitern: only a ladder standing beside a wall is taken away. */
  | 'ladder-not-standing'
  /** R-MKS-5: a ladder is taken away by a figure touching its access point. */
  | 'not-at-ladder'
  /** 001 Torhaus: the melee on a gatehouse's top is between figures on that top. */
  | 'target-not-on-gatehouse-top'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)
