/**
 * Every setting of the rule profile in use, grouped by rule set (R-VPR.2): its label, the ruling of
 * docs/RULINGS.md it reads, and a control for the values the judge's schema allows. A change goes
 * to the store's `editRuleSetting`, which asks the judge's profile check before the value rules;
 * what the check refuses is listed under the editor. Test hooks: `profile-settings` (details),
 * `profile-setting` (data-path, data-ruling) on each control, `profile-edit-problems` (each line in the
 * reader's language, i18n/profileProblemTexts.ts).
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { profileProblemText } from '../../i18n/profileProblemTexts'
import { profileEditorText, settingGroupLabel, settingLabel, settingUnitWord, settingValueWord } from '../../i18n/profileSettingTexts'
import type { Language } from '../../i18n/translations'
import { settingAt, type ProfileSettings, type SettingGroup, type SettingInfo, type SettingValue } from '../../ports'
import { currentProfile } from '../../store/profiles/catalogue'
import { ListSettingField } from './ListSettingField'
import { RecordSettingField } from './RecordSettingField'
import { SectionArcsField } from './SectionArcsField'

type Edit = (path: string, value: SettingValue) => void

function SettingControl({
  info,
  settings,
  edit,
  language,
}: {
  info: SettingInfo
  settings: ProfileSettings
  edit: Edit
  language: Language
}) {
  const value = settingAt(settings, info.path)
  const hooks = { 'data-testid': 'profile-setting', 'data-path': info.path, 'data-ruling': info.ruling }
  const label = settingLabel(info.path, language)
  if (info.kind === 'enum')
    return (
      <select {...hooks} aria-label={label} value={String(value)} onChange={(e) => edit(info.path, e.target.value)}>
        {info.options.map((option) => (
          <option key={option} value={option}>
            {settingValueWord(info.path, option, language)}
          </option>
        ))}
      </select>
    )
  if (info.kind === 'boolean')
    return (
      <input type="checkbox" {...hooks} aria-label={label} checked={value === true} onChange={(e) => edit(info.path, e.target.checked)} />
    )
  if (info.kind === 'number')
    return (
      <>
        <input
          type="number"
          {...hooks}
          aria-label={label}
          min={info.min}
          max={info.max}
          step={info.integer ? 1 : 'any'}
          value={String(value)}
          onChange={(e) => {
            const n = e.target.valueAsNumber
            if (Number.isFinite(n)) edit(info.path, n)
          }}
        />{' '}
        <span className="muted">{settingUnitWord(info.unit, language)}</span>
      </>
    )
  if (info.kind === 'list') return <ListSettingField info={info} value={value} edit={edit} language={language} />
  if (info.kind === 'record') return <RecordSettingField info={info} value={value} edit={edit} language={language} />
  // Keyed by the arcs in use: the table's draft starts again from them when they change (applied, or another profile).
  return <SectionArcsField key={JSON.stringify(value)} info={info} value={value} edit={edit} language={language} />
}

export function ProfileSettingsEditor({ settings: infos }: { settings: readonly SettingInfo[] }) {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const rules = useSightline((s) => s.rules)
  const { settings } = currentProfile(rules)
  const edit: Edit = (path, value) => store.getState().editRuleSetting(path, value)
  const groups = new Map<SettingGroup, SettingInfo[]>()
  for (const info of infos) groups.set(info.group, [...(groups.get(info.group) ?? []), info])

  return (
    <details className="profile-settings" data-testid="profile-settings">
      <summary>{profileEditorText('editSettings', language)}</summary>
      {[...groups].map(([group, members]) => (
        <fieldset key={group} data-group={group}>
          <legend>{settingGroupLabel(group, language)}</legend>
          {/* A div, not a label: each control carries its label as aria-label (the control is a component biome cannot see into). */}
          {members.map((info) => (
            <div key={info.path} className="profile-setting">
              {settingLabel(info.path, language)} <span className="muted">({info.ruling})</span>{' '}
              <SettingControl info={info} settings={settings} edit={edit} language={language} />
            </div>
          ))}
        </fieldset>
      ))}
      {rules.editProblems && (
        <ul className="error" data-testid="profile-edit-problems" aria-label={profileEditorText('settingRejected', language)}>
          {rules.editProblems.map((p) => (
            <li key={`${p.path}: ${p.message}`}>{profileProblemText(p, language)}</li>
          ))}
        </ul>
      )}
    </details>
  )
}
