/**
 * The terrain tool's keys (issue 14), as Tabletop Simulator and Foundry players reach for them:
 * R and Shift+R turn the ghost of the chosen preset before the click, or the chosen piece, by the
 * siege editor's 15° step; Delete (or Backspace) removes the chosen piece; Escape drops the
 * preset in hand (a second Escape lets go of the chosen piece); 1 to 9 take the presets in the
 * panel's order, like a hotbar. Listed in the `?` overlay (ShortcutOverlay.tsx) from this table.
 * Listened to on window in the capture phase while the terrain panel is open, so R turns the
 * piece and not the chosen figure; a key the tool has no use for now goes on to the table's
 * other shortcuts (shortcuts.ts).
 */
import { useEffect } from 'react'
import type { SightlineStore } from './store/createSightlineStore'
import { chordMatches, type KeyChord } from './shortcutTable'
import { isTyping } from './shortcuts'
import { ROTATION_STEP_DEG } from './store/siege/snap'
import { TERRAIN_PRESETS, type TerrainPreset } from './store/terrain/pieces'
import { vttPrefs } from './store/vttPrefs'
import type { SightlineState } from './store/state'
import { atSandbox } from './store/selectionActions'

export type TerrainShortcutAction = 'terrainTurnRight' | 'terrainTurnLeft' | 'terrainDelete' | 'terrainDrop' | 'terrainPreset'

export interface TerrainShortcut {
  action: TerrainShortcutAction
  chords: readonly KeyChord[]
}

/** The digit keys 1 to 9, one per preset in TERRAIN_PRESETS' order (there are nine). */
const PRESET_KEYS: readonly KeyChord[] = TERRAIN_PRESETS.map((_, i) => ({ key: String(i + 1), ctrl: false }))

export const TERRAIN_SHORTCUTS: readonly TerrainShortcut[] = [
  { action: 'terrainTurnRight', chords: [{ key: 'r', shift: false }] },
  { action: 'terrainTurnLeft', chords: [{ key: 'r', shift: true }] },
  { action: 'terrainDelete', chords: [{ key: 'delete' }, { key: 'backspace' }] },
  { action: 'terrainDrop', chords: [{ key: 'escape' }] },
  { action: 'terrainPreset', chords: PRESET_KEYS },
]

/** The terrain action of a key press, and for a digit the preset it takes. */
export function terrainShortcutOf(e: Parameters<typeof chordMatches>[1]): { action: TerrainShortcutAction; preset?: TerrainPreset } | null {
  for (const s of TERRAIN_SHORTCUTS) {
    const i = s.chords.findIndex((c) => chordMatches(c, e))
    if (i < 0) continue
    return s.action === 'terrainPreset' ? { action: s.action, preset: TERRAIN_PRESETS[i] } : { action: s.action }
  }
  return null
}

/** Does what the key asks in the terrain tool; false when the tool has no use for it now (the key goes on). */
export function runTerrainShortcut(state: SightlineState, action: TerrainShortcutAction, preset?: TerrainPreset): boolean {
  const tool = state.terrainTool
  switch (action) {
    case 'terrainTurnRight':
    case 'terrainTurnLeft':
      if (!tool.preset && !tool.selected) return false
      state.turnTerrainTool(action === 'terrainTurnRight' ? ROTATION_STEP_DEG : -ROTATION_STEP_DEG)
      return true
    case 'terrainDelete':
      if (tool.preset || !tool.selected) return false
      state.deleteTerrainPiece(tool.selected)
      return true
    case 'terrainDrop':
      if (tool.preset) state.chooseTerrainPreset(null)
      else if (tool.selected) state.selectTerrainPiece(null)
      else return false
      return true
    case 'terrainPreset':
      if (!preset) return false
      state.chooseTerrainPreset(preset)
      return true
  }
}

/** True when the terrain tool is the one the keys are for: its mode, no editor, no game, no drag. */
const terrainToolActive = (s: SightlineState): boolean => s.mode === 'terrain' && atSandbox(s) && s.drag === null && s.siege.drag === null

/** Installs the terrain tool's keys for as long as the calling component (the terrain panel) lives. */
export function useTerrainShortcuts(store: SightlineStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return
      const state = store.getState()
      if (!terrainToolActive(state)) return
      const hit = terrainShortcutOf(e)
      // Escape closes the shortcut list first (shortcuts.ts).
      if (!hit || (hit.action === 'terrainDrop' && vttPrefs.getState().helpOpen)) return
      if (!runTerrainShortcut(state, hit.action, hit.preset)) return
      e.preventDefault()
      e.stopPropagation()
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [store])
}
