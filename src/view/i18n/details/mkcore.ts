import type { DetailTemplates } from '../detailTexts'

/**
 * German details of the Mage Knight core's army building (src/rules/mageknight/core/army.ts)
 * and of its refusals as a line's detail. See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MKCORE: DetailTemplates = [
  // Army building (core 11, 000 and 001 "Punktwert", R-MKC-1).
  ['army.figure', '{piece}: {card}, Variante {version} (Startklick {startClick})'],
  ['army.section', '{piece}: {kind|word} ({version|word}, Startklick {startClick})'],
  ['army.total', '{points} von {buildTotal} Punkten'],
  ['army.actionsPerTurn', 'Punktwert der Armee {buildTotal}: eine Aktion für jede angefangenen {pointsPerAction} Punkte'],
  // The core's army refusals as a line's detail (castle/refusalDetail.ts).
  ['mk.refusal.army-empty', 'Die Armee hat keine Figur und keine Castle Sektion'],
  ['mk.refusal.army-over-total', 'Die Punktwerte der Armee übersteigen den vereinbarten Punktwert'],
  ['mk.refusal.unknown-card', 'Diese Figurenkarte gibt es nicht'],
  ['mk.refusal.unknown-section-kind', 'Diese Art von Castle Sektion gibt es nicht'],
  ['mk.refusal.unknown-version', 'Diese Variante bietet die Karte nicht an (Castle Sektionen: schwer oder leicht)'],
  ['mk.refusal.castle-not-agreed', 'Die Spieler haben für diese Seite keine Castle Sektionen vereinbart'],
  ['mk.refusal.piece-id-twice', 'Zwei Figuren der Armee tragen denselben Namen'],
]
