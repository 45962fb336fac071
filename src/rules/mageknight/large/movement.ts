import type { Point2 } from '../../../math/planar'
import type { Inches } from '../../../math/units'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { exactBearingDeg, relativeBearingDeg, signedDeg } from '../core/arcs'
import { LARGE } from '../core/clauses'
import { horizontalInches, roundInches } from '../core/ranged'
import type { MkPiece } from '../core/dial'
import { isChariot } from './chariot'
import { allowed, refuse, type Resolution } from './refusals'
import { isActiveSection, requireLarge, sectionDial, sectionStats } from './sections'
import { DEFAULT_LARGE_FIGURE_SETTINGS, LF_RULINGS, type LargeFigureSettings } from './settings'

/**
 * 000 "Bewegung", "Spezialfähigkeiten", "Bewegungsschablone": a large figure moves in one of two
 * ways, straight back without turning, or turned about its centre point to any facing and then
 * straight ahead (chariots never back, 000 "Streitwagen"). The sections that received move
 * actions move it once, together (R-LF-5); Fliegen or Schwimmen of one of them carries to all.
 * The template check is made over facts the judge measures on the table (R-LF-8): the bases and
 * the blocking terrain the swept base meets, and what the base would cover at the end.
 * Points are the scene's (cm); lengths are inches from centre point to centre point.
 */

export type LargeMoveMode = 'backward' | 'turn-then-forward'

export interface LargeMovePlan {
  mode: LargeMoveMode
  from: Point2
  to: Point2
  startFacingDeg: number
  /** The facing after the move: unchanged backward; the way it went forward (any, for a turn in place). */
  endFacingDeg: number
  lengthIn: Inches
}

export interface LargeMoveRequest {
  from: Point2
  facingDeg: number
  to: Point2
  /** The facing wanted at the end; absent: what the path gives (a chariot never goes back, so it turns). */
  endFacingDeg?: number
}

const finite = (p: Point2) => Number.isFinite(p[0]) && Number.isFinite(p[1])

/** Which of the two ways reaches `to`, and the straight path (000 "Bewegung"). */
export function planLargeMove(
  piece: MkPiece,
  request: LargeMoveRequest,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<LargeMovePlan> {
  requireLarge(piece, 'planLargeMove')
  const { from, to, facingDeg, endFacingDeg } = request
  if (!finite(from) || !finite(to)) throw new RangeError('rules/mageknight/large planLargeMove: from and to must be finite points')
  if (!Number.isFinite(facingDeg) || (endFacingDeg !== undefined && !Number.isFinite(endFacingDeg)))
    throw new RangeError('rules/mageknight/large planLargeMove: facingDeg and endFacingDeg must be finite')
  const tol = settings.angleToleranceDeg
  const same = (a: number, b: number) => Math.abs(signedDeg(a - b)) <= tol
  const lengthIn = horizontalInches(from, to)
  const line = (mode: LargeMoveMode, end: number): RulingLine => ({
    key: 'largeMoveMode',
    value: mode,
    clause: LARGE.movement,
    ...detailed('large.moveMode', '{mode}: {length} in, facing {from} -> {to} degrees', {
      mode,
      length: roundInches(lengthIn),
      from: Math.round(facingDeg),
      to: Math.round(end),
    }),
  })
  const plan = (mode: LargeMoveMode, end: number): Resolution<LargeMovePlan> =>
    allowed({ mode, from, to, startFacingDeg: facingDeg, endFacingDeg: end, lengthIn }, [line(mode, end)])

  // A turn in place: turning about the centre point is the first half of the second way.
  const travel = exactBearingDeg(from, to)
  if (travel === null || lengthIn < 1e-9) return plan('turn-then-forward', endFacingDeg ?? facingDeg)
  const rel = relativeBearingDeg(from, facingDeg, to) ?? 0
  const straightBack = Math.abs(signedDeg(rel - 180)) <= tol
  const keepsFacing = endFacingDeg === undefined || same(endFacingDeg, facingDeg)
  if (straightBack && keepsFacing && (endFacingDeg !== undefined || !isChariot(piece))) {
    if (isChariot(piece)) return refuse('chariot-no-backward', `${piece.id} is a chariot and never moves backward`, LARGE.chariots)
    return plan('backward', facingDeg)
  }
  if (endFacingDeg !== undefined && !same(endFacingDeg, travel))
    return refuse(
      'move-not-straight',
      `${piece.id} would end facing ${endFacingDeg} degrees after going toward ${Math.round(travel)}: it moves straight back without turning, or turns and moves straight ahead`,
      LARGE.movement,
      { endFacingDeg, travelDeg: Math.round(travel) },
    )
  return plan('turn-then-forward', travel)
}

export interface CombinedMove {
  /** Inches the combined move may go (R-LF-5). */
  speedIn: number
  flying: boolean
  swimming: boolean
  lines: RulingLine[]
}

/** Fliegen: the ability or the wing symbol on the section's dial; Schwimmen: the ability or the wave (R-LF-6). */
function movesBy(piece: MkPiece, section: string): { flying: boolean; swimming: boolean } {
  const s = sectionStats(piece, section)
  const symbol = piece.dials[sectionDial(piece, section)].speedSymbol
  return { flying: symbol === 'wing' || s.abilities.includes('flight'), swimming: symbol === 'wave' || s.abilities.includes('swim') }
}

/** The allowance of the move made by the sections that received move actions (LargeTurn `moveSections`). */
export function combinedMoveAllowance(
  piece: MkPiece,
  sections: readonly string[],
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<CombinedMove> {
  requireLarge(piece, 'combinedMoveAllowance')
  if (sections.length === 0)
    throw new RangeError('rules/mageknight/large combinedMoveAllowance: sections: no section received a move action')
  const lines: RulingLine[] = []
  let flying = false
  let swimming = false
  const speeds: number[] = []
  for (const section of sections) {
    if (!isActiveSection(piece, section))
      return refuse('section-inactive', `section ${section} of ${piece.id} is inactive and cannot move`, LARGE.actions, { section })
    const speed = sectionStats(piece, section).speed ?? 0
    const by = movesBy(piece, section)
    speeds.push(speed)
    flying ||= by.flying
    swimming ||= by.swimming
    lines.push({
      key: 'largeSectionSpeed',
      value: speed,
      clause: LARGE.movement,
      ...detailed('large.sectionSpeed', 'section {section}: speed {speed}', { section, speed }),
    })
  }
  const speedIn = settings.combinedMoveSpeed === 'sum' ? speeds.reduce((a, b) => a + b, 0) : Math.max(...speeds)
  lines.push({ key: 'largeCombinedSpeed', value: speedIn, clause: LF_RULINGS.combinedMove })
  if (flying || swimming)
    lines.push({
      key: 'largeMoveCarries',
      value: flying ? 'flight' : 'swim',
      clause: LARGE.abilities,
      ...detailed('large.moveCarries', 'a moving section {how}: the whole figure does for this move', { how: flying ? 'flies' : 'swims' }),
    })
  return allowed({ speedIn, flying, swimming, lines }, lines)
}

/** What the judge measures along the straight path (R-LF-8); lengths in inches from the start of the path. */
export interface LargeMoveFacts {
  /** Bases the swept base meets: at `atIn` it first touches each (a base it touches at the start and moves away from is left out). */
  basesOnPath: readonly { id: string; dials: number; atIn: number }[]
  /** Where the swept base first covers blocking terrain, or null. */
  blockingAtIn: number | null
  /** The base at `to` covers blocking terrain. */
  blockingAtEnd: boolean
  /** Bases the base at `to` would cover (touching is not covering). */
  overlapsAtEnd: readonly string[]
}

export interface LargeMoveAllowed {
  /** Where the centre point ends: `to`, or short of it where a multi-dial base stops the move. */
  end: Point2
  endFacingDeg: number
  lengthIn: number
  /** The multi-dial base whose contact ended the move early, or null. */
  stoppedBy: string | null
  /** False when stopped early: the end facts were measured at `to`, so the judge measures again at `end` and calls once more. */
  endChecked: boolean
  lines: RulingLine[]
}

export interface LargeMoveInput {
  piece: MkPiece
  plan: LargeMovePlan
  allowance: CombinedMove
  facts: LargeMoveFacts
  /** The break-away roll of this move (breakAway.ts), when enemies were in contact at its start. */
  breakAway?: { succeeded: boolean }
}

/** 000 "Bewegung", "Bewegungsschablone": the allowed end point of the move, or why it is refused. */
export function validateLargeMove(
  input: LargeMoveInput,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<LargeMoveAllowed> {
  const { piece, plan, allowance, facts } = input
  requireLarge(piece, 'validateLargeMove')
  if (input.breakAway && !input.breakAway.succeeded)
    return refuse('break-away-failed', `${piece.id} failed to break away: it neither moves nor turns`, LARGE.general)
  if (plan.mode === 'backward' && isChariot(piece))
    return refuse('chariot-no-backward', `${piece.id} is a chariot and never moves backward`, LARGE.chariots)
  if (plan.lengthIn > allowance.speedIn + 1e-9)
    return refuse(
      'beyond-move-allowance',
      `${piece.id} would move ${roundInches(plan.lengthIn)} in, the combined move allows ${allowance.speedIn} in`,
      LF_RULINGS.combinedMove,
      { lengthIn: roundInches(plan.lengthIn), speedIn: allowance.speedIn },
    )
  const lines: RulingLine[] = []
  // Single-dial bases are ignored on the way; the first multi-dial base ends it, unless it flies.
  const stopper = allowance.flying
    ? undefined
    : [...facts.basesOnPath].filter((b) => b.dials > 1 && b.atIn < plan.lengthIn - 1e-9).sort((a, b) => a.atIn - b.atIn)[0]
  const length = stopper ? Math.max(0, stopper.atIn) : plan.lengthIn
  const crossesBlocking = !(allowance.flying && settings.flyingCrossesBlocking)
  if (crossesBlocking && facts.blockingAtIn !== null && facts.blockingAtIn < length - 1e-9)
    return refuse('blocking-terrain-in-path', `${piece.id}'s base would cross blocking terrain`, LARGE.template, {
      atIn: roundInches(facts.blockingAtIn as Inches),
    })
  if (stopper) {
    const t = plan.lengthIn > 0 ? length / plan.lengthIn : 0
    const end: Point2 = [plan.from[0] + (plan.to[0] - plan.from[0]) * t, plan.from[1] + (plan.to[1] - plan.from[1]) * t]
    lines.push({
      key: 'largeMoveStopped',
      value: stopper.id,
      clause: LARGE.movement,
      ...detailed('large.moveStopped', 'stops at {length} in, in contact with the multi-dial base of {id}', {
        length: roundInches(length as Inches),
        id: stopper.id,
      }),
    })
    return allowed({ end, endFacingDeg: plan.endFacingDeg, lengthIn: length, stoppedBy: stopper.id, endChecked: false, lines }, lines)
  }
  if (facts.blockingAtEnd) return refuse('blocking-terrain-at-end', `${piece.id}'s base would end on blocking terrain`, LARGE.template)
  if (facts.overlapsAtEnd.length > 0)
    return refuse('end-overlaps-base', `${piece.id}'s base would end covering ${facts.overlapsAtEnd.join(', ')}`, LARGE.template, {
      bases: facts.overlapsAtEnd.join(', '),
    })
  const ignored = facts.basesOnPath.filter((b) => b.dials === 1 || allowance.flying).map((b) => b.id)
  if (ignored.length > 0) lines.push({ key: 'largeMoveIgnoredBases', value: ignored.join(', '), clause: LARGE.movement })
  return allowed(
    { end: plan.to, endFacingDeg: plan.endFacingDeg, lengthIn: plan.lengthIn, stoppedBy: null, endChecked: true, lines },
    lines,
  )
}
