import { z } from 'zod'
import { SIZE_PROFILES } from '../sizeProfiles'

/**
 * The Universalis unit card (2.4) as validated data, and the card library files in `models/`.
 * Values are what is printed on the card; what the rules derive (carrying capacity 4.4, danger
 * zone 4.5, perception range 4.6, colossus zone hit points 18.3) is computed in src/rules, never
 * typed in. Lengths are cm (the rules measure in cm). Strict objects: unknown keys are refused.
 */

/** 3.3, in the rules' own abbreviations. */
export const ATTRIBUTES = ['AGI', 'NK', 'FK', 'KO', 'WN', 'EH'] as const
export type Attribute = (typeof ATTRIBUTES)[number]

/** 3.2 */
export const MODEL_TYPES = ['standard', 'colossus', 'telematon'] as const
export type ModelType = (typeof MODEL_TYPES)[number]

/** 8.1: Beine, Flug, Kette, Rad, Schweben, Stationär. */
export const MOVEMENT_TYPES = ['legs', 'flight', 'tracks', 'wheels', 'hover', 'stationary'] as const
export type MovementType = (typeof MOVEMENT_TYPES)[number]

/** 10.3.1 (weapons and armour) and 10.3.2 (weapons only). */
export const WEAPON_EFFECTS = [
  'burning',
  'concussion',
  'explosive',
  'poisonous',
  'armourPiercing',
  'shrapnel',
  'shred',
  'trauma',
  'structureDamaging',
] as const
export type WeaponEffect = (typeof WEAPON_EFFECTS)[number]
/** 10.3.1 (weapons and armour) and 10.3.3 (armour only). An armour effect neutralises the same weapon effect (10.3). */
export const ARMOUR_EFFECTS = [
  'burning',
  'concussion',
  'explosive',
  'poisonous',
  'armourPiercing',
  'shrapnel',
  'shred',
  'adaptive',
  'robust',
  'structureReinforced',
] as const
export type ArmourEffect = (typeof ARMOUR_EFFECTS)[number]

/** German names as printed in the rules, for rulings and the view. */
export const EFFECT_GERMAN: Record<WeaponEffect | ArmourEffect, string> = {
  burning: 'Brand',
  concussion: 'Erschütterung',
  explosive: 'Explosiv',
  poisonous: 'Giftig',
  armourPiercing: 'Panzerbrechend',
  shrapnel: 'Schrapnell',
  shred: 'Zerfetzen',
  trauma: 'Trauma',
  structureDamaging: 'Strukturschädigend',
  adaptive: 'Adaptiv',
  robust: 'Robust',
  structureReinforced: 'Strukturverstärkt',
}

const int = z.number().int()
const nonNegInt = int.min(0)
const positiveCm = z.number().finite().positive()
const weightKg = z.number().finite().min(0)
/** 7.3, 12.8, 17.4: limited uses (the circles beside the name); absent means unlimited. */
const uses = int.min(1).optional()

/**
 * 14.7 range bands `X/Y` (X cm per band, Y bands); `melee` (12.2, range "NK"); `thrown` (12.3:
 * always 3 bands of KO x 2 cm, KO x 0.5 rounded up when unwieldy).
 */
export const WeaponRangeSchema = z.union([z.literal('melee'), z.literal('thrown'), z.strictObject({ band: positiveCm, bands: int.min(1) })])
export type WeaponRange = z.infer<typeof WeaponRangeSchema>

/** 10.1 damage profile; `additive` (12.5) adds `strength` to the bearer's KO. */
export const DamageProfileSchema = z.strictObject({
  strength: int,
  additive: z.boolean().optional(),
  damage: nonNegInt,
  effects: z.array(z.enum(WEAPON_EFFECTS)).optional(),
})
export type DamageProfile = z.infer<typeof DamageProfileSchema>

/** 12: a weapon. `class` is the Waffenklasse I..V (12.4), AP costs derive from it. */
export const WeaponSchema = z.strictObject({
  name: z.string().min(1),
  class: int.min(1).max(5),
  /** 12.6, the diamond beside the class. */
  unwieldy: z.boolean().optional(),
  profile: DamageProfileSchema,
  range: WeaponRangeSchema,
  /** 14.12 Dauerfeuer 1..4: each point one extra shot. */
  sustainedFire: int.min(1).max(4).optional(),
  /** 14.13 area weapon: radius in cm of the circle at the impact point. */
  areaRadius: positiveCm.optional(),
  /** 14.11 may fire indirectly. */
  indirect: z.boolean().optional(),
  /** 12.7 needs the reload action after every use. */
  reload: z.boolean().optional(),
  uses,
  weightKg: weightKg.optional(),
  rules: z.string().optional(),
  /**
   * 18.3.2 colossi only: the side the weapon sits on ("dort getragene Waffen"), or the hull.
   * Absent: R-18.3c decides (the players' map, else alternating right, left...).
   */
  mount: z.enum(['left', 'right', 'hull']).optional(),
})
export type Weapon = z.infer<typeof WeaponSchema>

/** 10.2 armour profile; `additive` (13.2) adds `protection` to KO; `selfSupporting` (13.3) weighs nothing for 4.4. */
export const ArmourSchema = z.strictObject({
  name: z.string().min(1),
  protection: int,
  additive: z.boolean().optional(),
  reduction: nonNegInt,
  effects: z.array(z.enum(ARMOUR_EFFECTS)).optional(),
  selfSupporting: z.boolean().optional(),
  unwieldy: z.boolean().optional(),
  weightKg: weightKg.optional(),
  rules: z.string().optional(),
})
export type Armour = z.infer<typeof ArmourSchema>

/**
 * What the rules core can apply by itself for traits and equipment; everything else stays in
 * `rules` text for the players. Kinds:
 * - `reroll`: may repeat a roll on `attribute` up to `times` times (7.2 example "Bewährter Fernkämpfer II").
 * - `heal`: restores `hp` hit points (never above the card's maximum).
 * - `camouflage`: 16, passive or active with a level.
 * - `operator`: 19.1, may have `slots` telematons assigned.
 * - `modifyAttribute`: a temporary profile modifier (3.7.2) while the item is in use.
 * - `clearToken`: removes a token (shock, burning, poison, panic).
 */
export const EffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reroll'), attribute: z.enum(ATTRIBUTES), times: int.min(1) }),
  z.strictObject({ kind: z.literal('heal'), hp: int.min(1) }),
  z.strictObject({ kind: z.literal('camouflage'), mode: z.enum(['passive', 'active']), level: int.min(1) }),
  z.strictObject({ kind: z.literal('operator'), slots: int.min(1) }),
  z.strictObject({ kind: z.literal('modifyAttribute'), attribute: z.enum(ATTRIBUTES), value: int }),
  z.strictObject({ kind: z.literal('clearToken'), token: z.enum(['shock', 'burning', 'poison', 'panic']) }),
])
export type CardEffect = z.infer<typeof EffectSchema>

/** 7: a trait with an optional level (only the highest level counts, 7.2), limited uses (7.3) and AP cost (7.4). */
export const TraitSchema = z.strictObject({
  name: z.string().min(1),
  level: int.min(1).optional(),
  uses,
  apCost: nonNegInt.optional(),
  effect: EffectSchema.optional(),
  rules: z.string().optional(),
})
export type Trait = z.infer<typeof TraitSchema>

/** 17: equipment with AP cost (17.3), limited uses (17.4), unwieldy (17.5). */
export const EquipmentSchema = z.strictObject({
  name: z.string().min(1),
  apCost: nonNegInt.optional(),
  uses,
  unwieldy: z.boolean().optional(),
  weightKg: weightKg.optional(),
  effect: EffectSchema.optional(),
  rules: z.string().optional(),
})
export type Equipment = z.infer<typeof EquipmentSchema>

/**
 * 20.2 a power card. `difficulty` modifies the attribute roll (FK-4 is -4, KO+3 is +3);
 * `hpLoss` (20.2.3) on failure or always; target area / model / user (20.2.4); range touch or
 * distance (20.2.5, `rangeCm` the reach at distance); duration instant or lasting (20.2.6).
 * `damage` makes it an attack with that profile; `heal` restores hit points.
 */
export const PowerSchema = z.strictObject({
  name: z.string().min(1),
  apCost: nonNegInt,
  attribute: z.enum(ATTRIBUTES),
  difficulty: int,
  hpLoss: z.strictObject({ amount: int.min(1), when: z.enum(['failure', 'always']) }).optional(),
  target: z.enum(['area', 'model', 'self']),
  range: z.enum(['touch', 'distance']),
  rangeCm: positiveCm.optional(),
  duration: z.enum(['instant', 'lasting']),
  /** A lasting power that ends itself names the condition (20.2.6). */
  endsWhen: z.string().optional(),
  damage: DamageProfileSchema.optional(),
  areaRadius: positiveCm.optional(),
  heal: int.min(1).optional(),
  rules: z.string(),
})
export type Power = z.infer<typeof PowerSchema>

/** 20.1 a discipline in a library file: all its powers. */
export const DisciplineSchema = z.strictObject({
  name: z.string().min(1),
  powers: z.array(PowerSchema).min(1),
  rules: z.string().optional(),
})
export type Discipline = z.infer<typeof DisciplineSchema>

/** 3.3; telematons have no AGI, NK, FK or EH of their own (19.5): those are null and the operator's are used. */
const attributeValue = int.min(0).max(12)
export const AttributesSchema = z.strictObject({
  AGI: attributeValue.nullable(),
  NK: attributeValue.nullable(),
  FK: attributeValue.nullable(),
  KO: attributeValue,
  WN: attributeValue,
  EH: attributeValue.nullable(),
})
export type Attributes = z.infer<typeof AttributesSchema>

/**
 * 2.4 the unit card. `hitPoints` are the white (normal) and orange (critical) circles, together at
 * most 20 (3.5); for a colossus they are the hull's, the other zones derive (18.3).
 * `disciplines` name a discipline of the library and the level (20.1: how many of its powers the
 * model may take into a game).
 */
export const UnitCardSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(MODEL_TYPES),
  size: z.enum(SIZE_PROFILES),
  movement: z.strictObject({ type: z.enum(MOVEMENT_TYPES), speed: z.number().finite().min(0) }),
  attributes: AttributesSchema,
  hitPoints: z.strictObject({ normal: nonNegInt, critical: nonNegInt }),
  traits: z.array(TraitSchema).optional(),
  weapons: z.array(WeaponSchema).optional(),
  armour: z.array(ArmourSchema).optional(),
  equipment: z.array(EquipmentSchema).optional(),
  disciplines: z.array(z.strictObject({ name: z.string().min(1), level: int.min(1) })).optional(),
  points: nonNegInt,
  factions: z.array(z.string().min(1)).min(1),
  /** Own body weight does not count; what it carries does (4.4). Optional free text for players. */
  notes: z.string().optional(),
})
export type UnitCard = z.infer<typeof UnitCardSchema>

/** One file in models/cards/: a faction's cards and the disciplines they draw on. */
export const CardLibraryFileSchema = z.strictObject({
  format: z.literal('sightline-cards'),
  version: z.literal(1),
  faction: z.strictObject({ id: z.string().min(1), name: z.string().min(1), universe: z.string().min(1), notes: z.string().optional() }),
  cards: z.array(UnitCardSchema),
  disciplines: z.array(DisciplineSchema).optional(),
})
export type CardLibraryFile = z.infer<typeof CardLibraryFileSchema>

/** The cards of all loaded files, by id, and the disciplines by name. */
export interface CardLibrary {
  cards: Record<string, UnitCard>
  disciplines: Record<string, Discipline>
}
