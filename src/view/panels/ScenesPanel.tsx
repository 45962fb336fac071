/**
 * The scene list: the shipped scenes as cards with a picture and description (SceneCard.tsx),
 * then "My scenes": every scene the user changed, kept in the browser (store/library.ts). Open one,
 * rename it, delete it (the first press asks). Every control is a labelled button or input, so
 * the list is usable from the keyboard. `data-testid="scenes-panel"`, rows `scene-entry` with
 * `data-entry-id`, buttons `scene-open|rename|delete-<id>`.
 */
import { useState } from 'react'
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import type { LibraryEntry } from '../store/library'
import { ShippedSceneCards } from './SceneCard'

const when = (iso: string, language: Language): string =>
  new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })

function EntryRow({ entry, language, current }: { entry: LibraryEntry; language: Language; current: boolean }) {
  const store = useSightlineStore()
  const pendingDelete = useSightline((s) => s.library.pendingDelete === entry.id)
  const [renaming, setRenaming] = useState<string | null>(null)
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  const commitRename = () => {
    if (renaming !== null) void store.getState().renameLibraryEntry(entry.id, renaming)
    setRenaming(null)
  }
  return (
    <li className="scene-entry" data-testid="scene-entry" data-entry-id={entry.id} aria-current={current ? 'true' : undefined}>
      {renaming === null ? (
        <strong className="scene-entry-name">{entry.name}</strong>
      ) : (
        <input
          aria-label={t('libraryName')}
          value={renaming}
          autoFocus
          maxLength={100}
          onChange={(e) => setRenaming(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitRename()
            if (e.key === 'Escape') setRenaming(null)
          }}
          onBlur={commitRename}
          data-testid={`scene-name-input-${entry.id}`}
        />
      )}
      <span className="hint">
        {entry.label} · {t('libraryChanged')} {when(entry.updated, language)}
        {current ? ` · ${t('libraryCurrent')}` : ''}
      </span>
      <span className="scene-entry-buttons">
        <button type="button" onClick={() => void store.getState().openLibraryEntry(entry.id)} data-testid={`scene-open-${entry.id}`}>
          {t('libraryOpen')}
        </button>
        <button type="button" onClick={() => setRenaming(entry.name)} data-testid={`scene-rename-${entry.id}`}>
          {t('libraryRename')}
        </button>
        <button
          type="button"
          className={pendingDelete ? 'danger' : undefined}
          onClick={() => void store.getState().deleteLibraryEntry(entry.id)}
          data-testid={`scene-delete-${entry.id}`}
        >
          {t(pendingDelete ? 'libraryConfirmDelete' : 'libraryDelete')}
        </button>
        {pendingDelete && (
          <button type="button" onClick={() => store.getState().cancelLibraryDelete()} data-testid={`scene-delete-cancel-${entry.id}`}>
            {t('libraryCancel')}
          </button>
        )}
      </span>
    </li>
  )
}

export function ScenesPanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const entries = useSightline((s) => s.library.entries)
  const currentId = useSightline((s) => s.entry?.id ?? null)
  return (
    <section className="panel" data-testid="scenes-panel" aria-labelledby="scenes-panel-title">
      <h2 id="scenes-panel-title">
        {uiText('myScenes', language)}
        <button
          type="button"
          className="panel-close"
          onClick={() => store.getState().setLibraryOpen(false)}
          aria-label={uiText('close', language)}
        >
          ×
        </button>
      </h2>
      <ShippedSceneCards />
      <h3>{uiText('myScenes', language)}</h3>
      {entries.length === 0 ? (
        <p className="hint">{uiText('myScenesEmpty', language)}</p>
      ) : (
        <ul className="scene-entries">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} language={language} current={entry.id === currentId} />
          ))}
        </ul>
      )}
    </section>
  )
}
