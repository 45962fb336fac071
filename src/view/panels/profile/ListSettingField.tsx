/**
 * A profile setting that is a list of named entries (R-VPR.2), edited as a list: a set of them
 * (terrain types, a melee winner's options) as a checkbox per entry; an ordered table of them
 * (the hit-zone table) as a choice per place. (The critical maluses and the section arcs have
 * fields of their own: RecordSettingField, SectionArcsField.) Every edit goes to the store's `editRuleSetting`, which
 * asks the judge's profile check before the value is used. Test hooks: `profile-setting`
 * (data-path) on the list, `profile-list-item` (data-item) on each checkbox, `profile-list-place`
 * (data-place) on each place's choice.
 */
import type { ReactNode } from 'react'
import { settingEntryWord, settingLabel } from '../../i18n/profileSettingTexts'
import type { Language } from '../../i18n/translations'
import type { SettingInfo, SettingValue } from '../../ports'

type Edit = (path: string, value: SettingValue) => void
type ListInfo = Extract<SettingInfo, { kind: 'list' }>

/**
 * The frame of every setting edited as several fields (a list, the maluses, the arcs), named by its
 * label for a screen reader, its path and ruling for tests; `kind` adds a class of its own.
 */
export function ListFieldset({
  info,
  language,
  kind,
  children,
}: {
  info: Pick<SettingInfo, 'path' | 'ruling'>
  language: Language
  kind?: string
  children: ReactNode
}) {
  return (
    <fieldset
      className={kind ? `profile-list ${kind}` : 'profile-list'}
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
  const items = info.items
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
  const items = info.items
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

const isNames = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

export function ListSettingField({ info, value, edit, language }: { info: ListInfo; value: unknown; edit: Edit; language: Language }) {
  // The settings are checked before they are used, so a list of named entries holds names; [] is the safe reading otherwise.
  const names = isNames(value) ? value : []
  return info.set ? (
    <SetField info={info} value={names} edit={edit} language={language} />
  ) : (
    <OrderedField info={info} value={names} edit={edit} language={language} />
  )
}
