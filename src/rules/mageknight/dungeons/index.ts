/**
 * The front door of src/rules/mageknight/dungeons: what the judge session, the command line and
 * the view use of the Dungeons artifact rules (002). Start with `startDungeon` (the dealt pools),
 * then feed `resolveDungeonAction` one `DungeonAction` at a time; the state is plain data.
 */
export { resolveDungeonAction, type DungeonAction, type DungeonOptions, type DungeonOutcome, type DungeonStep } from './actions'
export { actOnArtifact, endActivation, heroEliminated, USE_COST, useArtifact, type ArtifactUse, type UseArtifactInput } from './artifacts'
export {
  abilitySuppressed,
  ALL_SEEING_SUPPRESSES,
  attackFurniture,
  CARRYING_FORBIDS,
  checkAbilityWhileCarrying,
  FURNITURE_DEFENCE,
} from './furnishings'
export {
  pickUpFurniture,
  putDownFurniture,
  type DungeonAbility,
  type FurnitureAttack,
  type FurnitureAttackInput,
  type PutDownInput,
} from './furnishings'
export {
  adjacent,
  lineOfFireBlock,
  nearestFreeSquares,
  reachOf,
  sameSquare,
  squareBlock,
  squareInFrontArc,
  stepBlock,
  wallBetween,
} from './grid'
export {
  ARTIFACT_SQUARE_COST,
  CARRY_COST,
  moveAlong,
  POND_SQUARE_COST,
  squareCost,
  type MoveCost,
  type MoveInput,
  type MoverFacts,
  type StepCost,
} from './movement'
export { countsOf, refreshAll, shuffleBack, shufflePile, uniformIndex } from './pools'
export type { Refusal, RefusalCode, Resolution } from './refusals'
export { DEFAULT_DUNGEON_SETTINGS, MKD_RULINGS, type DungeonSettings } from './settings'
export { startDungeon } from './setup'
export {
  clearMoveTokens,
  movePlaced,
  placedSpawn,
  previewSpawnAttack,
  removePlaced,
  spawnAttack,
  spawnMayAct,
  type SpawnAttack,
  type SpawnAttackInput,
} from './spawns'
export {
  figureAttack,
  previewFigureAttack,
  type AttackerFacts,
  type AttackingSide,
  type AttackPreview,
  type FigureAttack,
  type FigureAttackInput,
  type TargetFacts,
} from './figureAttacks'
export { hinderingSquare, tableAbilities, type FigureBeside } from './attackAbilities'
export { currentBoard, furnitureSquares, holdingsOf, tokenCatalogue } from './state'
export type { ArtifactTokens, DungeonState, FurnitureNow, HeroHoldings, Placed, PlacedKind, TokenCatalogue } from './state'
export { applyToken, type HeroFacts, type ObjectMelee, type TokenEffect } from './tokens'
// What the Dungeons judge session needs of the core besides: the clause table of 002 and the
// dial turned by an object's attack or a token's healing or damage (core 3).
export { DUNGEONS } from '../core/clauses'
export { heal, takeDamage } from '../core/dial'
