/**
 * The front door of src/rules/mageknight/core: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { CASTLE, CORE, LARGE } from './clauses'
export { figurePiece, statsOf, type MkPiece } from './dial'
