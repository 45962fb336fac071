/**
 * The front door of src/rules/universalis/states: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { clockBearingDeg } from './burning'
export { inPlay } from './common'
