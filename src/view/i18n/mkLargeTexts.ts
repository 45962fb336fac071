/**
 * Interface texts of the Mage Knight play mode for large figures and chariots (000), in English
 * and German (merged into UI_TEXT in translations.ts): boarding and leaving, the choice an attack
 * at a large figure still needs, and a ranged attack at several targets. No imports:
 * translations.ts reads it while it is being built.
 */
const term = (en: string, de: string) => ({ en, de })

export const MK_LARGE_UI_TEXT = {
  mkChariot: term('Chariot (000)', 'Streitwagen (000)'),
  mkBoard: term('Board', 'Einsteigen'),
  mkLeave: term('Leave', 'Aussteigen'),
  mkLeaveHint: term(
    'Or click the table: the passenger is set down touching the chariot in that direction.',
    'Oder auf den Tisch klicken: der Passagier wird in dieser Richtung an den Streitwagen gestellt.',
  ),
  mkLeaveOverlaps: term('the base would overlap', 'die Basis würde überlappen'),
  mkChoiceSection: term(
    'The attack meets the boundary of two sections: the owner chooses which is attacked.',
    'Der Angriff trifft die Grenze zweier Sektionen: der Besitzer wählt, welche angegriffen wird.',
  ),
  mkChoiceRedirect: term(
    'The section hit is inactive: the attacker chooses another.',
    'Die getroffene Sektion ist inaktiv: der Angreifer wählt eine andere.',
  ),
  mkChoicePush: term(
    'Pushed: the owner names the section that takes the click of damage.',
    'Angetrieben: der Besitzer nennt die Sektion, die den Klick Schaden nimmt.',
  ),
  mkChooses: term('chooses', 'wählt'),
  mkCancel: term('Cancel', 'Abbrechen'),
  mkShotTargets: term('One shot at several targets (core 7)', 'Ein Schuss auf mehrere Ziele (Kern 7)'),
  mkShotUpTo: term('targets at most', 'Ziele höchstens'),
  mkFire: term('Fire', 'Schießen'),
} as const

/** A large figure's section by its name on the card (000 "Kampfscheiben"); another name is shown as it is. */
const SECTIONS: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ['front', term('front', 'vorne')],
  ['left', term('left', 'links')],
  ['right', term('right', 'rechts')],
  ['rear', term('rear', 'hinten')],
])

export const mkSectionName = (section: string, language: 'en' | 'de'): string => SECTIONS.get(section)?.[language] ?? section
