import type { Scene } from '../../scene/schema'
import type { ScenarioFile } from '../scenario/file'
import type { ScenarioStep } from '../scenario/steps'
import type { PlaySetup } from './types'
import { universalisGameSettingsSchema } from '../profiles/schema'
import type { UniversalisGameSettings } from '../profiles/types'

/**
 * A Universalis game and its file (`sightline-scenario`): the set-up a file starts (its seed,
 * leaders, powers, facings, mounts, markers and objects on the scene it names), and the file a
 * game writes back with the scene inline, so that `npm run play` and a reload replay it to the
 * same table and dice. The session (session.ts) plays; this only translates between the two.
 */

/**
 * The set-up a game file starts from, under the readings the file records (R-VPR.3): a game keeps
 * the settings it started with. `fallback` (the profile in use) only for a file that records none.
 */
export function setupOfFile(file: ScenarioFile, scene: Scene, fallback?: UniversalisGameSettings): PlaySetup {
  const rules = file.settings ?? fallback
  return {
    scene,
    seed: file.seed,
    leaders: file.leaders,
    powers: file.powers,
    facing: file.facing,
    mounts: file.mounts,
    markers: file.markers,
    objects: file.objects,
    name: file.name,
    ...(rules ? { rules } : {}),
  }
}

/** The game so far as a scenario file: its set-up, the readings it is played under (`rules`) and the steps kept. */
export function scenarioFileOf(setup: PlaySetup, rules: UniversalisGameSettings, steps: readonly ScenarioStep[]): ScenarioFile {
  return {
    format: 'sightline-scenario',
    version: 1,
    name: setup.name ?? `A game on ${setup.scene.name}`,
    scene: setup.scene,
    seed: setup.seed,
    leaders: { ...setup.leaders },
    ...(setup.powers ? { powers: setup.powers } : {}),
    ...(setup.facing ? { facing: setup.facing } : {}),
    ...(setup.mounts ? { mounts: setup.mounts } : {}),
    ...(setup.markers ? { markers: setup.markers } : {}),
    ...(setup.objects ? { objects: setup.objects } : {}),
    // A validated copy in the file's own shape (its lists are the file's, not the session's).
    settings: universalisGameSettingsSchema.parse(rules),
    steps: steps.map((step) => ({ ...step })),
  }
}
