import type { Notice, SightlineState } from '../state'
import { currentProfile } from '../profiles/catalogue'

/**
 * A game file replayed without the readings it started with (an older file, R-VPR.3) is played
 * under the profile in use; the table says so once, naming that profile in the reader's language.
 * The session writes its readings into the file it keeps, so the next reload of it is silent.
 */
export function profileInUseNotice(state: SightlineState, file: { settings?: unknown }): Notice | null {
  if (file.settings !== undefined) return null
  const profile = currentProfile(state.rules)
  return { source: 'game', kind: 'warning', title: 'gameUnderProfileInUse', items: [profile.title[state.language]] }
}
