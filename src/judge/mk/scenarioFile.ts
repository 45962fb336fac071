import { z } from 'zod'
import { id, step, vec } from './stepSchema'
import { type FileParse, hasFormat, parseFileWith } from '../scenario/file'
import { LARGE_ATTACK_FIELDS, LARGE_MOVE_FIELDS, LARGE_STEPS } from './largeSteps'
import { CarriedLadderSchema, SIEGE_STEP_SCHEMAS } from './siegeSteps'
import { FORMATION_STEP_SCHEMAS } from './formationSteps'
import { CAVALRY_ATTACK_FIELDS, CAVALRY_STEP_SCHEMAS } from './cavalrySteps'
import { mkGameSettingsSchema } from '../profiles/schema'

/**
 * A Mage Knight scenario file (`scenes/scenarios/*.mk.json`, format `sightline-mk-scenario`
 * version 1): the scene, the seed, the sides in turn order, the build total (the actions per turn
 * follow from it, R-MKC-1), the rounds to play, and the steps, each optionally saying what it
 * expects. The same engine (src/rules/mageknight/engine) plays it in `npm run play`, in tests and
 * in the view. Parsing names the field of every problem (`steps[3].targets: ...`).
 */

/** The dial that acts: its index, or a large figure's section by name (000 "Aktionen"). */
const dial = z.union([z.number().int().min(0), z.string().min(1)]).optional()

export const MkScenarioStepSchema = z.discriminatedUnion('do', [
  /** core 4, 5: a move to `to`, facing `facing` (degrees clockwise from north) at the goal. */
  step('move', { figure: id, to: vec, facing: z.number().finite().optional(), dial, ...LARGE_MOVE_FIELDS }),
  /** core 7: a ranged attack at one or more targets (no more than the base's lightning bolts). */
  step('ranged', {
    figure: id,
    targets: z.array(id).min(1),
    dial,
    ...LARGE_ATTACK_FIELDS,
    ...CAVALRY_ATTACK_FIELDS,
    longRange: z.boolean().optional(),
  }),
  /** core 6: close combat at a figure in base contact. */
  step('melee', { figure: id, target: id, dial, ...LARGE_ATTACK_FIELDS, ...CAVALRY_ATTACK_FIELDS }),
  /** core 4: the turn passes to the next side. */
  step('endTurn', {}),
  /** core 6: a figure an opponent just moved into contact with turns on the spot, no action. */
  step('freeSpin', { figure: id, facing: z.number().finite() }),
  /** 000 "Einsteigen": a hero boards its side's chariot. */
  step('board', { figure: id, ...LARGE_STEPS.board }),
  /** 000 "Aussteigen": a passenger leaves its chariot, placed at `to`. */
  step('leave', { figure: id, to: vec, facing: z.number().finite().optional() }),
  /** 001: the castle's steps (siegeSteps.ts). */
  ...SIEGE_STEP_SCHEMAS,
  /** core 10: a formation's move, ranged and close combat (formationSteps.ts). */
  ...FORMATION_STEP_SCHEMAS,
  /** 003: cavalry's steps (cavalrySteps.ts); `dial: 'mount' | 'rider'` on an attack names a unit's dial. */
  ...CAVALRY_STEP_SCHEMAS,
])
export type MkScenarioStep = z.infer<typeof MkScenarioStepSchema>

export const MkScenarioFileSchema = z.strictObject({
  format: z.literal('sightline-mk-scenario'),
  version: z.literal(1),
  name: z.string().optional(),
  description: z.string().optional(),
  /** A scene file (relative to the scenario, or the name of a scene in scenes/), or the scene itself. */
  scene: z.union([id, z.record(z.string(), z.unknown())]),
  seed: z.number().int(),
  /** Sides in turn order; absent: in the order the scene's Mage Knight figures name them. */
  sides: z.array(id).min(2).optional(),
  /** The agreed build total (core 9); absent: the larger army's point total. */
  buildTotal: z.number().int().positive().optional(),
  /** Rounds to play before victory points are counted; absent: until one side is left. */
  rounds: z.number().int().positive().optional(),
  steps: z.array(MkScenarioStepSchema),
  /** 001 "Planken und Leitern": ladders figures carry from the start (siegeSteps.ts). */
  carriedLadders: z.array(CarriedLadderSchema).optional(),
  /**
   * The rule profile's readings the game started with (R-VPR.3), so a reload or an opened file
   * replays it under them; absent (a hand-written or older file): the profile in use, or the defaults.
   */
  settings: mkGameSettingsSchema.optional(),
})
export type MkScenarioFile = z.infer<typeof MkScenarioFileSchema>

/** Is `value` a Mage Knight scenario (by its format), so that `npm run play` hands it to this driver? */
export const isMkScenario = (value: unknown): boolean => hasFormat(value, 'sightline-mk-scenario')

export const parseMkScenarioFile = (value: unknown): FileParse<MkScenarioFile> => parseFileWith(MkScenarioFileSchema, value)
