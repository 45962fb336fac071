import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import type { MkScenarioStep } from './scenarioFile'
import { MkPlaySession } from './session'

/**
 * The dial questions and the numbers before the roll on scenes/mk-cavalry-duel.json with red to
 * act first: red's crossbowman at (25, 50) faces blue's knight (a battle horse, the lancer in its
 * saddle, Horsemanship) 20 cm to the south at (25, 70).
 */
async function start(sides = ['red', 'blue']): Promise<MkPlaySession> {
  const r = parseSceneText(readFileSync('scenes/mk-cavalry-duel.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return MkPlaySession.start({ scene: r.scene, seed: 1, sides, buildTotal: 300 })
}

const shot: MkScenarioStep = { do: 'ranged', figure: 'xbow', targets: ['knight'] }

describe('cavalry dial questions (cavalryChoiceOffers.ts)', () => {
  it('003 "Attacking and Damaging a Cavalry Unit": a shot at a unit asks the attacker for its dial, each option with its numbers', async () => {
    const s = await start()
    try {
      const q = s.cavalry.question({ ...shot })
      expect(q && [q.field, q.chooser, q.unit]).toEqual(['targetDial', 'red', 'knight'])
      expect(q?.options.map((o) => [o.dial, o.probe.ok])).toEqual([
        ['mount', true],
        ['rider', true],
      ])
      expect(q?.options[1].step).toEqual({ ...shot, targetDial: 'rider' })
      // 003 "Horsemanship": the shot at the lancer's dial is 2 lower; the mount's dial has no such modifier.
      const mount = q?.options[0].attack?.targets[0]
      const rider = q?.options[1].attack?.targets[0]
      expect(rider && mount && rider.attack - mount.attack).toBe(-2)
      // ...and the option's lines say why, before the per-target numbers the panel shows under them.
      const keys = (i: number) => q?.options[i].attack?.lines.map((l) => l.key) ?? []
      expect(keys(0)).not.toContain('mkk.horsemanship')
      expect(q?.options[1].attack?.lines.find((l) => l.key === 'mkk.horsemanship')?.value).toBe(-2)
      expect(keys(1).indexOf('mkk.horsemanship')).toBeLessThan(keys(1).indexOf('mk.toHit'))
      // A step that names the dial asks nothing.
      expect(s.cavalry.question({ ...shot, targetDial: 'mount' })).toBeNull()
    } finally {
      s.dispose()
    }
  })

  it('003 "Horsemanship": previewAttack follows the target dial named (the rider dial 2 harder to hit than unnamed mount)', async () => {
    const s = await start()
    try {
      const atMount = s.previewAttack('xbow', 'knight', 'ranged', 0, 'mount')
      const atRider = s.previewAttack('xbow', 'knight', 'ranged', 0, 'rider')
      expect(atMount.probe.ok && atRider.probe.ok).toBe(true)
      const m = atMount.preview?.targets[0]
      const r = atRider.preview?.targets[0]
      expect(m && r ? r.attack - m.attack : null).toBe(-2)
      expect(atRider.preview?.targets[0].target).toBe('lancer')
      // Unnamed, the engine asks for the dial; the preview shows both dials' numbers rather than that question (R-MKV.8).
      const open = s.previewAttack('xbow', 'knight', 'ranged')
      expect(open.targetDials?.map((d) => d.preview?.targets[0].attack)).toEqual([m?.attack, r?.attack])
    } finally {
      s.dispose()
    }
  })

  it('003 "Mounted Bound": the path toward a goal carries the ranger\'s shot from there: attack 8 + bonus 1 against defence 14', async () => {
    const s = await start(['blue', 'red'])
    try {
      // The stag at (65, 70) moves 12 cm = 4.72 in north to (65, 58); the battle mage at (65, 45) is then 13 cm = 5.12 in
      // away, inside the ranger's range 8 (from 25 cm = 9.84 in it is not). A 9 against 14 needs a 5 on 2d6: 30 of 36.
      const bound = s.cavalry.pathToward('stag', 'mountedBound', [65, 58], 'mage')
      expect(bound?.probe.ok).toBe(true)
      expect(bound?.pathIn).toBeCloseTo(12 / 2.54, 3)
      const odds = bound?.attacks[0]
      expect(odds && [odds.targetDial, odds.preview.targets[0].attack, odds.preview.targets[0].need]).toEqual([null, 9, 5])
      expect(odds?.preview.targets[0].chance).toBeCloseTo(30 / 36, 6)
      expect(s.previewAttack('stag', 'mage', 'ranged', 'rider').probe.ok).toBe(false)
    } finally {
      s.dispose()
    }
  })

  it('003 "Overwhelm": the goal snaps into contact with the target toward the pointer; d6 + the lancer\'s bonus 2 needs a 4', async () => {
    const s = await start(['blue', 'red'])
    try {
      // The salamander at (10, 45) faces south; the pointer at (10, 60) lies due south of it: the knight's goal is on x = 10,
      // facing north (0), where its stadium touches the salamander's (the rim gap under the contact tolerance 0.127 cm).
      const p = s.cavalry.pathToward('knight', 'overwhelm', [10, 60], 'salamander')
      const step = p?.step.do === 'overwhelm' ? p.step : null
      expect(step?.to[0]).toBeCloseTo(10, 6)
      expect(step?.facing).toBe(0)
      expect(step && step.to[2] > 45 && step.to[2] < 60).toBe(true)
      expect(p?.probe.ok).toBe(true)
      expect(p?.overwhelm).toEqual({ bonus: 2, need: 4, chance: 0.5, roomForRider: true })
      const played = s.do(step ?? { do: 'endTurn' })
      expect(played.ok && played.rolls.map((r) => r.purpose)).toEqual(['Overwhelm of knight against salamander'])
    } finally {
      s.dispose()
    }
  })
})
