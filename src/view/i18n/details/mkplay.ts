import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the Mage Knight game engine (src/rules/mageknight/core move and attack,
 * src/rules/mageknight/engine, src/judge/mk): moves, breaking away, attack rolls, turns and the
 * engine's refusals. See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MKPLAY: DetailTemplates = [
  ['mk.move', '{piece}: {path} Zoll von Bewegungswert {speed} Zoll'],
  ['mk.formation', '{count} Figuren der Fraktion {faction} in Basiskontakt'],
  ['mk.formationAction', 'eine Aktion für {count} Mitglieder, jedes erhält eine Aktionsmarke'],
  ['mk.formationSpeed', 'jedes Mitglied höchstens {speed} Zoll, der Bewegungswert des langsamsten'],
  ['mk.formationBonus', '{main} würfelt mit +{bonus} für {others} weitere Mitglieder'],
  ['mk.breakAway', 'W6 {die}, nötig {min}: {outcome|word}'],
  ['mk.heightAdvantage', '{target} auf erhöhtem Gelände, {attacker|word} nicht'],
  ['mk.gameOver', '{why|word}'],
  ['mk.attackResult', '{total} gegen Verteidigung {defence} von {target}: {outcome|word}'],
  ['mk.lineOfFire.clear', 'Mittelpunkt zu Mittelpunkt, nichts im Weg'],
  ['mk.lineOfFire.crossed', 'Mittelpunkt zu Mittelpunkt durch {through}'],
  ['mk.distance', '{attacker} zu {target}: {distance} Zoll zwischen den Mittelpunkten'],
  ['mk.range', 'Reichweite {range} Zoll, {targets} Ziel(e)'],
  ['mk.toHit', '2W6 + Angriff {attack} gegen Verteidigung {defence} von {target}: mindestens {need} mit 2W6'],
  ['mk.hitChance', '{chance} % Trefferchance, {damage} Klick(s) Schaden'],
  ['mk.refusal.piece-cannot-move', 'Burgabschnitte haben keinen Bewegungswert und bewegen sich nie'],
  ['mk.refusal.beyond-speed', 'Weiter als der Bewegungswert in Zoll'],
  ['mk.refusal.path-through-base', 'Nur fliegende Figuren bewegen sich durch andere Basen'],
  ['mk.refusal.path-blocked', 'Blockierendes Gelände hält die Figur auf'],
  ['mk.refusal.goal-occupied', 'Dort kann die Basis nicht stehen: sie läge auf einer anderen Basis oder in blockierendem Gelände'],
  ['mk.refusal.no-attack-value', 'Angriffswert 0: kein Angriff'],
  ['mk.refusal.friendly-target', 'Angriffe richten sich nur gegen gegnerische Figuren'],
  ['mk.refusal.no-range', 'Reichweite 0: nur Nahkampf'],
  ['mk.refusal.no-target', 'Ein Fernkampfangriff braucht ein Ziel'],
  ['mk.refusal.target-twice', 'Jedes Ziel nur einmal pro Angriff'],
  ['mk.refusal.too-many-targets', 'Mehr Ziele als Blitze auf der Basis'],
  ['mk.refusal.outside-front-arc', 'Das Ziel liegt nicht im Blickwinkel'],
  ['mk.refusal.not-in-base-contact', 'Nahkampf braucht Basenkontakt'],
  ['mk.refusal.not-your-turn', 'Nur die Seite am Zug gibt Aktionen'],
  ['mk.refusal.game-over', 'Das Spiel ist zu Ende'],
  ['mk.refusal.no-free-spin', 'Eine Gratisdrehung nur gleich nachdem ein Gegner in Basenkontakt kam (Großfiguren nie)'],
  ['mk.freeSpinOffered', '{figures} dürfen sich gratis drehen'],
]

export const GERMAN_WORDS_MKPLAY: DetailWords = [
  ['breaks away', 'löst sich'],
  ['stays', 'bleibt stehen'],
  ['attacker', 'der Angreifer'],
  ['hit', 'Treffer'],
  ['critical hit', 'kritischer Treffer'],
  ['miss', 'daneben'],
  ['critical miss', 'Patzer'],
  ['one side left', 'nur noch eine Seite im Spiel'],
  ['last round played', 'letzte Runde gespielt'],
]

/**
 * German details of sieges played in the engine (001, castle sections: src/rules/mageknight/engine/
 * siege*.ts, src/judge/mk/siege*.ts): ladders carried on, and the refusals of access points and ladders.
 */
export const GERMAN_DETAILS_MKSIEGE: DetailTemplates = [
  ['castle.ladder.carried', '{figure} trägt sie weiter, ohne Bewegungseinbußen'],
  [
    'mk.refusal.not-at-access-point',
    'Um einen Burgabschnitt zu betreten oder zu verlassen, muss sich der Held in Kontakt mit einem Zugangspunkt bewegen',
  ],
  [
    'mk.refusal.not-placed-at-connected-access-point',
    'Der Held wird in Kontakt mit einem verbundenen Zugangspunkt gestellt (über eine Leiter: an ihr anderes Ende)',
  ],
  ['mk.refusal.ladder-not-standing', 'Nur eine Leiter, die neben einer Mauer steht, kann entfernt werden'],
  ['mk.refusal.not-at-ladder', 'Eine Leiter entfernt nur, wer ihren Zugangspunkt berührt'],
  ['mk.refusal.target-not-on-gatehouse-top', 'Im Nahkampf auf dem Torhaus stehen beide auf seiner Oberseite'],
]
