/**
 * Interface texts of the siege in the Mage Knight play mode (001, castle sections): the siege's
 * buttons, the castle section chosen to act, the ladders carried from the start and the names of
 * the siege's steps in the record, in English and German (merged into UI_TEXT in
 * translations.ts). The German follows the castle supplement's words (001 "Portale",
 * "Zugangspunkte", "Planken und Leitern", "Nahkampf"), except its half-English "Castle Sektion", said
 * "Burgabschnitt" (and "Burgangriff", "Burgspieler") in every German sentence of the view (issue 14);
 * only a cited heading keeps the file's own spelling (clauseTexts.ts). No imports:
 * translations.ts reads it while it is being built.
 */
const term = (en: string, de: string) => ({ en, de })

export const MK_SIEGE_UI_TEXT = {
  mkSiege: term('Siege (001)', 'Belagerung (001)'),
  mkSiegeHint: term(
    'Choose a castle section of the side to act for its portals and shots, or a figure for its climbs, ladders and attacks on the castle.',
    'Einen Burgabschnitt der Seite am Zug wählen (Portale, Angriffe) oder eine Figur (Zugangspunkte, Leitern, Angriffe auf die Burg).',
  ),
  mkCastleSections: term('Castle sections', 'Burgabschnitte'),
  mkChosenFigure: term('the chosen figure', 'die gewählte Figur'),
  mkNoSiegeStep: term('No siege step for this choice now.', 'Jetzt kein Belagerungsschritt für diese Wahl.'),
  mkCastleShot: term('Castle attack', 'Burgangriff'),
  mkLongRange: term('long range', 'weite Entfernung'),
  mkPortal: term('Portal', 'Portal'),
  mkOpenPortal: term('Open portal', 'Portal öffnen'),
  mkClosePortal: term('Close portal', 'Portal schließen'),
  mkClimb: term('Through an access point', 'Durch einen Zugangspunkt'),
  mkStepsThere: term('moves there first', 'bewegt sich zuerst dorthin'),
  mkLadder: term('Ladder', 'Leiter'),
  mkLadderSetUp: term('Set up ladder', 'Leiter aufstellen'),
  mkLadderTakeAway: term('Take ladder away', 'Leiter entfernen'),
  mkAccessMelee: term('Close combat across access points', 'Nahkampf über Zugangspunkte'),
  mkCastleMelee: term('Close combat at a section', 'Nahkampf gegen eine Sektion'),
  mkCarriedLadders: term(
    'Ladders carried from the start (001 "Planken und Leitern")',
    'Von Beginn an getragene Leitern (001 „Planken und Leitern“)',
  ),
  mkCarriesLadder: term('carries a ladder', 'trägt eine Leiter'),
}
