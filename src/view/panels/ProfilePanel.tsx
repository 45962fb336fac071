/**
 * The rule profile of the dispute view (issue 15, part 3): a picker of the shipped profiles and
 * the group's own, two of the sight settings a table most often argues about (the eye point,
 * R-4.3a; the cover of several pieces, R-9.3a) to change on top of it, a second profile to
 * compare with, saving the settings in use as the group's own profile (or deleting it), and a
 * profile to and from a file (ProfileFileButtons.tsx).
 * Every ruling comes from the judge under the chosen settings; the panel only picks them.
 * Test hooks: `rule-profile`, `profile-eye`, `profile-cover-mix`, `compare-profile`,
 * `profile-title`, `profile-save`, `profile-delete`, `profile-refusal`.
 */
import { useState } from 'react'
import { useSightline, useSightlineStore } from '../StoreContext'
import { profileText, saveRefusalText } from '../i18n/profileTexts'
import type { Language } from '../i18n/translations'
import type { ProfileSettings, RuleProfile } from '../ports'
import { currentProfile, profileCatalogue } from '../store/profiles/catalogue'
import { ProfileComparison } from './ProfileComparison'
import { ProfileFileButtons } from './ProfileFileButtons'
import { ProfileSettingsEditor } from './profile/ProfileSettingsEditor'
import { profileEditorText } from '../i18n/profileSettingTexts'

type Eye = ProfileSettings['sight']['eye']
type CoverMix = ProfileSettings['cover']['coverLevelMix']
const EYES: readonly [Eye, 'eyeTop' | 'eyeCenter'][] = [
  ['top', 'eyeTop'],
  ['center', 'eyeCenter'],
]
const MIXES: readonly [CoverMix, 'coverMixStrongest' | 'coverMixHighest'][] = [
  ['strongest-sufficient', 'coverMixStrongest'],
  ['highest', 'coverMixHighest'],
]

function ProfileOptions({ shipped, own, language }: { shipped: readonly RuleProfile[]; own: readonly RuleProfile[]; language: Language }) {
  return (
    <>
      <optgroup label={profileText('shippedProfiles', language)}>
        {shipped.map((p) => (
          <option key={p.name} value={p.name}>
            {p.title[language]}
          </option>
        ))}
      </optgroup>
      {own.length > 0 && (
        <optgroup label={profileText('ownProfiles', language)}>
          {own.map((p) => (
            <option key={p.name} value={p.name}>
              {p.title[language]}
            </option>
          ))}
        </optgroup>
      )}
    </>
  )
}

export function ProfilePanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const rules = useSightline((s) => s.rules)
  const paired = useSightline((s) => s.judgement !== null)
  const castleShot = useSightline((s) => s.castle.shot !== null)
  const actions = store.getState()
  const [title, setTitle] = useState('')
  const current = currentProfile(rules)
  const catalogue = profileCatalogue(rules.shipped, rules.own)
  const { settings } = current
  const isOwn = rules.own.some((p) => p.name === rules.chosen)
  const edit = (next: ProfileSettings) => actions.editRuleSettings(next)

  return (
    <section className="rule-profile" data-testid="rule-profile-panel" data-chosen={rules.chosen}>
      <label>
        {profileText('ruleProfile', language)}{' '}
        <select data-testid="rule-profile" value={rules.chosen} onChange={(e) => actions.chooseRuleProfile(e.target.value)}>
          <ProfileOptions shipped={rules.shipped} own={rules.own} language={language} />
        </select>
        {rules.edited && <span className="muted"> ({profileText('changed', language)})</span>}
      </label>
      <p className="muted">{current.description[language]}</p>
      <label>
        {profileText('eyePoint', language)}{' '}
        <select
          data-testid="profile-eye"
          value={settings.sight.eye}
          onChange={(e) => edit({ ...settings, sight: { ...settings.sight, eye: e.target.value as Eye } })}
        >
          {EYES.map(([value, key]) => (
            <option key={value} value={value}>
              {profileText(key, language)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {profileText('coverMix', language)}{' '}
        <select
          data-testid="profile-cover-mix"
          value={settings.cover.coverLevelMix}
          onChange={(e) => edit({ ...settings, cover: { ...settings.cover, coverLevelMix: e.target.value as CoverMix } })}
        >
          {MIXES.map(([value, key]) => (
            <option key={value} value={value}>
              {profileText(key, language)}
            </option>
          ))}
        </select>
      </label>
      <ProfileSettingsEditor settings={rules.settingInfos} />
      <p className="muted">{profileEditorText('gameKeepsProfile', language)}</p>
      <form
        className="profile-save"
        onSubmit={(e) => {
          e.preventDefault()
          if (actions.saveRuleProfile(title) !== null) setTitle('')
        }}
      >
        <input
          type="text"
          data-testid="profile-title"
          placeholder={profileText('profileTitle', language)}
          aria-label={profileText('profileTitle', language)}
          value={title}
          maxLength={60}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" data-testid="profile-save">
          {profileText('saveAs', language)}
        </button>
        {isOwn && (
          <button type="button" data-testid="profile-delete" onClick={() => actions.deleteRuleProfile(rules.chosen)}>
            {profileText('deleteProfile', language)}
          </button>
        )}
      </form>
      <ProfileFileButtons />
      {rules.saveRefusal && (
        <p className="error" data-testid="profile-refusal">
          {saveRefusalText(rules.saveRefusal, language)}
        </p>
      )}
      {(paired || castleShot) && (
        <label>
          {profileText('compare', language)}{' '}
          <select
            data-testid="compare-profile"
            value={rules.compareWith ?? ''}
            onChange={(e) => actions.compareRuleProfile(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">{profileText('compareNone', language)}</option>
            <ProfileOptions shipped={rules.shipped} own={rules.own} language={language} />
          </select>
        </label>
      )}
      {rules.compareError && (
        <p className="error">
          {profileText('compareFailed', language)}: {rules.compareError}
        </p>
      )}
      {rules.comparison && (
        <ProfileComparison comparison={rules.comparison} titles={catalogue} infos={rules.settingInfos} language={language} />
      )}
      {rules.castleComparison && (
        <ProfileComparison comparison={rules.castleComparison} titles={catalogue} infos={rules.settingInfos} language={language} castle />
      )}
    </section>
  )
}
