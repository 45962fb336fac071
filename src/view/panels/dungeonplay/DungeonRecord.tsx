/**
 * What happened: the last step tried, refused (its reason and clause) or allowed (the token
 * drawn with its colour and kind, each die with its purpose, and the rules' lines, which say what
 * was applied, with their clauses); then the dice log of the whole game, newest first.
 */
import { useSightline } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { dungeonPlayRefusalText, TOKEN_COLOUR_NAMES, TOKEN_KIND_NAMES } from '../../i18n/dungeonPlayTexts'
import { purposeText } from '../../i18n/purposeTexts'
import { detailText } from '../../i18n/detailTexts'
import type { DieRoll, DungeonStepResult } from '../../ports'
import { clauseText } from '../../i18n/clauseTexts'
import { drawnTokenText } from '../../i18n/dungeonTokenTexts'

type Kept = Extract<DungeonStepResult, { ok: true }>

const word = (table: Readonly<Record<string, { en: string; de: string }>>, key: string, language: Language) =>
  Object.hasOwn(table, key) ? table[key][language] : key

function Roll({ roll, language, testId }: { roll: DieRoll; language: Language; testId: string }) {
  return (
    <li data-testid={testId} data-sides={roll.sides} data-result={roll.result}>
      {purposeText(roll, language)}: d{roll.sides} → <strong>{roll.result}</strong>{' '}
      <span className="ruling-clause">· {clauseText(roll.clause, language)}</span>
    </li>
  )
}

function Drawn({ result, language }: { result: Kept; language: Language }) {
  if (result.outcome?.kind !== 'use-artifact') return null
  const use = result.outcome.use
  return (
    <p data-testid="dungeon-drawn" data-token={use.token} data-colour={use.colour} data-kind={use.kind}>
      {uiText('dungeonDrawn', language)}: <strong>{drawnTokenText(use, language)}</strong> ({word(TOKEN_COLOUR_NAMES, use.colour, language)}
      , {word(TOKEN_KIND_NAMES, use.kind, language)})
    </p>
  )
}

export function DungeonLastStep() {
  const language = useSightline((s) => s.language)
  const last = useSightline((s) => s.dungeonplay.last)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!last) return null
  if (!last.ok)
    return (
      <div className="dungeon-last refused" data-testid="dungeon-last" data-ok="false" data-refusal={last.refusal.code}>
        <h4>{t('dungeonRefused')}</h4>
        <p data-testid="dungeon-refusal">{dungeonPlayRefusalText(last.refusal, language)}</p>
        <p className="ruling-clause">{clauseText(last.refusal.clause, language)}</p>
      </div>
    )
  return (
    <div className="dungeon-last" data-testid="dungeon-last" data-ok="true" data-step={last.step.do}>
      <h4>{t('dungeonLast')}</h4>
      <Drawn result={last} language={language} />
      {last.rolls.length > 0 && (
        <ul className="dungeon-rolls">
          {last.rolls.map((r, i) => (
            <Roll key={i} roll={r} language={language} testId="dungeon-roll" />
          ))}
        </ul>
      )}
      <ul className="dungeon-lines" data-testid="dungeon-lines">
        {last.breakdown.lines.map((line, i) => (
          <li key={`${line.key}-${i}`} data-key={line.key}>
            {detailText(line, language) ?? String(line.value)} <span className="ruling-clause">· {clauseText(line.clause, language)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function DungeonDiceLog() {
  const language = useSightline((s) => s.language)
  const log = useSightline((s) => s.dungeonplay.log)
  if (log.length === 0) return null
  return (
    <details className="dungeon-dice-log" data-testid="dungeon-dice-log" data-rolls={log.length}>
      <summary>
        {uiText('dungeonDiceLog', language)} ({log.length})
      </summary>
      <ol reversed>
        {[...log].reverse().map((r, i) => (
          <Roll key={i} roll={r} language={language} testId="dungeon-log-roll" />
        ))}
      </ol>
    </details>
  )
}
