import { describe, expect, it } from 'vitest'
import { chordLabel, SHORTCUTS, shortcutIn } from './shortcutTable'
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
})
