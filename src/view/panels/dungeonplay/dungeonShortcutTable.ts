/**
 * The keys of Dungeons play (issue 13), one list that the key handler (useDungeonShortcuts.ts)
 * reads and the `?` overlay prints (its Dungeons block), as shortcutTable.ts does for the rest of
 * the table. Chosen not to clash with the camera's keys (CameraRig.tsx: W A S D and the arrows
 * pan, Q and E orbit, Home and 0 reset): turning is R / Shift+R or ] / [, as a chosen figure turns
 * at the sandbox table. Tab is left to the browser's focus order (a keyboard user needs it to
 * reach the panel's buttons), so the next hero is N.
 */
import { chordMatches, type KeyChord } from '../../shortcutTable'
import type { DungeonShortcutAction } from '../../i18n/dungeonSetupTexts'

export interface DungeonShortcut {
  action: DungeonShortcutAction
  chords: readonly KeyChord[]
}

const DIGITS: readonly KeyChord[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((key) => ({ key, ctrl: false }))

export const DUNGEON_SHORTCUTS: readonly DungeonShortcut[] = [
  { action: 'heroNumber', chords: DIGITS },
  { action: 'nextHero', chords: [{ key: 'n', shift: false }] },
  {
    action: 'turnRight',
    chords: [
      { key: 'r', shift: false },
      { key: ']', shift: false },
    ],
  },
  {
    action: 'turnLeft',
    chords: [
      { key: 'r', shift: true },
      { key: '[', shift: false },
    ],
  },
  { action: 'useArtifact', chords: [{ key: 'u', shift: false }] },
  { action: 'endActivation', chords: [{ key: 'enter', shift: false }] },
  { action: 'undo', chords: [{ key: 'z', ctrl: true, shift: false }] },
  { action: 'cancel', chords: [{ key: 'escape' }] },
]

type KeyPress = Parameters<typeof chordMatches>[1]

/** The Dungeons action of a key press, or null. */
export function dungeonShortcutOf(e: KeyPress): DungeonShortcutAction | null {
  for (const s of DUNGEON_SHORTCUTS) if (s.chords.some((c) => chordMatches(c, e))) return s.action
  return null
}
