/**
 * Interface texts of the siege editor's pointer work, the palette's figures and the castle
 * panel's shot choices, in English and German (merged into UI_TEXT in translations.ts).
 */
const term = (en: string, de: string) => ({ en, de })

export const SIEGE_UI_TEXT = {
  figures: term('Figures', 'Figuren'),
  team: term('Side of new figures', 'Seite neuer Figuren'),
  teamCastle: term('castle player', 'Burgspieler'),
  teamOpponent: term('opponent', 'Gegner'),
  mkFigure: term('Mage Knight figure…', 'Mage-Knight-Figur…'),
  mkVersion: term('Version', 'Version'),
  unitCard: term('Universalis unit card…', 'Universalis-Einheitenkarte…'),
  plainProfile: term('Plain profile', 'Nur Größenprofil'),
  telematonNote: term('needs an operator', 'braucht einen Bediener'),
  ghostRefused: term('Not here', 'Nicht hier'),
  ghostOverlaps: term('Would overlap', 'Würde überlappen'),
  dragging: term('Dragging', 'Wird gezogen'),
  shotChoices: term('Shooter’s choices', 'Wahl des Schützen'),
  longRangeChoice: term('Long-range attack', 'Angriff auf weite Entfernung'),
  longRangeAuto: term('when needed (R-MK-5a)', 'wenn nötig (R-MK-5a)'),
  longRangeUse: term('use it', 'nutzen'),
  longRangeRefuse: term('do not use it', 'nicht nutzen'),
  abilitiesChoice: term('Abilities used', 'Genutzte Fähigkeiten'),
  abilitiesAuto: term('as the click shows (R-SE-3)', 'wie der Klick zeigt (R-SE-3)'),
  sidesStored: term('Saved in the scene (castle.setup).', 'In der Szene gespeichert (castle.setup).'),
  sidesDefault: term(
    'Not yet in the scene: guessed from the sections; a change saves them.',
    'Noch nicht in der Szene: aus den Sektionen geschätzt; eine Änderung speichert sie.',
  ),
  allSectionLabels: term('Label every section', 'Alle Sektionen beschriften'),
  hintDrag: term(
    'Drag sections, terrain, ladders and planks to move them; sections and terrain snap edge to edge, sections take their ladders, planks and defenders along. Esc cancels.',
    'Sektionen, Gelände, Leitern und Planken zum Verschieben ziehen; Sektionen und Gelände rasten Kante an Kante ein, Sektionen nehmen Leitern, Planken und Verteidiger mit. Esc bricht ab.',
  ),
}
