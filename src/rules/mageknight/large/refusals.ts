import type { Clause } from '../../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../../kernel/resolution'
import type { RefusalCode as CoreRefusalCode } from '../core/refusals'

/**
 * Why the large-figure and chariot rules (000, rulings R-LF-* in docs/RULINGS.md) refuse
 * something. One code per rule, each with its heading; a large-figure function passes the core's
 * refusals on (damage, tokens, range), so its Resolution carries those codes too. Arguments a
 * correct caller never passes (a section the card lacks, a piece that is no large figure) are
 * thrown as RangeErrors, not refused.
 */
export type RefusalCode =
  /** core/refusals.ts: the core rules' codes, passed on by large-figure functions. */
  | CoreRefusalCode
  /** 000 Allgemeine Regeln: a large figure cannot take prisoners. */
  | 'large-figure-cannot-capture'
  /** 000 Allgemeine Regeln: a large figure cannot be taken prisoner. */
  | 'large-figure-cannot-be-captured'
  /** 000 Allgemeine Regeln: Magische Verwirrung, Magischer Frost, Heilung, Magische Heilung, Magische Levitation, Gift and Nekromantie do not affect large figures. */
  | 'large-figure-immune'
  /** 000 Allgemeine Regeln: a large figure may not be part of a formation. */
  | 'large-figure-no-formation'
  /** 000 Kampfscheiben: a section showing three skulls is inactive: it cannot act or be attacked. */
  | 'section-inactive'
  /** 000 Großfiguren angreifen: no ranged attack at a section a hero of the shooter's army touches. */
  | 'section-touched-by-attackers-hero'
  /** 000 Großfiguren angreifen: a section the attack may not be aimed at (Tarnung and the like) cannot be the one attacked. */
  | 'section-hidden-by-stealth'
  /** 000 Großfiguren angreifen: the owner chooses only between the sections at the boundary. */
  | 'owner-choice-not-at-boundary'
  /** R-LF-4: with meleeRedirect = touched-sections, a melee attacker chooses only a section its base touches. */
  | 'section-not-touched-by-attacker'
  /** 000 Großfiguren angreifen: the section hit is inactive and no other section may be attacked. */
  | 'no-section-to-attack'
  /** 000 Aktionen: each active section acts at most once per turn. */
  | 'section-acted-this-turn'
  /** 000 Aktionen: all move actions come first, before any other action of the turn. */
  | 'moves-come-first'
  /** 000 Kampfaktionen: once a section has made a ranged or melee attack, no section moves this turn. */
  | 'move-after-combat-action'
  /** 000 Bewegung: the combined move is made once; no move action after it. */
  | 'combined-move-made'
  /** 000 Bewegung: the combined move must be made before the sections attack. */
  | 'combined-move-pending'
  /** 000 Bewegung: straight back keeps the facing; after a turn the figure moves straight ahead. */
  | 'move-not-straight'
  /** 000 Streitwagen: chariots never move backward. */
  | 'chariot-no-backward'
  /** 000 Bewegung: the straight path is longer than the combined move allows. */
  | 'beyond-move-allowance'
  /** 000 Lösen: the one break-away roll failed (a 1): the large figure neither moves nor turns. */
  | 'break-away-failed'
  /** 000 Bewegungsschablone: the base may not cross blocking terrain (R-LF-7: unless it flies). */
  | 'blocking-terrain-in-path'
  /** 000 Bewegungsschablone: the base may not end on blocking terrain. */
  | 'blocking-terrain-at-end'
  /** 000 Bewegungsschablone: the base may not end covering another hero's base. */
  | 'end-overlaps-base'
  /** 000 Fernkampf: a section shoots only with a range and an attack above 0. */
  | 'section-no-ranged-attack'
  /** 000 Fernkampf: the line of fire from the centre point must lead through the shooting section's arc. */
  | 'target-outside-section-arc'
  /** 000 Fernkampf: a section in base contact with an enemy hero (its rim included) cannot shoot. */
  | 'section-in-enemy-contact'
  /** 000 Fernkampf: only the front section makes the long-range attack. */
  | 'long-range-front-section-only'
  /** 000 Fernkampf: the long-range attack is only at castle sections, titans and other large figures. */
  | 'long-range-target-not-eligible'
  /** 000 Nahkampf: a section attacks in melee only with an attack above 0. */
  | 'section-no-melee-attack'
  /** 000 Nahkampf: the melee target must be in base contact with the attacking section. */
  | 'target-not-touching-section'
  /** 000 Spezialfähigkeiten: Leibwächter, Magische Verstärkung and the like reach only the sections their hero touches. */
  | 'support-not-touching-section'
  /** 000 Streitwagen: only a chariot carries passengers. */
  | 'not-a-chariot'
  /** 000 Passagiere: only heroes with a single combat dial become passengers (so never a large figure). */
  | 'passenger-not-single-dial'
  /** 000 Passagiere: mounted heroes cannot become passengers. */
  | 'passenger-mounted'
  /** 000 Passagiere: titans cannot become passengers. */
  | 'passenger-titan'
  /** 000 Passagiere: an opposing hero never becomes a passenger of one's chariot. */
  | 'passenger-enemy'
  /** 000 Passagiere: a chariot carries at most one passenger. */
  | 'chariot-occupied'
  /** 000 Einsteigen und Aussteigen: boarding and leaving need a speed above 0. */
  | 'passenger-no-speed'
  /** 000 Einsteigen und Aussteigen: a hero with a prisoner cannot board. */
  | 'boarding-with-prisoner'
  /** 000 Einsteigen und Aussteigen: a hero boards from base contact with a side or the rear section. */
  | 'boarding-not-at-side-or-rear'
  /** 000 Einsteigen und Aussteigen: a leaving passenger is placed in base contact with a side or the rear section. */
  | 'leaving-not-at-side-or-rear'
  /** 000 Einsteigen und Aussteigen with core 12 (R-LF-15): the leaving passenger's base may not overlap another base or blocking terrain. */
  | 'leaving-place-blocked'
  /** 000 Angriffsoptionen des Passagiers: a passenger shoots only with a range and an attack above 0. */
  | 'passenger-no-ranged-attack'
  /** 000 Angriffsoptionen des Passagiers: a passenger shoots only while the chariot has not moved this turn. */
  | 'chariot-moved-this-turn'
  /** 000 Angriffsoptionen des Passagiers: the passenger's line of fire may not lead through the front section. */
  | 'passenger-line-through-front'
  /** 000 Angriffsoptionen des Passagiers: no ranged attack at an enemy touching the chariot, unless with Schockwelle. */
  | 'passenger-target-touches-chariot'
  /** 000 Angriffsoptionen des Passagiers: the passenger's melee is only at enemies touching a side or the rear section. */
  | 'passenger-melee-not-at-side-or-rear'
  /** 000 Angriffsoptionen des Passagiers: a passenger takes no prisoners. */
  | 'passenger-cannot-capture'
  /** 000 Angriffsoptionen des Passagiers: a passenger neither attacks nor affects its own chariot. */
  | 'passenger-targets-own-chariot'
  /** 000 Den Passagier verletzen: no hero makes the passenger the target of an attack or special ability. */
  | 'passenger-cannot-be-targeted'
  /** 000 Aktionen: a large figure's action names the acting section (the step's dial). */
  | 'large-section-required'
  /** 000 Antreiben: a pushed large figure's player names the section that takes the click (the step's push). */
  | 'push-section-required'
  /** 000 Großfiguren angreifen: the attack meets a boundary and the owner has not named the section (the step's section). */
  | 'owner-must-choose-section'
  /** 000 Großfiguren angreifen: the section hit is inactive and the attacker has not named another (the step's redirect). */
  | 'attacker-must-choose-section'
  /** 000 Bewegung: a multi-dial base stops the move short of its goal; the table measures again at the stop point (R-LF-8). */
  | 'large-move-stopped-remeasure'
  /** 000 Einsteigen und Aussteigen: a passenger moves only by leaving its chariot. */
  | 'passenger-moves-by-leaving'
  /** 000 Einsteigen und Aussteigen: only a passenger leaves a chariot. */
  | 'not-a-passenger'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)

export { allowed } from '../../kernel/resolution'
