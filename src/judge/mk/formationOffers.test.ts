import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { MkPlaySession } from './session'

/**
 * scenes/mk-formation.json: the rebels' crossbowmen x1, x2 and dwarf bombardier d1 touch in a
 * chain along z = 60; their battle mage touches the knight rider (a cavalry card); the necro's
 * bone golem g1 stands 30 cm = 11.8 in away, alone. Rebels act first.
 */
async function start(): Promise<MkPlaySession> {
  const r = parseSceneText(readFileSync('scenes/mk-formation.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return MkPlaySession.start({ scene: r.scene, seed: 1, sides: ['rebels', 'necro'], buildTotal: 300 })
}

const codes = (v: ReturnType<MkPlaySession['formation']['view']>) =>
  v?.attacks.map((a) => `${a.kind}>${a.target}:${a.probe.ok ? 'ok' : a.probe.refusal.code}`)

describe('formation buttons (core 10, 003 "Cavalry Units and Formations")', () => {
  it('core 10: the chosen figure and the friends a chain of base contact joins, the chosen one main, each attack probed', async () => {
    const s = await start()
    try {
      const v = s.formation.view('x2')
      expect(v?.members).toEqual(['x2', 'x1', 'd1'])
      expect(v?.attacks.map((a) => a.step)).toContainEqual({ do: 'formationRanged', members: ['x2', 'x1', 'd1'], main: 'x2', target: 'g1' })
      // g1 stands beyond every member's range and touches none of them: refused with the rules' reasons.
      expect(codes(v)).toEqual(['formationRanged>g1:out-of-range', 'formationMelee>g1:not-in-base-contact'])
      // Alone, g1 is no formation.
      expect(codes(s.formation.view('g1'))?.every((c) => c.endsWith(':formation-too-small'))).toBe(true)
    } finally {
      s.dispose()
    }
  })

  it('003 "Cavalry Units and Formations": a cavalry figure with infantry is refused as mixed', async () => {
    const s = await start()
    try {
      const v = s.formation.view('mage')
      expect(v?.members).toEqual(['mage', 'rider'])
      expect(codes(v)).toEqual(['formationRanged>g1:cavalry-formation-mixed', 'formationMelee>g1:cavalry-formation-mixed'])
    } finally {
      s.dispose()
    }
  })
})
