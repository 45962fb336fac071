import { describe, expect, it } from 'vitest'
import { parseJudgeArgs } from './args'
import { UsageError } from './argValues'
import { loadRuleProfile } from './ruleSettings'

describe('rule profiles on the command line (R-CLI.1)', () => {
  it('--profile outside the heat map is the rule profile; --rules is the same', () => {
    expect(parseJudgeArgs(['s', 'a', 'b', '--profile', 'as-written'])).toMatchObject({ mode: 'sight', rules: 'as-written', compare: null })
    expect(parseJudgeArgs(['s', 'a', 'b', '--rules', 'as-written'])).toMatchObject({ mode: 'sight', rules: 'as-written' })
  })

  it('with --heatmap, --profile stays the size profile', () => {
    expect(parseJudgeArgs(['s', '--heatmap', 'r-1', '--profile', 'medium', '--json'])).toMatchObject({ mode: 'heatmap', profile: 'medium' })
  })

  it('--compare takes exactly two names, and not beside --profile', () => {
    expect(parseJudgeArgs(['s', 'a', 'b', '--compare', 'as-written,sightline-default'])).toMatchObject({
      compare: ['as-written', 'sightline-default'],
    })
    expect(() => parseJudgeArgs(['s', 'a', 'b', '--compare', 'as-written'])).toThrow(/^--compare: expected two/)
    expect(() => parseJudgeArgs(['s', 'a', 'b', '--compare', 'a,b', '--profile', 'as-written'])).toThrow(/^--compare:/)
    expect(() => parseJudgeArgs(['s', 'f', '1', '2', '--fall', '--profile', 'as-written'])).toThrow(/^--profile: goes with SCENE FROM TO/)
  })

  it('an unknown name is a UsageError naming the flag; "__proto__" is no profile', () => {
    expect(() => loadRuleProfile('__proto__', '--profile')).toThrow(UsageError)
    expect(() => loadRuleProfile('no-such-profile', '--compare')).toThrow(/^--compare: no rule profile "no-such-profile"/)
    expect(loadRuleProfile('as-written', '--profile').name).toBe('as-written')
    // Shipped names are lowercase: a name typed in capitals is the shipped one (no file of that name here).
    expect(loadRuleProfile('AS-WRITTEN', '--profile').name).toBe('as-written')
    expect(loadRuleProfile('Sightline-Default', '--compare').name).toBe('sightline-default')
    expect(() => loadRuleProfile('__PROTO__', '--profile')).toThrow(UsageError)
  })
})
