import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { DEFAULT_MK_SETTINGS } from '../../rules/mageknight/engine'
import { MkFormationOffers } from './formationOffers'
import { MkPlaySession, type MkProbe } from './session'

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

/** A probe's refusal, or null when it is allowed (or absent). */
const refused = (p: MkProbe | undefined) => (p !== undefined && !p.ok ? p.refusal : null)

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

  it('003 "Cavalry Units and Formations": a cavalry figure (printed mounted, R-MKF-7) with infantry is refused', async () => {
    const s = await start()
    try {
      const v = s.formation.view('mage')
      expect(v?.members).toEqual(['mage', 'rider'])
      expect(codes(v)).toEqual(['formationRanged>g1:formation-not-all-cavalry', 'formationMelee>g1:formation-not-all-cavalry'])
    } finally {
      s.dispose()
    }
  })

  it('core 10: the player ticks a subset; one out of the chain of base contact is refused with the code and clause', async () => {
    const s = await start()
    try {
      // x2 with x1 only: the two touch (3.175 cm apart, two 1.5875 cm radii), so they form.
      const pair = s.formation.view('x2', ['x1'])
      expect(pair?.members).toEqual(['x2', 'x1'])
      expect(pair?.candidates).toEqual(['x2', 'x1', 'd1'])
      expect(pair?.check).toEqual({ ok: true, rollsDice: false })
      expect(pair?.attacks[0].step).toEqual({ do: 'formationRanged', members: ['x2', 'x1'], main: 'x2', target: 'g1' })
      // x1 with d1 but not x2: 6.35 cm apart, no contact between them.
      const gap = s.formation.view('x1', ['d1'])
      expect(gap?.members).toEqual(['x1', 'd1'])
      expect([refused(gap?.check)?.code, refused(gap?.check)?.clause.section]).toEqual(['formation-not-in-contact', '10'])
      expect(codes(gap)?.every((c) => c.endsWith(':formation-not-in-contact'))).toBe(true)
      // A name that is no candidate (g1 is the opponent's) is left out; the chosen one joins unticked.
      expect(s.formation.view('x2', ['g1'])?.members).toEqual(['x2'])
    } finally {
      s.dispose()
    }
  })

  it('R-MKF-1: more members than formationMaxMembers are refused as too large; 003: mixed cavalry with its clause', async () => {
    const s = await start()
    try {
      const core = { ...DEFAULT_MK_SETTINGS.core, formationMaxMembers: 2 }
      const two = new MkFormationOffers({
        game: () => s.game,
        world: () => s.world,
        probe: (step) => s.probe(step),
        measure: () => {
          throw new Error('no move here')
        },
        probeMeasured: () => {
          throw new Error('no move here')
        },
        settings: () => ({ ...DEFAULT_MK_SETTINGS, core }),
      })
      const v = two.view('x2')
      expect([refused(v?.check)?.code, refused(v?.check)?.params]).toEqual(['formation-too-large', { max: 2, got: 3 }])
      const mixed = s.formation.view('mage')?.check
      expect([refused(mixed)?.code, refused(mixed)?.params, refused(mixed)?.clause.section]).toEqual([
        'formation-not-all-cavalry',
        { piece: 'mage' },
        'Cavalry Units and Formations',
      ])
    } finally {
      s.dispose()
    }
  })

  it('core 10, R-MKF-2: a move formation toward the point: every member shifted as the leader, each path measured, one step', async () => {
    const s = await start()
    try {
      // x2 led 10.16 cm north (toward smaller z) = 4 in: every member 4 in, the bombardier's speed 5 the limit.
      const v = s.formation.moveToward(['x2', 'x1', 'd1'], 'x2', [43.175, 49.84], 'direction')
      expect(v?.step.members.map((m) => [m.figure, m.to[0], m.to[2], m.facing])).toEqual([
        ['x2', 43.175, 49.84, 0],
        ['x1', 40, 49.84, 0],
        ['d1', 46.35, 49.84, 0],
      ])
      for (const p of v?.paths ?? []) expect(p.pathIn).toBeCloseTo(4, 6)
      expect(v?.paths.map((p) => p.speedIn)).toEqual([7, 7, 5])
      expect(v?.probe).toEqual({ ok: true, rollsDice: false })
      // 15.24 cm = 6 in: beyond the slowest member's 5 in (R-MKF-2), refused before the click.
      const far = s.formation.moveToward(['x2', 'x1', 'd1'], 'x2', [43.175, 44.76], 'keep')
      expect(refused(far?.probe)?.code).toBe('beyond-speed')
      expect(far?.step.members.every((m) => m.facing === undefined)).toBe(true)
      // The leader must be a member.
      expect(s.formation.moveToward(['x1', 'd1'], 'x2', [43.175, 49.84], 'keep')).toBeNull()
      // Played, it is one step of the game, and one undo takes every member back.
      expect(s.do(v!.step).ok).toBe(true)
      expect(s.steps).toHaveLength(1)
      expect(s.world.figure('d1')?.position[2]).toBeCloseTo(49.84, 6)
      expect(s.undo().ok).toBe(true)
      expect(s.world.figure('d1')?.position[2]).toBeCloseTo(60, 6)
    } finally {
      s.dispose()
    }
  })
})
