/**
 * The bar that offers a game kept in the browser when a link opened another scene (`data-testid="saved-game-offer"`):
 * the link's scene stays on the table until the player asks for the game; dismissing keeps the game stored.
 */
import type { Language } from '../i18n/translations'
import { uiText } from '../i18n/translations'

export function SavedGameOffer({ language, onResume, onDismiss }: { language: Language; onResume: () => void; onDismiss: () => void }) {
  return (
    <div className="notices">
      <div className="notice notice-warning" role="status" data-testid="saved-game-offer">
        <div className="notice-head">
          <span>{uiText('savedGameWaiting', language)}</span>
          <span>
            <button type="button" data-testid="resume-saved-game" onClick={onResume}>
              {uiText('resumeSavedGame', language)}
            </button>
            <button type="button" onClick={onDismiss} aria-label={uiText('dismiss', language)}>
              ×
            </button>
          </span>
        </div>
      </div>
    </div>
  )
}
