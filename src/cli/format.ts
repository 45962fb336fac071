import { formatClause, type RulingLine } from '../rules/clauses'
import type { SightRuling } from '../rules/coverTypes'
import type { StepRuling } from '../rules/falling'

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
    .map((l) => `  ${label(l).padEnd(width)}  ${value(l.value)}${l.detail ? `  (${l.detail})` : ''}\n  ${''.padEnd(width)}  ↳ ${formatClause(l.clause)}`)
    .join('\n')
}

export function formatSight(r: SightRuling, sceneName: string, rayCount: number): string {
  const verdict = !r.lineOfSight
    ? `${r.from} cannot see ${r.to}.`
    : `${r.from} sees ${(r.visibleFraction * 100).toFixed(1)} % of ${r.to}; cover: ${r.cover}${r.coverFrom.length ? ` from ${r.coverFrom.join(', ')}` : ''}.`
  return `Sightline ruling: ${r.from} → ${r.to} in "${sceneName}" (${rayCount} rays)\n${verdict}\n\n${formatLines(r.lines)}\n`
}

export function formatStep(r: StepRuling, sceneName: string): string {
  const what = r.outcome === 'climb'
    ? `${r.figureId} would climb ${(-r.dropHeight).toFixed(2)} cm onto ${r.landingOn}: ${r.climbAllowed ? 'allowed' : 'not allowed'}.`
    : `${r.figureId} would drop ${r.dropHeight.toFixed(2)} cm onto ${r.landingOn}: ${r.outcome}.`
  return `Sightline ruling: ${r.figureId} stepping to (${r.landing[0].toFixed(2)}, ${r.landing[2].toFixed(2)}) in "${sceneName}"\n${what}\n\n${formatLines(r.lines)}\n`
}
