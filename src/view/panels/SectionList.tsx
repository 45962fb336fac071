/**
 * Every castle section with its dial as the judge reads it (click, fortification, the yellow
 * square, rubble) and buttons to damage or turn back a click and to open or close each portal
 * (`section-<id>-damage|repair|portal-<portal>`, values `section-<id>-click|fortification`).
 */
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, valueWord, type Language } from '../i18n/translations'
import type { SectionView } from '../ports'
import { castleSectionName } from '../i18n/castleSectionNames'

function SectionRow({ view, language, chosen }: { view: SectionView; language: Language; chosen: boolean }) {
  const store = useSightlineStore()
  const t = (id: string) => `section-${view.id}-${id}`
  return (
    <li
      className={chosen ? 'section-row chosen' : 'section-row'}
      data-testid={`section-${view.id}`}
      onPointerEnter={() => store.getState().hoverSection(view.id)}
      onPointerLeave={() => store.getState().hoverSection(null)}
    >
      <button type="button" className="link" onClick={() => store.getState().selectSiegeItem({ kind: 'section', id: view.id })}>
        <strong>{view.id}</strong>
      </button>{' '}
      <span className="muted">
        {castleSectionName(view.kind, language)} · {uiText(view.version, language)}, {view.points}
      </span>
      <div className="section-dial">
        <span data-testid={t('click')} data-raw={view.click}>
          {view.click}/{view.lastClick}
        </span>
        {' · F '}
        <b data-testid={t('fortification')} data-raw={view.fortification} className={view.brokenOpen ? 'fort fort-broken' : 'fort'}>
          {view.fortification}
        </b>
        {view.brokenOpen && <span className="muted"> {uiText('brokenOpen', language)}</span>}
        {view.destroyed && (
          <span className="error" data-testid={t('destroyed')}>
            {' '}
            {uiText('destroyed', language)}
          </span>
        )}
        <button
          type="button"
          onClick={() => store.getState().changeSectionDial(view.id, -1)}
          disabled={view.click <= view.startClick}
          data-testid={t('repair')}
          title={uiText('repair', language)}
        >
          −
        </button>
        <button
          type="button"
          onClick={() => store.getState().changeSectionDial(view.id, 1)}
          disabled={view.destroyed}
          data-testid={t('damage')}
          title={uiText('damage', language)}
        >
          +
        </button>
      </div>
      {view.portals.length > 0 && (
        <div className="section-portals">
          {view.portals.map((p) => (
            <button
              key={p.id}
              type="button"
              onClick={() => store.getState().togglePortal(view.id, p.id)}
              data-testid={t(`portal-${p.id}`)}
              data-state={p.state}
              disabled={view.destroyed}
            >
              {p.id}: {valueWord(p.state, language) ?? p.state}
            </button>
          ))}
        </div>
      )}
    </li>
  )
}

export function SectionList() {
  const store = useSightlineStore()
  const allLabels = useSightline((s) => s.siege.allLabels)
  const language = useSightline((s) => s.language)
  const sections = useSightline((s) => s.castle.sections)
  const chosen = useSightline((s) => (s.siege.selected?.kind === 'section' ? s.siege.selected.id : null))
  if (sections.length === 0) return null
  return (
    <div className="section-list">
      <h3>{uiText('sections', language)}</h3>
      <label className="muted">
        <input
          type="checkbox"
          data-testid="section-labels-all"
          checked={allLabels}
          onChange={(e) => store.getState().setAllSectionLabels(e.target.checked)}
        />
        {uiText('allSectionLabels', language)}
      </label>
      <ul>
        {sections.map((v) => (
          <SectionRow key={v.id} view={v} language={language} chosen={v.id === chosen} />
        ))}
      </ul>
    </div>
  )
}
