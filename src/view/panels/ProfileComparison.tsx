/**
 * The same ruling under two rule profiles side by side (issue 15, part 3; R-RP.3): the judge's
 * rows with the two values, a row that differs highlighted, then the settings the profiles differ
 * in, in words (profile/SettingDifferences.tsx). Row labels are the ruling's own; values are
 * formatted as the ruling rows format them. The castle panel's shot is compared the same way.
 * Test hooks: `compare-rows`, `compare-row` (data-row, data-differs; not data-key, which the ruling's own rows carry), `compare-verdict`,
 * `compare-settings`; for the castle `castle-compare-rows`, `castle-compare-verdict`.
 */
import { formatLineValue } from '../i18n/formatValues'
import { profileText } from '../i18n/profileTexts'
import { rulingLabel, type Language } from '../i18n/translations'
import { profileEditorText } from '../i18n/profileSettingTexts'
import type { CastleShotJudgement, CompareValue, ProfileComparison as Comparison, RuleProfile, SettingInfo, SightJudgement } from '../ports'
import { SettingDifferences } from './profile/SettingDifferences'

const valueText = (key: string, value: CompareValue, language: Language): string =>
  value === null ? '—' : formatLineValue({ key, value }, language)

export function ProfileComparison({
  comparison,
  titles,
  infos,
  language,
  castle = false,
}: {
  comparison: Comparison<SightJudgement | CastleShotJudgement>
  titles: ReadonlyMap<string, RuleProfile>
  infos: readonly SettingInfo[]
  language: Language
  /** The castle shot's comparison: its rows and no list of settings (the sight comparison above has it). */
  castle?: boolean
}) {
  const title = (name: string) => titles.get(name)?.title[language] ?? name
  return (
    <div className="profile-comparison" data-question={comparison.question}>
      <p data-testid={castle ? 'castle-compare-verdict' : 'compare-verdict'} data-differs={String(comparison.differs)}>
        {castle && `${profileEditorText('castleComparison', language)}: `}
        {profileText(comparison.differs ? 'compareDiffers' : 'compareSame', language)}
      </p>
      <table className="ruling-rows compare-rows" data-testid={castle ? 'castle-compare-rows' : 'compare-rows'}>
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
      {!castle && comparison.settings.length > 0 && (
        <details className="compare-settings" data-testid="compare-settings">
          <summary>{profileText('compareSettings', language)}</summary>
          <SettingDifferences differences={comparison.settings} infos={infos} language={language} />
        </details>
      )}
    </div>
  )
}
