import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { StepAnswer } from '../../../geometry/types'
import { judgeJump, judgeStep } from './falling'

/** A step of a figure with profile height H dropping `drop` cm (negative: climbing). */
const step = (drop: number, H = 4, ladder: string | null = null): StepAnswer => ({
  figureId: 'm',
  from: [0, 10, 0],
  landing: [1, 10 - drop, 0],
  landingOn: 'piece',
  dropHeight: drop,
  profileHeight: H,
  ladder,
})

describe('judgeStep: falling (8.8, 8.8.1)', () => {
  // Medium, H = 4, 2H = 8. Limits are inclusive ("bis einschliesslich") with 0.05 cm slack (R-8.8b).
  it.each([
    [0.04, 'level', false],
    [3, 'safe', false],
    [4, 'safe', false],
    [4.04, 'safe', false],
    [4.1, 'test', true],
    [6, 'test', true],
    [8, 'test', true],
    [8.1, 'hit', true],
    [9, 'hit', true],
  ] as const)('a drop of %d cm for H = 4 is %s', (drop, outcome, courage) => {
    const ruling = judgeStep(step(drop))
    expect(ruling.outcome).toBe(outcome)
    expect(ruling.needsCourageTest).toBe(courage)
  })

  it('gives half KO on a failed movement test up to 2H and an automatic KO hit above', () => {
    expect(judgeStep(step(3)).damage).toBeNull()
    expect(judgeStep(step(6)).damage).toEqual({ strength: 'KO', damage: 'half KO (rounded down)' })
    expect(judgeStep(step(9)).damage).toEqual({ strength: 'KO', damage: 'KO' })
  })

  it('uses the H it is given: a prone medium (H 2.5) takes a test for a 3 cm drop', () => {
    expect(judgeStep(step(3, 2.5)).outcome).toBe('test')
  })

  it('offers climbing down instead: doubled without a ladder up to 2H, as measured on one (R-8.8c)', () => {
    // 6 <= 8: may climb down for 2 x 6 = 12. 9 > 8: may not. With a ladder: 9 for 9.
    expect(judgeStep(step(6))).toMatchObject({ climbAllowed: true, climbCost: 12 })
    expect(judgeStep(step(9))).toMatchObject({ outcome: 'hit', climbAllowed: false, climbCost: 18 })
    expect(judgeStep(step(9, 4, 'ladder'))).toMatchObject({ outcome: 'hit', climbAllowed: true, climbCost: 9 })
  })

  it('is level on level ground, with no climb to judge', () => {
    expect(judgeStep(step(0))).toMatchObject({ outcome: 'level', climbAllowed: null, climbCost: null, damage: null })
  })

  it('cites 8.8.1 for the damage and 8.8 for the courage test', () => {
    const lines = judgeStep(step(9)).lines
    expect(lines.find((l) => l.key === 'fall.damage')?.clause.section).toBe('8.8.1')
    expect(lines.find((l) => l.key === 'fall.courageTest')).toMatchObject({ value: true, clause: { section: '8.8' } })
    expect(lines.every((l) => l.clause.file.length > 0 && l.clause.section.length > 0)).toBe(true)
  })
})

describe('judgeStep: climbing (8.6, 8.7)', () => {
  it('climbs 7 cm for 14 (twice the rise), 8 cm for 16, refuses 9', () => {
    expect(judgeStep(step(-7))).toMatchObject({ outcome: 'climb', climbAllowed: true, climbCost: 14, needsCourageTest: false })
    expect(judgeStep(step(-8))).toMatchObject({ climbAllowed: true, climbCost: 16 })
    expect(judgeStep(step(-9))).toMatchObject({ climbAllowed: false })
  })

  it('climbs any height on a ladder at the height as measured (8.6)', () => {
    const ruling = judgeStep(step(-9, 4, 'ladder'))
    expect(ruling).toMatchObject({ climbAllowed: true, climbCost: 9 })
    expect(ruling.lines.find((l) => l.key === 'climb.allowed')?.clause.section).toBe('8.6')
  })
})

describe('judgeStep settings', () => {
  it('can drop the measuring slack, widen level ground and change the climb factor', () => {
    expect(judgeStep(step(4.04), { limitTolerance: 0 }).outcome).toBe('test')
    // Without slack the limits stay inclusive: exactly H is safe, exactly 2H a test, a 2H climb allowed.
    expect(judgeStep(step(4), { limitTolerance: 0 }).outcome).toBe('safe')
    expect(judgeStep(step(8), { limitTolerance: 0 }).outcome).toBe('test')
    expect(judgeStep(step(-8), { limitTolerance: 0 }).climbAllowed).toBe(true)
    expect(judgeStep(step(0.3), { levelTolerance: 0.5 }).outcome).toBe('level')
    expect(judgeStep(step(-7), { climbCostFactor: 1 }).climbCost).toBe(7)
  })

  it('refuses numbers that are not finite', () => {
    expect(() => judgeStep(step(NaN))).toThrow('rules: judgeStep dropHeight must be a finite number')
    expect(() => judgeStep(step(3, 0))).toThrow(/profileHeight must be positive/)
  })
})

describe('judgeJump (8.5)', () => {
  // Speed 10: up to 10 free, up to 20 a movement test, beyond impossible.
  it.each([
    [0, 'free'],
    [10, 'free'],
    [15, 'test'],
    [20, 'test'],
    [20.1, 'impossible'],
  ] as const)('a %d cm gap at speed 10 is %s', (gap, outcome) => {
    expect(judgeJump(gap, 10).outcome).toBe(outcome)
  })

  it('lets no prone model jump', () => {
    const ruling = judgeJump(1, 10, true)
    expect(ruling.outcome).toBe('impossible')
    expect(ruling.lines.find((l) => l.key === 'jump.prone')?.clause.section).toBe('8.5')
  })

  it('refuses negative or NaN input', () => {
    expect(() => judgeJump(-1, 10)).toThrow(/must not be negative/)
    expect(() => judgeJump(1, NaN)).toThrow(/speed must be a finite number/)
  })
})

describe('falling.ts stays pure', () => {
  it('imports no three, React or Rapier, and geometry only as types', () => {
    const source = readFileSync(new URL('./falling.ts', import.meta.url), 'utf8')
    const imports = source.split('\n').filter((line) => /^import\b/.test(line))
    expect(imports.some((line) => /three|react|@dimforge/.test(line))).toBe(false)
    for (const line of imports.filter((l) => l.includes('geometry/'))) expect(line).toMatch(/^import type /)
  })
})
