/**
 * The multi-selection's keys (issue 14), looked up in shortcutTable.ts by shortcuts.ts: Ctrl+C
 * copies the chosen figures, Ctrl+V pastes them, Delete removes them, Ctrl+A chooses every
 * figure, B turns the box tool on or off. Only at the sandbox table; a key that does nothing here
 * is left to the browser (Ctrl+C over selected panel text still copies the text).
 * Through the system clipboard, so a copy crosses browser tabs: Ctrl+C also writes the scene
 * format's text (navigator.clipboard.writeText); Ctrl+V is left to the browser, whose paste event
 * (`useClipboardPaste`) carries the clipboard's text to the store. When the browser denies the
 * clipboard or it holds no JSON, the app's own copy is pasted instead.
 */
import { useEffect } from 'react'
import type { ShortcutAction } from './shortcutTable'
import type { SightlineState } from './store/state'
import type { SightlineStore } from './store/createSightlineStore'
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
      if (textMarked() || state.copySelection() === 0) return false
      writeSystemClipboard(state)
      return true
    case 'pasteFigures':
      // The browser's paste event follows the key and brings the clipboard's text (useClipboardPaste).
      return false
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

/** The copy as text on the system clipboard; a refusal (no permission, no focus) leaves the app's own copy. */
function writeSystemClipboard(state: SightlineState): void {
  const text = state.copiedText()
  if (text === null || typeof navigator === 'undefined' || !navigator.clipboard) return
  navigator.clipboard.writeText(text).catch(() => undefined)
}

/** What a paste at the table does with the clipboard's text: the text's records, else the app's own copy. */
export function pasteFromClipboard(state: SightlineState, text: string): boolean {
  if (!atSandbox(state) || !state.scene) return false
  const pasted = text === '' ? null : state.pasteText(text)
  return pasted ?? state.pasteClipboard()
}

/** Listens to the browser's paste event on the page (Ctrl+V, the menu) for as long as the caller lives. */
export function useClipboardPaste(store: SightlineStore, isTyping: (target: EventTarget | null) => boolean): void {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      // Pasting into a form field is the field's.
      if (isTyping(e.target)) return
      if (pasteFromClipboard(store.getState(), e.clipboardData?.getData('text/plain') ?? '')) e.preventDefault()
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [store, isTyping])
}
