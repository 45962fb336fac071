/**
 * The front door of src/rules/mageknight/cavalry: what the layers above (the judge, the engine's
 * callers, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { cavalryArcs, dialStats, endCavalryTurn, giveCavalryAction, riderAttackBonus } from './actions'
export type { CavalryActionGiven, CavalryActionKind } from './actions'
export { areaDamageDials, defendingDial, horsemanship, pushDamageDial, type DefendingDial } from './attacked'
export { dismount, remount, type Dismounted, type Remounted } from './dismount'
export { damageCavalry, riderlessController, skittishCheck, type CavalryDamage } from './elimination'
export { CAVALRY_EXCLUSIONS, cavalryFormation, cavalryMay, type CavalryExclusion, type CavalryFormationMember } from './exclusions'
export { OVERWHELM_MIN, overwhelm, overwhelmOdds, type Overwhelmed, type OverwhelmFacts, type OverwhelmOdds } from './overwhelm'
export { impale, mountedAttack, type ImpaleEffect, type MountedAttackPlan } from './proficiencies'
export { hasProficiency, unitProficiencies } from './proficiencyOwner'
export type { RefusalCode } from './refusals'
export { DEFAULT_CAVALRY_SETTINGS, MKK_RULINGS, type CavalrySettings } from './settings'
export { darkUnity, naturesAlly, type NaturesAlly } from './subfactions'
export { TRAMPLE_DAMAGE, trample, type TrampleFacts, type TrampleHit } from './trample'
export { cavalryMember, contactIds, deployCavalry, formCavalryUnit, isCavalryUnit, mayRide, mountedLine, occupants } from './unit'
export type { CavalryDial, CavalryMember, CavalryPick, CavalryUnit } from './unit'
