import { z } from 'zod'
import { ATTRIBUTES } from '../../scene/cards/unitCard'
import { TERRAIN_TYPES } from '../../scene/terrainTypes'
import { HIT_ZONES } from '../../rules/universalis/model'
import { sectionArcsFault, type SectionArc } from '../../rules/mageknight/large'
import { said } from '../../scene/problems'
import { coded } from '../../scene/zodIssues'
import type { MkGameSettings, ProfileSettings, RuleProfile, UniversalisGameSettings } from './types'
import { DUNGEON_SETTINGS_SHAPE } from '../dungeon/settingsSchema'
import { DEFAULT_SIGHT_OPTIONS } from '../../geometry/sight/sightOptions'

/**
 * The shape of a rule profile as a file or the browser's library stores it: every object strict
 * (a misspelt key is an error naming its path, not a setting silently left at its default) and
 * every value in the range its rule allows. `satisfies` ties the schema to ProfileSettings, so a
 * setting added to a rule set's record and not here fails the type check.
 */
const share = z.number().min(0).max(1)
const cm = z.number().min(0).max(1000)
const count = z.number().int().min(0).max(1000)
const d6 = z.number().int().min(1).max(7)

const sight = z.strictObject({
  eye: z.enum(['top', 'center']),
  sightRangeMode: z.enum(['depth', 'off']),
  cmPerSightStep: cm,
  touchTolerance: cm,
  // R-HM.5, newer than the first saved profiles and game files: one kept without it reads the default.
  supportDropCm: cm.default(DEFAULT_SIGHT_OPTIONS.supportDropCm),
})

const cover = z.strictObject({ coverLevelMix: z.enum(['strongest-sufficient', 'highest']), threshold: share })

const round = z.strictObject({
  panicMoveAt: z.enum(['round-start', 'activation']),
  panicRecovery: z.boolean(),
  threats: z.strictObject({ radiusInclusive: z.boolean() }),
  burning: z.strictObject({ directions: z.enum(['one', 'each-move']), additiveKO: z.enum(['none', 'victim']) }),
})

const universalis = z.strictObject({
  round,
  ranged: z.strictObject({
    bandBoundary: z.enum(['band-contains-end', 'full-band-at-end']),
    aimedBands: z.enum(['double-length', 'double-count']),
  }),
  damage: z.strictObject({
    rerollOrder: z.enum(['attacker-first', 'defender-first']),
    shrapnelIgnoresIndirectCover: z.boolean(),
    zeroDamageShock: z.boolean(),
  }),
  colossus: z.strictObject({ hitZoneTable: z.array(z.enum(HIT_ZONES)).length(12), destroyedZoneHits: z.enum(['hull', 'lost']) }),
  melee: z.strictObject({
    camouflage: z.strictObject({ activeNkBonus: z.enum(['always', 'withAmbush']) }),
    attackerWinOptions: z.array(z.enum(['damage', 'pushBack', 'pushBackAndFollow'])).max(3),
    agiTie: z.enum(['repeat', 'nothing']),
    nkZeroKeepsModifiers: z.boolean(),
  }),
  movement: z.strictObject({
    risk: z.enum(['none', 'tests', 'damage']),
    enemyGap: z.enum(['end', 'whole']),
    enemyDistance: cm,
    passThroughFriends: z.boolean(),
    contactTolerance: cm,
    wheelsRoadBonus: cm,
    fastThreshold: cm,
    fall: z.strictObject({ levelTolerance: cm, limitTolerance: cm, climbCostFactor: z.number().min(0).max(10) }),
  }),
  attributes: z.strictObject({ criticalModifiers: z.partialRecord(z.enum(ATTRIBUTES), z.number().int().min(-12).max(12)) }),
  overwatchTest: z.boolean(),
  flightObligation: z.boolean(),
})

/**
 * R-LF-1: the arcs cover the circle once. Checked here, with the profile, so a profile whose arcs
 * leave a gap or overlap is refused when it is read or edited, not when an attack finds no section.
 */
function checkArcsCoverCircle(arcs: readonly SectionArc[], ctx: z.RefinementCtx): void {
  const fault = sectionArcsFault(arcs)
  if (fault?.fault === 'not-circle') {
    const total = Math.round(fault.totalDeg * 100) / 100
    const s = said(
      `the widths add up to ${total} degrees; the arcs must cover the 360 degrees around the base`,
      'profile-arcs-not-circle',
      {
        total,
      },
    )
    ctx.addIssue({ code: 'custom', path: [], ...coded(s) })
  } else if (fault?.fault === 'overlap') {
    const [a, b] = [fault.first, fault.second]
    const s = said(`arcs ${a + 1} and ${b + 1} overlap; each direction belongs to one section`, 'profile-arcs-overlap', {
      first: a + 1,
      second: b + 1,
    })
    ctx.addIssue({ code: 'custom', path: [], ...coded(s) })
  }
}

const mk = z.strictObject({
  core: z.strictObject({
    pointsPerAction: z.number().int().min(1).max(10_000),
    breakAwayMin: d6,
    criticalHitBonus: count,
    criticalMissDamage: count,
    heightAdvantageDefence: count,
    baseContactToleranceIn: z.number().min(0).max(10),
    invulnerabilityReduction: count,
    shockwaveRangeFactor: share,
    flightBreakAwayMin: d6,
    magicEnhancementBonus: count,
    leadershipMin: d6,
    formationMaxMembers: z.number().int().min(2).max(100),
    formationMoveSpeed: z.enum(['slowest', 'own']),
    formationAttackBonusPerMember: count,
    formationMoveEndsInContact: z.boolean(),
  }),
  castle: z.strictObject({
    gameMode: z.enum(['unlimited', 'conquest']),
    higherPosition: z.enum(['levels', 'measured']),
    higherThresholdCm: cm,
    universalisSectionAttack: z.enum(['heavy-weapons', 'never', 'any']),
    unwieldyFightAcrossAccess: z.boolean(),
  }),
  large: z.strictObject({
    sectionArcs: z
      .array(
        z.strictObject({
          section: z.string().min(1).max(40),
          centreDeg: z.number().min(-360).max(360),
          widthDeg: z.number().gt(0).max(360),
        }),
      )
      .min(1)
      .max(8)
      .superRefine(checkArcsCoverCircle),
    angleToleranceDeg: z.number().min(0).max(45),
    ownerPicksInactive: z.enum(['attacker-chooses', 'attack-lost']),
    meleeRedirect: z.enum(['any-section', 'touched-sections']),
    combinedMoveSpeed: z.enum(['highest', 'sum']),
    flyingCrossesBlocking: z.boolean(),
    destroyedChariotDamageReduced: z.boolean(),
  }),
  cavalry: z.strictObject({
    skittishRemovedAt: z.enum(['start-of-end-phase', 'end-of-end-phase']),
    skittishRiderlessMayAct: z.boolean(),
    overwhelmContact: z.enum(['only-that-unit', 'one-cavalry-unit']),
    overwhelmTokens: z.enum(['both-keep', 'removed']),
    trampleFriendly: z.boolean(),
    trampleDialChooser: z.enum(['trampler', 'owner']),
    darkRidersResetTo: z.enum(['version-start', 'click-0']),
    trampleDamageReduced: z.boolean(),
  }),
  dungeons: z.strictObject({
    ...DUNGEON_SETTINGS_SHAPE,
    // Newer than the first saved profiles: a group's profile kept without it reads the default, never fails (R-VPR.2).
    spawnsAct: DUNGEON_SETTINGS_SHAPE.spawnsAct.default(true),
  }),
  trample: z.strictObject({ crossedBy: z.enum(['base', 'centre-dot']), crossingDepthCm: cm }),
  table: z.strictObject({
    contactLevelToleranceCm: cm,
    maxStepCm: cm,
    hinderingTerrainTypes: z.array(z.enum(TERRAIN_TYPES)).max(20),
    // R-MKT.7, newer than the first saved profiles: one kept without it reads none.
    concealingTerrainTypes: z.array(z.enum(TERRAIN_TYPES)).max(20).default([]),
  }),
})

export const profileSettingsSchema = z.strictObject({
  sight,
  cover,
  universalis,
  play: z.strictObject({ undoRollsBackDice: z.boolean() }),
  mk,
}) satisfies z.ZodType<ProfileSettings>

/** A Universalis game file's `settings` (R-VPR.3): the profile's sight, cover and engine readings the game started with. */
export const universalisGameSettingsSchema = profileSettingsSchema.pick({
  sight: true,
  cover: true,
  universalis: true,
}) satisfies z.ZodType<UniversalisGameSettings>

/** A Mage Knight game file's `settings` (R-VPR.3): the profile's Mage Knight readings but the Dungeons' (a game of its own). */
export const mkGameSettingsSchema = mk.omit({ dungeons: true }) satisfies z.ZodType<MkGameSettings>

const text = z.strictObject({ en: z.string().max(2000), de: z.string().max(2000) })

/** A profile's name: what a user types to choose it, so letters, digits and dashes only (never "__proto__"). */
export const PROFILE_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/

export const ruleProfileSchema = z.strictObject({
  name: z.string().regex(PROFILE_NAME, 'a profile name is 1 to 40 lowercase letters, digits or dashes'),
  title: text,
  description: text,
  settings: profileSettingsSchema,
}) satisfies z.ZodType<RuleProfile>
