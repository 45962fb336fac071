import type { RulingLine } from '../../kernel/clauses'
import type { Modifier } from '../../kernel/resolution'
import { detailed } from '../../kernel/detail'
import { CASTLE, CORE } from '../core/clauses'
import { currentFortification, type CastleSectionState, type SectionKinds, SHIPPED_SECTION_KINDS } from './section'
import { DEFAULT_MK_CASTLE_SETTINGS, MK_RULINGS, type MkCastleSettings } from './settings'

/**
 * Defence bonuses around a castle: height advantage (core 8, 001 "Geländehöhe", "Nahkampf",
 * "Das Castle angreifen") and the fortification bonus of a figure standing on a section
 * (001 "Helden in Castle Sektionen angreifen").
 */

/** Where a piece stands, as the geometry reports it. */
export interface MkElevation {
  /** On (the top of) a castle section, or a castle section itself. */
  onCastleSection: boolean
  /** On other raised terrain (a hill, a building top). */
  onRaisedTerrain: boolean
  /** Height of the underside of the base above the table, cm (used by `measured` only). */
  baseHeightCm?: number
}

export const GROUND: MkElevation = { onCastleSection: false, onRaisedTerrain: false, baseHeightCm: 0 }

/** 001 "Geländehöhe": every section counts as raised terrain, all at the same height. */
export const isRaised = (e: MkElevation): boolean => e.onCastleSection || e.onRaisedTerrain

/**
 * Is `target` in a higher position than `attacker` (R-MK-2a)? `levels`: raised over ground.
 * `measured`: also a base more than the threshold higher, except that two raised pieces are
 * always level (all sections count as the same height).
 */
export function isHigher(target: MkElevation, attacker: MkElevation, settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS): boolean {
  if (isRaised(target) && !isRaised(attacker)) return true
  if (settings.higherPosition === 'levels' || (isRaised(target) && isRaised(attacker))) return false
  const t = target.baseHeightCm ?? 0
  const a = attacker.baseHeightCm ?? 0
  return t - a > settings.higherThresholdCm
}

export interface DefenceBonus {
  modifiers: Modifier[]
  lines: RulingLine[]
}

/** +1 defence for the higher target (core 8); `clause` names the rule that grants it in this situation. */
export function heightAdvantage(
  target: MkElevation,
  attacker: MkElevation,
  clause = CORE.height,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
): DefenceBonus {
  const higher = isHigher(target, attacker, settings)
  const lines: RulingLine[] = [
    {
      key: 'targetHigher',
      value: higher,
      clause: MK_RULINGS.higherPosition,
      ...detailed('targetHigher', 'setting higherPosition = {setting}', { setting: settings.higherPosition }),
    },
  ]
  return { modifiers: higher ? [{ key: 'heightAdvantage', value: 1, clause }] : [], lines }
}

export interface FortificationInput {
  /** The section the target stands on, or null. */
  targetSection: CastleSectionState | null
  target: MkElevation
  shooter: MkElevation
  /** Geometry: the line of fire crosses an outer edge of a castle section. */
  lineCrossesOuterEdge: boolean
}

/**
 * A ranged attack at a figure on a section (001 "Helden in Castle Sektionen angreifen"): the
 * section's current fortification value as a defence bonus, unless the shooter is on a castle
 * section too or the line of fire crosses no outer edge; +1 height advantage when the target is
 * higher. The rules' example: Bone Golem 16 on a wall of fortification 3, shot from the ground: 20.
 */
export function figureOnSectionDefence(
  input: FortificationInput,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): DefenceBonus {
  const modifiers: Modifier[] = []
  const lines: RulingLine[] = []
  const clause = CASTLE.fortification
  if (input.targetSection) {
    const value = currentFortification(input.targetSection, kinds)
    if (input.shooter.onCastleSection)
      lines.push({
        key: 'fortification',
        value: 0,
        clause,
        ...detailed('fortification.shooterOnSection', 'the shooter stands on a castle section too'),
      })
    else if (!input.lineCrossesOuterEdge)
      lines.push({
        key: 'fortification',
        value: 0,
        clause,
        ...detailed('fortification.noOuterEdge', 'the line of fire crosses no outer edge of a castle section'),
      })
    else
      modifiers.push({
        key: 'fortification',
        value,
        clause,
        ...detailed('fortification', '{section} ({kind}) fortification {value}', {
          section: input.targetSection.id,
          kind: input.targetSection.kind,
          value,
        }),
      })
  } else
    lines.push({
      key: 'fortification',
      value: 0,
      clause,
      ...detailed('fortification.targetNotOnSection', 'the target does not stand on a castle section'),
    })
  const h = heightAdvantage(input.target, input.shooter, clause, settings)
  return { modifiers: [...modifiers, ...h.modifiers], lines: [...lines, ...h.lines] }
}

/**
 * A ranged attack at a section (001 "Das Castle angreifen"): its centre counts as raised
 * terrain, so +1 height advantage unless the attacker is on raised terrain too.
 */
export function sectionTargetDefence(shooter: MkElevation, settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS): DefenceBonus {
  return heightAdvantage({ onCastleSection: true, onRaisedTerrain: true }, shooter, CASTLE.whoMayAttack, settings)
}
