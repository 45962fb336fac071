import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { parseMkScenarioFile, type MkScenarioStep } from './scenarioFile'
import { MkPlaySession } from './session'

/**
 * The Mage Knight session on scenes/siege-golem-wall.json: the crossbowman at (45.72, 30.48)
 * facing north, the bone golem on the wall top at (45.72, 45.72), 10.16 cm up; Dave moves first.
 */
function scene(): Scene {
  const r = parseSceneText(readFileSync('scenes/siege-golem-wall.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return r.scene
}

const start = (undoRollsBackDice = false) =>
  MkPlaySession.start({ scene: scene(), seed: 4, sides: ['dave', 'mark'], rounds: 2 }, { undoRollsBackDice })
const turnToWall: MkScenarioStep = { do: 'move', figure: 'crossbowman', to: [45.72, 0, 28], facing: 180 }

describe('MkPlaySession', () => {
  it('R-P.1: a refused step leaves no trace; a move is kept and undone with the table', async () => {
    const s = await start()
    try {
      const behind = s.do({ do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] })
      expect(behind.ok ? null : behind.refusal.code).toBe('outside-front-arc')
      expect([s.steps.length, s.log.length, s.game.turn.actions.usedBase]).toEqual([0, 0, 0])
      expect(s.do(turnToWall).ok).toBe(true)
      expect(s.world.requireFigure('crossbowman').facing).toBe(180)
      expect(s.undoRefusal()).toBeNull()
      expect(s.undo().ok).toBe(true)
      expect(s.world.requireFigure('crossbowman').position).toEqual([45.72, 0, 30.48])
      expect(s.undo()).toMatchObject({ ok: false, refusal: { code: 'nothing-to-undo' } })
    } finally {
      s.dispose()
    }
  })

  it('core 5: a move preview gives the path against the speed and the refusal, rolling nothing', async () => {
    const s = await start()
    try {
      // 2.48 cm north-south = 0.98 in of the crossbowman's speed 7 (the CLI's example).
      const near = s.previewMove('crossbowman', [45.72, 28], 180)
      expect([Math.round(near.pathIn * 100) / 100, near.speedIn, near.probe.ok]).toEqual([0.98, 7, true])
      // 30.48 cm = 12 in west: beyond speed 7.
      const far = s.previewMove('crossbowman', [15.24, 30.48])
      expect(far.pathIn).toBeCloseTo(12, 6)
      expect(far.probe.ok ? null : far.probe.refusal.code).toBe('beyond-speed')
      expect([s.steps.length, s.log.length]).toEqual([0, 0])
    } finally {
      s.dispose()
    }
  })

  it('core 7, 8: an attack preview gives defence 16 + 1 height, 9+ on 2d6 (10/36), and does not tell the roll', async () => {
    const s = await start()
    try {
      s.do(turnToWall)
      s.do({ do: 'endTurn' })
      s.do({ do: 'endTurn' })
      const v = s.previewAttack('crossbowman', 'bone-golem', 'ranged')
      expect(v.probe.ok).toBe(true)
      const odds = v.preview?.targets[0]
      // attack 8 against defence 16 + 1 (the golem is raised, the crossbowman is not): 17 - 8 = 9.
      expect([odds?.attack, odds?.defence, odds?.need, odds?.chance]).toEqual([8, 17, 9, 10 / 36])
      // The golem stands on a castle section: the shot is a castle shot (R-MKS-7), its height advantage the castle report's.
      expect(odds?.defenceModifiers.map((m) => [m.key, m.value])).toEqual([['heightAdvantage', 1]])
      expect(s.log.length).toBe(0)
      const shot = s.do({ do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] })
      if (!shot.ok) throw new Error(shot.refusal.reason)
      expect(shot.breakdown.rolls[0].opponentTotal).toBe(17)
    } finally {
      s.dispose()
    }
  })

  it('R-P.1: a step that rolled is undone only with undoRollsBackDice, and the same roll comes again', async () => {
    const s = await start()
    try {
      s.do(turnToWall)
      s.do({ do: 'endTurn' })
      s.do({ do: 'endTurn' })
      const shoot: MkScenarioStep = { do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] }
      const first = s.do(shoot)
      expect(s.undo()).toMatchObject({ ok: false, refusal: { code: 'undo-after-dice', params: { step: 'ranged', rolls: 2 } } })
      s.settings = { undoRollsBackDice: true }
      expect(s.undo().ok).toBe(true)
      expect([s.log.length, s.world.requireFigure('crossbowman').mk?.clicks ?? [0]]).toEqual([0, [0]])
      const again = s.do(shoot)
      expect(again.rolls.map((r) => r.result)).toEqual(first.rolls.map((r) => r.result))
    } finally {
      s.dispose()
    }
  })

  it('offers attacks per dial and target, and the sheet shows the dial, its click and the tokens (core 2, 4)', async () => {
    const s = await start()
    try {
      const offers = s.attackOffers('crossbowman')
      expect(offers.map((o) => [o.kind, o.target, o.probe.ok])).toEqual([
        ['ranged', 'bone-golem', false],
        ['melee', 'bone-golem', false],
      ])
      const sheet = s.figureSheet('crossbowman')
      expect([sheet?.dials.length, sheet?.dials[0].current, sheet?.dials[0].now.speed, sheet?.actionTokens]).toEqual([1, 0, 7, 0])
      expect(s.figureSheet('nobody')).toBeNull()
    } finally {
      s.dispose()
    }
  })

  it('exports a sightline-mk-scenario with the scene inline that replays to the same table and dice', async () => {
    const s = await start()
    try {
      s.do(turnToWall)
      s.do({ do: 'endTurn' })
      s.do({ do: 'endTurn' })
      s.do({ do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] })
      const file = s.toScenarioFile()
      const parsed = parseMkScenarioFile(JSON.parse(JSON.stringify(file)))
      if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
      expect([file.sides, file.rounds, file.steps.length]).toEqual([['dave', 'mark'], 2, 4])
      const r = await MkPlaySession.replay(parsed.scenario, scene())
      try {
        expect(r.log.map((d) => d.result)).toEqual(s.log.map((d) => d.result))
        expect(r.world.scene.figures).toEqual(s.world.scene.figures)
      } finally {
        r.dispose()
      }
    } finally {
      s.dispose()
    }
  })
})

describe('MkPlaySession.setupChoices (core 11, 001 "Punktwert")', () => {
  it("counts a side's castle sections in its army, as the set-up's army check does, so the offered build total fits both armies", async () => {
    const choices = MkPlaySession.setupChoices(scene())
    const mark = choices.sides.find((s) => s.side === 'mark')
    expect(mark?.figures.map((f) => f.id).sort()).toEqual(['bone-golem', 'wall-1', 'wall-east', 'wall-west'])
    expect(mark?.points).toBe(mark?.figures.reduce((n, f) => n + f.points, 0))
    expect(choices.buildTotal).toBe(Math.max(...choices.sides.map((s) => s.points)))
    const s = await MkPlaySession.start({ scene: scene(), seed: 1, buildTotal: choices.buildTotal })
    s.dispose()
  })
})
