import type { Notice, SightlineState } from '../state'
import { currentProfile } from '../profiles/catalogue'
import { PROFILE_UI_TEXT } from '../../i18n/profileTexts'

/**
 * A game file replayed without the readings it started with (an older file, R-VPR.3) is played
 * under the profile in use; the table says so once, naming that profile. The name is kept in both
 * languages and said in the reader's when shown, so switching the language after opening the file
 * does not leave it in the other one; a profile with unsaved changes is named as the picker names
 * it, "(changed)", since the game took the changed readings and not the saved ones.
 * The session writes its readings into the file it keeps, so the next reload of it is silent.
 */
export function profileInUseNotice(state: Pick<SightlineState, 'rules'>, file: { settings?: unknown }): Notice | null {
  if (file.settings !== undefined) return null
  const { title } = currentProfile(state.rules)
  const { changed } = PROFILE_UI_TEXT
  const words = state.rules.edited ? { en: `${title.en} (${changed.en})`, de: `${title.de} (${changed.de})` } : title
  return { source: 'game', kind: 'warning', title: 'gameUnderProfileInUse', items: [{ words }] }
}
