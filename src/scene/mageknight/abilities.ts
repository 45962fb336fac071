/**
 * The special abilities the Mage Knight supplements name, with their English and German names
 * (one table for the rules' ability records and the view's labels). Split from dial.ts, which
 * validates the dials that print them.
 */

/**
 * Special abilities the supplements name (a colour on one value of a click). Only the ones the
 * castle and large-figure rules refer to are listed; the rest stay in `notes`.
 */
export const MK_ABILITIES = [
  // 001 "Das Castle angreifen", categories 3, 4 and 6
  'magicBlast',
  'shockwave',
  'sharpshooter',
  'explosiveDamage',
  'batteringRam',
  // 001 "Zugangspunkte": may enter and leave sections by flight or levitation
  'flight',
  'magicLevitation',
  // 001 "Allgemeine Regeln" / 000: abilities sections and large figures are immune to
  'magicHealing',
  'magicConfusion',
  'magicFrost',
  'vampirism',
  'poison',
  'necromancy',
  // 000 damage reduction of a chariot passenger; 000 "Leibwächter", "Magische Verstärkung"
  'toughness',
  'invulnerability',
  'magicImmunity',
  'bodyguard',
  'magicEnhancement',
  'stealth',
  'leadership',
  'swim',
] as const
export type MkAbility = (typeof MK_ABILITIES)[number]

/** English names, for rulings and the view (one table: the rules' ability records and the view's labels read it). */
export const MK_ABILITY_ENGLISH: Record<MkAbility, string> = {
  magicBlast: 'Magic Blast',
  shockwave: 'Shockwave',
  sharpshooter: 'Sharpshooter',
  explosiveDamage: 'Explosive Damage',
  batteringRam: 'Battering Ram',
  flight: 'Flight',
  magicLevitation: 'Magic Levitation',
  magicHealing: 'Magic Healing',
  magicConfusion: 'Magic Confusion',
  magicFrost: 'Magic Frost',
  vampirism: 'Vampirism',
  poison: 'Poison',
  necromancy: 'Necromancy',
  toughness: 'Toughness',
  invulnerability: 'Invulnerability',
  magicImmunity: 'Magic Immunity',
  bodyguard: 'Bodyguard',
  magicEnhancement: 'Magic Enhancement',
  stealth: 'Stealth',
  leadership: 'Leadership',
  swim: 'Swim',
}

/** German names as the rule texts print them, for rulings and the view. */
export const MK_ABILITY_GERMAN: Record<MkAbility, string> = {
  magicBlast: 'Magischer Schuß',
  shockwave: 'Schockwelle',
  sharpshooter: 'Scharfschütze',
  explosiveDamage: 'Explosiv-Schaden',
  batteringRam: 'Rammen',
  flight: 'Fliegen',
  magicLevitation: 'Magische Levitation',
  magicHealing: 'Magische Heilung',
  magicConfusion: 'Magische Konfusion',
  magicFrost: 'Magischer Frost',
  vampirism: 'Vampirismus',
  poison: 'Gift',
  necromancy: 'Nekromantie',
  toughness: 'Zähigkeit',
  invulnerability: 'Unverwundbarkeit',
  magicImmunity: 'Magische Immunität',
  bodyguard: 'Leibwächter',
  magicEnhancement: 'Magische Verstärkung',
  stealth: 'Tarnung',
  leadership: 'Anführer',
  swim: 'Schwimmen',
}
