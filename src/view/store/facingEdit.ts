/**
 * Turning a figure at the sandbox table (issue 14, "Facing"): R / Shift+R, [ / ] and Shift+wheel
 * turn the chosen figure by a step. Each turn is an ordinary scene edit through `commitScene`, so
 * it is undoable, saved and re-judged like a drag; the siege editor and the play modes keep their
 * own turning (rotateSiege, the T key, Shift+click) and are left alone here.
 */
import type { Scene } from '../../scene/schema'
import type { SightlineState } from './state'

/** Degrees in [0, 360), clockwise from north like the scene's `facing` (R-E.9a). */
export function normalizeFacing(degrees: number): number {
  const d = degrees % 360
  // `+ 0` turns the -0 of a negative whole turn into 0.
  return d < 0 ? d + 360 : d + 0
}

/** The figure a turn key turns: the chosen figure at the sandbox table, none in the editors or in play. */
export function facingFigureOf(state: Pick<SightlineState, 'shooterId' | 'siege' | 'play' | 'mkplay' | 'dungeonEditor'>): string | null {
  if (state.play.session || state.mkplay.session || state.siege.editing || state.dungeonEditor.editing) return null
  return state.shooterId
}

/** The scene with figure `id` turned by `deltaDeg` (a figure without a facing starts from north). */
export function turnFigure(scene: Scene, id: string, deltaDeg: number): Scene | null {
  if (!Number.isFinite(deltaDeg)) throw new RangeError(`deltaDeg must be a finite number, got ${deltaDeg}`)
  const figure = scene.figures.find((f) => f.id === id)
  if (!figure) return null
  // Rounded to a thousandth so that 24 steps of 15 come back to exactly 0 in a saved file.
  const facing = Math.round(normalizeFacing((figure.facing ?? 0) + deltaDeg) * 1000) / 1000
  return { ...scene, figures: scene.figures.map((f) => (f.id === id ? { ...f, facing } : f)) }
}

/** Turns the chosen figure by `deltaDeg` as one undoable edit; false when there is nothing to turn. */
export function turnChosenFigure(store: { getState(): SightlineState }, deltaDeg: number): boolean {
  const state = store.getState()
  const id = facingFigureOf(state)
  if (!id || !state.scene || state.drag) return false
  const turned = turnFigure(state.scene, id, deltaDeg)
  if (!turned) return false
  state.commitScene(turned)
  return true
}
