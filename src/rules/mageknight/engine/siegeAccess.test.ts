import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { performMk } from './engine'
import { codeOf, fig, GROUND, ON_CASTLE, siegeGame } from './siege.testkit'
import type { SiegeAccessFigure, SiegeClimbFacts } from './siegeTypes'
import type { MkAction, MkActionFacts, MkGame } from './types'

/** Known answers of access points, ladders and melee across them in the engine, one 001 paragraph each. */

const endTurn = (g: MkGame): MkGame => {
  const r = performMk(g, { kind: 'endTurn' }, {}, scriptedDice([]))
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.value.game
}
const play = (g: MkGame, action: MkAction, facts: MkActionFacts, dice: number[] = []) => performMk(g, action, facts, scriptedDice(dice))

/** A figure at the tower's door on the ground, put on the top. */
const climbFacts = (extra: Partial<SiegeClimbFacts> = {}): MkActionFacts => ({
  siege: {
    climb: {
      move: null,
      from: [0, 6],
      touchesVia: true,
      fromLevelCm: 0,
      toLevelCm: 10.16,
      placedTouches: ['top'],
      onTop: true,
      fitsOnTop: true,
      reachesInside: false,
      overlaps: [],
      enemiesInContact: [],
      ...extra,
    },
  },
})

describe('001 "Zugangspunkte": into contact with an access point, then put at a connected one; the move ends', () => {
  const game = (door: 'open' | 'closed') =>
    siegeGame(
      [{ id: 't', kind: 'roundTower', side: 'castle', portals: { door } }],
      [fig('crossbowman', 'c1', 'castle'), fig('knight-rider', 'c2', 'castle'), fig('steam-golem', 's1', 'siege')],
    )
  const climb = (piece = 'c1'): MkAction => ({ kind: 'climb', piece, section: 't', via: 'door', to: [0, 0], facingDeg: 180 })

  it('through the open door onto the top: a move action, the figure put on the top facing as its player says', () => {
    const r = play(game('open'), climb(), climbFacts())
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events).toContainEqual({ kind: 'moved', piece: 'c1', to: [0, 0], facingDeg: 180 })
    expect(r.value.game.turn.actions.usedBase).toBe(1)
    expect(r.value.breakdown.lines.map((l) => l.key)).toEqual(expect.arrayContaining(['placeAtAccessPoint', 'moveEnds', 'onCastleSection']))
  })

  it('refuses a closed door, a mounted figure, a figure short of the door, a place at no connected point, a base that overhangs', () => {
    expect(codeOf(play(game('closed'), climb(), climbFacts()))).toBe('access-point-not-open')
    expect(codeOf(play(game('open'), climb('c2'), climbFacts()))).toBe('unwieldy-no-access-points')
    expect(codeOf(play(game('open'), climb(), climbFacts({ touchesVia: false })))).toBe('not-at-access-point')
    expect(codeOf(play(game('open'), climb(), climbFacts({ placedTouches: ['door'], onTop: false, toLevelCm: 0 })))).toBe(
      'not-placed-at-connected-access-point',
    )
    expect(codeOf(play(game('open'), climb(), climbFacts({ fitsOnTop: false })))).toBe('base-overhangs-section')
  })

  it('the move into contact counts against the speed (crossbowman 7 in); an opponent in contact must be broken away from (d6 of 3 fails)', () => {
    const move = {
      from: [0, 20] as [number, number],
      to: [0, 6] as [number, number],
      pathIn: 7.5,
      enemiesInContact: [],
      basesCrossed: [],
      blockedAtIn: null,
      endOverlaps: [],
      enemiesTouchedAtEnd: [],
    }
    expect(codeOf(play(game('open'), climb(), climbFacts({ move })))).toBe('beyond-speed')
    const stuck = play(game('open'), climb(), climbFacts({ enemiesInContact: ['s1'] }), [3])
    if (!stuck.ok) throw new Error(stuck.refusal.reason)
    expect(stuck.value.events).toEqual([{ kind: 'moved', piece: 'c1', to: [0, 6], facingDeg: 180 }])
    expect(stuck.value.game.pieces.c1.actionTokens).toBe(1)
  })
})

describe('001 "Planken und Leitern": a carried ladder set up by a move action without moving, taken away while no enemy touches it', () => {
  const game = () =>
    siegeGame(
      [
        { id: 'w', kind: 'wall', side: 'castle' },
        { id: 't', kind: 'roundTower', side: 'castle' },
      ],
      [fig('steam-golem', 's1', 'siege'), fig('ogre-ram', 's2', 'siege'), fig('bone-golem', 'c1', 'castle')],
      { sides: ['siege', 'castle'], buildTotal: 300, carried: { s1: 'L1' } },
    )
  const ladderFacts = (extra = {}): MkActionFacts => ({
    siege: { ladder: { besideWall: true, touchesLadder: true, enemiesTouching: [], ...extra } },
  })

  it('set up beside the wall it becomes an access point of that wall, and a figure climbs it to the walkway', () => {
    const set = play(game(), { kind: 'ladder', piece: 's1', op: 'setUp', ladder: 'L1', wall: 'w' }, ladderFacts())
    if (!set.ok) throw new Error(set.refusal.reason)
    expect(set.value.game.siege?.ladders.L1).toBe('w')
    expect(Object.keys(set.value.game.siege?.carried ?? {})).toEqual([])
    expect(set.value.events).toContainEqual({ kind: 'ladder', op: 'setUp', ladder: 'L1', wall: 'w', by: 's1' })
    expect(set.value.game.pieces.s1.actionTokens).toBe(1)
    const up = play(
      set.value.game,
      { kind: 'climb', piece: 's2', section: 'w', via: 'L1', to: [0, 0] },
      climbFacts({ placedTouches: ['L1'], from: [0, 5] }),
    )
    expect(codeOf(up)).toBe('ok')
    // At the same level the ladder leads nowhere (R-MK-4a: its other end).
    const level = play(
      set.value.game,
      { kind: 'climb', piece: 's2', section: 'w', via: 'L1', to: [0, 0] },
      climbFacts({ placedTouches: ['L1'], toLevelCm: 0 }),
    )
    expect(codeOf(level)).toBe('not-placed-at-connected-access-point')
  })

  it('refuses a carrier away from the wall, a tower, a figure carrying no ladder', () => {
    expect(
      codeOf(play(game(), { kind: 'ladder', piece: 's1', op: 'setUp', ladder: 'L1', wall: 'w' }, ladderFacts({ besideWall: false }))),
    ).toBe('carrier-not-beside-wall')
    expect(codeOf(play(game(), { kind: 'ladder', piece: 's1', op: 'setUp', ladder: 'L1', wall: 't' }, ladderFacts()))).toBe(
      'ladder-only-beside-wall',
    )
    expect(codeOf(play(game(), { kind: 'ladder', piece: 's2', op: 'setUp', ladder: 'L1', wall: 'w' }, ladderFacts()))).toBe(
      'carries-no-ladder',
    )
  })

  it('the castle takes the ladder away only while no enemy touches it, and carries it on', () => {
    const set = play(game(), { kind: 'ladder', piece: 's1', op: 'setUp', ladder: 'L1', wall: 'w' }, ladderFacts())
    if (!set.ok) throw new Error(set.refusal.reason)
    const castle = endTurn(set.value.game)
    const take: MkAction = { kind: 'ladder', piece: 'c1', op: 'takeAway', ladder: 'L1' }
    const refused = play(castle, take, ladderFacts({ enemiesTouching: ['s2'] }))
    expect(refused.ok ? null : refused.refusal).toMatchObject({ code: 'enemy-at-ladder', params: { enemies: 's2' } })
    expect(codeOf(play(castle, take, ladderFacts({ touchesLadder: false })))).toBe('not-at-ladder')
    const taken = play(castle, take, ladderFacts())
    if (!taken.ok) throw new Error(taken.refusal.reason)
    expect(taken.value.game.siege?.carried.c1).toBe('L1')
    expect(Object.keys(taken.value.game.siege?.ladders ?? {})).toEqual([])
    expect(codeOf(play(taken.value.game, take, ladderFacts()))).toBe('ladder-not-standing')
  })
})

describe('001 "Nahkampf": across connected access points, +1 defence for the higher target, the defender chooses', () => {
  const game = () =>
    siegeGame(
      [{ id: 'w', kind: 'wall', side: 'castle' }],
      [fig('steam-golem', 's1', 'siege'), fig('bone-golem', 'c1', 'castle'), fig('crossbowman', 'c2', 'castle')],
      { sides: ['siege', 'castle'], ladders: { L1: 'w' } },
    )
  /** The Steam Golem at the ladder's foot, 2 cm south of its nearest point, facing north. */
  const attacker = (facingDeg = 0): SiegeAccessFigure => ({
    id: 's1',
    touches: ['L1'],
    nearest: { L1: [0, 0] },
    centre: [0, 2],
    facingDeg,
    elevation: GROUND,
    standsOn: null,
  })
  const onWalkway = (id: string): SiegeAccessFigure & { side: string } => ({
    id,
    side: 'castle',
    touches: ['L1'],
    nearest: { L1: [0, 0] },
    centre: [0, -2],
    facingDeg: 180,
    elevation: ON_CASTLE,
    standsOn: 'w',
  })
  const melee = (target: string, facts: MkActionFacts, dice: number[]) =>
    play(game(), { kind: 'accessMelee', piece: 's1', target, section: 'w' }, facts, dice)

  it('the Steam Golem at the foot of the ladder against the Bone Golem at its top: 10 + 3 + 4 = 17 against 16 + 1', () => {
    const r = melee('c1', { siege: { access: { attacker: attacker(), others: [onWalkway('c1')] } } }, [3, 4])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 17, hit: true })
    expect(r.value.game.pieces.c1.clicks).toEqual([4])
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'inMeleeContactOnlyForThisAttack' }))
  })

  it('with two defenders at the ladder the defender chooses; the attacker must face the access point', () => {
    const two = { siege: { access: { attacker: attacker(), others: [onWalkway('c1'), onWalkway('c2')] } } }
    const r = melee('c2', two, [3, 4])
    expect(r.ok && r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'defenderChooses', value: true }))
    expect(codeOf(melee('c1', { siege: { access: { attacker: attacker(180), others: [onWalkway('c1')] } } }, [3, 4]))).toBe(
      'front-arc-not-at-open-access-point',
    )
    expect(codeOf(melee('c2', { siege: { access: { attacker: attacker(), others: [onWalkway('c1')] } } }, [3, 4]))).toBe(
      'target-not-at-connected-access-point',
    )
  })
})

describe('001 "Torhaus": no access points, but everyone on its top is in melee contact with everyone else there', () => {
  const game = () =>
    siegeGame(
      [{ id: 'gh', kind: 'gatehouse', side: 'castle' }],
      [fig('steam-golem', 's1', 'siege'), fig('bone-golem', 'c1', 'castle'), fig('crossbowman', 'c2', 'castle')],
      { sides: ['siege', 'castle'] },
    )
  /** Figures on the 10.16 cm square top: the golem at its west edge facing east, the others 6 cm east of it. */
  const onTop = (id: string, centre: [number, number], facingDeg: number, standsOn: string | null = 'gh') => ({
    id,
    side: id.startsWith('s') ? 'siege' : 'castle',
    touches: [],
    nearest: {},
    centre,
    facingDeg,
    elevation: standsOn ? ON_CASTLE : GROUND,
    standsOn,
  })
  const facts = (golemFacing: number, c1On: string | null = 'gh'): MkActionFacts => ({
    siege: { access: { attacker: onTop('s1', [-3, 0], golemFacing), others: [onTop('c1', [3, 0], 270, c1On), onTop('c2', [3, 4], 270)] } },
  })
  const melee = (target: string, f: MkActionFacts, dice: number[]) =>
    play(game(), { kind: 'accessMelee', piece: 's1', target, section: 'gh' }, f, dice)

  it('the Steam Golem hits the Bone Golem 6 cm away on the top: 10 + 3 + 3 = 16 against 16, no height bonus', () => {
    const r = melee('c1', facts(90), [3, 3])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 16, opponentTotal: 16, hit: true })
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'gatehouseTopMelee', value: 2 }))
    expect(r.value.game.pieces.c1.clicks).toEqual([4])
  })

  it('refuses a target off the top, one behind the attacker, and an attacker standing below', () => {
    expect(codeOf(melee('c1', facts(90, null), [3, 3]))).toBe('target-not-on-gatehouse-top')
    expect(codeOf(melee('c1', facts(270), [3, 3]))).toBe('outside-front-arc')
    const below: MkActionFacts = {
      siege: { access: { attacker: onTop('s1', [-3, 9], 0, null), others: [onTop('c1', [3, 0], 270)] } },
    }
    expect(codeOf(melee('c1', below, [3, 3]))).toBe('gatehouse-has-no-access-points')
  })
})
