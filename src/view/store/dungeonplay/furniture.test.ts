import { describe, expect, it } from 'vitest'
import { startedDungeonStore } from './dungeonplay.testkit'

/**
 * Furniture through the store on scenes/mk-dungeon.json: the battle mage on (6,4) facing east,
 * the table on (5,5)-(6,5) (its (6,5) square next to the mage, at the edge of its front arc), the
 * chair on (4,5). Offers come from the judge (offers.ts), so a pick-up refused is shown before the click.
 */
async function started(seed = 1) {
  const store = await startedDungeonStore(seed)
  store.getState().activateDungeonHero('mage')
  return store
}

describe('002 Möbel, Stuhl, Tisch in the Dungeons play store', () => {
  it('Tisch: picked up (offered before), carried at +2 a square, put down before anything else', async () => {
    const store = await started()
    const s = () => store.getState()
    const offer = (id: string) => s().dungeonplay.offers?.furniture.find((f) => f.id === id)
    expect(offer('chair')?.pickUp).toMatchObject({ ok: false, refusal: { code: 'furniture-not-adjacent' } })
    expect(offer('table')?.pickUp.ok).toBe(true)
    expect(s().pickUpDungeonFurniture('table')?.ok).toBe(true)
    expect(s().dungeonplay.offers?.active?.carrying).toBe('table')
    expect(offer('table')?.squares).toBeNull()
    // One square east: 1 + 2 for the table = 3 of 6.
    expect(s().dungeonplay.offers?.reachable.find((r) => r.square[0] === 7 && r.square[1] === 4)?.cost).toBe(3)
    expect(s().moveDungeonHero([7, 4])?.ok).toBe(true)
    expect(s().dungeonplay.offers?.active).toMatchObject({ pointsLeft: 3, mustPutDown: true })
    expect(s().dungeonplay.offers?.reachable).toEqual([])
    const end = s().endDungeonActivation()
    expect(end?.ok ? 'ok' : end?.refusal.code).toBe('must-put-down')
    // The panel offers exactly the judge's places: (8,4) running north–south is one; (7,4), the hero's own square, is none.
    const places = s().dungeonplay.offers?.putDown ?? []
    expect(places.some((p) => p.at[0] === 8 && p.at[1] === 4 && p.along === 'ns')).toBe(true)
    expect(places.some((p) => p.squares.some((q) => q[0] === 7 && q[1] === 4))).toBe(false)
    expect(s().putDownDungeonFurniture([8, 4], 'ns')?.ok).toBe(true)
    expect(s().dungeonplay.offers?.putDown).toEqual([])
    expect(offer('table')?.squares).toEqual([
      [8, 4],
      [8, 5],
    ])
  })

  it('Möbel: an attack that is no fire, lightning or shockwave is refused with the rules clause', async () => {
    const store = await started()
    const s = () => store.getState()
    s().faceDungeonHero(180)
    const r = s().attackDungeonFurniture('table', 'other')
    expect(r?.ok ? 'ok' : r?.refusal.code).toBe('furniture-needs-fire-or-shockwave')
    expect(s().dungeonplay.last?.ok).toBe(false)
    expect(s().dungeonplay.steps).toBe(2)
  })
})
