/**
 * Keys of the siege editor, while it is open: R and Shift+R turn the chosen piece (or the next
 * one) by 15 degrees, Delete or Backspace removes the chosen piece, M moves it with the next
 * click, Escape goes back to choosing. The keys are shortcutTable.ts's (the `?` list prints
 * them). Ignored while typing in a form field.
 */
import { useEffect } from 'react'
import type { SightlineStore } from './store/createSightlineStore'
import { ROTATION_STEP_DEG } from './store/siege/snap'
import { isTyping } from './shortcuts'
import { shortcutIn } from './shortcutTable'

export function useSiegeShortcuts(store: SightlineStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const state = store.getState()
      if (!state.siege.editing || isTyping(e.target)) return
      const action = shortcutIn(['siege'], e)
      if (action === 'siegeRotate' || action === 'siegeRotateBack')
        state.rotateSiege(action === 'siegeRotateBack' ? -ROTATION_STEP_DEG : ROTATION_STEP_DEG)
      else if (action === 'siegeDelete') state.deleteSiegeSelection()
      else if (action === 'siegeMove' && state.siege.selected) state.chooseSiegeTool({ kind: 'move' })
      else if (action === 'siegeSelect') state.chooseSiegeTool({ kind: 'select' })
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
