/**
 * Every figure of the scene in a list with a search field (`data-testid="figure-list"`): type
 * part of an id or a name, then make a figure the shooter or the target with its buttons. It
 * reaches figures the table hides (behind a wall, under a label, off screen) and works from the
 * keyboard alone: Tab to the field, type, Enter picks the first match (as shooter while there is
 * none, else as target), Tab on to each match's buttons.
 */
import { useId, useMemo, useState } from 'react'
import type { Figure } from '../../scene/schema'
import { useSightline, useSightlineStore } from '../StoreContext'
import { atSandbox } from '../store/selectionActions'
import { uiText } from '../i18n/translations'
import { SelectionControls } from './SelectionControls'

/** The figures whose id or name contains `query` (case and surrounding blanks ignored), in scene order. */
export function matchingFigures(figures: readonly Figure[], query: string): Figure[] {
  const q = query.trim().toLocaleLowerCase()
  if (q === '') return [...figures]
  return figures.filter((f) => f.id.toLocaleLowerCase().includes(q) || (f.name ?? '').toLocaleLowerCase().includes(q))
}

export function FigureList() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const figures = useSightline((s) => s.scene?.figures)
  const shooterId = useSightline((s) => s.shooterId)
  const targetId = useSightline((s) => s.targetId)
  const chosen = useSightline((s) => s.multi.ids)
  const sandbox = useSightline(atSandbox)
  const [query, setQuery] = useState('')
  const matches = useMemo(() => matchingFigures(figures ?? [], query), [figures, query])
  const fieldId = useId()
  if (!figures) return null
  const asShooter = (id: string) => store.getState().setPair(id, targetId === id ? null : targetId)
  const asTarget = (id: string) => store.getState().setPair(shooterId === id ? null : shooterId, id)
  return (
    <div className="figure-list" data-testid="figure-list">
      <label htmlFor={fieldId}>{uiText('figureSearch', language)}</label>
      <input
        id={fieldId}
        type="search"
        data-testid="figure-search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          const first = matches[0]
          if (e.key !== 'Enter' || !first) return
          e.preventDefault()
          if (shooterId === null || shooterId === first.id) asShooter(first.id)
          else asTarget(first.id)
        }}
      />
      {matches.length === 0 && <p className="hint">{uiText('figureNone', language)}</p>}
      <ul style={{ maxHeight: '12em', overflowY: 'auto', margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {matches.map((f) => (
          <li key={f.id} data-testid="figure-list-item" data-figure={f.id}>
            <span>
              <strong>{f.id}</strong>
              {f.name ? <span className="muted"> · {f.name}</span> : null}
            </span>{' '}
            <button type="button" data-testid={`pick-shooter-${f.id}`} aria-pressed={shooterId === f.id} onClick={() => asShooter(f.id)}>
              {uiText('asShooter', language)}
            </button>{' '}
            <button type="button" data-testid={`pick-target-${f.id}`} aria-pressed={targetId === f.id} onClick={() => asTarget(f.id)}>
              {uiText('asTarget', language)}
            </button>
            {sandbox && (
              <>
                {' '}
                <button
                  type="button"
                  data-testid={`choose-${f.id}`}
                  aria-pressed={chosen.includes(f.id)}
                  onClick={() => store.getState().toggleFigureSelected(f.id)}
                >
                  {uiText('selectFigure', language)}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {sandbox && <SelectionControls />}
    </div>
  )
}
