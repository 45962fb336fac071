/**
 * The cover heat map's actions: the question (filled from the chosen pair when the panel
 * opens), a run on the ports' workers with its progress and the values as they refine (copied:
 * the run keeps changing its own), cancelling (a new run cancels the old one), the cell under
 * the pointer, and a click that moves the chosen target there as an ordinary edit (one undo
 * step, through commitScene). A map judged on another scene is kept but reads as stale
 * (cells.ts mapIsStale): the panel offers to compute it again.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene } from '../../../scene/schema'
import { SIZE_PROFILES, type SizeProfile } from '../../../scene/sizeProfiles'
import { CELL, DEFAULT_HEATMAP_LEVEL, heatmapLevels, type HeatmapValues } from '../../ports'
import type { SightlinePorts } from '../../ports/ports'
import { withFigureAt } from '../editActions'
import type { SightlineState } from '../state'
import { cellCentre, mapIsStale, mapSceneOf, standable } from './cells'
import type { HeatmapActions, HeatmapChoice, HeatmapData, HeatmapMap } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/**
 * Within a pass, the values are shown at most this often: a fine map reports after each of about
 * a thousand batches, and redrawing 32,400 cells each time took the page (and the workers' cores)
 * from the run. The first report of every pass and the end are always shown.
 */
const SHOW_EVERY_MS = 250

const copyValues = (v: HeatmapValues): HeatmapValues => ({
  state: v.state.slice(),
  seeing: v.seeing.slice(),
  visible: v.visible.slice(),
  hidden: v.hidden.slice(),
  cover: v.cover.slice(),
  y: v.y.slice(),
})

/**
 * The question when the panel opens: from the chosen shooter (or keep a choice that still
 * names something in the scene), the chosen target's side and size profile.
 */
export function choiceFor(scene: Scene, shooterId: string | null, targetId: string | null, previous: HeatmapChoice): HeatmapChoice {
  const sides = new Set(scene.figures.map((f) => f.side))
  const known = (from: string) => from === 'all' || sides.has(from) || scene.figures.some((f) => f.id === from)
  const target = scene.figures.find((f) => f.id === targetId)
  const from = shooterId ?? (known(previous.from) ? previous.from : (scene.figures[0]?.id ?? ''))
  const size = target?.size as string | undefined
  const profile = size && (SIZE_PROFILES as readonly string[]).includes(size) ? (size as SizeProfile) : previous.profile
  const side = target ? target.side : previous.side !== null && sides.has(previous.side) ? previous.side : null
  // A piece level of another scene, or one too narrow for the profile (R-HM.4), falls back to the default (R-HM.6).
  const level = heatmapLevels(scene, profile).some((l) => l.id === previous.level) ? previous.level : DEFAULT_HEATMAP_LEVEL
  return { ...previous, from, side, profile, level }
}

/** The figure a run of `choice` leaves out of its scene: the chosen target, when the choice says so. */
export const leftOutOf = (choice: HeatmapChoice, targetId: string | null): string | null =>
  choice.withoutTarget && targetId ? targetId : null

/** Why a click's cell takes no figure, by its state (a pending cell: not judged yet). */
const REFUSED: Partial<Record<number, 'noLevel' | 'blocked' | 'figure'>> = {
  [CELL.noLevel]: 'noLevel',
  [CELL.blocked]: 'blocked',
  [CELL.figure]: 'figure',
}

/** The map's state for a judge's refusal (judge/heatmap/cells.ts REASON). */
const STATE_OF: Record<string, number> = {
  'no-level': CELL.noLevel,
  overhang: CELL.noLevel,
  'off-table': CELL.noLevel,
  blocked: CELL.blocked,
  figure: CELL.figure,
}

export function heatmapActions({ getState: get, setState: set }: Store, ports: SightlinePorts): HeatmapActions {
  const patch = (over: Partial<HeatmapData>) => set((s) => ({ heatmap: { ...s.heatmap, ...over } }))
  /** The run under way: aborting it is cancelling; a newer run replaces it. */
  let current: AbortController | null = null

  /**
   * The piece or figure the judge names for a refused cell, asked again of that one cell on the
   * page's world (the map keeps states, not names). Only while the world's scene is the map's (but for the left-out target) and
   * the judge's reason is the cell's state; never the figure the map left out (the world has it).
   */
  const refusedBy = (map: HeatmapMap, cell: number): string | undefined => {
    const world = get().world
    const state = map.values.state[cell]
    if (!world || REFUSED[state] === undefined || mapIsStale(map, world.scene)) return undefined
    const [x, z] = cellCentre(map.grid, cell)
    const why = ports.heatmap.cellRefusal(world, map.spec, x, z)
    if (!why?.by || why.by === map.leftOut || STATE_OF[why.reason] !== state) return undefined
    return why.by
  }

  return {
    setHeatmapOpen(open) {
      const { scene, shooterId, targetId, heatmap } = get()
      if (!open) {
        current?.abort()
        patch({ open: false, hover: null, notice: null })
        return
      }
      patch({ open: true, choice: scene ? choiceFor(scene, shooterId, targetId, heatmap.choice) : heatmap.choice })
      // The workers start now, not at page load: the first paint never pays for them, the first map does not either.
      ports.heatmap.warm().catch(() => {})
    },

    setHeatmapChoice(change) {
      patch({ choice: { ...get().heatmap.choice, ...change }, error: null })
    },

    async startHeatmap() {
      const { scene, targetId, heatmap, rules } = get()
      if (!scene) return
      current?.abort()
      const { choice } = heatmap
      const leftOut = leftOutOf(choice, targetId)
      const mapScene = mapSceneOf(scene, leftOut)
      const request = {
        from: choice.from,
        ...(choice.side ? { side: choice.side } : {}),
        profile: choice.profile,
        step: choice.step,
        level: choice.level,
      }
      const checked = ports.heatmap.specOf(mapScene, request)
      if (!checked.ok) {
        current = null
        patch({ status: 'failed', error: { field: checked.field, message: checked.message }, progress: null })
        return
      }
      const { spec, grid } = checked
      const controller = new AbortController()
      current = controller
      const base = { grid, shooters: spec.shooters, side: spec.side, scene, leftOut, spec, asked: choice, revision: rules.revision }
      patch({ status: 'running', error: null, notice: null, hover: null, progress: null, map: null, running: base })
      const mine = () => current === controller
      let shownPass = -1
      let shownAt = 0
      try {
        const result = await ports.heatmap.run(mapScene, spec, {
          signal: controller.signal,
          adaptive: choice.adaptive,
          onProgress: (progress, values) => {
            if (!mine()) return
            const now = ports.now().getTime()
            if (progress.pass === shownPass && now - shownAt < SHOW_EVERY_MS && progress.done < progress.total) return
            shownPass = progress.pass
            shownAt = now
            patch({ progress, map: { ...base, values: copyValues(values) } })
          },
        })
        if (!mine()) return
        current = null
        const total = result.values.state.length
        const done = total - result.values.state.filter((state) => state === CELL.pending).length
        const last = get().heatmap.progress ?? { pass: 0, passes: 1, stride: 1 }
        patch({
          status: result.cancelled ? 'cancelled' : 'done',
          map: { ...base, values: result.values },
          progress: { ...last, done, total },
        })
      } catch (error) {
        if (!mine()) return
        current = null
        patch({ status: 'failed', error: { field: 'run', message: error instanceof Error ? error.message : String(error) } })
      }
    },

    cancelHeatmap() {
      current?.abort()
    },

    hoverHeatmapCell(cell) {
      const { heatmap } = get()
      if (heatmap.hover === cell) return
      patch({ hover: cell, hoverBy: cell === null || !heatmap.map ? null : (refusedBy(heatmap.map, cell) ?? null) })
    },

    clickHeatmapCell(cell) {
      const { scene, heatmap, targetId, commitScene } = get()
      const map = heatmap.map
      if (!scene || !map || cell < 0 || cell >= map.values.state.length) return
      if (!targetId) return patch({ notice: { kind: 'needTarget' } })
      if (map.shooters.includes(targetId)) return patch({ notice: { kind: 'targetIsShooter', figureId: targetId } })
      if (!standable(map.values, cell)) {
        const reason = REFUSED[map.values.state[cell]] ?? 'pending'
        const by = refusedBy(map, cell)
        return patch({ notice: { kind: 'cannotStand', figureId: targetId, reason, level: map.asked.level, ...(by ? { by } : {}) } })
      }
      const [x, z] = cellCentre(map.grid, cell)
      commitScene(withFigureAt(scene, targetId, [x, map.values.y[cell], z]))
      patch({ notice: { kind: 'moved', figureId: targetId, x, z } })
    },
  }
}
