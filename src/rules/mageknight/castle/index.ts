/**
 * The front door of src/rules/mageknight/castle: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { GROUND, type MkElevation } from './defence'
export { damageSection } from './destruction'
export { WALL_KINDS } from './ladders'
export { portalState, setPortal } from './portals'
export type { RefusalCode } from './refusals'
export { refusalDetail } from './refusalDetail'
export {
  currentFortification,
  isBrokenOpen,
  isSectionDestroyed,
  sectionAsPiece,
  sectionCanShoot,
  sectionPoints,
  type CastleSectionState,
} from './section'
export { DEFAULT_MK_CASTLE_SETTINGS, type MkCastleSettings } from './settings'
export { CASTLE_EDGE_MAX_IN, CASTLE_OPPONENT_MIN_IN, checkCastleSetup, type SetupProblem } from './setup'
export { castleShotReport, type CastleShotReport, type ShotShooter, type ShotTarget } from './shot'
