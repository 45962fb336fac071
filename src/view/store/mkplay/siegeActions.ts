/**
 * The siege's part of the Mage Knight play mode (001, castle sections): the ladders figures carry
 * from the start (chosen at set-up), the castle section chosen to act (its portals, its shots), and
 * the siege steps offered for it or for the chosen figure, each with the judge's answer
 * (MkPlaySession.siegeOffers), renewed after every step like the attacks. A castle shot's numbers
 * before the roll go into the attack preview the panel already shows. Steps are played by
 * `playMkStep` (actions.ts) like every other.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { MkPlaySession, SiegeOffer } from '../../ports'
import type { SightlineState } from '../state'
import type { MkPlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export interface MkCarriedLadder {
  ladder: string
  by: string
}

export interface MkSiegeData {
  /** 001 "Planken und Leitern": the ladders figures carry from the start (set-up). */
  carriedLadders: readonly MkCarriedLadder[]
  /** The castle section chosen to act; null: the siege offers are the chosen figure's. */
  siegeFrom: string | null
  /** The siege's steps for the chosen section or figure, each probed. */
  siegeOffers: readonly SiegeOffer[]
}

export interface MkSiegeActions {
  /** At set-up: `by` carries a ladder from the start, or no longer. */
  setMkCarriedLadder(by: string, carries: boolean): void
  /** Chooses a castle section to act (its portals and shots), or none. */
  chooseMkSection(id: string | null): void
  /** A castle shot's numbers before the roll (the offer's), or none (null); another step's offer changes nothing. */
  previewMkSiegeShot(offer: SiegeOffer | null): void
}

export const INITIAL_MK_SIEGE: MkSiegeData = Object.freeze({ carriedLadders: [], siegeFrom: null, siegeOffers: [] })

/** The castle sections of the game still standing (the scene's), in the scene's order. */
export const standingSections = (session: MkPlaySession): string[] =>
  (session.world.scene.castle?.sections ?? []).filter((s) => !s.destroyed).map((s) => s.id)

/** The siege offers renewed: for the chosen section while it stands, else for the chosen figure. */
export function siegeRefreshed(
  session: MkPlaySession,
  mk: MkPlayData,
  selected: string | null,
): Pick<MkSiegeData, 'siegeFrom' | 'siegeOffers'> {
  if (!session.world.scene.castle) return { siegeFrom: null, siegeOffers: [] }
  const siegeFrom = mk.siegeFrom !== null && standingSections(session).includes(mk.siegeFrom) ? mk.siegeFrom : null
  const chosen = siegeFrom ?? selected
  return { siegeFrom, siegeOffers: chosen ? session.siegeOffers(chosen) : [] }
}

/** The ladder a figure carries from the start is named after it: one each at most (001 "Planken und Leitern"). */
export const carriedLadderId = (by: string): string => `ladder-${by}`

export function mkSiegeActions(store: Store): MkSiegeActions {
  const mk = () => store.getState().mkplay
  const put = (next: MkPlayData) => store.setState({ mkplay: next })
  return {
    setMkCarriedLadder(by, carries) {
      const m = mk()
      if (m.status !== 'setup') return
      const others = m.carriedLadders.filter((c) => c.by !== by)
      put({ ...m, carriedLadders: carries ? [...others, { ladder: carriedLadderId(by), by }] : others })
    },

    chooseMkSection(id) {
      const m = mk()
      if (!m.session) return
      const siegeFrom = id !== null && standingSections(m.session).includes(id) ? id : null
      put({ ...m, ...siegeRefreshed(m.session, { ...m, siegeFrom }, m.selected), attackPreview: null, movePreview: null })
    },

    previewMkSiegeShot(offer) {
      const m = mk()
      if (offer === null) {
        if (m.attackPreview) put({ ...m, attackPreview: null })
        return
      }
      // Another step has no numbers: the shown ones stay, so the buttons below them never jump under the pointer.
      if (offer.step.do !== 'castleShot') return
      const { from, targets } = offer.step
      const view = {
        figure: from,
        target: targets[0],
        kind: 'ranged' as const,
        dial: 0,
        facts: null,
        preview: offer.preview,
        probe: offer.probe,
      }
      put({ ...m, attackPreview: view })
    },
  }
}
