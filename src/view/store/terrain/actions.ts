/**
 * The terrain tool's actions, in every scene (the dispute view's `terrain` mode), not only in the
 * siege editor: placing a preset where the table is clicked, choosing a piece, changing it by
 * numbers, turning and removing it. Every change is one undo step through `commitScene` (which
 * re-judges the chosen pair: derived.ts) and is first put to the scene's own checks
 * (terrain/edit.ts `checkedEdit`): a refused change leaves the scene as it was and says why.
 * Placing, turning and removing are the siege editor's own functions (placement.ts), shared.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SceneProblem } from '../../../scene/problems'
import type { Scene } from '../../../scene/schema'
import type { SightlineState } from '../state'
import { deleteSelection, placeTerrain, rotateSelection } from '../siege/placement'
import { EDITOR_OWN, type SiegeRefusal } from '../siege/refusals'
import { changeTerrain, checkedEdit } from './edit'
import { areaAt } from './pieces'
import { normalizeDegrees } from '../siege/snap'
import { INITIAL_TERRAIN_TOOL, type TerrainToolActions, type TerrainToolData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function terrainToolActions({ getState: get, setState: set }: Store): TerrainToolActions {
  const patch = (tool: Partial<TerrainToolData>) => set((s) => ({ terrainTool: { ...s.terrainTool, ...tool } }))
  const refuse = (refusal: SiegeRefusal, problem: SceneProblem | null = null) => patch({ refusal, problem })
  const noSuchPiece = (id: string) =>
    refuse({ code: 'no-such-record', reason: `no terrain piece "${id}"`, clause: EDITOR_OWN, params: { kind: 'terrain', id } })
  /** Commits `scene` when the scene's checks take it; `selected` is chosen afterwards. */
  const commit = (scene: Scene, selected: string | null) => {
    const before = get().scene
    if (!before) return
    const checked = checkedEdit(before, scene)
    if (!checked.ok) return refuse(checked.refusal, checked.problem)
    get().commitScene(checked.scene)
    patch({ selected, refusal: null, problem: null })
  }

  return {
    chooseTerrainPreset(preset) {
      // A new preset starts unturned; dropping the tool (null) hides its ghost.
      patch({ preset, refusal: null, problem: null, rotation: 0, ...(preset ? {} : { hover: null }) })
    },

    terrainClickAt([x, , z], hitPiece) {
      const { scene, terrainTool } = get()
      if (!scene) return
      if (terrainTool.preset) {
        const placed = placeTerrain(scene, terrainTool.preset, [x, z], terrainTool.rotation)
        if (placed.ok) commit(placed.scene, placed.selected?.id ?? null)
        return
      }
      // Areas are no pickable meshes (clicks pass through to the figures in them): found by the point.
      patch({ selected: hitPiece ?? areaAt(scene, [x, z])?.id ?? null, refusal: null })
    },

    selectTerrainPiece(id) {
      patch({ selected: id, refusal: null })
    },

    changeTerrainPiece(id, change) {
      const scene = get().scene
      if (!scene) return
      const changed = changeTerrain(scene, id, change)
      if (!changed) return noSuchPiece(id)
      commit(changed, id)
    },

    turnTerrainPiece(id, degrees) {
      if (!Number.isFinite(degrees)) throw new RangeError(`degrees must be a finite number, got ${degrees}`)
      const scene = get().scene
      if (!scene) return
      if (!scene.terrain.some((t) => t.id === id)) return noSuchPiece(id)
      // A cylinder looks the same at every turn: nothing to do, nothing to refuse.
      const turned = rotateSelection(scene, { kind: 'terrain', id }, degrees)
      if (turned) commit(turned, id)
    },

    deleteTerrainPiece(id) {
      const scene = get().scene
      if (!scene) return
      if (!scene.terrain.some((t) => t.id === id)) return noSuchPiece(id)
      commit(deleteSelection(scene, { kind: 'terrain', id }), null)
    },

    endTerrainDrag() {
      const { siege, scene } = get()
      const drag = siege.drag
      if (!drag) return
      const checked = scene && drag.moved ? checkedEdit(drag.before, scene) : null
      if (checked && !checked.ok) {
        get().cancelSiegeDrag()
        return refuse(checked.refusal, checked.problem)
      }
      get().endSiegeDrag()
      if (drag.item.kind === 'terrain') patch({ selected: drag.item.id, refusal: null, problem: null })
    },
    hoverTerrainAt(point) {
      const { terrainTool } = get()
      if (point && !point.every(Number.isFinite)) throw new RangeError(`point must be three finite numbers, got ${point.join(', ')}`)
      if (!terrainTool.preset && terrainTool.hover === null) return
      patch({ hover: terrainTool.preset && point ? [point[0], point[1], point[2]] : null })
    },
    turnTerrainTool(degrees) {
      if (!Number.isFinite(degrees)) throw new RangeError(`degrees must be a finite number, got ${degrees}`)
      const { terrainTool } = get()
      if (terrainTool.preset) return patch({ rotation: normalizeDegrees(terrainTool.rotation + degrees) })
      if (terrainTool.selected) get().turnTerrainPiece(terrainTool.selected, degrees)
    },
  }
}

export { INITIAL_TERRAIN_TOOL }
