/**
 * Cavalry in the Mage Knight play mode (003): the chosen unit's dials and the one its attacks
 * name (the player's choice, "Giving Actions to a Cavalry Unit"), Dismount, a dismounted rider's
 * Remount, and a Trample or Mounted Charge mode in which the point under the pointer is the goal:
 * the judge's path and the bases it crosses are shown before the click, the click plays it.
 * Every answer is the session's (`session.cavalry`, judge/mk/cavalryOffers.ts); steps go through
 * playMkStep.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { CavalryPathKind, CavalryPathView, CavalryStepOffer, MkCavalryView, MkPlaySession, MkStepResult } from '../../ports'
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
  /** The pointer's mode: a click on the table plays a Trample or a Mounted Charge (at `target`); null: a move. */
  mode: CavalryPathKind | null
  target: string | null
  /** The path toward the point under the pointer in that mode, before the click. */
  path: CavalryPathView | null
}

export const INITIAL_MK_CAVALRY: MkCavalryData = Object.freeze({
  view: null,
  remounts: [],
  dial: 'mount',
  mode: null,
  target: null,
  path: null,
})

export interface MkCavalryActions {
  setMkCavalryDial(dial: MkCavalryDial): void
  dismountMk(): MkStepResult | null
  remountMk(mount: string): MkStepResult | null
  /** Enters (or leaves, null) the Trample or Mounted Charge mode; a charge names its target. */
  setMkCavalryMode(mode: CavalryPathKind | null, target?: string): void
  /** The path toward `point` while a mode is on; false (nothing done) when no mode is on. */
  previewMkCavalryPath(point: [number, number, number] | null): boolean
  /** A click on the table in a mode: plays the step toward the point; undefined when no mode is on. */
  commitMkCavalryPath(point: [number, number, number]): MkStepResult | null | undefined
}

/** The chosen figure's cavalry offers, renewed after every step; the dial kept while the unit still has it, the mode left. */
export function cavalryViewOf(session: MkPlaySession, selected: string | null, before: MkCavalryData): MkCavalryData {
  if (selected === null) return INITIAL_MK_CAVALRY
  const view = session.cavalry.view(selected)
  const keep = view !== null && before.view?.unit === view.unit && view.dials.includes(before.dial)
  return { ...INITIAL_MK_CAVALRY, view, remounts: session.cavalry.remounts(selected), dial: keep ? before.dial : 'mount' }
}

const active = (m: MkPlayData): m is MkPlayData & { session: MkPlaySession } => m.session !== null && m.cavalry.view !== null

export function mkCavalryActions(store: Store): MkCavalryActions {
  const { getState: get, setState: set } = store
  const mk = () => get().mkplay
  const putCav = (m: MkPlayData, cavalry: Partial<MkCavalryData>) => set({ mkplay: { ...m, cavalry: { ...m.cavalry, ...cavalry } } })
  const pathAt = (m: MkPlayData & { session: MkPlaySession }, point: [number, number, number]) =>
    m.cavalry.view && m.cavalry.mode
      ? m.session.cavalry.pathToward(m.cavalry.view.unit, m.cavalry.mode, [point[0], point[2]], m.cavalry.target ?? undefined)
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

    setMkCavalryMode(mode, target) {
      const m = mk()
      if (mode === null || !active(m)) {
        putCav(m, { mode: null, target: null, path: null })
        return
      }
      if (mode === 'mountedCharge' && target === undefined) return
      putCav({ ...m, movePreview: null }, { mode, target: target ?? null, path: null })
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
      if (!path) return null
      const step = path.step.do === 'mountedCharge' ? { ...path.step, dial: m.cavalry.dial } : path.step
      return get().playMkStep(step)
    },
  }
}
