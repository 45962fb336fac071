import { describe, expect, it } from 'vitest'
import { startedDungeonStore } from './dungeonplay.testkit'

/**
 * The dungeon's figures through the store on scenes/mk-dungeon.json: the shade (speed 8, range 6
 * on its stand-in dial) on (16,4) facing west, the lurker on (8,13), the battle mage on (6,4).
 * Every answer is the judge's (offers.ts, spawnPlay.ts); the store only names the step.
 */
const started = startedDungeonStore

describe("R-MKDJ-4, R-MKD-15: the dungeon's figures in the Dungeons play store", () => {
  it('R-MKDJ-4: with no hero active the shade is offered, activated with its speed 8, moves west by a click on a square in reach (spawnMove) and attacks the mage at range 6', async () => {
    const store = await started()
    const s = () => store.getState()
    expect(s().dungeonplay.offers?.spawns.map((o) => [o.id, o.activate.ok])).toEqual([
      ['shade', true],
      ['lurker', true],
    ])
    expect(s().activateDungeonSpawn('shade')?.ok).toBe(true)
    expect(s().dungeonplay.offers?.active).toMatchObject({ hero: 'shade', pointsLeft: 8, spawn: true })
    // Hand count: the shade on (16,4), the mage on (6,4): ten squares, range 6 on its stand-in dial.
    expect(s().dungeonplay.offers?.spawnAttacks.find((a) => a.target === 'mage')?.attack).toMatchObject({
      ok: false,
      refusal: { code: 'target-out-of-range', params: { distance: 10, range: 6 } },
    })
    // Four squares west along row 4 cost 4; the last step looks west (270), the mage six squares ahead.
    // A click on square (12,4)'s centre: (10 + 12.5 × 2.54, 10 + 4.5 × 2.54) cm = (41.75, 21.43).
    expect(s().clickDungeonSquareAt(41.75, 21.43)?.step).toMatchObject({ do: 'spawnMove', spawn: 'shade', to: [12, 4], facing: 270 })
    expect(s().dungeonplay.activeAt).toEqual({ square: [12, 4], facing: 270 })
    expect(s().dungeonplay.offers?.active?.pointsLeft).toBe(4)
    expect(s().dungeonplay.offers?.spawnAttacks.find((a) => a.target === 'mage')?.attack).toEqual({ ok: true })
    const attack = s().attackWithDungeonSpawn('mage')
    expect(attack?.ok).toBe(true)
    expect(attack?.ok && attack.events.some((e) => e.kind === 'spawnAttacked' && e.target === 'mage')).toBe(true)
    // The attack ends its activation; it has acted since the last hero activation began.
    expect(s().dungeonplay.offers?.active).toBeNull()
    expect(s().dungeonplay.offers?.spawns.find((o) => o.id === 'shade')?.activate).toMatchObject({
      ok: false,
      refusal: { code: 'spawn-acted' },
    })
  })

  it('R-MKDJ-1: an active dungeon figure turns through faceDungeonHero (spawnFace) and ends its activation', async () => {
    const store = await started()
    const s = () => store.getState()
    s().activateDungeonSpawn('lurker')
    expect(s().faceDungeonHero(90)?.ok).toBe(true)
    expect(s().dungeonplay.activeAt).toEqual({ square: [8, 13], facing: 90 })
    expect(s().endDungeonActivation()?.ok).toBe(true)
    expect(s().dungeonplay.offers?.active).toBeNull()
  })

  it('R-MKDJ-4: no dungeon figure is activated while a hero is active', async () => {
    const store = await started()
    const s = () => store.getState()
    s().activateDungeonHero('mage')
    expect(s().dungeonplay.offers?.spawns.find((o) => o.id === 'shade')?.activate).toMatchObject({
      ok: false,
      refusal: { code: 'another-hero-active' },
    })
    const r = s().activateDungeonSpawn('shade')
    expect(r?.ok ? 'ok' : r?.refusal.code).toBe('another-hero-active')
  })

  it("R-MKD-17: the active mage's attack on the shade is offered with its numbers and sent as a heroAttack step", async () => {
    const store = await started()
    const s = () => store.getState()
    s().activateDungeonHero('mage')
    // The mage (attack 9, range 10) on (6,4) facing east, the shade (defence 14) ten squares east: 2d6 needs 9 − 14 → 5.
    const offer = s().dungeonplay.offers?.heroAttacks.find((a) => a.target === 'shade')
    expect(offer).toMatchObject({ name: 'Shade', attack: { ok: true }, preview: { kind: 'ranged', needed: 5, damage: 2 } })
    const r = s().attackDungeonSpawnWithHero('shade')
    expect(r?.ok && r.step).toEqual({ do: 'heroAttack', hero: 'mage', target: 'shade' })
    expect(s().dungeonplay.offers?.active).toBeNull()
  })
})
