import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCardLibrary } from '../../scene/cards/library'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { parseMkScenarioFile } from '../mk/scenarioFile'
import { MkPlaySession } from '../mk/session'
import { PlaySession } from '../play/session'
import { parseScenarioFile } from '../scenario/file'
import { mkGameSettingsOf, universalisGameSettingsOf } from './resolve'
import { withSetting } from './settingInfo'
import { AS_WRITTEN, SIGHTLINE_DEFAULT } from './shipped'

/**
 * A game keeps the readings it started with (R-VPR.3): its game file records them, and a replay
 * (a reload, an opened file) plays under the file's, whatever profile is in use then. A file
 * that records none (older, or written by hand) replays under the profile in use.
 */

const scene = (path: string): Scene => {
  const r = parseSceneText(readFileSync(path, 'utf8'), { cards: loadCardLibrary() })
  if (!r.ok) throw new Error(`${path} is invalid`)
  return r.scene
}

/** A file written by a session, through text and back, as the browser's storage keeps it. */
const throughText = <T>(file: T): unknown => JSON.parse(JSON.stringify(file))

describe('a Mage Knight game file records its readings (R-VPR.3)', () => {
  const path = 'scenes/scenarios/mk-large-figure-turn.mk.json'
  const parsed = parseMkScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const file = parsed.scenario
  const table = scene(join(dirname(path), file.scene as string))
  const summed = mkGameSettingsOf(withSetting(SIGHTLINE_DEFAULT.settings, 'mk.large.combinedMoveSpeed', 'sum'))
  const start = () => MkPlaySession.start({ scene: table, seed: file.seed, sides: file.sides, buildTotal: file.buildTotal, rules: summed })
  const speed = (s: MkPlaySession) => s.results[0]?.breakdown.lines.find((l) => l.key === 'largeCombinedSpeed')?.value

  it('R-LF-5 `sum` survives the round trip: the replay under another profile in use still moves 5 + 7 in', async () => {
    const played = await start()
    played.do(file.steps[0])
    const written = played.toScenarioFile()
    played.dispose()
    expect(written.settings?.large.combinedMoveSpeed).toBe('sum')
    const read = parseMkScenarioFile(throughText(written))
    if (!read.ok) throw new Error(read.problems.join('\n'))
    const replayed = await MkPlaySession.replay(read.scenario, table, undefined, mkGameSettingsOf(AS_WRITTEN.settings))
    try {
      expect(replayed.rules.large.combinedMoveSpeed).toBe('sum')
      expect(speed(replayed)).toBe(12)
      // The replay writes the same readings again: a second reload keeps them too.
      expect(replayed.toScenarioFile().settings).toEqual(written.settings)
    } finally {
      replayed.dispose()
    }
  })

  it('a file without settings opens under the profile in use (`fallback`), else the defaults', async () => {
    const old = { ...file, steps: file.steps.slice(0, 1) }
    expect(old.settings).toBeUndefined()
    const underProfile = await MkPlaySession.replay(old, table, undefined, summed)
    const underDefaults = await MkPlaySession.replay(old, table)
    try {
      expect(speed(underProfile)).toBe(12)
      expect(speed(underDefaults)).toBe(7)
      expect(underDefaults.toScenarioFile().settings).toEqual(mkGameSettingsOf(SIGHTLINE_DEFAULT.settings))
    } finally {
      underProfile.dispose()
      underDefaults.dispose()
    }
  })

  it('a file whose settings the profile check refuses is refused with the setting named', () => {
    const bad = { ...(throughText(file) as object), settings: { ...summed, large: { ...summed.large, combinedMoveSpeed: 'all' } } }
    const read = parseMkScenarioFile(bad)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems.join('\n')).toMatch(/^settings\.large\.combinedMoveSpeed: /m)
  })
})

describe('a Universalis game file records its readings (R-VPR.3)', () => {
  const path = 'scenes/scenarios/skirmish-first-blood.json'
  const parsed = parseScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const file = parsed.scenario
  const table = scene('scenes/skirmish-ruins.json')

  it('R-8.3a `whole` survives the round trip: the replay under the default in use keeps it; an old file takes the one in use', async () => {
    const rules = universalisGameSettingsOf(AS_WRITTEN.settings)
    const played = await PlaySession.start({ scene: table, seed: file.seed, leaders: file.leaders, rules })
    const written = played.toScenarioFile()
    played.dispose()
    expect(written.settings?.universalis.movement.enemyGap).toBe('whole')
    const read = parseScenarioFile(throughText(written))
    if (!read.ok) throw new Error(read.problems.join('\n'))
    const inUse = universalisGameSettingsOf(SIGHTLINE_DEFAULT.settings)
    const replayed = await PlaySession.replay(read.scenario, table, undefined, inUse)
    const { settings: _none, ...old } = read.scenario
    const reopened = await PlaySession.replay(old, table, undefined, inUse)
    try {
      expect(replayed.rules.universalis.movement.enemyGap).toBe('whole')
      expect(replayed.engineSettings.movement.enemyGap).toBe('whole')
      expect(reopened.engineSettings.movement.enemyGap).toBe('end')
    } finally {
      replayed.dispose()
      reopened.dispose()
    }
  })
})
