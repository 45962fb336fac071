/**
 * R-LF-1's section arcs as a list: a row per arc with the section (a choice of the dial names a
 * large figure's card uses, from the judge's settingInfo), its centre and its width in degrees,
 * each labelled, and a Remove button; Add arc under it; a drawing of the arcs beside it. A row's
 * fields wrap where the panel is narrow (styles.css .arc-rows): as a five-column table it needed
 * 335 px (360 in German) and pushed the panel past a 390 px phone's edge. The rows are a draft
 * until "Use these arcs": one width changed alone leaves a gap, so the table goes to the store's
 * `editRuleSetting` whole, and the judge's profile check refuses arcs that do not cover the
 * circle once (listed under the editor). A draft that differs from the arcs in use is marked "not in
 * use yet" and told to the store (`markSettingDraft`), which refuses to save or export the profile
 * meanwhile: the player's pass saved the old arcs without a word. A button that may not act is greyed with its reason
 * (aria-disabled and title, as the play panels do). Test hooks: `profile-arc` (data-row) on each
 * row, `profile-arc-section` / `-centre` / `-width` / `-remove` in it, `profile-arc-add`,
 * `profile-arcs-apply`, `profile-arcs-reset`, `profile-arcs-total`, `profile-arcs-pending`.
 */
import { useEffect, useState } from 'react'
import { useSightlineStore } from '../../StoreContext'
import { arcSectionWord, profileListText } from '../../i18n/profileListTexts'
import type { Language } from '../../i18n/translations'
import type { SettingInfo, SettingValue } from '../../ports'
import { ListFieldset } from './ListSettingField'
import { type ArcRow, sameArcs, widthTotal, withArcAdded, withArcRemoved } from './sectionArcDraft'
import { SectionArcsDial } from './SectionArcsDial'

type ArcsInfo = Extract<SettingInfo, { kind: 'arcs' }>
/** The panel is narrow: a field wide enough for "-157.5"; its label and degree sign stay on its line. */
const NUMBER_WIDTH = { width: '5em' } as const
const NO_WRAP = { whiteSpace: 'nowrap' } as const
type Edit = (path: string, value: SettingValue) => void
/** A row as typed: the numbers as the fields hold them, so a half-typed "-" or an emptied field stays on screen. */
interface DraftRow {
  section: string
  centre: string
  width: string
}

const isArcs = (value: unknown): value is readonly ArcRow[] =>
  Array.isArray(value) && value.every((a) => typeof a === 'object' && a !== null && typeof a.section === 'string')
const draftOf = (arcs: readonly ArcRow[]): DraftRow[] =>
  arcs.map((a) => ({ section: a.section, centre: String(a.centreDeg), width: String(a.widthDeg) }))
/** A field's number; an empty or unreadable field is NaN, which the judge refuses as no number (never read as 0). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text))
const rowsOf = (draft: readonly DraftRow[]): ArcRow[] =>
  draft.map((d) => ({ section: d.section, centreDeg: numberOf(d.centre), widthDeg: numberOf(d.width) }))

/** A greyed button keeps its place and focus and says why (styles.css shows the title under it on focus). */
function ArcButton({ testId, label, refusal, onPress }: { testId: string; label: string; refusal: string | null; onPress: () => void }) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-disabled={refusal !== null}
      title={refusal ?? undefined}
      onClick={() => {
        if (refusal === null) onPress()
      }}
    >
      {label}
    </button>
  )
}

function ArcRowFields({
  info,
  row,
  place,
  count,
  language,
  change,
  remove,
}: {
  info: ArcsInfo
  row: DraftRow
  place: number
  count: number
  language: Language
  change: (row: DraftRow) => void
  remove: () => void
}) {
  const arc = profileListText('arc', language, { n: place + 1 })
  // A saved profile may name a section the cards do not use; it is shown as it is, not silently replaced.
  const sections = info.sections.includes(row.section) ? info.sections : [...info.sections, row.section]
  const number = (key: 'centre' | 'width', bounds: ArcsInfo['centreDeg'], label: string) => (
    <label style={NO_WRAP}>
      {label}{' '}
      <input
        type="number"
        style={NUMBER_WIDTH}
        data-testid={`profile-arc-${key}`}
        aria-label={`${arc}: ${label} (°)`}
        min={bounds.min}
        max={bounds.max}
        step="any"
        value={row[key]}
        onChange={(e) => change({ ...row, [key]: e.target.value })}
      />
      °
    </label>
  )
  return (
    <li data-testid="profile-arc" data-row={place}>
      <strong style={NO_WRAP}>{arc}</strong>
      <select
        data-testid="profile-arc-section"
        aria-label={`${arc}: ${profileListText('arcSection', language)}`}
        value={row.section}
        onChange={(e) => change({ ...row, section: e.target.value })}
      >
        {sections.map((s) => (
          <option key={s} value={s}>
            {arcSectionWord(s, language)}
          </option>
        ))}
      </select>
      {number('centre', info.centreDeg, profileListText('arcCentre', language))}
      {number('width', info.widthDeg, profileListText('arcWidth', language))}
      <ArcButton
        testId="profile-arc-remove"
        label={`${profileListText('removeArc', language)}`}
        refusal={count <= info.minArcs ? profileListText('removeArcLast', language, { min: info.minArcs }) : null}
        onPress={remove}
      />
    </li>
  )
}

export function SectionArcsField({ info, value, edit, language }: { info: ArcsInfo; value: unknown; edit: Edit; language: Language }) {
  const inUse = isArcs(value) ? value : []
  const [draft, setDraft] = useState<DraftRow[]>(() => draftOf(inUse))
  const rows = rowsOf(draft)
  const unchanged = sameArcs(rows, inUse)
  const store = useSightlineStore()
  useEffect(() => {
    store.getState().markSettingDraft(info.path, !unchanged)
    // Gone from the screen (another profile, the arcs used), the draft is no longer pending.
    return () => store.getState().markSettingDraft(info.path, false)
  }, [store, info.path, unchanged])
  const total = widthTotal(rows.filter((r) => Number.isFinite(r.widthDeg)))
  return (
    <ListFieldset info={info} language={language} kind="profile-arcs">
      <p className="muted">
        {profileListText('arcCentre', language)}: {profileListText('arcCentreHint', language)}
      </p>
      <ol className="arc-rows">
        {draft.map((row, place) => (
          <ArcRowFields
            key={place} // a row is its place in the table (sections may repeat)
            info={info}
            row={row}
            place={place}
            count={draft.length}
            language={language}
            change={(next) => setDraft(draft.map((old, i) => (i === place ? next : old)))}
            remove={() => setDraft(draftOf(withArcRemoved(rows, place)))}
          />
        ))}
      </ol>
      <p data-testid="profile-arcs-total" data-total={total}>
        {profileListText('arcsTotal', language, { total: Math.round(total * 100) / 100, circle: info.circleDeg })}
      </p>
      <SectionArcsDial arcs={rows.filter((r) => Number.isFinite(r.centreDeg) && Number.isFinite(r.widthDeg))} language={language} />
      {!unchanged && (
        <p className="error" data-testid="profile-arcs-pending">
          {profileListText('arcsNotInUse', language)}
        </p>
      )}
      <div className="play-buttons">
        <ArcButton
          testId="profile-arc-add"
          label={profileListText('addArc', language)}
          refusal={draft.length >= info.maxArcs ? profileListText('addArcFull', language, { max: info.maxArcs }) : null}
          onPress={() => setDraft(draftOf(withArcAdded(rows, info.sections)))}
        />
        <ArcButton
          testId="profile-arcs-apply"
          label={profileListText('applyArcs', language)}
          refusal={unchanged ? profileListText('applyArcsSame', language) : null}
          // An emptied field goes as NaN: the judge's check names it as no number.
          onPress={() => edit(info.path, rows)}
        />
        <ArcButton
          testId="profile-arcs-reset"
          label={profileListText('resetArcs', language)}
          refusal={unchanged ? profileListText('applyArcsSame', language) : null}
          onPress={() => setDraft(draftOf(inUse))}
        />
      </div>
    </ListFieldset>
  )
}
