/**
 * Before a Mage Knight game (core 4, 9): the sides in turn order with their armies' points (a
 * side moves earlier with its button), the build total (the larger army's unless the players
 * agree on another; the actions per turn follow from it, R-MKC-1), the rounds to play (or until
 * one side is left), the undo setting (R-P.1), and the start.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { OpenGameFileButton } from '../OpenGameFileButton'
import { uiText, type UiTextKey } from '../../i18n/translations'

export function MkSetup() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const mk = useSightline((s) => s.mkplay)
  const t = (key: UiTextKey) => uiText(key, language)
  const choices = mk.choices
  if (!choices) return null
  const number = (value: string) => (value.trim() === '' ? null : Number(value))
  return (
    <section className="panel play-setup mk-setup" data-testid="mk-setup">
      <h2>{t('mkSetup')}</h2>
      {choices.problem && (
        <p className="error" data-testid="mk-setup-problem">
          {t('noGameHere')}: {choices.problem}
        </p>
      )}
      <h3>{t('mkTurnOrder')}</h3>
      <ol className="mk-sides">
        {mk.sides.map((side, i) => {
          const army = choices.sides.find((s) => s.side === side)
          return (
            <li key={side} data-testid={`mk-side-${side}`}>
              <strong>{side}</strong> · {army?.points ?? 0} {t('mkArmyPoints')}{' '}
              <span className="hint">({army?.figures.map((f) => f.id).join(', ')})</span>{' '}
              {i > 0 && (
                <button type="button" data-testid={`mk-side-up-${side}`} onClick={() => store.getState().moveMkSideUp(side)}>
                  ↑ {t('mkEarlier')}
                </button>
              )}
            </li>
          )
        })}
      </ol>
      <label className="mk-setting">
        {t('mkBuildTotal')}{' '}
        <input
          type="number"
          min={1}
          data-testid="mk-build-total"
          placeholder={`${choices.buildTotal} (${t('mkBuildTotalDefault')})`}
          value={mk.buildTotal ?? ''}
          onChange={(e) => store.getState().setMkBuildTotal(number(e.target.value))}
        />
      </label>
      <label className="mk-setting">
        {t('mkRounds')}{' '}
        <input
          type="number"
          min={1}
          data-testid="mk-rounds"
          placeholder={t('mkRoundsOpen')}
          value={mk.rounds ?? ''}
          onChange={(e) => store.getState().setMkRounds(number(e.target.value))}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={mk.undoRollsBackDice}
          onChange={(e) => store.getState().setMkUndoRollsBackDice(e.target.checked)}
          data-testid="mk-undo-rolls-back-dice"
        />{' '}
        {t('undoRollsBackDice')}
      </label>
      {mk.error && <p className="error">{mk.error}</p>}
      <div className="play-buttons">
        <button
          type="button"
          data-testid="mk-start-game"
          disabled={choices.problem !== null || mk.status === 'starting'}
          onClick={() => void store.getState().startMkGame()}
        >
          {t('startGame')}
        </button>
        <OpenGameFileButton testId="mk-open-game" open={(text) => store.getState().openMkGameText(text)} />
        <button type="button" data-testid="mk-leave-play" onClick={() => store.getState().leaveMkPlay()}>
          {t('leavePlay')}
        </button>
      </div>
    </section>
  )
}
