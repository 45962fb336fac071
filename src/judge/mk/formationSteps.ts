import { z } from 'zod'
import { id, step, vec } from './stepSchema'
import { LARGE_ATTACK_FIELDS } from './largeSteps'

/**
 * The steps of a formation in a Mage Knight scenario file (MAGE-KNIGHT-CORE.md 10), appended to
 * the file's step union (scenarioFile.ts): a move with each member's goal, and ranged or close
 * combat with the members and the main attacker. Each has the `expect` and `note` every step has.
 */

const attack = { members: z.array(id).min(1), main: id, target: id, ...LARGE_ATTACK_FIELDS }

export const FORMATION_STEP_SCHEMAS = [
  /** core 10: the members move together with one action, each to its goal `to`, facing `facing` there. */
  step('formationMove', { members: z.array(z.strictObject({ figure: id, to: vec, facing: z.number().finite().optional() })).min(1) }),
  /** core 10: every member could shoot at `target` (a figure or a castle section); `main` rolls with the bonus. */
  step('formationRanged', attack),
  /** core 10: every member touches `target`; `across` names the castle section across whose access points they fight (001 "Nahkampf"). */
  step('formationMelee', { ...attack, across: id.optional() }),
] as const

export type FormationStep = z.infer<(typeof FORMATION_STEP_SCHEMAS)[number]>

const KINDS: ReadonlySet<string> = new Set(['formationMove', 'formationRanged', 'formationMelee'])

/** Is this step one of a formation's? */
export const isFormationStep = (step: { do: string }): step is FormationStep => KINDS.has(step.do)

/** The figures a formation step names (all must be on the table; a castle section target is not a figure). */
export const formationStepFigures = (step: FormationStep, isSection: (id: string) => boolean): string[] =>
  step.do === 'formationMove' ? step.members.map((m) => m.figure) : [...step.members, ...(isSection(step.target) ? [] : [step.target])]
