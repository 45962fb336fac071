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

/** `id`'s every click shows stealth (core 14) on its speed value: no card of ours prints it on a one-dial warrior. */
function withStealth(g: MkGame, id: string): MkGame {
  const p = g.pieces[id]
  const clicks = p.dials[0].clicks.map((c) => ({ ...c, speed: c.speed && { ...c.speed, abilities: ['stealth' as const] } }))
  const pieces = Object.assign(Object.create(null), g.pieces, { [id]: { ...p, dials: [{ ...p.dials[0], clicks }, ...p.dials.slice(1)] } })
  return { ...g, pieces }
}

describe('003 Subfaction Abilities: Wylden Host, Nature\'s Ally: "This warrior\'s line of fire is not affected by hindering or concealing terrain"', () => {
  // Blue's Wylden Ranger (range 8) shoots at red's crossbowman 6 in away, who shows stealth; a wood lies on the line.
  const blueFirst = (): MkGame => {
    const figures = [
      { card: 'mk-crossbowman', id: 'x', side: 'red' },
      { card: 'mk-horned-stag', id: 's', side: 'blue' },
      { card: 'mk-wylden-ranger', id: 'w', side: 'blue' },
    ]
    return withStealth(cavalryGame(figures, ['blue', 'red'], [{ mount: 's', rider: 'w' }]), 'x')
  }
  const dismounted = (g: MkGame): MkGame => ({
    ...g,
    cavalry: g.cavalry && { ...g.cavalry, saddle: Object.assign(Object.create(null), { s: null }) },
  })
  const wooded: MkActionFacts = { pairs: [{ ...pairFacts('w', 'x', 6), hinderingTerrain: ['wood'] }], enemiesInContact: [] }

  it('a crossbowman with stealth behind the wood is no target for others (R-MKC-8), but the dismounted ranger shoots it', () => {
    const shot = performMk(dismounted(blueFirst()), { kind: 'ranged', piece: 'w', targets: ['x'] }, wooded, scriptedDice([6, 6]))
    if (!shot.ok) throw new Error(shot.refusal.code)
    expect(shot.value.breakdown.lines.find((l) => l.key === 'mkk.naturesAllyLineOfFire')?.value).toBe('x')
    // Without the wood on the line, stealth does not hide it either: the same shot, no ally line.
    const open: MkActionFacts = { pairs: [pairFacts('w', 'x', 6)], enemiesInContact: [] }
    const plain = performMk(dismounted(blueFirst()), { kind: 'ranged', piece: 'w', targets: ['x'] }, open, scriptedDice([6, 6]))
    expect(plain.ok && plain.value.breakdown.lines.some((l) => l.key === 'mkk.naturesAllyLineOfFire')).toBe(false)
  })

  it('in the saddle the ranger has lost it (003 "Cavalry Units"): the rider’s shot through the wood is refused, hidden-by-stealth', () => {
    const r = performMk(
      blueFirst(),
      { kind: 'ranged', piece: 'w', targets: ['x'], cavalry: { dial: 'rider' } },
      wooded,
      scriptedDice([6, 6]),
    )
    expect(r.ok ? null : r.refusal.code).toBe('hidden-by-stealth')
  })
})
