import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { MkPlaySession } from './session'

/**
 * The session's cavalry offers on scenes/mk-cavalry-duel.json: blue's knight (a battle horse,
 * the lancer in its saddle) at (25, 70) facing north, red's crossbowman at (25, 50) straight
 * ahead; blue's stag with the ranger at (65, 70). Blue acts first.
 */
async function start(): Promise<MkPlaySession> {
  const r = parseSceneText(readFileSync('scenes/mk-cavalry-duel.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return MkPlaySession.start({ scene: r.scene, seed: 1, sides: ['blue', 'red'], buildTotal: 300 })
}

const ok = (p: { ok: boolean }) => p.ok

describe('MkCavalryOffers', () => {
  it('003 "Giving Actions to a Cavalry Unit": a unit named by its rider offers both dials, each attack with each, and Dismount', async () => {
    const s = await start()
    try {
      const v = s.cavalry.view('lancer')
      expect(v && [v.unit, v.rider, v.dials]).toEqual(['knight', 'lancer', ['mount', 'rider']])
      const atXbow = v?.attacks.filter((a) => a.target === 'xbow').map((a) => `${a.kind}:${a.dial}`)
      expect(atXbow).toEqual(['ranged:mount', 'melee:mount', 'ranged:rider', 'melee:rider'])
      // The crossbowman is 20 cm away, not in base contact: no close combat with either dial.
      expect(v?.attacks.filter((a) => a.target === 'xbow' && a.kind === 'melee').some((a) => a.probe.ok)).toBe(false)
      expect(v?.dismount?.step).toEqual({ do: 'dismount', figure: 'knight' })
      expect(v?.dismount?.probe.ok).toBe(true)
      // Red's units are named by their mounts: the orc and the dark rider in their saddles are no targets of their own.
      expect([...new Set(v?.attacks.map((a) => a.target))].sort()).toEqual(['mage', 'salamander', 'steed', 'xbow'])
      expect(s.cavalry.view('xbow')).toBeNull()
    } finally {
      s.dispose()
    }
  })

  it('003 "Dismounted Riders": after Dismount the rider is offered Remount at its riderless mount, the unit only its mount dial', async () => {
    const s = await start()
    try {
      expect(s.cavalry.remounts('ranger')).toEqual([])
      expect(s.do({ do: 'dismount', figure: 'stag' }).ok).toBe(true)
      expect(s.cavalry.view('stag')?.dials).toEqual(['mount'])
      expect(s.cavalry.view('stag')?.dismount).toBeNull()
      const offers = s.cavalry.remounts('ranger')
      expect(offers.map((o) => o.step)).toEqual([{ do: 'remount', figure: 'ranger', mount: 'stag' }])
      expect(offers.map((o) => ok(o.probe))).toEqual([true])
      // The lancer still sits in the knight's saddle: no dismounted rider, no Remount.
      expect(s.cavalry.remounts('lancer')).toEqual([])
    } finally {
      s.dispose()
    }
  })

  it('003 "Trample": the path toward a goal straight ahead crosses the crossbowman; a goal behind is refused', async () => {
    const s = await start()
    try {
      const ahead = s.cavalry.pathToward('knight', 'trample', [25, 40])
      // From the knight's centre (25, 70) to (25, 40): 30 cm = 11.81 in, the crossbowman's base at (25, 50) on the way.
      expect(ahead?.from).toEqual([25, 70])
      expect(ahead?.to).toEqual([25, 40])
      expect(ahead?.pathIn).toBeCloseTo(30 / 2.54, 2)
      expect(ahead?.crossed).toEqual(['xbow'])
      expect(ahead?.probe.ok).toBe(true)
      const behind = s.cavalry.pathToward('knight', 'trample', [25, 85])
      const refused = behind && !behind.probe.ok ? behind.probe.refusal.code : null
      expect(refused).toBe('trample-path-not-straight')
      expect(s.cavalry.pathToward('xbow', 'trample', [25, 40])).toBeNull()
      expect(s.cavalry.pathToward('knight', 'mountedCharge', [25, 40])).toBeNull()
    } finally {
      s.dispose()
    }
  })

  it('003 "Proficiencies", "Dark Unity": mode buttons refused only for what no goal changes; Dark Unity only under a Dark Rider', async () => {
    const s = await start()
    try {
      const modes = s.cavalry.view('knight')?.modes ?? []
      const code = (kind: string, target: string | null) => {
        const m = modes.find((x) => x.kind === kind && x.target === target)
        return m ? (m.probe.ok ? 'ok' : m.probe.refusal.code) : 'none'
      }
      // The battle horse and the lancer print Trample and Overwhelm, neither Mounted Bound nor Mounted Charge (models/mageknight/cavalry.json).
      expect([code('trample', null), code('overwhelm', 'salamander'), code('mountedBound', 'xbow'), code('mountedCharge', 'xbow')]).toEqual(
        ['ok', 'ok', 'no-proficiency', 'no-proficiency'],
      )
      // Overwhelm is offered only at opposing cavalry units (named by their mounts).
      expect(modes.filter((m) => m.kind === 'overwhelm').map((m) => m.target)).toEqual(['salamander', 'steed'])
      expect(s.cavalry.view('knight')?.darkUnity).toBeNull()
      const dark = s.cavalry.view('dark-rider')?.darkUnity
      expect(dark?.step).toEqual({ do: 'darkUnity', figure: 'steed' })
      expect(dark && !dark.probe.ok ? dark.probe.refusal.code : 'ok').toBe('not-your-turn')
    } finally {
      s.dispose()
    }
  })
})
