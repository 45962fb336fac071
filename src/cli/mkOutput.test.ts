import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeMkAttack, MkPlaySession, SIGHTLINE_DEFAULT, TableWorld, withSetting, type RuleProfile } from '../judge'
import type { Scene } from '../scene/schema'
import { parseSceneText } from '../scene/validate'
import { parseJudgeArgs } from './args'
import { formatMk, mkJson } from './mkOutput'
import { mkRuleChoiceOf } from './ruleSettings'

/**
 * `judge --mk --profile NAME|FILE` (R-CLI.5): the profile's Mage Knight readings rule the attack and
 * are said back. scenes/siege-golem-wall.json without its castle: the bone golem stands on a stone
 * platform 2 cm high (raised terrain, core 8) where the wall was, the crossbowman turned south on the
 * ground 6 in before it (tests/cli-mk.test.ts: attack 8, defence 16 + 1 for the height, needs 9+).
 * Not on the wall itself: there the play mode shoots by 001's castle rules, whose +1 is printed
 * (`judge --castle`), not R-MKC-4's setting.
 */
function golemOnPlatform(): Scene {
  const parsed = parseSceneText(readFileSync('scenes/siege-golem-wall.json', 'utf8'))
  if (!parsed.ok) throw new Error('scene')
  const { castle: _castle, ladders: _ladders, ...open } = parsed.scene
  const platform = { id: 'platform', shape: 'box' as const, type: 'fortified' as const, center: [45.72, 1, 45.72], size: [30, 2, 10] }
  const figures = open.figures.map((f) =>
    f.id === 'crossbowman' ? { ...f, facing: 180 } : f.id === 'bone-golem' ? { ...f, position: [45.72, 2, 45.72] as const } : f,
  )
  return { ...open, terrain: [platform], figures } as Scene
}

/** A group's profile file: sightline-default with core 8's height advantage at 2 (R-MKC-4), as the profile editor exports it. */
function highGroundFile(): string {
  const profile: RuleProfile = {
    ...SIGHTLINE_DEFAULT,
    name: 'high-ground',
    settings: withSetting(SIGHTLINE_DEFAULT.settings, 'mk.core.heightAdvantageDefence', 2),
  }
  const path = join(mkdtempSync(join(tmpdir(), 'sightline-mkprof-')), 'high-ground.json')
  writeFileSync(path, JSON.stringify(profile))
  return path
}

async function ruled(rulesArg: string | null) {
  const rules = mkRuleChoiceOf(rulesArg, '--profile')
  const world = await TableWorld.create(golemOnPlatform())
  try {
    const j = judgeMkAttack(world, 'crossbowman', 'bone-golem', rules.rules ? { rules: rules.rules } : {})
    return { json: mkJson(j, rules), text: formatMk(j, 'golem on a platform', rules) }
  } finally {
    world.dispose()
  }
}

/** The play mode's preview of the same shot in a game started under the profile's readings, as the browser hands them. */
async function played(profileFile: string) {
  const rules = mkRuleChoiceOf(profileFile, '--profile').rules
  const session = await MkPlaySession.start({ scene: golemOnPlatform(), seed: 1, sides: ['dave', 'mark'], buildTotal: 1000, rules })
  try {
    return session.previewAttack('crossbowman', 'bone-golem', 'ranged').preview?.targets[0]
  } finally {
    session.dispose()
  }
}

describe("judge --mk under a rule profile's Mage Knight readings (R-CLI.5)", () => {
  it('--mk takes --profile and --rules as the rule profile', () => {
    expect(parseJudgeArgs(['s', 'a', 'b', '--mk', '--profile', 'as-written'])).toMatchObject({ mode: 'mk', rules: 'as-written' })
    expect(parseJudgeArgs(['s', 'a', 'b', '--mk', '--rules', 'x.json'])).toMatchObject({ rules: 'x.json', rulesFlag: '--rules' })
    expect(parseJudgeArgs(['s', 'a', 'b', '--mk'])).toMatchObject({ rules: null })
  })

  it('core 8 under R-MKC-4 at 2: the golem on the platform defends 16 + 2 = 18, so attack 8 needs 10+ (6 of 36), not 9+ (10 of 36)', async () => {
    const plain = await ruled(null)
    expect(plain.json).toMatchObject({ attackValue: 8, defence: 17, need: 9, rules: { profile: null, differences: [] } })
    expect(plain.text).toContain('Rules: no profile (the defaults, as sightline-default)\n')
    const high = await ruled(highGroundFile())
    // 2d6 at 10 or more: 3 + 2 + 1 = 6 of 36 outcomes.
    expect(high.json).toMatchObject({ attackValue: 8, defence: 18, need: 10 })
    expect(high.json.chance).toBeCloseTo(6 / 36, 4)
    expect(high.json.modifiers).toEqual([expect.objectContaining({ key: 'mk.heightAdvantage', value: 2 })])
    expect(high.json.rules).toEqual({
      profile: 'high-ground',
      differences: [{ setting: 'mk.core.heightAdvantageDefence', value: 2, default: 1 }],
    })
    expect(high.text.split('\n')[2]).toBe(
      'Rules: profile high-ground; Mage Knight readings differing from sightline-default: mk.core.heightAdvantageDefence 2 (default 1)',
    )
    // The browser's play mode, its game started under the same profile, previews the same numbers.
    expect(await played(highGroundFile())).toMatchObject({ attack: 8, defence: 18, need: 10 })
  })

  it('a shipped profile by name; its Mage Knight readings named when they differ from the defaults', async () => {
    const same = await ruled('sightline-default')
    expect(same.json).toMatchObject({ defence: 17, rules: { profile: 'sightline-default', differences: [] } })
    expect(same.text).toContain('Rules: profile sightline-default; Mage Knight readings all as sightline-default\n')
    // R-RP.2: as-written differs in R-LF-3 alone among the Mage Knight readings, which this attack does not meet.
    expect((await ruled('AS-WRITTEN')).json.rules.differences).toEqual([
      { setting: 'mk.large.ownerPicksInactive', value: 'attack-lost', default: 'attacker-chooses' },
    ])
  })

  it('an unknown profile is refused naming it and the flag', () => {
    expect(() => mkRuleChoiceOf('nope', '--profile')).toThrow(
      /^--profile: no rule profile "nope": neither a shipped one \(sightline-default, as-written\) nor a file/,
    )
  })
})
