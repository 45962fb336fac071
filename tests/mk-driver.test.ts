import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createMkScenario } from '../src/judge/mk/create'
import { parseSceneText } from '../src/scene/validate'
import type { Scene } from '../src/scene/schema'

/**
 * The Mage Knight driver on a real table (scenes/siege-golem-wall.json): the crossbowman stands
 * at (45.7, 30.5) facing north (-z), the bone golem on the wall top at (45.7, 45.7), 10.2 cm up.
 */
function scene(): Scene {
  const r = parseSceneText(readFileSync('scenes/siege-golem-wall.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return r.scene
}

describe('the Mage Knight driver plays steps on the 3D table', () => {
  it('core 1, 4, 7, 8: refuses a target behind, moves and turns in the scene, then shoots with height advantage', async () => {
    const d = await createMkScenario({ scene: scene(), seed: 4, sides: ['dave', 'mark'] })
    try {
      const behind = d.do({ do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] })
      expect(behind.ok ? null : behind.refusal.code).toBe('outside-front-arc')
      const moved = d.do({ do: 'move', figure: 'crossbowman', to: [45.7, 0, 28], facing: 180 })
      expect(moved.ok).toBe(true)
      const xbow = d.world.requireFigure('crossbowman')
      expect(xbow.position[2]).toBe(28)
      expect(xbow.facing).toBe(180)
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      const shot = d.do({ do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] })
      if (!shot.ok) throw new Error(shot.refusal.reason)
      // (45.7 - 28) cm = 17.7 cm = 6.97 in: within the crossbowman's 8 in; the golem on the wall top
      // is raised and the crossbowman is not: defence 16 + 1 (core 8).
      const roll = shot.breakdown.rolls[0]
      expect(roll.opponentTotal).toBe(17)
      expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + 8)
      expect(shot.rolls.map((r) => r.sides)).toEqual([6, 6])
      // it acted in its previous turn: pushed, one click (core 4)
      expect(d.game.pieces.crossbowman.actionTokens).toBe(2)
      const fumble = roll.dice[0] === 1 && roll.dice[1] === 1 ? 1 : 0
      expect(d.world.requireFigure('crossbowman').mk?.clicks).toEqual([1 + fumble])
    } finally {
      d.dispose()
    }
  })

  it('undo: a snapshot restores the game, the table and the dice', async () => {
    const d = await createMkScenario({ scene: scene(), seed: 9, sides: ['dave', 'mark'] })
    try {
      const before = d.snapshot()
      d.do({ do: 'move', figure: 'crossbowman', to: [45.7, 0, 28], facing: 180 })
      d.restore(before)
      expect(d.world.requireFigure('crossbowman').position).toEqual(scene().figures.find((f) => f.id === 'crossbowman')?.position)
      expect(d.game.turn.actions.usedBase).toBe(0)
    } finally {
      d.dispose()
    }
  })
})
