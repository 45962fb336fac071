/**
 * A chariot's boarding and leaving for the chosen figure (000 "Einsteigen und Aussteigen"): a
 * hero's chariots of its side, each with the rules' answer (it must touch a side or the rear,
 * with a move action of its own); a passenger's goals at the middle of each side and the rear,
 * refused where the engine refuses or the base would overlap another (R-MKV.5). A click on the
 * table sets a passenger down in that direction (drawn before the click). Refused buttons say why
 * in their title, as the attack buttons do.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import { mkSectionName } from '../../i18n/mkLargeTexts'

export function MkChariotActions() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const board = useSightline((s) => s.mkplay.large.board)
  const leave = useSightline((s) => s.mkplay.large.leave)
  const t = (key: UiTextKey) => uiText(key, language)
  if (board.length === 0 && leave.length === 0) return null
  return (
    <div className="mk-chariot" data-testid="mk-chariot-actions">
      <h3>{t('mkChariot')}</h3>
      <div className="play-buttons">
        {board.map((b) => (
          <button
            key={b.chariot}
            type="button"
            data-testid={`mk-board-${b.chariot}`}
            data-allowed={b.probe.ok}
            aria-disabled={!b.probe.ok}
            className={b.probe.ok ? undefined : 'refused'}
            title={b.probe.ok ? undefined : mkRefusalText(b.probe.refusal, language)}
            onClick={() => {
              if (b.probe.ok) store.getState().boardMkChariot(b.chariot)
            }}
          >
            {t('mkBoard')} → {b.chariot}
          </button>
        ))}
        {leave.map((g) => {
          // R-MKV.5: the engine's answer, and a base that fits there (the store plays no other).
          const ok = g.probe.ok && g.overlaps.length === 0
          const where = g.touches.map((s) => mkSectionName(s, language)).join(' / ')
          const why = !g.probe.ok
            ? mkRefusalText(g.probe.refusal, language)
            : g.overlaps.length > 0
              ? `${t('mkLeaveOverlaps')}: ${g.overlaps.join(', ')}`
              : undefined
          return (
            <button
              key={`${g.to[0]},${g.to[1]}`}
              type="button"
              data-testid={`mk-leave-${g.touches.join('-') || 'none'}`}
              data-allowed={ok}
              aria-disabled={!ok}
              className={ok ? undefined : 'refused'}
              title={why}
              onClick={() => store.getState().leaveMkChariot(g)}
            >
              {t('mkLeave')} → {where}
            </button>
          )
        })}
      </div>
      {leave.length > 0 && <p className="hint">{t('mkLeaveHint')}</p>}
    </div>
  )
}
