import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../../store/createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeDungeonPlayPorts } from '../../ports/dungeonPlayPorts'
import { chordMatches, SHORTCUTS } from '../../shortcutTable'
import { DUNGEON_SHORTCUTS, dungeonShortcutOf } from './dungeonShortcutTable'
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

async function playing(text = sceneText) {
  const ports = {
    ...fakePorts({ 'mk-dungeon': text }, memoryStorage()),
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

  it('002 Verwunschene Artefakte nutzen: U uses the artifact straight ahead of two usable ones; none usable, the judge says why', async () => {
    // A second death clock on (7,2), north-east of (6,3): from (6,3) facing east it is 45° off the
    // facing and the idol on (6,2) 90° (on the arc's edge, inside by R-MKD-3); facing north, the idol 0° and the clock 45°.
    const scene = JSON.parse(sceneText)
    scene.dungeon.artifacts.push({ id: 'clock2', kind: 'death-clock', at: [7, 2], tokens: { yellow: 0, blue: 0, red: 1 } })
    const store = await playing(JSON.stringify(scene))
    const s = () => store.getState()
    // R-P.1: the draw is undone with its dice, so both facings are tried on the same deal.
    s().setDungeonUndoRollsBackDice(true)
    s().beginDungeonGame()
    // No hero active: the judge's refusal of the first hero's use names why (no activation yet).
    expect(runDungeonShortcut(s(), 'useArtifact', 'u')).toBe(true)
    expect(s().dungeonplay.last).toMatchObject({ ok: false, refusal: { code: 'hero-not-active' } })
    s().activateDungeonHero('mage')
    s().moveDungeonHero([6, 3])
    s().faceDungeonHero(90)
    const usable = s()
      .dungeonplay.offers?.artifacts.filter((a) => a.use.ok)
      .map((a) => a.id)
    expect(usable).toEqual(['idol', 'clock2'])
    expect(runDungeonShortcut(s(), 'useArtifact', 'u')).toBe(true)
    expect(s().dungeonplay.last?.step).toMatchObject({ do: 'useArtifact', artifact: 'clock2' })
    s().undoDungeonStep()
    s().faceDungeonHero(0)
    runDungeonShortcut(s(), 'useArtifact', 'u')
    expect(s().dungeonplay.last?.step).toMatchObject({ do: 'useArtifact', artifact: 'idol' })
    // The use ended the mage's activation. The dwarf on (2,4) has no haunted artifact beside it: U
    // plays the use of the one nearest its facing all the same, the judge refuses it, nothing is kept.
    const steps = s().dungeonplay.steps
    s().activateDungeonHero('dwarf')
    expect(runDungeonShortcut(s(), 'useArtifact', 'u')).toBe(true)
    expect(s().dungeonplay.last?.ok).toBe(false)
    expect(s().dungeonplay.steps).toBe(steps + 1)
    expect(s().dungeonplay.last).toMatchObject({ ok: false, refusal: { code: 'artifact-not-adjacent' } })
  })
})
