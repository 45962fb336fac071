import { formatPlayedBreakdown, formatPlayedStep, playedStepJson } from './playOutput'
import { formatClause, type Breakdown, type MkEvent, type MkStepResult, type RollRecord } from '../judge'

/**
 * What `npm run play` prints for each step of a Mage Knight scenario: the step, then the refusal
 * (code, reason, clause) or the ruling: modifiers, the 2d6 and d6 rolls with totals, the lines,
 * and what changed on the table (moves, clicks, eliminations, the turn, the final score).
 */

function formatRoll(r: RollRecord): string {
  const dice = r.dice.length === 2 ? `2d6 ${r.dice.join('+')}` : `d6 ${r.dice.join(', ')}`
  const against = r.target !== undefined ? ` needs ${r.target}` : r.total !== undefined ? ` total ${r.total} vs ${r.opponentTotal}` : ''
  const verdict = r.success === undefined ? '' : r.success ? ': success' : ': failure'
  return `    roll  ${r.purpose}: ${dice}${against}${verdict}  [${formatClause(r.clause)}]`
}

export function mkEventSummary(e: MkEvent): Record<string, unknown> {
  if (e.kind === 'moved') return { ...e, to: e.to.map((x) => Math.round(x * 100) / 100) }
  return { ...e }
}

const formatEvent = (e: MkEvent): string => {
  const { kind, ...rest } = mkEventSummary(e)
  return `    event ${String(kind)} ${JSON.stringify(rest)}`
}

const MK_FORMAT = { roll: formatRoll, event: formatEvent }

export const formatMkBreakdown = (b: Breakdown, events: readonly MkEvent[]): string[] => formatPlayedBreakdown(b, events, MK_FORMAT)

export const formatMkStepResult = (r: MkStepResult, expectation: { met: boolean; detail: string } | null): string =>
  formatPlayedStep(r, MK_FORMAT, expectation)

export const mkStepJson = (r: MkStepResult, expectation: { met: boolean; detail: string } | null): Record<string, unknown> =>
  playedStepJson(r, mkEventSummary, expectation)
