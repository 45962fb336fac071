import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { DEFAULT_CAVALRY_SETTINGS } from '../cavalry'
import { cavalryGame, ok } from './cavalry.testkit'
import { performMk } from './engine'
import type { FormationFacts } from './formationTypes'
import { checkFormationMembers, DEFAULT_MK_SETTINGS } from './index'
import type { MkActionFacts, MkGame, MkMoveFacts } from './types'

/**
 * 003 "Cavalry Units and Formations" through the engine's own entry points: the formation check
 * (`checkFormationMembers`, what play asks) and a formation move (`performMk`). Red (stand-in
 * cards, models/mageknight/cavalry.json): two Orc Raider riders, on a Salamander (s, Orc Raiders)
 * and on a Battle Horse (h, Knights Immortal); a Knights Immortal lancer on a Battle Horse (k);
 * two Wylden Rangers (Elemental League) on Horned Stags (st, st2, independent, Elemental League);
 * an Orc Raider ogre on foot (o). Blue: a bone golem. Build total 600: six actions a turn.
 */
const game = (): MkGame =>
  cavalryGame(
    [
      { card: 'mk-salamander', id: 's', side: 'red' },
      { card: 'mk-orc-raider-rider', id: 's-r', side: 'red' },
      { card: 'mk-battle-horse', id: 'h', side: 'red' },
      { card: 'mk-orc-raider-rider', id: 'h-r', side: 'red' },
      { card: 'mk-battle-horse', id: 'k', side: 'red' },
      { card: 'mk-lancer', id: 'k-r', side: 'red' },
      { card: 'mk-horned-stag', id: 'st', side: 'red' },
      { card: 'mk-wylden-ranger', id: 'st-r', side: 'red' },
      { card: 'mk-horned-stag', id: 'st2', side: 'red' },
      { card: 'mk-wylden-ranger', id: 'st2-r', side: 'red' },
      { card: 'mk-ogre-ram', id: 'o', side: 'red' },
      { card: 'mk-bone-golem', id: 'b1', side: 'blue' },
    ],
    ['red', 'blue'],
    [
      { mount: 's', rider: 's-r' },
      { mount: 'h', rider: 'h-r' },
      { mount: 'k', rider: 'k-r' },
      { mount: 'st', rider: 'st-r' },
      { mount: 'st2', rider: 'st2-r' },
    ],
  )

/** `ids` touching one after the other: the facts' contacts, so only the rules in question can refuse. */
const chain = (ids: readonly string[]): FormationFacts['contacts'] => ids.slice(1).map((id, i) => [ids[i], id] as const)
const check = (g: MkGame, ids: readonly string[]) => checkFormationMembers(g, ids, { contacts: chain(ids) }, DEFAULT_MK_SETTINGS)
const refusal = (r: ReturnType<typeof check> | ReturnType<typeof performMk>) =>
  r.ok ? null : { code: r.refusal.code, params: r.refusal.params, section: r.refusal.clause.section }
const CAVALRY_CLAUSE = 'Cavalry Units and Formations'

/** Each member 4 in north (no one in the way), side by side 5 cm apart, touching at their goals as at the start. */
const moveFacts = (ids: readonly string[]): MkActionFacts => {
  const moves: Record<string, MkMoveFacts> = Object.create(null)
  ids.forEach((id, i) => {
    const from: [number, number] = [i * 5, 0]
    moves[id] = {
      from,
      to: [from[0], -4 * 2.54],
      pathIn: 4,
      enemiesInContact: [],
      basesCrossed: [],
      blockedAtIn: null,
      endOverlaps: [],
      enemiesTouchedAtEnd: [],
    }
  })
  return { formation: { contacts: chain(ids), enemiesInContact: {}, moves, goalContacts: chain(ids), goalOverlaps: [] } }
}
const formationMove = (g: MkGame, ids: readonly string[], settings = DEFAULT_MK_SETTINGS) =>
  performMk(
    g,
    { kind: 'formationMove', members: ids.map((piece) => ({ piece, to: [0, 0] as [number, number], facingDeg: 0 })) },
    moveFacts(ids),
    scriptedDice([]),
    { settings },
  )

/** A rider steps off its mount beside it (003 "Dismounted Riders"): the mount is without a rider, the rider a warrior. */
const dismounted = (mount: string): MkGame =>
  ok(performMk(game(), { kind: 'dismount', piece: mount }, { cavalry: { riderPlaces: { [mount]: [5, 0] } } }, scriptedDice([]))).game
const stagDismounted = () => dismounted('st')

describe('003 "Cavalry Units and Formations" in the engine: one rule, the cavalry rule set\'s', () => {
  it('(a) 003 "Cavalry Units and Formations": a cavalry unit with a figure on foot, even of its riders\' faction, is refused', () => {
    const expected = { code: 'formation-not-all-cavalry', params: { piece: 'o' }, section: CAVALRY_CLAUSE }
    expect(refusal(check(game(), ['s', 'o']))).toEqual(expected)
    // Named by its rider in the saddle the unit is the same (R-MKK-20).
    expect(refusal(check(game(), ['s-r', 'o']))).toEqual(expected)
    const g = game()
    const moved = formationMove(g, ['s', 'o'])
    expect(refusal(moved)).toEqual(expected)
  })

  it('(b) 003 "Cavalry Units and Formations": riders of two factions are refused; riders of one on mounts of two form (R-MKF-7)', () => {
    expect(refusal(check(game(), ['s', 'k']))).toEqual({
      code: 'formation-riders-factions-differ',
      params: { first: 'Orc Raiders', other: 'Knights Immortal' },
      section: CAVALRY_CLAUSE,
    })
    expect(refusal(formationMove(game(), ['s', 'k']))?.code).toBe('formation-riders-factions-differ')
    // The Salamander is Orc Raiders, the horse Knights Immortal; both riders are Orc Raiders.
    const formed = check(game(), ['s', 'h'])
    if (!formed.ok) throw new Error(formed.refusal.reason)
    expect(formed.value.map((l) => [l.key, l.value, l.clause.section])).toEqual([
      ['mk.formation', 's, h', '10'],
      ['mkk.formationFaction', 'Orc Raiders', CAVALRY_CLAUSE],
    ])
    const moved = ok(formationMove(game(), ['s', 'h']))
    expect(moved.events.filter((e) => e.kind === 'moved').map((e) => e.piece)).toEqual(['s', 'h'])
  })

  it('(c) R-MKF-8: a mount without a rider is no cavalry unit: refused beside cavalry, even cavalry of its own faction', () => {
    const g = stagDismounted()
    expect(g.cavalry?.saddle.st).toBeNull()
    // st2's ranger is Elemental League like the riderless stag itself: still no formation.
    expect(refusal(check(g, ['st', 'st2']))).toEqual({
      code: 'formation-not-all-cavalry',
      params: { piece: 'st', why: 'riderless-mount' },
      section: CAVALRY_CLAUSE,
    })
    expect(refusal(check(g, ['s', 'st']))).toEqual({
      code: 'formation-not-all-cavalry',
      params: { piece: 'st', why: 'riderless-mount' },
      section: CAVALRY_CLAUSE,
    })
    expect(refusal(formationMove(g, ['st2', 'st']))?.code).toBe('formation-not-all-cavalry')
  })

  it('(c) R-MKF-8: without cavalry the riderless mount forms by core 10, with its own faction, if it may act at all', () => {
    const g = stagDismounted()
    // Its dismounted ranger (a warrior now, Elemental League) and the stag (Elemental League): one faction.
    const moved = ok(formationMove(g, ['st', 'st-r']))
    expect(moved.events.filter((e) => e.kind === 'moved').map((e) => e.piece)).toEqual(['st', 'st-r'])
    expect(moved.breakdown.lines.some((l) => l.key === 'mkk.formationFaction')).toBe(false)
    // The battle horse is skittish: without its rider it takes no action (R-MKK-3), in a formation neither.
    const horse = dismounted('k')
    expect(refusal(formationMove(horse, ['k', 'k-r']))).toEqual({
      code: 'skittish-mount-no-action',
      params: { piece: 'k' },
      section: 'R-MKK-3',
    })
    const mayAct = { ...DEFAULT_MK_SETTINGS, cavalry: { ...DEFAULT_CAVALRY_SETTINGS, skittishRiderlessMayAct: true } }
    expect(ok(formationMove(horse, ['k', 'k-r'], mayAct)).events.filter((e) => e.kind === 'moved').length).toBe(2)
    // The ogre is Orc Raiders: core 10's one faction refuses it, not 003.
    expect(refusal(check(g, ['st', 'o']))).toEqual({
      code: 'formation-mixed-factions',
      params: { factions: 'Elemental League, Orc Raiders' },
      section: '10',
    })
  })
  it('R-MKK-20: a unit named by its mount and by its seated rider is one member named twice', () => {
    expect(refusal(check(game(), ['s', 'h', 's-r']))).toEqual({
      code: 'formation-member-twice',
      params: { piece: 's' },
      section: 'R-MKK-20',
    })
    expect(refusal(formationMove(game(), ['s-r', 's']))?.code).toBe('formation-member-twice')
    // Named once, by its rider, the unit forms as by its mount.
    expect(check(game(), ['s-r', 'h']).ok).toBe(true)
  })
})
