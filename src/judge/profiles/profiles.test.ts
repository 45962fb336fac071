import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withWorld } from '../../geometry/testScene'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { loadCardLibrary } from '../../scene/cards/library'
import { DEFAULT_JUDGE_SETTINGS } from '../judge'
import { DEFAULT_ENGINE_SETTINGS } from '../../rules/universalis/engine'
import { compareRanged, compareSight } from './compare'
import { settingDifferences } from './leaves'
import { engineSettingsOf, judgeSettingsOf, parseRuleProfile, playRulesOf, shippedProfile, universalisGameSettingsOf } from './resolve'
import { universalisGameSettingsSchema } from './schema'
import { AS_WRITTEN, SIGHTLINE_DEFAULT } from './shipped'
import type { RuleProfile } from './types'

const shipped = (name: string): Scene => {
  const r = parseSceneText(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!r.ok) throw new Error(`scenes/${name}.json does not load`)
  return r.scene
}

/** read as "areas never obscure": the one setting the forest-edge pair below turns on. */
const SIGHT_RANGE_OFF: RuleProfile = {
  ...SIGHTLINE_DEFAULT,
  name: 'sight-range-off',
  settings: { ...SIGHTLINE_DEFAULT.settings, sight: { ...SIGHTLINE_DEFAULT.settings.sight, sightRangeMode: 'off' } },
}

describe('the shipped rule profiles (R-RP.1, R-RP.2)', () => {
  it('both pass their own schema, as a file holding them would', () => {
    for (const p of [SIGHTLINE_DEFAULT, AS_WRITTEN])
      expect(parseRuleProfile(JSON.parse(JSON.stringify(p)))).toEqual({ ok: true, profile: p })
  })

  it('"sightline-default" is what the judge and the engine do without a profile', () => {
    expect(judgeSettingsOf(SIGHTLINE_DEFAULT.settings)).toEqual(DEFAULT_JUDGE_SETTINGS)
    expect(engineSettingsOf(SIGHTLINE_DEFAULT.settings)).toEqual(DEFAULT_ENGINE_SETTINGS)
  })

  it('"as-written" differs from the default in exactly the readings R-RP.2 names', () => {
    expect(settingDifferences(SIGHTLINE_DEFAULT.settings, AS_WRITTEN.settings).map((d) => `${d.path}=${String(d.b)}`)).toEqual([
      'cover.coverLevelMix=highest',
      'universalis.movement.enemyGap=whole',
      'mk.large.ownerPicksInactive=attack-lost',
    ])
  })

  it('a name a user types is looked up in a Map: "__proto__" and "constructor" are no profiles', () => {
    expect(shippedProfile('as-written')).toBe(AS_WRITTEN)
    expect(shippedProfile('__proto__')).toBeUndefined()
    expect(shippedProfile('constructor')).toBeUndefined()
  })
})

describe('parseRuleProfile: a saved profile is checked, never trusted', () => {
  const saved = () => JSON.parse(JSON.stringify(SIGHTLINE_DEFAULT))

  it('names the path of a misspelt key instead of leaving the setting at its default', () => {
    const p = saved()
    p.settings.cover.coverMix = 'highest'
    const r = parseRuleProfile(p)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems.join('\n')).toMatch(/^settings\.cover: .*coverMix/m)
  })

  it('names the path of a value out of its range (9.3 threshold above 1, a value no rule knows)', () => {
    const p = saved()
    p.settings.cover.threshold = 1.5
    p.settings.universalis.movement.enemyGap = 'sometimes'
    const r = parseRuleProfile(p)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.problems.some((m) => m.startsWith('settings.cover.threshold:'))).toBe(true)
      expect(r.problems.some((m) => m.startsWith('settings.universalis.movement.enemyGap:'))).toBe(true)
    }
  })

  it('refuses a name that could reach a prototype or is not typeable', () => {
    for (const name of ['__proto__', 'Mine', '', 'a b']) {
      const r = parseRuleProfile({ ...saved(), name })
      expect(r.ok, name).toBe(false)
    }
  })
})

describe('compareSight and compareRanged (R-RP.3)', () => {
  it('R-9.5 depth against off: forest-edge b-scout sees r-thicket only when areas never obscure, and the rows say so', async () => {
    const c = await withWorld(shipped('forest-edge'), (w) => compareSight(w, 'b-scout', 'r-thicket', SIGHTLINE_DEFAULT, SIGHT_RANGE_OFF))
    const row = (key: string) => c.rows.find((r) => r.key === key)
    // Measured with `npm run judge -- forest-edge b-scout r-thicket --sight-range depth|off`: no sight, then all of it.
    expect(row('lineOfSight')).toEqual({ key: 'lineOfSight', a: false, b: true, differs: true })
    expect(row('visibleFraction')?.differs).toBe(true)
    expect(c.differs).toBe(true)
    expect(c.settings).toEqual([{ path: 'sight.sightRangeMode', a: 'depth', b: 'off' }])
  })

  it('the same profile twice differs nowhere', async () => {
    const c = await withWorld(shipped('forest-edge'), (w) => compareSight(w, 'b-scout', 'r-edge', SIGHTLINE_DEFAULT, SIGHTLINE_DEFAULT))
    expect(c.rows.filter((r) => r.differs)).toEqual([])
    expect(c.differs).toBe(false)
  })

  it('14.1 a shot without a line of sight is refused under one profile and planned under the other', async () => {
    const c = await withWorld(shipped('forest-edge'), (w) =>
      compareRanged(
        w,
        loadCardLibrary(),
        { from: 'b-scout', to: 'r-thicket', weapon: 'Pistol', action: 'normal' },
        SIGHTLINE_DEFAULT,
        SIGHT_RANGE_OFF,
      ),
    )
    const refusal = c.rows.find((r) => r.key === 'refusal')
    expect(refusal?.a).not.toBeNull()
    expect(refusal?.b).toBeNull()
    expect(refusal?.differs).toBe(true)
    expect(c.rows.find((r) => r.key === 'fkTarget')?.a).toBeNull()
    expect(typeof c.rows.find((r) => r.key === 'fkTarget')?.b).toBe('number')
  })
})

describe('a profile as the settings a game at the table is played under (R-VPR.3)', () => {
  it('playRulesOf gives the engine and the sight ruling their records; the default profile gives the defaults', () => {
    expect(playRulesOf(SIGHTLINE_DEFAULT.settings)).toEqual({ engine: DEFAULT_ENGINE_SETTINGS, judge: DEFAULT_JUDGE_SETTINGS })
    expect(playRulesOf(AS_WRITTEN.settings).engine?.movement.enemyGap).toBe('whole')
  })
})

describe('a profile saved before a setting existed (R-VPR.2)', () => {
  it('reads spawnsAct (R-MKDJ-4) and concealingTerrainTypes (R-MKT.7) as their defaults instead of failing the check', () => {
    const old = structuredClone(SIGHTLINE_DEFAULT) as unknown as {
      settings: { mk: { dungeons: Record<string, unknown>; table: Record<string, unknown> } }
    }
    delete old.settings.mk.dungeons.spawnsAct
    delete old.settings.mk.table.concealingTerrainTypes
    const read = parseRuleProfile({ ...old, name: 'our-table' })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.profile.settings.mk.dungeons.spawnsAct).toBe(true)
    expect(read.profile.settings.mk.table.concealingTerrainTypes).toEqual([])
  })
  it('reads supportDropCm (R-HM.5) as 0.5 in a profile and a Universalis game file kept without it', () => {
    const old = structuredClone(SIGHTLINE_DEFAULT) as unknown as { settings: { sight: Record<string, unknown> } }
    delete old.settings.sight.supportDropCm
    const read = parseRuleProfile({ ...old, name: 'our-table' })
    expect(read.ok).toBe(true)
    if (read.ok) expect(read.profile.settings.sight.supportDropCm).toBe(0.5)
    const game = universalisGameSettingsSchema.parse({
      ...universalisGameSettingsOf(SIGHTLINE_DEFAULT.settings),
      sight: old.settings.sight,
    })
    expect(game.sight.supportDropCm).toBe(0.5)
  })
})

describe('supportDropCm, the drop a base’s rim may overhang (R-HM.5, R-HM.7)', () => {
  const saved = () => JSON.parse(JSON.stringify(SIGHTLINE_DEFAULT))

  it('is 0.5 cm in both shipped profiles and reaches the judge settings the heat map and the stability band take', () => {
    expect(SIGHTLINE_DEFAULT.settings.sight.supportDropCm).toBe(0.5)
    expect(AS_WRITTEN.settings.sight.supportDropCm).toBe(0.5)
    const p = saved()
    p.settings.sight.supportDropCm = 1
    const read = parseRuleProfile(p)
    expect(read.ok).toBe(true)
    if (read.ok) expect(judgeSettingsOf(read.profile.settings).sight.supportDropCm).toBe(1)
  })

  it('takes a drop up to 1000 cm (the centre alone decides, R-HM.7) and refuses a negative one or a word, naming the path', () => {
    for (const [value, ok] of [
      [0, true],
      [1000, true],
      [-0.1, false],
      [1000.5, false],
      ['half', false],
    ] as const) {
      const p = saved()
      p.settings.sight.supportDropCm = value
      const r = parseRuleProfile(p)
      expect(r.ok, String(value)).toBe(ok)
      if (!r.ok) expect(r.problems.some((m) => m.startsWith('settings.sight.supportDropCm:'))).toBe(true)
    }
  })
})
