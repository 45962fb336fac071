import { describe, expect, it } from 'vitest'
import { parseJudgeArgs, USAGE } from './args'
import { UsageError } from './argValues'

const heat = ['s', '--heatmap', 'red', '--profile', 'medium', '--json']

describe("every flag takes effect or is refused naming it (issue 15, a player's pass)", () => {
  it('the heat map takes --rules and the sight flags (R-CLI.2)', () => {
    expect(parseJudgeArgs([...heat, '--rules', 'as-written', '--eye', 'center', '--cover-mix', 'highest'])).toMatchObject({
      mode: 'heatmap',
      profile: 'medium',
      rules: 'as-written',
      sight: { eye: 'center', coverMix: 'highest' },
    })
    expect(parseJudgeArgs(heat)).toMatchObject({ rules: null, sight: {} })
  })

  it('refuses --compare with --heatmap, and a flag another mode reads, naming it', () => {
    expect(() => parseJudgeArgs([...heat, '--compare', 'as-written,sightline-default'])).toThrow(
      /^--compare: goes with SCENE FROM TO, not with --heatmap/,
    )
    expect(() => parseJudgeArgs([...heat, '--action', 'aimed'])).toThrow(/^--action: goes with SCENE FROM TO, not with --heatmap/)
    expect(() => parseJudgeArgs(['s', 'f', '1', '2', '--fall', '--eye', 'center'])).toThrow(
      /^--eye: goes with SCENE FROM TO or --heatmap, not with --fall/,
    )
    expect(() => parseJudgeArgs(['s', 'a', 'b', '--step', '2'])).toThrow(/^--step: goes with --heatmap, not with SCENE FROM TO/)
    expect(() => parseJudgeArgs(['s', 'a', 'b', '--mk', '--castle'])).toThrow(/^--mk: not with --castle/)
  })

  it('keeps --eye beside a rule profile, to override its reading (R-CLI.2)', () => {
    expect(parseJudgeArgs(['s', 'a', 'b', '--eye', 'center', '--profile', 'sightline-default'])).toMatchObject({
      mode: 'sight',
      rules: 'sightline-default',
      rulesFlag: '--profile',
      sight: { eye: 'center' },
    })
  })

  it('refuses --stability with --compare (R-CLI.3), and the usage text says so', () => {
    expect(() => parseJudgeArgs(['s', 'a', 'b', '--stability', '--compare', 'as-written,sightline-default'])).toThrow(
      /^--stability: not with --compare/,
    )
    expect(USAGE).toMatch(/--stability\] .*not --compare/)
  })

  it('refuses a flag given twice', () => {
    expect(() => parseJudgeArgs([...heat, '--level', 'top', '--level', 'ground'])).toThrow(/^--level: given twice/)
    expect(() => parseJudgeArgs([...heat, '--step', '2', '--step', '3'])).toThrow(/^--step: given twice/)
    expect(() => parseJudgeArgs(['s', 'a', 'b', '--eye', 'top', '--eye', 'center'])).toThrow(/^--eye: given twice/)
  })

  it('accepts a size profile or a choice in any case when one matches', () => {
    expect(parseJudgeArgs(['s', '--heatmap', 'red', '--profile', 'Medium', '--json'])).toMatchObject({ profile: 'medium' })
    expect(parseJudgeArgs(['s', 'a', 'b', '--eye', 'CENTER'])).toMatchObject({ sight: { eye: 'center' } })
    expect(() => parseJudgeArgs(['s', '--heatmap', 'red', '--profile', 'tiny', '--json'])).toThrow(/^--profile: expected a size profile/)
  })

  it("--step has a cell size's bounds, not the ±100000 of a length", () => {
    expect(() => parseJudgeArgs([...heat, '--step', '0.05'])).toThrow(
      /^--step: expected a cell size from 0.1 cm up to the table's shorter side/,
    )
    // 1e9 passes the parse; heatmapRequest.ts refuses it against the table (heatmapRequest.test.ts).
    expect(parseJudgeArgs([...heat, '--step', '1e9'])).toMatchObject({ step: 1e9 })
    expect(() => parseJudgeArgs([...heat, '--step', 'x'])).toThrow(UsageError)
  })

  it('--png needs a name ending in .png', () => {
    expect(() => parseJudgeArgs(['s', '--heatmap', 'red', '--profile', 'medium', '--png', 'x.txt'])).toThrow(
      /^--png: expected a file name ending in .png/,
    )
    expect(parseJudgeArgs(['s', '--heatmap', 'red', '--profile', 'medium', '--png', 'x.PNG'])).toMatchObject({ png: 'x.PNG' })
  })

  it('--heatmap without --png or --json is a text summary; both at once are refused', () => {
    expect(parseJudgeArgs(['s', '--heatmap', 'red', '--profile', 'medium'])).toMatchObject({ png: null, json: false })
    expect(() => parseJudgeArgs(['s', '--heatmap', 'red', '--profile', 'medium', '--png', 'x.png', '--json'])).toThrow(/^--png: .*not both/)
  })
})
