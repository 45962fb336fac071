/**
 * A profile setting that is a list (R-VPR.2), edited as a list: a set of named entries (terrain
 * types, a melee winner's options) as a checkbox per entry; an ordered table of named entries
 * (the hit-zone table) as a choice per place; entries the editor cannot name (section arcs,
 * critical modifiers) written out as JSON. Every edit goes to the store's `editRuleSetting`, which
 * asks the judge's profile check before the value is used. Test hooks: `profile-setting`
 * (data-path) on the list, `profile-list-item` (data-item) on each checkbox, `profile-list-place`
 * (data-place) on each place's choice.
 */
import { type ReactNode, useState } from 'react'
import { profileEditorText, settingEntryWord, settingLabel } from '../../i18n/profileSettingTexts'
import type { Language } from '../../i18n/translations'
import type { SettingInfo, SettingValue } from '../../ports'

type Edit = (path: string, value: SettingValue) => void
type ListInfo = Extract<SettingInfo, { kind: 'list' }>

/** The frame of a list setting, named by its label for a screen reader, its path and ruling for tests. */
function ListFieldset({ info, language, children }: { info: ListInfo; language: Language; children: ReactNode }) {
  return (
    <fieldset
      className="profile-list"
      data-testid="profile-setting"
      data-path={info.path}
      data-ruling={info.ruling}
      aria-label={settingLabel(info.path, language)}
    >
      {children}
    </fieldset>
  )
}

/** A set of named entries: one checkbox each, the list kept in the schema's order of the entries. */
function SetField({ info, value, edit, language }: { info: ListInfo; value: readonly string[]; edit: Edit; language: Language }) {
  const items = info.items ?? []
  const toggle = (item: string, on: boolean) =>
    edit(info.path, on ? items.filter((i) => i === item || value.includes(i)) : value.filter((i) => i !== item))
  return (
    <ListFieldset info={info} language={language}>
      {items.map((item) => (
        <label key={item} className="profile-list-item">
          <input
            type="checkbox"
            data-testid="profile-list-item"
            data-item={item}
            checked={value.includes(item)}
            onChange={(e) => toggle(item, e.target.checked)}
          />{' '}
          {settingEntryWord(info.path, item, language)}
        </label>
      ))}
    </ListFieldset>
  )
}

/** An ordered table of named entries: a choice per place (the place is what counts, e.g. a 2d6 total). */
function OrderedField({ info, value, edit, language }: { info: ListInfo; value: readonly string[]; edit: Edit; language: Language }) {
  const items = info.items ?? []
  return (
    <ListFieldset info={info} language={language}>
      {value.map((entry, place) => (
        <select
          key={place}
          data-testid="profile-list-place"
          data-place={place}
          aria-label={`${settingLabel(info.path, language)} ${place + 1}`}
          value={entry}
          onChange={(e) =>
            edit(
              info.path,
              value.map((old, i) => (i === place ? e.target.value : old)),
            )
          }
        >
          {items.map((item) => (
            <option key={item} value={item}>
              {settingEntryWord(info.path, item, language)}
            </option>
          ))}
        </select>
      ))}
    </ListFieldset>
  )
}

/** Entries the editor cannot name, written as JSON: applied when the field is left, if it reads as JSON (the judge checks the rest). */
function JsonField({ info, value, edit, language }: { info: ListInfo; value: unknown; edit: Edit; language: Language }) {
  const text = JSON.stringify(value)
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <input
      type="text"
      data-testid="profile-setting"
      data-path={info.path}
      data-ruling={info.ruling}
      aria-label={`${settingLabel(info.path, language)} (${profileEditorText('listHint', language)})`}
      value={draft ?? text}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        if (draft === null) return
        setDraft(null)
        try {
          edit(info.path, JSON.parse(draft) as SettingValue)
        } catch {
          // Not JSON: the field goes back to the value in use; nothing reaches the judge.
        }
      }}
    />
  )
}

const isNames = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

export function ListSettingField({ info, value, edit, language }: { info: ListInfo; value: unknown; edit: Edit; language: Language }) {
  if (info.items && isNames(value))
    return info.set ? (
      <SetField info={info} value={value} edit={edit} language={language} />
    ) : (
      <OrderedField info={info} value={value} edit={edit} language={language} />
    )
  return <JsonField info={info} value={value} edit={edit} language={language} />
}
