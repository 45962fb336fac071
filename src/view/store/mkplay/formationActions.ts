/**
 * Formations in the Mage Knight play mode (core 10): which candidates the player ticks to join
 * the chosen figure's formation, which ticked member leads a move (R-MKV.9: the chosen figure
 * until another is picked), and the two ways to move it: the "move formation" mode, in which the
 * point under the pointer is the leader's goal and a click plays it, and a drag of a ticked
 * member, which makes that member the leader, shows every path while dragging and plays the move
 * on release. Every other member keeps its place beside the leader. The judge answers everything
 * (`session.formation`, judge/mk/formationOffers.ts and formationMoveOffer.ts): whether the
 * ticked members form a formation, each attack with them, and each member's path before the
 * click or release; the move is one step (one undo), and a refused one moves nothing and leaves
 * its refusal as the last step's.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { MkFormationMoveView, MkFormationView, MkPlaySession, MkStepResult } from '../../ports'
import type { SightlineState } from '../state'
import type { MkPlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export interface MkFormationData {
  /** The chosen figure's formation: candidates, the members ticked, their check and attacks; null for none. */
  view: MkFormationView | null
  /** The pointer's mode: a click on the table moves the formation with the leader's goal there. */
  moving: boolean
  /** A ticked member is being dragged: the pointer is its goal, the release plays the move. */
  dragging: boolean
  /** The ticked member that leads a move (R-MKV.9): the one named by radio or drag, else the chosen figure; null without a view. */
  leader: string | null
  /** The formation's move toward the point under the pointer, before the click or release. */
  path: MkFormationMoveView | null
}

export const INITIAL_MK_FORMATION: MkFormationData = Object.freeze({ view: null, moving: false, dragging: false, leader: null, path: null })

/** The leader kept for `view`: the one named while it is still ticked, else the chosen figure (R-MKV.9). */
function leaderFor(view: MkFormationView | null, named: string | null): string | null {
  const members = view?.members ?? []
  return named !== null && members.includes(named) ? named : (members[0] ?? null)
}

export interface MkFormationActions {
  /** Ticks (or unticks) a candidate of the chosen figure's formation; the chosen figure itself always joins. */
  setMkFormationMember(id: string, joins: boolean): void
  /** Names the ticked member that leads a move (R-MKV.9); ignored for one that is not ticked. */
  setMkFormationLeader(id: string): void
  /**
   * A press on figure `id` became a drag: when it is a ticked member of a formation (a seated
   * rider standing for its unit), it leads and the drag moves the formation; false (nothing done) otherwise.
   */
  beginMkFormationDrag(id: string): boolean
  /** The dragged formation's move toward `point`, drawn while dragging. */
  dragMkFormationTo(point: [number, number, number]): void
  /** Released: plays the move shown (a refused one moves nothing and is the last step's refusal); null when nothing was dragged. */
  endMkFormationDrag(): MkStepResult | null
  /** Escape or a cancelled pointer: nothing moves. */
  cancelMkFormationDrag(): void
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
  return { ...INITIAL_MK_FORMATION, view, leader: leaderFor(view, same ? before.leader : null) }
}

export function mkFormationActions(store: Store): MkFormationActions {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const putFormation = (m: MkPlayData, formation: Partial<MkFormationData>) =>
    set({ mkplay: { ...m, formation: { ...m.formation, ...formation } } })
  const pathAt = (m: MkPlayData, point: [number, number, number]): MkFormationMoveView | null => {
    const view = m.formation.view
    const leader = m.formation.leader
    if (!m.session || !view || leader === null) return null
    return m.session.formation.moveToward(view.members, leader, [point[0], point[2]], m.facing)
  }
  // One pointer mode at a time: the single move's preview and the cavalry's modes (Trample, Overwhelm, ...) are left.
  const alone = (m: MkPlayData): MkPlayData => ({
    ...m,
    movePreview: null,
    cavalry: { ...m.cavalry, mode: null, target: null, path: null },
  })

  return {
    setMkFormationMember(id, joins) {
      const m = mk()
      const view = m.formation.view
      if (!m.session || !view || id === view.members[0] || !view.candidates.includes(id)) return
      const members = joins ? [...view.members, id] : view.members.filter((x) => x !== id)
      const next = m.session.formation.view(view.members[0], members)
      putFormation({ ...m, attackPreview: null }, { view: next, leader: leaderFor(next, m.formation.leader), moving: false, path: null })
    },

    setMkFormationLeader(id) {
      const m = mk()
      if (!m.formation.view?.members.includes(id)) return
      putFormation(m, { leader: id, path: null })
    },

    setMkFormationMoving(on) {
      const m = mk()
      if (!on || !m.formation.view?.check.ok) {
        putFormation(m, { moving: false, path: null })
        return
      }
      putFormation(alone(m), { moving: true, path: null })
    },

    previewMkFormationMove(point) {
      const m = mk()
      // While a member is dragged the drag draws the path; the ground's hover has nothing to add.
      if (m.formation.dragging) return true
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

    beginMkFormationDrag(id) {
      const m = mk()
      const view = m.formation.view
      if (!m.session || !view || view.members.length < 2) return false
      // A press on a seated rider is a press on its unit, which the formation names by its mount.
      const unit = m.session.cavalry.targetOf(id)
      if (!view.members.includes(unit)) return false
      putFormation(alone(m), { dragging: true, leader: unit, path: null })
      return true
    },

    dragMkFormationTo(point) {
      const m = mk()
      if (!m.formation.dragging) return
      putFormation(m, { path: pathAt(m, point) })
    },

    endMkFormationDrag() {
      const m = mk()
      if (!m.formation.dragging) return null
      const path = m.formation.path
      putFormation(m, { dragging: false, path: null })
      // The step shown is the step played: the judge takes it or refuses it (then nothing moves and `last` says why).
      return path ? get().playMkStep(path.step) : null
    },

    cancelMkFormationDrag() {
      const m = mk()
      if (m.formation.dragging) putFormation(m, { dragging: false, path: null })
    },
  }
}
