/**
 * The multi-selection's keys (issue 14), looked up in shortcutTable.ts by shortcuts.ts: Ctrl+C
 * copies the chosen figures, Ctrl+V pastes them, Delete removes them, Ctrl+A chooses every
 * figure, B turns the box tool on or off. Only at the sandbox table; a key that does nothing here
 * is left to the browser (Ctrl+C over selected panel text still copies the text).
 */
import type { ShortcutAction } from './shortcutTable'
import type { SightlineState } from './store/state'
import { atSandbox } from './store/selectionActions'

const SELECTION_ACTIONS: ReadonlySet<ShortcutAction> = new Set<ShortcutAction>([
  'copyFigures',
  'pasteFigures',
  'deleteFigures',
  'selectAllFigures',
  'boxSelect',
])

export const isSelectionShortcut = (action: ShortcutAction): boolean => SELECTION_ACTIONS.has(action)

/** Text the player marked on the page: Ctrl+C copies that, not figures. */
const textMarked = (): boolean => {
  const marked = typeof document === 'undefined' ? null : document.getSelection()
  return marked !== null && !marked.isCollapsed && marked.toString().trim() !== ''
}

/** Does what the key asks; true when it did something (the caller then keeps the key from the browser). */
export function runSelectionShortcut(state: SightlineState, action: ShortcutAction): boolean {
  if (!atSandbox(state) || !state.scene) return false
  switch (action) {
    case 'copyFigures':
      return !textMarked() && state.copySelection() > 0
    case 'pasteFigures':
      return state.pasteClipboard()
    case 'deleteFigures':
      return state.deleteSelection()
    case 'selectAllFigures':
      state.selectFigures(
        state.scene.figures.map((f) => f.id),
        false,
      )
      return true
    case 'boxSelect':
      state.setBoxTool(!state.multi.boxTool)
      return true
    default:
      return false
  }
}
