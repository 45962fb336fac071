/**
 * The front door of src/rules/universalis/ranged: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { planRangedAttack, type RangedPlan } from './attack'
export { shooterAttribute } from './checks'
export { DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from './settings'
// The band alone for a distance (the judge's stability band asks it at many distances, issue 15).
export { rangeBandModifier, type BandReading } from './modifiers'
