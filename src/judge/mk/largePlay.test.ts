import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkExpectation } from '../scenario/file'
import { parseSceneText } from '../../scene/validate'
import { createMkScenario, mkScenarioOptions } from './create'
import type { MkDriver, MkStepResult } from './driver'
import { parseMkScenarioFile } from './scenarioFile'

/**
 * The shipped large-figure scenarios played through the driver (000): every step's `expect` is
 * met, and the table and the game show what we derived by hand from the scenes' numbers.
 */

async function play(path: string, steps = Number.POSITIVE_INFINITY): Promise<{ driver: MkDriver; results: MkStepResult[] }> {
  const parsed = parseMkScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const ref = parsed.scenario.scene
  if (typeof ref !== 'string') throw new Error('scene by reference expected')
  const scene = parseSceneText(readFileSync(join(dirname(path), ref), 'utf8'))
  if (!scene.ok) throw new Error('scene')
  const driver = await createMkScenario(mkScenarioOptions(parsed.scenario, scene.scene))
  const results = parsed.scenario.steps.slice(0, steps).map((step) => {
    const r = driver.do(step)
    const met = checkExpectation(step.expect, r)
    if (met && !met.met) throw new Error(`step ${r.index} (${step.do}): expectation not met`)
    return r
  })
  return { driver, results }
}

const lineValue = (r: MkStepResult, key: string) => (r.ok ? r.breakdown.lines.find((l) => l.key === key)?.value : undefined)
const at = (d: MkDriver, id: string) => {
  const f = d.world.requireFigure(id)
  return [f.position[0], f.position[2], f.facing]
}

describe('scenes/scenarios/mk-large-figure-turn.mk.json', () => {
  it('000 "Aktionen", "Bewegung", "Antreiben", "Großfiguren angreifen": the mammoth\'s turns as derived by hand', async () => {
    const { driver: d, results } = await play('scenes/scenarios/mk-large-figure-turn.mk.json')
    try {
      const [move, , shot] = results
      // Left (speed 5) and right (speed 7) moved together: the higher speed (R-LF-5), two actions spent.
      expect(lineValue(move, 'largeCombinedSpeed')).toBe(7)
      expect(lineValue(move, 'largeMoveMode')).toBe('backward')
      // Straight back (south, +z) by 2 in = 5.08 cm from (45.72, 45.72), facing north still.
      expect(move.ok && move.events).toContainEqual({ kind: 'moved', piece: 'mammoth', to: [45.72, 50.8], facingDeg: 0 })
      // From (45.72, 50.8) to the crossbowman at (31.352, 31.352): sqrt(14.368² + 19.448²) = 24.18 cm = 9.52 in.
      expect(lineValue(shot, 'largeSectionShot')).toBe('front')
      // The battle mage straight behind hits the inactive rear; the attacker names the right section (dial 2).
      const mage = results[6]
      expect(lineValue(mage, 'largeSectionHit')).toBe('rear')
      expect(lineValue(mage, 'largeAttackerChoice')).toBe('right')
      // Pushed in its second turn: one click on the left section (dial 1, click 5 -> 6) after the first action.
      const pushed = results[10]
      expect(pushed.ok && pushed.events).toContainEqual({ kind: 'clicks', piece: 'mammoth', dial: 1, from: 5, to: 6 })
      expect(d.game.pieces.mammoth.actionTokens).toBe(2)
      // The second attack that turn takes no second pushing click.
      const second = results[12]
      expect(second.ok && second.events.filter((e) => e.kind === 'clicks' && e.piece === 'mammoth')).toEqual([])
      expect(at(d, 'mammoth')).toEqual([45.72, 50.8, 0])
    } finally {
      d.dispose()
    }
  })
})

describe('scenes/scenarios/mk-chariot.mk.json', () => {
  it('000 "Passagiere", "Angriffsoptionen des Passagiers", "Den Passagier verletzen", "Einsteigen und Aussteigen"', async () => {
    const { driver: d, results } = await play('scenes/scenarios/mk-chariot.mk.json')
    try {
      // The archer's shot at the mage: 7 in from the chariot's centre, range 10 capped at 8.
      expect(lineValue(results[2], 'largePassengerRange')).toBe(8)
      // The chariot turned south and drove 3 in = 7.62 cm: (45.72, 53.34); the archer rode along to
      // the platform 0.6 of the radius (2.667 cm) behind the centre, now north of it: z = 50.673.
      const moved = results[3]
      expect(moved.ok && moved.events).toContainEqual({ kind: 'moved', piece: 'chariot', to: [45.72, 53.34], facingDeg: 180 })
      // The mage at (27.94, 45.72) seen from (45.72, 53.34) facing south: 113.2 degrees right of ahead, the right section.
      const hit = results[7]
      expect(lineValue(hit, 'largeSectionHit')).toBe('right')
      // A side section took damage: the attacker rolled the passenger's d6 (5 or 6 would have hurt it).
      expect(hit.ok && hit.breakdown.rolls.some((r) => r.purpose.startsWith('passenger archer'))).toBe(true)
      // Left to the rear: 4.445 + 1.5875 = 6.0325 cm north of the centre, off the platform.
      const left = results[10]
      expect(left.ok && left.events).toContainEqual({ kind: 'left', piece: 'archer', chariot: 'chariot' })
      // Boarded again at the end: back on the platform, the scene and the game agree.
      const archer = d.world.requireFigure('archer')
      expect(archer.mk?.aboard).toBe('chariot')
      expect(archer.position[0]).toBeCloseTo(45.72, 6)
      expect(archer.position[2]).toBeCloseTo(50.673, 6)
      expect(d.game.aboard?.chariot).toBe('archer')
    } finally {
      d.dispose()
    }
  })

  it('000 "Passagiere": the passenger rides along when the chariot moves', async () => {
    const { driver: d } = await play('scenes/scenarios/mk-chariot.mk.json', 4)
    try {
      expect(at(d, 'chariot')).toEqual([45.72, 53.34, 180])
      // 0.6 x 4.445 = 2.667 cm behind the centre of a chariot facing south: north of it.
      const [x, z] = at(d, 'archer')
      expect(x).toBeCloseTo(45.72, 6)
      expect(z).toBeCloseTo(50.673, 6)
      expect(d.world.requireFigure('archer').mk?.aboard).toBe('chariot')
    } finally {
      d.dispose()
    }
  })
})
