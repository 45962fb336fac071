/**
 * Keys of the siege editor, while it is open: R and Shift+R turn the chosen piece (or the next
 * one) by 15 degrees, Delete or Backspace removes the chosen piece, M moves it with the next
 * click, Escape goes back to choosing. Ignored while typing in a form field.
 */
import { useEffect } from 'react'
import type { SightlineStore } from './store/createSightlineStore'
import { ROTATION_STEP_DEG } from './store/siege/snap'

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

export function useSiegeShortcuts(store: SightlineStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const state = store.getState()
      if (!state.siege.editing || isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return
      const key = e.key.toLowerCase()
      if (key === 'r') state.rotateSiege(e.shiftKey ? -ROTATION_STEP_DEG : ROTATION_STEP_DEG)
      else if (key === 'delete' || key === 'backspace') state.deleteSiegeSelection()
      else if (key === 'm' && state.siege.selected) state.chooseSiegeTool({ kind: 'move' })
      else if (key === 'escape') state.chooseSiegeTool({ kind: 'select' })
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
