/**
 * The outcome of the last castle action (`data-testid="siege-message"`): a refusal with its
 * reason and clause, its code in `data-code` (a portal that cannot close on a base:
 * `portal-closes-on-base`), or the rules' lines of a change (clicks of damage, rubble, dice on
 * the rubble).
 */
import { useSightline } from '../StoreContext'
import { RulingRows } from './RulingRows'
import { siegeRefusalText } from '../i18n/siegeRefusalTexts'
import { problemText } from '../i18n/problemTexts'
import { clauseText } from '../i18n/clauseTexts'

export function SiegeMessageView() {
  const language = useSightline((s) => s.language)
  const message = useSightline((s) => s.siege.message)
  if (!message) return null
  return (
    <div className={`siege-message siege-${message.kind}`} data-testid="siege-message" data-kind={message.kind} data-code={message.code}>
      <div data-testid="siege-message-text">
        {message.kind === 'refusal' && message.code
          ? siegeRefusalText(
              {
                code: message.code,
                reason: message.text,
                params: message.problem ? { ...message.params, problem: problemText(message.problem, language) } : message.params,
              },
              language,
            )
          : message.text}
      </div>
      {message.clause && (
        <div className="ruling-clause" data-testid="siege-message-clause">
          {clauseText(message.clause, language)}
        </div>
      )}
      {message.lines && message.lines.length > 0 && <RulingRows lines={message.lines} language={language} prefix="siege" />}
    </div>
  )
}
