/**
 * The one-line verdict of a ruling, the sentence the command line prints under its heading and
 * the view puts at the top of its panels ("r-archer sees 41.2 % of b-crouch; cover: hard from
 * wall-1."). Said once here as a key with values (`detailed`), so the terminal (English) and the
 * panels (English or German, src/view/i18n/details/verdicts.ts) cannot word it differently.
 */
import { detailed, type Detailed } from '../rules/kernel'
import type { SightRuling } from '../rules/universalis/sight'
import type { CastleShotReport } from '../rules/mageknight/castle'

/** The percentage with one decimal, cut at the point so German can write a decimal comma. */
const percent = (share: number) => {
  const [whole, tenth] = (share * 100).toFixed(1).split('.')
  return { visible: whole, visibleTenth: tenth }
}

/** A figure of the pair standing inside something (`figure` overlaps the ids in `what`). */
export interface PairOverlap {
  figure: string
  what: readonly string[]
}

/**
 * Sight and cover in a sentence. A shooter or target standing inside another figure or a solid
 * stands nowhere the rules know: the verdict says so instead of a share of sight measured from
 * inside another body.
 */
export function sightVerdict(
  r: Pick<SightRuling, 'from' | 'to' | 'lineOfSight' | 'visibleFraction' | 'cover' | 'coverFrom'>,
  overlap: PairOverlap | null = null,
): Detailed {
  const ids = { from: r.from, to: r.to }
  if (overlap)
    return detailed('verdict.sight.overlapping', 'no ruling for {from} → {to}: {figure} overlaps {what}; move it apart first.', {
      ...ids,
      figure: overlap.figure,
      what: overlap.what.join(', '),
    })
  if (!r.lineOfSight) return detailed('verdict.sight.none', '{from} cannot see {to}.', ids)
  const seen = { ...ids, ...percent(r.visibleFraction), cover: r.cover }
  if (r.coverFrom.length === 0)
    return detailed('verdict.sight.seen', '{from} sees {visible}.{visibleTenth} % of {to}; cover: {cover}.', seen)
  return detailed('verdict.sight.covered', '{from} sees {visible}.{visibleTenth} % of {to}; cover: {cover} from {coverFrom}.', {
    ...seen,
    coverFrom: r.coverFrom.join(', '),
  })
}

/** A castle shot in a sentence: allowed (with the defence to beat when there is one), or not and why. */
export function castleVerdict(fromId: string, toId: string, report: Pick<CastleShotReport, 'allowed' | 'refusals' | 'defence'>): Detailed {
  const ids = { from: fromId, to: toId }
  if (!report.allowed) {
    // The reasons stay English on the command line; the view lists each refusal translated in its rows.
    const reasons = report.refusals.map((r) => r.reason).join('; ')
    return detailed('verdict.castle.refused', '{from} may not shoot at {to}: {reasons}.', { ...ids, reasons })
  }
  if (report.defence.total === null) return detailed('verdict.castle.allowed', '{from} may shoot at {to}.', ids)
  return detailed('verdict.castle.allowedDefence', '{from} may shoot at {to}; defence {defence}.', {
    ...ids,
    defence: report.defence.total,
  })
}
