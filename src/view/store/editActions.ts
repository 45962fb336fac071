/**
 * Actions that change the open scene: a committed edit, undo and redo, and dragging a figure by
 * hand. Every committed change is recorded for undo and saved to storage at once; the world
 * rebuilds only what changed (TableWorld.setScene).
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene, Vec3 } from '../../scene/schema'
import { passengerPlace } from '../../scene/mageknight/chariot'
import { figureProfile } from '../../scene/figureProfile'
import { recordChange, redo, undo } from './history'
import type { Saver } from './saving'
import { deriveRulings, pruneSelection } from './derived'
import type { SightlineActions, SightlineState } from './state'
import type { SightlinePorts } from '../ports/ports'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/**
 * A pointer that hits a piece's top face reports that height give or take rounding; this much
 * slack keeps the figure on the top instead of dropping it to the surface below.
 */
const SURFACE_SLACK_CM = 0.05

type EditActionNames = 'commitScene' | 'undo' | 'redo' | 'beginDrag' | 'dragTo' | 'endDrag' | 'cancelDrag' | 'showScene' | 'settleScene'

/** Builds the actions that change the open scene. */
export function editActions(
  { getState: get, setState: set }: Store,
  ports: SightlinePorts,
  saver: Saver,
): Pick<SightlineActions, EditActionNames> {
  /** Every committed change by the user is saved at once (saving.ts: localStorage, and its "My scenes" entry). */
  const persist = () => saver.save(true)

  /** Shows a scene on the current world (undo, redo, drag): setScene rebuilds only what changed. */
  const applyScene = (scene: Scene, keepCastle = false) => {
    const state = get()
    state.world?.setScene(scene)
    const selection = pruneSelection(scene, state.shooterId, state.targetId)
    const next = { ...state, scene, ...selection }
    set({ scene, ...selection, ...deriveRulings(next, ports, keepCastle) })
  }
  /** A drag of either kind is under way: the scene is not the user's to change otherwise. */
  const dragging = () => get().drag !== null || get().siege.drag !== null

  return {
    commitScene(scene) {
      const { scene: before, history } = get()
      if (!before || dragging()) return
      set({ history: recordChange(history, before) })
      applyScene(scene)
      persist()
    },

    undo() {
      const { scene, history } = get()
      const step = scene && !dragging() ? undo(history, scene) : null
      if (!step) return
      set({ history: step.history })
      applyScene(step.scene)
      persist()
    },

    redo() {
      const { scene, history } = get()
      const step = scene && !dragging() ? redo(history, scene) : null
      if (!step) return
      set({ history: step.history })
      applyScene(step.scene)
      persist()
    },

    showScene(scene, keepCastle = false) {
      if (get().scene) applyScene(scene, keepCastle)
    },

    settleScene(before) {
      const { scene, history } = get()
      if (!scene) return
      applyScene(scene)
      if (scene !== before) {
        set({ history: recordChange(history, before) })
        persist()
      }
    },

    beginDrag(figureId) {
      const scene = get().scene
      // In play a figure moves by the rules (a move step), never by hand.
      if (get().play.session || get().mkplay.session || get().siege.drag || !scene?.figures.some((f) => f.id === figureId)) return
      set({ drag: { figureId, before: scene, moved: false } })
    },

    dragTo(x, z, pointerY) {
      const { drag, scene, world } = get()
      if (!drag || !scene || !world) return
      const figure = scene.figures.find((f) => f.id === drag.figureId)
      if (!figure) return
      // Keep the whole base on the table: a figure half off the edge is no position at all.
      const { radius } = figureProfile(figure)
      const cx = Math.min(Math.max(x, radius), scene.table.width - radius)
      const cz = Math.min(Math.max(z, radius), scene.table.depth - radius)
      const surface = ports.surfaceAt(world, cx, cz, pointerY + SURFACE_SLACK_CM)
      const position: Vec3 = [cx, surface.height, cz]
      const moved = { ...figure, position }
      // 000 "Passagiere": the passenger stays on the chariot's rear platform when the chariot moves.
      const figures = scene.figures.map((f) => {
        if (f.id === figure.id) return moved
        if (f.mk?.aboard !== figure.id) return f
        const place = passengerPlace(moved)
        return place ? { ...f, position: place } : f
      })
      if (!drag.moved) set({ drag: { ...drag, moved: true } })
      applyScene({ ...scene, figures })
    },

    endDrag() {
      const { drag, history } = get()
      if (!drag) return
      set({ drag: null, history: drag.moved ? recordChange(history, drag.before) : history })
      if (drag.moved) persist()
    },

    cancelDrag() {
      const drag = get().drag
      if (!drag) return
      set({ drag: null })
      applyScene(drag.before)
    },
  }
}
