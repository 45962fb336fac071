import { describe, expect, it } from 'vitest'
import { actionKeysLabel, chordLabel, keysLabel, SHORTCUTS, shortcutIn } from './shortcutTable'
import { TERRAIN_SHORTCUTS } from './terrainShortcuts'
import { DUNGEON_SHORTCUTS } from './panels/dungeonplay/dungeonShortcutTable'
import { SHORTCUT_ACTION_TEXTS } from './i18n/vttTexts'

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
})

describe('shortcut table', () => {
  it('undo, redo and clear as before: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Cmd+Z, Escape', () => {
    expect(shortcutIn(['general'], press('z', { ctrlKey: true }))).toBe('undo')
    expect(shortcutIn(['general'], press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo')
    expect(shortcutIn(['general'], press('y', { ctrlKey: true }))).toBe('redo')
    expect(shortcutIn(['general'], press('z', { metaKey: true }))).toBe('undo')
    expect(shortcutIn(['general'], press('Escape'))).toBe('clear')
    // A plain Z is no undo, and Alt+Z is nothing of ours.
    expect(shortcutIn(['general'], press('z'))).toBeNull()
    expect(shortcutIn(['general'], press('z', { ctrlKey: true, altKey: true }))).toBeNull()
  })

  it('R turns clockwise, Shift+R (key "R") counter-clockwise, ] and [ the same; Ctrl+R stays the browser\'s reload', () => {
    expect(shortcutIn(['figure'], press('r'))).toBe('turnRight')
    expect(shortcutIn(['figure'], press('R', { shiftKey: true }))).toBe('turnLeft')
    expect(shortcutIn(['figure'], press(']'))).toBe('turnRight')
    expect(shortcutIn(['figure'], press('['))).toBe('turnLeft')
    expect(shortcutIn(['figure'], press('r', { ctrlKey: true }))).toBeNull()
  })

  it('? opens the list with or without Shift (layouts differ); the camera keys only in the camera context', () => {
    expect(shortcutIn(['general'], press('?', { shiftKey: true }))).toBe('help')
    expect(shortcutIn(['general'], press('?'))).toBe('help')
    expect(shortcutIn(['camera'], press('ArrowLeft'))).toBe('panLeft')
    expect(shortcutIn(['camera'], press('W', { shiftKey: true }))).toBe('panForward')
    expect(shortcutIn(['general', 'figure'], press('w'))).toBeNull()
  })

  it('no two actions of contexts that are active together share a chord', () => {
    // general + figure + camera are active at the sandbox table; general + play + camera in play; siege + camera in the editor.
    for (const group of [
      ['general', 'figure', 'camera'],
      ['general', 'play', 'camera'],
      ['siege', 'camera'],
    ] as const) {
      const seen = new Map<string, string>()
      for (const s of SHORTCUTS.filter((x) => (group as readonly string[]).includes(x.context)))
        for (const c of s.chords) {
          const id = `${c.ctrl}/${c.shift}/${c.key}`
          expect(seen.get(id), `${id} in ${group.join('+')}`).toBeUndefined()
          seen.set(id, s.action)
        }
    }
  })

  it('every action has English and German words, and chords print as keys read', () => {
    for (const s of SHORTCUTS) {
      expect(SHORTCUT_ACTION_TEXTS[s.action].en.length).toBeGreaterThan(0)
      expect(SHORTCUT_ACTION_TEXTS[s.action].de.length).toBeGreaterThan(0)
    }
    expect(chordLabel({ key: 'z', ctrl: true, shift: true }, 'en')).toBe('Ctrl+Shift+Z')
    expect(chordLabel({ key: 'z', ctrl: true, shift: true }, 'de')).toBe('Strg+Umschalt+Z')
    expect(chordLabel({ key: 'arrowup' }, 'en')).toBe('↑')
  })
  it('one formatter prints every key list: chords joined by "or", digit runs as a range, gestures with the modifier named as on keys', () => {
    expect(actionKeysLabel('redo', 'en')).toBe('Ctrl+Shift+Z or Ctrl+Y')
    expect(actionKeysLabel('redo', 'de')).toBe('Strg+Umschalt+Z oder Strg+Y')
    expect(actionKeysLabel('turnLeft', 'en')).toBe('Shift+R or [ or Shift+mouse wheel')
    expect(actionKeysLabel('turnLeft', 'de')).toBe('Umschalt+R oder [ oder Umschalt+Mausrad')
    expect(actionKeysLabel('boxSelect', 'de')).toBe('B oder Umschalt+Ziehen auf dem leeren Tisch')
    expect(actionKeysLabel('deleteFigures', 'de')).toBe('Entf oder ⌫')
    // The terrain tool's and Dungeons play's digits (1 to 9), and Dungeons' Enter, through the same formatter.
    const terrainPresets = TERRAIN_SHORTCUTS.find((s) => s.action === 'terrainPreset')
    const heroNumber = DUNGEON_SHORTCUTS.find((s) => s.action === 'heroNumber')
    const endActivation = DUNGEON_SHORTCUTS.find((s) => s.action === 'endActivation')
    expect(terrainPresets && keysLabel(terrainPresets, 'en')).toBe('1–9')
    expect(heroNumber && keysLabel(heroNumber, 'de')).toBe('1–9')
    expect(endActivation && keysLabel(endActivation, 'de')).toBe('Eingabe')
    // Digits that are not one run stay apart.
    expect(keysLabel({ chords: [{ key: '1' }, { key: '3' }, { key: '4' }] }, 'en')).toBe('1 or 3 or 4')
  })
})
