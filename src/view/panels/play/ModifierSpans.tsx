/**
 * The modifiers of a previewed roll as the line under a chances table shows them: each signed
 * value, its ruling word in the reader's language and its clause. One component for the shot and
 * the melee preview, so that neither shows a modifier's code key instead of its word.
 */
import { useSightline } from '../../StoreContext'
import { rulingLabel } from '../../i18n/translations'
import { clauseText } from '../../i18n/clauseTexts'
import type { Clause } from '../../ports'

export interface PreviewModifier {
  key: string
  value: number
  clause: Clause
}

export function ModifierSpans({ modifiers }: { modifiers: readonly PreviewModifier[] }) {
  const language = useSightline((s) => s.language)
  return (
    <>
      {modifiers.map((m) => (
        <span key={`${m.key}-${m.value}`} data-modifier={m.key}>
          {' '}
          {m.value >= 0 ? '+' : ''}
          {m.value} {rulingLabel(m.key, language)} <span className="ruling-clause">({clauseText(m.clause, language)})</span>
        </span>
      ))}
    </>
  )
}
