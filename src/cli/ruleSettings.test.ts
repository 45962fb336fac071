import { describe, expect, it } from 'vitest'
import { formatRuleSettings, ruleChoiceOf, ruleSettingsJson } from './ruleSettings'

describe('the rule settings a ruling is judged under (R-CLI.1, R-CLI.2)', () => {
  it("a profile's readings, each sight flag over its own", () => {
    const plain = ruleChoiceOf('as-written', {}, '--profile')
    // as-written reads 9.3 "Deckung in Höhe des Geländes" as the highest piece's level (R-RP.2).
    expect(ruleSettingsJson(plain)).toMatchObject({
      profile: 'as-written',
      eye: 'top',
      coverMix: 'highest',
      supportDropCm: 0.5,
      overriddenBy: [],
    })
    const eye = ruleChoiceOf('sightline-default', { eye: 'center' }, '--profile')
    expect(eye.judge.sight.eye).toBe('center')
    expect(ruleSettingsJson(eye)).toMatchObject({ profile: 'sightline-default', eye: 'center', overriddenBy: ['--eye'] })
    expect(formatRuleSettings(eye)).toContain('eye point: centre (--eye, over profile sightline-default)')
  })

  it('no profile: the defaults, with the flags', () => {
    const choice = ruleChoiceOf(null, { sightRange: 'off', coverMix: 'highest' }, '--rules')
    expect(ruleSettingsJson(choice)).toMatchObject({
      profile: null,
      eye: 'top',
      sightRange: 'off',
      coverMix: 'highest',
      overriddenBy: ['--sight-range', '--cover-mix'],
    })
    expect(choice.combat).toBeUndefined()
    expect(formatRuleSettings(choice)).toMatch(/^Rules: no profile \(the defaults, as sightline-default\); eye point: top of the profile;/)
  })

  it('an unknown profile names the flag that gave it', () => {
    expect(() => ruleChoiceOf('nope', {}, '--rules')).toThrow(/^--rules: no rule profile "nope"/)
  })
})
