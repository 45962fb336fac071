/**
 * The figure list's controls for several figures at once (issue 14), reachable by keyboard with
 * labels in both languages (`data-testid="selection-controls"`): how many are chosen, Copy,
 * Paste, Delete (the keys Ctrl+C, Ctrl+V, Delete do the same), choose all or none, and the box
 * tool (B). Each figure's own "Choose" toggle sits in its row of the list (FigureList.tsx).
 */
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText } from '../i18n/translations'

export function SelectionControls() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const chosen = useSightline((s) => s.multi.ids.length)
  const copied = useSightline((s) => s.multi.clipboard.length)
  const boxTool = useSightline((s) => s.multi.boxTool)
  const all = useSightline((s) => s.scene?.figures.map((f) => f.id).join('\n') ?? '')
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  return (
    <fieldset className="selection-controls" data-testid="selection-controls" data-chosen={chosen}>
      <legend>
        {t('selectionTitle')}: <span data-testid="selection-count">{chosen}</span> {t('selectionCount')}
      </legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <button type="button" data-testid="selection-copy" disabled={chosen === 0} onClick={() => store.getState().copySelection()}>
          {t('copySelection')}
        </button>
        <button type="button" data-testid="selection-paste" disabled={copied === 0} onClick={() => store.getState().pasteClipboard()}>
          {t('pasteSelection')}
        </button>
        <button type="button" data-testid="selection-delete" disabled={chosen === 0} onClick={() => store.getState().deleteSelection()}>
          {t('deleteSelection')}
        </button>
        <button type="button" data-testid="selection-all" onClick={() => store.getState().selectFigures(all ? all.split('\n') : [], false)}>
          {t('selectAll')}
        </button>
        <button
          type="button"
          data-testid="selection-none"
          disabled={chosen === 0}
          onClick={() => store.getState().selectFigures([], false)}
        >
          {t('selectNone')}
        </button>
        <button type="button" data-testid="selection-box-tool" aria-pressed={boxTool} onClick={() => store.getState().setBoxTool(!boxTool)}>
          {t('boxTool')}
        </button>
      </div>
      <p className="hint">{t('selectionHint')}</p>
    </fieldset>
  )
}
