import {
  formatClause,
  type Breakdown,
  type DieRoll,
  type EngineEvent,
  type Modifier,
  type RollRecord,
  type Refusal,
  type RulingLine,
  type StepResult,
} from '../judge'

/**
 * What `npm run play` prints for each step: the step as said, then either the refusal with its
 * code, reason and clause, or the ruling: modifiers with their clauses, rolls (die, target or
 * totals, success), the other lines, and what changed on the table. `--json` gives the same as data.
 */

const v = (x: RulingLine['value']): string => (typeof x === 'boolean' ? (x ? 'yes' : 'no') : String(x))

/** `shoot r-tower → b-gunner (Crossbow, normal)`-style headline of a step (of either game's scenario file). */
export function describeStep(step: { do: string; expect?: unknown; note?: string }): string {
  const { do: kind, expect: _e, note: _n, ...rest } = step as typeof step & Record<string, unknown>
  const parts = Object.entries(rest).map(([k, x]) => `${k}=${typeof x === 'object' ? JSON.stringify(x) : String(x)}`)
  return `${kind}${parts.length ? ` ${parts.join(' ')}` : ''}`
}

function formatRoll(r: RollRecord): string {
  const dice = r.dice.length ? `W12 ${r.dice.join(' → ')}` : 'no roll'
  const against = r.target !== undefined ? ` against ${r.target}` : r.total !== undefined ? ` total ${r.total} vs ${r.opponentTotal}` : ''
  const verdict = r.success === undefined ? '' : r.success ? ': success' : ': failure'
  return `    roll  ${r.purpose}: ${dice}${against}${verdict}  [${formatClause(r.clause)}]`
}

export const formatModifier = (m: Modifier): string =>
  `    mod   ${m.key} ${m.value >= 0 ? '+' : ''}${m.value}${m.detail ? ` (${m.detail})` : ''}  [${formatClause(m.clause)}]`
export const formatLine = (l: RulingLine): string =>
  `    ${l.key}: ${v(l.value)}${l.detail ? ` (${l.detail})` : ''}  [${formatClause(l.clause)}]`

/** A compact, JSON-safe form of an event (the melee's full game state left out). */
export function eventSummary(e: EngineEvent): Record<string, unknown> {
  switch (e.kind) {
    case 'meleeRolled':
      return {
        kind: e.kind,
        attacker: e.rolled.attackerId,
        defender: e.rolled.defenderId,
        winner: e.rolled.winner,
        decidedBy: e.rolled.decidedBy,
        options: e.rolled.options,
      }
    case 'moved':
      return {
        kind: e.kind,
        modelId: e.modelId,
        to: e.to.map((x) => Math.round(x * 100) / 100),
        cm: Math.round(e.cm * 100) / 100,
        completed: e.completed,
      }
    case 'pushed':
      return { kind: e.kind, modelId: e.modelId, by: e.by, cm: e.cm, fall: e.fall?.outcome ?? null }
    case 'window':
      return { kind: e.kind, window: e.window }
    default: {
      const { clause, ...rest } = e as EngineEvent & { clause?: unknown }
      void clause
      return rest
    }
  }
}

function formatEvent(e: EngineEvent): string {
  const s = eventSummary(e)
  const { kind, ...rest } = s
  return `    event ${String(kind)} ${JSON.stringify(rest)}`
}

/** A step's result as every game's driver returns it; only the events differ from game to game. */
export type PlayedStep<E> =
  | { index: number; step: { do: string; note?: string }; ok: true; breakdown: Breakdown; events: readonly E[]; rolls: readonly DieRoll[] }
  | { index: number; step: { do: string; note?: string }; ok: false; refusal: Refusal; rolls: readonly DieRoll[] }
type Expectation = { met: boolean; detail: string } | null

/** How a game prints its rolls (W12, 2d6, a token drawn) and its events; the rest of a step's text is the same in every game. */
export interface StepFormat<E> {
  roll: (r: RollRecord) => string
  event: (e: E) => string
}

export const formatPlayedBreakdown = <E>(b: Breakdown, events: readonly E[], format: StepFormat<E>): string[] => [
  ...b.modifiers.map(formatModifier),
  ...b.rolls.map(format.roll),
  ...b.lines.map(formatLine),
  ...events.map(format.event),
]

/** A step in any game: the headline, then the ruling or the refusal (code, reason, clause), then what the file expected. */
export function formatPlayedStep<E>(r: PlayedStep<E>, format: StepFormat<E>, expectation: Expectation): string {
  const head = `#${r.index + 1} ${describeStep(r.step)}${r.step.note ? `  — ${r.step.note}` : ''}`
  const body = r.ok
    ? formatPlayedBreakdown(r.breakdown, r.events, format)
    : [`    REFUSED ${r.refusal.code}: ${r.refusal.reason}  [${formatClause(r.refusal.clause)}]`]
  const exp = expectation ? [`    expect: ${expectation.met ? 'met' : 'NOT MET'} (${expectation.detail})`] : []
  return [head, ...body, ...exp].join('\n')
}

export const formatBreakdown = (b: Breakdown, events: readonly EngineEvent[]): string[] =>
  formatPlayedBreakdown(b, events, { roll: formatRoll, event: formatEvent })

export const formatStepResult = (r: StepResult, expectation: Expectation): string =>
  formatPlayedStep(r, { roll: formatRoll, event: formatEvent }, expectation)

export function rollJson(d: DieRoll): Record<string, unknown> {
  return { index: d.index, sides: d.sides, result: d.result, purpose: d.purpose, clause: formatClause(d.clause) }
}

/** A step in any game as data: `event` makes an event JSON-safe, `extra` adds what an allowed step of that game has besides. */
export function playedStepJson<E>(
  r: PlayedStep<E>,
  event: (e: E) => unknown,
  expectation: Expectation,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const base = { index: r.index, step: r.step, ok: r.ok, rolls: r.rolls.map(rollJson), expectation }
  if (!r.ok) return { ...base, refusal: { code: r.refusal.code, reason: r.refusal.reason, clause: formatClause(r.refusal.clause) } }
  return {
    ...base,
    ...extra,
    modifiers: r.breakdown.modifiers.map((m) => ({ ...m, clause: formatClause(m.clause) })),
    rulingRolls: r.breakdown.rolls.map((x) => ({ ...x, clause: formatClause(x.clause) })),
    lines: r.breakdown.lines.map((l) => ({ ...l, clause: formatClause(l.clause) })),
    events: r.events.map(event),
  }
}

export const stepJson = (r: StepResult, expectation: Expectation): Record<string, unknown> => playedStepJson(r, eventSummary, expectation)
