/**
 * Every keyboard shortcut of the table, in one list: the key handlers (shortcuts.ts,
 * siegeShortcuts.ts, CameraRig.tsx) look keys up here and the `?` overlay (ShortcutOverlay.tsx)
 * prints this same list, so the overlay cannot drift from what the keys do. `keysLabel` prints
 * every key list on screen, in the reader's language.
 */
import { vttText } from './i18n/vttTexts'
import { keyCap, modifierCap } from './i18n/keyCapTexts'
import type { Language } from './i18n/translations'

/** What a shortcut does. */
export type ShortcutAction =
  | 'undo'
  | 'redo'
  | 'clear'
  | 'help'
  | 'turnRight'
  | 'turnLeft'
  | 'panForward'
  | 'panBack'
  | 'panLeft'
  | 'panRight'
  | 'orbitLeft'
  | 'orbitRight'
  | 'resetView'
  | 'playTurn'
  | 'siegeRotate'
  | 'siegeRotateBack'
  | 'siegeDelete'
  | 'siegeMove'
  | 'siegeSelect'
  | 'copyFigures'
  | 'cutFigures'
  | 'pasteFigures'
  | 'deleteFigures'
  | 'selectAllFigures'
  | 'boxSelect'

/** Where a shortcut applies: everywhere, at the sandbox table, on the camera, in play, in the siege editor. */
export type ShortcutContext = 'general' | 'figure' | 'camera' | 'play' | 'siege'

/**
 * One key combination. `key` is `KeyboardEvent.key` lower-cased; `ctrl` means Ctrl or Cmd.
 * A modifier left undefined is not looked at (`?` needs Shift on some layouts, not on others).
 */
export interface KeyChord {
  key: string
  ctrl?: boolean
  shift?: boolean
}

export interface Shortcut {
  action: ShortcutAction
  context: ShortcutContext
  chords: readonly KeyChord[]
  /** A mouse gesture that does the same, shown beside the keys (not matched here). */
  wheel?: 'shift'
  /** A drag that does the same (Shift-drag on the empty table), shown beside the keys. */
  drag?: 'shift'
}

/** The window event the reset-view button sends (ShortcutOverlay.tsx): the canvas, in its own chunk, owns the camera. */
export const RESET_VIEW_EVENT = 'sightline:reset-view'

/** Degrees one press of R (or one wheel notch with Shift) turns a figure: the siege editor's step. */
export const FACING_STEP_DEG = 15

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'undo', context: 'general', chords: [{ key: 'z', ctrl: true, shift: false }] },
  {
    action: 'redo',
    context: 'general',
    chords: [
      { key: 'z', ctrl: true, shift: true },
      { key: 'y', ctrl: true },
    ],
  },
  { action: 'clear', context: 'general', chords: [{ key: 'escape' }] },
  { action: 'help', context: 'general', chords: [{ key: '?' }] },
  {
    action: 'turnRight',
    context: 'figure',
    chords: [
      { key: 'r', shift: false },
      { key: ']', shift: false },
    ],
    wheel: 'shift',
  },
  {
    action: 'turnLeft',
    context: 'figure',
    chords: [
      { key: 'r', shift: true },
      { key: '[', shift: false },
    ],
    wheel: 'shift',
  },
  // Several figures at once (issue 14): Shift-click and Shift-drag on the empty table are pointer gestures (useFigurePointer.ts, BoxSelect.tsx).
  { action: 'copyFigures', context: 'figure', chords: [{ key: 'c', ctrl: true, shift: false }] },
  { action: 'cutFigures', context: 'figure', chords: [{ key: 'x', ctrl: true, shift: false }] },
  { action: 'pasteFigures', context: 'figure', chords: [{ key: 'v', ctrl: true, shift: false }] },
  { action: 'deleteFigures', context: 'figure', chords: [{ key: 'delete' }, { key: 'backspace' }] },
  { action: 'selectAllFigures', context: 'figure', chords: [{ key: 'a', ctrl: true, shift: false }] },
  { action: 'boxSelect', context: 'figure', chords: [{ key: 'b', shift: false }], drag: 'shift' },
  { action: 'panForward', context: 'camera', chords: [{ key: 'w' }, { key: 'arrowup' }] },
  { action: 'panBack', context: 'camera', chords: [{ key: 's' }, { key: 'arrowdown' }] },
  { action: 'panLeft', context: 'camera', chords: [{ key: 'a' }, { key: 'arrowleft' }] },
  { action: 'panRight', context: 'camera', chords: [{ key: 'd' }, { key: 'arrowright' }] },
  { action: 'orbitLeft', context: 'camera', chords: [{ key: 'q' }] },
  { action: 'orbitRight', context: 'camera', chords: [{ key: 'e' }] },
  { action: 'resetView', context: 'camera', chords: [{ key: 'home' }, { key: '0' }] },
  { action: 'playTurn', context: 'play', chords: [{ key: 't' }] },
  { action: 'siegeRotate', context: 'siege', chords: [{ key: 'r', shift: false }] },
  { action: 'siegeRotateBack', context: 'siege', chords: [{ key: 'r', shift: true }] },
  { action: 'siegeDelete', context: 'siege', chords: [{ key: 'delete' }, { key: 'backspace' }] },
  { action: 'siegeMove', context: 'siege', chords: [{ key: 'm' }] },
  { action: 'siegeSelect', context: 'siege', chords: [{ key: 'escape' }] },
]

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & Partial<Pick<KeyboardEvent, 'altKey'>>

/** True when the press is this chord: the key, Ctrl/Cmd exactly as asked (absent: not held), Shift where asked. */
export function chordMatches(chord: KeyChord, e: KeyPress): boolean {
  if (e.key.toLowerCase() !== chord.key) return false
  if ((e.ctrlKey || e.metaKey) !== (chord.ctrl ?? false)) return false
  if (e.altKey) return false
  return chord.shift === undefined || chord.shift === e.shiftKey
}

/** The action of a key press among the shortcuts of `contexts`, if any (the first listed wins). */
export function shortcutIn(contexts: readonly ShortcutContext[], e: KeyPress): ShortcutAction | null {
  for (const s of SHORTCUTS) if (contexts.includes(s.context) && s.chords.some((c) => chordMatches(c, e))) return s.action
  return null
}

/** A chord as a player reads it, e.g. "Ctrl+Shift+Z" (German "Strg+Umschalt+Z"), its key as the cap prints it (keyCapTexts). */
export function chordLabel(chord: KeyChord, language: Language): string {
  const parts: string[] = []
  if (chord.ctrl) parts.push(modifierCap('ctrl', language))
  if (chord.shift) parts.push(modifierCap('shift', language))
  parts.push(keyCap(chord.key, language))
  return parts.join('+')
}

/** A run of three or more digit keys in a row, alike in modifiers ("1" to "9"): read as one range. */
function digitRun(chords: readonly KeyChord[]): string | null {
  if (chords.length < 3 || !chords.every((c) => /^\d$/.test(c.key) && !c.ctrl && !c.shift)) return null
  const consecutive = chords.every((c, i) => i === 0 || Number(c.key) === Number(chords[i - 1].key) + 1)
  return consecutive ? `${chords[0].key}–${chords[chords.length - 1].key}` : null
}

/**
 * The one way every key list on screen is printed (the `?` overlay's sections for the table, the
 * terrain tool and Dungeons play, the toolbar's tooltips): the chords joined by "or" ("R or ]"),
 * a run of digits as a range ("1–9"), and the gesture that does the same, its modifier named like
 * a key's ("Shift+mouse wheel").
 */
export function keysLabel(keys: { chords: readonly KeyChord[]; wheel?: 'shift'; drag?: 'shift' }, language: Language): string {
  const parts = [digitRun(keys.chords) ?? keys.chords.map((c) => chordLabel(c, language))].flat()
  const shift = modifierCap('shift', language)
  if (keys.wheel === 'shift') parts.push(`${shift}+${vttText('gestureWheel', language)}`)
  if (keys.drag === 'shift') parts.push(`${shift}+${vttText('gestureDrag', language)}`)
  return parts.join(` ${vttText('or', language)} `)
}

/** The keys of one action of SHORTCUTS as keysLabel prints them (a toolbar button's tooltip). */
export function actionKeysLabel(action: ShortcutAction, language: Language): string {
  const shortcut = SHORTCUTS.find((s) => s.action === action)
  return shortcut ? keysLabel(shortcut, language) : ''
}
