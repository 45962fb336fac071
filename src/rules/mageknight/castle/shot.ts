import type { MkAbility } from '../../../scene/mageknight/dial'
import { cmToInches, type Cm, type Inches } from '../../../math/units'
import type { WeaponEffect } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { sumModifiers } from '../../kernel/resolution'
import type { Modifier } from '../../kernel/resolution'
import { CASTLE, CORE, LARGE } from '../core/clauses'
import { attackerFactsOf, mayAttackSection, universalisMayAttackSection, type SectionAttackPermission } from './attackers'
import { figureOnSectionDefence, heightAdvantage, sectionTargetDefence, type MkElevation } from './defence'
import {
  isSectionDestroyed,
  sectionAsPiece,
  sectionCanShoot,
  SHIPPED_SECTION_KINDS,
  type CastleSectionState,
  type SectionKinds,
} from './section'
import { isMultiDial, statsOf, type MkPiece } from '../core/dial'
import { roundInches, showInches } from '../core/ranged'
import { DEFAULT_MK_CASTLE_SETTINGS, MK_RULINGS, type MkCastleSettings } from './settings'
import { refuse, type Refusal, type Resolution } from './refusals'
import { refusalDetail } from './refusalDetail'

/**
 * Everything the castle rules say about one ranged attack at or from a castle, in one report
 * (issue 4, "the judge panel and the command line report ..."): whether the attacker may attack
 * a section at all, horizontal distance, the 4-inch minimum, long range, height advantage and
 * fortification, each with its clause. Geometry facts come in as plain values.
 */

/** The section kinds' minimum distance for castle fire: targets at 4 inches or closer are out (001 "Angriffe"). */
export const CASTLE_MIN_RANGE_IN = 4

export interface ShotShooter {
  id: string
  /** The MK figure, or the section as a piece; null for a Universalis model. */
  piece: MkPiece | null
  /** Set when the shooter is a castle section. */
  section: CastleSectionState | null
  /** The dial that shoots (a large figure's section); 0 otherwise. */
  dial?: number
  /** The shooting dial is a large figure's front section (000 "Fernkampf": long range). */
  largeFigureFront?: boolean
  abilitiesUsed?: readonly MkAbility[]
  /** A Universalis model's facts (when `piece` is null): range of its weapon in cm, colossus, weapon effects. */
  universalis?: { colossus: boolean; weaponEffects: readonly WeaponEffect[]; rangeCm: number | null }
  /** The section the shooter stands on, if any. */
  standsOn: CastleSectionState | null
  elevation: MkElevation
  /** Geometry: in base contact with an opposing figure (core 6). */
  inEnemyBaseContact?: boolean
}

export interface ShotTarget {
  id: string
  piece: MkPiece | null
  /** Set when the target is a castle section. */
  section: CastleSectionState | null
  standsOn: CastleSectionState | null
  elevation: MkElevation
  /** Defence to beat when the target has no MK dial (a Universalis model); ignored otherwise. */
  defence?: number
}

export interface CastleShotInput {
  shooter: ShotShooter
  target: ShotTarget
  /** Horizontal distance between the centre points (a section's centre for a section), cm, from the geometry. */
  horizontalDistanceCm: number
  /** Geometry: the line of fire crosses an outer edge of a castle section. */
  lineCrossesOuterEdge: boolean
  /** Geometry: `clear`; `bases-only` (only figure bases are in the way); `blocked` (terrain, a closed portal). */
  lineOfFire: 'clear' | 'bases-only' | 'blocked'
  /** Use the long-range attack; absent: when needed (R-MK-5a). */
  useLongRange?: boolean
}

export interface CastleShotReport {
  allowed: boolean
  /** Every reason the shot may not be taken, first the most basic. */
  refusals: Refusal[]
  horizontalDistanceIn: Inches
  rangeIn: number | null
  effectiveRangeIn: number | null
  longRange: { eligible: boolean; used: boolean }
  /** 4 when the shooter is a castle section, else null. */
  minimumRangeIn: number | null
  /** When the target is a section: the categories the attacker falls in (null when refused or not a section). */
  sectionAttack: SectionAttackPermission | null
  defence: { base: number | null; modifiers: Modifier[]; total: number | null }
  damage: { base: number | null; modifiers: Modifier[]; total: number | null }
  lines: RulingLine[]
}

const isTitanOrMulti = (p: MkPiece | null) => p !== null && (p.titan || isMultiDial(p))

/** The castle modifiers of one shot; pure, never throws on legal input, refusals as values. */
export function castleShotReport(
  input: CastleShotInput,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): CastleShotReport {
  const { shooter, target } = input
  if (!Number.isFinite(input.horizontalDistanceCm) || input.horizontalDistanceCm < 0)
    throw new RangeError(`horizontalDistanceCm: expected a finite distance >= 0, got ${input.horizontalDistanceCm}`)
  const refusals: Refusal[] = []
  const lines: RulingLine[] = []
  const distance = cmToInches(input.horizontalDistanceCm as Cm)
  const shooterPiece = shooter.section ? sectionAsPiece(shooter.section, kinds) : shooter.piece
  const targetPiece = target.section ? sectionAsPiece(target.section, kinds) : target.piece
  const dial = shooter.dial ?? 0

  // Distance: horizontal from the section's centre (001 "Angriffe") or to it (001 "Das Castle angreifen").
  const distanceClause = shooter.section ? CASTLE.attacks : target.section ? CASTLE.whoMayAttack : CORE.distances
  lines.push({
    key: 'horizontalDistance',
    value: roundInches(distance),
    clause: distanceClause,
    ...detailed('horizontalDistance', '{inches} in ({cm} cm), measured horizontally', {
      inches: roundInches(distance),
      cm: Math.round(input.horizontalDistanceCm * 10) / 10,
    }),
  })

  // Line of fire: figure bases do not block fire from or at a section.
  const basesIgnored = shooter.section !== null || target.section !== null
  if (input.lineOfFire === 'blocked')
    refusals.push(refuse('line-of-fire-blocked', 'the line of fire is blocked (terrain or a closed portal)', CASTLE.portals).refusal)
  else if (input.lineOfFire === 'bases-only') {
    if (basesIgnored)
      lines.push({
        key: 'basesIgnored',
        value: true,
        clause: shooter.section ? CASTLE.attacks : CASTLE.whoMayAttack,
        ...detailed('basesIgnored', 'figure bases do not block this line of fire'),
      })
    else refusals.push(refuse('bases-block-line-of-fire', 'figure bases block the line of fire', CORE.ranged).refusal)
  }

  if (shooter.inEnemyBaseContact && !shooter.section)
    refusals.push(
      refuse('shooter-in-base-contact', `${shooter.id} is in base contact with an opposing figure and cannot shoot`, CORE.baseContact)
        .refusal,
    )

  // Who may attack a section.
  let sectionAttack: SectionAttackPermission | null = null
  if (target.section) {
    if (isSectionDestroyed(target.section, kinds))
      refusals.push(refuse('section-destroyed', `${target.section.id} is destroyed (rubble)`, CASTLE.destruction).refusal)
    const standsOnTarget = shooter.standsOn?.id === target.section.id
    let permission: Resolution<SectionAttackPermission>
    if (shooter.section) permission = { ok: true, value: { categories: [], lines: [] }, breakdown: { modifiers: [], rolls: [], lines: [] } }
    else if (shooterPiece) {
      const facts = attackerFactsOf(shooterPiece, 'ranged', shooter.abilitiesUsed ?? [], standsOnTarget, dial)
      permission = facts.ok ? mayAttackSection(facts.value) : facts
    } else if (shooter.universalis)
      permission = universalisMayAttackSection({ id: shooter.id, ...shooter.universalis, attackKind: 'ranged', standsOnTarget }, settings)
    else
      permission = refuse(
        'attacker-without-card',
        `${shooter.id} has neither a Mage Knight dial nor a Universalis card: it falls in none of the categories`,
        CASTLE.whoMayAttack,
      )
    if (permission.ok) {
      sectionAttack = permission.value
      lines.push(
        {
          key: 'mayAttackSection',
          value: true,
          clause: shooter.section ? CASTLE.longRange : CASTLE.whoMayAttack,
          ...(shooter.section ? detailed('mayAttackSection', 'castle sections may attack opposing sections') : {}),
        },
        ...permission.value.lines,
      )
    } else {
      refusals.push(permission.refusal)
      lines.push({ key: 'mayAttackSection', value: false, clause: permission.refusal.clause, ...refusalDetail(permission.refusal) })
    }
  }

  // A section shoots only with range and attack above 0, never at 4 inches or closer.
  let minimumRangeIn: number | null = null
  if (shooter.section) {
    if (!sectionCanShoot(shooter.section, kinds))
      refusals.push(
        refuse('section-cannot-shoot', `${shooter.section.id} has no range or attack above 0 and cannot shoot`, CASTLE.actions).refusal,
      )
    minimumRangeIn = CASTLE_MIN_RANGE_IN
    const tooClose = distance <= CASTLE_MIN_RANGE_IN
    lines.push({
      key: 'minimumRange',
      value: CASTLE_MIN_RANGE_IN,
      clause: CASTLE.attacks,
      ...(tooClose
        ? detailed('minimumRange.tooClose', 'target at {inches} in: 4 in or closer', { inches: roundInches(distance) })
        : detailed('minimumRange.beyond', 'target beyond 4 in')),
    })
    if (tooClose)
      refusals.push(
        refuse(
          'within-section-minimum-range',
          `a castle section may not shoot at targets 4 inches away or closer (${showInches(distance)})`,
          CASTLE.attacks,
        ).refusal,
      )
  }

  // Range, and the long-range attack (001 "Angriffe auf weite Entfernung", 000 "Fernkampf").
  let rangeIn: number | null = null
  if (shooterPiece) rangeIn = statsOf(shooterPiece, dial).rangeIn
  else if (shooter.universalis?.rangeCm != null) rangeIn = cmToInches(shooter.universalis.rangeCm as Cm)
  const longRangeShooter = shooter.section !== null || shooter.largeFigureFront === true
  const longRangeTarget = target.section !== null || isTitanOrMulti(targetPiece)
  const eligible = longRangeShooter && longRangeTarget && rangeIn !== null && rangeIn > 0
  const used = eligible && (input.useLongRange ?? distance > (rangeIn ?? 0))
  const longRangeClause = shooter.section ? CASTLE.longRange : LARGE.longRange
  if (input.useLongRange && !eligible)
    refusals.push(
      refuse(
        'long-range-not-available',
        "a long-range attack needs a castle section or a large figure's front section shooting at a multi-dial figure, a titan or a castle section",
        longRangeClause,
      ).refusal,
    )
  const effectiveRangeIn = rangeIn === null ? null : used ? rangeIn * 2 : rangeIn
  lines.push({
    key: 'longRange',
    value: used,
    clause: longRangeClause,
    ...(eligible
      ? used
        ? detailed('longRange.used', 'range {range} in doubled to {effective} in, damage -2', {
            range: roundInches(rangeIn as Inches),
            effective: roundInches(effectiveRangeIn as Inches),
          })
        : detailed('longRange.notNeeded', 'available, not needed')
      : detailed('longRange.notAvailable', 'not available for this shooter and target')),
  })
  if (eligible && input.useLongRange === undefined)
    lines.push({ key: 'longRangeWhenNeeded', value: true, clause: MK_RULINGS.longRangeWhenNeeded })
  if (effectiveRangeIn !== null && distance > effectiveRangeIn)
    refusals.push(
      refuse(
        'out-of-range',
        `target at ${showInches(distance)}, range ${showInches(effectiveRangeIn as Inches)}`,
        used ? longRangeClause : CORE.ranged,
      ).refusal,
    )

  // Defence.
  const defenceBase = targetPiece ? statsOf(targetPiece).defence : (target.defence ?? null)
  const bonus = target.section
    ? sectionTargetDefence(shooter.elevation, settings)
    : target.standsOn
      ? figureOnSectionDefence(
          {
            targetSection: target.standsOn,
            target: target.elevation,
            shooter: shooter.elevation,
            lineCrossesOuterEdge: input.lineCrossesOuterEdge,
          },
          settings,
          kinds,
        )
      : heightAdvantage(target.elevation, shooter.elevation, CORE.height, settings)
  lines.push(...bonus.lines)

  // Damage.
  const damageBase = shooterPiece ? statsOf(shooterPiece, dial).damage : null
  const damageMods: Modifier[] = used ? [{ key: 'longRangeDamage', value: -2, clause: longRangeClause }] : []

  return {
    allowed: refusals.length === 0,
    refusals,
    horizontalDistanceIn: distance,
    rangeIn,
    effectiveRangeIn,
    longRange: { eligible, used },
    minimumRangeIn,
    sectionAttack,
    defence: {
      base: defenceBase,
      modifiers: bonus.modifiers,
      total: defenceBase === null ? null : defenceBase + sumModifiers(bonus.modifiers),
    },
    damage: {
      base: damageBase,
      modifiers: damageMods,
      total: damageBase === null ? null : Math.max(0, damageBase + sumModifiers(damageMods)),
    },
    lines,
  }
}
