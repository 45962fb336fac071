/**
 * The turn (core 4): the round and turn number, the side to act, the actions of the turn left
 * (the castle's extra ones beside them, 001 "Aktionen"), End turn with the rules' answer, and
 * once the game is over every side's victory points (core 9).
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'

export function MkTurnPanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const game = useSightline((s) => s.mkplay.game)
  const endTurn = useSightline((s) => s.mkplay.endTurn)
  const score = useSightline((s) => s.mkplay.score)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!game) return null
  const a = game.turn.actions
  const left = a.base - a.usedBase
  const extraLeft = a.extra - a.usedExtra
  const round = Math.ceil(game.turn.number / game.sides.length)
  return (
    <div className="mk-turn" data-testid="mk-turn" data-side={game.turn.side} data-actions-left={left} data-over={game.over}>
      <h2>
        {t('mkRound')} {round}
        {game.maxRounds !== null ? ` / ${game.maxRounds}` : ''} · {t('mkTurn')} {game.turn.number}
      </h2>
      {game.over ? (
        <div data-testid="mk-score">
          <h3>{t('mkGameOver')}</h3>
          <h4>{t('mkVictoryPoints')}</h4>
          <ul>
            {game.sides.map((side) => (
              <li key={side} data-testid={`mk-score-${side}`} data-points={score?.[side] ?? 0}>
                <strong>{side}</strong>: {score?.[side] ?? 0}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p>
            {t('mkSideToAct')}: <strong data-testid="mk-side-to-act">{game.turn.side}</strong> · {t('mkActionsLeft')}:{' '}
            <strong data-testid="mk-actions-left">
              {left} / {a.base}
            </strong>
            {a.extra > 0 && ` (+${extraLeft} / ${a.extra})`}
          </p>
          <div className="play-buttons">
            <button
              type="button"
              data-testid="mk-end-turn"
              disabled={endTurn?.ok !== true}
              title={endTurn && !endTurn.ok ? mkRefusalText(endTurn.refusal, language) : undefined}
              onClick={() => store.getState().playMkStep({ do: 'endTurn' })}
            >
              {t('mkEndTurn')}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
