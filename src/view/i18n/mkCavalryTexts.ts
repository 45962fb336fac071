/**
 * Interface texts of the Mage Knight play mode for cavalry (003), in English and German (merged
 * into UI_TEXT in translations.ts), the German terms the supplement's own (Reittier, Reiter,
 * Absitzen, Aufsitzen, Trampeln, Berittener Sturmangriff). No imports: translations.ts reads it
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
}
