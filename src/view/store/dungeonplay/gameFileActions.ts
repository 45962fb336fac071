import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../../ports/ports'
import type { DungeonSession } from '../../ports'
import type { Notice, SightlineState } from '../state'
import { readSavedDungeonGame, removeSavedDungeonGame } from './dungeonGameStorage'
import { refreshed } from './refresh'
import { INITIAL_DUNGEON_PLAY, type DungeonPlayActions, type DungeonPlayData } from './types'

/**
 * A Dungeons game as a file: exported (a sightline-mkd-scenario with its scene inline, which
 * `npm run play` replays), opened from a file, or resumed from the browser's storage after a
 * reload (in its set-up step when it was saved there, setup.ts). A file that does not replay leaves the game as it was and says why; a saved game that
 * no longer replays is dropped with a notice.
 */

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function dungeonGameFileActions(
  store: Store,
  ports: SightlinePorts,
  { keep, fail, addNotice }: { keep: (session: DungeonSession) => void; fail: (error: unknown) => string; addNotice: (n: Notice) => void },
): Pick<DungeonPlayActions, 'exportDungeonGame' | 'openDungeonGameText' | 'resumeSavedDungeonGame'> {
  const { getState: get, setState: set } = store
  const dp = () => get().dungeonplay
  const put = (next: DungeonPlayData) => set({ dungeonplay: next })
  const fresh = (undoRollsBackDice: boolean) => ({ ...INITIAL_DUNGEON_PLAY, undoRollsBackDice })
  return {
    exportDungeonGame() {
      const session = dp().session
      return session ? `${JSON.stringify(session.gameFile(get().sceneLabel || session.start.name), null, 2)}\n` : null
    },

    openDungeonGameText(text) {
      if (get().play.session || get().mkplay.session) return false
      const read = ports.dungeonplay.readGameText(text)
      if (!read.ok) {
        addNotice({ source: 'game', kind: 'error', title: 'gameFailed', items: read.coded.length > 0 ? read.coded : read.problems })
        return false
      }
      try {
        const session = ports.dungeonplay.replayGame(read, { undoRollsBackDice: dp().undoRollsBackDice })
        put(refreshed(ports.dungeonplay, session, fresh(dp().undoRollsBackDice)))
        keep(session)
        return true
      } catch (error) {
        fail(error)
        return false
      }
    },

    resumeSavedDungeonGame() {
      const saved = readSavedDungeonGame(ports.storage)
      if (saved === null || dp().session || get().play.session || get().mkplay.session) return false
      const read = ports.dungeonplay.readGameText(saved.text)
      try {
        if (!read.ok) throw new Error(read.problems.join('\n'))
        const session = ports.dungeonplay.replayGame(read, { undoRollsBackDice: saved.undoRollsBackDice })
        // A game saved in its set-up step comes back to it, with the same deal (its seed and settings).
        put(refreshed(ports.dungeonplay, session, { ...fresh(saved.undoRollsBackDice), settingUp: saved.settingUp }))
        return true
      } catch (error) {
        // A saved game that no longer replays (a changed engine) is dropped with a notice; the table opens as usual.
        removeSavedDungeonGame(ports.storage)
        fail(error)
        return false
      }
    },
  }
}
