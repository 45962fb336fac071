/**
 * Actions that change what is looked at rather than the scene: choosing shooter and target,
 * the ledge probe, the measuring tape, mode, language and camera. None of them is undoable.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlineActions, SightlineState } from './state'
import type { SightlinePorts } from '../ports/ports'
import { deriveRulings, pruneSelection } from './derived'
import { writeLanguage } from './persistence'
import { switchLanguage } from '../i18n/i18nextAdapter'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

type InteractionActionNames =
  | 'clickFigure'
  | 'setPair'
  | 'clearSelection'
  | 'probeAt'
  | 'tapeAt'
  | 'setMode'
  | 'setLanguage'
  | 'setTopDown'
  | 'dismissNotice'

const EMPTY_TAPE = { a: null, b: null, reading: null }

/** Builds the interaction actions of the store. */
export function interactionActions(
  { getState: get, setState: set }: Store,
  ports: SightlinePorts,
): Pick<SightlineActions, InteractionActionNames> {
  /** Sets a selection and re-asks the judge for it. */
  const select = (shooterId: string | null, targetId: string | null) => {
    const state = get()
    const selection = state.scene ? pruneSelection(state.scene, shooterId, targetId) : { shooterId: null, targetId: null }
    set({ ...selection, ...deriveRulings({ ...state, ...selection }, ports) })
  }

  return {
    clickFigure(id) {
      const { mode, shooterId, targetId, siege, play, mkplay } = get()
      // In a Mage Knight game a figure is chosen to act, or an opponent of the chosen one attacked.
      if (mkplay.session) return get().selectMkFigure(id)
      // In a Dungeons game a hero of the hero team is activated by a click while none is active.
      if (get().dungeonplay.session) {
        if (!get().dungeonplay.session?.active) get().activateDungeonHero(id)
        return
      }
      // In play a figure is chosen to act (its card, its actions); the edit scene is not in view.
      if (play.session) return get().selectModel(id)
      // In the siege editor a figure is chosen to be moved or removed, like any other piece.
      if (siege.editing) return get().selectSiegeItem({ kind: 'figure', id })
      // A plain click chooses this one figure alone (shift-click adds, selectionActions.ts); letting go of the shooter chooses none.
      const lettingGo = mode !== 'probe' && id === shooterId
      set((s) => ({ multi: { ...s.multi, ids: lettingGo ? [] : [id] } }))
      if (mode === 'probe') return select(id, targetId === id ? null : targetId)
      // Shooter first, then target; clicking the shooter again lets go, a third figure starts over.
      if (shooterId === null) return select(id, null)
      if (id === shooterId) return select(null, null)
      if (targetId === null || targetId === id) return select(shooterId, id)
      return select(id, null)
    },

    setPair(fromId, toId) {
      select(fromId, fromId === toId ? null : toId)
    },

    clearSelection() {
      set((s) => ({ multi: { ...s.multi, ids: [] } }))
      select(null, null)
    },

    probeAt(x, z) {
      const state = get()
      const probe = { x, z, ruling: null, error: null }
      set(deriveRulings({ ...state, probe }, ports))
    },

    tapeAt(point) {
      const { tape } = get()
      if (tape.a === null || tape.b !== null) return set({ tape: { a: point, b: null, reading: null } })
      set({ tape: { a: tape.a, b: point, reading: ports.pointDistances(tape.a, point) } })
    },

    setMode(mode) {
      set({ mode, tape: EMPTY_TAPE, probe: null })
    },

    setLanguage(language) {
      writeLanguage(ports.storage, language)
      // i18next speaks the chosen language too; the state is what panels re-render on.
      switchLanguage(language)
      set({ language })
    },

    setTopDown(topDown) {
      set({ topDown })
    },

    dismissNotice(source) {
      set((s) => ({ notices: s.notices.filter((n) => n.source !== source) }))
    },
  }
}
