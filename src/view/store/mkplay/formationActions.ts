/**
 * Formations in the Mage Knight play mode (core 10): which candidates the player ticks to join
 * the chosen figure's formation, and the "move formation" mode in which the point under the
 * pointer is the leader's goal (the chosen figure leads, every other member keeps its place
 * beside it). The judge answers everything (`session.formation`, judge/mk/formationOffers.ts and
 * formationMoveOffer.ts): whether the ticked members form a formation, each attack with them,
 * and each member's path before the click; a click plays the move as one step (one undo).
 */
import type { StoreApi } from 'zustand/vanilla'
import type { MkFormationMoveView, MkFormationView, MkPlaySession, MkStepResult } from '../../ports'
import type { SightlineState } from '../state'
import type { MkPlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export interface MkFormationData {
  /** The chosen figure's formation: candidates, the members ticked, their check and attacks; null for none. */
  view: MkFormationView | null
  /** The pointer's mode: a click on the table moves the formation with the chosen figure's goal there. */
  moving: boolean
  /** The formation's move toward the point under the pointer, before the click. */
  path: MkFormationMoveView | null
}

export const INITIAL_MK_FORMATION: MkFormationData = Object.freeze({ view: null, moving: false, path: null })

export interface MkFormationActions {
  /** Ticks (or unticks) a candidate of the chosen figure's formation; the chosen figure itself always joins. */
  setMkFormationMember(id: string, joins: boolean): void
  /** Enters or leaves the move-formation mode (only with members the rules let form). */
  setMkFormationMoving(on: boolean): void
  /** The move toward `point` in the mode; false (nothing done) when the mode is off. */
  previewMkFormationMove(point: [number, number, number] | null): boolean
  /** A click on the table in the mode: plays the move toward the point; undefined when the mode is off. */
  commitMkFormationMove(point: [number, number, number]): MkStepResult | null | undefined
}

/**
 * The chosen figure's formation renewed (after a step, undo or choice): the members ticked before
 * stay ticked while they are still candidates of the same chosen figure; the mode is left.
 */
export function formationViewOf(session: MkPlaySession, selected: string | null, before: MkFormationData): MkFormationData {
  if (selected === null) return INITIAL_MK_FORMATION
  const same = before.view !== null && before.view.members[0] === selected
  const view = session.formation.view(selected, same ? before.view?.members : undefined)
  return { ...INITIAL_MK_FORMATION, view }
}

export function mkFormationActions(store: Store): MkFormationActions {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const putFormation = (m: MkPlayData, formation: Partial<MkFormationData>) =>
    set({ mkplay: { ...m, formation: { ...m.formation, ...formation } } })
  const pathAt = (m: MkPlayData, point: [number, number, number]): MkFormationMoveView | null => {
    const view = m.formation.view
    if (!m.session || !view) return null
    return m.session.formation.moveToward(view.members, view.members[0], [point[0], point[2]], m.facing)
  }

  return {
    setMkFormationMember(id, joins) {
      const m = mk()
      const view = m.formation.view
      if (!m.session || !view || id === view.members[0] || !view.candidates.includes(id)) return
      const members = joins ? [...view.members, id] : view.members.filter((x) => x !== id)
      const next = m.session.formation.view(view.members[0], members)
      putFormation({ ...m, attackPreview: null }, { view: next, moving: false, path: null })
    },

    setMkFormationMoving(on) {
      const m = mk()
      if (!on || !m.formation.view?.check.ok) {
        putFormation(m, { moving: false, path: null })
        return
      }
      // One pointer mode at a time: the cavalry's (Trample, Overwhelm, ...) is left.
      putFormation(
        { ...m, movePreview: null, cavalry: { ...m.cavalry, mode: null, target: null, path: null } },
        { moving: true, path: null },
      )
    },

    previewMkFormationMove(point) {
      const m = mk()
      if (!m.formation.moving) return false
      putFormation({ ...m, movePreview: null }, { path: point ? pathAt(m, point) : null })
      return true
    },

    commitMkFormationMove(point) {
      const m = mk()
      if (!m.formation.moving) return undefined
      const path = pathAt(m, point)
      return path ? get().playMkStep(path.step) : null
    },
  }
}
