import { type PathSegment, type SceneProblem, error } from '../../scene/problems'
import type { Scene } from '../../scene/schema'
import { formatProblem, malformed, validateScene } from '../../scene/validate'

/**
 * A game file as text, checked (the play modes' open and resume): JSON, the file's own format
 * (`parse`: a Universalis or a Mage Knight scenario), and its scene, which a game file carries
 * inline. Every problem names its field, in English (`problems`, as the command line says them)
 * and coded (`coded`, for the view to say in the reader's language); nothing is thrown.
 */

type Parsed<F> = { ok: true; scenario: F } | { ok: false; problems: string[]; coded?: SceneProblem[] }

export type GameFileText<F> = { ok: true; file: F; scene: Scene } | { ok: false; problems: string[]; coded: SceneProblem[] }

const under = (prefix: PathSegment, p: SceneProblem): SceneProblem => ({
  ...p,
  path: p.path === '(root)' ? String(prefix) : `${prefix}.${p.path}`,
})

export function readGameFileText<F extends { scene: unknown }>(text: string, parse: (value: unknown) => Parsed<F>): GameFileText<F> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    const defect = malformed(text, e)
    return { ok: false, problems: [`(file): not valid JSON: ${(e as Error).message}`], coded: [defect] }
  }
  const parsed = parse(value)
  if (!parsed.ok) return { ok: false, problems: parsed.problems, coded: parsed.coded ?? [] }
  const inline = parsed.scenario.scene
  if (typeof inline === 'string') {
    const message = `"${inline.slice(0, 100)}" names a scene file; a game file carries its scene inline`
    return {
      ok: false,
      problems: [`scene: ${message}`],
      coded: [error(['scene'], message, 'game-scene-by-name', { name: inline.slice(0, 100) })],
    }
  }
  const scene = validateScene(inline)
  if (!scene.ok)
    return {
      ok: false,
      problems: scene.problems.map((p) => `scene.${formatProblem(p)}`),
      coded: scene.problems.map((p) => under('scene', p)),
    }
  return { ok: true, file: parsed.scenario, scene: scene.scene }
}
