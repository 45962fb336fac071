/**
 * The nine terrain types of Universalis 9.6 with their passability (9.4), cover level (9.3)
 * and sight range ("Sichtweite", 9.5). A scene piece's `type` brings these values; its
 * optional `cover` overrides the level.
 */
export const TERRAIN_TYPES = ['fortified', 'thicket', 'building', 'water', 'crater', 'ruin', 'road', 'swamp', 'forest'] as const
export type TerrainType = (typeof TERRAIN_TYPES)[number]

export const COVER_LEVELS = ['none', 'soft', 'hard', 'massive'] as const
export type CoverLevel = (typeof COVER_LEVELS)[number]

export type Passability = 'normal' | 'difficult' | 'impassable'

export interface TerrainTypeInfo {
  /** The rules' own (German) name. */
  german: string
  passability: Passability
  cover: CoverLevel
  /** "Sichtweite" of 9.6; null where the table shows "-". How it limits sight is a ruling. */
  sightRange: number | null
  /** Crater: "Die Deckung wirkt nur gegen Beschuss von außerhalb" (9.6). */
  coverOnlyFromOutside: boolean
}

/** Universalis 9.6, table by table. */
export const TERRAIN_TYPE_INFO: Record<TerrainType, TerrainTypeInfo> = {
  fortified: { german: 'Befestigte Stellung', passability: 'normal', cover: 'massive', sightRange: 1, coverOnlyFromOutside: false },
  thicket: { german: 'Dickicht', passability: 'normal', cover: 'soft', sightRange: 1, coverOnlyFromOutside: false },
  building: { german: 'Gebäude', passability: 'normal', cover: 'hard', sightRange: 1, coverOnlyFromOutside: false },
  water: { german: 'Gewässer', passability: 'difficult', cover: 'none', sightRange: null, coverOnlyFromOutside: false },
  crater: { german: 'Krater', passability: 'difficult', cover: 'hard', sightRange: 1, coverOnlyFromOutside: true },
  ruin: { german: 'Ruine', passability: 'difficult', cover: 'hard', sightRange: 2, coverOnlyFromOutside: false },
  road: { german: 'Straße', passability: 'normal', cover: 'none', sightRange: null, coverOnlyFromOutside: false },
  swamp: { german: 'Sumpf', passability: 'impassable', cover: 'none', sightRange: 1, coverOnlyFromOutside: false },
  forest: { german: 'Wald', passability: 'difficult', cover: 'hard', sightRange: 2, coverOnlyFromOutside: false },
}

/** Ordering used to compare cover levels. */
export const coverRank = (level: CoverLevel): number => COVER_LEVELS.indexOf(level)
