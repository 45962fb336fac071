/**
 * The scene's own checks on an edited dungeon: the editor validates the scene it would commit
 * exactly as a load of the saved file would (src/scene/validate.ts, which runs the dungeon
 * checks of src/scene/dungeon/checks.ts), so the editor refuses what a load
 * would refuse and shows the same words. An edit is refused only for an error it brings: errors
 * the board already had (a scene loaded with them) do not block fixing something else.
 */
import { shippedCardLibrary } from '../shippedCards'
import type { Scene } from '../../../scene/schema'
import { validateScene, type SceneProblem } from '../../../scene/validate'

/** The problems of a scene that concern its dungeon board (paths under `dungeon`). */
export function dungeonProblems(scene: Scene): SceneProblem[] {
  if (!scene.dungeon) return []
  const cards = shippedCardLibrary()
  const result = validateScene(scene, { cards })
  const problems = result.ok ? result.warnings : result.problems
  return problems.filter((p) => p.path === 'dungeon' || p.path.startsWith('dungeon.') || p.path.startsWith('dungeon['))
}

// The checks of one scene are asked for on every pointer move over the board: keep the last few.
const cache = new WeakMap<Scene, SceneProblem[]>()
const checked = (scene: Scene): SceneProblem[] => {
  let problems = cache.get(scene)
  if (!problems) {
    problems = dungeonProblems(scene)
    cache.set(scene, problems)
  }
  return problems
}

const problemKey = (p: SceneProblem) => `${p.severity}|${p.path}|${p.message}`

/** The errors `after` has that `before` did not: what the edit from one to the other brought. */
export function newDungeonErrors(before: Scene, after: Scene): SceneProblem[] {
  const had = new Set(checked(before).map(problemKey))
  return dungeonProblems(after).filter((p) => p.severity === 'error' && !had.has(problemKey(p)))
}

/** The problems of a scene's board, remembered per scene value (scenes are immutable). */
export const cachedDungeonProblems = checked
