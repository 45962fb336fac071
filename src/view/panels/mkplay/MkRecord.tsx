/**
 * What happened in a Mage Knight game: the last step with its dice shown (each roll's purpose in
 * the view's language, both dice of a 2d6 attack, the total with the attack value against the
 * defence, hit, miss or critical; a break away's d6), its ruling lines and modifiers with their
 * clauses, or its refusal; then the game record, every kept step with its rolls and every ruling
 * line, newest first.
 */
import { useSightline } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import { purposeText } from '../../i18n/purposeTexts'
import type { MkStepResult, RulingLine } from '../../ports'
import { RulingRows } from '../RulingRows'
import { mkStepLabel } from './mkStepLabels'
import { stepSummary } from './siegeStepText'
import { clauseText } from '../../i18n/clauseTexts'

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅']

type Kept = Extract<MkStepResult, { ok: true }>

/** The attack's outcome line for a roll (mk.attackResult, in the rules' order of targets). */
const outcomes = (r: Kept): RulingLine[] => r.breakdown.lines.filter((l) => l.key === 'mk.attackResult')

const OUTCOME: Readonly<Record<string, UiTextKey>> = {
  hit: 'mkHit',
  miss: 'mkMiss',
  'critical hit': 'mkCriticalHit',
  'critical miss': 'mkCriticalMiss',
}

/** The engine's outcome word of an attack (mk.attackResult), or a plain success of another roll. */
function outcomeText(outcome: string | number | undefined, success: boolean | undefined, language: Language): string {
  if (typeof outcome === 'string' && Object.hasOwn(OUTCOME, outcome)) return uiText(OUTCOME[outcome], language)
  return uiText(success ? 'yes' : 'no', language)
}

function Dice({ result, language }: { result: Kept; language: Language }) {
  const t = (key: UiTextKey) => uiText(key, language)
  const results = outcomes(result)
  const rolls = result.breakdown.rolls
  if (rolls.length === 0) return null
  return (
    <div className="mk-dice" data-testid="mk-dice">
      <h4>{t('mkTheRoll')}</h4>
      {rolls.map((roll, i) => {
        const outcome = roll.dice.length === 2 ? results[i] : undefined
        const sum = roll.dice.reduce((n, d) => n + d, 0)
        return (
          <p
            key={i}
            className="mk-roll"
            data-testid="mk-roll"
            data-dice={roll.dice.join(',')}
            data-total={roll.total}
            data-outcome={String(outcome?.params?.outcome ?? roll.success)}
          >
            <span className="mk-roll-purpose" data-testid="mk-roll-purpose">
              {purposeText(roll, language)}:
            </span>{' '}
            <span className="mk-die-faces">
              {roll.dice.map((d, j) => (
                <span key={j} className="mk-die" title={String(d)}>
                  {FACES[d] ?? ''} {d}
                </span>
              ))}
            </span>{' '}
            {roll.dice.length === 2 && roll.total !== undefined && roll.opponentTotal !== undefined && (
              <>
                = {sum} + {roll.total - sum} = <strong>{roll.total}</strong> {t('mkAgainst')} {roll.opponentTotal}:{' '}
              </>
            )}
            <strong className={roll.success ? 'mk-hit' : 'mk-miss'} data-testid="mk-outcome">
              {outcomeText(outcome?.params?.outcome, roll.success, language)}
            </strong>
          </p>
        )
      })}
    </div>
  )
}

export function MkLastStep() {
  const language = useSightline((s) => s.language)
  const last = useSightline((s) => s.mkplay.last)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!last) return null
  if (!last.ok)
    return (
      <div className="play-last refused" data-testid="mk-last" data-ok="false" data-code={last.refusal.code}>
        <h3>
          {t('refused')}: {mkStepLabel(last.step.do, language)}
          {stepSummary(last.step, language)}
        </h3>
        <p data-testid="mk-last-refusal">{mkRefusalText(last.refusal, language)}</p>
        <p className="ruling-clause">{clauseText(last.refusal.clause, language)}</p>
      </div>
    )
  return (
    <div className="play-last" data-testid="mk-last" data-ok="true" data-step={last.step.do}>
      <h3>
        {t('lastStep')}: {mkStepLabel(last.step.do, language)}
        {stepSummary(last.step, language)}
      </h3>
      <Dice result={last} language={language} />
      <RulingRows lines={[...last.breakdown.modifiers, ...last.breakdown.lines]} language={language} prefix="mk-line" />
    </div>
  )
}

export function MkGameRecord() {
  const language = useSightline((s) => s.language)
  const record = useSightline((s) => s.mkplay.record)
  if (record.length === 0) return null
  return (
    <details className="mk-record" data-testid="mk-record" data-count={record.length}>
      <summary>
        {uiText('mkRecord', language)} ({record.length})
      </summary>
      <ol reversed>
        {[...record].reverse().map((r) =>
          r.ok ? (
            <li key={r.index} data-testid="mk-record-step" data-step={r.step.do}>
              <strong>
                #{r.index + 1} {mkStepLabel(r.step.do, language)}
              </strong>
              {stepSummary(r.step, language)}
              {r.breakdown.rolls.map((roll, i) => (
                <p key={`roll-${i}`} className="mk-record-roll" data-testid="mk-record-roll">
                  {purposeText(roll, language)}: {roll.dice.join(' + ')}{' '}
                  <span className="ruling-clause">{clauseText(roll.clause, language)}</span>
                </p>
              ))}
              <RulingRows lines={[...r.breakdown.modifiers, ...r.breakdown.lines]} language={language} prefix={`mk-record-${r.index}`} />
            </li>
          ) : null,
        )}
      </ol>
    </details>
  )
}
