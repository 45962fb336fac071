import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkExpectation } from '../scenario/file'
import { parseSceneText } from '../../scene/validate'
import { createMkScenario, mkScenarioOptions } from './create'
import type { MkDriver, MkStepResult } from './driver'
import { measureFormationStep } from './formationMeasure'
import { parseMkScenarioFile } from './scenarioFile'

/**
 * Formations on the table (MAGE-KNIGHT-CORE 10): the facts measured on scenes/mk-formation.json
 * and the shipped scenario scenes/scenarios/mk-formation.mk.json played through the driver. The
 * rebels' x1, x2, d1 stand in a row 3.175 cm apart (two 1.5875 cm radii: touching) at z = 60.
 */
const PATH = 'scenes/scenarios/mk-formation.mk.json'

async function start(): Promise<{ driver: MkDriver; steps: ReturnType<typeof stepsOf> }> {
  const parsed = parseMkScenarioFile(JSON.parse(readFileSync(PATH, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const ref = parsed.scenario.scene
  if (typeof ref !== 'string') throw new Error('scene by reference expected')
  const scene = parseSceneText(readFileSync(join(dirname(PATH), ref), 'utf8'))
  if (!scene.ok) throw new Error('scene')
  return { driver: await createMkScenario(mkScenarioOptions(parsed.scenario, scene.scene)), steps: stepsOf(parsed.scenario) }
}
const stepsOf = (s: { steps: Parameters<MkDriver['do']>[0][] }) => s.steps

describe('formations measured on scenes/mk-formation.json', () => {
  it('core 10: who touches whom now, and whether the goals touch or overlap (R-MKF-4, R-MKF-6)', async () => {
    const { driver: d } = await start()
    try {
      const goal = (x: number): [number, number, number] => [x, 0, 49.84]
      const row = measureFormationStep(d.world, d.game, {
        do: 'formationMove',
        members: [
          { figure: 'x1', to: goal(40) },
          { figure: 'x2', to: goal(43.175) },
          { figure: 'd1', to: goal(46.35) },
        ],
      })
      expect(row.facts.formation?.contacts).toEqual([
        ['x1', 'x2'],
        ['x2', 'd1'],
      ])
      // The goals keep the 3.175 cm spacing: each neighbour touches, x1 and d1 (6.35 cm) do not.
      expect(row.facts.formation?.goalContacts).toEqual([
        ['x1', 'x2'],
        ['x2', 'd1'],
      ])
      expect(row.facts.formation?.goalOverlaps).toEqual([])
      // 10.16 cm north = 4 in each.
      expect(row.facts.formation?.moves?.d1.pathIn).toBeCloseTo(4, 9)
      // d1 at x = 45: 1.825 cm from x2's goal, less than the 3.175 cm the two bases need.
      const squeezed = measureFormationStep(d.world, d.game, {
        do: 'formationMove',
        members: [
          { figure: 'x2', to: goal(43.175) },
          { figure: 'd1', to: goal(45) },
        ],
      })
      expect(squeezed.facts.formation?.goalOverlaps).toEqual([['x2', 'd1']])
    } finally {
      d.dispose()
    }
  })
})

describe('scenes/scenarios/mk-formation.mk.json', () => {
  it('core 10, R-MKF-2, R-MKF-3, 003: every expectation met; the row moved 4 in with one action, the pushed pair fought together', async () => {
    const { driver: d, steps } = await start()
    try {
      const results: MkStepResult[] = steps.map((step) => {
        const r = d.do(step)
        const met = checkExpectation(step.expect, r)
        if (met && !met.met) throw new Error(`step ${r.index} (${step.do}): expectation not met`)
        return r
      })
      expect(steps.every((s) => s.expect !== undefined)).toBe(true)
      const moved = results[1]
      expect(moved.ok && moved.events.filter((e) => e.kind === 'moved').map((e) => e.piece)).toEqual(['x1', 'x2', 'd1'])
      expect(d.world.requireFigure('d1').position).toEqual([46.35, 0, 49.84])
      // Step 8: x1 rolls 2d6 + attack 8 + 1 for x2 against the golem's 16; both pushed, a click each.
      const melee = results[8]
      if (!melee.ok) throw new Error('melee refused')
      const roll = melee.breakdown.rolls[0]
      expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + 8 + 1)
      expect(roll.opponentTotal).toBe(16)
      expect(melee.events.filter((e) => e.kind === 'clicks' && e.piece !== 'g1').map((e) => e.kind === 'clicks' && e.piece)).toEqual([
        'x1',
        'x2',
      ])
      // Pushed: two tokens each, kept past the end of the turn because they acted in it (core 4).
      expect([d.game.pieces.x1.actionTokens, d.game.pieces.x2.actionTokens]).toEqual([2, 2])
    } finally {
      d.dispose()
    }
  })
})
