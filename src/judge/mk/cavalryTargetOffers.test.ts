import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { MkPlaySession } from './session'

/**
 * scenes/mk-cavalry-duel.json with red to act: red's crossbowman at (25, 50) shoots at blue's
 * knight (a battle horse with the lancer in its saddle) at (25, 70), 20 cm = 7.87 in south.
 */
async function redToAct(): Promise<MkPlaySession> {
  const r = parseSceneText(readFileSync('scenes/mk-cavalry-duel.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  const s = await MkPlaySession.start({ scene: r.scene, seed: 1, sides: ['red', 'blue'], buildTotal: 300 })
  return s
}

describe('attacks at a cavalry unit from a figure that is none (003 "Attacking and Damaging a Cavalry Unit", R-MKV.8)', () => {
  it('the unit is offered once, by its mount: the seated lancer and ranger are no targets of their own', async () => {
    const s = await redToAct()
    try {
      const targets = [...new Set(s.attackOffers('xbow').map((o) => o.target))].sort()
      expect(targets).toEqual(['knight', 'stag'])
      // The shot at the knight waits only for the attacker's dial: offered, the click asks.
      expect(s.attackOffers('xbow').find((o) => o.kind === 'ranged' && o.target === 'knight')?.probe.ok).toBe(true)
    } finally {
      s.dispose()
    }
  })

  it('a hover before the click shows the numbers on each dial, not the question’s refusal; Horsemanship’s -2 on the rider’s', async () => {
    const s = await redToAct()
    try {
      const view = s.previewAttack('xbow', 'knight', 'ranged')
      expect(view.probe.ok).toBe(true)
      expect(view.targetDials?.map((d) => d.dial)).toEqual(['mount', 'rider'])
      expect(view.targetDials?.every((d) => d.probe.ok && d.preview !== null)).toBe(true)
      const [mount, rider] = view.targetDials ?? []
      // The shown numbers are the mount's; the click still asks (the view names no target dial).
      expect(view.preview?.targets[0]).toEqual(mount.preview?.targets[0])
      expect('cavalry' in view && view.cavalry).toEqual({ dial: null, targetDial: null })
      // The same numbers as a preview that names each dial.
      expect(mount.preview?.targets[0]).toEqual(s.previewAttack('xbow', 'knight', 'ranged', 0, 'mount').preview?.targets[0])
      expect(rider.preview?.targets[0]).toEqual(s.previewAttack('xbow', 'knight', 'ranged', 0, 'rider').preview?.targets[0])
      // The lancer's Horsemanship: the crossbow's attack value is 2 lower against the rider's dial (003 "Horsemanship").
      expect((rider.preview?.targets[0].attack ?? 0) - (mount.preview?.targets[0].attack ?? 0)).toBe(-2)
      // A dial named: no per-dial list.
      expect(s.previewAttack('xbow', 'knight', 'ranged', 0, 'rider').targetDials).toBeUndefined()
    } finally {
      s.dispose()
    }
  })
})
