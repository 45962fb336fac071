import { z } from 'zod'
import { settingLeaves } from './leaves'
import { profileSettingsSchema } from './schema'
import { SIGHTLINE_DEFAULT } from './shipped'
import { type ListKind, listKindOf } from './settingListKinds'

/**
 * What each setting of a profile is, for an editor and a list of differences (issue 15, part 3;
 * R-VPR.2): its rule set, the ruling of docs/RULINGS.md that names it, and the values it may take,
 * read from the profile schema itself (so an editor offers exactly what the check accepts).
 * Labels are words and live with the view's texts; this is the judge's side: ids and ranges.
 */

/** The rule sets a profile's settings belong to, in the order an editor shows them. */
export const SETTING_GROUPS = ['sight', 'universalis', 'play', 'mageknight', 'castle', 'large', 'cavalry', 'dungeons'] as const
export type SettingGroup = (typeof SETTING_GROUPS)[number]

/** The unit a number setting is written in (a share is 0 to 1; pips are a die's face). */
export type SettingUnit = 'cm' | 'in' | 'deg' | 'share' | 'factor' | 'pips' | 'count' | 'points'

export type SettingKind =
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'number'; unit: SettingUnit; min: number; max: number; integer: boolean }
  | { kind: 'boolean' }
  /**
   * A setting of several values, compared whole (settingListKinds.ts): a list of named entries
   * (`set`: a checkbox each, as terrain types; else a choice per place, as the hit-zone table), a
   * record of named keys to whole numbers (R-11.3a's maluses: a number per key, empty for none),
   * or a large figure's section arcs (R-LF-1: a row per arc).
   */
  | ListKind

export type SettingInfo = SettingKind & { path: string; group: SettingGroup; ruling: string }

/** The ruling of docs/RULINGS.md that names each setting (rulingIds.test.ts holds them to the document). */
export const SETTING_RULINGS: ReadonlyMap<string, string> = new Map([
  ['sight.eye', 'R-4.3a'],
  ['sight.sightRangeMode', 'R-9.5'],
  ['sight.cmPerSightStep', 'R-9.5'],
  ['sight.touchTolerance', 'R-9.3e'],
  ['sight.supportDropCm', 'R-HM.5'],
  ['cover.coverLevelMix', 'R-9.3a'],
  ['cover.threshold', 'R-9.3f'],
  ['universalis.round.panicMoveAt', 'R-5.5.1a'],
  ['universalis.round.panicRecovery', 'R-5.6a'],
  ['universalis.round.threats.radiusInclusive', 'R-4.5.1a'],
  ['universalis.round.burning.directions', 'R-11.1a'],
  ['universalis.round.burning.additiveKO', 'R-11.1b'],
  ['universalis.ranged.bandBoundary', 'R-14.7a'],
  ['universalis.ranged.aimedBands', 'R-14.2a'],
  ['universalis.damage.rerollOrder', 'R-10.3b'],
  ['universalis.damage.shrapnelIgnoresIndirectCover', 'R-14.11b'],
  ['universalis.damage.zeroDamageShock', 'R-10.5b'],
  ['universalis.colossus.hitZoneTable', 'R-18.3a'],
  ['universalis.colossus.destroyedZoneHits', 'R-18.3b'],
  ['universalis.melee.camouflage.activeNkBonus', 'R-16.2.1a'],
  ['universalis.melee.attackerWinOptions', 'R-15.1a'],
  ['universalis.melee.agiTie', 'R-15.1c'],
  ['universalis.melee.nkZeroKeepsModifiers', 'R-15.3a'],
  ['universalis.movement.risk', 'R-8.8f'],
  ['universalis.movement.enemyGap', 'R-8.3a'],
  ['universalis.movement.enemyDistance', 'R-RP.1'],
  ['universalis.movement.passThroughFriends', 'R-8.3b'],
  ['universalis.movement.contactTolerance', 'R-8.3c'],
  ['universalis.movement.wheelsRoadBonus', 'R-RP.1'],
  ['universalis.movement.fastThreshold', 'R-8.0d'],
  ['universalis.movement.fall.levelTolerance', 'R-8.8a'],
  ['universalis.movement.fall.limitTolerance', 'R-8.8b'],
  ['universalis.movement.fall.climbCostFactor', 'R-8.7a'],
  ['universalis.attributes.criticalModifiers', 'R-11.3a'],
  ['universalis.overwatchTest', 'R-E.2a'],
  ['universalis.flightObligation', 'R-E.9b'],
  ['play.undoRollsBackDice', 'R-P.1'],
  ['mk.core.pointsPerAction', 'R-MKC-1'],
  ['mk.core.breakAwayMin', 'R-MKC-2'],
  ['mk.core.criticalHitBonus', 'R-MKC-3'],
  ['mk.core.criticalMissDamage', 'R-MKC-3'],
  ['mk.core.heightAdvantageDefence', 'R-MKC-4'],
  ['mk.core.baseContactToleranceIn', 'R-MKC-5'],
  ['mk.core.invulnerabilityReduction', 'R-MKC-7'],
  ['mk.core.shockwaveRangeFactor', 'R-MKC-9'],
  ['mk.core.flightBreakAwayMin', 'R-MKC-10'],
  ['mk.core.magicEnhancementBonus', 'R-MKC-11'],
  ['mk.core.leadershipMin', 'R-MKC-12'],
  ['mk.core.formationMaxMembers', 'R-MKF-1'],
  ['mk.core.formationMoveSpeed', 'R-MKF-2'],
  ['mk.core.formationAttackBonusPerMember', 'R-MKF-3'],
  ['mk.core.formationMoveEndsInContact', 'R-MKF-4'],
  ['mk.castle.gameMode', 'R-RP.1'],
  ['mk.castle.higherPosition', 'R-MK-2a'],
  ['mk.castle.higherThresholdCm', 'R-MK-2a'],
  ['mk.castle.universalisSectionAttack', 'R-MK-6a'],
  ['mk.castle.unwieldyFightAcrossAccess', 'R-MK-4b'],
  ['mk.large.sectionArcs', 'R-LF-1'],
  ['mk.large.angleToleranceDeg', 'R-LF-2'],
  ['mk.large.ownerPicksInactive', 'R-LF-3'],
  ['mk.large.meleeRedirect', 'R-LF-4'],
  ['mk.large.combinedMoveSpeed', 'R-LF-5'],
  ['mk.large.flyingCrossesBlocking', 'R-LF-7'],
  ['mk.large.destroyedChariotDamageReduced', 'R-LF-13'],
  ['mk.cavalry.skittishRemovedAt', 'R-MKK-1'],
  ['mk.cavalry.skittishRiderlessMayAct', 'R-MKK-3'],
  ['mk.cavalry.overwhelmContact', 'R-MKK-6'],
  ['mk.cavalry.overwhelmTokens', 'R-MKK-7'],
  ['mk.cavalry.trampleFriendly', 'R-MKK-8'],
  ['mk.cavalry.trampleDialChooser', 'R-MKK-9'],
  ['mk.cavalry.darkRidersResetTo', 'R-MKK-10'],
  ['mk.cavalry.trampleDamageReduced', 'R-MKK-23'],
  ['mk.dungeons.diagonalSteps', 'R-MKD-1'],
  ['mk.dungeons.adjacency', 'R-MKD-2'],
  ['mk.dungeons.frontArcEdgeInside', 'R-MKD-3'],
  ['mk.dungeons.flyersIgnoreTerrainCost', 'R-MKD-4'],
  ['mk.dungeons.drawChoice', 'R-MKD-5'],
  ['mk.dungeons.refresh', 'R-MKD-6'],
  ['mk.dungeons.objectAttackCriticals', 'R-MKD-7'],
  ['mk.dungeons.spawnsAct', 'R-MKDJ-4'],
  ['mk.table.contactLevelToleranceCm', 'R-MKT.1'],
  ['mk.table.maxStepCm', 'R-MKT.4'],
  ['mk.table.hinderingTerrainTypes', 'R-MKT.6'],
  ['mk.table.concealingTerrainTypes', 'R-MKT.7'],
  ['mk.trample.crossedBy', 'R-CVG.3'],
  ['mk.trample.crossingDepthCm', 'R-CVG.3'],
])

/** The unit of each number setting; a number setting without one fails settingInfo.test.ts. */
const UNITS: ReadonlyMap<string, SettingUnit> = new Map([
  ['sight.cmPerSightStep', 'cm'],
  ['sight.touchTolerance', 'cm'],
  ['sight.supportDropCm', 'cm'],
  ['cover.threshold', 'share'],
  ['universalis.movement.enemyDistance', 'cm'],
  ['universalis.movement.contactTolerance', 'cm'],
  ['universalis.movement.wheelsRoadBonus', 'cm'],
  ['universalis.movement.fastThreshold', 'cm'],
  ['universalis.movement.fall.levelTolerance', 'cm'],
  ['universalis.movement.fall.limitTolerance', 'cm'],
  ['universalis.movement.fall.climbCostFactor', 'factor'],
  ['mk.core.pointsPerAction', 'points'],
  ['mk.core.breakAwayMin', 'pips'],
  ['mk.core.criticalHitBonus', 'count'],
  ['mk.core.criticalMissDamage', 'count'],
  ['mk.core.heightAdvantageDefence', 'count'],
  ['mk.core.baseContactToleranceIn', 'in'],
  ['mk.core.invulnerabilityReduction', 'count'],
  ['mk.core.shockwaveRangeFactor', 'factor'],
  ['mk.core.flightBreakAwayMin', 'pips'],
  ['mk.core.magicEnhancementBonus', 'count'],
  ['mk.core.leadershipMin', 'pips'],
  ['mk.core.formationMaxMembers', 'count'],
  ['mk.core.formationAttackBonusPerMember', 'count'],
  ['mk.castle.higherThresholdCm', 'cm'],
  ['mk.large.angleToleranceDeg', 'deg'],
  ['mk.table.contactLevelToleranceCm', 'cm'],
  ['mk.table.maxStepCm', 'cm'],
  ['mk.trample.crossingDepthCm', 'cm'],
])

/** The lists of named entries whose order counts (R-18.3a: the 2d6 total picks the place): edited place by place, not as a set. */
const ORDERED_TABLES: ReadonlySet<string> = new Set(['universalis.colossus.hitZoneTable'])

/** The rule set a setting belongs to: the profile's own grouping, with Mage Knight split by supplement. */
export function settingGroupOf(path: string): SettingGroup {
  const [top, second] = path.split('.')
  if (top === 'sight' || top === 'cover') return 'sight'
  if (top === 'universalis' || top === 'play') return top
  if (second === 'castle' || second === 'large' || second === 'cavalry' || second === 'dungeons') return second
  // What a Trample path crosses is the cavalry supplement's (003), measured on the table.
  return second === 'trample' ? 'cavalry' : 'mageknight'
}

/** The schema of the setting at `path` (z.ZodObject's shape, step by step). */
function schemaAt(path: string): z.ZodType {
  let at: z.ZodType = profileSettingsSchema
  for (const key of path.split('.')) {
    if (!(at instanceof z.ZodObject)) throw new RangeError(`path: "${path}" is no setting of the profile schema`)
    at = (at.shape as Record<string, z.ZodType>)[key]
  }
  return at
}

function kindOf(path: string, declared: z.ZodType): SettingKind {
  // A setting newer than the first saved profiles has a default (schema.ts): offer what it wraps.
  const schema = declared instanceof z.ZodDefault ? (declared.unwrap() as z.ZodType) : declared
  if (schema instanceof z.ZodEnum) return { kind: 'enum', options: schema.options.map(String) }
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean' }
  if (schema instanceof z.ZodNumber) {
    const unit = UNITS.get(path)
    if (!unit) throw new RangeError(`path: the number setting "${path}" has no unit`)
    return { kind: 'number', unit, min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER, integer: schema.isInt }
  }
  return listKindOf(path, schema, ORDERED_TABLES.has(path))
}

/** Every setting of a profile, in the profile's order, with what an editor needs to offer it. */
export function settingInfos(): SettingInfo[] {
  return settingLeaves(SIGHTLINE_DEFAULT.settings).map(({ path }) => ({
    ...kindOf(path, schemaAt(path)),
    path,
    group: settingGroupOf(path),
    ruling: SETTING_RULINGS.get(path) ?? '',
  }))
}

/** The settings with `path` set to `value` (a copy; the other settings are shared). Throws on a path the profile lacks. */
export function withSetting<T extends object>(settings: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.')
  if (!Object.hasOwn(settings, key)) throw new RangeError(`path: "${path}" is no setting of the profile`)
  const inner = (settings as Record<string, unknown>)[key]
  return { ...settings, [key]: rest.length === 0 ? value : withSetting(inner as object, rest.join('.'), value) }
}

/** The value at `path`, or undefined when the settings have none there. */
export function settingAt(settings: object, path: string): unknown {
  let at: unknown = settings
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined
    at = (at as Record<string, unknown>)[key]
  }
  return at
}
