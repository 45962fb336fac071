import { describeStep, formatLine, formatModifier } from './playOutput'
import { formatClause, type Breakdown, type DieRoll, type MkEvent, type MkStepResult, type RollRecord } from '../judge'

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

export const formatMkBreakdown = (b: Breakdown, events: readonly MkEvent[]): string[] => [
  ...b.modifiers.map(formatModifier),
  ...b.rolls.map(formatRoll),
  ...b.lines.map(formatLine),
  ...events.map(formatEvent),
]

export function formatMkStepResult(r: MkStepResult, expectation: { met: boolean; detail: string } | null): string {
  const head = `#${r.index + 1} ${describeStep(r.step)}${r.step.note ? `  — ${r.step.note}` : ''}`
  const body = r.ok
    ? formatMkBreakdown(r.breakdown, r.events)
    : [`    REFUSED ${r.refusal.code}: ${r.refusal.reason}  [${formatClause(r.refusal.clause)}]`]
  const exp = expectation ? [`    expect: ${expectation.met ? 'met' : 'NOT MET'} (${expectation.detail})`] : []
  return [head, ...body, ...exp].join('\n')
}

export const mkRollJson = (d: DieRoll): Record<string, unknown> => ({
  index: d.index,
  sides: d.sides,
  result: d.result,
  purpose: d.purpose,
  clause: formatClause(d.clause),
})

export function mkStepJson(r: MkStepResult, expectation: { met: boolean; detail: string } | null): Record<string, unknown> {
  const base = { index: r.index, step: r.step, ok: r.ok, rolls: r.rolls.map(mkRollJson), expectation }
  if (!r.ok) return { ...base, refusal: { code: r.refusal.code, reason: r.refusal.reason, clause: formatClause(r.refusal.clause) } }
  return {
    ...base,
    modifiers: r.breakdown.modifiers.map((m) => ({ ...m, clause: formatClause(m.clause) })),
    rulingRolls: r.breakdown.rolls.map((x) => ({ ...x, clause: formatClause(x.clause) })),
    lines: r.breakdown.lines.map((l) => ({ ...l, clause: formatClause(l.clause) })),
    events: r.events.map(mkEventSummary),
  }
}
