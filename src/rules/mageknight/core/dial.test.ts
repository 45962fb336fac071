import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { castleSectionKind, mkFigureCard } from '../../../scene/mageknight/library'
import { figurePiece, heal, isEliminated, isInactiveDial, isMultiDial, sectionPiece, statsOf, takeDamage } from './dial'

const golem = () => figurePiece(mkFigureCard('mk-bone-golem'), 'bone', 'mark')

describe('dial values (core 2)', () => {
  it('reads the Bone Golem at its start: defence 16', () => {
    expect(statsOf(golem())).toMatchObject({ speed: 7, attack: 10, defence: 16, damage: 3, skulls: 0 })
  })
  it('a wall shows fortification, no speed, no attack or damage', () => {
    const wall = sectionPiece(castleSectionKind('wall'), 'w1', 'castle', 'heavy')
    expect(statsOf(wall)).toMatchObject({ speed: null, fortification: 3, attack: 0, damage: 0, rangeIn: 0 })
  })
  it('light sections start three clicks in (001 "Punktwert")', () => {
    expect(sectionPiece(castleSectionKind('citadel'), 'c', 'castle', 'light').clicks).toEqual([3])
    expect(sectionPiece(castleSectionKind('citadel'), 'c', 'castle', 'light').points).toBe(84)
  })
})

describe('damage and healing (core 3)', () => {
  it('damage turns the dial, never past the last click; the skull click eliminates', () => {
    const card = mkFigureCard('mk-bone-golem')
    const last = card.dials[0].clicks.length - 1 // 7 value clicks + the skull click: index 7
    const r = takeDamage(golem(), 100)
    expect(r.ok && r.value.piece.clicks[0]).toBe(last)
    expect(r.ok && r.value.clicks).toBe(last)
    expect(r.ok && r.value.eliminated).toBe(true)
    const again = takeDamage(r.ok ? r.value.piece : golem(), 1)
    expect(again.ok ? null : again.refusal.code).toBe('piece-eliminated')
  })
  it('healing never turns back past the start click', () => {
    const hurt = takeDamage(golem(), 3)
    if (!hurt.ok) throw new Error('setup')
    const healed = heal(hurt.value.piece, 5)
    expect(healed.ok && healed.value.piece.clicks[0]).toBe(0)
    expect(healed.ok && healed.value.clicks).toBe(3)
  })
  it('castle sections and large figures cannot be healed', () => {
    const wall = sectionPiece(castleSectionKind('wall'), 'w1', 'castle', 'heavy', 2)
    const r = heal(wall, 1)
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'castle-section-not-healed', clause: { section: 'Allgemeine Regeln' } })
    const dragon = figurePiece(mkFigureCard('mk-fire-dragon'), 'd', 'x')
    const d = heal(dragon, 1)
    expect(d.ok ? null : d.refusal).toMatchObject({
      code: 'large-figure-not-healed',
      clause: { file: '000_07421d6a00d7078f.txt', section: 'Allgemeine Regeln' },
    })
  })
  it('bad arguments are thrown, naming them: no correct caller passes them', () => {
    expect(() => takeDamage(golem(), -1)).toThrow(RangeError)
    expect(() => takeDamage(golem(), -1)).toThrow(/^rules\/mageknight\/core: n \(clicks of damage\): expected a whole number/)
    expect(() => takeDamage(golem(), 1, 3)).toThrow(/^rules\/mageknight\/core: dial: bone has 1 dial/)
    expect(() => heal(golem(), 0.5)).toThrow(/^rules\/mageknight\/core: n \(clicks of healing\)/)
  })
  it('a section is destroyed at three broken towers (its last click)', () => {
    const kind = castleSectionKind('roundTower')
    const tower = sectionPiece(kind, 't', 'castle', 'heavy', kind.dial.clicks.length - 2)
    expect(isEliminated(tower)).toBe(false)
    const r = takeDamage(tower, 1)
    expect(r.ok && r.value.eliminated).toBe(true)
    expect(r.ok && statsOf(r.value.piece).brokenTowers).toBe(3)
  })
  it('a large figure: three skulls make a dial inactive, six in all eliminate it (000)', () => {
    let dragon = figurePiece(mkFigureCard('mk-fire-dragon'), 'd', 'x')
    expect(isMultiDial(dragon)).toBe(true)
    // Each dial: 5 value clicks, then one skull (attack), then three skulls: index 6 shows 3 skulls.
    const r1 = takeDamage(dragon, 6, 0)
    if (!r1.ok) throw new Error('setup')
    dragon = r1.value.piece
    expect(isInactiveDial(dragon, 0)).toBe(true)
    expect(r1.value.eliminated).toBe(false)
    expect(takeDamage(dragon, 1, 0).ok).toBe(false)
    const r2 = takeDamage(dragon, 6, 1)
    expect(r2.ok && r2.value.eliminated).toBe(true)
  })
  it('property: any damage and healing keep every dial between its start and its last click', () => {
    const card = mkFigureCard('mk-steam-golem')
    const last = card.dials[0].clicks.length - 1
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 4 })), { maxLength: 12 }), (steps) => {
        let p = figurePiece(card, 's', 'a')
        for (const [hurt, n] of steps) {
          const r = hurt ? takeDamage(p, n) : heal(p, n)
          if (r.ok) p = r.value.piece
          expect(p.clicks[0]).toBeGreaterThanOrEqual(0)
          expect(p.clicks[0]).toBeLessThanOrEqual(last)
        }
      }),
    )
  })
})
