/**
 * The Mage Knight play mode's actions: set-up, start, steps, undo, the pointer's previews and
 * clicks, leave (export, open and resume: gameFileActions.ts). Every answer comes from the judge's session
 * (ports.mkplay); the store only keeps what the view shows of it (`refreshed`), saves the game
 * after each change (mkGameStorage.ts) and never lets a failure touch the edit scene.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../../ports/ports'
import type { MkPlaySession, MkScenarioStep } from '../../ports'
import type { Notice, SightlineState } from '../state'
import { bearingDeg } from '../../../math/planar'
import { nextSeed } from '../../../math/seededRandom'
import { removeSavedMkGame, saveMkGame } from './mkGameStorage'
import { INITIAL_MK_LARGE, largeViewOf, mkLargeActions, pendingChoiceOf } from './largeActions'
import { mkSiegeActions, siegeRefreshed } from './siegeActions'
import { cavalryAttackPreview, cavalryQuestionOf, cavalryViewOf, INITIAL_MK_CAVALRY, mkCavalryActions } from './cavalryActions'
import { formationViewOf, INITIAL_MK_FORMATION, mkFormationActions } from './formationActions'
import { onTable, refreshed } from './refresh'
import { mkGameFileActions } from './gameFileActions'
import { INITIAL_MK_PLAY, isMkScene, type MkPlayActions, type MkPlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function mkPlayActions(store: Store, ports: SightlinePorts, addNotice: (n: Notice) => void): MkPlayActions {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const put = (next: MkPlayData) => set({ mkplay: next })
  const keep = (session: MkPlaySession) => saveMkGame(ports.storage, session.toScenarioFile(), mk().undoRollsBackDice)
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    addNotice({ source: 'game', kind: 'error', title: 'gameFailed', items: [message] })
    return message
  }
  /** The dial a step names: only a figure with more than one dial (a large figure's section) names one. */
  const dialOf = (m: MkPlayData) => (m.cavalry.view ? { dial: m.cavalry.dial } : (m.sheet?.dials.length ?? 1) > 1 ? { dial: m.dial } : {})
  const positionOf = (session: MkPlaySession, id: string): [number, number] | null => {
    const f = session.world.figure(id)
    return f ? [f.position[0], f.position[2]] : null
  }
  const moveStep = (m: MkPlayData, point: [number, number, number], turnOnly: boolean): MkScenarioStep | null => {
    if (!m.session || !m.selected) return null
    const from = positionOf(m.session, m.selected)
    if (!from) return null
    const goal: [number, number] = turnOnly ? from : [point[0], point[2]]
    // Core 1: the facing at the goal is the player's; the default looks along the move (or at the point when turning).
    const bearing = turnOnly ? bearingDeg(from, [point[0], point[2]]) : m.facing === 'direction' ? bearingDeg(from, goal) : null
    return {
      do: 'move',
      figure: m.selected,
      to: [goal[0], 0, goal[1]],
      ...(bearing === null ? {} : { facing: bearing }),
      ...dialOf(m),
    }
  }

  return {
    ...mkLargeActions(store),
    ...mkSiegeActions(store),
    ...mkCavalryActions(store),
    ...mkFormationActions(store),
    enterMkSetup() {
      const scene = get().scene
      if (!scene || mk().session || !isMkScene(scene)) return
      if (get().siege.editing) get().setSiegeEditing(false)
      const choices = ports.mkplay.setupChoices(scene)
      put({
        ...INITIAL_MK_PLAY,
        status: 'setup',
        choices,
        sides: choices.sides.map((s) => s.side),
        undoRollsBackDice: mk().undoRollsBackDice,
        facing: mk().facing,
      })
    },

    moveMkSideUp(side) {
      const m = mk()
      const i = m.sides.indexOf(side)
      if (i <= 0) return
      const sides = [...m.sides]
      ;[sides[i - 1], sides[i]] = [sides[i], sides[i - 1]]
      put({ ...m, sides })
    },

    setMkBuildTotal(points) {
      put({ ...mk(), buildTotal: points !== null && Number.isInteger(points) && points > 0 ? points : null })
    },

    setMkRounds(rounds) {
      put({ ...mk(), rounds: rounds !== null && Number.isInteger(rounds) && rounds > 0 ? rounds : null })
    },

    setMkUndoRollsBackDice(on) {
      const m = mk()
      if (m.session) {
        m.session.settings = { undoRollsBackDice: on }
        put(refreshed(m.session, { ...m, undoRollsBackDice: on }, { last: m.last }))
        keep(m.session)
      } else put({ ...m, undoRollsBackDice: on })
    },

    setMkFacing(choice) {
      put({ ...mk(), facing: choice, movePreview: null })
    },

    async startMkGame() {
      const scene = get().scene
      const m = mk()
      if (!scene || m.status !== 'setup' || m.choices?.problem) return false
      put({ ...m, status: 'starting' })
      try {
        const seed = get().diceSeed
        set({ diceSeed: nextSeed(seed) })
        const session = await ports.mkplay.startGame(
          {
            scene,
            seed,
            sides: [...m.sides],
            ...(m.buildTotal ? { buildTotal: m.buildTotal } : {}),
            ...(m.rounds ? { rounds: m.rounds } : {}),
            ...(m.carriedLadders.length > 0 ? { carriedLadders: m.carriedLadders } : {}),
            name: `${get().sceneLabel || scene.name}`,
          },
          { undoRollsBackDice: m.undoRollsBackDice },
        )
        put(refreshed(session, mk(), { last: null }))
        keep(session)
        return true
      } catch (error) {
        put({ ...mk(), status: 'setup', error: fail(error) })
        return false
      }
    },

    playMkStep(step) {
      const m = mk()
      if (!m.session) return null
      const result = m.session.do(step)
      if (!result.ok) {
        // 000: an attack at a large figure that still needs a player's choice asks it instead (largeActions.ts).
        const choice = pendingChoiceOf(m.session, step, result.refusal)
        // 003: a step at a cavalry unit (or a remount's pushing click) that still needs a dial asks it (cavalryActions.ts).
        const asks = choice ? null : cavalryQuestionOf(m.session, step)
        const asked = choice ? { large: { ...m.large, choice } } : asks ? { cavalry: { ...m.cavalry, choice: asks } } : { last: result }
        put({ ...m, movePreview: null, ...asked })
        return result
      }
      put(refreshed(m.session, m, { last: result }))
      keep(m.session)
      return result
    },

    undoMkStep() {
      const m = mk()
      if (!m.session) return false
      const r = m.session.undo()
      if (!r.ok) {
        put({ ...m, undoRefusal: r.refusal })
        return false
      }
      put(refreshed(m.session, m, { last: null }))
      keep(m.session)
      return true
    },

    selectMkFigure(id) {
      const m = mk()
      if (!m.session) return
      const session = m.session
      if (!onTable(session, id)) {
        const siege = siegeRefreshed(session, m, null)
        put({
          ...m,
          selected: null,
          sheet: null,
          attacks: [],
          movePreview: null,
          attackPreview: null,
          dial: 0,
          large: INITIAL_MK_LARGE,
          cavalry: INITIAL_MK_CAVALRY,
          formation: INITIAL_MK_FORMATION,
          ...siege,
        })
        return
      }
      const chosen = m.selected ? session.figureSheet(m.selected) : null
      const target = session.figureSheet(id)
      // A figure of the side to act is chosen to act; an opponent of the chosen figure is attacked.
      if (chosen && target && chosen.side !== target.side && chosen.side === session.game.turn.side) {
        // A seated rider stands for its unit: the click asks the attacker for the dial (R-MKV.8).
        const unit = session.cavalry.targetOf(id)
        const view =
          m.attackPreview?.target === unit ? m.attackPreview : cavalryAttackPreview({ ...m, session, selected: chosen.id }, unit, 'ranged')
        const kind = view.facts?.inBaseContact ? 'melee' : view.kind
        const step: MkScenarioStep =
          kind === 'melee'
            ? { do: 'melee', figure: chosen.id, target: unit, ...dialOf(m) }
            : { do: 'ranged', figure: chosen.id, targets: [unit], ...dialOf(m) }
        get().playMkStep(step)
        return
      }
      const sheet = session.figureSheet(id)
      const large = largeViewOf(session, id)
      const siege = siegeRefreshed(session, { ...m, siegeFrom: null }, id)
      put({
        ...m,
        selected: id,
        sheet,
        attacks: session.attackOffers(id),
        movePreview: null,
        attackPreview: null,
        dial: 0,
        large,
        cavalry: cavalryViewOf(session, id, m.cavalry),
        formation: formationViewOf(session, id, m.formation),
        ...siege,
      })
    },

    setMkDial(dial) {
      const m = mk()
      if (!m.sheet || dial < 0 || dial >= m.sheet.dials.length) return
      put({ ...m, dial, movePreview: null, attackPreview: null, large: { ...m.large, shotTargets: [], shot: null } })
    },

    hoverMkFigure(id) {
      const m = mk()
      if (!m.session) return
      const hoveredSheet = id !== null && onTable(m.session, id) ? m.session.figureSheet(id) : null
      const enemy = hoveredSheet !== null && m.sheet !== null && hoveredSheet.side !== m.sheet.side
      if (enemy && m.selected && id) {
        const at = { ...m, session: m.session, selected: m.selected }
        const unit = m.session.cavalry.targetOf(id)
        const ranged = cavalryAttackPreview(at, unit, 'ranged')
        const view = ranged.facts?.inBaseContact ? cavalryAttackPreview(at, unit, 'melee') : ranged
        put({ ...m, hoveredSheet, attackPreview: view, movePreview: null })
      } else put({ ...m, hoveredSheet, ...(id === null ? {} : { attackPreview: m.attackPreview }) })
    },

    previewMkMove(point) {
      if (get().previewMkFormationMove(point) || get().previewMkCavalryPath(point) || get().previewMkLeave(point)) return
      const m = mk()
      const step = point && moveStep(m, point, false)
      if (!m.session || !step || step.do !== 'move') {
        if (m.movePreview) put({ ...m, movePreview: null })
        return
      }
      put({ ...m, movePreview: m.session.previewMove(step.figure, [step.to[0], step.to[2]], step.facing, step.dial) })
    },

    commitMkMove(point, turnOnly) {
      const formed = turnOnly ? undefined : get().commitMkFormationMove(point)
      if (formed !== undefined) return formed
      const charged = turnOnly ? undefined : get().commitMkCavalryPath(point)
      if (charged !== undefined) return charged
      const left = turnOnly ? undefined : get().commitMkLeave(point)
      if (left !== undefined) return left
      const step = moveStep(mk(), point, turnOnly)
      return step ? get().playMkStep(step) : null
    },

    previewMkAttack(target, kind) {
      const m = mk()
      if (!m.session || !m.selected || target === null) {
        put({ ...m, attackPreview: null })
        return
      }
      put({ ...m, attackPreview: cavalryAttackPreview({ ...m, session: m.session, selected: m.selected }, target, kind ?? 'ranged') })
    },

    ...mkGameFileActions(store, ports, { keep, fail, addNotice }),

    leaveMkPlay() {
      mk().session?.dispose()
      removeSavedMkGame(ports.storage)
      put({ ...INITIAL_MK_PLAY, undoRollsBackDice: mk().undoRollsBackDice, facing: mk().facing })
    },
  }
}
