/**
 * The front door of src/rules/universalis/powers for the layers above (the judge, the command
 * line, the view's play mode, tests): the powers a model may take (20.1) and their use. In a
 * game, powers are used through the engine's `usePower` action (engine/engine.ts).
 */
export { checkPowerChoice, choosePowers, powersOpenTo, type PowerEntry } from './catalogue'
export type { PowerUsed, UsePowerRequest } from './powers'
