import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { profileInUseNotice } from './profileNotice'

/**
 * R-VPR.3: a game file that names no readings replays under the profile in use, and the notice
 * names that profile. The browser scenario gameFileSettingsScenario.mjs found the name frozen in
 * the language of the moment the file was opened: switched to German afterwards, the notice said
 * "As written" under a German heading. The name is now kept in both languages.
 */
const storeWith = (profile: string) => {
  const store = createSightlineStore(fakePorts({}, memoryStorage()))
  store.getState().chooseRuleProfile(profile)
  return store
}

describe('the notice for a game file without readings (R-VPR.3)', () => {
  it('names the profile in use in both languages, whatever the language when the file was opened', () => {
    const store = storeWith('as-written')
    store.getState().setLanguage('de')
    expect(profileInUseNotice(store.getState(), {})).toEqual({
      source: 'game',
      kind: 'warning',
      title: 'gameUnderProfileInUse',
      items: [{ words: { en: 'As written', de: 'Wie geschrieben' } }],
    })
  })

  it('says nothing for a file that names its readings, even an empty record of them', () => {
    const store = storeWith('as-written')
    expect(profileInUseNotice(store.getState(), { settings: {} })).toBeNull()
  })

  it('names a profile with unsaved changes as the picker does, "(changed)": the game took the changed readings', () => {
    const store = storeWith('as-written')
    const { settings } = store.getState().rules.shipped[1]
    store.getState().editRuleSettings({ ...settings, cover: { ...settings.cover, coverLevelMix: 'strongest-sufficient' } })
    expect(store.getState().rules.edited).not.toBeNull()
    expect(profileInUseNotice(store.getState(), {})?.items).toEqual([
      { words: { en: 'As written (changed)', de: 'Wie geschrieben (geändert)' } },
    ])
  })
})
