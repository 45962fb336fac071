/**
 * The multi-selection's actions (selectionTypes.ts): shift-click, box select, copy, paste and
 * delete of several figures, as a Tabletop Simulator or Foundry player expects them. Only at the
 * sandbox table: in a game figures move by the rules, and the siege editor chooses one piece at a
 * time. Paste and delete are scene edits through commitScene, so each is one undo step, saved.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene } from '../../scene/schema'
import type { SightlinePorts } from '../ports/ports'
import { removeFigures } from './figureGroup'
import { pasteFigures } from './pastePlace'
import type { MultiSelectActions, MultiSelectData } from './selectionTypes'
import type { SightlineState } from './state'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/** A pointer hit on a top face reports its height give or take rounding (as editActions' SURFACE_SLACK_CM). */
const PASTE_SLACK_CM = 0.05

/** The selection without figures the scene no longer has (after undo, a delete or another scene). */
export function pruneMulti(scene: Scene, multi: MultiSelectData): MultiSelectData {
  const ids = multi.ids.filter((id) => scene.figures.some((f) => f.id === id))
  return ids.length === multi.ids.length ? multi : { ...multi, ids }
}

/** True at the sandbox table: no game running (Universalis, Mage Knight, Dungeons) and neither editor open. */
export const atSandbox = (s: Pick<SightlineState, 'play' | 'mkplay' | 'dungeonplay' | 'siege' | 'dungeonEditor'>): boolean =>
  !s.play.session && !s.mkplay.session && !s.dungeonplay.session && !s.siege.editing && !s.dungeonEditor.editing

export function selectionActions({ getState: get, setState: set }: Store, ports: SightlinePorts): MultiSelectActions {
  const setMulti = (patch: Partial<MultiSelectData>) => set((s) => ({ multi: { ...s.multi, ...patch } }))
  const known = (ids: readonly string[]) => ids.filter((id) => get().scene?.figures.some((f) => f.id === id))

  return {
    toggleFigureSelected(id) {
      const { multi } = get()
      if (!atSandbox(get()) || known([id]).length === 0) return
      setMulti({ ids: multi.ids.includes(id) ? multi.ids.filter((i) => i !== id) : [...multi.ids, id] })
    },

    selectFigures(ids, add) {
      if (!atSandbox(get())) return
      const chosen = add ? [...get().multi.ids] : []
      for (const id of known(ids)) if (!chosen.includes(id)) chosen.push(id)
      setMulti({ ids: chosen })
    },

    setBoxTool(on) {
      setMulti({ boxTool: on })
    },

    copySelection() {
      const { scene, multi } = get()
      if (!scene || !atSandbox(get())) return 0
      const figures = scene.figures.filter((f) => multi.ids.includes(f.id))
      if (figures.length > 0) setMulti({ clipboard: figures })
      return figures.length
    },

    pasteClipboard() {
      const state = get()
      const { scene, world, multi } = state
      if (!scene || !world || multi.clipboard.length === 0 || !atSandbox(state) || state.drag) return false
      const heightAt = (figure: { position: readonly number[] }, x: number, z: number) =>
        ports.surfaceAt(world, x, z, figure.position[1] + PASTE_SLACK_CM).height
      const pasted = pasteFigures(scene, multi.clipboard, heightAt)
      if (!pasted) {
        const notice = { source: 'selection' as const, kind: 'warning' as const, title: 'pasteNoRoom' as const, items: [] }
        set((s) => ({ notices: [...s.notices.filter((n) => n.source !== 'selection'), notice] }))
        return false
      }
      state.commitScene(pasted.scene)
      setMulti({ ids: pasted.ids })
      return true
    },

    deleteSelection() {
      const state = get()
      const { scene, multi } = state
      const ids = known(multi.ids)
      if (!scene || ids.length === 0 || !atSandbox(state) || state.drag) return false
      state.commitScene(removeFigures(scene, ids))
      setMulti({ ids: [] })
      return true
    },
  }
}
