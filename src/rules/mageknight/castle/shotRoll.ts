import type { RulingLine } from '../../kernel/clauses'
import { purpose, type Dice } from '../../kernel/dice'
import type { Modifier } from '../../kernel/resolution'
import { CASTLE, CORE } from '../core/clauses'
import { statsOf } from '../core/dial'
import { mkAttackRoll, type MkAttackRoll } from '../core/ranged'
import { castleShotReport, type CastleShotInput, type CastleShotReport } from './shot'
import { sectionAsPiece, SHIPPED_SECTION_KINDS, type SectionKinds } from './section'
import { DEFAULT_MK_CASTLE_SETTINGS, type MkCastleSettings } from './settings'
import type { Resolution } from './refusals'

/**
 * The roll of a castle shot (core 7 under 001 "Angriffe"): the report of `shot.ts` decides
 * whether and at what numbers; this file rolls it and counts the clicks on both sides.
 */

export interface CastleShotOutcome {
  report: CastleShotReport
  roll: MkAttackRoll
  /** Clicks of damage dealt to the target (0 on a miss; +1 on a critical hit). */
  damageClicks: number
  /** Clicks the shooter takes: 1 on a critical miss, none for a castle section (001 "Allgemeine Regeln"). */
  shooterDamageClicks: number
}

/**
 * Rolls the shot of an allowed report (core 7): 2d6 + the shooter's attack against the report's
 * defence total. Throws for a shooter without a Mage Knight dial or a target without a defence
 * value: no Mage Knight attack roll exists for them (a Universalis model rolls by its own rules).
 */
export function rollCastleShot(
  dice: Dice,
  input: CastleShotInput,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
  /** A formation's bonus for its main attacker (core 10, R-MKF-3). */
  attackModifiers: Modifier[] = [],
): Resolution<CastleShotOutcome> {
  const report = castleShotReport(input, settings, kinds)
  if (!report.allowed) return { ok: false, refusal: report.refusals[0] }
  const shooterPiece = input.shooter.section ? sectionAsPiece(input.shooter.section, kinds) : input.shooter.piece
  if (!shooterPiece || report.defence.total === null || report.damage.total === null)
    throw new RangeError('rules/mageknight/castle: input: rolling needs an MK shooter and a target with a defence value')
  const roll = mkAttackRoll(dice, {
    attack: statsOf(shooterPiece, input.shooter.dial ?? 0).attack,
    attackModifiers,
    defence: report.defence.base ?? 0,
    defenceModifiers: report.defence.modifiers,
    purpose: purpose(
      'roll.mkRangedAt',
      { attacker: input.shooter.id, target: input.target.id },
      `ranged attack of ${input.shooter.id} at ${input.target.id}`,
    ),
  })
  const damageClicks = roll.hit ? report.damage.total + (roll.criticalHit ? 1 : 0) : 0
  const shooterDamageClicks = roll.criticalMiss && !input.shooter.section ? 1 : 0
  const lines: RulingLine[] = [
    ...report.lines,
    { key: 'hit', value: roll.hit, clause: CORE.ranged },
    { key: 'damageClicks', value: damageClicks, clause: CORE.ranged },
  ]
  if (roll.criticalMiss)
    lines.push({ key: 'criticalMissDamage', value: shooterDamageClicks, clause: input.shooter.section ? CASTLE.general : CORE.ranged })
  return {
    ok: true,
    value: { report, roll, damageClicks, shooterDamageClicks },
    breakdown: { modifiers: [...report.defence.modifiers, ...report.damage.modifiers], rolls: [roll], lines },
  }
}
