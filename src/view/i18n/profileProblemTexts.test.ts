import { describe, expect, it } from 'vitest'
import { parseRuleProfile, SIGHTLINE_DEFAULT, withSetting } from '../ports'
import type { SceneProblem } from '../../scene/problems'
import { germanShown } from './germanLines.testkit'
import { profileProblemText } from './profileProblemTexts'

/**
 * Issue 15 part 3, R-VPR.2: an edit the judge's profile check refuses is listed under the editor
 * in the reader's language. Each edit goes through the check as the store sends it (the profile in
 * use with one setting changed); every refused line must read German with no English word.
 */
function refusedEdit(path: string, value: unknown): SceneProblem[] {
  const parsed = parseRuleProfile({ ...SIGHTLINE_DEFAULT, settings: withSetting(SIGHTLINE_DEFAULT.settings, path, value) })
  expect(parsed.ok).toBe(false)
  return parsed.ok ? [] : parsed.coded
}

function germanLines(problems: readonly SceneProblem[]): string[] {
  expect(problems.length).toBeGreaterThan(0)
  return problems.map((p) => {
    expect(p.code, p.message).toBeDefined()
    const line = profileProblemText(p, 'de')
    expect(germanShown(line), line).toEqual({ german: true, english: [] })
    expect(line, p.message).not.toMatch(/\{\w+(\|\w+)?\}|undefined|NaN/)
    return line
  })
}

describe('a refused profile edit, said in German (R-VPR.2)', () => {
  it('a number out of range: the castle height threshold over 1000 cm', () => {
    const problems = refusedEdit('mk.castle.higherThresholdCm', 5000)
    expect(problems.map((p) => [p.path, p.code])).toEqual([['settings.mk.castle.higherThresholdCm', 'bound']])
    expect(germanLines(problems)).toEqual(['Höher, gemessen ab: muss höchstens 1000 sein, gefunden: 5000'])
  })

  it('a value the setting does not allow: the higher position read "sideways", the allowed ones in words', () => {
    const [line] = germanLines(refusedEdit('mk.castle.higherPosition', 'sideways'))
    expect(line).toMatch(/^[^:]+: erwartet eines von: .+; gefunden: "sideways"$/)
    expect(line).not.toMatch(/\blevels\b|\bmeasured\b/)
  })

  it('a wrong type and an entry not in the list: a yes/no given as text, an unknown terrain type', () => {
    const lines = germanLines([
      ...refusedEdit('mk.castle.unwieldyFightAcrossAccess', 'yes'),
      ...refusedEdit('mk.table.hinderingTerrainTypes', ['lava']),
    ])
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/gefunden: "yes"$/)
    // The list's entry by its place, the terrain types it may hold by their German names.
    expect(lines[1]).toMatch(/^[^:[]+\[0\]: erwartet eines von: .*Sumpf.*; gefunden: "lava"$/)
  })

  it('keeps the check’s English in English mode, naming the setting by its label', () => {
    const [problem] = refusedEdit('mk.castle.higherThresholdCm', 5000)
    expect(profileProblemText(problem, 'en')).toMatch(/: must be at most 1000, got 5000$/)
    expect(profileProblemText(problem, 'en')).not.toContain('settings.')
  })
})

describe('a refused critical malus or section arc, named as the editor shows it (R-11.3a, R-LF-1)', () => {
  it('a malus of 13 and one of 1.5: the attribute by its name, the bound and the whole number in German', () => {
    // The found value is the check's own text of it (zodIssues.ts), so 1.5 keeps its point.
    const lines = germanLines(refusedEdit('universalis.attributes.criticalModifiers', { AGI: 13, NK: 1.5 }))
    expect(lines[0]).toBe('Mali des kritischen Zustands, AGI (Agilität): muss höchstens 12 sein, gefunden: 13')
    expect(lines[1]).toBe('Mali des kritischen Zustands, NK (Nahkampf): erwartet eine ganze Zahl, gefunden: 1.5')
  })

  it('an arc 0 degrees wide: its row and column as the table names them', () => {
    const quarters = SIGHTLINE_DEFAULT.settings.mk.large.sectionArcs
    const lines = germanLines(
      refusedEdit(
        'mk.large.sectionArcs',
        quarters.map((a, i) => (i === 1 ? { ...a, widthDeg: 0 } : a)),
      ),
    )
    expect(lines[0]).toBe('Sektionen einer großen Figur (Bögen), Bogen 2, Breite: muss größer als 0 sein, gefunden: 0')
  })

  it('R-LF-1: arcs that leave a gap (the front 80 degrees wide: 350 together) or overlap are refused by the check', () => {
    const quarters = SIGHTLINE_DEFAULT.settings.mk.large.sectionArcs
    const gap = refusedEdit(
      'mk.large.sectionArcs',
      quarters.map((a, i) => (i === 0 ? { ...a, widthDeg: 80 } : a)),
    )
    expect(gap.map((p) => p.code)).toEqual(['profile-arcs-not-circle'])
    expect(germanLines(gap)).toEqual([
      'Sektionen einer großen Figur (Bögen): die Breiten ergeben zusammen 350 Grad; die Bögen müssen die 360 Grad um die Basis abdecken',
    ])
    // Front 100 wide (-50..50) and right 80 wide (50..130) add to 360 with the rest, but the front overlaps left (-135..-45).
    const overlap = quarters.map((a, i) => (i === 0 ? { ...a, widthDeg: 100 } : i === 1 ? { ...a, widthDeg: 80 } : a))
    expect(germanLines(refusedEdit('mk.large.sectionArcs', overlap))).toEqual([
      'Sektionen einer großen Figur (Bögen): die Bögen 1 und 4 überlappen sich; jede Richtung gehört zu einer Sektion',
    ])
  })
})
