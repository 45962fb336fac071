/**
 * Notices above the table: every problem of a file that failed to load (the scene stays as it
 * was), warnings of one that loaded (a scene's problems in the reader's language), a damaged saved scene that was set aside, link trouble,
 * a game file replayed under the profile in use (its name in the language of the moment, not of the notice's).
 */
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText } from '../i18n/translations'
import { problemText } from '../i18n/problemTexts'

/** All current notices (`data-testid="notice-<source>"`, items `notice-item`). */
export function NoticeList() {
  const store = useSightlineStore()
  const notices = useSightline((s) => s.notices)
  const language = useSightline((s) => s.language)
  if (notices.length === 0) return null
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div
          key={notice.source}
          className={`notice notice-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid={`notice-${notice.source}`}
          data-kind={notice.kind}
        >
          <div className="notice-head">
            <strong>{uiText(notice.title, language)}</strong>
            <button type="button" onClick={() => store.getState().dismissNotice(notice.source)} aria-label={uiText('dismiss', language)}>
              ×
            </button>
          </div>
          <ul>
            {notice.items.map((item, i) => (
              <li key={i} data-testid="notice-item">
                {typeof item === 'string' ? item : 'words' in item ? item.words[language] : problemText(item, language)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
