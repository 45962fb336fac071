/**
 * Changing one terrain piece by numbers, as the terrain tool's fields give them: its centre on
 * the table, the height its underside stands at, its turn, its size (width, depth and height of a
 * box or area; radius and height of a cylinder), its kind (9.6) and name. Pure functions over
 * scenes. Whether the result is a scene at all - on the table, within the format's limits, ids
 * unique - the scene's own checks say (`checkedEdit`, scene/validate.ts), the same checks a file
 * meets when it is opened; the first error the edit brings is the refusal's reason.
 */
import { shippedCardLibrary } from '../shippedCards'
import type { Scene, TerrainPiece } from '../../../scene/schema'
import type { TerrainType } from '../../../scene/terrainTypes'
import { formatProblem, validateScene, type SceneProblem } from '../../../scene/validate'
import { normalizeDegrees } from '../siege/snap'
import { EDITOR_OWN, refuseSiege, type SiegeRefusal } from '../siege/refusals'
import { round } from './pieces'

/** The numbers and words of a piece the terrain tool's fields edit; absent fields stay as they are. */
export interface TerrainChange {
  x?: number
  z?: number
  /** The height (cm) of the piece's underside above the table top. */
  bottom?: number
  rotationY?: number
  /** Box and area: extent along the piece's own x, y (height) and z; a cylinder takes `height` and `radius`. */
  width?: number
  depth?: number
  height?: number
  radius?: number
  type?: TerrainType
  /** An empty name removes it (the hover card then shows the id). */
  name?: string
}

const NUMBERS = ['x', 'z', 'bottom', 'rotationY', 'width', 'depth', 'height', 'radius'] as const

/** A refusal carries the scene check's problem itself, so the view says it in the reader's language (problemText). */
export type Edited = { ok: true; scene: Scene } | { ok: false; refusal: SiegeRefusal; problem: SceneProblem }

/** The piece's height: a cylinder's own, a box's or area's y extent. */
export const pieceHeight = (piece: TerrainPiece): number => (piece.shape === 'cylinder' ? piece.height : piece.size[1])

/** The piece with `change` applied; a turn or a size it cannot take (a cylinder's rotation, a box's radius) is ignored. */
export function changedPiece(piece: TerrainPiece, change: TerrainChange): TerrainPiece {
  for (const key of NUMBERS) {
    const v = change[key]
    if (v !== undefined && !Number.isFinite(v)) throw new RangeError(`change.${key} must be a finite number, got ${v}`)
  }
  const height = change.height ?? pieceHeight(piece)
  const bottom = change.bottom ?? piece.center[1] - pieceHeight(piece) / 2
  const center: [number, number, number] = [
    round(change.x ?? piece.center[0]),
    round(bottom + height / 2),
    round(change.z ?? piece.center[2]),
  ]
  const words = { ...(change.type ? { type: change.type } : {}) }
  let next: TerrainPiece
  if (piece.shape === 'cylinder') {
    next = { ...piece, ...words, center, height: round(height), radius: round(change.radius ?? piece.radius) }
  } else {
    const size: [number, number, number] = [round(change.width ?? piece.size[0]), round(height), round(change.depth ?? piece.size[2])]
    next = { ...piece, ...words, center, size }
    if (change.rotationY !== undefined) {
      const turn = normalizeDegrees(change.rotationY)
      if (turn === 0) delete next.rotationY
      else next.rotationY = turn
    }
  }
  if (change.name !== undefined) {
    const name = change.name.trim()
    if (name === '') delete next.name
    else next.name = name
  }
  return next
}

/** The scene with piece `id` changed, or null when the scene has no such piece. */
export function changeTerrain(scene: Scene, id: string, change: TerrainChange): Scene | null {
  const piece = scene.terrain.find((t) => t.id === id)
  if (!piece) return null
  const next = changedPiece(piece, change)
  return { ...scene, terrain: scene.terrain.map((t) => (t === piece ? next : t)) }
}

// The errors of the scene before an edit, kept per scene object: the terrain ghost asks on every
// pointer move over the same scene (terrain/ghost.ts), and a scene is never mutated.
const knownErrors = new WeakMap<Scene, Set<string>>()
const errorsOf = (scene: Scene): SceneProblem[] => {
  const cards = shippedCardLibrary()
  const result = validateScene(scene, { cards })
  return result.ok ? [] : result.problems.filter((p) => p.severity === 'error')
}
const problemKey = (p: SceneProblem) => `${p.path}|${p.message}`

/**
 * `after` when the scene's checks find no error in it that `before` did not have, else the
 * refusal with the first new error as its reason (R-SE-11: the editor writes no scene that would
 * not open). Warnings, such as a figure now standing in the piece, do not refuse: a file may have
 * them too; nor do errors the scene already had, so they can be mended one at a time.
 */
export function checkedEdit(before: Scene, after: Scene): Edited {
  let known = knownErrors.get(before)
  if (!known) {
    known = new Set(errorsOf(before).map(problemKey))
    knownErrors.set(before, known)
  }
  const first = errorsOf(after).find((p) => !known.has(problemKey(p)))
  if (!first) return { ok: true, scene: after }
  const problem = formatProblem(first)
  return { ...refuseSiege('scene-check-failed', problem, EDITOR_OWN, { problem, check: first.code ?? '' }), problem: first }
}
