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
import { figureOverlapsIn } from '../../scene/figureOverlaps'
import { nearestFreePlace } from './freePlace'
import { groupWithRiders } from './figureGroup'
import { dropGroup, groupDraggedTo } from './groupDrag'
import { pruneMulti } from './selectionActions'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/**
 * A pointer that hits a piece's top face reports that height give or take rounding; this much
 * slack keeps the figure on the top instead of dropping it to the surface below.
 */
const SURFACE_SLACK_CM = 0.05

/** The scene with the figure at `position`; a passenger stays on its chariot's rear platform (000 "Passagiere"). */
export function withFigureAt(scene: Scene, figureId: string, position: Vec3): Scene {
  const figure = scene.figures.find((f) => f.id === figureId)
  if (!figure) return scene
  const moved = { ...figure, position }
  const figures = scene.figures.map((f) => {
    if (f.id === figure.id) return moved
    if (f.mk?.aboard !== figure.id) return f
    const place = passengerPlace(moved)
    return place ? { ...f, position: place } : f
  })
  return { ...scene, figures }
}

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
    const multi = pruneMulti(scene, state.multi)
    const next = { ...state, scene, ...selection, multi }
    set({ scene, ...selection, multi, ...deriveRulings(next, ports, keepCastle) })
  }
  /** Drops a dragged selection: pushed aside figure by figure, or all put back (groupDrag.ts); one undo step. */
  const endGroupDrag = (drag: NonNullable<SightlineState['drag']>, scene: Scene, world: NonNullable<SightlineState['world']>) => {
    const surface = (x: number, z: number, below: number) => ports.surfaceAt(world, x, z, below).height
    const dropped = dropGroup(scene, drag.group ?? [], surface, SURFACE_SLACK_CM, (s, id, position) => withFigureAt(s, id, position))
    const others = get().notices.filter((n) => n.source !== 'drag')
    const title = dropped.scene ? ('dragPushedAside' as const) : ('dragPutBack' as const)
    const notices =
      dropped.items.length > 0 ? [...others, { source: 'drag' as const, kind: 'warning' as const, title, items: dropped.items }] : others
    set({ drag: null, notices })
    if (!dropped.scene) return applyScene(drag.before)
    applyScene(dropped.scene)
    set({ history: recordChange(get().history, drag.before) })
    persist()
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
      if (
        get().play.session ||
        get().mkplay.session ||
        get().dungeonplay.session ||
        get().siege.drag ||
        !scene?.figures.some((f) => f.id === figureId)
      )
        return
      // One figure of a selection of several: the whole selection (and riders in their saddles) moves with it (groupDrag.ts).
      const chosen = get().multi.ids
      const group = chosen.length > 1 && chosen.includes(figureId) ? groupWithRiders(scene, chosen) : undefined
      set({ drag: { figureId, before: scene, moved: false, ...(group ? { group } : {}) } })
    },

    dragTo(x, z, pointerY) {
      const { drag, scene, world } = get()
      if (!drag || !scene || !world) return
      const figure = scene.figures.find((f) => f.id === drag.figureId)
      if (!figure) return
      if (drag.group) {
        const surface = (sx: number, sz: number, below: number) => ports.surfaceAt(world, sx, sz, below).height
        if (!drag.moved) set({ drag: { ...drag, moved: true } })
        return applyScene(groupDraggedTo(drag.before, drag.group, drag.figureId, { x, z, pointerY }, surface, SURFACE_SLACK_CM))
      }
      // Keep the whole base on the table: a figure half off the edge is no position at all.
      const { radius } = figureProfile(figure)
      const cx = Math.min(Math.max(x, radius), scene.table.width - radius)
      const cz = Math.min(Math.max(z, radius), scene.table.depth - radius)
      const surface = ports.surfaceAt(world, cx, cz, pointerY + SURFACE_SLACK_CM)
      if (!drag.moved) set({ drag: { ...drag, moved: true } })
      applyScene(withFigureAt(scene, figure.id, [cx, surface.height, cz]))
    },

    endDrag() {
      const { drag, history, scene, world } = get()
      if (!drag) return
      if (drag.group && drag.moved && scene && world) return endGroupDrag(drag, scene, world)
      // Let go inside another figure or a solid: pushed aside to the nearest free place (freePlace.ts), or put back.
      const inside = drag.moved && scene ? figureOverlapsIn(scene, drag.figureId) : []
      if (scene && world && inside.length > 0) {
        const y = scene.figures.find((f) => f.id === drag.figureId)?.position[1] ?? 0
        const heightAt = (x: number, z: number) => ports.surfaceAt(world, x, z, y + SURFACE_SLACK_CM).height
        const free = nearestFreePlace(scene, drag.figureId, heightAt, (s, position) => withFigureAt(s, drag.figureId, position))
        const notice = { source: 'drag' as const, kind: 'warning' as const, items: [`${drag.figureId}: ${inside.join(', ')}`] }
        set((s) => ({
          drag: null,
          notices: [
            ...s.notices.filter((n) => n.source !== 'drag'),
            { ...notice, title: free ? ('dragPushedAside' as const) : ('dragPutBack' as const) },
          ],
        }))
        if (!free) return applyScene(drag.before)
        applyScene(free.scene)
        set({ history: recordChange(get().history, drag.before) })
        return persist()
      }
      set((s) => ({
        drag: null,
        history: drag.moved ? recordChange(history, drag.before) : history,
        notices: drag.moved ? s.notices.filter((n) => n.source !== 'drag') : s.notices,
      }))
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
