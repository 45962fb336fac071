/**
 * The front door of src/rules/kernel: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { formatClause, ruling, universalis, type Clause, type RulingLine } from './clauses'
export { isDiceSeed, scriptedDice, seededDice, type Dice, type DieRoll, type RewindableDice } from './dice'
export { purpose, purposeFields, refinePurpose, type Purpose, type PurposeLike } from './dice'
export { emptyBreakdown, refuse, type Breakdown, type Modifier, type Refusal, type RollRecord } from './resolution'
export { detailed, sameDetail, type DetailParams, type Detailed } from './detail'
