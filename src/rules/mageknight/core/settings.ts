import { ruling } from '../../kernel/clauses'

/**
 * The numbers of the Mage Knight core that the supplements do not print (docs/MAGE-KNIGHT-CORE.md
 * marks each "general knowledge"): players who learnt the game differently set them here. The
 * defaults are the rulings R-MKC-* in docs/RULINGS.md.
 */
export interface MkCoreSettings {
  /** R-MKC-1 actions per turn: one for each started `pointsPerAction` of the build total. */
  pointsPerAction: number
  /** R-MKC-2 breaking away succeeds on a d6 of at least this (large figures: fail only on a 1, 000 "Allgemeine Regeln"). */
  breakAwayMin: number
  /** R-MKC-3 clicks of damage a critical hit adds and a critical miss deals its attacker. */
  criticalHitBonus: number
  criticalMissDamage: number
  /** R-MKC-4 defence bonus of a target on raised terrain against an attacker on the ground (core 8). */
  heightAdvantageDefence: number
  /** R-MKC-5 inches two bases may stand apart and still count as touching on a real table. */
  baseContactToleranceIn: number
  /** R-MKC-7 clicks invulnerability takes off an attack's damage (toughness takes 1, the example of 000 "Den Passagier verletzen"). */
  invulnerabilityReduction: number
  /** R-MKC-9 shockwave reaches every figure within this share of the shooter's range. */
  shockwaveRangeFactor: number
  /** R-MKC-10 a figure moving by flight breaks away on a d6 of at least this (fails only on a 1). */
  flightBreakAwayMin: number
  /** R-MKC-11 damage magic enhancement adds to a friendly ranged attacker in base contact, once however many enhance it. */
  magicEnhancementBonus: number
  /** R-MKC-12 leadership gives one extra action on a d6 of at least this, rolled once at the start of the turn. */
  leadershipMin: number
  /** R-MKF-1 the most figures one formation may have (core 10). */
  formationMaxMembers: number
  /** R-MKF-2 a moving formation: every member at most the slowest member's speed, or each at most its own. */
  formationMoveSpeed: 'slowest' | 'own'
  /** R-MKF-3 attack the main attacker of a formation gains for every other member (core 10). */
  formationAttackBonusPerMember: number
  /** R-MKF-4 after a formation move the members must again stand in one chain of base contact. */
  formationMoveEndsInContact: boolean
}

export const DEFAULT_MK_CORE_SETTINGS: MkCoreSettings = {
  pointsPerAction: 100,
  breakAwayMin: 4,
  criticalHitBonus: 1,
  criticalMissDamage: 1,
  heightAdvantageDefence: 1,
  baseContactToleranceIn: 0.05,
  invulnerabilityReduction: 2,
  shockwaveRangeFactor: 0.5,
  flightBreakAwayMin: 2,
  magicEnhancementBonus: 1,
  leadershipMin: 4,
  formationMaxMembers: 5,
  formationMoveSpeed: 'slowest',
  formationAttackBonusPerMember: 1,
  formationMoveEndsInContact: true,
}

export const MKC_RULINGS = {
  actionsPerTurn: ruling('R-MKC-1', 'Aktionen pro Zug aus dem Punktwert der Armee'),
  breakAway: ruling('R-MKC-2', 'Lösen aus dem Nahkampf: W6'),
  criticals: ruling('R-MKC-3', 'Kritischer Treffer und Patzer'),
  height: ruling('R-MKC-4', 'Höhenvorteil'),
  contact: ruling('R-MKC-5', 'Basenkontakt auf dem Tisch'),
  army: ruling('R-MKC-6', 'Armee zusammenstellen'),
  damageReduction: ruling('R-MKC-7', 'Zähigkeit, Unverwundbarkeit, Magische Immunität'),
  stealth: ruling('R-MKC-8', 'Tarnung, vereinfacht'),
  shockwave: ruling('R-MKC-9', 'Schockwelle'),
  movement: ruling('R-MKC-10', 'Fliegen und Schwimmen'),
  magicEnhancement: ruling('R-MKC-11', 'Magische Verstärkung'),
  leadership: ruling('R-MKC-12', 'Anführer'),
} as const
