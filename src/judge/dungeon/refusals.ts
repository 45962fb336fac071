import { refuse as kernelRefuse, ruling, type Clause, type Refusal as KernelRefusal } from '../../rules/kernel'
import { DUNGEONS, type RefusalCode as RulesRefusalCode } from '../../rules/mageknight/dungeons'

/**
 * Why the Dungeons judge session refuses a step before the rules are asked: whose activation it
 * is, a carried piece to put down first, a goal no legal path reaches, an attack the dial cannot
 * make. The rules' own refusals (src/rules/mageknight/dungeons/refusals.ts) pass through as they are.
 */
export type SessionRefusalCode =
  /** core 15 Dungeons: only a hero of the hero team is activated (the judge plays the hero team). */
  | 'not-a-hero'
  /** core 15 Dungeons: one hero acts at a time; the active one ends its activation first. */
  | 'another-hero-active'
  /** core 15 Dungeons: a hero moves, uses, picks up and attacks only in its own activation. */
  | 'hero-not-active'
  /** core 15 Dungeons: there is no activation to end. */
  | 'no-active-hero'
  /** core 2: an eliminated hero is off the board and acts no more. */
  | 'hero-eliminated'
  /** 002 Stuhl (R-MKD-12): a hero carrying furniture puts it down at once after its move, before anything else. */
  | 'must-put-down'
  /** core 15 Dungeons: a path named in the step starts on the hero's square and ends on its goal. */
  | 'path-not-hero-to-goal'
  /** core 15 Dungeons: no legal path within the hero's movement points reaches the square. */
  | 'no-legal-path'
  /** R-MKDJ-2: a shockwave attack needs the ability on the hero's dial. */
  | 'attack-ability-missing'
  /** R-MKDJ-2: the furniture is neither adjacent nor within the dial's range in squares, or not in the front arc. */
  | 'furniture-out-of-reach'
  /** R-MKDJ-4: only the dungeon's figures (placed Mage Spawns, the scene's figures not of the hero team) are activated as spawns. */
  | 'not-a-spawn'
  /** R-MKDJ-4: an eliminated dungeon figure is off the board and acts no more. */
  | 'spawn-eliminated'
  /** R-MKDJ-4: each dungeon figure is activated once between two hero activations. */
  | 'spawn-acted'
  /** R-MKDJ-4: a dungeon figure moves, turns and attacks only in its own activation. */
  | 'spawn-not-active'
  /** R-MKDJ-4: with the setting spawnsAct false the dungeon's figures stay passive and are never activated. */
  | 'spawns-passive'
  /** R-MKD-17: a hero attacks a figure on the board; this one is not there (an unknown id, or one eliminated). */
  | 'target-not-on-board'

export type DungeonRefusalCode = SessionRefusalCode | RulesRefusalCode
export type DungeonRefusal = KernelRefusal<DungeonRefusalCode>

export const JUDGE_RULINGS = {
  facing: ruling('R-MKDJ-1', 'Drehen im Dungeon'),
  furnitureAttack: ruling('R-MKDJ-2', 'Möbel angreifen'),
  spawns: ruling('R-MKDJ-4', 'Die Figuren des Dungeons handeln'),
} as const

export const sessionRefuse = (
  code: SessionRefusalCode,
  reason: string,
  params?: DungeonRefusal['params'],
  clause: Clause = DUNGEONS.core,
): { ok: false; refusal: DungeonRefusal } => kernelRefuse(code, reason, clause, params)
