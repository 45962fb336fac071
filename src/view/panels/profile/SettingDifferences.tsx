/**
 * The settings two profiles differ in, in words (R-RP.3): each setting's label and ruling id, and
 * its value under each profile said as the editor says it (enum words, yes/no, numbers with their
 * unit). Test hooks: `setting-difference` (data-path) on each item.
 */
import { settingLabel, settingValueText } from '../../i18n/profileSettingTexts'
import type { Language } from '../../i18n/translations'
import type { SettingDifference, SettingInfo } from '../../ports'

export function SettingDifferences({
  differences,
  infos,
  language,
}: {
  differences: readonly SettingDifference[]
  infos: readonly SettingInfo[]
  language: Language
}) {
  const byPath = new Map(infos.map((i) => [i.path, i]))
  return (
    <ul className="setting-differences">
      {differences.map((d) => {
        const info = byPath.get(d.path)
        const unit = info?.kind === 'number' ? info.unit : undefined
        return (
          <li key={d.path} data-testid="setting-difference" data-path={d.path}>
            {settingLabel(d.path, language)}
            {info && <span className="muted"> ({info.ruling})</span>}: {settingValueText(d.path, d.a, language, unit)} |{' '}
            {settingValueText(d.path, d.b, language, unit)}
          </li>
        )
      })}
    </ul>
  )
}
