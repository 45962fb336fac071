/**
 * The multi-selection's keys (issue 14), looked up in shortcutTable.ts by shortcuts.ts: Ctrl+C
 * copies the chosen figures, Ctrl+X cuts them, Ctrl+V pastes them, Delete removes them, Ctrl+A
 * chooses every figure, B turns the box tool on or off. Only at the sandbox table; a key that
 * does nothing here is left to the browser (Ctrl+C over selected panel text still copies the text).
 * Through the system clipboard, so a copy crosses browser tabs: Ctrl+C and Ctrl+X also write the
 * scene format's text (navigator.clipboard.writeText); Ctrl+V is left to the browser, whose paste
 * event carries the clipboard's text to the store. When the browser denies the clipboard or it
 * holds no JSON, the app's own copy is pasted instead. The browser's Edit and context menus send
 * copy, cut and paste events without a key: `useClipboardEvents` answers them alike (the text
 * through `clipboardData`). A paste centres the group on the table point under the pointer
 * (clipboardPointer.ts), beside the originals when the pointer is not over the table.
 */
import { useEffect } from 'react'
import type { ShortcutAction } from './shortcutTable'
import type { SightlineState } from './store/state'
import type { SightlineStore } from './store/createSightlineStore'
import { atSandbox } from './store/selectionActions'
import { forgetTablePointer, pasteTarget, pointerMovedOnPage } from './store/clipboardPointer'

const SELECTION_ACTIONS: ReadonlySet<ShortcutAction> = new Set<ShortcutAction>([
  'copyFigures',
  'cutFigures',
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
    case 'cutFigures':
      if (textMarked() || state.cutSelection() === 0) return false
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

/** What a paste at the table does with the clipboard's text: the text's records, else the app's own copy; under the pointer. */
export function pasteFromClipboard(state: SightlineState, text: string): boolean {
  if (!atSandbox(state) || !state.scene) return false
  const at = pasteTarget()
  const pasted = text === '' ? null : state.pasteText(text, at)
  return pasted ?? state.pasteClipboard(at)
}

/**
 * What a copy or cut event from the browser's menus does: the chosen figures copied (and, for a
 * cut, removed in one undo step), their scene-format text handed to the event's clipboard; false
 * when it is not the table's (text marked on the page, nothing chosen, not at the sandbox).
 */
export function copyToClipboardEvent(state: SightlineState, cut: boolean, data: Pick<DataTransfer, 'setData'> | null): boolean {
  if (!atSandbox(state) || !state.scene || textMarked()) return false
  if ((cut ? state.cutSelection() : state.copySelection()) === 0) return false
  const text = state.copiedText()
  if (text !== null) data?.setData('text/plain', text)
  return true
}

/**
 * Listens to the browser's copy, cut and paste events on the page (the keys, the Edit menu, the
 * context menu) and follows the pointer over the table, for as long as the caller lives.
 */
export function useClipboardEvents(store: SightlineStore, isTyping: (target: EventTarget | null) => boolean): void {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      // Pasting into a form field is the field's.
      if (isTyping(e.target)) return
      if (pasteFromClipboard(store.getState(), e.clipboardData?.getData('text/plain') ?? '')) e.preventDefault()
    }
    const onCopyOrCut = (e: ClipboardEvent) => {
      if (isTyping(e.target)) return
      // preventDefault keeps the browser from writing its own (empty) selection over our text.
      if (copyToClipboardEvent(store.getState(), e.type === 'cut', e.clipboardData)) e.preventDefault()
    }
    // The ground saw this move first (useGroundPointer.ts) when it was over the table.
    const onMove = (e: PointerEvent) => pointerMovedOnPage(e)
    const onOut = (e: PointerEvent) => {
      if (e.relatedTarget === null) forgetTablePointer()
    }
    window.addEventListener('paste', onPaste)
    window.addEventListener('copy', onCopyOrCut)
    window.addEventListener('cut', onCopyOrCut)
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerout', onOut)
    return () => {
      window.removeEventListener('paste', onPaste)
      window.removeEventListener('copy', onCopyOrCut)
      window.removeEventListener('cut', onCopyOrCut)
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerout', onOut)
      forgetTablePointer()
    }
  }, [store, isTyping])
}
