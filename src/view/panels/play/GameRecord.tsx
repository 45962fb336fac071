/**
 * What happened: the last step's ruling (its lines and modifiers, each with its clause, or its
 * refusal with code and clause) and the dice log, every roll with its purpose, die, result and
 * clause (4.8), newest first.
 */
import { useSightline } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { stepLabel } from './stepLabels'
import type { DieRoll } from '../../ports'
import { RulingRows } from '../RulingRows'
import { refusalText } from '../../i18n/refusalTexts'
import { purposeText } from '../../i18n/purposeTexts'
import { clauseText } from '../../i18n/clauseTexts'

export function LastStep() {
  const language = useSightline((s) => s.language)
  const last = useSightline((s) => s.play.last)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!last) return null
  if (!last.ok)
    return (
      <div className="play-last refused" data-testid="play-last" data-ok="false" data-code={last.refusal.code}>
        <h3>
          {t('refused')}: {stepLabel(last.step.do, language)}
        </h3>
        <p>{refusalText(last.refusal, language)}</p>
        <p className="ruling-clause">{clauseText(last.refusal.clause, language)}</p>
      </div>
    )
  const modifiers = last.breakdown.modifiers.map((m) => ({ ...m }))
  return (
    <div className="play-last" data-testid="play-last" data-ok="true" data-step={last.step.do}>
      <h3>
        {t('lastStep')}: {stepLabel(last.step.do, language)}
      </h3>
      <RulingRows lines={[...modifiers, ...last.breakdown.lines]} language={language} prefix="play-line" />
    </div>
  )
}

export function DiceLog({ log }: { log: readonly DieRoll[] }) {
  const language = useSightline((s) => s.language)
  if (log.length === 0) return null
  return (
    <div className="dice-log" data-testid="dice-log" data-count={log.length}>
      <h3>{uiText('diceLog', language)}</h3>
      <ol reversed>
        {[...log].reverse().map((r) => (
          <li key={r.index} data-testid="die-roll" data-result={r.result}>
            <strong>
              W{r.sides}: {r.result}
            </strong>{' '}
            {purposeText(r, language)} <span className="ruling-clause">{clauseText(r.clause, language)}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
