import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../ports/fakePorts'
import { dungeonStore } from './dungeonplay.testkit'
import { DUNGEON_GAME_KEY } from './dungeonGameStorage'
import { isDungeonScene } from './types'

/**
 * The Dungeons play mode's store over the real judge (ports/dungeonPlayPorts.ts) on
 * scenes/mk-dungeon.json (src/judge/dungeon/dungeon.testkit.ts counts the squares): the battle
 * mage (speed 6) on (6,4) facing east, the matriarch's idol on (6,2) with one token of each
 * colour. Square (6,3)'s centre: 10 + 6.5 × 2.54 = 26.51, 10 + 3.5 × 2.54 = 18.89 cm. Seed 13
 * draws blue-ability-1 (stealth) from the idol (the judge's session.test.ts).
 */
describe('Dungeons play mode in the store', () => {
  it('core 15: starts on the open scene with the store seed, activates a hero and moves it by a click on a square in reach', async () => {
    const store = await dungeonStore()
    const s = () => store.getState()
    const edit = s().scene
    expect(isDungeonScene(edit)).toBe(true)
    expect(s().startDungeonGame()).toBe(true)
    expect(s().diceSeed).not.toBe(13)
    expect(s().dungeonplay.offers?.active).toBeNull()
    expect(s().dungeonplay.facts?.heroes.map((h) => [h.id, h.speed])).toContainEqual(['mage', 6])
    expect(s().activateDungeonHero('mage')?.ok).toBe(true)
    expect(s().dungeonplay.offers?.active).toMatchObject({ hero: 'mage', pointsLeft: 6 })
    // (6,3) is one clear square north: cost 1, offered before the click.
    expect(s().dungeonplay.offers?.reachable.find((r) => r.square[0] === 6 && r.square[1] === 3)?.cost).toBe(1)
    expect(s().clickDungeonSquareAt(26.51, 18.89)?.ok).toBe(true)
    const mage = s().dungeonplay.scene?.figures.find((f) => f.id === 'mage')
    // It faces along its step north (bearing 0) and stands on the square's centre.
    expect([mage?.position, mage?.facing]).toEqual([[26.51, 0, 18.89], 0])
    expect(s().dungeonplay.offers?.active?.pointsLeft).toBe(5)
    expect(s().scene).toBe(edit)
  })

  it('002 Verwunschene Artefakte nutzen: the checks before the click, the seeded token after it, the idol one token poorer; undo takes it back', async () => {
    const storage = memoryStorage()
    const store = await dungeonStore(storage)
    const s = () => store.getState()
    s().startDungeonGame()
    s().activateDungeonHero('mage')
    // From (6,4) facing east the idol on (6,2) is two rows away: not adjacent, refused with the clause.
    const before = s().dungeonplay.facts?.useChecks.find((c) => c.artifact === 'idol')
    expect(before?.rows.map((r) => [r.check, r.ok])).toEqual([
      ['adjacent', false],
      ['front-arc', false],
      ['movement', true],
    ])
    expect(s().dungeonplay.offers?.artifacts.find((a) => a.id === 'idol')?.use).toMatchObject({
      ok: false,
      refusal: { code: 'artifact-not-adjacent' },
    })
    s().moveDungeonHero([6, 3])
    const idol = () => s().dungeonplay.offers?.artifacts.find((a) => a.id === 'idol')
    expect(idol()?.use.ok).toBe(true)
    expect(idol()?.tokens).toEqual({ yellow: 1, blue: 1, red: 1 })
    const used = s().useDungeonArtifact('idol')
    expect(used?.ok && used.outcome).toMatchObject({ kind: 'use-artifact', use: { token: 'blue-ability-1', colour: 'blue' } })
    expect(idol()?.tokens).toEqual({ yellow: 1, blue: 0, red: 1 })
    expect(s().dungeonplay.facts?.heroes.find((h) => h.id === 'mage')?.ability).toBe('stealth')
    expect(s().dungeonplay.offers?.active).toBeNull()
    expect(s().dungeonplay.log.some((r) => r.purposeKey === 'roll.mkdDraw')).toBe(true)
    // R-P.1: a step that rolled is not undone unless the setting allows it.
    expect(s().dungeonplay.undoRefusal).not.toBeNull()
    s().setDungeonUndoRollsBackDice(true)
    expect(s().dungeonplay.undoRefusal).toBeNull()
    expect(s().undoDungeonStep()).toBe(true)
    expect(idol()?.tokens).toEqual({ yellow: 1, blue: 1, red: 1 })
    expect(s().dungeonplay.offers?.active?.hero).toBe('mage')
    expect(JSON.parse(storage.getItem(DUNGEON_GAME_KEY) ?? '{}').file.steps).toHaveLength(2)
  })

  it('a refused step changes nothing and says why; a click off the reachable squares plays nothing', async () => {
    const store = await dungeonStore()
    const s = () => store.getState()
    s().startDungeonGame()
    expect(s().useDungeonArtifact('idol')).toBeNull()
    const r = s().activateDungeonHero('shade')
    expect(r?.ok ? 'ok' : r?.refusal.code).toBe('not-a-hero')
    expect(s().dungeonplay.last?.ok).toBe(false)
    // A click on a hero's figure while none is active activates it; the figure is never dragged by hand.
    s().clickFigure('mage')
    expect(s().dungeonplay.offers?.active?.hero).toBe('mage')
    s().beginDrag('mage')
    expect(s().drag).toBeNull()
    // The stone pillar's square (3,3): never offered, so the click plays nothing.
    expect(s().clickDungeonSquareAt(10 + 3.5 * 2.54, 10 + 3.5 * 2.54)).toBeNull()
    expect(s().dungeonplay.steps).toBe(1)
  })

  it('the game file: exported, opened again to the same table, resumed after a reload, dropped on leaving', async () => {
    const storage = memoryStorage()
    const store = await dungeonStore(storage)
    const s = () => store.getState()
    s().startDungeonGame()
    s().activateDungeonHero('mage')
    s().moveDungeonHero([6, 3])
    const text = s().exportDungeonGame()
    expect(JSON.parse(text ?? '{}')).toMatchObject({ format: 'sightline-mkd-scenario', seed: 13 })
    const again = await dungeonStore(memoryStorage())
    expect(again.getState().openDungeonGameText(text ?? '')).toBe(true)
    expect(again.getState().dungeonplay.scene?.figures.find((f) => f.id === 'mage')?.position).toEqual([26.51, 0, 18.89])
    const reloaded = await dungeonStore(storage)
    expect(reloaded.getState().resumeSavedDungeonGame()).toBe(true)
    expect(reloaded.getState().dungeonplay.steps).toBe(2)
    s().leaveDungeonPlay()
    expect([s().dungeonplay.status, storage.getItem(DUNGEON_GAME_KEY)]).toEqual(['off', null])
  })
})
