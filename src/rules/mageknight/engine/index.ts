/**
 * The front door of src/rules/mageknight/engine: what the judge, the command line and tests may
 * use of the Mage Knight game engine.
 */
export { performMk, finalScore, type MkEngineOptions } from './engine'
export { DEFAULT_MK_SETTINGS, newMkGame, requirePiece, roundOf } from './game'
export { actionsPerTurn, buildArmy, type Army, type ArmyRequest } from './army'
export { meleeCheck, rangedCheck } from './attacks'
export { previewMkAttack, type MkAttackPreview } from './preview'
export { previewLargeAttack } from './largePreview'
export { previewCastleShot } from './siegePreview'
export type * from './types'
// Sieges (001): the castle in the game, its actions' facts and events.
export { isSiegeSection, vpSectionsOf, withSiege } from './siegeState'
export type * from './siegeTypes'
// Formations (core 10): the actions' members and the facts they need.
export type * from './formationTypes'
export { checkMembers as checkFormationMembers } from './formation'
// Cavalry (003): mounts, riders and saddles in the game, its actions' facts and events.
export { cavalryOfPairs, unitIdOf, unitOf } from './cavalryState'
export { previewCavalryAttack, unitDialLines } from './cavalryPreview'
export type * from './cavalryTypes'
