/**
 * A rule profile to and from a file (R-VPR.4): Export writes the profile in use, edits included,
 * as the command line's `--profile FILE` reads it; Import adds a file's profile to the group's own
 * under a free name and uses it, or lists why the judge refused it, in the reader's language.
 * Export is greyed with its reason while an editor holds a draft not in use (`draftsPending`).
 * Test hooks: `profile-export`, `profile-import` (the file input), `profile-import-result`.
 */
import { type ChangeEvent, useRef } from 'react'
import { useSightline, useSightlineStore } from '../StoreContext'
import { profileProblemText } from '../i18n/profileProblemTexts'
import { importOutcomeText, profileText } from '../i18n/profileTexts'
import { downloadText } from './Toolbar'

export function ProfileFileButtons() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const imported = useSightline((s) => s.rules.imported ?? null)
  // A draft not in use (the section arcs before "Use these arcs") would be left out of the file without a word.
  const draftPending = useSightline((s) => (s.rules.draftsPending?.length ?? 0) > 0)
  const input = useRef<HTMLInputElement>(null)
  const onExport = () => {
    if (draftPending) return
    const file = store.getState().exportRuleProfile()
    downloadText(file.text, file.fileName)
  }
  const onImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    // The same file chosen again must fire again.
    e.target.value = ''
    if (file) store.getState().importRuleProfile(await file.text())
  }
  return (
    <div className="profile-files">
      <button
        type="button"
        data-testid="profile-export"
        aria-disabled={draftPending}
        title={draftPending ? profileText('exportDraftPending', language) : undefined}
        onClick={onExport}
      >
        {profileText('exportProfile', language)}
      </button>
      <button type="button" onClick={() => input.current?.click()}>
        {profileText('importProfile', language)}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="profile-import"
        aria-label={profileText('importProfile', language)}
        onChange={onImport}
      />
      {imported && (
        <div className={imported.kind === 'imported' ? 'muted' : 'error'} data-testid="profile-import-result" data-kind={imported.kind}>
          <p>{importOutcomeText(imported, language)}</p>
          {imported.kind === 'invalid' && (
            <ul>
              {imported.problems.map((p) => (
                <li key={`${p.path}: ${p.message}`}>{profileProblemText(p, language)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
