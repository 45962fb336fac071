import { ruling } from '../../kernel/clauses'

/**
 * What the cavalry text (003) leaves to the referee, as settings whose defaults are the rulings
 * R-MKK-* in docs/RULINGS.md ("Cavalry (003)"). Numbers the text prints (the -2 of Horsemanship,
 * Impale's +2, Overwhelm's 6, Trample's 1 damage) are constants in the modules that use them.
 */
export interface CavalrySettings {
  /** R-MKK-1: a skittish mount without a rider leaves at the start of an end phase (the body text) or at its end (the glossary). */
  skittishRemovedAt: 'start-of-end-phase' | 'end-of-end-phase'
  /** R-MKK-3: may a skittish mount without a rider be given actions until it is removed? */
  skittishRiderlessMayAct: boolean
  /** R-MKK-6: Overwhelm ends touching only that one opposing cavalry unit, or touching one cavalry unit among other opponents. */
  overwhelmContact: 'only-that-unit' | 'one-cavalry-unit'
  /** R-MKK-7: the action tokens of a unit dismounted by Overwhelm stay on both figures, or are removed. */
  overwhelmTokens: 'both-keep' | 'removed'
  /** R-MKK-8: Trample's 1 damage reaches friendly figures too ("any figure"). */
  trampleFriendly: boolean
  /** R-MKK-9: who chooses the dial a trampled cavalry unit takes its damage on: the trampling player (as an attacker) or its owner. */
  trampleDialChooser: 'trampler' | 'owner'
  /** R-MKK-10: the "starting marker" a Dark Riders mount's dial is turned back to: its version's start click, or click 0. */
  darkRidersResetTo: 'version-start' | 'click-0'
  /** R-MKK-23: the 1 damage Trample deals is reduced by the trampled dial's damage-reducing abilities (core 14), or dealt as it is. */
  trampleDamageReduced: boolean
}

export const DEFAULT_CAVALRY_SETTINGS: CavalrySettings = {
  skittishRemovedAt: 'start-of-end-phase',
  skittishRiderlessMayAct: false,
  overwhelmContact: 'only-that-unit',
  overwhelmTokens: 'both-keep',
  trampleFriendly: true,
  trampleDialChooser: 'trampler',
  darkRidersResetTo: 'version-start',
  trampleDamageReduced: false,
}

export const MKK_RULINGS = {
  skittishTiming: ruling('R-MKK-1', 'Skittish: start or end of the end phase'),
  proficiencyOwner: ruling('R-MKK-2', 'Whose proficiencies a cavalry unit has'),
  skittishActs: ruling('R-MKK-3', 'A skittish mount without a rider does not act'),
  dismountAction: ruling('R-MKK-4', 'Dismounting is the unit action of the turn'),
  remountToken: ruling('R-MKK-5', "The remounted unit's token"),
  overwhelmContact: ruling('R-MKK-6', 'Overwhelm: a single opposing cavalry unit'),
  overwhelmTokens: ruling('R-MKK-7', 'Overwhelm: the tokens of the dismounted unit'),
  trampleFriendly: ruling('R-MKK-8', 'Trample: any figure, friends too'),
  trampleDial: ruling('R-MKK-9', 'Trample: the dial of a trampled cavalry unit'),
  darkRidersReset: ruling('R-MKK-10', "Dark Riders: the dial's starting marker"),
  naturesAlly: ruling('R-MKK-11', "Nature's Ally: the English text"),
  riderBonus: ruling('R-MKK-12', "The rider's attack bonus only on the rider's dial"),
  mountedFigure: ruling('R-MKK-13', 'Mounts are mounted figures'),
  darkUnity: ruling('R-MKK-14', 'Dark Unity needs a damaged mount'),
  areaDamage: ruling('R-MKK-15', 'Area damage: the full damage on each dial'),
  horsemanshipTargets: ruling('R-MKK-16', 'Horsemanship in an attack on several targets'),
  chargeMove: ruling('R-MKK-17', 'The move of Mounted Bound and Mounted Charge'),
  namedUnit: ruling('R-MKK-20', 'A unit named by its mount or its rider'),
  unitMove: ruling('R-MKK-21', 'A cavalry move measured as the mount base swept'),
  meanSpiritedTurns: ruling('R-MKK-22', 'A mean-spirited mount acting in turn after turn'),
  trampleDamage: ruling('R-MKK-23', 'Trample damage and damage-reducing abilities'),
  remountPush: ruling('R-MKK-24', 'Pushing damage of a remount'),
  darkUnityStart: ruling('R-MKK-25', 'Dark Unity at the start of the command phase'),
  items: ruling('R-MKK-28', 'Items are no part of our game'),
} as const
