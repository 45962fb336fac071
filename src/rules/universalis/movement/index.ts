/**
 * The front door of src/rules/universalis/movement: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { judgeStep, type StepRuling } from './falling'
export { planMove, type MoveKind, type MovePlan, type RequiredTest, type TerrainFacts } from './movement'
export { movementSettings, pathRulesFor, type MovementSettings, type Mover } from './pathRules'
