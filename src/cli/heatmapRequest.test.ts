import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../scene/validate'
import type { Scene } from '../scene/schema'
import { checkSides, checkStep, levelIdOf } from './heatmapRequest'

const parsed = parseSceneText(readFileSync(new URL('../../scenes/hill-and-wall.json', import.meta.url), 'utf8'))
if (!parsed.ok) throw new Error('scenes/hill-and-wall.json does not load')
const scene: Scene = parsed.scene

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
