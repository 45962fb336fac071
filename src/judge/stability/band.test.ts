import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withWorld } from '../../geometry/testScene'
import { loadCardLibrary } from '../../scene/cards/library'
import { parseSceneText } from '../../scene/validate'
import { bandedWeaponOf, bandedWeaponsOf } from './band'

const hillAndWall = () => {
  const r = parseSceneText(readFileSync('scenes/hill-and-wall.json', 'utf8'))
  if (!r.ok) throw new Error(r.problems.join('\n'))
  return r.scene
}
const cards = loadCardLibrary()

describe('which weapon the stability band measures (14.7 range bands, R-STB.2)', () => {
  it("lists the shooter's weapons with range bands in the card's order", () => {
    const { figures } = hillAndWall()
    // guard-archer's card: Longbow and Fire arrows, both banded; marine-grenadier's Grenade launcher and Pistol.
    expect(bandedWeaponsOf(figures, cards, 'r-archer')).toEqual(['Longbow', 'Fire arrows'])
    expect(bandedWeaponsOf(figures, cards, 'b-tower')).toEqual(['Grenade launcher', 'Pistol'])
    const noCard = figures.map((f) => (f.id === 'r-archer' ? { ...f, card: undefined } : f))
    expect(bandedWeaponsOf(noCard, cards, 'r-archer')).toEqual([])
    expect(() => bandedWeaponsOf(figures, cards, 'nobody')).toThrow('no figure "nobody"')
  })

  it('measures the chosen weapon when it is one of them, else the first', async () => {
    await withWorld(hillAndWall(), (world) => {
      expect(bandedWeaponOf(world, cards, 'r-archer')).toBe('Longbow')
      expect(bandedWeaponOf(world, cards, 'r-archer', 'Fire arrows')).toBe('Fire arrows')
      // A choice kept for a shooter whose card no longer has it (or another's weapon) falls back to the first.
      expect(bandedWeaponOf(world, cards, 'r-archer', 'Pulse rifle')).toBe('Longbow')
    })
  })
})
