import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { createMkScenario, mkScenarioOptions } from '../mk/create'
import type { MkStepResult } from '../mk/driver'
import { parseMkScenarioFile, type MkScenarioFile } from '../mk/scenarioFile'
import { MkPlaySession } from '../mk/session'
import { mkGameSettingsOf } from './resolve'
import { withSetting } from './settingInfo'
import { SIGHTLINE_DEFAULT } from './shipped'
import type { MkGameSettings } from './types'

/**
 * Every Mage Knight reading of a profile reaches a Mage Knight game (R-VPR.3): one setting per
 * group changed from the default, and the game played on a shipped scenario shows its effect.
 * The large figures' and the cavalry's readings reach the engine; the table's and Trample's the
 * facts the driver measures for it.
 */

function scenario(name: string): { file: MkScenarioFile; scene: Scene } {
  const path = `scenes/scenarios/${name}`
  const parsed = parseMkScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const ref = parsed.scenario.scene
  if (typeof ref !== 'string') throw new Error('scene by reference expected')
  const scene = parseSceneText(readFileSync(join(dirname(path), ref), 'utf8'))
  if (!scene.ok) throw new Error('scene')
  return { file: parsed.scenario, scene: scene.scene }
}

/** The default profile's Mage Knight readings with one setting changed, as the view's editor changes it. */
const rulesWith = (path: string, value: unknown): MkGameSettings => mkGameSettingsOf(withSetting(SIGHTLINE_DEFAULT.settings, path, value))

/** The first `count` steps of a scenario in a game at the table started under `rules` (the view's way in). */
async function played(name: string, count: number, rules?: MkGameSettings): Promise<MkStepResult[]> {
  const { file, scene } = scenario(name)
  const session = await MkPlaySession.start({ scene, seed: file.seed, sides: file.sides, buildTotal: file.buildTotal, rules })
  try {
    return file.steps.slice(0, count).map((step) => session.do(step))
  } finally {
    session.dispose()
  }
}

const line = (r: MkStepResult | undefined, key: string) => (r?.ok ? r.breakdown.lines.find((l) => l.key === key)?.value : undefined)
const refusal = (r: MkStepResult | undefined) => (r && !r.ok ? r.refusal.code : null)

describe('a Mage Knight game takes every Mage Knight reading of the profile (R-VPR.3)', () => {
  it('R-LF-5 (large figures): the mammoth moving left and right together gets 5 + 7 in under `sum`, the higher 7 in by default', async () => {
    const [byDefault] = await played('mk-large-figure-turn.mk.json', 1)
    const [summed] = await played('mk-large-figure-turn.mk.json', 1, rulesWith('mk.large.combinedMoveSpeed', 'sum'))
    expect(line(byDefault, 'largeCombinedSpeed')).toBe(7)
    expect(line(summed, 'largeCombinedSpeed')).toBe(12)
  })

  it('R-MKK-3 (cavalry): the riderless skittish Battle Horse is refused a move by default, may move when the profile lets it act', async () => {
    const byDefault = await played('mk-cavalry-skittish.mk.json', 2)
    const mayAct = await played('mk-cavalry-skittish.mk.json', 2, rulesWith('mk.cavalry.skittishRiderlessMayAct', true))
    expect(refusal(byDefault[1])).toBe('skittish-mount-no-action')
    expect(mayAct[0].ok).toBe(true)
    expect(refusal(mayAct[1])).not.toBe('skittish-mount-no-action')
  })

  it('R-MKT.6 (the table): the ruin on the line of fire is hindering terrain by default, none when the profile names no hindering type', async () => {
    const { file, scene } = scenario('mk-cavalry-impale.mk.json')
    const ruin = {
      ...scene,
      terrain: [...scene.terrain, { id: 'ruin', shape: 'area' as const, type: 'ruin' as const, center: [25, 2.5, 60], size: [20, 5, 4] }],
    } as Scene
    const shot = { do: 'ranged' as const, figure: 'xbow', targets: ['knight'] }
    const hindering = async (rules?: MkGameSettings) => {
      const d = await createMkScenario({ ...mkScenarioOptions(file, ruin), ...(rules ? { rules } : {}) })
      try {
        return d.measure(shot).facts.pairs?.[0]?.hinderingTerrain
      } finally {
        d.dispose()
      }
    }
    expect(await hindering()).toEqual(['ruin'])
    expect(await hindering(rulesWith('mk.table.hinderingTerrainTypes', []))).toEqual([])
  })

  it('R-CVG.3 (Trample): the crossbowman crossed on the way north takes its click by default, none when a crossing must go 100 cm deep', async () => {
    const events = (r: MkStepResult | undefined) => (r?.ok ? r.events.filter((e) => e.kind === 'clicks' && e.piece === 'xbow') : null)
    const byDefault = await played('mk-cavalry-trample.mk.json', 2)
    const deep = await played('mk-cavalry-trample.mk.json', 2, rulesWith('mk.trample.crossingDepthCm', 100))
    expect(events(byDefault[1])).toHaveLength(1)
    expect(events(deep[1])).toEqual([])
  })
})
