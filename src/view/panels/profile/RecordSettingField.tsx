/**
 * A setting of named keys each with a whole number or none (R-11.3a: the critical state's malus
 * per attribute): a number field per key the judge's settingInfo names, labelled in the reader's
 * language, its range beside it; an empty field is no malus, so the key is left out of the
 * record. Every change goes to the store's `editRuleSetting`; a number out of range is refused by
 * the judge's profile check and listed under the editor, while the field keeps what was typed
 * until it is left. Test hooks: `profile-setting` (data-path) on the fieldset, `profile-record-key`
 * (data-key) on each field.
 */
import { useId, useState } from 'react'
import { attributeLabel, profileListText } from '../../i18n/profileListTexts'
import type { Language } from '../../i18n/translations'
import type { SettingInfo, SettingValue } from '../../ports'
import { ListFieldset } from './ListSettingField'

type RecordInfo = Extract<SettingInfo, { kind: 'record' }>
type Edit = (path: string, value: SettingValue) => void

const isNumbers = (value: unknown): value is Readonly<Record<string, number>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'number')

/** The record with `key` set to `n`, or without it for none (a copy; keys kept in the judge's order). */
function withKey(record: Readonly<Record<string, number>>, keys: readonly string[], key: string, n: number | null) {
  const next: Record<string, number> = {}
  for (const k of keys) {
    const v = k === key ? n : Object.hasOwn(record, k) ? record[k] : null
    if (v !== null) next[k] = v
  }
  return next
}

export function RecordSettingField({ info, value, edit, language }: { info: RecordInfo; value: unknown; edit: Edit; language: Language }) {
  const record = isNumbers(value) ? value : {}
  // What is typed in the field being edited: a refused number stays visible beside its refusal.
  const [typing, setTyping] = useState<{ key: string; text: string } | null>(null)
  const rangeId = useId()
  const range = profileListText('modifierRange', language, { min: info.min, max: info.max })
  return (
    <ListFieldset info={info} language={language} kind="profile-record">
      <span className="muted" id={rangeId} style={{ display: 'block' }}>
        {range}
      </span>
      {info.keys.map((key) => {
        const stored = Object.hasOwn(record, key) ? String(record[key]) : ''
        const shown = typing?.key === key ? typing.text : stored
        return (
          // One attribute a line: the narrow panel would otherwise run a label into the next field.
          <label key={key} className="profile-record-key" style={{ display: 'block' }}>
            {attributeLabel(key, language)}{' '}
            <input
              type="number"
              style={{ width: '4.5em' }}
              data-testid="profile-record-key"
              data-key={key}
              aria-describedby={rangeId}
              min={info.min}
              max={info.max}
              step={info.integer ? 1 : 'any'}
              placeholder={profileListText('noModifier', language)}
              value={shown}
              onChange={(e) => {
                const text = e.target.value
                setTyping({ key, text })
                if (text.trim() === '') edit(info.path, withKey(record, info.keys, key, null))
                else if (Number.isFinite(e.target.valueAsNumber)) edit(info.path, withKey(record, info.keys, key, e.target.valueAsNumber))
              }}
              onBlur={() => setTyping(null)}
            />
          </label>
        )
      })}
    </ListFieldset>
  )
}
