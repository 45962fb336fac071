import { z } from 'zod'
import { TOKEN_COLOURS } from '../../scene/dungeon/schema'
import { id } from '../mk/stepSchema'

/**
 * The steps of a Mage Knight Dungeons game (issue 13, rules 002) as plain data: what a game file
 * lists, what the view sends, what the judge session replays after an undo. Each is a strict
 * object (`stepSchema.ts` of src/judge/mk), so an unknown field is refused with its name.
 */

/**
 * What a step expects: allowed or refused with a code (as every game file), and for Dungeons
 * what the rules did: the kind of token drawn, the ability the hero holds after it and the one it
 * replaced, whether a refresh happened, whether furniture was destroyed, what a move cost.
 */
export const DungeonExpectSchema = z.strictObject({
  ok: z.boolean().optional(),
  refusal: z.string().optional(),
  tokenKind: z.enum(['melee', 'ability', 'item', 'effect', 'place', 'refresh']).optional(),
  ability: z.string().optional(),
  replaced: z.string().nullable().optional(),
  refreshed: z.boolean().optional(),
  destroyed: z.boolean().optional(),
  /** An attack hit: a dungeon figure's (R-MKD-15) or a hero's (R-MKD-17). */
  hit: z.boolean().optional(),
  cost: z.number().int().min(0).optional(),
})
export type DungeonExpect = z.infer<typeof DungeonExpectSchema>

const step = <T extends string, S extends z.ZodRawShape>(name: T, shape: S) =>
  z.strictObject({ do: z.literal(name), expect: DungeonExpectSchema.optional(), note: z.string().optional(), ...shape })

/** A square as [column, row] of the dungeon's grid. */
export const square = z.tuple([z.number().int(), z.number().int()])

export const DungeonStepSchema = z.discriminatedUnion('do', [
  /** Core 15 (activations): the hero starts its activation with its speed value as movement points. */
  step('activate', { hero: id }),
  /** Core 15: a move to `to`, the cheapest legal path unless `path` names the squares (from the hero's own square). */
  step('move', { hero: id, to: square, path: z.array(square).min(2).optional(), facing: z.number().finite().optional() }),
  /** R-MKDJ-1: the active hero turns on its square, free of cost. */
  step('face', { hero: id, facing: z.number().finite() }),
  /** 002 "Verwunschene Artefakte nutzen": the hero uses a haunted artifact (`colour` with drawChoice colour-chosen). */
  step('useArtifact', { hero: id, artifact: id, colour: z.enum(TOKEN_COLOURS).optional() }),
  /** 002 "Stuhl", "Tisch": the hero picks up a chair or table. */
  step('pickUp', { hero: id, furniture: id }),
  /** 002 "Stuhl", "Tisch": the hero puts down what it carries, `at` its north-west square, a table `along`. */
  step('putDown', { hero: id, at: square, along: z.enum(['ew', 'ns']).optional() }),
  /** 002 "Möbel": a figure attacks a chair or table, by fire/lightning, a shockwave or otherwise. */
  step('attackFurniture', {
    hero: id,
    furniture: id,
    by: z.enum(['fire-lightning', 'shockwave', 'other']),
  }),
  /** R-MKD-17: the active hero attacks one of the dungeon's figures (melee when adjacent, else ranged); its activation ends. */
  step('heroAttack', { hero: id, target: id }),
  /** Core 15: the active hero's (or dungeon figure's) activation ends. */
  step('endActivation', {}),
  /** R-MKDJ-4: one of the dungeon's figures (a placed Mage Spawn by its figure id, or a scene figure not of the hero team) is activated. */
  step('spawnActivate', { spawn: id }),
  /** R-MKDJ-4, core 15: the active dungeon figure moves as a hero does (`path` from its own square). */
  step('spawnMove', { spawn: id, to: square, path: z.array(square).min(2).optional(), facing: z.number().finite().optional() }),
  /** R-MKDJ-1, R-MKDJ-4: the active dungeon figure turns on its square, free of cost. */
  step('spawnFace', { spawn: id, facing: z.number().finite() }),
  /** R-MKD-15: the active dungeon figure attacks a hero (melee when adjacent, else ranged); its activation ends. */
  step('spawnAttack', { spawn: id, target: id }),
])
export type DungeonStep = z.infer<typeof DungeonStepSchema>
