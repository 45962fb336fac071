import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../../ports/ports'
import type { MkPlaySession } from '../../ports'
import type { Notice, SightlineState } from '../state'
import { readSavedMkGame, removeSavedMkGame } from './mkGameStorage'
import { refreshed } from './refresh'
import { INITIAL_MK_PLAY, type MkPlayActions, type MkPlayData } from './types'
import { profileInUseNotice } from '../play/profileNotice'

/**
 * A Mage Knight game as a file: exported (a sightline-mk-scenario with its scene inline), opened
 * from a file, or resumed from the browser's storage after a reload. A file that does not replay
 * leaves the game as it was and says why; a saved game that no longer replays is dropped with a
 * notice (actions.ts keeps the rest of the play mode). A file that records its readings replays
 * under them (R-VPR.3); an older one under the profile in use, and the table says so once.
 */

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function mkGameFileActions(
  store: Store,
  ports: SightlinePorts,
  { keep, fail, addNotice }: { keep: (session: MkPlaySession) => void; fail: (error: unknown) => string; addNotice: (n: Notice) => void },
): Pick<MkPlayActions, 'exportMkGame' | 'openMkGameText' | 'resumeSavedMkGame'> {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const put = (next: MkPlayData) => set({ mkplay: next })
  /** R-VPR.3: a file without its readings was replayed under the profile in use; says so, and whether it did. */
  const announceProfileInUse = (file: { settings?: unknown }): boolean => {
    const notice = profileInUseNotice(get(), file)
    if (notice) addNotice(notice)
    return notice !== null
  }
  return {
    exportMkGame() {
      const session = mk().session
      return session ? `${JSON.stringify(session.toScenarioFile(), null, 2)}\n` : null
    },

    async openMkGameText(text) {
      const read = ports.mkplay.readGameText(text)
      if (!read.ok) {
        addNotice({ source: 'game', kind: 'error', title: 'gameFailed', items: read.coded.length > 0 ? read.coded : read.problems })
        return false
      }
      try {
        const session = await ports.mkplay.replayGame(read, { undoRollsBackDice: mk().undoRollsBackDice })
        mk().session?.dispose()
        put(refreshed(session, { ...INITIAL_MK_PLAY, undoRollsBackDice: mk().undoRollsBackDice }))
        keep(session)
        announceProfileInUse(read.file)
        return true
      } catch (error) {
        fail(error)
        return false
      }
    },

    async resumeSavedMkGame() {
      const saved = readSavedMkGame(ports.storage)
      if (saved === null || mk().session || get().play.session) return false
      const read = ports.mkplay.readGameText(saved.text)
      try {
        if (!read.ok) throw new Error(read.problems.join('\n'))
        const session = await ports.mkplay.replayGame(read, { undoRollsBackDice: saved.undoRollsBackDice })
        put(refreshed(session, { ...INITIAL_MK_PLAY, undoRollsBackDice: saved.undoRollsBackDice }))
        // An older saved game (no readings) is kept again with the profile's, so the notice comes once.
        if (announceProfileInUse(read.file)) keep(session)
        return true
      } catch (error) {
        // A saved game that no longer replays (a changed engine) is dropped with a notice; the table opens as usual.
        removeSavedMkGame(ports.storage)
        fail(error)
        return false
      }
    },
  }
}
