import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../ports/fakePorts'
import { dungeonStore } from './dungeonplay.testkit'
import { DUNGEON_GAME_KEY } from './dungeonGameStorage'
import { isDungeonSeed } from './setup'

/**
 * The set-up step and the colour choice (setup.ts) over the real judge on scenes/mk-dungeon.json:
 * the idol on (6,2) is dealt one token of each colour (its `tokens` in the scene); the battle mage
 * (speed 6) on (6,4) moves to (6,3) for 1, then stands next to the idol and faces it (as in
 * dungeonplay.test.ts). The pools' counts are the shipped stand-in set's by colour less what the
 * eleven haunted artifacts' backs name, read from the offers, not assumed.
 */
describe('Dungeons set-up step (002 Aufbau, Die Artefaktmarken)', () => {
  it('002 Die Artefaktmarken: the deal is shown in set-up, nothing is played before Start', async () => {
    const store = await dungeonStore()
    const s = () => store.getState()
    expect(s().setUpDungeonGame()).toBe(true)
    expect(s().dungeonplay.settingUp).toBe(true)
    expect(s().dungeonplay.session?.seed).toBe(13)
    expect(s().dungeonplay.offers?.artifacts.find((a) => a.id === 'idol')?.tokens).toEqual({ yellow: 1, blue: 1, red: 1 })
    // Refused by the store, not by the judge: no step is kept, the hero stays inactive.
    expect(s().activateDungeonHero('mage')).toBeNull()
    expect(s().dungeonplay.steps).toBe(0)
    expect(s().beginDungeonGame()).toBe(true)
    expect(s().beginDungeonGame()).toBe(false)
    expect(s().activateDungeonHero('mage')?.ok).toBe(true)
    // Out of set-up the deal is the game's: no new seed any more.
    expect(s().redealDungeonGame({ seed: 5 })).toBe(false)
  })

  it('a new seed or setting deals again through the judge; the game file keeps them; a broken seed changes nothing', async () => {
    const storage = memoryStorage()
    const store = await dungeonStore(storage)
    const s = () => store.getState()
    s().setUpDungeonGame()
    const first = s().dungeonplay.session
    expect(s().redealDungeonGame({ seed: 2024 })).toBe(true)
    expect(s().dungeonplay.session).not.toBe(first)
    expect([s().dungeonplay.session?.seed, s().dungeonplay.settingUp]).toEqual([2024, true])
    expect(s().redealDungeonGame({ settings: { drawChoice: 'colour-chosen' } })).toBe(true)
    expect(s().dungeonplay.session?.settings.drawChoice).toBe('colour-chosen')
    expect(s().dungeonplay.session?.seed).toBe(2024)
    const saved = JSON.parse(storage.getItem(DUNGEON_GAME_KEY) ?? '{}').file
    expect([saved.seed, saved.settings]).toEqual([2024, { drawChoice: 'colour-chosen' }])
    for (const bad of [Number.NaN, -1, 1.5, 2 ** 32]) {
      expect(isDungeonSeed(bad)).toBe(false)
      expect(s().redealDungeonGame({ seed: bad })).toBe(false)
    }
    expect(s().dungeonplay.session?.seed).toBe(2024)
  })

  it('a reload during set-up stays in set-up with the same deal; after Start a reload resumes the game', async () => {
    const storage = memoryStorage()
    const store = await dungeonStore(storage)
    store.getState().setUpDungeonGame()
    store.getState().redealDungeonGame({ seed: 2024, settings: { drawChoice: 'colour-chosen' } })
    const dealt = store.getState().dungeonplay.session?.state
    const reloaded = await dungeonStore(storage)
    const r = () => reloaded.getState()
    expect(r().resumeSavedDungeonGame()).toBe(true)
    expect([r().dungeonplay.settingUp, r().dungeonplay.session?.seed, r().dungeonplay.session?.settings.drawChoice]).toEqual([
      true,
      2024,
      'colour-chosen',
    ])
    // The same seed deals the same tokens: every artifact's token ids and the pools' order as before the reload.
    expect([r().dungeonplay.session?.state.artifacts, r().dungeonplay.session?.state.pools]).toEqual([dealt?.artifacts, dealt?.pools])
    expect(r().beginDungeonGame()).toBe(true)
    expect(r().activateDungeonHero('mage')?.ok).toBe(true)
    const again = await dungeonStore(storage)
    expect(again.getState().resumeSavedDungeonGame()).toBe(true)
    expect([again.getState().dungeonplay.settingUp, again.getState().dungeonplay.steps]).toEqual([false, 1])
  })

  it('an opened game file skips the set-up', async () => {
    const store = await dungeonStore()
    store.getState().setUpDungeonGame()
    const text = store.getState().exportDungeonGame() ?? ''
    const other = await dungeonStore()
    expect(other.getState().openDungeonGameText(text)).toBe(true)
    expect(other.getState().dungeonplay.settingUp).toBe(false)
  })
})

describe('the token colour choice (R-MKD-5)', () => {
  const ready = async (drawChoice: 'random' | 'colour-chosen') => {
    const store = await dungeonStore()
    const s = store.getState
    s().setUpDungeonGame()
    s().redealDungeonGame({ settings: { drawChoice } })
    s().beginDungeonGame()
    s().activateDungeonHero('mage')
    s().moveDungeonHero([6, 3])
    return store
  }

  it('002 Verwunschene Artefakte nutzen, R-MKD-5 colour-chosen: Use asks the colour, the drawn token is of it', async () => {
    const store = await ready('colour-chosen')
    const s = () => store.getState()
    expect(s().chooseDungeonArtifact('idol')).toBeNull()
    expect([s().dungeonplay.drawColourFor, s().dungeonplay.steps]).toEqual(['idol', 2])
    const used = s().drawDungeonArtifactColour('red')
    expect(used?.ok && used.outcome).toMatchObject({ kind: 'use-artifact', use: { colour: 'red' } })
    expect(s().dungeonplay.drawColourFor).toBeNull()
    expect(s().dungeonplay.offers?.artifacts.find((a) => a.id === 'idol')?.tokens).toEqual({ yellow: 1, blue: 1, red: 0 })
  })

  it('R-MKD-5 random: Use draws at once, without asking; a question cancelled plays nothing', async () => {
    const store = await ready('random')
    const s = () => store.getState()
    expect(s().chooseDungeonArtifact('idol')?.ok).toBe(true)
    expect(s().dungeonplay.drawColourFor).toBeNull()
    const asked = await ready('colour-chosen')
    asked.getState().chooseDungeonArtifact('idol')
    asked.getState().chooseDungeonArtifact(null)
    expect([asked.getState().dungeonplay.drawColourFor, asked.getState().drawDungeonArtifactColour('red')]).toEqual([null, null])
    expect(asked.getState().dungeonplay.steps).toBe(2)
  })
})
