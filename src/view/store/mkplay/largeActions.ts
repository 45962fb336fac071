/**
 * The Mage Knight play mode's large figures and chariots (000): the chosen hero's chariots to
 * board, the chosen passenger's goals to leave to (and the goal under the pointer, R-MKV.5), the
 * choice an attack at a large figure still needs before it is played (the owner's section at a
 * boundary, the attacker's when the section hit is inactive, a pushed large figure's click,
 * R-MKV.6), and a ranged attack at several targets ticked one by one (core 7). Every answer is
 * the judge's session's (`session.large`, judge/mk/largeOffers.ts); steps go through playMkStep.
 */
import type { StoreApi } from 'zustand/vanilla'
import {
  choiceFieldOf,
  type MkBoardOffer,
  type MkChoiceQuestion,
  type MkChoiceStep,
  type MkLeaveGoal,
  type MkPlaySession,
  type MkScenarioStep,
  type MkShotView,
  type MkStepResult,
} from '../../ports'
import type { SightlineState } from '../state'
import type { MkPlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/** An attack (or a pushed large figure's move) waiting for a player's answer: the step as asked so far and the question. */
export interface MkPendingChoice {
  step: MkChoiceStep
  question: MkChoiceQuestion
}

export interface MkLargeData {
  /** The chosen hero's chariots to board, each probed (000 "Einsteigen"). */
  board: readonly MkBoardOffer[]
  /** The chosen passenger's proposed goals (000 "Aussteigen"): a side's and the rear's middle. */
  leave: readonly MkLeaveGoal[]
  /** The goal a click on the table would set the chosen passenger down at, before the click. */
  leavePreview: MkLeaveGoal | null
  choice: MkPendingChoice | null
  /** The targets ticked for one ranged attack (core 7: no more than the dial's number, the engine says). */
  shotTargets: readonly string[]
  /** That attack before the roll: the numbers for each ticked target, or the refusal. */
  shot: MkShotView | null
}

export const INITIAL_MK_LARGE: MkLargeData = Object.freeze({
  board: [],
  leave: [],
  leavePreview: null,
  choice: null,
  shotTargets: [],
  shot: null,
})

export interface MkLargeActions {
  boardMkChariot(chariot: string): MkStepResult | null
  /** Sets the chosen passenger down at `goal`; a goal where its base would overlap another is not played (R-MKV.5). */
  leaveMkChariot(goal: MkLeaveGoal): MkStepResult | null
  /** The leave goal toward `point` while a passenger is chosen; false (nothing done) when the chosen figure rides no chariot. */
  previewMkLeave(point: [number, number, number] | null): boolean
  /** A click on the table while a passenger is chosen: it leaves toward the point; undefined when the chosen figure rides no chariot. */
  commitMkLeave(point: [number, number, number]): MkStepResult | null | undefined
  /** Answers the open choice with a section's name and plays the attack (or asks the next choice). */
  answerMkChoice(option: string): MkStepResult | null
  cancelMkChoice(): void
  toggleMkShotTarget(target: string): void
  fireMkShot(): MkStepResult | null
}

/** The chosen figure's boarding and leaving offers, renewed with the rest of the view after every step and choice. */
export function largeViewOf(session: MkPlaySession, selected: string | null): MkLargeData {
  if (selected === null) return INITIAL_MK_LARGE
  return { ...INITIAL_MK_LARGE, board: session.large.boardOffers(selected), leave: session.large.leaveGoals(selected) }
}

/** The choice a refused attack asks for, or null when its refusal is a plain one. */
export function pendingChoiceOf(session: MkPlaySession, step: MkScenarioStep, refusal: { code: string }): MkPendingChoice | null {
  if ((step.do !== 'ranged' && step.do !== 'melee' && step.do !== 'move') || choiceFieldOf(refusal) === null) return null
  const question = session.large.openChoice(step)
  return question ? { step, question } : null
}

/** A leave goal may be played when the engine allows it and the base fits there (R-MKV.5). */
export const leaveAllowed = (goal: MkLeaveGoal): boolean => goal.probe.ok && goal.overlaps.length === 0

const rides = (m: MkPlayData): m is MkPlayData & { selected: string; session: MkPlaySession } =>
  m.session !== null && m.selected !== null && Object.values(m.game?.aboard ?? {}).includes(m.selected)

export function mkLargeActions(store: Store): MkLargeActions {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const putLarge = (m: MkPlayData, large: Partial<MkLargeData>) => set({ mkplay: { ...m, large: { ...m.large, ...large } } })
  const dialOf = (m: MkPlayData) => ((m.sheet?.dials.length ?? 1) > 1 ? { dial: m.dial } : {})

  return {
    boardMkChariot(chariot) {
      const m = mk()
      if (!m.selected) return null
      return get().playMkStep({ do: 'board', figure: m.selected, chariot })
    },

    leaveMkChariot(goal) {
      if (!leaveAllowed(goal)) return null
      return get().playMkStep({ do: 'leave', figure: goal.passenger, to: [goal.to[0], 0, goal.to[1]], facing: goal.facingDeg })
    },

    previewMkLeave(point) {
      const m = mk()
      if (!rides(m)) return false
      const leavePreview = point ? m.session.large.leaveGoalToward(m.selected, [point[0], point[2]]) : null
      putLarge({ ...m, movePreview: null }, { leavePreview })
      return true
    },

    commitMkLeave(point) {
      const m = mk()
      if (!rides(m)) return undefined
      const goal = m.session.large.leaveGoalToward(m.selected, [point[0], point[2]])
      return goal ? get().leaveMkChariot(goal) : null
    },

    answerMkChoice(option) {
      const m = mk()
      const choice = m.large.choice
      if (!choice?.question.options.some((o) => o.name === option && o.refusal === null)) return null
      putLarge(m, { choice: null })
      return get().playMkStep({ ...choice.step, [choice.question.field]: option })
    },

    cancelMkChoice() {
      putLarge(mk(), { choice: null })
    },

    toggleMkShotTarget(target) {
      const m = mk()
      if (!m.session || !m.selected) return
      const had = m.large.shotTargets.includes(target)
      const shotTargets = had ? m.large.shotTargets.filter((t) => t !== target) : [...m.large.shotTargets, target]
      const shot =
        shotTargets.length === 0
          ? null
          : m.session.large.previewShot({ do: 'ranged', figure: m.selected, targets: [...shotTargets], ...dialOf(m) })
      putLarge(m, { shotTargets, shot })
    },

    fireMkShot() {
      const m = mk()
      const shot = m.large.shot
      // A shot that still needs a choice is allowed to go on: playMkStep asks it.
      if (!shot || (!shot.probe.ok && choiceFieldOf(shot.probe.refusal) === null)) return null
      return get().playMkStep(shot.step)
    },
  }
}
