/**
 * Keyboard shortcuts of the whole table, looked up in shortcutTable.ts (the list the `?` overlay
 * prints): Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on macOS), Escape clears the selection,
 * `?` opens the shortcut list, Ctrl+C / Ctrl+X / Ctrl+V / Delete / Ctrl+A / B the chosen figures (selectionShortcuts.ts), R / Shift+R (or ] / [) and Shift+wheel turn the chosen figure; in
 * play, T turns the chosen model toward the pointer (8.3) and Escape stops it. The camera's keys
 * live with the camera (CameraRig.tsx). Ignored while typing in a form field, whose own undo
 * must keep working.
 */
import { useEffect } from 'react'
import type { SightlineStore } from './store/createSightlineStore'
import { FACING_STEP_DEG, shortcutIn, type ShortcutAction } from './shortcutTable'
import { facingFigureOf, turnChosenFigure } from './store/facingEdit'
import { toggleShortcutHelp, vttPrefs } from './store/vttPrefs'
import { isSelectionShortcut, runSelectionShortcut, useClipboardEvents } from './selectionShortcuts'

export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Wheel travel (pixels) that makes one turn step: one notch of a mouse wheel, several trackpad events. */
const WHEEL_STEP_PX = 100

/** Installs the shortcuts on window for as long as the component lives. */
export function useShortcuts(store: SightlineStore): void {
  useClipboardEvents(store, isTyping)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return
      const state = store.getState()
      const inPlay = state.play.session !== null
      const action: ShortcutAction | null = shortcutIn(inPlay ? ['general', 'play'] : ['general', 'figure'], e)
      if (!action) return
      if (action === 'help') {
        e.preventDefault()
        return toggleShortcutHelp()
      }
      // Escape closes the shortcut list before it clears anything else.
      if (action === 'clear' && vttPrefs.getState().helpOpen) return toggleShortcutHelp(false)
      // 8.3 in play: T starts or stops turning the chosen model by pointer.
      if (action === 'playTurn') return state.setTurning(state.play.turning === null)
      if (action === 'turnRight' || action === 'turnLeft') {
        if (turnChosenFigure(store, action === 'turnRight' ? FACING_STEP_DEG : -FACING_STEP_DEG)) e.preventDefault()
        return
      }
      if (isSelectionShortcut(action)) {
        if (runSelectionShortcut(state, action)) e.preventDefault()
        return
      }
      if (action === 'clear' && state.play.turning) return state.setTurning(false)
      if (action === 'clear' && state.play.aiming) return state.setAiming(null)
      if (action === 'clear') {
        // Escape during a drag belongs to the drag (it puts the figure back).
        if (!state.drag) state.clearSelection()
        return
      }
      if (action !== 'undo' && action !== 'redo') return
      e.preventDefault()
      state[action]()
    }
    // Shift+wheel over the table turns the chosen figure; the plain wheel still zooms. Caught
    // before the orbit controls (capture on window) so the turn does not zoom as well.
    let wheelTravel = 0
    const onWheel = (e: WheelEvent) => {
      if (!e.shiftKey || !(e.target instanceof Element) || !e.target.closest('.table-stage')) return
      const state = store.getState()
      const siegeTurn = state.siege.editing && state.siege.selected !== null
      if (!siegeTurn && !facingFigureOf(state)) return
      e.preventDefault()
      e.stopPropagation()
      // Browsers turn a Shift+wheel into horizontal scrolling on some systems: either axis counts.
      wheelTravel += e.deltaY !== 0 ? e.deltaY : e.deltaX
      if (Math.abs(wheelTravel) < WHEEL_STEP_PX && e.deltaMode === 0) return
      const step = wheelTravel > 0 ? FACING_STEP_DEG : -FACING_STEP_DEG
      wheelTravel = 0
      if (siegeTurn) state.rotateSiege(step)
      else turnChosenFigure(store, step)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('wheel', onWheel, { capture: true, passive: false })
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('wheel', onWheel, { capture: true })
    }
  }, [store])
}
