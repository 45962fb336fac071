/**
 * The dungeon editor's actions: choosing a tool, a new empty board, the pointer over the board
 * (its square and nearest edge, the ghost of the edit there), blocks of floor dragged from
 * corner to corner, clicks that toggle walls, doorways, entrances, markers and artifacts. Every
 * change goes through `commitScene` (one undo step, saved like any other change) and only after
 * the scene's own checks accept it (sceneChecks.ts); a refusal becomes the editor's message.
 */
import type { StoreApi } from 'zustand/vanilla'
import { DungeonBoard } from '../../../scene/dungeon/board'
import { SQUARE_CM, type Dungeon } from '../../../scene/dungeon/schema'
import type { Scene } from '../../../scene/schema'
import type { SightlineState } from '../state'
import { applyDungeonTool, editSquares, nearestSide, type EditPlace } from './edits'
import { refuseByChecks, refuseDungeon, type DungeonRefusal } from './refusals'
import { newDungeonErrors } from './sceneChecks'
import type { BoardPoint, DungeonActions, DungeonEditorData, DungeonGhost, DungeonTool } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/** The square under table point (x, z) and the side of it the point is nearest, or null off the board. */
export function boardPointAt(dungeon: Dungeon, x: number, z: number): BoardPoint | null {
  if (!Number.isFinite(x) || !Number.isFinite(z)) return null
  const square = new DungeonBoard(dungeon).squareAt(x, z)
  if (!square) return null
  const fx = (x - dungeon.origin[0]) / SQUARE_CM - square[0]
  const fz = (z - dungeon.origin[1]) / SQUARE_CM - square[1]
  return { square, side: nearestSide(fx, fz) }
}

/** An empty board of columns × rows squares, centred on the table (at its north-west corner when larger). */
export function emptyDungeon(table: { width: number; depth: number }, columns: number, rows: number): Dungeon {
  const centred = (room: number, squares: number) => Math.max(0, Math.round(((room - squares * SQUARE_CM) / 2) * 100) / 100)
  return { origin: [centred(table.width, columns), centred(table.depth, rows)], columns, rows, heroTeam: [], segments: [] }
}

/** The edited scene, or why not: the editor's own refusal first, then the scene's checks on the result. */
export function tryDungeonEdit(
  scene: Scene,
  tool: DungeonTool,
  place: EditPlace,
): { ok: true; scene: Scene } | { ok: false; refusal: DungeonRefusal } {
  if (!scene.dungeon) return refuseDungeon('no-board', 'the scene has no dungeon board')
  const edit = applyDungeonTool(scene.dungeon, tool, place)
  if (!edit.ok) return edit
  const next: Scene = { ...scene, dungeon: edit.dungeon }
  const [error] = newDungeonErrors(scene, next)
  return error ? refuseByChecks(error.message, error.path, error) : { ok: true, scene: next }
}

/** The scene with `artifact`'s token counts set, or why not: an artifact the board lacks, then the scene's checks. */
export function tryArtifactTokens(
  scene: Scene,
  artifact: string,
  tokens: { yellow: number; blue: number; red: number },
): { ok: true; scene: Scene } | { ok: false; refusal: DungeonRefusal } {
  const dungeon = scene.dungeon
  if (!dungeon) return refuseDungeon('no-board', 'the scene has no dungeon board')
  if (!(dungeon.artifacts ?? []).some((a) => a.id === artifact))
    return refuseDungeon('nothing-there', `no artifact "${artifact}" on the board`, { artifact })
  const artifacts = (dungeon.artifacts ?? []).map((a) => (a.id === artifact ? { ...a, tokens: { ...tokens } } : a))
  const next: Scene = { ...scene, dungeon: { ...dungeon, artifacts } }
  // Negative or fractional counts, and counts on a furnishing, are the scene checks' to refuse (R-DE.2).
  const [error] = newDungeonErrors(scene, next)
  return error ? refuseByChecks(error.message, error.path, error) : { ok: true, scene: next }
}

export function dungeonActions({ getState: get, setState: set }: Store): DungeonActions {
  const patch = (over: Partial<DungeonEditorData>) => set((s) => ({ dungeonEditor: { ...s.dungeonEditor, ...over } }))
  const placeOf = (point: BoardPoint, corner?: BoardPoint['square']): EditPlace => ({
    ...point,
    along: get().dungeonEditor.along,
    ...(corner ? { corner } : {}),
  })

  /** The ghost at the pointer: a block from the drag's first corner, else the tool's squares or edge. */
  const refreshGhost = () => {
    const { scene, dungeonEditor: editor } = get()
    if (!scene?.dungeon || !editor.editing || !editor.hover) {
      if (editor.ghost) patch({ ghost: null })
      return
    }
    const { tool, hover, dragFrom, along } = editor
    const place = dragFrom ? { ...placeOf({ ...hover, square: dragFrom }, hover.square) } : placeOf(hover)
    const tried = tryDungeonEdit(scene, tool, place)
    const edge = tool.kind === 'wall' || tool.kind === 'doorway' ? { at: hover.square, side: hover.side } : null
    const ghost: DungeonGhost = {
      tool,
      squares: edge ? [] : editSquares(tool, place),
      edge,
      along,
      refused: tried.ok ? null : tried.refusal,
    }
    patch({ ghost })
  }
  const commit = (place: EditPlace) => {
    const { scene, dungeonEditor } = get()
    if (!scene) return
    const tried = tryDungeonEdit(scene, dungeonEditor.tool, place)
    if (!tried.ok) return patch({ message: tried.refusal })
    get().commitScene(tried.scene)
    patch({ message: null })
    refreshGhost()
  }
  const pointAt = (x: number, z: number) => {
    const dungeon = get().scene?.dungeon
    return dungeon ? boardPointAt(dungeon, x, z) : null
  }

  return {
    setDungeonEditing(on) {
      if (on && get().siege.editing) get().setSiegeEditing(false)
      patch({ editing: on, dragFrom: null, ghost: null, message: null })
    },
    chooseDungeonTool(tool) {
      patch({ tool, dragFrom: null, message: null })
      refreshGhost()
    },
    rotateDungeonPiece() {
      patch({ along: get().dungeonEditor.along === 'ew' ? 'ns' : 'ew' })
      refreshGhost()
    },
    newDungeon(columns, rows) {
      const scene = get().scene
      if (!scene) return
      get().commitScene({ ...scene, dungeon: emptyDungeon(scene.table, columns, rows) })
      patch({ message: null, dragFrom: null })
      refreshGhost()
    },
    hoverDungeonAt(point) {
      const hover = point ? pointAt(point[0], point[1]) : null
      const old = get().dungeonEditor.hover
      if (hover?.square[0] === old?.square[0] && hover?.square[1] === old?.square[1] && hover?.side === old?.side) return
      patch({ hover })
      refreshGhost()
    },
    beginDungeonDrag(x, z) {
      const point = pointAt(x, z)
      if (!point || get().dungeonEditor.tool.kind !== 'segment') return
      patch({ dragFrom: point.square, hover: point })
      refreshGhost()
    },
    endDungeonDrag(x, z) {
      const { dragFrom } = get().dungeonEditor
      const point = pointAt(x, z) ?? get().dungeonEditor.hover
      patch({ dragFrom: null })
      if (dragFrom && point) commit(placeOf({ ...point, square: dragFrom }, point.square))
      else refreshGhost()
    },
    cancelDungeonDrag() {
      patch({ dragFrom: null })
      refreshGhost()
    },
    setArtifactTokens(artifact, tokens) {
      const scene = get().scene
      if (!scene) return
      const tried = tryArtifactTokens(scene, artifact, tokens)
      if (!tried.ok) return patch({ message: tried.refusal })
      get().commitScene(tried.scene)
      patch({ message: null })
    },
    dungeonClickAt(x, z) {
      const point = pointAt(x, z)
      if (!point) return patch({ message: refuseDungeon('off-board', 'the pointer is off the board').refusal })
      commit(placeOf(point))
    },
  }
}
