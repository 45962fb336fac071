import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { boxPiece } from '../../geometry/testScene'
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

  it("R-MKT.4 (the table) in a formation move (core 10): a 3 cm box on x2's path blocks it at the default 2.54 cm step, not at 3 cm", async () => {
    // mk-formation: x2 (1.25 in base, radius 1.5875 cm) moves from z 60 north to z 49.84 with x1 and d1. A box 1 cm wide
    // (x 42.675 to 43.675, inside x2's base only: x1's rim ends at 41.5875, d1's starts at 44.7625), z 54 to 55, 3 cm
    // high: x2's rim meets its face z 55 when its centre is at 56.5875, 3.4125 cm = 1.3435 in along.
    const { file, scene } = scenario('mk-formation.mk.json')
    const boxed = { ...scene, terrain: [...scene.terrain, boxPiece('step3', 43.175, 54.5, [1, 3, 1])] } as Scene
    const move = file.steps[1]
    const measured = async (rules?: MkGameSettings) => {
      const d = await createMkScenario({ ...mkScenarioOptions(file, boxed), ...(rules ? { rules } : {}) })
      try {
        return d.measure(move).facts.formation?.moves?.x2
      } finally {
        d.dispose()
      }
    }
    const byDefault = await measured()
    expect(byDefault?.blockedAtIn).toBeCloseTo(3.4125 / 2.54, 2)
    expect((await measured(rulesWith('mk.table.maxStepCm', 3)))?.blockedAtIn).toBeNull()
  })

  it('R-MKT.1 (the table) in a formation: members 1 cm apart in height touch only when the profile allows 1 cm', async () => {
    // x1 and x2 stand rim to rim (centres 3.175 cm apart, two 1.25 in bases); x2 is raised 1 cm. By default (0.5 cm)
    // bases 1 cm apart in height never touch (R-MKT.1), so the two are no chain of base contact (core 10).
    const { file, scene } = scenario('mk-formation.mk.json')
    const raised = {
      ...scene,
      figures: scene.figures.map((f) => (f.id === 'x2' ? { ...f, position: [f.position[0], 1, f.position[2]] } : f)),
    } as Scene
    const step = {
      do: 'formationMove' as const,
      members: [
        { figure: 'x1', to: [40, 0, 58] as [number, number, number] },
        { figure: 'x2', to: [43.175, 1, 58] as [number, number, number] },
      ],
    }
    const contacts = async (rules?: MkGameSettings) => {
      const d = await createMkScenario({ ...mkScenarioOptions(file, raised), ...(rules ? { rules } : {}) })
      try {
        return d.measure(step).facts.formation?.contacts
      } finally {
        d.dispose()
      }
    }
    expect(await contacts()).toEqual([])
    expect(await contacts(rulesWith('mk.table.contactLevelToleranceCm', 1.5))).toEqual([['x1', 'x2']])
  })
})
