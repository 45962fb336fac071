import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { riderSeats } from '../../scene/mageknight/mountedFigures'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { placedBases } from './cavalryFacts'
import { figuresLeavingTable, staysInSaddle } from './cavalryScene'
import { createMkScenario } from './create'

/**
 * 003 "Dark Riders Subfaction": "When a rider from the Dark Riders subfaction is eliminated ...
 * remove the rider's base from the mount's base slot. The rider remains in the mount's saddle."
 * On scenes/mk-cavalry-duel.json the Dark Steed (65, 20, facing 180) carries the Dark Rider in its
 * slot 0.5 in = 1.27 cm behind its centre dot (at z 18.73). The Dark Rider starts at click 3 (its
 * skull is click 4) and the steed at click 1, so Dark Unity's pushing click eliminates the rider
 * with no die rolled.
 */
function duel(): Scene {
  const parsed = parseSceneText(readFileSync('scenes/mk-cavalry-duel.json', 'utf8'))
  if (!parsed.ok) throw new Error('scene')
  const figures = parsed.scene.figures.map((f) =>
    f.id === 'steed' && f.mk
      ? { ...f, mk: { ...f.mk, clicks: [1] } }
      : f.id === 'dark-rider' && f.mk
        ? { ...f, mk: { ...f.mk, clicks: [3] } }
        : f,
  )
  return { ...parsed.scene, figures }
}

describe('003 Dark Riders Subfaction: the fallen rider stays in the saddle on the table', () => {
  it('keeps the rider seated without a base, refuses it any action, carries it along and takes it off with its mount', async () => {
    const driver = await createMkScenario({ scene: duel(), seed: 1, sides: ['red', 'blue'], buildTotal: 300 })
    try {
      const unity = driver.do({ do: 'darkUnity', figure: 'steed' })
      expect(unity.ok && unity.events).toContainEqual({ kind: 'eliminated', piece: 'dark-rider', by: null })
      // The game: the steed without a rider, the dead one kept in its saddle.
      expect(driver.game.cavalry?.saddle.steed).toBeNull()
      expect(driver.game.cavalry?.deadRiderInSaddle).toEqual(['steed'])
      // R-MKK-27: eliminated but still seated, so not among the figures taken off the table.
      expect(driver.removed).toEqual([])
      // The table: the rider still seated in the slot, at its skull, and no base of its own.
      const scene = driver.world.scene
      expect(scene.figures.find((f) => f.id === 'steed')?.mk?.rider).toBe('dark-rider')
      expect(scene.figures.find((f) => f.id === 'dark-rider')?.mk?.clicks).toEqual([4])
      expect(riderSeats(scene.figures).get('dark-rider')?.mountId).toBe('steed')
      expect(staysInSaddle(driver.game, scene, 'dark-rider')).toBe(true)
      const bases = placedBases(driver.world, driver.game).map((b) => b.id)
      expect(bases).toContain('steed')
      expect(bases).not.toContain('dark-rider')
      // Out of the game, though on the table: no action of its own (engine guard).
      const shot = driver.do({ do: 'ranged', figure: 'dark-rider', targets: ['stag'] })
      expect(shot.ok ? null : shot.refusal.code).toBe('piece-eliminated')
      // The independent steed moves 10 cm south (facing 180 along the path): the rider rides along,
      // 1.27 cm behind the new dot at z 30.
      const moved = driver.do({ do: 'move', figure: 'steed', to: [65, 0, 30] })
      expect(moved.ok).toBe(true)
      const rider = driver.world.requireFigure('dark-rider')
      expect(rider.position[0]).toBeCloseTo(65, 6)
      expect(rider.position[2]).toBeCloseTo(28.73, 6)
      expect(riderSeats(driver.world.scene.figures).get('dark-rider')?.mountId).toBe('steed')
      // When the steed is eliminated, the rider in its saddle goes with it.
      expect(figuresLeavingTable(driver.game, driver.world.scene, 'steed')).toEqual(['steed', 'dark-rider'])
      expect(figuresLeavingTable(driver.game, driver.world.scene, 'dark-rider')).toEqual([])
      expect(figuresLeavingTable(driver.game, driver.world.scene, 'stag')).toEqual(['stag'])
    } finally {
      driver.dispose()
    }
  })

  it('R-MKK-3: the skittish horse leaving at the end phase is listed once; a restore takes the listing back with the step', async () => {
    // As scenes/scenarios/mk-cavalry-skittish.mk.json: blue's lancer dismounts, blue's turn ends, the riderless horse leaves.
    const driver = await createMkScenario({ scene: duel(), seed: 1, sides: ['blue', 'red'], buildTotal: 300 })
    try {
      expect(driver.do({ do: 'dismount', figure: 'knight' }).ok).toBe(true)
      const before = driver.snapshot()
      expect(before.removed).toBe(0)
      expect(driver.do({ do: 'endTurn' }).ok).toBe(true)
      expect(driver.removed).toEqual(['knight'])
      driver.restore(before)
      expect(driver.removed).toEqual([])
    } finally {
      driver.dispose()
    }
  })
})
