import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CORE, LARGE } from '../core/clauses'
import type { MkPiece } from '../core/dial'
import { DEFAULT_MK_CORE_SETTINGS, MKC_RULINGS, type MkCoreSettings } from '../core/settings'
import { allowed, refuse, type Resolution } from './refusals'
import { LF_RULINGS } from './settings'

/**
 * 000 "Allgemeine Regeln": what a large figure is spared "because of its enormous size". Each
 * function answers for any piece, so the engine can ask without checking `largeFigure` first:
 * ordinary figures get the core answer.
 */

/**
 * The effects large figures ignore, as the text lists them. `healing` (Heilung) is not one of the
 * card abilities we model: it stands for any healing a game effect gives (R-LF-14); core `heal`
 * already refuses large figures.
 */
export const LARGE_IMMUNITIES = [
  'magicConfusion',
  'magicFrost',
  'healing',
  'magicHealing',
  'magicLevitation',
  'poison',
  'necromancy',
] as const
export type LargeImmuneEffect = (typeof LARGE_IMMUNITIES)[number]

/** Capture (core, "gefangen nehmen"): never by a large figure, never of one. */
export function mayCapture(capturer: MkPiece, captive: MkPiece): Resolution<{ lines: RulingLine[] }> {
  if (capturer.largeFigure)
    return refuse('large-figure-cannot-capture', `${capturer.id} is a large figure and takes no prisoners`, LARGE.general, {
      capturer: capturer.id,
    })
  if (captive.largeFigure)
    return refuse('large-figure-cannot-be-captured', `${captive.id} is a large figure and cannot be taken prisoner`, LARGE.general, {
      captive: captive.id,
    })
  return allowed({ lines: [] }, [])
}

/** Does `effect` leave `piece` untouched? True for a large figure and an effect of the list; the line says why. */
export function isImmuneTo(piece: MkPiece, effect: MkAbility | 'healing'): { immune: boolean; line: RulingLine } {
  const immune = piece.largeFigure && (LARGE_IMMUNITIES as readonly string[]).includes(effect)
  return {
    immune,
    line: {
      key: 'largeImmune',
      value: immune,
      clause: effect === 'healing' && immune ? LF_RULINGS.healing : LARGE.general,
      ...detailed('large.immune', '{piece} against {effect}', { piece: piece.id, effect }),
    },
  }
}

/** The effect as a refusal when the target is immune (for the engine's ability actions). */
export function checkEffectOnLarge(piece: MkPiece, effect: MkAbility | 'healing'): Resolution<{ lines: RulingLine[] }> {
  const r = isImmuneTo(piece, effect)
  if (r.immune)
    return refuse('large-figure-immune', `${piece.id} is a large figure: ${effect} does not affect it`, LARGE.general, {
      piece: piece.id,
      effect,
    })
  return allowed({ lines: [r.line] }, [r.line])
}

/** Formations (core 10): never with a large figure among the members. */
export function mayJoinFormation(members: readonly MkPiece[]): Resolution<{ lines: RulingLine[] }> {
  const large = members.find((m) => m.largeFigure)
  if (large)
    return refuse('large-figure-no-formation', `${large.id} is a large figure and may not be part of a formation`, LARGE.general, {
      piece: large.id,
    })
  return allowed({ lines: [] }, [])
}

/** The front arc in degrees: a large figure has no rear arc, so its arc is the whole circle; others keep the printed one. */
export function frontArcOf(piece: MkPiece, printedFrontArcDeg: number): { frontArcDeg: number; line: RulingLine } {
  const frontArcDeg = piece.largeFigure ? 360 : printedFrontArcDeg
  return { frontArcDeg, line: { key: 'frontArcDeg', value: frontArcDeg, clause: piece.largeFigure ? LARGE.general : CORE.base } }
}

/**
 * The least d6 that breaks away from melee: a large figure fails only on a 1, others need the
 * core's number (R-MKC-2). A failed attempt also forbids a large figure to turn (breakAway.ts).
 */
export function breakAwayMinimum(piece: MkPiece, core: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS): { min: number; line: RulingLine } {
  const min = piece.largeFigure ? 2 : core.breakAwayMin
  return {
    min,
    line: {
      key: 'breakAwayMin',
      value: min,
      clause: piece.largeFigure ? LARGE.general : MKC_RULINGS.breakAway,
      ...detailed('large.breakAwayMin', '{piece} breaks away on {min} or more', { piece: piece.id, min }),
    },
  }
}

/** The free spin toward an opposing hero that comes into base contact (core): none for a large figure. */
export function freeSpinOnContact(piece: MkPiece): { freeSpin: boolean; line: RulingLine } {
  return {
    freeSpin: !piece.largeFigure,
    line: { key: 'freeSpinOnContact', value: !piece.largeFigure, clause: piece.largeFigure ? LARGE.general : CORE.baseContact },
  }
}
