/**
 * The same ruling under two rule profiles side by side (issue 15, part 3; R-RP.3): the judge's
 * rows with the two values, a row that differs highlighted, then the settings the profiles differ
 * in. Row labels are the ruling's own; values are formatted as the ruling rows format them.
 * Test hooks: `compare-rows`, `compare-row` (data-row, data-differs; not data-key, which the ruling's own rows carry), `compare-verdict`.
 */
import { formatLineValue } from '../i18n/formatValues'
import { profileText } from '../i18n/profileTexts'
import { rulingLabel, type Language } from '../i18n/translations'
import type { CompareValue, ProfileComparison as Comparison, RuleProfile, SightJudgement } from '../ports'

const valueText = (key: string, value: CompareValue, language: Language): string =>
  value === null ? '—' : formatLineValue({ key, value }, language)

export function ProfileComparison({
  comparison,
  titles,
  language,
}: {
  comparison: Comparison<SightJudgement>
  titles: ReadonlyMap<string, RuleProfile>
  language: Language
}) {
  const title = (name: string) => titles.get(name)?.title[language] ?? name
  return (
    <div className="profile-comparison">
      <p data-testid="compare-verdict" data-differs={String(comparison.differs)}>
        {profileText(comparison.differs ? 'compareDiffers' : 'compareSame', language)}
      </p>
      <table className="ruling-rows compare-rows" data-testid="compare-rows">
        <thead>
          <tr>
            <th />
            <th scope="col">{title(comparison.profiles[0])}</th>
            <th scope="col">{title(comparison.profiles[1])}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr
              key={row.key}
              data-testid="compare-row"
              data-row={row.key}
              data-differs={String(row.differs)}
              className={row.differs ? 'differs' : undefined}
            >
              <th scope="row">{rulingLabel(row.key, language)}</th>
              <td>{valueText(row.key, row.a, language)}</td>
              <td>{valueText(row.key, row.b, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {comparison.settings.length > 0 && (
        <details className="compare-settings">
          <summary>{profileText('compareSettings', language)}</summary>
          <ul>
            {comparison.settings.map((s) => (
              // A setting is named by its path in docs/RULINGS.md and the profile file: the same words everywhere.
              <li key={s.path}>
                <code>{s.path}</code>: {JSON.stringify(s.a)} | {JSON.stringify(s.b)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
