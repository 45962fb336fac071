import {
  formatClause,
  sightVerdict,
  type Detailed,
  type ReachJudgement,
  type RulingLine,
  type SightRuling,
  type StepRuling,
} from '../judge'

const LABELS: Record<string, string> = {
  lineOfSight: 'Line of sight (Sichtlinie)',
  visibleFraction: 'Visible share of the size profile',
  hiddenShare: 'Hidden by cover',
  cover: 'Cover (Deckung)',
  coverFrom: 'Cover from',
  touchingCover: 'Touching cover',
  rangedModifier: 'Ranged modifier',
  distanceEdge: 'Distance, base edge to base edge',
  distanceCenter: 'Distance, centre to centre',
  distanceHorizontal: 'Distance, horizontal',
  heightDifference: 'Height difference (target minus shooter)',
  obscuredBy: 'Sight limited by terrain (Sichtweite)',
  overlapping: 'Overlaps',
}

function value(v: RulingLine['value']): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  return String(v)
}

/** Rows "label: value (detail) [clause]", aligned. */
export function formatLines(lines: readonly RulingLine[]): string {
  const label = (l: RulingLine) => LABELS[l.key] ?? l.key
  const width = Math.max(...lines.map((l) => label(l).length))
  return lines
    .map(
      (l) =>
        `  ${label(l).padEnd(width)}  ${value(l.value)}${l.detail ? `  (${l.detail})` : ''}\n  ${''.padEnd(width)}  ↳ ${formatClause(l.clause)}`,
    )
    .join('\n')
}

/** The ruling as the terminal prints it: heading, the judge's one-line verdict (the panel's too), the rows. */
export function formatSight(r: SightRuling, sceneName: string, rayCount: number, verdict: Detailed = sightVerdict(r)): string {
  return `Sightline ruling: ${r.from} → ${r.to} in "${sceneName}" (${rayCount} rays)\n${verdict.detail}\n\n${formatLines(r.lines)}\n`
}

export function formatStep(r: StepRuling, sceneName: string): string {
  const what =
    r.outcome === 'climb'
      ? `${r.figureId} would climb ${(-r.dropHeight).toFixed(2)} cm onto ${r.landingOn}: ${r.climbAllowed ? 'allowed' : 'not allowed'}.`
      : `${r.figureId} would drop ${r.dropHeight.toFixed(2)} cm onto ${r.landingOn}: ${r.outcome}.`
  return `Sightline ruling: ${r.figureId} stepping to (${r.landing[0].toFixed(2)}, ${r.landing[2].toFixed(2)}) in "${sceneName}"\n${what}\n\n${formatLines(r.lines)}\n`
}

const cm = (x: number): string => `${x.toFixed(2)} cm`

/** "Can it get there this activation, for how many AP": verdict, segments with their clauses, tests. */
export function formatReach(r: ReachJudgement, sceneName: string): string {
  const { path, plan } = r
  const [x, y, z] = r.target
  const head = `Sightline ruling: ${r.figureId} moving to (${x}, ${y}, ${z}) in "${sceneName}"`
  if (plan.refusal)
    return `${head}\nNot allowed: ${plan.refusal.reason} [${formatClause(plan.refusal.clause)}]\n\n${formatLines(plan.lines)}\n`
  const verdict = plan.reachable
    ? `Reachable this activation: ${plan.actions.length} move action(s), ${plan.apNeeded} AP of ${plan.apAvailable}.`
    : `Not reachable this activation: ${plan.actions.length} move action(s), ${plan.apNeeded} AP needed, ${plan.apAvailable} available.`
  const passed = plan.withPassedTest
    ? `\nWith a passed movement test for difficult terrain: ${plan.withPassedTest.actions} action(s), ${plan.withPassedTest.ap} AP.`
    : ''
  const segments = path.segments.map((s, i) => {
    const parts = [`${i + 1}. ${s.kind}`, `${cm(s.horizontal)} across`]
    if (s.climbedUp > 0) parts.push(`${cm(s.climbedUp)} up (x2, 8.7)`)
    if (s.climbedDown > 0) parts.push(`${cm(s.climbedDown)} down (x2, 8.7)`)
    if (s.dropped > 0) parts.push(`${cm(s.dropped)} dropped (free, 8.8)`)
    if (s.laddered > 0) parts.push(`${cm(s.laddered)} on ladder ${s.ladder} (8.6)`)
    if (s.gap !== null) parts.push(`gap ${cm(s.gap)} (8.5)`)
    return `  ${parts.join(', ')}: ${cm(s.cost)} of movement`
  })
  const tests = plan.tests.length
    ? plan.tests
        .map((t) => `  ${t.kind}: ${t.attribute} test${t.optional ? ' (optional)' : ''}, ${t.detail} [${formatClause(t.clause)}]`)
        .join('\n')
    : '  none'
  return `${head}\n${verdict}${passed}\nPath: ${cm(path.cost)} of movement at speed ${plan.speed} cm, ${cm(path.travelled)} travelled; ends on ${path.finalSurface?.on} at ${cm(path.finalSurface?.height ?? 0)}.\n${segments.join('\n')}\nTests:\n${tests}\n\n${formatLines(r.lines)}\n`
}
