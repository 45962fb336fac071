import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../scene/validate'
import type { Scene } from '../scene/schema'
import type { JudgeArgs } from './args'
import { checkedRequest, checkSides, checkStep, levelIdOf } from './heatmapRequest'

const parsed = parseSceneText(readFileSync(new URL('../../scenes/hill-and-wall.json', import.meta.url), 'utf8'))
if (!parsed.ok) throw new Error('scenes/hill-and-wall.json does not load')
const scene: Scene = parsed.scene

type HeatmapArgs = Extract<JudgeArgs, { mode: 'heatmap' }>

/** A request as heatmapArgs makes it from `--heatmap r-archer --profile medium --json`. */
const HEATMAP: HeatmapArgs = {
  mode: 'heatmap',
  scene: 'hill-and-wall',
  from: 'r-archer',
  profile: 'medium',
  step: 1,
  level: 'top',
  show: 'cover',
  workers: 2,
  png: null,
  json: true,
  rules: null,
  sight: {},
}

describe("the heat map request against the scene (issue 15, a player's pass)", () => {
  it('refuses a side no figure has, listing the sides', () => {
    expect(() => checkSides(scene, 'all', 'green')).toThrow('--side: no side "green" in the scene (sides: red, blue)')
    expect(() => checkSides(scene, 'r-archer', 'purple')).toThrow(/^--side: no side "purple"/)
  })

  it("refuses shooters of the target's own side, for a side as for a figure", () => {
    expect(() => checkSides(scene, 'red', 'red')).toThrow(/^--side: the shooters' side "red" is the target's side \(choose another: blue\)/)
    expect(() => checkSides(scene, 'r-archer', 'red')).toThrow(/^--side: the shooter "r-archer" is of the target's side "red"/)
    expect(() => checkSides(scene, 'red', 'blue')).not.toThrow()
    expect(() => checkSides(scene, 'all', 'blue')).not.toThrow()
  })

  it('takes --side, and a side as --heatmap FROM, in any case when one side matches (R-CLI.4)', () => {
    // The player's pass: `--side red` was refused for a scene whose side is `Red`.
    const capital: Scene = { ...scene, figures: scene.figures.map((f) => ({ ...f, side: f.side === 'red' ? 'Red' : f.side })) }
    const args = (from: string, side?: string): HeatmapArgs => ({ ...HEATMAP, from, ...(side !== undefined ? { side } : {}) })
    expect(checkedRequest(capital, args('all', 'red'))).toMatchObject({ from: 'all', side: 'Red' })
    expect(checkedRequest(capital, args('RED', 'BLUE'))).toMatchObject({ from: 'Red', side: 'blue' })
    expect(checkedRequest(capital, args('r-archer'))).toMatchObject({ from: 'r-archer' })
    expect(checkedRequest(capital, args('r-archer')).side).toBeUndefined()
    // The case-folded side is checked as the exact one: red does not shoot at Red.
    expect(() => checkedRequest(capital, args('red', 'RED'))).toThrow(/^--side: the shooters' side "Red" is the target's side/)
    expect(() => checkedRequest(capital, args('all', 'green'))).toThrow('--side: no side "green" in the scene (sides: Red, blue)')
    // A figure id is not folded: the judge refuses it naming the figures and sides.
    expect(checkedRequest(capital, args('R-ARCHER')).from).toBe('R-ARCHER')
  })

  it('refuses a side that differs from two of the scene only in case, naming them', () => {
    // b-wood is of side `Blue`, the other blue figures of `blue`: `BLUE` could be either.
    const twoBlues: Scene = { ...scene, figures: scene.figures.map((f) => (f.id === 'b-wood' ? { ...f, side: 'Blue' } : f)) }
    const ambiguous = /is ambiguous: "blue" or "Blue" \(give the exact spelling\)/
    expect(() => checkedRequest(twoBlues, { ...HEATMAP, from: 'all', side: 'BLUE' })).toThrow(
      new RegExp(`^--side: "BLUE" ${ambiguous.source}`),
    )
    expect(() => checkedRequest(twoBlues, { ...HEATMAP, from: 'BLUE', side: 'red' })).toThrow(
      new RegExp(`^--heatmap: "BLUE" ${ambiguous.source}`),
    )
    // Each spelled exactly is taken.
    expect(checkedRequest(twoBlues, { ...HEATMAP, from: 'red', side: 'Blue' })).toMatchObject({ from: 'red', side: 'Blue' })
  })

  it('matches a level id in another case; leaves an unknown one to the judge', () => {
    expect(levelIdOf(scene, 'HILL')).toBe('hill')
    expect(levelIdOf(scene, 'Top')).toBe('top')
    expect(levelIdOf(scene, 'nowhere')).toBe('nowhere')
  })

  it("says a cell's bounds: 0.1 cm to the table's shorter side (90 cm here)", () => {
    expect(() => checkStep(scene, 1e9)).toThrow(
      "--step: a cell is 0.1 cm to 90 cm (the table's shorter side) on this table, got 1000000000",
    )
    expect(() => checkStep(scene, 90)).not.toThrow()
  })
})
