import { describe, expect, it } from 'vitest'
import { card, fixtureGame } from '../model/game.testkit'
import { scriptedDice } from '../../kernel/dice'
import type { GameState } from '../model/gameState'
import { useObject, type ObjectSpec, type UseObjectFacts } from './objects'

const hacker = card({
  traits: [
    { name: 'Hacking', level: 2 },
    { name: 'Hacking', level: 3 },
  ],
  equipment: [{ name: 'Keycard' }],
})
const g = (): GameState =>
  fixtureGame([
    { id: 'h', side: 'A', card: hacker },
    { id: 'p', side: 'A' },
  ])
const touching: UseObjectFacts = { active: true, inMelee: false, baseContactWithObject: true }

const door: ObjectSpec = { id: 'door', name: 'Tür', effect: 'opens' }
const terminal: ObjectSpec = { id: 't3', name: 'Terminal III', restrictions: { trait: { name: 'Hacking', minLevel: 3 } } }
const lock: ObjectSpec = { id: 'lock', name: 'Elektronisches Schloss', restrictions: { difficulty: { attribute: 'WN', modifier: -2 } } }
const gate: ObjectSpec = {
  id: 'gate',
  name: 'Tor',
  restrictions: { requiresItem: { kind: 'equipment', name: 'Keycard' }, requiresUsed: ['lever'] },
}

describe('use object (8.3, 9.2.1)', () => {
  it('1 AP in base contact; no restriction: it is used', () => {
    const r = useObject(g(), scriptedDice([]), 'h', door, touching)
    expect(r.ok && r.value.used).toBe(true)
    expect(r.ok && r.value.game.models.h.ap).toBe(5)
  })

  it.each([
    ['not in base contact', 'h', door, { baseContactWithObject: false }, 'not-in-base-contact'],
    ['in melee (15)', 'h', door, { inMelee: true }, 'in-melee'],
    ['outside its phase', 'h', door, { active: false }, 'not-active'],
    ['the trait missing', 'p', terminal, {}, 'lacks-trait'],
    ['the key missing', 'p', { ...gate, restrictions: { requiresItem: gate.restrictions!.requiresItem } }, {}, 'no-such-item'],
    ['the lever not used yet', 'h', gate, {}, 'needs-object-used-first'],
  ] as const)('refused: %s', (_, who, object, facts, code) => {
    const r = useObject(g(), scriptedDice([]), who, object, { ...touching, ...facts })
    expect(!r.ok && r.refusal.code).toBe(code)
  })

  it('7.2: "Hacking III" is met by the highest level the card lists', () => {
    expect(useObject(g(), scriptedDice([]), 'h', terminal, touching).ok).toBe(true)
    expect(
      useObject(g(), scriptedDice([]), 'h', { ...terminal, restrictions: { trait: { name: 'Hacking', minLevel: 4 } } }, touching),
    ).toMatchObject({ ok: false, refusal: { code: 'lacks-trait', params: { model: 'h', trait: 'Hacking', need: 4, have: 3 } } })
  })

  it('complex: with the key and the lever used', () => {
    const r = useObject(g(), scriptedDice([]), 'h', gate, { ...touching, usedObjects: ['lever'] })
    expect(r.ok && r.value.used).toBe(true)
  })

  // WN 3 - 2 = 1: only a 1 succeeds. R-9.2.1a: a failure still costs the AP.
  it.each([
    [1, true],
    [2, false],
  ])('difficulty WN-2: die %d, used %s; 1 AP either way', (die, used) => {
    const r = useObject(g(), scriptedDice([die]), 'h', lock, touching)
    expect(r.ok && r.value.used).toBe(used)
    expect(r.ok && r.breakdown.rolls[0].target).toBe(1)
    expect(r.ok && r.value.game.models.h.ap).toBe(5)
  })
})
