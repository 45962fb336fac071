import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withWorld } from '../../geometry/testScene'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { compareCastleShot } from './compare'
import { withSetting } from './settingInfo'
import { AS_WRITTEN, SIGHTLINE_DEFAULT } from './shipped'
import type { RuleProfile } from './types'

/** scenes/siege-golem-wall.json with a Universalis crossbowman (no heavy weapon) south of the wall, 7.98 in from wall-1. */
function siegeWithGuard(): Scene {
  const r = parseSceneText(readFileSync('scenes/siege-golem-wall.json', 'utf8'))
  if (!r.ok) throw new Error('scenes/siege-golem-wall.json does not load')
  const guard = {
    id: 'guard',
    side: 'dave',
    size: 'medium' as const,
    position: [45.72, 0, 66] as [number, number, number],
    card: 'guard-crossbowman',
  }
  return { ...r.scene, figures: [...r.scene.figures, guard] }
}

const sectionAttack = (value: 'any' | 'never'): RuleProfile => ({
  ...SIGHTLINE_DEFAULT,
  name: `section-attack-${value}`,
  settings: withSetting(SIGHTLINE_DEFAULT.settings, 'mk.castle.universalisSectionAttack', value),
})

describe('the castle shot under two rule profiles (R-RP.3, R-VPR.3)', () => {
  it('R-MK-6a: a Universalis crossbowman may attack the wall under `any`, not under `heavy-weapons`; the rows that differ are marked', async () => {
    const c = await withWorld(siegeWithGuard(), (world) =>
      compareCastleShot(world, 'guard', 'wall-1', {}, SIGHTLINE_DEFAULT, sectionAttack('any')),
    )
    expect(c.question).toBe('castle')
    expect(c.differs).toBe(true)
    const row = (key: string) => c.rows.find((r) => r.key === key)
    expect(row('castleShotAllowed')).toMatchObject({ a: false, b: true, differs: true })
    expect(row('castleRefusal')).toMatchObject({ a: 'universalis-attacker-not-heavy', b: null, differs: true })
    // The geometry is the same table under both: the range does not differ.
    expect(row('rangeIn')?.differs).toBe(false)
    expect(c.settings.map((s) => s.path)).toEqual(['mk.castle.universalisSectionAttack'])
  })

  it('core "Fernkampf": a Mage Knight shot at a figure on the wall is the same under both shipped profiles', async () => {
    const c = await withWorld(siegeWithGuard(), (world) =>
      compareCastleShot(world, 'steam-golem', 'bone-golem', {}, SIGHTLINE_DEFAULT, AS_WRITTEN),
    )
    expect(c.differs).toBe(false)
    expect(c.rows.find((r) => r.key === 'defenceTotal')?.a).toBe(20)
  })

  it('R-MK-6a `never` refuses a Universalis attacker before its weapon is asked about; every row keeps its own key', async () => {
    const c = await withWorld(siegeWithGuard(), (world) =>
      compareCastleShot(world, 'guard', 'wall-1', {}, sectionAttack('never'), SIGHTLINE_DEFAULT),
    )
    expect(new Set(c.rows.map((r) => r.key)).size).toBe(c.rows.length)
    expect(c.rows.find((r) => r.key === 'castleRefusal')).toMatchObject({
      a: 'universalis-section-attacks-off',
      b: 'universalis-attacker-not-heavy',
    })
  })
})
