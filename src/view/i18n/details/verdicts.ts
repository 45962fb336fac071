import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German of the one-line verdicts (src/judge/verdicts.ts) the panels show at their top and the
 * command line prints under its heading. See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_VERDICTS: DetailTemplates = [
  ['verdict.sight.overlapping', 'Kein Urteil für {from} → {to}: {figure} überschneidet {what}; erst auseinanderstellen.'],
  ['verdict.sight.none', '{from} sieht {to} nicht.'],
  ['verdict.sight.seen', '{from} sieht {visible},{visibleTenth} % von {to}; Deckung: {cover|word}.'],
  ['verdict.sight.covered', '{from} sieht {visible},{visibleTenth} % von {to}; Deckung: {cover|word} durch {coverFrom}.'],
  // The reasons are listed translated in the rows below the verdict (castleRefusal).
  ['verdict.castle.refused', '{from} darf nicht auf {to} schießen.'],
  ['verdict.castle.allowed', '{from} darf auf {to} schießen.'],
  ['verdict.castle.allowedDefence', '{from} darf auf {to} schießen; Verteidigung {defence}.'],
  // Rows the judge puts in place of what cannot apply (src/judge/judge.ts).
  ['sight.notApplicable.noLineOfSight', 'entfällt: keine Sichtlinie'],
  ['sight.notApplicable.basesOverlap', 'entfällt: die Bases überschneiden sich'],
  ['sight.overlapping', '{figure} überschneidet {what}: Entfernungen und Sicht gelten erst, wenn sie auseinanderstehen'],
]

/** The cover level "none" (9.3) in a sentence. */
export const GERMAN_WORDS_VERDICTS: DetailWords = [['none', 'keine']]
