/**
 * Keyboard shortcuts: Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on macOS), Escape clears
 * the selection; in play, T turns the chosen model toward the pointer (8.3) and Escape stops it. Ignored while typing in a form field, whose own undo must keep working.
 */
import { useEffect } from 'react'
import type { SightlineStore } from './store/createSightlineStore'

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** The action a key press asks for, if any. */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): 'undo' | 'redo' | 'clear' | null {
  const key = e.key.toLowerCase()
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo'
    if (key === 'y') return 'redo'
    return null
  }
  return key === 'escape' ? 'clear' : null
}

/** Installs the shortcuts on window for as long as the component lives. */
export function useShortcuts(store: SightlineStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return
      // 8.3 in play: T starts or stops turning the chosen model by pointer.
      if (e.key.toLowerCase() === 't' && !e.ctrlKey && !e.metaKey && store.getState().play.session) {
        store.getState().setTurning(store.getState().play.turning === null)
        return
      }
      const action = shortcutFor(e)
      if (!action) return
      const state = store.getState()
      if (action === 'clear' && state.play.turning) return state.setTurning(false)
      if (action === 'clear' && state.play.aiming) return state.setAiming(null)
      if (action === 'clear') {
        // Escape during a drag belongs to the drag (it puts the figure back).
        if (!state.drag) state.clearSelection()
        return
      }
      e.preventDefault()
      state[action]()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
