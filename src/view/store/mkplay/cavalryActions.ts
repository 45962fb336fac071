/**
 * Cavalry in the Mage Knight play mode (003): the chosen unit's dials and the one its attacks
 * name (the player's choice, "Giving Actions to a Cavalry Unit"), Dismount, Dark Unity, a
 * dismounted rider's Remount, and the modes in which the point under the pointer is the goal
 * (Trample, Overwhelm, Mounted Bound, Mounted Charge): the judge's path, the bases it crosses and
 * what the step does there are shown before the click, the click plays it. A step that still
 * needs a dial (a cavalry target's, the attacker's choice; a pushing click's, the owner's) asks
 * it before anything is rolled, each option with its numbers. Every answer is the session's
 * (`session.cavalry`, judge/mk/cavalryOffers.ts); steps go through playMkStep.
 */
import type { StoreApi } from 'zustand/vanilla'
import type {
  CavalryDialQuestion,
  CavalryPathKind,
  CavalryPathView,
  CavalryStepOffer,
  MkAttackView,
  MkCavalryView,
  MkPlaySession,
  MkScenarioStep,
  MkStepResult,
} from '../../ports'
import type { SightlineState } from '../state'
import type { MkPlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>
export type MkCavalryDial = 'mount' | 'rider'

export interface MkCavalryData {
  /** The chosen unit's dials, attacks and Dismount; null when the chosen figure stands for no unit. */
  view: MkCavalryView | null
  /** The chosen dismounted rider's Remount at each friendly mount without a rider. */
  remounts: readonly CavalryStepOffer[]
  /** The dial the unit's attacks name; the mount's when the rider's is not there. */
  dial: MkCavalryDial
  /** The pointer's mode: a click on the table plays a Trample, or an Overwhelm, Mounted Bound or Charge at `target`; null: a move. */
  mode: CavalryPathKind | null
  target: string | null
  /** The path toward the point under the pointer in that mode, before the click. */
  path: CavalryPathView | null
  /** A step waiting for a dial (003 "Attacking and Damaging"): the question and its options. */
  choice: CavalryDialQuestion | null
}

export const INITIAL_MK_CAVALRY: MkCavalryData = Object.freeze({
  view: null,
  remounts: [],
  dial: 'mount',
  mode: null,
  target: null,
  path: null,
  choice: null,
})

export interface MkCavalryActions {
  setMkCavalryDial(dial: MkCavalryDial): void
  dismountMk(): MkStepResult | null
  remountMk(mount: string): MkStepResult | null
  /** Dark Unity (003 "Dark Riders"): the Dark Rider heals its mount at the start of the command phase. */
  darkUnityMk(): MkStepResult | null
  /** Enters (or leaves, null) a mode; all but Trample name their target. */
  setMkCavalryMode(mode: CavalryPathKind | null, target?: string): void
  /** The path toward `point` while a mode is on; false (nothing done) when no mode is on. */
  previewMkCavalryPath(point: [number, number, number] | null): boolean
  /** A click on the table in a mode: plays the step toward the point; undefined when no mode is on. */
  commitMkCavalryPath(point: [number, number, number]): MkStepResult | null | undefined
  /** Plays the waiting step with `dial` named (an allowed option only). */
  answerMkCavalryChoice(dial: MkCavalryDial): MkStepResult | null
  cancelMkCavalryChoice(): void
  /** Shows the numbers of the waiting attack against `dial` (null: none) before the choice. */
  previewMkCavalryOption(dial: MkCavalryDial | null): void
}

/** The dial question a refused step asks, or null for a plain refusal (judge/mk/cavalryChoiceOffers.ts). */
export const cavalryQuestionOf = (session: MkPlaySession, step: MkScenarioStep): CavalryDialQuestion | null =>
  session.cavalry.question(step)

/** An option's numbers as the attack panel shows them: the option's step, its answer and its preview. */
function optionView(q: CavalryDialQuestion, dial: MkCavalryDial): MkAttackView | null {
  const o = q.options.find((x) => x.dial === dial)
  if (!o || !('figure' in o.step)) return null
  const s = o.step
  const target = s.do === 'ranged' || s.do === 'mountedBound' ? s.targets[0] : 'target' in s ? s.target : null
  if (target === null || target === undefined) return null
  const kind = s.do === 'ranged' || s.do === 'mountedBound' ? 'ranged' : 'melee'
  return { figure: s.figure, target, kind, dial: 0, facts: null, preview: o.attack, probe: o.probe }
}

/** The chosen figure's cavalry offers, renewed after every step; the dial kept while the unit still has it, the mode left. */
export function cavalryViewOf(session: MkPlaySession, selected: string | null, before: MkCavalryData): MkCavalryData {
  if (selected === null) return INITIAL_MK_CAVALRY
  const view = session.cavalry.view(selected)
  const keep = view !== null && before.view?.unit === view.unit && view.dials.includes(before.dial)
  return { ...INITIAL_MK_CAVALRY, view, remounts: session.cavalry.remounts(selected), dial: keep ? before.dial : 'mount' }
}

/** An attack preview of the chosen figure at `target` on the dials chosen: a unit's own (003), else the section's index. */
export function cavalryAttackPreview(
  m: MkPlayData & { session: MkPlaySession; selected: string },
  target: string,
  kind: 'ranged' | 'melee',
) {
  return m.session.previewAttack(m.selected, target, kind, m.cavalry.view ? m.cavalry.dial : m.dial)
}

const active = (m: MkPlayData): m is MkPlayData & { session: MkPlaySession } => m.session !== null && m.cavalry.view !== null

export function mkCavalryActions(store: Store): MkCavalryActions {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const putCav = (m: MkPlayData, cavalry: Partial<MkCavalryData>) => set({ mkplay: { ...m, cavalry: { ...m.cavalry, ...cavalry } } })
  const pathAt = (m: MkPlayData & { session: MkPlaySession }, point: [number, number, number]) =>
    m.cavalry.view && m.cavalry.mode
      ? m.session.cavalry.pathToward(
          m.cavalry.view.unit,
          m.cavalry.mode,
          [point[0], point[2]],
          m.cavalry.target ?? undefined,
          m.cavalry.mode === 'mountedCharge' ? m.cavalry.dial : undefined,
        )
      : null

  return {
    setMkCavalryDial(dial) {
      const m = mk()
      if (m.cavalry.view?.dials.includes(dial)) putCav({ ...m, attackPreview: null }, { dial })
    },

    dismountMk() {
      const offer = mk().cavalry.view?.dismount
      return offer?.probe.ok ? get().playMkStep(offer.step) : null
    },

    remountMk(mount) {
      const offer = mk().cavalry.remounts.find((o) => o.step.do === 'remount' && o.step.mount === mount)
      return offer?.probe.ok ? get().playMkStep(offer.step) : null
    },

    darkUnityMk() {
      const offer = mk().cavalry.view?.darkUnity
      return offer?.probe.ok ? get().playMkStep(offer.step) : null
    },

    setMkCavalryMode(mode, target) {
      const m = mk()
      if (mode === null || !active(m)) {
        putCav(m, { mode: null, target: null, path: null })
        return
      }
      const offer = m.cavalry.view?.modes.find((o) => o.kind === mode && o.target === (target ?? null))
      if (!offer?.probe.ok) return
      // One pointer mode at a time: a formation's move is left.
      putCav(
        { ...m, movePreview: null, formation: { ...m.formation, moving: false, path: null } },
        { mode, target: target ?? null, path: null },
      )
    },

    previewMkCavalryPath(point) {
      const m = mk()
      if (!active(m) || m.cavalry.mode === null) return false
      putCav({ ...m, movePreview: null }, { path: point ? pathAt(m, point) : null })
      return true
    },

    commitMkCavalryPath(point) {
      const m = mk()
      if (!active(m) || m.cavalry.mode === null) return undefined
      const path = pathAt(m, point)
      return path ? get().playMkStep(path.step) : null
    },

    answerMkCavalryChoice(dial) {
      const m = mk()
      const o = m.cavalry.choice?.options.find((x) => x.dial === dial)
      if (!o?.probe.ok) return null
      putCav({ ...m, attackPreview: null }, { choice: null })
      return get().playMkStep(o.step)
    },

    cancelMkCavalryChoice() {
      const m = mk()
      putCav({ ...m, attackPreview: null }, { choice: null })
    },

    previewMkCavalryOption(dial) {
      const m = mk()
      const q = m.cavalry.choice
      if (!q) return
      set({ mkplay: { ...m, attackPreview: dial === null ? null : optionView(q, dial) } })
    },
  }
}
