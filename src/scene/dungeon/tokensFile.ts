import artifactTokensJson from '../../../models/mageknight/artifact-tokens.json'
import { formatProblem } from '../problems'
import { issuesToProblems } from '../zodIssues'
import { ArtifactTokenFileSchema, type ArtifactToken, type ArtifactTokenFile } from './tokens'

/**
 * The shipped artifact tokens (models/mageknight/artifact-tokens.json, a stand-in set), validated
 * once when this module loads, and a parser for a set a game brings instead. Static import, so the
 * view (Vite) and node (tests, command line) load the same data the same way.
 */

export const ARTIFACT_TOKENS_SOURCE = 'models/mageknight/artifact-tokens.json'

export type ArtifactTokenFileResult = { ok: true; file: ArtifactTokenFile } | { ok: false; problems: string[] }

/** Parses a token file; problems name the path inside it (`tokens[3].attack: ...`). */
export function parseArtifactTokenFile(value: unknown, source = ARTIFACT_TOKENS_SOURCE): ArtifactTokenFileResult {
  const parsed = ArtifactTokenFileSchema.safeParse(value)
  if (parsed.success) return { ok: true, file: parsed.data }
  return { ok: false, problems: issuesToProblems(parsed.error.issues, value).map((p) => `${source}: ${formatProblem(p)}`) }
}

function loadShipped(): ArtifactTokenFile {
  const result = parseArtifactTokenFile(artifactTokensJson)
  // Shipped data is part of the program: a broken file is a bug, reported with every problem.
  if (!result.ok) throw new Error(`artifact tokens are invalid:\n${result.problems.join('\n')}`)
  return result.file
}

/** The shipped stand-in tokens. */
export const SHIPPED_ARTIFACT_TOKENS: readonly ArtifactToken[] = loadShipped().tokens
