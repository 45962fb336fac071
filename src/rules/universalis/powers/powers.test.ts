import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Discipline, Power, UnitCard } from '../../../scene/cards/unitCard'
import { card, colossus, fixtureGame } from '../model/game.testkit'
import { combatSettings } from '../ranged/settings'
import { scriptedDice, seededDice } from '../../kernel/dice'
import type { GameState, ModelState } from '../model/gameState'
import { checkPowerChoice, choosePowers, powerHpLoss } from './catalogue'
import { endPower, usePower, type UsePowerFacts, type UsePowerRequest } from './powers'
import { blockPower } from './blocking'
import type { MeleeRolled } from '../melee/types'

const power = (p: Partial<Power> & Pick<Power, 'name'>): Power => ({
  apCost: 2,
  attribute: 'FK',
  difficulty: 0,
  target: 'model',
  range: 'distance',
  duration: 'instant',
  rules: 'Testkraft',
  ...p,
})
const fireball = power({
  name: 'Feuerball',
  apCost: 3,
  difficulty: -2,
  hpLoss: { amount: 1, when: 'failure' },
  rangeCm: 30,
  damage: { strength: 6, damage: 2 },
})
const shield = power({ name: 'Flammenschild', attribute: 'KO', target: 'self', duration: 'lasting', hpLoss: { amount: 1, when: 'always' } })
const heal = power({ name: 'Heilung', attribute: 'WN', difficulty: 1, range: 'touch', heal: 2 })
const grip = power({ name: 'Glutgriff', range: 'touch', damage: { strength: 5, damage: 1 } })
const field = power({ name: 'Brandfeld', target: 'area', rangeCm: 20, damage: { strength: 4, damage: 1 } })
const fire: Discipline = { name: 'Feuermagie', powers: [fireball, shield, heal, grip, field] }
const library = { Feuermagie: fire }
const mage = (over: Partial<UnitCard> = {}) =>
  card({ id: 'mage', attributes: { AGI: 4, NK: 2, FK: 6, KO: 5, WN: 4, EH: 3 }, disciplines: [{ name: 'Feuermagie', level: 3 }], ...over })

function g(
  powers = ['Feuerball', 'Flammenschild', 'Heilung', 'Glutgriff', 'Brandfeld'],
  patch: Partial<ModelState> = {},
  enemyPatch: Partial<ModelState> = {},
): GameState {
  return fixtureGame([
    { id: 'm', side: 'A', card: mage(), patch: { powers, ...patch } },
    { id: 'f', side: 'A', patch: { hpLost: 3 } },
    { id: 'e', side: 'B', patch: enemyPatch },
    { id: 'b', side: 'B', card: mage(), patch: { powers: ['Feuerball'] } },
    { id: 'n', side: 'B' },
  ])
}
const at = (distanceCm: number, over: Partial<UsePowerFacts> = {}): UsePowerFacts => ({
  active: true,
  inMelee: false,
  baseContacts: [],
  distanceCm,
  ...over,
})
const use = (game: GameState, dice: number[], req: Partial<UsePowerRequest>, facts: UsePowerFacts) =>
  usePower(game, scriptedDice(dice), library, { casterId: 'm', power: 'Feuerball', targetId: 'e', ...req }, facts)

describe('choosing powers (20.1)', () => {
  it.each([
    [['Feuerball', 'Heilung', 'Glutgriff'], 'ok'],
    [['Feuerball', 'Heilung', 'Glutgriff', 'Brandfeld'], 'too-many-powers'], // level III: 3 at most
    [['Feuerball', 'Feuerball'], 'power-taken-twice'],
    [['Eisblitz'], 'no-such-power'],
  ] as const)('%j: %s', (chosen, code) => {
    const r = checkPowerChoice(mage(), library, chosen)
    expect(r.ok ? 'ok' : r.refusal.code).toBe(code)
  })

  it('only before the game; a model without the discipline has no powers to choose', () => {
    expect(choosePowers(g(), 'm', library, ['Feuerball'])).toMatchObject({ ok: false, refusal: { code: 'game-already-started' } })
    const r = choosePowers({ ...g([]), phase: 'deployment' }, 'm', library, ['Feuerball', 'Heilung'])
    expect(r.ok && r.value.models.m.powers).toEqual(['Feuerball', 'Heilung'])
    expect(checkPowerChoice(card(), library, ['Feuerball'])).toMatchObject({ ok: false, refusal: { code: 'no-such-power' } })
  })
})

describe('known answers from the text', () => {
  it('20.1 Beispiel 20: "Feuermagie - IV" lets Zordan take 4 different powers of the discipline', () => {
    const zordan = mage({ disciplines: [{ name: 'Feuermagie', level: 4 }] })
    expect(checkPowerChoice(zordan, library, ['Feuerball', 'Flammenschild', 'Heilung', 'Glutgriff']).ok).toBe(true)
    expect(checkPowerChoice(zordan, library, ['Feuerball', 'Flammenschild', 'Heilung', 'Glutgriff', 'Brandfeld']).ok).toBe(false)
  })

  // 20.2.2 Beispiel 21: "Explosiver Feuerball" FK-4 is 4 harder, "Levitation" KO+3 3 easier.
  it.each([
    ['Explosiver Feuerball', 'FK', -4, 6 - 4],
    ['Levitation', 'KO', 3, 5 + 3],
  ] as const)('20.2.2 Beispiel 21: %s (%s%d) rolls against %d', (name, attribute, difficulty, target) => {
    const p = power({ name, attribute, difficulty, target: 'self', range: 'touch' })
    const lib = { Feuermagie: { ...fire, powers: [p] } }
    const game = g([name])
    const r = usePower(game, scriptedDice([12]), lib, { casterId: 'm', power: name }, at(0))
    expect(r.ok && r.breakdown.rolls[0].target).toBe(target)
  })
})

describe('using a power (20.2, 20.3)', () => {
  // Feuerball: FK 6 - 2 = 4. Then the hit: wound 10 + 6 = 16 against armour 2 + KO 5 = 7: 2 damage and a shock.
  it('success: AP, the roll with the difficulty, a hit for the damage code', () => {
    const r = use(g(), [4, 10, 2], {}, at(12))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.breakdown.rolls[0]).toMatchObject({ target: 4, dice: [4], success: true })
    expect(r.value).toMatchObject({ success: true, targets: ['e'], blockedBy: null })
    expect(r.value.game.models.m).toMatchObject({ ap: 3, hpLost: 0 })
    expect(r.value.game.models.e).toMatchObject({ hpLost: 2, ap: 5 })
  })

  it("a power's damage on a colossus reads the game's hit-zone table (R-18.3a as set)", () => {
    const game = fixtureGame([
      { id: 'm', side: 'A', card: mage(), patch: { powers: ['Feuerball'] } },
      { id: 'c', side: 'B', card: colossus() },
    ])
    const req = { casterId: 'm', power: 'Feuerball', targetId: 'c' }
    // FK roll 4 succeeds; zone die 4 is the left side on the default table (R-18.3a), the right on a table of rights.
    const byDefault = usePower(game, scriptedDice([4, 4, 12, 1]), library, req, at(12))
    const asSet = usePower(
      game,
      scriptedDice([4, 4, 12, 1]),
      library,
      req,
      at(12),
      combatSettings({ colossus: { hitZoneTable: Array(12).fill('right') } }),
    )
    expect(byDefault.ok && byDefault.value.game.models.c.zoneHpLost?.left).toBeGreaterThan(0)
    expect(asSet.ok && asSet.value.game.models.c.zoneHpLost?.right).toBeGreaterThan(0)
    expect(asSet.ok && asSet.value.game.models.c.zoneHpLost?.left).toBe(0)
  })

  it('failure: AP spent, the HP loss "on failure" (20.2.3), no effect', () => {
    const r = use(g(), [5], {}, at(12))
    expect(r.ok && r.value.success).toBe(false)
    expect(r.ok && r.value.game.models.m).toMatchObject({ ap: 3, hpLost: 1 })
    expect(r.ok && r.value.game.models.e.hpLost).toBe(0)
  })

  it.each([
    ['out of range', {}, at(31), 'out-of-range'],
    ['distance missing (no target to measure to)', {}, { ...at(5), distanceCm: undefined }, 'power-needs-target'],
    ['a power not taken into the game', { power: 'Eisblitz' }, at(5), 'no-such-power'],
    ['no target model', { targetId: undefined }, at(5), 'power-needs-target'],
    ['its caster as the target', { targetId: 'm' }, at(0), 'cannot-target-self'],
    ['a hidden enemy (R-20.2.4a)', { targetId: 'n' }, at(5), 'target-camouflaged'],
    ['touch without base contact', { power: 'Heilung', targetId: 'f' }, at(0), 'not-in-base-contact'],
    ['touch on an enemy without a won melee', { power: 'Glutgriff' }, at(0, { baseContacts: ['e'] }), 'touch-needs-won-melee'],
    ['self power on another', { power: 'Flammenschild' }, at(0), 'power-targets-user-only'],
    ['area by distance out of range', { power: 'Brandfeld', targetId: undefined }, at(21), 'out-of-range'],
  ] as const)('refuses %s', (_, req, facts, code) => {
    const game = g(undefined, {}, {})
    const hiddenN = {
      ...game,
      models: {
        ...game.models,
        n: { ...game.models.n, camouflage: { mode: 'passive' as const, level: 1, hidden: true, fullMovesSinceReveal: 0 } },
      },
    }
    const r = use(hiddenN, [], req as Partial<UsePowerRequest>, facts)
    expect(!r.ok && r.refusal.code).toBe(code)
  })

  it("a distance that is no number of cm is the caller's mistake: it throws", () => {
    expect(() => use(g(), [], {}, at(NaN))).toThrow(/rules\/powers: distanceCm/)
    expect(() => use(g(), [], {}, at(-1))).toThrow(/rules\/powers: distanceCm/)
  })

  it('touch on an enemy after winning a melee against it', () => {
    const won = { attackerId: 'm', defenderId: 'e', winner: 'attacker' } as MeleeRolled
    // FK 6: die 6 succeeds; wound 12 + 5 against 1 + 5: 1 damage.
    const r = use(g(), [6, 12, 1], { power: 'Glutgriff' }, at(0, { baseContacts: ['e'], priorMelee: won, inMelee: true }))
    expect(r.ok && r.value.game.models.e.hpLost).toBe(1)
  })

  it('heal by touch on a friend, never above the maximum', () => {
    // WN 4 + 1 = 5: die 5 succeeds; f has lost 3, heals 2.
    const r = use(g(), [5], { power: 'Heilung', targetId: 'f' }, at(0, { baseContacts: ['f'] }))
    expect(r.ok && r.value.healed).toEqual({ f: 2 })
    expect(r.ok && r.value.game.models.f.hpLost).toBe(1)
  })

  it('lasting: always costs its HP, stays in play, must be ended (1 AP) before it is used again (20.2.6)', () => {
    const r = use(g(), [1], { power: 'Flammenschild', targetId: undefined }, at(0))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.game.models.m).toMatchObject({ hpLost: 1, activePowers: ['Flammenschild'], ap: 4 })
    expect(use(r.value.game, [], { power: 'Flammenschild', targetId: undefined }, at(0))).toMatchObject({
      ok: false,
      refusal: { code: 'power-still-in-play', params: { power: 'Flammenschild' } },
    })
    const ended = endPower(r.value.game, 'm', 'Flammenschild', { active: true, inMelee: false })
    expect(ended.ok && ended.value.models.m).toMatchObject({ activePowers: [], ap: 3 })
    expect(endPower(g(), 'm', 'Flammenschild', { active: true, inMelee: false })).toMatchObject({
      ok: false,
      refusal: { code: 'no-such-power' },
    })
  })

  it('area: every model in it except hidden ones (16.2)', () => {
    const game = g()
    const withHidden = {
      ...game,
      models: {
        ...game.models,
        n: { ...game.models.n, camouflage: { mode: 'active' as const, level: 1, hidden: true, fullMovesSinceReveal: 0 } },
      },
    }
    // FK 6: die 2; hit on e: wound 1 + 4 vs 12 + 5: nothing.
    const r = use(withHidden, [2, 1, 12], { power: 'Brandfeld', targetId: undefined }, at(15, { modelsInArea: ['e', 'n'] }))
    expect(r.ok && r.value.targets).toEqual(['e'])
  })

  it('15.3: a target in defence takes the EH test (and loses the token on a failure)', () => {
    const tokens = { ...g().models.e.tokens, defence: true }
    const r = use(g(undefined, {}, { tokens }), [12, 5], {}, at(10)) // EH 3: 12 fails; FK: 5 fails
    expect(r.ok && r.value.game.models.e.tokens.defence).toBe(false)
  })

  it('an HP loss can eliminate the caster (3.5, 11.2)', () => {
    const r = use(g(undefined, { hpLost: 5 }), [1], { power: 'Flammenschild', targetId: undefined }, at(0))
    expect(r.ok && r.value.game.models.m.eliminated).toBe(true)
  })
})

describe('blocking powers (20.4, 20.5)', () => {
  it('reaction: after the caster succeeds, the blocker rolls on the power attribute with its difficulty', () => {
    // Caster die 3 (<= 4) succeeds; blocker b FK 6 - 2 = 4: die 4 blocks. b pays 3 AP.
    const r = use(g(), [3, 4], { blockers: ['b'] }, at(10, { blockerSees: { b: true } }))
    expect(r.ok && r.value).toMatchObject({ success: true, blockedBy: 'b', targets: [] })
    expect(r.ok && r.value.game.models.b).toMatchObject({ ap: 3, hpLost: 0 })
    expect(r.ok && r.value.game.models.e.hpLost).toBe(0)
  })

  it('a failed block costs the blocker its HP loss too and the power acts', () => {
    const r = use(g(), [3, 9, 10, 2], { blockers: ['b'] }, at(10, { blockerSees: { b: true } }))
    expect(r.ok && r.value.blockedBy).toBeNull()
    expect(r.ok && r.value.game.models.b.hpLost).toBe(1)
    expect(r.ok && r.value.game.models.e.hpLost).toBe(2)
  })

  it.each([
    ['without a discipline', ['e'], { e: true }, 'no-discipline'],
    ['not perceiving', ['b'], {}, 'not-in-perception'],
    ['a friend', ['f'], { f: true }, 'not-an-enemy'],
  ] as const)('refuses a blocker %s', (_, blockers, sees, code) => {
    const r = use(g(), [], { blockers: [...blockers] }, at(10, { blockerSees: sees }))
    expect(!r.ok && r.refusal.code).toBe(code)
  })

  it('action (2 AP): blocks a lasting power in play', () => {
    const cast = use(g(), [1], { power: 'Flammenschild', targetId: undefined }, at(0))
    if (!cast.ok) throw new Error('refused')
    // b: KO 5 + 0: die 5 blocks; "always" HP loss of 1 for b too.
    const r = blockPower(
      cast.value.game,
      scriptedDice([5]),
      library,
      { blockerId: 'b', casterId: 'm', power: 'Flammenschild' },
      { active: true, inMelee: false, inPerception: true },
    )
    expect(r.ok && r.value.blocked).toBe(true)
    expect(r.ok && r.value.game.models.m.activePowers).toEqual([])
    expect(r.ok && r.value.game.models.b).toMatchObject({ ap: 4, hpLost: 1 })
    expect(
      blockPower(
        g(),
        scriptedDice([]),
        library,
        { blockerId: 'b', casterId: 'm', power: 'Flammenschild' },
        { active: true, inMelee: false, inPerception: true },
      ),
    ).toMatchObject({ ok: false, refusal: { code: 'no-such-power' } })
  })
})

describe('invariants', () => {
  it("a power's HP loss never heals and AP never fall below 0", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Feuerball', 'Flammenschild', 'Brandfeld'), { maxLength: 6 }),
        fc.integer(),
        fc.integer({ min: 0, max: 12 }),
        (seq, seed, ap) => {
          let game = g(undefined, { ap })
          const dice = seededDice(seed)
          for (const name of seq) {
            const before = game.models.m.hpLost
            const r = usePower(
              game,
              dice,
              library,
              { casterId: 'm', power: name, targetId: name === 'Feuerball' ? 'e' : undefined },
              at(name === 'Flammenschild' ? 0 : 10, { modelsInArea: ['e', 'f'] }),
            )
            if (!r.ok) continue
            game = r.value.game
            if (game.models.m.hpLost < before || Object.values(game.models).some((m) => m.ap < 0)) return false
          }
          return true
        },
      ),
    )
  })

  it('powerHpLoss: 0 keeps the state, never below the maximum loss', () => {
    const m = g().models.m
    expect(powerHpLoss(m, 0).model.hpLost).toBe(0)
    expect(powerHpLoss(m, 50).model).toMatchObject({ hpLost: 6, eliminated: true })
    expect(powerHpLoss(m, 4).model).toMatchObject({ critical: true, eliminated: false }) // 2 of 6 left: only the critical ones
  })
})
