import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { actOnArtifact, endActivation, heroEliminated, useArtifact, type UseArtifactInput } from './artifacts'
import { catalogue, handState, hero, settings, testBoard, withStatueTokens } from './dungeons.testkit'
import type { DungeonSettings } from './settings'
import type { DungeonState } from './state'

const board = testBoard()
const use = (state: DungeonState, dice: number[], input: Partial<UseArtifactInput> = {}, s: DungeonSettings = settings()) =>
  useArtifact(state, board, { hero: hero(), artifact: 'statue', occupied: [], ...input }, scriptedDice(dice), catalogue, s)
const code = (r: ReturnType<typeof use>) => (r.ok ? 'ok' : r.refusal.code)
const melee = withStatueTokens(handState({ pools: { yellow: ['yellow-heal'], blue: [], red: [] } }), ['yellow-melee-1'])

describe('002 Artefaktregeln: who may use an artifact, and when', () => {
  it('only heroes of the hero team', () => {
    expect(code(use(melee, [], { hero: hero({ side: 'monsters' }) }))).toBe('not-hero-team')
  })
  it('a furnishing has no tokens to draw', () => {
    expect(code(use(melee, [], { artifact: 'eye', hero: hero({ square: [3, 4], facingDeg: 90 }) }))).toBe('not-haunted-artifact')
  })
  it('each artifact once per activation of a hero; the next activation may again', () => {
    const first = use(melee, [4, 3, 1])
    if (!first.ok) throw new Error(first.refusal.reason)
    const again = withStatueTokens(first.value.state, ['yellow-heal'])
    expect(code(use(again, []))).toBe('artifact-used-this-activation')
    expect(code(use(endActivation(again, 'h1'), [1]))).toBe('ok')
  })
})

describe('002 Verwunschene Artefakte nutzen: adjacent, in the front arc, 4 movement points', () => {
  it("a hero whose numbers are no numbers is the caller's mistake", () => {
    expect(() => use(melee, [], { hero: hero({ movementPoints: Number.NaN }) })).toThrow(/hero.movementPoints/)
  })

  it('not adjacent, not in the front arc, too few movement points, no token left', () => {
    expect(code(use(melee, [], { hero: hero({ square: [0, 3] }) }))).toBe('artifact-not-adjacent')
    expect(code(use(melee, [], { hero: hero({ facingDeg: 180 }) }))).toBe('artifact-not-in-front-arc')
    expect(code(use(melee, [], { hero: hero({ movementPoints: 3 }) }))).toBe('artifact-needs-movement')
    expect(code(use(handState(), []))).toBe('artifact-has-no-tokens')
  })

  it('a melee token: 2d6 + 8 against defence 15, a hit deals 1; 4 points spent, the activation ends, the token goes back', () => {
    // Dice: 4 and 3 for the attack (7 + 8 = 15, a hit), then a 1 puts the token on top of the yellow pool of one.
    const r = use(melee, [4, 3, 1])
    if (!r.ok) throw new Error(r.refusal.reason)
    const { use: done, state } = r.value
    expect(done).toMatchObject({ token: 'yellow-melee-1', kind: 'melee', movementSpent: 4, activationEnds: true, returned: true })
    expect(done.melee).toEqual({ attack: 8, defence: 15, dice: [4, 3], total: 15, hit: true, critical: null, damage: 1 })
    expect(state.pools.yellow).toEqual(['yellow-melee-1', 'yellow-heal'])
    expect(state.artifacts[0].tokens).toEqual([])
    expect(melee.artifacts[0].tokens).toEqual(['yellow-melee-1'])
    expect(r.breakdown.rolls.map((x) => x.purposeKey)).toEqual(['roll.mkdObjectMelee', 'roll.mkdShuffleBack'])
  })

  it('R-MKD-7: a double one misses whatever the total; without criticals the total decides', () => {
    const strong = use(melee, [1, 1, 1], { hero: hero({ defence: 5 }) })
    expect(strong.ok && strong.value.use.melee?.hit).toBe(false)
    const plain = use(melee, [1, 1, 1], { hero: hero({ defence: 5 }) }, settings({ objectAttackCriticals: false }))
    expect(plain.ok && plain.value.use.melee?.hit).toBe(true)
  })

  it('R-MKD-5: the token is drawn at random from all under the artifact, or from the colour named', () => {
    const two = withStatueTokens(handState({ pools: { yellow: [], blue: [], red: [] } }), ['yellow-heal', 'blue-heal'])
    // Two candidates: a 2 on the d12 is the second; the heal goes back into an empty pool (no roll).
    const r = use(two, [2])
    expect(r.ok && r.value.use.token).toBe('blue-heal')
    const chosen = use(two, [], { colour: 'yellow' }, settings({ drawChoice: 'colour-chosen' }))
    expect(chosen.ok && chosen.value.use.token).toBe('yellow-heal')
    expect(code(use(two, [], { colour: 'red' }, settings({ drawChoice: 'colour-chosen' })))).toBe('no-token-of-colour')
  })
})

describe('002 Verwunschene Artefakte nutzen: what a token gives', () => {
  it('a special ability is permanent and replaces the one a token gave before, whose token goes back', () => {
    const before = withStatueTokens(
      handState({ heroes: [{ hero: 'h1', ability: { token: 'blue-ability-1', ability: 'stealth' }, items: [], carrying: null }] }),
      ['yellow-ability-1'],
    )
    const r = use(before, [])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.use.ability).toEqual({ gained: 'toughness', replaced: { token: 'blue-ability-1', ability: 'stealth' } })
    expect(r.value.use.returned).toBe(false)
    expect(r.value.state.heroes[0].ability).toEqual({ token: 'yellow-ability-1', ability: 'toughness' })
    expect(r.value.state.pools.blue).toEqual(['blue-ability-1'])
  })

  it('R-MKD-11: an item does not replace the ability; the hero keeps the item token', () => {
    const before = withStatueTokens(
      handState({ heroes: [{ hero: 'h1', ability: { token: 'blue-ability-1', ability: 'stealth' }, items: [], carrying: null }] }),
      ['red-item'],
    )
    const r = use(before, [])
    expect(r.ok && r.value.state.heroes[0]).toEqual({
      hero: 'h1',
      ability: { token: 'blue-ability-1', ability: 'stealth' },
      items: ['red-item'],
      carrying: null,
    })
    expect(r.ok && r.value.use.item).toBe('amulet-of-power')
  })

  it('healing an unhurt hero changes nothing and the token is used and goes back all the same', () => {
    const r = use(withStatueTokens(handState(), ['blue-heal']), [])
    expect(r.ok && r.value.use.effect).toEqual({ effect: 'heal', clicks: 2, applied: 0 })
    expect(r.ok && r.value.state.pools.blue).toEqual(['blue-heal'])
    const hurt = use(withStatueTokens(handState(), ['blue-heal']), [], { hero: hero({ damageTaken: 1 }) })
    expect(hurt.ok && hurt.value.use.effect?.applied).toBe(1)
  })

  it('Mage Spawns on the free squares nearest the hero, with a move token in a multi-player game (R-MKD-9)', () => {
    const state = withStatueTokens(handState({ multiplayer: true }), ['red-spawns'])
    // Ring around (2,3), row by row, without artifacts and the figure on (1,2): (3,2), (1,4), (2,4).
    const r = use(state, [], { occupied: [[1, 2]] })
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.use.placed?.map((p) => [p.kind, p.at, p.moveToken])).toEqual([
      ['mage-spawn', [3, 2], true],
      ['mage-spawn', [1, 4], true],
      ['mage-spawn', [2, 4], true],
    ])
    expect(r.value.state.placed).toHaveLength(3)
  })

  it('a terrain marker placed is terrain of the board from then on', () => {
    const r = use(withStatueTokens(handState(), ['blue-rubble']), [])
    expect(r.ok && r.value.state.placed.map((p) => [p.kind, p.at])).toEqual([['water', [1, 2]]])
  })

  it('002 Marken erneuern: a refresh token refills every artifact to its start count, then goes back itself', () => {
    const state = withStatueTokens(handState({ pools: { yellow: ['yellow-heal'], blue: ['blue-heal'], red: ['red-heal'] } }), [
      'yellow-refresh',
    ])
    const r = use(state, [])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.state.artifacts.map((a) => a.tokens)).toEqual([['yellow-heal', 'blue-heal'], ['red-heal']])
    expect(r.value.state.pools).toEqual({ yellow: ['yellow-refresh'], blue: [], red: [] })
    expect(r.value.use.refreshed).toEqual([
      { artifact: 'statue', dealt: 2, short: 0 },
      { artifact: 'pond', dealt: 1, short: 0 },
    ])
  })
})

describe('002 Artefaktregeln: artifacts cannot be attacked, destroyed, damaged or moved', () => {
  it('a haunted artifact and a pillar refuse; chairs and tables follow their own rules', () => {
    expect(actOnArtifact(board, 'statue', 'move')).toMatchObject({ ok: false, refusal: { code: 'artifact-untouchable' } })
    expect(actOnArtifact(board, 'pillar', 'destroy')).toMatchObject({ ok: false, refusal: { code: 'artifact-untouchable' } })
    expect(actOnArtifact(board, 'chair', 'attack').ok).toBe(true)
    expect(() => actOnArtifact(board, 'nothing', 'attack')).toThrow(RangeError)
  })

  it('an eliminated hero loses the ability and its token goes back', () => {
    const state = handState({
      heroes: [{ hero: 'h1', ability: { token: 'red-ability-1', ability: 'invulnerability' }, items: [], carrying: null }],
    })
    const r = heroEliminated(state, 'h1', scriptedDice([]), catalogue)
    expect(r.ok && r.value.heroes[0].ability).toBeNull()
    expect(r.ok && r.value.pools.red).toEqual(['red-ability-1'])
  })
})
