/**
 * Scene text through the scene validator, with each problem formatted as one line in the
 * validator's own wording. Free of Vite and the browser so that node scripts can use it too.
 */
import { formatProblem, parseSceneText } from '../../scene/validate'
import type { ParsedSceneText } from './persistence'

/** Parses and validates scene text for display. */
export function parseForView(text: string): ParsedSceneText {
  const result = parseSceneText(text)
  return result.ok
    ? { ok: true, scene: result.scene, warnings: result.warnings.map(formatProblem) }
    : { ok: false, problems: result.problems.map(formatProblem) }
}
