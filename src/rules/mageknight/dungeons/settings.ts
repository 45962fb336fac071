import { ruling } from '../../kernel/clauses'

/**
 * What the Dungeons artifact text (002) and the Dungeons core it leans on leave to the referee,
 * as settings whose defaults are the rulings R-MKD-* in docs/RULINGS.md ("Dungeons artifacts
 * (002)"). Numbers 002 prints (4 movement points to use an artifact, chair +1 and defence 7,
 * table +2 and defence 10) are constants in the modules that use them.
 */
export interface DungeonSettings {
  /**
   * R-MKD-1: diagonal steps. 'clear-corner': allowed when no wall touches the corner the step
   * crosses (the four edges meeting there); 'one-open-route': allowed when one of the two
   * orthogonal routes around the corner is free of walls; 'never': orthogonal steps only.
   */
  diagonalSteps: 'clear-corner' | 'one-open-route' | 'never'
  /** R-MKD-2: adjacency. 'eight': the 8 neighbours, a diagonal one only as a diagonal step allows it; 'four': orthogonal only. Never across a wall. */
  adjacency: 'eight' | 'four'
  /** R-MKD-3: a square whose centre lies exactly on the line through the figure's sides (90° off its facing) is in the front arc. */
  frontArcEdgeInside: boolean
  /** R-MKD-4: a flying figure pays 1 per square whatever the terrain or artifact there (never through a pillar or a wall). */
  flyersIgnoreTerrainCost: boolean
  /** R-MKD-5: which token a hero draws: one at random from all under the artifact, or one at random of a colour the player names. */
  drawChoice: 'random' | 'colour-chosen'
  /** R-MKD-6: a refresh token tops every artifact up to its start count, or first shuffles all remaining tokens back and deals afresh. */
  refresh: 'top-up' | 'deal-afresh'
  /** R-MKD-7: an object's melee attack has the core's critical hit (a double six hits, +1 click) and miss (a double one misses). */
  objectAttackCriticals: boolean
  /**
   * R-MKDJ-4: the dungeon's figures (Mage Spawns, the scene's figures not of the hero team) may be
   * activated by the non-hero side; false keeps them passive (they stand, block and can be attacked).
   */
  spawnsAct: boolean
}

export const DEFAULT_DUNGEON_SETTINGS: DungeonSettings = {
  diagonalSteps: 'clear-corner',
  adjacency: 'eight',
  frontArcEdgeInside: true,
  flyersIgnoreTerrainCost: true,
  drawChoice: 'random',
  refresh: 'top-up',
  objectAttackCriticals: true,
  spawnsAct: true,
}

export const MKD_RULINGS = {
  diagonal: ruling('R-MKD-1', 'Diagonale Schritte und Wandecken'),
  adjacency: ruling('R-MKD-2', 'Angrenzende Felder'),
  frontArc: ruling('R-MKD-3', 'Der Blickwinkel auf dem Raster'),
  flight: ruling('R-MKD-4', 'Fliegen im Dungeon'),
  draw: ruling('R-MKD-5', 'Welche Marke gezogen wird'),
  refresh: ruling('R-MKD-6', 'Marken erneuern: auffüllen'),
  objectAttack: ruling('R-MKD-7', 'Angriffe durch Objekte'),
  largeArtifacts: ruling('R-MKD-8', 'Artefakte aus mehreren Feldern'),
  placing: ruling('R-MKD-9', 'Die nächsten freien Felder'),
  emptyPool: ruling('R-MKD-10', 'Ein leerer Haufen'),
  abilityKept: ruling('R-MKD-11', 'Die verliehene Fähigkeit bleibt'),
  furniture: ruling('R-MKD-12', 'Möbel tragen, abstellen und zerstören'),
  swimming: ruling('R-MKD-13', 'Schwimmen und Teiche'),
  immediate: ruling('R-MKD-14', 'Sofortige Wirkungen der Ersatzmarken'),
  spawnAttack: ruling('R-MKD-15', 'Mage Spawns greifen an'),
  spawnMoveToken: ruling('R-MKD-16', 'Die Bewegungsmarke eines Mage Spawns'),
  heroAttack: ruling('R-MKD-17', 'Helden greifen die Figuren des Dungeons an'),
  attackAbilities: ruling('R-MKD-18', 'Spezialfähigkeiten in einem Angriff auf dem Raster'),
} as const
