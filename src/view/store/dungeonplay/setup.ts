/**
 * The set-up step of a Dungeons game and the token colour choice (issue 13, 002 "Aufbau" and "Die
 * Artefaktmarken", R-MKD-5). A game started from the toolbar opens in set-up: the judge has dealt
 * the tokens (its session's constructor), and the players see the deal, may deal again with
 * another seed (a group replaying a game types the seed it played) or under other settings, and
 * press Start; nothing is played before (actions.ts refuses steps while `settingUp`). The set-up
 * is saved as the game is (its seed and settings are the deal), marked as set-up, so a reload
 * shows the same deal in set-up again (gameFileActions.ts); an opened game file skips it. The deal is always the judge's: a new
 * seed or setting starts a new session, the view never moves a token itself.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../../ports/ports'
import { isDungeonSeed, type DungeonGameSettings, type DungeonStepResult } from '../../ports'
import type { TokenColour } from '../../../scene/dungeon/schema'
import type { SightlineState } from '../state'
import { saveDungeonGame } from './dungeonGameStorage'
import { refreshed } from './refresh'
import { INITIAL_DUNGEON_PLAY, type DungeonPlayData } from './types'

export interface DungeonSetupActions {
  /** Starts a Dungeons game on the open scene in its set-up step (the toolbar's button); false as startDungeonGame. */
  setUpDungeonGame(): boolean
  /**
   * During set-up only: deals again with `seed` (a whole number, 0 to 2³² − 1) and/or the
   * settings changed; false outside set-up or for a seed that is not one (nothing changes).
   */
  redealDungeonGame(change: { seed?: number; settings?: Partial<DungeonGameSettings> }): boolean
  /** The set-up's Start: from now on the game is played; false when not in set-up. */
  beginDungeonGame(): boolean
  /**
   * Use on an artifact: with drawChoice colour-chosen (R-MKD-5) it asks the colour first
   * (`drawColourFor`), with random it uses the artifact at once. Null cancels a question.
   */
  chooseDungeonArtifact(artifact: string | null): DungeonStepResult | null
  /** The colour answered: the active hero uses the asked artifact, the judge drawing at random among that colour's tokens. */
  drawDungeonArtifactColour(colour: TokenColour): DungeonStepResult | null
}

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/** A seed the dice accept as typed: the rules' range (isDiceSeed), through the ports. */
export { isDungeonSeed }

export function dungeonSetupActions(store: Store, ports: SightlinePorts): DungeonSetupActions {
  const { getState: get, setState: set } = store
  const dp = () => get().dungeonplay
  const put = (next: DungeonPlayData) => set({ dungeonplay: next })

  return {
    setUpDungeonGame() {
      if (!get().startDungeonGame()) return false
      const d = dp()
      put({ ...d, settingUp: true })
      if (d.session) saveDungeonGame(ports.storage, d.session.gameFile(), d.undoRollsBackDice, true)
      return true
    },

    redealDungeonGame({ seed, settings }) {
      const d = dp()
      if (!d.session || !d.settingUp) return false
      const nextSeed = seed ?? d.session.seed
      if (!isDungeonSeed(nextSeed)) return false
      try {
        const session = ports.dungeonplay.startGame({
          scene: d.session.start,
          seed: nextSeed,
          settings: { ...d.session.settings, ...settings },
          undoRollsBackDice: d.undoRollsBackDice,
        })
        put(refreshed(ports.dungeonplay, session, { ...INITIAL_DUNGEON_PLAY, undoRollsBackDice: d.undoRollsBackDice, settingUp: true }))
        saveDungeonGame(ports.storage, session.gameFile(), d.undoRollsBackDice, true)
        return true
      } catch (error) {
        put({ ...d, error: error instanceof Error ? error.message : String(error) })
        return false
      }
    },

    beginDungeonGame() {
      const d = dp()
      if (!d.session || !d.settingUp) return false
      put({ ...d, settingUp: false })
      // From now on a reload resumes the game, not its set-up.
      saveDungeonGame(ports.storage, d.session.gameFile(), d.undoRollsBackDice)
      return true
    },

    chooseDungeonArtifact(artifact) {
      const d = dp()
      if (artifact === null || !d.session || d.settingUp) {
        put({ ...d, drawColourFor: null })
        return null
      }
      // The judge's offer says whether the draw waits for a colour (R-MKD-5, R-MKDS-2).
      if (d.offers?.artifacts.find((a) => a.id === artifact)?.drawFrom) {
        put({ ...d, drawColourFor: artifact })
        return null
      }
      return get().useDungeonArtifact(artifact)
    },

    drawDungeonArtifactColour(colour) {
      const d = dp()
      const artifact = d.drawColourFor
      const hero = d.session?.active?.hero
      if (!artifact || !hero) return null
      put({ ...d, drawColourFor: null })
      return get().playDungeonStep({ do: 'useArtifact', hero, artifact, colour })
    },
  }
}
