import { describe, expect, it } from 'vitest'
import type { PathAnswer, PathSegment, Point3 } from '../../../geometry/types'
import { scriptedDice } from '../../kernel/dice'
import { card, fixtureGame } from '../model/game.testkit'
import { newModelState } from '../model/gameState'
import { planMove, splitIntoActions, type MoveQuery } from './movement'
import { lieDown, resolveMove, standUp } from './resolve'
import { DEFAULT_MOVEMENT_SETTINGS, pathRulesFor, type Mover } from './pathRules'

const walk = (from: Point3, to: Point3, extra: Partial<PathSegment> = {}): PathSegment => {
  const horizontal = Math.hypot(to[0] - from[0], to[2] - from[2])
  return {
    kind: 'walk',
    from,
    to,
    horizontal,
    climbedUp: 0,
    climbedDown: 0,
    dropped: 0,
    laddered: 0,
    gap: null,
    ladder: null,
    cost: horizontal,
    ...extra,
  }
}

/** A found path of the given segments with terrain stretches (cost positions). */
function pathOf(segments: PathSegment[], terrain: PathAnswer['terrain'] = [], endFigures: PathAnswer['endFigures'] = []): PathAnswer {
  const cost = segments.reduce((s, x) => s + x.cost, 0)
  const travelled = segments.reduce((s, x) => s + x.horizontal + x.climbedUp + x.climbedDown + x.dropped + x.laddered, 0)
  return {
    figureId: 'm',
    found: true,
    reason: null,
    start: segments[0].from,
    goal: segments[segments.length - 1].to,
    points: [segments[0].from, ...segments.map((s) => s.to)],
    segments,
    cost,
    travelled,
    finalSurface: { on: 'table', height: 0 },
    terrain: terrain.length ? terrain : [{ ids: [], from: 0, to: cost }],
    profile: { radius: 1.25, height: 4 },
    endFigures,
    levelsAtGoal: [],
  }
}

const MOVER: Mover = { id: 'm', side: 'a', movementType: 'legs', speed: 10, prone: false, height: 4 }
const query = (path: PathAnswer, over: Partial<MoveQuery> = {}): MoveQuery => ({
  model: newModelState('m', 'a', card()),
  mover: MOVER,
  kind: 'move',
  path,
  terrain: { wood: { passability: 'difficult', road: false }, road: { passability: 'normal', road: true } },
  apAvailable: 6,
  ...over,
})
const straight = (length: number) => pathOf([walk([0, 0, 0], [length, 0, 0])])

describe('splitIntoActions (R-9.4a)', () => {
  it.each([
    // [total, speed, difficult, expected action ends, halved flags]
    // Open ground: 25 cm at speed 10 is 10 + 10 + 5.
    [25, 10, [] as [number, number][], [10, 20, 25], [false, false, false]],
    // Wood from 8 to 18: stop at its edge (8), then half speed through it (13, 18: both touch
    // it), then full speed again from the far edge (28), and the rest (30).
    [30, 10, [[8, 18]] as [number, number][], [8, 13, 18, 28, 30], [false, true, true, false, false]],
    // Wood from 3: stopping at 3 is worse than 5 cm halved, so the first action enters halved;
    // 5 to 10 is in the wood still (halved); from 10 on the far side full speed.
    [20, 10, [[3, 8]] as [number, number][], [5, 10, 20], [true, true, false]],
  ])('%d cm at speed %d through %j', (total, speed, difficult, ends, halved) => {
    const actions = splitIntoActions(total, speed, difficult, [], 0, true)
    expect(actions.map((a) => a.to)).toEqual(ends)
    expect(actions.map((a) => a.halved)).toEqual(halved)
  })

  it('gives wheels 2 cm more per action on a road (8.1 Rad): 24 cm at speed 10 in two actions of 12', () => {
    expect(splitIntoActions(24, 10, [], [[0, 24]], 2, true).map((a) => a.to)).toEqual([12, 24])
    expect(splitIntoActions(24, 10, [], [], 2, true)).toHaveLength(3)
  })
})

describe('planMove', () => {
  it('prices move actions at 1 AP standing and 2 AP prone (8.3): 25 cm at speed 10 is 3 actions', () => {
    const standing = planMove(query(straight(25)))
    expect(standing).toMatchObject({ reachable: true, refusal: null, apNeeded: 3 })
    expect(standing.actions).toHaveLength(3)
    const prone = planMove(
      query(straight(25), { model: { ...newModelState('m', 'a', card()), prone: true }, mover: { ...MOVER, prone: true } }),
    )
    expect(prone.apNeeded).toBe(6)
    // 7 AP worth of moves do not fit in 6 AP: 65 cm is 7 actions.
    expect(planMove(query(straight(65)))).toMatchObject({ reachable: false, apNeeded: 7, refusal: null })
  })

  it('halves the actions through difficult terrain unless the one movement test succeeds (9.4)', () => {
    const path = pathOf(
      [walk([0, 0, 0], [30, 0, 0])],
      [
        { ids: [], from: 0, to: 8 },
        { ids: ['wood'], from: 8, to: 18 },
        { ids: [], from: 18, to: 30 },
      ],
    )
    const plan = planMove(query(path))
    expect(plan.apNeeded).toBe(5)
    expect(plan.withPassedTest).toEqual({ actions: 3, ap: 3 })
    expect(plan.difficult).toEqual(['wood'])
    expect(plan.tests).toContainEqual(expect.objectContaining({ kind: 'difficult', attribute: 'AGI', optional: true }))
    // Hover ignores passability (8.1 Schweben): 3 actions, no test.
    const hover = planMove(query(path, { mover: { ...MOVER, movementType: 'hover' } }))
    expect(hover.apNeeded).toBe(3)
    expect(hover.tests).toEqual([])
  })

  it('turns a charge ending in base contact into an attack and prices its last action at WK (8.3)', () => {
    // 15 cm at speed 10: a move (1 AP) and the charge (WK 3).
    const plan = planMove(query(straight(15), { kind: 'charge', weaponClass: 3 }), DEFAULT_MOVEMENT_SETTINGS)
    expect(plan.apNeeded).toBe(4)
    expect(plan.attack).toBeNull()
    const contact = planMove(
      query(pathOf([walk([0, 0, 0], [15, 0, 0])], [], [{ id: 'e', side: 'b', edge: 0 }]), { kind: 'charge', weaponClass: 3 }),
    )
    expect(contact).toMatchObject({ attack: 'e', refusal: null })
  })

  it('refuses to end a normal move within 3 cm of an enemy, a stationary model, and disengaging out of melee', () => {
    const near = planMove(query(pathOf([walk([0, 0, 0], [5, 0, 0])], [], [{ id: 'e', side: 'b', edge: 2 }])))
    expect(near.refusal?.code).toBe('too-close-to-enemy')
    expect(planMove(query(pathOf([walk([0, 0, 0], [5, 0, 0])], [], [{ id: 'e', side: 'b', edge: 3 }]))).refusal).toBeNull()
    expect(planMove(query(straight(5), { mover: { ...MOVER, movementType: 'stationary' } })).refusal?.code).toBe('stationary')
    expect(planMove(query(straight(5), { kind: 'disengage' })).refusal?.code).toBe('not-in-melee')
    // Disengaging: the first action costs 2 AP (8.3), the next 1: 15 cm is 3 AP.
    expect(planMove(query(straight(15), { kind: 'disengage', inMelee: true })).apNeeded).toBe(3)
  })

  it('sets the fast token above 20 cm actually moved in the phase (8.9)', () => {
    const moved = (m: number) => ({ ...newModelState('m', 'a', card()), movedThisPhase: m })
    expect(planMove(query(straight(6), { model: moved(15) })).fast).toBe(true)
    expect(planMove(query(straight(5), { model: moved(15) })).fast).toBe(false)
  })

  it('asks for a movement test to jump more than the speed, refuses more than twice (8.5)', () => {
    const jump = (gap: number) => pathOf([walk([0, 6, 0], [gap + 2, 6, 0], { kind: 'jump', gap })])
    expect(planMove(query(jump(8))).tests).toEqual([])
    expect(planMove(query(jump(12))).tests).toContainEqual(expect.objectContaining({ kind: 'jump', attribute: 'AGI' }))
    expect(planMove(query(jump(25))).refusal?.code).toBe('too-far')
  })

  it('asks for the EH test and the movement test for a drop between H and 2H (8.8, 8.8.1)', () => {
    // A 6 cm drop of a medium figure (H = 4): above H, up to 2H.
    const plan = planMove(query(pathOf([walk([0, 6, 0], [3, 0, 0], { kind: 'drop', dropped: 6 })])))
    expect(plan.tests.map((t) => t.kind)).toEqual(['courage', 'fallDamage'])
    expect(plan.drops[0].ruling.outcome).toBe('test')
    // A 3 cm drop needs nothing.
    expect(planMove(query(pathOf([walk([0, 3, 0], [3, 0, 0], { kind: 'drop', dropped: 3 })]))).tests).toEqual([])
  })
})

describe('pathRulesFor', () => {
  const others = [
    { id: 'f', side: 'a' },
    { id: 'e', side: 'b' },
  ]
  it('lets legs climb 2H, drop H and jump the speed; blocks swamp and enemies', () => {
    expect(pathRulesFor(MOVER, others, { swamp: 'impassable', wood: 'difficult' })).toMatchObject({
      climbLimit: 8,
      climbFactor: 2,
      dropLimit: 4,
      jumpLimit: 10,
      blockedTerrain: ['swamp'],
      blockingFigures: ['e'],
    })
  })
  it('prone: no jumps (8.5); hover ignores passability (8.1); risk "tests" allows 2H drops and 2 x speed jumps', () => {
    expect(pathRulesFor({ ...MOVER, prone: true, height: 2.5 }, others, {}).jumpLimit).toBe(0)
    expect(pathRulesFor({ ...MOVER, prone: true, height: 2.5 }, others, {}).climbLimit).toBe(5)
    expect(pathRulesFor({ ...MOVER, movementType: 'hover' }, others, { swamp: 'impassable' }).blockedTerrain).toEqual([])
    expect(pathRulesFor(MOVER, others, {}, { ...DEFAULT_MOVEMENT_SETTINGS, risk: 'tests' })).toMatchObject({ dropLimit: 8, jumpLimit: 20 })
  })
})

describe('resolveMove, lieDown, standUp', () => {
  const game = () => fixtureGame([{ id: 'm', side: 'a' }])
  const woodPath = pathOf(
    [walk([0, 0, 0], [30, 0, 0])],
    [
      { ids: [], from: 0, to: 8 },
      { ids: ['wood'], from: 8, to: 18 },
      { ids: [], from: 18, to: 30 },
    ],
  )

  it('a passed difficult-terrain test moves 30 cm in 3 actions; the fast token follows (8.9)', () => {
    const plan = planMove(query(woodPath))
    // AGI 4: a 3 passes.
    const r = resolveMove(game(), plan, [30], scriptedDice([3]), { testDifficult: true }, { active: true, inMelee: false })
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value).toMatchObject({ completed: true, stoppedAt: 30, stoppedBy: null })
    expect(r.value.game.models.m).toMatchObject({ ap: 3, movedThisPhase: 30, prone: false })
    expect(r.value.game.models.m.tokens.fast).toBe(true)
  })

  it('a failed test drops the model prone at the wood edge, paying the first two actions (R-9.4b)', () => {
    const plan = planMove(query(woodPath))
    const r = resolveMove(game(), plan, [30], scriptedDice([9]), { testDifficult: true }, { active: true, inMelee: false })
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value).toMatchObject({ completed: false, stoppedAt: 8, stoppedBy: 'difficult-test' })
    expect(r.value.game.models.m).toMatchObject({ ap: 4, prone: true, movedThisPhase: 8 })
  })

  it('lies down and stands up for 1 AP each, refusing the pointless one', () => {
    const down = lieDown(game(), 'm', { active: true, inMelee: false })
    if (!down.ok) throw new Error(down.refusal.reason)
    expect(down.value.models.m).toMatchObject({ prone: true, ap: 5 })
    expect(lieDown(down.value, 'm', { active: true, inMelee: false })).toMatchObject({ ok: false, refusal: { code: 'prone' } })
    const up = standUp(down.value, 'm', { active: true, inMelee: false })
    if (!up.ok) throw new Error(up.refusal.reason)
    expect(up.value.models.m).toMatchObject({ prone: false, ap: 4 })
  })
})
