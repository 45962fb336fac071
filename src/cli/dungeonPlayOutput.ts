import { describeStep, formatLine, formatModifier } from './playOutput'
import { formatClause, type DieRoll, type DungeonStepResult, type RollRecord } from '../judge'

/**
 * What `npm run play` prints for each step of a Dungeons game: the step, then the refusal
 * (code, reason, clause) or the ruling: modifiers, every roll (the token drawn, an object's
 * attack, a shuffle back), the lines, and what changed at the table (moves, dials, activations).
 */

function formatRoll(r: RollRecord): string {
  const against = r.total !== undefined && r.target !== undefined ? ` total ${r.total} needs ${r.target}` : ''
  return `    roll  ${r.purpose}: ${r.dice.join(', ')}${against}  [${formatClause(r.clause)}]`
}

const formatEvent = (e: DungeonStepResult & { ok: true }): string[] =>
  e.events.map(({ kind, ...rest }) => `    event ${kind} ${JSON.stringify(rest)}`)

export function formatDungeonStepResult(r: DungeonStepResult, expectation: { met: boolean; detail: string } | null): string {
  const head = `#${r.index + 1} ${describeStep(r.step)}${r.step.note ? `  — ${r.step.note}` : ''}`
  const body = r.ok
    ? [
        ...r.breakdown.modifiers.map(formatModifier),
        ...r.breakdown.rolls.map(formatRoll),
        ...r.breakdown.lines.map(formatLine),
        ...formatEvent(r),
      ]
    : [`    REFUSED ${r.refusal.code}: ${r.refusal.reason}  [${formatClause(r.refusal.clause)}]`]
  const exp = expectation ? [`    expect: ${expectation.met ? 'met' : 'NOT MET'} (${expectation.detail})`] : []
  return [head, ...body, ...exp].join('\n')
}

export const dungeonRollJson = (d: DieRoll): Record<string, unknown> => ({
  index: d.index,
  sides: d.sides,
  result: d.result,
  purpose: d.purpose,
  clause: formatClause(d.clause),
})

export function dungeonStepJson(r: DungeonStepResult, expectation: { met: boolean; detail: string } | null): Record<string, unknown> {
  const base = { index: r.index, step: r.step, ok: r.ok, rolls: r.rolls.map(dungeonRollJson), expectation }
  if (!r.ok) return { ...base, refusal: { code: r.refusal.code, reason: r.refusal.reason, clause: formatClause(r.refusal.clause) } }
  return {
    ...base,
    outcome: r.outcome,
    modifiers: r.breakdown.modifiers.map((m) => ({ ...m, clause: formatClause(m.clause) })),
    rulingRolls: r.breakdown.rolls.map((x) => ({ ...x, clause: formatClause(x.clause) })),
    lines: r.breakdown.lines.map((l) => ({ ...l, clause: formatClause(l.clause) })),
    events: r.events,
  }
}
