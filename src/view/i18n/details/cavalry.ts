import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines of the Mage Knight cavalry rules (src/rules/mageknight/cavalry,
 * 003; its German version's words: Reittier, Reiter, Kavallerie-Einheit, Absitzen, Talente).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_CAVALRY: DetailTemplates = [
  // Mounts, riders and cavalry units (003 "Reiter", "Kavallerie-Einheiten").
  ['mkk.mayRide', '{rider} darf {mount} reiten'],
  ['mkk.unitPoints', '{mount} {mountPoints} + {rider} {riderPoints} Punkte'],
  ['mkk.darkRidersSubfaction', '{rider} ist ein Dunkler Reiter: seine Unterfraktions-Fähigkeiten gelten auch beritten'],
  ['mkk.formationFaction', 'Alle Reiter gehören zu {faction}; die Reittiere zählen nicht'],
  // Actions (003 "Einer Kavallerie-Einheit Aktionen geben").
  ['mkk.actionDial', '{unit}: {kind|word}-Aktion mit der Kampfscheibe des {dial|word}'],
  ['mkk.noPushDamage', '{unit} erhält eine zweite Aktionsmarke, aber keinen Überanstrengungsschaden'],
  ['mkk.riderAttackBonus', '{rider} auf {mount}: +{bonus}'],
  [
    'mkk.unitDial',
    'Kampfscheibe des {dial|word} von {unit} ({piece}): Bewegung {speed}, Angriff {attack}, Verteidigung {defence}, Schaden {damage}, Reichweite {range}',
  ],
  ['mkk.mountArcs', '{unit}: Mittelpunkt des Reittiers, Blickwinkel {front} und toter Winkel {rear} Grad'],
  // Being attacked (003 "Eine Kavallerie-Einheit angreifen").
  ['mkk.defendingDial', 'Der Angreifer richtet den Angriff gegen {piece} (Kampfscheibe des {dial|word})'],
  ['mkk.horsemanship', 'Fernkampf gegen den Reiter {rider} von {unit}: -2'],
  ['mkk.areaDamageBoth', 'Flächenschaden an {unit}: {dials}'],
  ['mkk.pushDial', '{unit} nimmt den Überanstrengungsschaden auf der Kampfscheibe des {dial|word}'],
  // Elimination and intelligence levels (003 "Kavallerie-Einheiten ausschalten", "Intelligenzgrad").
  ['mkk.riderEliminated', '{rider} ist ausgeschaltet: {mount} ist ohne Reiter, seine Aktionsmarken werden entfernt'],
  ['mkk.darkRidersReset', '{mount} hat noch seinen Reiter: seine Kampfscheibe wird auf Klick {to} zurückgedreht'],
  ['mkk.bothEliminated', 'Kein Platz für {rider} in Basenkontakt mit {mount}: beide werden ausgeschaltet'],
  ['mkk.riderPlaced', '{mount} ist ausgeschaltet: {rider} kehrt auf seine Basis zurück, in Basenkontakt, ohne Aktionsmarken'],
  ['mkk.skittishRemoved', '{mount} ist scheu und hat keinen Reiter: aus dem Spiel genommen'],
  ['mkk.riderlessSide', '{mount} ohne Reiter ({level|word}) ist in diesem Spielzug freundlich zu {side}'],
  // Dismounting and remounting (003 "Abgesessene Reiter").
  ['mkk.dismounted', '{rider} sitzt neben {mount} ab: keine Aktionsmarke, Marken entfernt, beide dürfen in diesem Zug handeln'],
  ['mkk.remounted', '{rider} sitzt auf {mount} auf: die neue Einheit hat {tokens} Aktionsmarke(n)'],
  // Proficiencies (003 "Talente").
  ['mkk.impaleNoWeaponMaster', '{rider} hat Aufspießen: kein Waffenmeister'],
  ['mkk.impale', '{rider} trifft im Nahkampf ein einzelnes Ziel: +2 Schaden'],
  [
    'mkk.mountedAttack',
    '{unit}: bewegt sich {moveIn} von {speed} Zoll mit dem Reittier, greift dann mit der Kampfscheibe des {dial|word} an',
  ],
  ['mkk.overwhelm', 'W6 {die} + Angriffsbonus {bonus} = {total} gegen {min}: {outcome|word}'],
  ['mkk.overwhelmNoRoom', 'Kein Platz für {rider} neben seinem Reittier: der abgesessene Reiter wird ausgeschaltet'],
  ['mkk.trampled', '{unit} trampelt über {figure}: {damage} Schaden'],
  ['mkk.trampleSpared', '{figure} wird überquert, erhält aber keinen Schaden ({why|word})'],
  // Subfaction abilities (003 "Unterfraktions-Fähigkeiten").
  ['mkk.darkUnity', '{rider} nimmt 1 Überanstrengungsschaden, um {mount} 1 Klick zu heilen'],
  ['mkk.naturesAlly', '{figure} in schwierigem Gelände: Naturverbundenheit +1'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_CAVALRY: DetailWords = [
  ['special', 'Spezial'],
  ['mount', 'Reittiers'],
  ['rider', 'Reiters'],
  ['dismounted', 'sitzt ab'],
  ['holds on', 'bleibt im Sattel'],
  ['friendly', 'freundlich'],
  ['not at ground level', 'nicht auf Bodenniveau'],
  ['skittish', 'scheu'],
  ['independent', 'unabhängig'],
  ['meanSpirited', 'hinterhältig'],
]
