import { z } from 'zod'
import { isDiceSeed } from '../../rules/kernel'
import type { Scene } from '../../scene/schema'
import { id } from '../mk/stepSchema'
import { type FileParse, hasFormat, parseFileWith } from '../scenario/file'
import { DungeonSettingsSchema } from './settingsSchema'
import { DungeonStepSchema } from './steps'

/**
 * A Mage Knight Dungeons game file (`scenes/scenarios/mkd-*.mkd.json`, format
 * `sightline-mkd-scenario` version 1): the scene (a file or inline, with a `dungeon`), the seed
 * that shuffles the token pools and rolls every die, whether it is a game of several players
 * (Mage Spawns enter with a move token), the settings it plays under where they are not the
 * defaults (settingsSchema.ts), and the steps, each optionally saying what it expects.
 * `npm run play`, the tests and the view play it through the same DungeonSession.
 */
export const DungeonScenarioFileSchema = z.strictObject({
  format: z.literal('sightline-mkd-scenario'),
  version: z.literal(1),
  name: z.string().optional(),
  description: z.string().optional(),
  /** A scene file (relative to the scenario, or the name of a scene in scenes/), or the scene itself. */
  scene: z.union([id, z.record(z.string(), z.unknown())]),
  /** The dice's seed, as the dice play it (isDiceSeed: 0 to 2^32 - 1). */
  seed: z.number().int().refine(isDiceSeed, 'a seed is a whole number from 0 to 2^32 - 1'),
  multiplayer: z.boolean().optional(),
  /** The rule settings (R-MKD-*, R-MKDJ-*) that are not the defaults. */
  settings: DungeonSettingsSchema.optional(),
  steps: z.array(DungeonStepSchema),
})
export type DungeonScenarioFile = z.infer<typeof DungeonScenarioFileSchema>

/** Is `value` a Dungeons game file (by its format), so that `npm run play` hands it to this session? */
export const isDungeonScenario = (value: unknown): boolean => hasFormat(value, 'sightline-mkd-scenario')

export const parseDungeonScenarioFile = (value: unknown): FileParse<DungeonScenarioFile> => parseFileWith(DungeonScenarioFileSchema, value)

/** Names the steps use that the scene lacks (`steps[2].artifact: no artifact "x" on the board`), and a scene without a dungeon. */
export function checkDungeonScenarioNames(file: DungeonScenarioFile, scene: Scene): string[] {
  if (!scene.dungeon) return ['scene: the scene has no dungeon']
  const figures = new Set(scene.figures.map((f) => f.id))
  const artifacts = new Set((scene.dungeon.artifacts ?? []).map((a) => a.id))
  const problems: string[] = []
  file.steps.forEach((step, i) => {
    if ('hero' in step && !figures.has(step.hero)) problems.push(`steps[${i}].hero: no figure "${step.hero}" in the scene`)
    if ('artifact' in step && !artifacts.has(step.artifact))
      problems.push(`steps[${i}].artifact: no artifact "${step.artifact}" on the board`)
    // A hero may attack a Mage Spawn a token placed during the game: the session names a target that is not there.
    if ('target' in step && step.do !== 'heroAttack' && !figures.has(step.target))
      problems.push(`steps[${i}].target: no figure "${step.target}" in the scene`)
    if ('furniture' in step && !artifacts.has(step.furniture))
      problems.push(`steps[${i}].furniture: no artifact "${step.furniture}" on the board`)
  })
  return problems
}
