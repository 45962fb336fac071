/**
 * The front door of src/rules/universalis/model: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { AP_MAX } from './ap'
export { currentAttribute, currentPerceptionCm, currentSpeedCm } from './attributes'
export {
  armourProtection,
  carriedKg,
  carryingCapacityKg,
  colossusZoneCriticalHp,
  colossusZoneHp,
  dangerZoneRadiusCm,
  loadPenalty,
  loadedAttributes,
  maxHp,
  perceptionRangeCm,
  rangeBands,
  speedCm,
  unarmedWeapon,
  weaponStrength,
} from './derived'
export type { EdgePath, TableFacts } from './facts'
export { createGame, type GameFigure } from './game'
export { hasModel, modelOrUndefined, newModelState, requireModel, type GameState, type ModelState } from './gameState'
// The attribute settings and the hit zones, for a rule profile (src/judge/profiles) that names every setting.
export { DEFAULT_ATTRIBUTE_SETTINGS, type AttributeSettings } from './attributes'
export { HIT_ZONES, type HitZone } from './gameState'
