/**
 * The round (5): its number and phase, the models acting now, the round's own steps (start,
 * the simultaneous choice of 5.5 with a pick per side, end) and the models of each side with
 * their AP, to choose one. Everything enabled or refused as the rules answer now.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { rulingLabel, uiText, type UiTextKey } from '../../i18n/translations'
import { StepButton } from './StepButton'

export function RoundControls() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const play = useSightline((s) => s.play)
  const t = (key: UiTextKey) => uiText(key, language)
  const game = play.game
  if (!game) return null
  const models = Object.values(game.models)
  return (
    <div className="play-round" data-testid="play-round" data-round={game.round} data-phase={game.phase}>
      <p>
        <strong>
          {t('round')} {game.round}
        </strong>{' '}
        · {t('phase')}: {rulingLabel(`phase.${game.phase}`, language)}
        {game.winner !== undefined && (
          <span data-testid="play-winner">
            {' '}
            · {t('winner')}: {game.winner}
          </span>
        )}
      </p>
      <p data-testid="play-active">
        {t('activeModels')}: {game.active.length > 0 ? game.active.join(', ') : '–'}
      </p>
      <div className="play-buttons">
        <StepButton step={{ do: 'startRound' }} probe={play.roundSteps?.startRound ?? null} testId="step-startRound">
          {t('startRound')}
        </StepButton>
        <StepButton step={{ do: 'endRound' }} probe={play.roundSteps?.endRound ?? null} testId="step-endRound">
          {t('endRound')}
        </StepButton>
      </div>
      <div className="play-choose">
        {game.sides.map((side) => (
          <select
            key={side}
            data-testid={`pick-${side}`}
            aria-label={`${t('chooseModels')} ${side}`}
            value={play.picks[side] ?? ''}
            onChange={(e) => store.getState().setPick(side, e.target.value)}
          >
            <option value="">{side}…</option>
            {/* 5.5.2: only the models the side may still choose this round (the rules' list). */}
            {(Object.hasOwn(play.choosable, side) ? play.choosable[side] : []).map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        ))}
        <StepButton step={{ do: 'choose', picks: { ...play.picks } }} probe={play.choose} testId="step-choose">
          {t('chooseModels')}
        </StepButton>
      </div>
      <h3>{t('models')}</h3>
      <ul className="play-models">
        {models.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              aria-pressed={play.selected === m.id}
              data-testid={`model-${m.id}`}
              className={`side-${m.side}${m.eliminated ? ' eliminated' : ''}`}
              onClick={() => store.getState().selectModel(m.id)}
            >
              {m.id} <span className="ap">{m.ap} AP</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
