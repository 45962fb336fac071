import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkExpectation } from '../scenario/file'
import { parseSceneText } from '../../scene/validate'
import { createMkScenario, mkScenarioOptions } from './create'
import type { MkDriver, MkStepResult } from './driver'
import { parseMkScenarioFile } from './scenarioFile'

/**
 * The shipped cavalry scenarios (003) on scenes/mk-cavalry-duel.json played through the driver:
 * every step's `expect` is met, and the table and the game show what we derived by hand from the
 * scene's numbers (stand-in cards, R-MKK-19; 2.54 cm to the inch).
 */

async function play(name: string): Promise<{ driver: MkDriver; results: MkStepResult[] }> {
  const path = `scenes/scenarios/${name}`
  const parsed = parseMkScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const ref = parsed.scenario.scene
  if (typeof ref !== 'string') throw new Error('scene by reference expected')
  const scene = parseSceneText(readFileSync(join(dirname(path), ref), 'utf8'))
  if (!scene.ok) throw new Error('scene')
  // Every rider sits in its mount's slot: the scene loads without a warning.
  expect(scene.warnings).toEqual([])
  const driver = await createMkScenario(mkScenarioOptions(parsed.scenario, scene.scene))
  const results = parsed.scenario.steps.map((step) => {
    const r = driver.do(step)
    const met = checkExpectation(step.expect, r)
    if (met && !met.met) throw new Error(`${name} step ${r.index} (${step.do}): expectation not met: ${r.ok ? 'allowed' : r.refusal.code}`)
    return r
  })
  return { driver, results }
}

const events = (r: MkStepResult) => (r.ok ? r.events : [])
const modifier = (r: MkStepResult, key: string) => (r.ok ? r.breakdown.modifiers.find((m) => m.key === key)?.value : undefined)
const at = (d: MkDriver, id: string) => {
  const f = d.world.requireFigure(id)
  return [f.position[0], f.position[2]]
}

describe('scenes/scenarios/mk-cavalry-*.mk.json', () => {
  it('every cavalry scenario meets every expectation', async () => {
    const names = readdirSync('scenes/scenarios').filter((n) => n.startsWith('mk-cavalry-'))
    expect(names.length).toBe(11)
    for (const name of names) (await play(name)).driver.dispose()
  })

  it('003 "Horsemanship": the shot at the Lancer is -2, resolved against its dial', async () => {
    const { driver, results } = await play('mk-cavalry-horsemanship.mk.json')
    driver.dispose()
    expect(modifier(results[1], 'mkk.horsemanship')).toBe(-2)
  })

  it('003 "Riders", "Impale": the Lancer fights with its bonus +2 and Impale +2 damage', async () => {
    const { driver, results } = await play('mk-cavalry-impale.mk.json')
    driver.dispose()
    // The knight's front touches the crossbowman: centre dot at 50 + 1.5875 + 3.4925 = 55.0825.
    expect(events(results[0])).toContainEqual({ kind: 'moved', piece: 'knight', to: [25, 55.0825], facingDeg: 0 })
    expect(modifier(results[5], 'mkk.riderAttackBonus')).toBe(2)
    expect(modifier(results[5], 'mkk.impale')).toBe(2)
  })

  it('003 "Trample": the crossbowman crossed on the way north takes 1 click; the Lancer rides along in the slot', async () => {
    const { driver: d, results } = await play('mk-cavalry-trample.mk.json')
    try {
      expect(events(results[1])).toContainEqual({ kind: 'clicks', piece: 'xbow', dial: 0, from: 0, to: 1 })
      // The slot 0.5 in (1.27 cm) behind the centre dot at (25, 40), facing north: (25, 41.27).
      const [x, z] = at(d, 'lancer')
      expect(x).toBeCloseTo(25, 6)
      expect(z).toBeCloseTo(41.27, 6)
    } finally {
      d.dispose()
    }
  })

  it('003 "Overwhelm": dismounted, the Orc Raider stands straight behind the salamander, touching its rear', async () => {
    const { driver: d, results } = await play('mk-cavalry-overwhelm.mk.json')
    try {
      // Seed 3: the d6 is 5, + bonus 2 = 7, 6 or more: dismounted.
      expect(results[1].ok && results[1].breakdown.rolls[0].dice).toEqual([5])
      // The salamander faces south: its rear tip at 45 - 3.81 = 41.19; the rider's radius 1.5875: z 39.6025.
      const [x, z] = at(d, 'orc')
      expect(x).toBeCloseTo(10, 6)
      expect(z).toBeCloseTo(39.6025, 4)
      expect(d.world.requireFigure('salamander').mk?.rider).toBeUndefined()
      expect(d.game.cavalry?.saddle.salamander).toBeNull()
    } finally {
      d.dispose()
    }
  })

  it('003 "Dismounted Riders": placed behind the stag, gained again, seated in the slot', async () => {
    const { driver: d, results } = await play('mk-cavalry-remount.mk.json')
    try {
      // The stag faces north: its rear tip at 70 + 3.175, the ranger's radius 1.5875: z 74.7625.
      const placed = events(results[0])[0]
      expect(placed).toMatchObject({ kind: 'riderPlaced', piece: 'ranger', mount: 'stag' })
      expect(placed.kind === 'riderPlaced' && placed.to[1]).toBeCloseTo(74.7625, 4)
      expect(d.world.requireFigure('stag').mk?.rider).toBe('ranger')
      // After the stag's move to (65, 60) the ranger sits 1.27 cm behind it.
      expect(at(d, 'ranger')[1]).toBeCloseTo(61.27, 6)
    } finally {
      d.dispose()
    }
  })

  it('003 "Intelligence Levels": the skittish Battle Horse without its rider leaves the table at the end phase', async () => {
    const { driver: d } = await play('mk-cavalry-skittish.mk.json')
    try {
      expect(d.world.figure('knight')).toBeUndefined()
      expect(d.removed).toContain('knight')
    } finally {
      d.dispose()
    }
  })
})
