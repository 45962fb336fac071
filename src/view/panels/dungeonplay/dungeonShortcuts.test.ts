import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../../store/createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeDungeonPlayPorts } from '../../ports/dungeonPlayPorts'
import { chordMatches, SHORTCUTS } from '../../shortcutTable'
import { DUNGEON_SHORTCUTS, dungeonShortcutOf, nextHeroAfter } from './dungeonShortcutTable'
import { runDungeonShortcut } from './useDungeonShortcuts'

/**
 * The Dungeons play keys on scenes/mk-dungeon.json (as store/dungeonplay/setup.test.ts): the hero
 * team in the scene's order is mage, xbow, dwarf; the mage on (6,4) faces east (90°), (6,3) north
 * of it is next to the idol, which is then in front of it.
 */
const sceneText = readFileSync('scenes/mk-dungeon.json', 'utf8')
const press = (key: string, mods: { ctrl?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: false,
  shiftKey: mods.shift ?? false,
})

async function playing() {
  const ports = {
    ...fakePorts({ 'mk-dungeon': sceneText }, memoryStorage()),
    dungeonplay: judgeDungeonPlayPorts(),
    firstDiceSeed: () => 13,
  }
  const store = createSightlineStore(ports)
  await store.getState().boot({ scene: 'mk-dungeon', from: null, to: null })
  store.getState().setUpDungeonGame()
  return store
}

describe('the Dungeons keys', () => {
  it('clash with no camera key (CameraRig: W A S D, arrows, Q, E, Home, 0)', () => {
    const camera = SHORTCUTS.filter((s) => s.context === 'camera').flatMap((s) => s.chords)
    for (const d of DUNGEON_SHORTCUTS)
      for (const chord of d.chords)
        for (const c of camera) expect(chordMatches(c, press(chord.key, { ctrl: chord.ctrl, shift: chord.shift }))).toBe(false)
    expect([dungeonShortcutOf(press('q')), dungeonShortcutOf(press('e'))]).toEqual([null, null])
    expect([dungeonShortcutOf(press('R', { shift: true })), dungeonShortcutOf(press('Enter'))]).toEqual(['turnLeft', 'endActivation'])
  })

  it('N goes round the team, skipping a hero out of the game', () => {
    const team = [
      { id: 'a', eliminated: false },
      { id: 'b', eliminated: true },
      { id: 'c', eliminated: false },
    ]
    expect([nextHeroAfter(team, null), nextHeroAfter(team, 'a'), nextHeroAfter(team, 'c')]).toEqual(['a', 'c', 'a'])
    expect(nextHeroAfter([{ id: 'a', eliminated: true }], null)).toBeNull()
  })

  it('core 15, R-MKDJ-1, 002 Verwunschene Artefakte nutzen: Enter starts, 1 activates, R turns 45°, U uses the idol in front, Ctrl+Z undoes', async () => {
    const store = await playing()
    const s = () => store.getState()
    // In set-up only Enter (Start) does anything.
    expect(runDungeonShortcut(s(), 'heroNumber', '1')).toBe(false)
    expect([runDungeonShortcut(s(), 'turnRight', 'r'), s().dungeonplay.steps, s().dungeonplay.settingUp]).toEqual([true, 0, true])
    expect(runDungeonShortcut(s(), 'endActivation', 'Enter')).toBe(true)
    expect(s().dungeonplay.settingUp).toBe(false)
    runDungeonShortcut(s(), 'heroNumber', '1')
    expect(s().dungeonplay.offers?.active?.hero).toBe('mage')
    runDungeonShortcut(s(), 'turnLeft', 'R')
    expect(s().dungeonplay.activeAt?.facing).toBe(45)
    s().moveDungeonHero([6, 3])
    expect(runDungeonShortcut(s(), 'useArtifact', 'u')).toBe(true)
    expect(s().dungeonplay.last?.step).toMatchObject({ do: 'useArtifact', artifact: 'idol' })
    // The use ended the activation: N activates the hero after the mage.
    runDungeonShortcut(s(), 'nextHero', 'n')
    expect(s().dungeonplay.offers?.active?.hero).toBe('xbow')
    const steps = s().dungeonplay.steps
    runDungeonShortcut(s(), 'undo', 'z')
    expect(s().dungeonplay.steps).toBe(steps - 1)
    expect(runDungeonShortcut(s(), 'cancel', 'Escape')).toBe(false)
  })
})
