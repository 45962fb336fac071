/**
 * The system clipboard's text for copied figures and terrain (issue 14: copy in one tab, paste in
 * another): a scene in the scene format itself (scene/serialize.ts), holding only the copied
 * records on the table they came from, so the text is what a scene file would say and could be
 * saved as one. Read back it meets the loader's own checks (`parseSceneText`): a text that is not
 * a scene is refused with the problems naming the field, and nothing is pasted. Text that does
 * not even look like JSON is not ours (a word copied from a page): the caller then pastes what
 * the app copied itself.
 */
import { shippedCardLibrary } from './shippedCards'
import type { SceneProblem } from '../../scene/problems'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { parseSceneText, serializeScene } from '../../scene/validate'

/** The name the clipboard's scene carries: a reader of the text sees where it came from. */
export const CLIPBOARD_SCENE_NAME = 'Sightline clipboard'

/** The text for the clipboard: `figures` and `terrain` of `scene` as a scene of their own. */
export function clipboardText(scene: Scene, figures: readonly Figure[], terrain: readonly TerrainPiece[]): string {
  const copied: Scene = {
    format: scene.format,
    version: scene.version,
    name: CLIPBOARD_SCENE_NAME,
    units: scene.units,
    table: scene.table,
    terrain: [...terrain],
    figures: [...figures],
  }
  return serializeScene(copied)
}

export type ClipboardRead =
  | { ok: true; figures: Figure[]; terrain: TerrainPiece[] }
  /** A scene-format text the checks refuse: their errors, each naming its field. */
  | { ok: false; problems: SceneProblem[] }
  /** Not JSON at all: not ours to read. */
  | null

/** The copied records in `text`, the checks' errors when it is a bad scene, or null when it is no JSON text. */
export function readClipboardText(text: string): ClipboardRead {
  const body = text.trim()
  if (!body.startsWith('{') && !body.startsWith('[')) return null
  const cards = shippedCardLibrary()
  const read = parseSceneText(body, { cards })
  if (!read.ok) return { ok: false, problems: read.problems.filter((p) => p.severity === 'error') }
  if (read.scene.figures.length === 0 && read.scene.terrain.length === 0) return { ok: false, problems: [] }
  return { ok: true, figures: read.scene.figures, terrain: read.scene.terrain }
}
