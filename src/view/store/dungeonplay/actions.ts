/**
 * The Dungeons play mode's actions: start on the open scene, activate a hero, move by a click on
 * a square in reach, turn, use an artifact, furniture, end the activation, undo, leave (export,
 * open and resume: gameFileActions.ts). Every answer comes from the judge's DungeonSession
 * (ports.dungeonplay); the store keeps what the view shows of it (refresh.ts), saves the game
 * after each change and never touches the edit scene.
 */
import type { StoreApi } from 'zustand/vanilla'
import { DungeonBoard } from '../../../scene/dungeon/board'
import { nextSeed } from '../../../math/seededRandom'
import type { SightlinePorts } from '../../ports/ports'
import type { DungeonSession } from '../../ports'
import type { Notice, SightlineState } from '../state'
import { removeSavedDungeonGame, saveDungeonGame } from './dungeonGameStorage'
import { dungeonGameFileActions } from './gameFileActions'
import { refreshed } from './refresh'
import { INITIAL_DUNGEON_PLAY, isDungeonScene, type DungeonPlayActions, type DungeonPlayData, type DungeonPlayStep } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function dungeonPlayActions(store: Store, ports: SightlinePorts, addNotice: (n: Notice) => void): DungeonPlayActions {
  const { getState: get, setState: set } = store
  const dp = () => get().dungeonplay
  const put = (next: DungeonPlayData) => set({ dungeonplay: next })
  const keep = (session: DungeonSession) => saveDungeonGame(ports.storage, session.gameFile(), dp().undoRollsBackDice)
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    addNotice({ source: 'game', kind: 'error', title: 'gameFailed', items: [message] })
    return message
  }
  const activeHero = () => dp().session?.active?.hero ?? null
  /** Whether the active figure is one of the dungeon's (R-MKDJ-4): its steps are the spawn steps. */
  const spawnActive = () => dp().session?.active?.spawn === true
  const withActive = (make: (hero: string) => DungeonPlayStep) => {
    const hero = activeHero()
    return hero ? get().playDungeonStep(make(hero)) : null
  }

  return {
    startDungeonGame() {
      const scene = get().scene
      if (!scene || !isDungeonScene(scene) || dp().session || get().play.session || get().mkplay.session) return false
      if (get().dungeonEditor.editing) get().setDungeonEditing(false)
      if (get().siege.editing) get().setSiegeEditing(false)
      const seed = get().diceSeed
      set({ diceSeed: nextSeed(seed) })
      try {
        const undoRollsBackDice = dp().undoRollsBackDice
        const session = ports.dungeonplay.startGame({ scene, seed, undoRollsBackDice })
        put(refreshed(ports.dungeonplay, session, { ...INITIAL_DUNGEON_PLAY, undoRollsBackDice }))
        keep(session)
        return true
      } catch (error) {
        put({ ...dp(), error: fail(error) })
        return false
      }
    },

    playDungeonStep(step) {
      const d = dp()
      // Nothing is played before the set-up's Start (setup.ts).
      if (!d.session || d.settingUp) return null
      const result = d.session.do(step)
      if (!result.ok) {
        put({ ...d, last: result })
        return result
      }
      put(refreshed(ports.dungeonplay, d.session, d, { last: result }))
      keep(d.session)
      return result
    },

    undoDungeonStep() {
      const d = dp()
      if (!d.session) return false
      const r = d.session.undo()
      if (!r.ok) {
        put({ ...d, undoRefusal: r.refusal })
        return false
      }
      put(refreshed(ports.dungeonplay, d.session, d, { last: null }))
      keep(d.session)
      return true
    },

    setDungeonUndoRollsBackDice(on) {
      const d = dp()
      if (!d.session) return put({ ...d, undoRollsBackDice: on })
      // The setting is the session's own: the same game is replayed with it (R-P.1).
      const file = d.session.gameFile()
      try {
        const session = ports.dungeonplay.replayGame({ file, scene: d.session.start }, { undoRollsBackDice: on })
        put(refreshed(ports.dungeonplay, session, { ...d, undoRollsBackDice: on }))
        saveDungeonGame(ports.storage, file, on, d.settingUp)
      } catch (error) {
        put({ ...d, error: fail(error) })
      }
    },

    activateDungeonHero(hero) {
      return get().playDungeonStep({ do: 'activate', hero })
    },

    clickDungeonSquareAt(x, z) {
      const d = dp()
      const dungeon = d.scene?.dungeon
      if (!d.session || !dungeon) return null
      const square = new DungeonBoard(dungeon).squareAt(x, z)
      const inReach = square && d.offers?.reachable.some((r) => r.square[0] === square[0] && r.square[1] === square[1])
      return square && inReach ? get().moveDungeonHero(square) : null
    },

    moveDungeonHero(to) {
      const reach = dp().offers?.reachable.find((r) => r.square[0] === to[0] && r.square[1] === to[1])
      // The judge's reach says where a move along its path looks (R-MKDV-1); turning after is free (R-MKDJ-1).
      const face = reach ? { facing: reach.facing } : {}
      return withActive((hero) =>
        spawnActive() ? { do: 'spawnMove', spawn: hero, to: [to[0], to[1]], ...face } : { do: 'move', hero, to: [to[0], to[1]], ...face },
      )
    },

    faceDungeonHero(facing) {
      return withActive((hero) => (spawnActive() ? { do: 'spawnFace', spawn: hero, facing } : { do: 'face', hero, facing }))
    },

    // The keys' two decisions are the judge's offers (turnOffers.ts): the store only sends them.
    turnDungeonFigure(direction) {
      const facing = dp().offers?.turns?.[direction]
      return facing === undefined ? null : get().faceDungeonHero(facing)
    },

    activateNextDungeonHero() {
      const hero = dp().offers?.nextHero
      return hero ? get().activateDungeonHero(hero) : null
    },

    activateDungeonSpawn(spawn) {
      return get().playDungeonStep({ do: 'spawnActivate', spawn })
    },

    attackWithDungeonSpawn(target) {
      return withActive((spawn) => ({ do: 'spawnAttack', spawn, target }))
    },

    attackDungeonSpawnWithHero(target) {
      return withActive((hero) => ({ do: 'heroAttack', hero, target }))
    },

    useDungeonArtifact(artifact) {
      return withActive((hero) => ({ do: 'useArtifact', hero, artifact }))
    },

    pickUpDungeonFurniture(furniture) {
      return withActive((hero) => ({ do: 'pickUp', hero, furniture }))
    },

    putDownDungeonFurniture(at, along) {
      return withActive((hero) => ({ do: 'putDown', hero, at: [at[0], at[1]], ...(along ? { along } : {}) }))
    },

    attackDungeonFurniture(furniture, by) {
      return withActive((hero) => ({ do: 'attackFurniture', hero, furniture, by }))
    },

    endDungeonActivation() {
      return get().playDungeonStep({ do: 'endActivation' })
    },

    ...dungeonGameFileActions(store, ports, { keep, fail, addNotice }),

    leaveDungeonPlay() {
      dp().session?.dispose()
      removeSavedDungeonGame(ports.storage)
      put({ ...INITIAL_DUNGEON_PLAY, undoRollsBackDice: dp().undoRollsBackDice })
    },
  }
}
