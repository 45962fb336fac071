import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Equipment, Trait, UnitCard } from '../../../scene/cards/unitCard'
import { card, fixtureGame } from '../model/game.testkit'
import { scriptedDice, seededDice } from '../../kernel/dice'
import type { GameState, ModelState } from '../model/gameState'
import { currentAttribute } from '../model/attributes'
import { expireItemModifiers, rerollsFor, unwieldyCarried, useEquipment, useItem, type ItemUseFacts } from './equipment'
import { effectiveTraits, hasTrait, traitLevel, useTrait } from './traits'

const medkit: Equipment = { name: 'Medkit', apCost: 2, uses: 3, effect: { kind: 'heal', hp: 2 } }
const spray: Equipment = { name: 'Spray', uses: 1, effect: { kind: 'heal', hp: 1 } }
const stim: Equipment = { name: 'Stim', apCost: 1, effect: { kind: 'modifyAttribute', attribute: 'NK', value: 2 } }
const calm: Trait = { name: 'Ruhe', apCost: 1, uses: 2, effect: { kind: 'clearToken', token: 'shock' } }
const scope: Equipment = { name: 'Zielfernrohr', effect: { kind: 'reroll', attribute: 'FK', times: 1 } }
const veteran: Trait[] = [
  { name: 'Bewährter Fernkämpfer', level: 1, effect: { kind: 'reroll', attribute: 'FK', times: 1 } },
  { name: 'Bewährter Fernkämpfer', level: 2, effect: { kind: 'reroll', attribute: 'FK', times: 2 } },
]
const luck: Trait = { name: 'Glück', uses: 1, effect: { kind: 'reroll', attribute: 'FK', times: 3 } }
const cloak: Equipment = { name: 'Tarnumhang', apCost: 1, effect: { kind: 'camouflage', mode: 'passive', level: 1 } }

function g(c: Partial<UnitCard> = {}, patch: Partial<ModelState> = {}): GameState {
  return fixtureGame([
    { id: 'm', side: 'A', card: card({ equipment: [medkit, spray, stim, scope, cloak], traits: [calm, ...veteran, luck], ...c }), patch },
    { id: 'f', side: 'A', patch: { hpLost: 3 } },
    { id: 'e', side: 'B', patch: { hpLost: 3 } },
  ])
}
const facts: ItemUseFacts = { active: true, inMelee: false, baseContacts: ['f', 'e'] }

describe('traits: levels (7.2)', () => {
  it('the highest level counts; names match regardless of case', () => {
    const c = card({ traits: [...veteran, { name: 'Hacking' }] })
    expect(traitLevel(c, 'bewährter fernkämpfer')).toBe(2)
    expect(traitLevel(c, 'Hacking')).toBe(1)
    expect(traitLevel(c, 'Schlossknacken')).toBeNull()
    expect([hasTrait(c, 'Bewährter Fernkämpfer', 2), hasTrait(c, 'Bewährter Fernkämpfer', 3)]).toEqual([true, false])
    expect(effectiveTraits(c).map((t) => [t.name, t.level])).toEqual([
      ['Bewährter Fernkämpfer', 2],
      ['Hacking', undefined],
    ])
  })
})

describe('use trait / use equipment (7.1, 7.3, 7.4, 17.1, 17.3, 17.4)', () => {
  it('an AP cost makes it an action: AP, a marker, the heal (never above the maximum)', () => {
    const r = useEquipment(g({}, { hpLost: 3 }), scriptedDice([]), 'm', 'Medkit', facts)
    expect(r.ok && r.value).toMatchObject({ ap: 2, action: true, usesLeft: 2 })
    expect(r.ok && r.value.game.models.m).toMatchObject({ ap: 4, hpLost: 1 })
    if (!r.ok) return
    const again = useEquipment(r.value.game, scriptedDice([]), 'm', 'Medkit', facts)
    expect(again.ok && again.value.game.models.m.hpLost).toBe(0) // 1 lost, 2 healed: back to full, not beyond
  })

  it('no AP printed: no action, usable outside the own phase; the last marker is struck and then no-uses-left', () => {
    const r = useEquipment(g({}, { hpLost: 2 }), scriptedDice([]), 'm', 'Spray', { ...facts, active: false })
    expect(r.ok && r.value).toMatchObject({ ap: 0, action: false, usesLeft: 0 })
    expect(r.ok && r.value.game.models.m).toMatchObject({ ap: 6, hpLost: 1 })
    if (!r.ok) return
    const again = useEquipment(r.value.game, scriptedDice([]), 'm', 'Spray', facts)
    expect(!again.ok && again.refusal.code).toBe('no-uses-left')
  })

  it.each([
    ['an action outside its phase', { name: 'Medkit', facts: { ...facts, active: false } }, 'not-active'],
    ['an action in melee', { name: 'Medkit', facts: { ...facts, inMelee: true } }, 'in-melee'],
    ['an unknown item', { name: 'Seil' }, 'no-such-item'],
    ['a passive item', { name: 'Zielfernrohr' }, 'applies-by-itself'],
    ['heal a friend out of contact', { name: 'Medkit', targetId: 'f', facts: { ...facts, baseContacts: [] } }, 'not-in-base-contact'],
    ['heal an enemy (R-17a)', { name: 'Medkit', targetId: 'e' }, 'not-a-friend'],
    ['passive camouflage away from terrain', { name: 'Tarnumhang' }, 'camouflage-needs-terrain'],
  ] as const)('refuses %s', (_, req, code) => {
    const r = useEquipment(
      g(),
      scriptedDice([]),
      'm',
      req.name,
      'facts' in req ? req.facts : facts,
      'targetId' in req ? req.targetId : undefined,
    )
    expect(!r.ok && r.refusal.code).toBe(code)
  })

  it('heals a friend in base contact (R-17a)', () => {
    const r = useEquipment(g(), scriptedDice([]), 'm', 'Medkit', facts, 'f')
    expect(r.ok && r.value.game.models.f.hpLost).toBe(1)
  })

  it('3.7.2: a temporary profile modifier applies while in use and ends at the next phase start (R-3.7.2a)', () => {
    const r = useEquipment(g(), scriptedDice([]), 'm', 'Stim', facts)
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(currentAttribute(r.value.game, 'm', 'NK').value).toBe(4) // NK 2 + 2
    expect(useEquipment(r.value.game, scriptedDice([]), 'm', 'Stim', facts)).toMatchObject({
      ok: false,
      refusal: { code: 'item-already-in-use', params: { item: 'Stim' } },
    })
    const expired = { ...r.value.game, models: { ...r.value.game.models, m: expireItemModifiers(r.value.game.models.m) } }
    expect(currentAttribute(expired, 'm', 'NK').value).toBe(2)
  })

  it('clearToken (a trait with an AP cost: "Eigenschaft anwenden")', () => {
    const base = g({}, { tokens: { ...g().models.m.tokens, shock: 2 } })
    const r = useTrait(base, scriptedDice([]), 'm', 'Ruhe', facts)
    expect(r.ok && r.value.game.models.m).toMatchObject({ ap: 5, tokens: { shock: 0 }, usesLeft: { 'trait:Ruhe': 1 } })
  })

  it('camouflage from equipment: hidden when the preconditions hold (16.1)', () => {
    const r = useItem(
      g(),
      scriptedDice([]),
      { modelId: 'm', kind: 'equipment', name: 'Tarnumhang' },
      { ...facts, touchingTerrainAtLeastProfileSize: true },
    )
    expect(r.ok && r.value.game.models.m.camouflage).toMatchObject({ mode: 'passive', level: 1, hidden: true })
  })

  it('operator: informational, a line for the players', () => {
    const deck: Equipment = { name: 'Fernsteuerdeck', apCost: 0, effect: { kind: 'operator', slots: 1 } }
    const r = useEquipment(g({ equipment: [deck] }), scriptedDice([]), 'm', 'Fernsteuerdeck', facts)
    expect(r.ok && r.breakdown.lines.some((l) => l.key === 'item.operatorSlots' && l.value === 1)).toBe(true)
  })
})

describe('rerolls (7.2) and unwieldy (15.7.4, 17.5)', () => {
  it('passive rerolls apply by themselves; spent ones take a marker; the largest applies (R-7.2a)', () => {
    const passive = rerollsFor(g(), 'm', 'FK')
    expect(passive.ok && passive.value.rerolls).toBe(2) // Bewährter Fernkämpfer II beats the scope's 1
    const spent = rerollsFor(g(), 'm', 'FK', [{ kind: 'trait', name: 'Glück' }])
    expect(spent.ok && spent.value.rerolls).toBe(3)
    expect(spent.ok && spent.value.game.models.m.usesLeft['trait:Glück']).toBe(0)
    if (!spent.ok) return
    expect(rerollsFor(spent.value.game, 'm', 'FK', [{ kind: 'trait', name: 'Glück' }])).toMatchObject({
      ok: false,
      refusal: { code: 'no-uses-left' },
    })
    const none = rerollsFor(g(), 'm', 'NK')
    expect(none.ok && none.value.rerolls).toBe(0)
  })

  it('lists every unwieldy weapon, equipment and armour carried', () => {
    const c = card({
      weapons: [{ name: 'Hellebarde', class: 2, unwieldy: true, profile: { strength: 2, damage: 2 }, range: 'melee' }],
      equipment: [{ name: 'Schild', unwieldy: true }, { name: 'Seil' }],
      armour: [{ name: 'Plattenpanzer', protection: 7, reduction: 1, unwieldy: true }],
    })
    expect(unwieldyCarried(c)).toEqual(['Hellebarde', 'Schild', 'Plattenpanzer'])
    expect(unwieldyCarried(card())).toEqual([])
  })
})

describe('invariants', () => {
  it('uses and AP never fall below 0, whatever is used in whatever order', () => {
    const names = ['Medkit', 'Spray', 'Stim', 'Tarnumhang', 'Zielfernrohr']
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names, 'Ruhe'), fc.boolean()), { maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (seq, ap) => {
          let game = g({}, { ap, hpLost: 4 })
          for (const [name, touching] of seq) {
            const kind = name === 'Ruhe' ? 'trait' : 'equipment'
            const r = useItem(game, seededDice(1), { modelId: 'm', kind, name }, { ...facts, touchingTerrainAtLeastProfileSize: touching })
            if (r.ok) game = r.value.game
          }
          const m = game.models.m
          return m.ap >= 0 && Object.values(m.usesLeft).every((u) => u >= 0) && m.hpLost >= 0
        },
      ),
    )
  })
})
