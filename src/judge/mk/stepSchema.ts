import { z } from 'zod'

/**
 * The pieces every step schema of a Mage Knight scenario file is built from (scenarioFile.ts and
 * the rule sets' step files: siegeSteps.ts, formationSteps.ts, cavalrySteps.ts): a figure's or a
 * piece's name, a point on the table, the `expect` and `note` every step has, and the step itself
 * as a strict object, so that an unknown field is refused with its name.
 */

export const id = z.string().min(1)

/** A point on the table in the scene's cm; its height is the surface's there (the file's y is ignored). */
export const vec = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()])

/** What a step expects of the engine (allowed, or refused with a code) and a note for the reader. */
export const common = {
  expect: z.strictObject({ ok: z.boolean().optional(), refusal: z.string().optional() }).optional(),
  note: z.string().optional(),
}

export const step = <T extends string, S extends z.ZodRawShape>(name: T, shape: S) =>
  z.strictObject({ do: z.literal(name), ...common, ...shape })
