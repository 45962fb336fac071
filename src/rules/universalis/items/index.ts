/**
 * The front door of src/rules/universalis/items: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export type { ObjectSpec } from './objects'
export { rerollsFor } from './equipment'
