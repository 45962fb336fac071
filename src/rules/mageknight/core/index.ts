/**
 * The front door of src/rules/mageknight/core: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { CASTLE, CORE, LARGE } from './clauses'
export { figurePiece, statsOf, type MkPiece } from './dial'
export { checkFormation } from './formation'
export { moveFigure, type CoreMoveFacts } from './move'
export { DEFAULT_MK_CORE_SETTINGS } from './settings'
export { leadershipRoll } from './supportAbilities'
