import type { Scene } from '../../scene/schema'
import { formatProblem, validateScene } from '../../scene/validate'

/**
 * A game file as text, checked (the play modes' open and resume): JSON, the file's own format
 * (`parse`: a Universalis or a Mage Knight scenario), and its scene, which a game file carries
 * inline. Every problem names its field; nothing is thrown.
 */

type Parsed<F> = { ok: true; scenario: F } | { ok: false; problems: string[] }

export type GameFileText<F> = { ok: true; file: F; scene: Scene } | { ok: false; problems: string[] }

export function readGameFileText<F extends { scene: unknown }>(text: string, parse: (value: unknown) => Parsed<F>): GameFileText<F> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, problems: [`(file): not valid JSON: ${(error as Error).message}`] }
  }
  const parsed = parse(value)
  if (!parsed.ok) return { ok: false, problems: parsed.problems }
  const inline = parsed.scenario.scene
  if (typeof inline === 'string')
    return { ok: false, problems: [`scene: "${inline.slice(0, 100)}" names a scene file; a game file carries its scene inline`] }
  const scene = validateScene(inline)
  if (!scene.ok) return { ok: false, problems: scene.problems.map((p) => `scene.${formatProblem(p)}`) }
  return { ok: true, file: parsed.scenario, scene: scene.scene }
}
