/**
 * The play mode's actions: set-up, start, steps, undo, export, open, resume, leave (previews,
 * turning and aiming by pointer: pointerActions.ts).
 * Every answer comes from the judge's session (ports.play); the store only keeps what the view
 * shows of it (`refreshed`), saves the game after each change (gameStorage.ts) and never lets a
 * failure touch the edit scene.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../../ports/ports'
import type { PlaySession, PlayStepResult } from '../../ports'
import type { Notice, SightlineState } from '../state'
import { nullRecord } from '../../../scene/records'
import { nextSeed } from '../../../math/seededRandom'
import { readSavedGame, removeSavedGame, saveGame, setSavedGameAside } from './gameStorage'
import { INITIAL_PLAY, type PlayActions, type PlayData } from './types'
import { pointerActions } from './pointerActions'
import { profileInUseNotice } from './profileNotice'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/** What the view shows of the session now: renewed after every step, undo and choice. */
function refreshed(session: PlaySession, play: PlayData, extra: Partial<PlayData> = {}): PlayData {
  const selected = play.selected !== null && Object.hasOwn(session.game.models, play.selected) ? play.selected : null
  return {
    ...play,
    status: 'playing',
    session,
    scene: session.world.scene,
    game: session.game,
    steps: session.steps.length,
    selected,
    sheet: selected ? session.modelSheet(selected) : null,
    offers: selected ? session.actionsFor(selected) : [],
    reactions: session.reactions(),
    roundSteps: { startRound: session.probe({ do: 'startRound' }), endRound: session.probe({ do: 'endRound' }) },
    choosable: nullRecord(session.game.sides.map((side) => [side, session.choosable(side)])),
    ...choiceOf(session, play.picks),
    zones: session.dangerZones(),
    undoRefusal: session.undoRefusal(),
    movePreview: null,
    pushPreview: null,
    shotPreviews: null,
    meleePreviews: null,
    chargePath: null,
    turning: null,
    aiming: null,
    sustained: null,
    error: null,
    ...extra,
  }
}

/** 5.5: the picks that still name a model in play, and the rules' answer to choosing them. */
function choiceOf(session: PlaySession, picks: Readonly<Record<string, string>>): Pick<PlayData, 'picks' | 'choose'> {
  const kept = nullRecord<string>()
  for (const [side, id] of Object.entries(picks))
    if (id && Object.hasOwn(session.game.models, id) && session.game.models[id].side === side) kept[side] = id
  const complete = session.game.sides.every((side) => Object.hasOwn(kept, side))
  return { picks: kept, choose: complete ? session.probe({ do: 'choose', picks: kept }) : null }
}

export function playActions(store: Store, ports: SightlinePorts, addNotice: (n: Notice) => void): PlayActions {
  const { getState: get, setState: set } = store
  const play = () => get().play
  const put = (next: PlayData) => set({ play: next })
  const keep = (session: PlaySession) => saveGame(ports.storage, session.toScenarioFile(), play().undoRollsBackDice)
  /** R-VPR.3: a file without its readings was replayed under the profile in use; says so, and whether it did. */
  const announceProfileInUse = (file: { settings?: unknown }): boolean => {
    const notice = profileInUseNotice(get(), file)
    if (notice) addNotice(notice)
    return notice !== null
  }
  const fail = (title: Notice['title'], error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    addNotice({ source: 'game', kind: 'error', title, items: [message] })
    return message
  }

  return {
    ...pointerActions(store),
    enterPlaySetup() {
      const scene = get().scene
      if (!scene || play().session) return
      if (get().siege.editing) get().setSiegeEditing(false)
      const choices = ports.play.setupChoices(scene)
      const leaders = nullRecord<string>()
      for (const side of choices.sides) leaders[side.side] = side.models[0].id
      // 20.1: each model starts with the first powers it may take; the players change them before the start.
      const powers = nullRecord(choices.powers.map((c) => [c.model, c.offered.slice(0, c.picks).map((o) => o.power)] as const))
      put({ ...INITIAL_PLAY, status: 'setup', choices, leaders, powers, undoRollsBackDice: play().undoRollsBackDice })
    },

    setLeader(side, figureId) {
      const p = play()
      if (!p.choices?.sides.some((s) => s.side === side && s.models.some((m) => m.id === figureId))) return
      const leaders = nullRecord<string>()
      Object.assign(leaders, p.leaders, { [side]: figureId })
      put({ ...p, leaders })
    },

    setPower(model, power, on) {
      const p = play()
      const choice = p.choices?.powers.find((c) => c.model === model)
      if (!choice?.offered.some((o) => o.power === power)) return
      const now = Object.hasOwn(p.powers, model) ? p.powers[model] : []
      const next = on ? (now.includes(power) || now.length >= choice.picks ? now : [...now, power]) : now.filter((x) => x !== power)
      put({ ...p, powers: nullRecord([...Object.entries(p.powers).filter(([id]) => id !== model), [model, next]]) })
    },

    setUndoRollsBackDice(on) {
      const p = play()
      if (p.session) p.session.settings = { undoRollsBackDice: on }
      put(p.session ? refreshed(p.session, { ...p, undoRollsBackDice: on }) : { ...p, undoRollsBackDice: on })
      if (p.session) keep(p.session)
    },

    async startGame() {
      const scene = get().scene
      const p = play()
      if (!scene || p.status !== 'setup') return false
      put({ ...p, status: 'starting' })
      try {
        // The seed comes from the store's recorded chain (state.diceSeed), so the game can be replayed.
        const seed = get().diceSeed
        set({ diceSeed: nextSeed(seed) })
        const session = await ports.play.startGame(
          {
            scene,
            seed,
            leaders: nullRecord(Object.entries(p.leaders)),
            powers: nullRecord(
              Object.entries(p.powers)
                .filter(([, list]) => list.length > 0)
                .map(([id, list]) => [id, [...list]]),
            ),
            name: `${get().sceneLabel || scene.name}`,
          },
          { undoRollsBackDice: p.undoRollsBackDice },
        )
        put(refreshed(session, play()))
        keep(session)
        return true
      } catch (error) {
        put({ ...play(), status: 'setup', error: fail('gameFailed', error) })
        return false
      }
    },

    playStep(step) {
      const p = play()
      if (!p.session) return null
      const result: PlayStepResult = p.session.do(step)
      if (!result.ok) {
        put({ ...p, last: result, movePreview: null })
        return result
      }
      // 8: the figure walks the path the preview showed (the move's own goal decides where it ends).
      const shown = p.movePreview
      const walk =
        step.do === 'move' && shown?.figure === step.figure && shown.found && shown.points.length > 1
          ? { figure: step.figure, points: shown.points.map((q) => [q[0], q[1], q[2]] as const), step: p.steps + 1 }
          : null
      put(refreshed(p.session, p, { last: result, walk }))
      keep(p.session)
      return result
    },

    undoStep() {
      const p = play()
      if (!p.session) return false
      const r = p.session.undo()
      if (!r.ok) {
        put({ ...p, undoRefusal: r.refusal })
        return false
      }
      put(refreshed(p.session, p, { last: null }))
      keep(p.session)
      return true
    },

    selectModel(id) {
      const p = play()
      if (!p.session) return
      const selected = id !== null && Object.hasOwn(p.session.game.models, id) ? id : null
      put({
        ...p,
        selected,
        sheet: selected ? p.session.modelSheet(selected) : null,
        offers: selected ? p.session.actionsFor(selected) : [],
        movePreview: null,
        pushPreview: null,
      })
    },

    setPick(side, figureId) {
      const p = play()
      if (!p.session) return
      const picks = nullRecord<string>()
      Object.assign(picks, p.picks)
      if (figureId) picks[side] = figureId
      else delete picks[side]
      put({ ...p, ...choiceOf(p.session, picks) })
    },

    exportGame() {
      const session = play().session
      return session ? `${JSON.stringify(session.toScenarioFile(), null, 2)}\n` : null
    },

    async openGameText(text) {
      const read = ports.play.readGameText(text)
      if (!read.ok) {
        addNotice({ source: 'game', kind: 'error', title: 'gameFailed', items: read.coded.length > 0 ? read.coded : read.problems })
        return false
      }
      try {
        const session = await ports.play.replayGame(read, { undoRollsBackDice: play().undoRollsBackDice })
        play().session?.dispose()
        put(refreshed(session, { ...INITIAL_PLAY, undoRollsBackDice: play().undoRollsBackDice }))
        keep(session)
        announceProfileInUse(read.file)
        return true
      } catch (error) {
        fail('gameFailed', error)
        return false
      }
    },

    async resumeSavedGame() {
      const saved = readSavedGame(ports.storage)
      if (saved === null || play().session) return false
      const read = ports.play.readGameText(saved.text)
      try {
        if (!read.ok) throw new Error(read.problems.join('\n'))
        const session = await ports.play.replayGame(read, { undoRollsBackDice: saved.undoRollsBackDice })
        put(refreshed(session, { ...INITIAL_PLAY, undoRollsBackDice: saved.undoRollsBackDice }))
        // An older saved game (no readings) is kept again with the profile's, so the notice comes once.
        if (announceProfileInUse(read.file)) keep(session)
        return true
      } catch (error) {
        // Never lose a game: the copy goes aside under its own key, and the table opens as usual.
        const aside = setSavedGameAside(ports.storage, saved.text, ports.now())
        fail(
          'savedGameSetAside',
          new Error(`${error instanceof Error ? error.message : String(error)}${aside ? ` (kept as ${aside})` : ''}`),
        )
        return false
      }
    },

    leavePlay() {
      play().session?.dispose()
      removeSavedGame(ports.storage)
      put({ ...INITIAL_PLAY, undoRollsBackDice: play().undoRollsBackDice })
    },
  }
}
