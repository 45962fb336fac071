/**
 * Labels of the ruling lines and modifiers of a Mage Knight game (the keys src/rules/mageknight
 * core, engine and castle emit in play), in English and German, merged into PLAY_TERMS
 * (playTerms.ts): `key | English | Deutsch`. mkPlayTexts.test.ts checks every key the engine
 * emits on the shipped scenes' games has one.
 */
export const MK_PLAY_TERMS_TABLE = `
survivorPoints | Victory points: survivors | Siegpunkte: Überlebende
eliminatedPoints | Victory points: eliminated opponents | Siegpunkte: eliminierte Gegner
toughness | Toughness | Zähigkeit
printedDamage | Printed damage | Aufgedruckter Schaden
`
