import { readFileSync } from 'node:fs'
import { afterEach } from 'vitest'
import type { PlaySession, ScenarioFile } from '../src/judge'
import { loadCardLibrary } from '../src/scene/cards/library'
import type { Scene } from '../src/scene/schema'
import { parseSceneText } from '../src/scene/validate'
import { loadScenarioFile } from './scenarioKit'

/**
 * Fixtures of the play tests: the shipped scenes checked against the shipped cards (as the view
 * loads them), the scenario "First blood in the ruins", and sessions closed after each test
 * (each holds a Rapier world, whose memory is only given back by dispose).
 */

export const FIRST_BLOOD_PATH = 'scenes/scenarios/skirmish-first-blood.json'

export const firstBlood = (): ScenarioFile => loadScenarioFile(FIRST_BLOOD_PATH)

export function shippedScene(path = 'scenes/skirmish-ruins.json'): Scene {
  const r = parseSceneText(readFileSync(path, 'utf8'), { cards: loadCardLibrary() })
  if (!r.ok) throw new Error(`${path} is invalid`)
  return r.scene
}

/** Sessions pushed here are disposed after each test of the file that calls this. */
export function disposedAfterEach(): PlaySession[] {
  const open: PlaySession[] = []
  afterEach(() => {
    for (const s of open.splice(0)) s.dispose()
  })
  return open
}
