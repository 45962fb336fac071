import { formatPlayedStep, playedStepJson } from './playOutput'
import { formatClause, type DungeonEvent, type DungeonStepResult, type RollRecord } from '../judge'

/**
 * What `npm run play` prints for each step of a Dungeons game: the step, then the refusal
 * (code, reason, clause) or the ruling: modifiers, every roll (the token drawn, an object's
 * attack, a shuffle back), the lines, and what changed at the table (moves, dials, activations).
 * The frame is every game's (playOutput.ts); the rolls and events are said here.
 */

function formatRoll(r: RollRecord): string {
  const against = r.total !== undefined && r.target !== undefined ? ` total ${r.total} needs ${r.target}` : ''
  return `    roll  ${r.purpose}: ${r.dice.join(', ')}${against}  [${formatClause(r.clause)}]`
}

const DUNGEON_FORMAT = {
  roll: formatRoll,
  event: ({ kind, ...rest }: DungeonEvent): string => `    event ${kind} ${JSON.stringify(rest)}`,
}

export const formatDungeonStepResult = (r: DungeonStepResult, expectation: { met: boolean; detail: string } | null): string =>
  formatPlayedStep(r, DUNGEON_FORMAT, expectation)

/** An allowed step carries the rules' outcome too (the token drawn, what it did), for the tests and tools that read `--json`. */
export const dungeonStepJson = (r: DungeonStepResult, expectation: { met: boolean; detail: string } | null): Record<string, unknown> =>
  playedStepJson(r, (e) => e, expectation, r.ok ? { outcome: r.outcome } : {})
