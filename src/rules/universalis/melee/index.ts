/**
 * The front door of src/rules/universalis/melee: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export type { AttackerWinOption, CounterAttackWindow, MeleeRolled, OpportunityWindow } from './types'
export { DEFAULT_MELEE_SETTINGS } from './types'
export { meleeChances, type MeleeChances } from './chances'
export { pushBack, type PushBackResult, type PushFacts } from './pushBack'
