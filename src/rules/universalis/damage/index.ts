/**
 * The front door of src/rules/universalis/damage: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { eliminationChance, hitChance, woundChances, type WoundChances } from './chances'
export { woundSetup, type WoundSetup } from './setup'
export { zoneStates, type ZoneState } from './hitZones'
