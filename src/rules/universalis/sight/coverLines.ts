import { ruling, universalis, type RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { CoverSettings, SightRuling } from './coverTypes'

/**
 * The lines of a sight ruling (9.1 to 9.5): what judgeCover says of a pair, each with its
 * clause, in keys and parameters that the view translates. Apart from cover.ts, which decides.
 */

/** `x.toFixed(digits)` cut at the point, so that the German detail can write a decimal comma (the English one stays as it was). */
const fixed = (x: number, digits: number): [string, string] => {
  const [whole, fraction] = x.toFixed(digits).split('.')
  return [whole, fraction]
}
const percentParts = (x: number, name: string) => {
  const [whole, tenth] = fixed(x * 100, 1)
  return { [name]: whole, [`${name}Tenth`]: tenth }
}
const len = (x: number) => {
  const [whole, hundredths] = fixed(x, 2)
  return detailed('sight.lengthCm', '{whole}.{hundredths} cm', { whole, hundredths })
}

export function sightLines(r: Omit<SightRuling, 'lines'>, obscured: string[], settings: CoverSettings): RulingLine[] {
  const lines: RulingLine[] = [
    {
      key: 'lineOfSight',
      value: r.lineOfSight,
      clause: universalis('4.3', 'Sichtlinie'),
      ...(r.lineOfSight
        ? detailed('lineOfSight.yes', 'at least one ray reaches the size profile')
        : detailed('lineOfSight.no', 'no ray reaches the size profile')),
    },
    {
      key: 'visibleFraction',
      value: Number(r.visibleFraction.toFixed(4)),
      clause: universalis('4.3', 'Sichtlinie'),
      ...detailed('visibleFraction', '{visible}.{visibleTenth} %', percentParts(r.visibleFraction, 'visible')),
    },
    // A figure seen whole through a wood is 100 % visible and 100 % behind cover (9.3): the detail says how both hold,
    // or the two rows read as a contradiction (issue 14, a player's report).
    {
      key: 'hiddenShare',
      value: Number(r.hiddenShare.toFixed(4)),
      clause: universalis('9.3', 'Deckung'),
      ...detailed(
        'hiddenShare',
        '{hidden}.{hiddenTenth} % behind cover (blocked, or seen only through terrain that limits sight, such as a wood); at least {needed}.{neededTenth} % needed',
        {
          ...percentParts(r.hiddenShare, 'hidden'),
          ...percentParts(settings.threshold, 'needed'),
        },
      ),
    },
    {
      key: 'cover',
      value: r.cover,
      clause: universalis('9.3', 'Deckung'),
      ...(settings.coverLevelMix === 'strongest-sufficient'
        ? detailed('cover.strongestSufficient', 'level: strongest that alone hides enough (R-9.3a)')
        : detailed('cover.highest', 'level: highest among the hiding pieces (R-9.3a)')),
    },
    { key: 'coverFrom', value: r.coverFrom.join(', ') || '-', clause: universalis('9.3', 'Deckung') },
    {
      key: 'touchingCover',
      value: r.touchingCover,
      clause: universalis('9.3', 'Deckung'),
      ...detailed('touchingCover', 'armour roll bonus {bonus}', { bonus: `${r.armourBonus >= 0 ? '+' : ''}${r.armourBonus}` }),
    },
    { key: 'rangedModifier', value: r.rangedModifier, clause: universalis('14.10.2', 'Deckung des Ziels') },
    {
      key: 'distanceEdge',
      value: Number(r.distance.edge.toFixed(2)),
      clause: universalis('4.7', 'Entfernungen messen'),
      ...len(r.distance.edge),
    },
    {
      key: 'distanceCenter',
      value: Number(r.distance.center.toFixed(2)),
      clause: ruling('R-4.7', 'Messpunkte'),
      ...len(r.distance.center),
    },
    {
      key: 'distanceHorizontal',
      value: Number(r.distance.horizontal.toFixed(2)),
      clause: ruling('R-4.7', 'Messpunkte'),
      ...len(r.distance.horizontal),
    },
    {
      key: 'heightDifference',
      value: Number(r.heightDifference.toFixed(2)),
      clause: ruling('R-4.7', 'Messpunkte'),
      ...len(r.heightDifference),
    },
  ]
  if (obscured.length > 0) {
    lines.push({
      key: 'obscuredBy',
      value: obscured.join(', '),
      clause: ruling('R-9.5', 'Sichtweite'),
      ...detailed('obscuredBy', 'sight lines run too deep through terrain of limited sight'),
    })
  }
  return lines
}
