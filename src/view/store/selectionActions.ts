/**
 * The multi-selection's actions (selectionTypes.ts): shift-click, box select, copy, paste and
 * delete of several figures, as a Tabletop Simulator or Foundry player expects them. Only at the
 * sandbox table: in a game figures move by the rules, and the siege editor chooses one piece at a
 * time. Paste and delete are scene edits through commitScene, so each is one undo step, saved.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import type { SceneProblem } from '../../scene/problems'
import type { SightlinePorts } from '../ports/ports'
import { removeFigures } from './figureGroup'
import { pasteFigures } from './pastePlace'
import { clipboardText, readClipboardText } from './clipboardText'
import type { MultiSelectActions, MultiSelectData, PastePoint } from './selectionTypes'
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
  const notify = (title: 'pasteNoRoom' | 'pasteNotScene', items: SceneProblem[] = []) => {
    const notice = { source: 'selection' as const, kind: 'warning' as const, title, items }
    set((s) => ({ notices: [...s.notices.filter((n) => n.source !== 'selection'), notice] }))
  }
  /**
   * Copies of the records centred on the table point `at` (the pointer's), else beside where they stood
   * (pastePlace.ts); one undo step, the copied figures chosen.
   */
  const paste = (figures: readonly Figure[], terrain: readonly TerrainPiece[], at: PastePoint): boolean => {
    const state = get()
    const { scene, world } = state
    if (!scene || !world || !atSandbox(state) || state.drag) return false
    const heightAt = (figure: { position: readonly number[] }, x: number, z: number) =>
      ports.surfaceAt(world, x, z, figure.position[1] + PASTE_SLACK_CM).height
    const pasted = pasteFigures(scene, figures, heightAt, terrain, at)
    if (!pasted) {
      notify('pasteNoRoom')
      return false
    }
    set((s) => ({ notices: s.notices.filter((n) => n.source !== 'selection') }))
    state.commitScene(pasted.scene)
    setMulti({ ids: pasted.ids })
    return true
  }

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
      const { scene, multi, mode, terrainTool } = get()
      if (!scene || !atSandbox(get())) return 0
      const figures = scene.figures.filter((f) => multi.ids.includes(f.id))
      // The terrain tool's chosen piece goes along ("and terrain when chosen").
      const terrain = mode === 'terrain' ? scene.terrain.filter((t) => t.id === terrainTool.selected) : []
      if (figures.length + terrain.length > 0) setMulti({ clipboard: figures, clipboardTerrain: terrain })
      return figures.length + terrain.length
    },

    copiedText() {
      const { scene, multi } = get()
      if (!scene || multi.clipboard.length + multi.clipboardTerrain.length === 0) return null
      return clipboardText(scene, multi.clipboard, multi.clipboardTerrain)
    },

    pasteClipboard(at = null) {
      const { multi } = get()
      if (multi.clipboard.length + multi.clipboardTerrain.length === 0) return false
      return paste(multi.clipboard, multi.clipboardTerrain, at)
    },

    pasteText(text, at = null) {
      if (!get().scene || !atSandbox(get())) return false
      const read = readClipboardText(text)
      if (read === null) return null
      if (!read.ok) {
        notify('pasteNotScene', read.problems)
        return false
      }
      return paste(read.figures, read.terrain, at)
    },

    cutSelection() {
      const state = get()
      if (!state.scene || !atSandbox(state) || state.drag) return 0
      const copied = state.copySelection()
      if (copied === 0) return 0
      // What was copied goes, figures and the terrain tool's piece, in one undo step.
      const { clipboard, clipboardTerrain } = get().multi
      const gone = new Set(clipboardTerrain.map((t) => t.id))
      const without = removeFigures(
        state.scene,
        clipboard.map((f) => f.id),
      )
      state.commitScene({ ...without, terrain: without.terrain.filter((t) => !gone.has(t.id)) })
      setMulti({ ids: [] })
      return copied
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
