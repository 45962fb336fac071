/**
 * Interface texts of the Mage Knight play mode for cavalry (003), in English and German (merged
 * into UI_TEXT in translations.ts), the German terms the supplement's own (Reittier, Reiter,
 * Absitzen, Aufsitzen, Trampeln, Berittener Sturmangriff, Berittener Schnellschuss, Überwältigen,
 * Dunkle Einheit, Schiebeschaden as Überanstrengungsschaden). No imports: translations.ts reads it
 * while it is being built.
 */
const term = (en: string, de: string) => ({ en, de })

export const MK_CAVALRY_UI_TEXT = {
  mkCavalry: term('Cavalry (003)', 'Kavallerie (003)'),
  mkCavalryDial: term("The unit's attacks use", 'Die Angriffe der Einheit nutzen'),
  mkCavalryMount: term("the mount's dial", 'die Skala des Reittiers'),
  mkCavalryRider: term("the rider's dial", 'die Skala des Reiters'),
  mkDismount: term('Dismount', 'Absitzen'),
  mkRemount: term('Remount', 'Aufsitzen'),
  mkTrample: term('Trample', 'Trampeln'),
  mkMountedCharge: term('Mounted Charge', 'Berittener Sturmangriff'),
  mkCavalryModeOff: term('Move instead', 'Stattdessen bewegen'),
  mkCavalryPathHint: term(
    'Point at the goal on the table: the straight path and the bases it crosses are drawn; click to play it.',
    'Auf das Ziel auf dem Tisch zeigen: der gerade Weg und die Basen, die er kreuzt, werden gezeigt; Klick spielt ihn.',
  ),
  mkCavalryCrosses: term('crosses', 'kreuzt'),
  mkMountedBound: term('Mounted Bound', 'Berittener Schnellschuss'),
  mkOverwhelm: term('Overwhelm', 'Überwältigen'),
  mkDarkUnity: term('Dark Unity', 'Dunkle Einheit'),
  mkCavalryOverwhelmNeed: term(
    'd6 + attack bonus {bonus}: {need} or more dismounts the rider',
    'W6 + Angriffsbonus {bonus}: ab {need} sitzt der Reiter ab',
  ),
  mkCavalryNoRoom: term(
    'no room beside the mount: the rider would be eliminated',
    'kein Platz neben dem Reittier: der Reiter wäre ausgeschaltet',
  ),
  mkCavalryAgainst: term('against', 'gegen'),
  mkCavalryTargetDialQuestion: term('Which dial does the attack hit?', 'Gegen welche Kampfscheibe richtet sich der Angriff?'),
  mkCavalryPushDialQuestion: term('Which dial takes the pushing damage?', 'Welche Kampfscheibe erhält den Überanstrengungsschaden?'),
}
