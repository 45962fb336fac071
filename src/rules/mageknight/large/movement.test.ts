import { describe, expect, it } from 'vitest'
import { at, chariot, codeOf, dragon, ok, withClicks, withSectionAbility } from './large.testkit'
import { combinedMoveAllowance, planLargeMove, validateLargeMove, type LargeMoveFacts, type LargeMovePlan } from './movement'
import { DEFAULT_LARGE_FIGURE_SETTINGS } from './settings'

const CLEAR: LargeMoveFacts = { basesOnPath: [], blockingAtIn: null, blockingAtEnd: false, overlapsAtEnd: [] }
const near = (p: readonly number[], q: readonly number[]) => expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeLessThan(1e-9)

describe('000 "Bewegung": straight back, or turn about the centre and straight ahead', () => {
  it('facing north, a point 6 in south: straight back, the facing kept', () => {
    // North is -z: a point at +6 in z lies straight behind (relative 180).
    const plan = ok(planLargeMove(dragon(), { from: at(0, 0), facingDeg: 0, to: at(0, 6) }))
    expect(plan).toMatchObject({ mode: 'backward', endFacingDeg: 0 })
    expect(plan.lengthIn).toBeCloseTo(6, 12)
  })

  it('a point 8 in east: turn to 90, then 8 in straight ahead', () => {
    const plan = ok(planLargeMove(dragon(), { from: at(0, 0), facingDeg: 0, to: at(8, 0) }))
    expect(plan).toMatchObject({ mode: 'turn-then-forward', endFacingDeg: 90 })
    expect(plan.lengthIn).toBeCloseTo(8, 12)
  })

  it('the point behind, asked to face it: turn 180 and forward; a facing that is neither is refused', () => {
    expect(ok(planLargeMove(dragon(), { from: at(0, 0), facingDeg: 0, to: at(0, 6), endFacingDeg: 180 }))).toMatchObject({
      mode: 'turn-then-forward',
      endFacingDeg: 180,
    })
    expect(codeOf(planLargeMove(dragon(), { from: at(0, 0), facingDeg: 0, to: at(8, 0), endFacingDeg: 0 }))).toBe('move-not-straight')
  })

  it('a turn in place to any facing is the second way with no distance', () => {
    const plan = ok(planLargeMove(dragon(), { from: at(2, 2), facingDeg: 0, to: at(2, 2), endFacingDeg: 135 }))
    expect(plan).toMatchObject({ mode: 'turn-then-forward', endFacingDeg: 135, lengthIn: 0 })
  })
})

describe('000 "Streitwagen": chariots never move backward', () => {
  it('straight back keeping the facing is refused; without a facing asked the chariot turns round instead', () => {
    const c = chariot()
    expect(codeOf(planLargeMove(c, { from: at(0, 0), facingDeg: 0, to: at(0, 6), endFacingDeg: 0 }))).toBe('chariot-no-backward')
    expect(ok(planLargeMove(c, { from: at(0, 0), facingDeg: 0, to: at(0, 6) }))).toMatchObject({
      mode: 'turn-then-forward',
      endFacingDeg: 180,
    })
    const backward = ok(planLargeMove(dragon(), { from: at(0, 0), facingDeg: 0, to: at(0, 6) }))
    const allowance = ok(combinedMoveAllowance(c, ['front']))
    expect(codeOf(validateLargeMove({ piece: c, plan: backward, allowance, facts: CLEAR }))).toBe('chariot-no-backward')
  })
})

describe('000 "Bewegung" with R-LF-5: the combined move', () => {
  it('the highest speed of the moving sections by default, their sum as a setting', () => {
    // Fire Dragon: front at click 4 shows speed 8, left at click 0 speed 10.
    const d = withClicks(dragon(), [4, 0, 0, 0])
    expect(ok(combinedMoveAllowance(d, ['front', 'left'])).speedIn).toBe(10)
    expect(ok(combinedMoveAllowance(d, ['front'])).speedIn).toBe(8)
    expect(ok(combinedMoveAllowance(d, ['front', 'left'], { ...DEFAULT_LARGE_FIGURE_SETTINGS, combinedMoveSpeed: 'sum' })).speedIn).toBe(18)
    expect(codeOf(combinedMoveAllowance(withClicks(d, [6, 0, 0, 0]), ['front']))).toBe('section-inactive')
    expect(() => combinedMoveAllowance(d, [])).toThrow(RangeError)
  })
})

describe('000 "Spezialfähigkeiten": Fliegen or Schwimmen of one moving section carries to all', () => {
  it('the dragon flies (wing symbol, R-LF-6); a chariot flies when one moving section shows Fliegen', () => {
    expect(ok(combinedMoveAllowance(dragon(), ['rear'])).flying).toBe(true)
    const c = withSectionAbility(chariot(), 'rear', 'flight')
    expect(ok(combinedMoveAllowance(c, ['front'])).flying).toBe(false)
    expect(ok(combinedMoveAllowance(c, ['front', 'rear']))).toMatchObject({ flying: true, swimming: false })
    expect(ok(combinedMoveAllowance(withSectionAbility(chariot(), 'left', 'swim'), ['left'])).swimming).toBe(true)
  })
})

describe('000 "Bewegungsschablone": the template check over measured facts', () => {
  const c = chariot() // wheels: it does not fly
  const plan10: LargeMovePlan = ok(planLargeMove(c, { from: at(0, 0), facingDeg: 90, to: at(10, 0) }))
  const allowance = ok(combinedMoveAllowance(c, ['front'])) // speed 10
  const move = (facts: Partial<LargeMoveFacts>, extra = {}) =>
    validateLargeMove({ piece: c, plan: plan10, allowance, facts: { ...CLEAR, ...facts }, ...extra })

  it('a clear path of 10 in within speed 10 ends at the point asked; 10.5 in is beyond', () => {
    expect(ok(move({}))).toMatchObject({ stoppedBy: null, endChecked: true, lengthIn: plan10.lengthIn })
    const far = ok(planLargeMove(c, { from: at(0, 0), facingDeg: 90, to: at(10.5, 0) }))
    expect(codeOf(validateLargeMove({ piece: c, plan: far, allowance, facts: CLEAR }))).toBe('beyond-move-allowance')
  })

  it('single-dial bases are ignored on the way; the first multi-dial base ends the move in contact', () => {
    const passing = ok(move({ basesOnPath: [{ id: 'archer', dials: 1, atIn: 2 }] }))
    expect(passing.stoppedBy).toBeNull()
    const stopped = ok(
      move({
        basesOnPath: [
          { id: 'archer', dials: 1, atIn: 2 },
          { id: 'titan-2', dials: 2, atIn: 6 },
          { id: 'dragon-2', dials: 4, atIn: 4 },
        ],
      }),
    )
    expect(stopped).toMatchObject({ stoppedBy: 'dragon-2', lengthIn: 4, endChecked: false })
    // From (0, 0) toward (10 in, 0): 4 in along is (4 in, 0).
    near(stopped.end, at(4, 0))
  })

  it('a flying figure passes multi-dial bases and (R-LF-7) blocking terrain, but ends on neither', () => {
    const d = dragon()
    const flyPlan = ok(planLargeMove(d, { from: at(0, 0), facingDeg: 90, to: at(10, 0) }))
    const fly = ok(combinedMoveAllowance(d, ['front']))
    const facts = { ...CLEAR, basesOnPath: [{ id: 'dragon-2', dials: 4, atIn: 4 }], blockingAtIn: 3 }
    expect(ok(validateLargeMove({ piece: d, plan: flyPlan, allowance: fly, facts })).stoppedBy).toBeNull()
    expect(codeOf(validateLargeMove({ piece: d, plan: flyPlan, allowance: fly, facts: { ...facts, blockingAtEnd: true } }))).toBe(
      'blocking-terrain-at-end',
    )
    const grounded = { ...DEFAULT_LARGE_FIGURE_SETTINGS, flyingCrossesBlocking: false }
    expect(codeOf(validateLargeMove({ piece: d, plan: flyPlan, allowance: fly, facts }, grounded))).toBe('blocking-terrain-in-path')
  })

  it('blocking terrain under the swept base, or bases under the end position, refuse the move', () => {
    expect(codeOf(move({ blockingAtIn: 7 }))).toBe('blocking-terrain-in-path')
    expect(codeOf(move({ overlapsAtEnd: ['archer'] }))).toBe('end-overlaps-base')
    // Blocking terrain beyond where a multi-dial base stops the move does not matter.
    expect(ok(move({ blockingAtIn: 7, basesOnPath: [{ id: 'dragon-2', dials: 4, atIn: 5 }] })).stoppedBy).toBe('dragon-2')
  })

  it('000 "Lösen": after a failed break-away roll the figure neither moves nor turns', () => {
    const turn = ok(planLargeMove(c, { from: at(0, 0), facingDeg: 90, to: at(0, 0), endFacingDeg: 0 }))
    const r = validateLargeMove({ piece: c, plan: turn, allowance, facts: CLEAR, breakAway: { succeeded: false } })
    expect(codeOf(r)).toBe('break-away-failed')
    expect(ok(move({}, { breakAway: { succeeded: true } })).stoppedBy).toBeNull()
  })
})
