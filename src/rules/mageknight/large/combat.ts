import type { Point2 } from '../../../math/planar'
import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { CORE, LARGE } from '../core/clauses'
import { isEliminated, takeDamage, type MkPiece } from '../core/dial'
import { horizontalInches, roundInches } from '../core/ranged'
import { MK_RULINGS } from '../castle/settings'
import { reducedDamage } from './passenger'
import { allowed, refuse, type Resolution } from './refusals'
import { isActiveSection, requireLarge, sectionDial, sectionStats, sectionsToward, type LargePlacement } from './sections'
import { DEFAULT_LARGE_FIGURE_SETTINGS, type LargeFigureSettings } from './settings'

/**
 * A section's own attacks (000 "Fernkampf", "Nahkampf", "Spezialfähigkeiten"): a ranged attack
 * from the centre point through the shooting section's arc, not while that section (its rim
 * included) touches an enemy; the front section's long-range attack at castle sections, titans
 * and other large figures; melee at a target touching the section. A section's abilities are its
 * own window's; a supporting hero's ability reaches only the sections it touches.
 */

/** What a large figure's shot is aimed at, as far as the long-range attack cares. */
export type LargeShotTargetKind = 'hero' | 'titan' | 'large-figure' | 'castle-section'

export interface SectionShotInput {
  piece: MkPiece
  section: string
  large: LargePlacement
  target: { id: string; centre: Point2; kind: LargeShotTargetKind }
  /** The sections enemy heroes touch, rims included (sectionsTouchedBy over the enemies in base contact). */
  sectionsInEnemyContact: readonly string[]
  /** Use the long-range attack; absent: exactly when the target is beyond the normal range (R-MK-5a). */
  useLongRange?: boolean
}

export interface SectionShot {
  attack: number
  damage: number
  /** The range this shot may reach (doubled by the long-range attack). */
  rangeIn: number
  /** From the large figure's centre point to the target's (000 "Entfernungen"). */
  distanceIn: number
  longRange: boolean
  damageModifiers: Modifier[]
  lines: RulingLine[]
}

const LONG_RANGE_TARGETS: readonly LargeShotTargetKind[] = ['titan', 'large-figure', 'castle-section']

/** 000 "Fernkampf": may `section` shoot at the target, and with which range and damage? */
export function sectionRangedCheck(
  input: SectionShotInput,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<SectionShot> {
  const { piece, section, large, target } = input
  requireLarge(piece, 'sectionRangedCheck')
  sectionDial(piece, section)
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game`, LARGE.dials)
  if (!isActiveSection(piece, section))
    return refuse('section-inactive', `section ${section} of ${piece.id} is inactive and cannot shoot`, LARGE.actions, { section })
  const s = sectionStats(piece, section)
  if (!(s.rangeIn > 0 && s.attack > 0))
    return refuse('section-no-ranged-attack', `section ${section} has range ${s.rangeIn} and attack ${s.attack}`, LARGE.ranged, {
      section,
      rangeIn: s.rangeIn,
      attack: s.attack,
    })
  if (input.sectionsInEnemyContact.includes(section))
    return refuse('section-in-enemy-contact', `section ${section} of ${piece.id} is in base contact with an enemy hero`, LARGE.ranged, {
      section,
    })
  const arc = sectionsToward(large, target.centre, settings)
  if (!arc.sections.includes(section))
    return refuse(
      'target-outside-section-arc',
      `the line of fire to ${target.id} leaves through section ${arc.sections.join('/')}, not ${section}`,
      LARGE.ranged,
      { section, through: arc.sections.join(', ') },
    )
  const distanceIn = horizontalInches(large.centre, target.centre)
  const eligible = section === 'front' && LONG_RANGE_TARGETS.includes(target.kind)
  if (input.useLongRange === true && section !== 'front')
    return refuse('long-range-front-section-only', `only the front section makes the long-range attack, not ${section}`, LARGE.longRange, {
      section,
    })
  if (input.useLongRange === true && !eligible)
    return refuse(
      'long-range-target-not-eligible',
      `${target.id} is a ${target.kind}: long range only at castle sections, titans and large figures`,
      LARGE.longRange,
      {
        target: target.id,
      },
    )
  const longRange = eligible && (input.useLongRange ?? distanceIn > s.rangeIn)
  const rangeIn = longRange ? s.rangeIn * 2 : s.rangeIn
  if (distanceIn > rangeIn)
    return refuse(
      'out-of-range',
      `${target.id} is ${roundInches(distanceIn)} in from the centre point, range ${rangeIn} in`,
      LARGE.distances,
      {
        distanceIn: roundInches(distanceIn),
        rangeIn,
      },
    )
  const lines: RulingLine[] = [
    {
      key: 'largeSectionShot',
      value: section,
      clause: LARGE.ranged,
      ...detailed('large.sectionShot', 'section {section} shoots from the centre point: {distance} in of {range} in', {
        section,
        distance: roundInches(distanceIn),
        range: rangeIn,
      }),
    },
  ]
  if (longRange && input.useLongRange === undefined)
    lines.push({ key: 'longRangeWhenNeeded', value: true, clause: MK_RULINGS.longRangeWhenNeeded })
  const damageModifiers: Modifier[] = longRange ? [{ key: 'longRangeDamage', value: -2, clause: LARGE.longRange }] : []
  return allowed({ attack: s.attack, damage: s.damage, rangeIn, distanceIn, longRange, damageModifiers, lines }, lines, [], damageModifiers)
}

/** 000 "Nahkampf": may `section` attack the target in melee? `targetTouches` are the sections the target's base touches. */
export function sectionMeleeCheck(
  piece: MkPiece,
  section: string,
  targetTouches: readonly string[],
): Resolution<{ attack: number; damage: number; lines: RulingLine[] }> {
  requireLarge(piece, 'sectionMeleeCheck')
  sectionDial(piece, section)
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game`, LARGE.dials)
  if (!isActiveSection(piece, section))
    return refuse('section-inactive', `section ${section} of ${piece.id} is inactive and cannot attack`, LARGE.actions, { section })
  const s = sectionStats(piece, section)
  if (!(s.attack > 0))
    return refuse('section-no-melee-attack', `section ${section} has attack ${s.attack}`, LARGE.melee, { section, attack: s.attack })
  if (!targetTouches.includes(section))
    return refuse(
      'target-not-touching-section',
      `the target touches ${targetTouches.join(', ') || 'no section'}, not ${section}`,
      LARGE.melee,
      {
        section,
      },
    )
  const lines: RulingLine[] = [{ key: 'largeSectionMelee', value: section, clause: LARGE.melee }]
  return allowed({ attack: s.attack, damage: s.damage, lines }, lines)
}

/** 000 "Spezialfähigkeiten": the abilities of one section are those its own window shows. */
export const sectionAbilities = (piece: MkPiece, section: string): MkAbility[] => sectionStats(piece, section).abilities

/**
 * 000 "Spezialfähigkeiten": another hero's ability that affects the large figure (Leibwächter,
 * Magische Verstärkung) reaches only the sections that hero touches (`supporterTouches`).
 */
export function supportReaches(
  supporterId: string,
  supporterTouches: readonly string[],
  section: string,
): Resolution<{ lines: RulingLine[] }> {
  if (!supporterTouches.includes(section))
    return refuse('support-not-touching-section', `${supporterId} does not touch section ${section}`, LARGE.abilities, {
      supporter: supporterId,
      section,
    })
  const lines: RulingLine[] = [{ key: 'largeSupportReaches', value: section, clause: LARGE.abilities }]
  return allowed({ lines }, lines)
}

/**
 * An attack's damage on the section it affects: less the section's own Zähigkeit or
 * Unverwundbarkeit (000 "Spezialfähigkeiten": its window's abilities), then the clicks (core 3).
 * `taken` is what a chariot's passenger may take too (000 "Den Passagier verletzen", R-LF-11).
 */
export function damageSection(
  piece: MkPiece,
  section: string,
  damage: number,
): Resolution<{ piece: MkPiece; taken: number; lines: RulingLine[] }> {
  requireLarge(piece, 'damageSection')
  if (!Number.isInteger(damage) || damage < 0)
    throw new RangeError(`rules/mageknight/large damageSection: damage must be a whole number >= 0, got ${damage}`)
  const dial = sectionDial(piece, section)
  const taken = reducedDamage(damage, sectionAbilities(piece, section))
  const dmg = takeDamage(piece, taken, dial)
  if (!dmg.ok) return dmg
  const lines: RulingLine[] = [
    {
      key: 'largeSectionDamage',
      value: taken,
      clause: taken < damage ? LARGE.abilities : CORE.damage,
      ...detailed('large.sectionDamage', 'section {section}: {damage} damage, {taken} after its own abilities', { section, damage, taken }),
    },
    ...dmg.value.lines,
  ]
  return allowed({ piece: dmg.value.piece, taken, lines }, lines)
}
