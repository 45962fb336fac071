import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { scriptedDice } from '../../kernel/dice'
import { figurePiece, type MkPiece } from '../core/dial'
import { performMk } from './engine'
import { newMkGame } from './game'
import type { MkActionFacts, MkGame, MkLargeFacts, MkPairFacts } from './types'

/**
 * Large figures and chariots in the engine over hand-made facts (000). The stand-in cards of
 * models/mageknight/large-figures.json: the war mammoth at its full version (front: attack 10,
 * damage 4, range 10); the war chariot (rear click 0 defence 15; left click 6 and rear click 5
 * show three skulls, right click 5 two); the chariot archer (one dial). Red's mammoth stands at
 * the origin facing north (-z); blue's chariot 15 in north of it, facing north, the archer aboard.
 */
const IN = 2.54
const mammoth = (): MkPiece => figurePiece(mkFigureCard('mk-war-mammoth'), 'mammoth', 'red')
const chariot = (clicks?: number[]): MkPiece => {
  const p = figurePiece(mkFigureCard('mk-war-chariot'), 'chariot', 'blue')
  return clicks ? { ...p, clicks } : p
}
const archer = (side = 'blue'): MkPiece => figurePiece(mkFigureCard('mk-chariot-archer'), 'archer', side)

function game(pieces: MkPiece[], aboard = true): MkGame {
  const g = newMkGame(pieces, ['red', 'blue'], 400)
  return aboard ? { ...g, aboard: Object.assign(Object.create(null), { chariot: 'archer' }) } : g
}

const large = (touching: MkLargeFacts['touching'] = {}): MkLargeFacts => ({
  placement: { mammoth: { centre: [0, 0], facingDeg: 0 }, chariot: { centre: [0, -15 * IN], facingDeg: 0 } },
  touching,
})

const pair = (attacker: string, target: string, from: [number, number], to: [number, number]): MkPairFacts => ({
  attacker,
  target,
  attackerCentre: from,
  targetCentre: to,
  attackerFacingDeg: 0,
  targetFacingDeg: 0,
  distanceIn: Math.hypot(to[0] - from[0], to[1] - from[1]) / IN,
  inBaseContact: false,
  lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
  attackerRaised: false,
  targetRaised: false,
})

const mammothShot = (): MkActionFacts => ({
  pairs: [pair('mammoth', 'chariot', [0, 0], [0, -15 * IN])],
  enemiesInContact: [],
  large: large(),
})

describe('000 "Fernkampf" and "Den Passagier verletzen" in the engine', () => {
  it('Angriff auf weite Entfernung: the front shoots 15 in at a large figure with its range doubled and 2 less damage; the rear hit reaches the passenger on a 5, less its own toughness', () => {
    // 2d6 6+5 = 11 + attack 10 = 21 against the chariot's rear (the mammoth is behind it), defence 15: a hit
    // of 4 - 2 = 2 clicks on the rear (dial 3); then the passenger's d6: 5, so the archer takes the 2 less
    // its own Zähigkeit (its click 0 defence shows it): 1 click.
    const r = performMk(
      game([mammoth(), chariot(), archer()]),
      { kind: 'ranged', piece: 'mammoth', targets: ['chariot'], dial: 0 },
      mammothShot(),
      scriptedDice([6, 5, 5]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events).toContainEqual({ kind: 'clicks', piece: 'chariot', dial: 3, from: 0, to: 2 })
    expect(r.value.events).toContainEqual({ kind: 'clicks', piece: 'archer', dial: 0, from: 0, to: 1 })
    expect(r.value.breakdown.modifiers).toContainEqual(expect.objectContaining({ key: 'longRangeDamage', value: -2 }))
  })

  it('the passenger cannot be targeted', () => {
    const facts: MkActionFacts = { pairs: [pair('mammoth', 'archer', [0, 0], [0, -14 * IN])], enemiesInContact: [], large: large() }
    const r = performMk(
      game([mammoth(), chariot(), archer()]),
      { kind: 'ranged', piece: 'mammoth', targets: ['archer'], dial: 0 },
      facts,
      scriptedDice([]),
    )
    expect(r.ok ? null : r.refusal.code).toBe('passenger-cannot-be-targeted')
  })

  it('a destroyed chariot leaves its passenger on its centre point with d6 clicks', () => {
    // Five skulls (left three, right two); the rear hit of 2 clicks (rear click 2 -> 4, two skulls) makes seven:
    // the chariot is out. The passenger's d6 for the rear hit: 1 (spared); the d6 for the destruction: 3.
    const g = game([mammoth(), chariot([0, 6, 5, 2]), archer()])
    const r = performMk(g, { kind: 'ranged', piece: 'mammoth', targets: ['chariot'], dial: 0 }, mammothShot(), scriptedDice([6, 5, 1, 3]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events).toContainEqual({ kind: 'eliminated', piece: 'chariot', by: 'red' })
    expect(r.value.events).toContainEqual({ kind: 'moved', piece: 'archer', to: [0, -15 * IN], facingDeg: null })
    expect(r.value.events).toContainEqual({ kind: 'clicks', piece: 'archer', dial: 0, from: 0, to: 3 })
    expect(r.value.game.aboard?.chariot).toBeUndefined()
  })
})

describe('000 "Aktionen" and "Lösen" in the engine', () => {
  const moveFacts = (): MkActionFacts => ({
    move: {
      from: [0, 0],
      to: [0, -5 * IN],
      pathIn: 5,
      enemiesInContact: ['hero'],
      basesCrossed: [],
      blockedAtIn: null,
      endOverlaps: [],
      enemiesTouchedAtEnd: [],
    },
    large: { ...large(), move: { basesOnPath: [], blockingAtIn: null, blockingAtEnd: false, overlapsAtEnd: [] } },
  })

  it('a failed break-away (a 1) spends the move actions and leaves the figure unmoved; the combined move is made', () => {
    const g = game([mammoth(), chariot()], false)
    const r = performMk(
      g,
      { kind: 'largeMove', piece: 'mammoth', sections: ['left', 'right'], to: [0, -5 * IN] },
      moveFacts(),
      scriptedDice([1]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events.filter((e) => e.kind === 'moved')).toEqual([])
    expect(r.value.game.turn.actions.usedBase).toBe(2)
    const again = performMk(
      r.value.game,
      { kind: 'largeMove', piece: 'mammoth', sections: ['front'], to: [0, -5 * IN] },
      moveFacts(),
      scriptedDice([6]),
    )
    expect(again.ok ? null : again.refusal.code).toBe('combined-move-made')
  })

  it("a section that moved may not act again; the others attack after the move, each one of the turn's actions", () => {
    const g = game([mammoth(), chariot()], false)
    const moved = performMk(g, { kind: 'move', piece: 'mammoth', to: [0, -1 * IN], dial: 0 }, moveFacts(), scriptedDice([6]))
    if (!moved.ok) throw new Error(moved.refusal.reason)
    const facts = { ...mammothShot(), pairs: [pair('mammoth', 'chariot', [0, -1 * IN], [0, -15 * IN])] }
    const front = performMk(moved.value.game, { kind: 'ranged', piece: 'mammoth', targets: ['chariot'], dial: 0 }, facts, scriptedDice([]))
    expect(front.ok ? null : front.refusal.code).toBe('section-acted-this-turn')
    const noDial = performMk(moved.value.game, { kind: 'ranged', piece: 'mammoth', targets: ['chariot'] }, facts, scriptedDice([]))
    expect(noDial.ok ? null : noDial.refusal.code).toBe('large-section-required')
  })
})
