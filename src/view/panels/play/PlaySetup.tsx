/**
 * Before a game (2.2, 2.3, 5.4, 20.1): the sides with their models, the group leader of each, the
 * powers each model with a discipline takes (as many as its levels allow), the
 * 12 cm check of the set-up as it stands (every pair the rules refuse, with the clause), the
 * undo setting (R-P.1), and the start. Figures are placed with the usual editing tools first.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { OpenGameFileButton } from '../OpenGameFileButton'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { refusalText } from '../../i18n/refusalTexts'
import { clauseText } from '../../i18n/clauseTexts'

export function PlaySetup() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const play = useSightline((s) => s.play)
  const t = (key: UiTextKey) => uiText(key, language)
  const choices = play.choices
  if (!choices) return null
  const blocked = choices.refusal ?? choices.deployment[0] ?? null
  return (
    <section className="panel play-setup" data-testid="play-setup">
      <h2>{t('playSetup')}</h2>
      {choices.refusal && (
        <p className="error" data-testid="play-refusal" data-code={choices.refusal.code}>
          {t('noGameHere')}: {refusalText(choices.refusal, language)}
        </p>
      )}
      {choices.sides.map((side) => (
        <label key={side.side} className="play-leader">
          {side.side} · {t('leader')}{' '}
          <select
            data-testid={`leader-${side.side}`}
            value={play.leaders[side.side] ?? ''}
            onChange={(e) => store.getState().setLeader(side.side, e.target.value)}
          >
            {side.models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.id} · {m.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {choices.powers.map((c) => {
        const taken = Object.hasOwn(play.powers, c.model) ? play.powers[c.model] : []
        return (
          <fieldset key={c.model} className="play-powers" data-testid={`powers-${c.model}`}>
            <legend>
              {c.model} · {t('powersChosen')} {taken.length} / {c.picks} (20.1)
            </legend>
            {c.offered.map((o) => (
              <label key={`${o.discipline}-${o.power}`}>
                <input
                  type="checkbox"
                  data-testid={`power-${c.model}-${o.power}`}
                  checked={taken.includes(o.power)}
                  disabled={!taken.includes(o.power) && taken.length >= c.picks}
                  onChange={(e) => store.getState().setPower(c.model, o.power, e.target.checked)}
                />{' '}
                {o.power} <span className="hint">({o.discipline})</span>
              </label>
            ))}
          </fieldset>
        )
      })}
      {choices.deployment.length === 0 ? (
        <p className="hint" data-testid="deployment-ok">
          {t('deploymentOk')}
        </p>
      ) : (
        <div data-testid="deployment-problems">
          <h3>{t('deploymentProblems')}</h3>
          <ul>
            {choices.deployment.map((r) => (
              <li key={`${r.params?.model}-${r.params?.enemy}`} data-code={r.code}>
                {refusalText(r, language)} <span className="ruling-clause">{clauseText(r.clause, language)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <label>
        <input
          type="checkbox"
          checked={play.undoRollsBackDice}
          onChange={(e) => store.getState().setUndoRollsBackDice(e.target.checked)}
          data-testid="undo-rolls-back-dice"
        />{' '}
        {t('undoRollsBackDice')}
      </label>
      {play.error && <p className="error">{play.error}</p>}
      <div className="play-buttons">
        <button
          type="button"
          data-testid="start-game"
          disabled={blocked !== null || play.status === 'starting'}
          title={blocked ? refusalText(blocked, language) : undefined}
          onClick={() => void store.getState().startGame()}
        >
          {t('startGame')}
        </button>
        <OpenGameFileButton testId="open-game" open={(text) => store.getState().openGameText(text)} />
        <button type="button" data-testid="leave-play" onClick={() => store.getState().leavePlay()}>
          {t('leavePlay')}
        </button>
      </div>
    </section>
  )
}
