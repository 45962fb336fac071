import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { cavalryGame, pairFacts } from './cavalry.testkit'
import { performMk } from './engine'
import type { MkActionFacts, MkGame } from './types'

/**
 * 003 "Subfaction Abilities: Wylden Host", NATURE'S ALLY: "When this warrior is in hindering
 * terrain, it gets +1 to its defense value"; a cavalry unit cannot use subfaction abilities.
 * Stand-ins (R-MKK-19): Wylden Ranger defence 15, Horned Stag defence 14; Crossbowman attack 8.
 */
function game(): MkGame {
  const figures = [
    { card: 'mk-crossbowman', id: 'x', side: 'red' },
    { card: 'mk-horned-stag', id: 's', side: 'blue' },
    { card: 'mk-wylden-ranger', id: 'w', side: 'blue' },
  ]
  return cavalryGame(figures, ['red', 'blue'], [{ mount: 's', rider: 'w' }])
}

const pair = (target: string) => pairFacts('x', target, 6)

describe("003 Subfaction Abilities: Wylden Host, Nature's Ally", () => {
  it('a dismounted Wylden Ranger in hindering terrain defends at 16: 2d6 4 + 3 + 8 = 15 misses it, and hits it in the open', () => {
    // Dismounted: its card in the game, the stag's saddle empty.
    const mounted = game()
    const g = { ...mounted, cavalry: mounted.cavalry && { ...mounted.cavalry, saddle: Object.assign(Object.create(null), { s: null }) } }
    const shoot = (facts: MkActionFacts) => performMk(g, { kind: 'ranged', piece: 'x', targets: ['w'] }, facts, scriptedDice([4, 3]))
    const inWood = shoot({ pairs: [pair('w')], enemiesInContact: [], cavalry: { inHinderingTerrain: ['w'] } })
    if (!inWood.ok) throw new Error(inWood.refusal.code)
    expect(inWood.value.breakdown.modifiers.find((m) => m.key === 'mkk.naturesAlly')?.value).toBe(1)
    expect(inWood.value.events.some((e) => e.kind === 'clicks')).toBe(false)
    const open = shoot({ pairs: [pair('w')], enemiesInContact: [] })
    expect(open.ok && open.value.events).toContainEqual({ kind: 'clicks', piece: 'w', dial: 0, from: 0, to: 3 })
  })

  it('in the saddle it is lost: the shot at the rider hits at 15 in hindering terrain', () => {
    const facts: MkActionFacts = { pairs: [pair('w')], enemiesInContact: [], cavalry: { inHinderingTerrain: ['w'] } }
    const r = performMk(game(), { kind: 'ranged', piece: 'x', targets: ['w'] }, facts, scriptedDice([4, 3]))
    if (!r.ok) throw new Error(r.refusal.code)
    expect(r.value.breakdown.lines.find((l) => l.key === 'mkk.naturesAllyLost')).toBeDefined()
    expect(r.value.events).toContainEqual({ kind: 'clicks', piece: 'w', dial: 0, from: 0, to: 3 })
  })
})
