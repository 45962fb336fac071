/**
 * The front door of src/rules/universalis/engine: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { DEFAULT_ENGINE_SETTINGS, perform } from './engine'
export { setUpCamouflage } from './setup'
export { facingVector } from './facing'
export { moverOf, planOnPath } from './move'
export { previewShot, type ShotPreview } from './shotPreview'
export { previewMelee, type MeleePreview } from './meleePreview'
export type {
  ActionFacts,
  AreaFacts,
  EngineEvent,
  EngineSettings,
  GameAction,
  IndirectFacts,
  MeleeChoicePlan,
  MeleeMode,
  PathFacts,
  RunLeg,
  ShotAction,
} from './types'
