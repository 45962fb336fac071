import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { DEFAULT_MK_SETTINGS } from '../../rules/mageknight/engine'
import type { MkScenarioStep } from './scenarioFile'
import { measureFormationStep } from './formationMeasure'
import { isFormationStep } from './formationSteps'
import { MkFormationOffers } from './formationOffers'
import { MkPlaySession, type MkProbe } from './session'

/**
 * scenes/mk-cavalry-formation.json, derived by hand from its numbers: the orcs' Salamander (40, 60)
 * and Battle Horse (44.1275, 60), both ridden by Orc Raider riders, touch flank to flank ((1.75 +
 * 1.5) / 2 in = 4.1275 cm between centre lines); the Battle Horse ridden by a lancer (Knights
 * Immortal) touches the salamander's west flank at 35.8725; three Orc Raider ogres continue the
 * chain east of the horse (47.62, 50.795, 53.97). Six figures in one chain; the orcs act first.
 */
async function start(): Promise<MkPlaySession> {
  const r = parseSceneText(readFileSync('scenes/mk-cavalry-formation.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return MkPlaySession.start({ scene: r.scene, seed: 1, sides: ['orcs', 'necro'], buildTotal: 1000 })
}

const refused = (p: MkProbe | undefined) => (p !== undefined && !p.ok ? p.refusal : null)
const codeAndSection = (p: MkProbe | undefined) => [refused(p)?.code ?? null, refused(p)?.clause.section ?? null]
const CAVALRY_CLAUSE = 'Cavalry Units and Formations'

describe('a cavalry formation in play (003 "Cavalry Units and Formations")', () => {
  it('R-MKF-1: the six figures of the chain are one too many; a seated rider stands for its unit', async () => {
    const s = await start()
    try {
      const all = s.formation.view('raider-west')
      // Chosen by its seated rider, the unit is named by its mount and leads the list; the chain reaches all six.
      expect(all?.members[0]).toBe('salamander')
      expect(new Set(all?.candidates)).toEqual(new Set(['salamander', 'knight-horse', 'horse', 'ogre-1', 'ogre-2', 'ogre-3']))
      expect([refused(all?.check)?.code, refused(all?.check)?.params]).toEqual(['formation-too-large', { max: 5, got: 6 }])
    } finally {
      s.dispose()
    }
  })

  it("003: riders of one faction form on mounts of two (R-MKF-7); infantry or another faction's riders are refused by the cavalry rule", async () => {
    const s = await start()
    try {
      expect(s.formation.view('salamander', ['horse'])?.check).toEqual({ ok: true, rollsDice: false })
      // The check and every attack button carry the cavalry rule's own refusal (cavalry/exclusions.ts), its code and clause.
      const withOgre = s.formation.view('salamander', ['horse', 'ogre-1'])
      expect(codeAndSection(withOgre?.check)).toEqual(['formation-not-all-cavalry', CAVALRY_CLAUSE])
      expect(refused(withOgre?.check)?.params).toEqual({ piece: 'ogre-1' })
      expect(withOgre?.attacks.map((a) => [a.kind, a.target, ...codeAndSection(a.probe)])).toEqual([
        ['formationRanged', 'golem', 'formation-not-all-cavalry', CAVALRY_CLAUSE],
        ['formationMelee', 'golem', 'formation-not-all-cavalry', CAVALRY_CLAUSE],
      ])
      const withLancer = s.formation.view('salamander', ['knight-horse'])
      expect(codeAndSection(withLancer?.check)).toEqual(['formation-riders-factions-differ', CAVALRY_CLAUSE])
      expect(refused(withLancer?.check)?.params).toEqual({ first: 'Orc Raiders', other: 'Knights Immortal' })
      expect(withLancer?.attacks.map((a) => refused(a.probe)?.code)).toEqual([
        'formation-riders-factions-differ',
        'formation-riders-factions-differ',
      ])
    } finally {
      s.dispose()
    }
  })

  it('R-MKF-8: the lancer dismounted, its horse is no cavalry unit: refused beside the salamander with the cavalry clause', async () => {
    const s = await start()
    try {
      expect(s.do({ do: 'dismount', figure: 'knight-horse' }).ok).toBe(true)
      const beside = s.formation.view('knight-horse', ['salamander'])
      expect(codeAndSection(beside?.check)).toEqual(['formation-not-all-cavalry', CAVALRY_CLAUSE])
      expect(refused(beside?.check)?.params).toEqual({ piece: 'knight-horse', why: 'riderless-mount' })
      expect(beside?.attacks.map((a) => refused(a.probe)?.code)).toEqual(['formation-not-all-cavalry', 'formation-not-all-cavalry'])
    } finally {
      s.dispose()
    }
  })

  it("core 10, R-MKV.9: any member leads; every other member moves by the leader's offset, one step, the riders carried", async () => {
    const s = await start()
    try {
      // The horse led 10.16 cm (4 in) north and 2 cm east: the salamander goes the same way.
      const v = s.formation.moveToward(['salamander', 'horse'], 'horse', [46.1275, 49.84], 'keep')
      expect(v?.leader).toBe('horse')
      expect(v?.step.members.map((m) => [m.figure, m.to[0], m.to[2]])).toEqual([
        ['salamander', 42, 49.84],
        ['horse', 46.1275, 49.84],
      ])
      // 4.49 in each (hypot(2, 10.16) cm), within the salamander's 9.
      for (const p of v?.paths ?? []) expect(p.pathIn).toBeCloseTo(Math.hypot(2, 10.16) / 2.54, 6)
      expect(v?.paths.map((p) => p.speedIn)).toEqual([9, 12])
      expect(v?.probe).toEqual({ ok: true, rollsDice: false })
      expect(s.do(v!.step).ok).toBe(true)
      expect(s.world.figure('salamander')?.position[0]).toBeCloseTo(42, 6)
      expect(s.world.figure('raider-east')?.position[2]).toBeCloseTo(49.84 + 1.27, 6)
      // 10 in: beyond the salamander's 9 (R-MKF-2).
      const s2 = await start()
      try {
        const far = s2.formation.moveToward(['salamander', 'horse'], 'salamander', [40, 60 - 25.4], 'keep')
        expect(refused(far?.probe)?.code).toBe('beyond-speed')
      } finally {
        s2.dispose()
      }
    } finally {
      s.dispose()
    }
  })

  it('the hover measures the formation once and judges what it measured (the engine asked with the same facts)', async () => {
    const s = await start()
    try {
      let measured = 0
      let probedAgain = 0
      const counting = new MkFormationOffers({
        game: () => s.game,
        world: () => s.world,
        probe: (step) => {
          probedAgain++
          return s.probe(step)
        },
        measure: (step: MkScenarioStep) => {
          measured++
          if (!isFormationStep(step)) throw new Error('a formation step')
          return measureFormationStep(s.world, s.game, step)
        },
        probeMeasured: (step) => s.probe(step),
        settings: () => DEFAULT_MK_SETTINGS,
      })
      counting.moveToward(['salamander', 'horse'], 'salamander', [40, 49.84], 'keep')
      expect([measured, probedAgain]).toEqual([1, 0])
    } finally {
      s.dispose()
    }
  })
})
