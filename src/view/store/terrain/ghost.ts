/**
 * What the terrain tool would do before the click, for its placement ghost (three/TerrainGhost.tsx):
 * the very piece a click where the pointer is would add (placeTerrain, snapped and turned as
 * placed) and whether the scene's checks would refuse it (`checkedEdit`, the click's own test), so
 * the ghost turns red exactly where the click would be refused. While a piece is dragged in
 * terrain mode, the same question about the drag: would the drop be refused (the drop's own test
 * in actions.ts `endTerrainDrag`)? Pure functions over the store's state.
 */
import type { SceneProblem } from '../../../scene/problems'
import type { Scene, TerrainPiece } from '../../../scene/schema'
import { placeTerrain } from '../siege/placement'
import type { SiegeDrag } from '../siege/types'
import { checkedEdit } from './edit'
import type { TerrainToolData } from './types'

export interface TerrainGhost {
  /** The piece a click would add. */
  piece: TerrainPiece
  /** The scene check that would refuse it, or null: the click would place it. */
  problem: SceneProblem | null
}

/** The ghost of the chosen preset where the pointer is; null without a preset or a pointer over the table. */
export function terrainGhost(scene: Scene, tool: Pick<TerrainToolData, 'preset' | 'hover' | 'rotation'>): TerrainGhost | null {
  if (!tool.preset || !tool.hover) return null
  // The panel's line and the 3D ghost ask the same question on every pointer move: one scene check answers both.
  const l = last
  if (l && l.scene === scene && l.preset === tool.preset && l.hover === tool.hover && l.rotation === tool.rotation) return l.ghost
  const ghost = ghostOf(scene, tool.preset, tool.hover, tool.rotation)
  last = { scene, preset: tool.preset, hover: tool.hover, rotation: tool.rotation, ghost }
  return ghost
}

type Tool = Pick<TerrainToolData, 'preset' | 'hover' | 'rotation'>
let last: {
  scene: Scene
  preset: NonNullable<Tool['preset']>
  hover: NonNullable<Tool['hover']>
  rotation: number
  ghost: TerrainGhost | null
} | null = null

function ghostOf(
  scene: Scene,
  preset: NonNullable<Tool['preset']>,
  hover: NonNullable<Tool['hover']>,
  rotation: number,
): TerrainGhost | null {
  const tool = { preset, hover, rotation }
  const placed = placeTerrain(scene, tool.preset, [tool.hover[0], tool.hover[2]], tool.rotation)
  if (!placed.ok || !placed.selected) return null
  const id = placed.selected.id
  const piece = placed.scene.terrain.find((t) => t.id === id)
  if (!piece) return null
  const checked = checkedEdit(scene, placed.scene)
  return { piece, problem: checked.ok ? null : checked.problem }
}

/** Why the terrain piece being dragged would be put back if let go now (over the edge, wholly off), or null. */
export function draggedTerrainProblem(scene: Scene, drag: Pick<SiegeDrag, 'item' | 'before' | 'moved'> | null): SceneProblem | null {
  if (drag?.item.kind !== 'terrain' || !drag.moved) return null
  const checked = checkedEdit(drag.before, scene)
  return checked.ok ? null : checked.problem
}
