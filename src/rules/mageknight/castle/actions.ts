import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CASTLE, CORE, LARGE } from '../core/clauses'
import { isEliminated, isMultiDial, statsOf, takeDamage, type MkPiece } from '../core/dial'
import { DEFAULT_MK_CASTLE_SETTINGS, type MkCastleSettings } from './settings'
import { refuse, type Resolution } from './refusals'

/**
 * Actions, action tokens and pushing (MAGE-KNIGHT-CORE.md 4) and the castle's own action rules
 * (001 "Aktionen"): one action per section per turn, pushing without damage, only ranged attacks,
 * and the extra actions a citadel (Unlimited) or a non-wall section (Conquest) brings.
 */

export type MkActionKind = 'move' | 'melee' | 'ranged' | 'other'

export interface ActionGiven {
  piece: MkPiece
  pushed: boolean
  /** Clicks of pushing damage taken (0 for castle sections). */
  pushDamage: number
  lines: RulingLine[]
}

/**
 * Gives `piece` an action of `kind`. A second token means pushed: one click of damage (a large
 * figure takes it on `pushDamageDial`, its player's choice, 000 "Antreiben"); castle sections
 * take none (001 "Aktionen") and may only make ranged attacks, and only with range and attack above 0.
 */
export function giveAction(piece: MkPiece, kind: MkActionKind, pushDamageDial = 0): Resolution<ActionGiven> {
  const clause = piece.castleSection ? CASTLE.actions : CORE.actions
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game`, clause)
  if (piece.actedThisTurn)
    return refuse(
      'acted-this-turn',
      `${piece.id} has already received an action this turn${piece.castleSection ? ' (one action per section per turn)' : ''}`,
      clause,
    )
  if (piece.actionTokens >= 2)
    return refuse('pushed-last-turn', `${piece.id} has two action tokens (pushed last turn) and cannot act this turn`, CORE.actions)
  if (piece.castleSection) {
    if (kind === 'move' || kind === 'melee')
      return refuse(
        'section-ranged-attacks-only',
        `castle sections cannot make ${kind === 'move' ? 'movement' : 'melee'} actions, only ranged attacks`,
        CASTLE.actions,
      )
    const s = statsOf(piece)
    if (kind === 'ranged' && !(s.rangeIn > 0 && s.attack > 0))
      return refuse(
        'section-cannot-shoot',
        `${piece.id} has range ${s.rangeIn} and attack ${s.attack}: a section needs both above 0 to shoot`,
        CASTLE.actions,
        { rangeIn: s.rangeIn, attack: s.attack },
      )
  }
  const pushed = piece.actionTokens === 1
  const lines: RulingLine[] = [
    { key: 'actionTokens', value: piece.actionTokens + 1, clause, ...detailed('actionTokens', '{piece}', { piece: piece.id }) },
  ]
  let next: MkPiece = { ...piece, actionTokens: piece.actionTokens + 1, actedThisTurn: true }
  let pushDamage = 0
  if (pushed) {
    lines.push({ key: 'pushed', value: true, clause })
    if (piece.castleSection)
      lines.push({
        key: 'pushDamage',
        value: 0,
        clause: CASTLE.actions,
        ...detailed('pushDamage', 'castle sections take no pushing damage'),
      })
    else {
      const dmg = takeDamage(next, 1, isMultiDial(piece) ? pushDamageDial : 0)
      if (!dmg.ok) return dmg
      next = dmg.value.piece
      pushDamage = dmg.value.clicks
      lines.push({ key: 'pushDamage', value: pushDamage, clause: isMultiDial(piece) ? LARGE.pushing : CORE.actions }, ...dmg.value.lines)
    }
  }
  return { ok: true, value: { piece: next, pushed, pushDamage, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** End of a player's turn (core 4): pieces of `side` that did not act lose their tokens; all may act again next turn. */
export function endTurn(pieces: readonly MkPiece[], side: string): MkPiece[] {
  return pieces.map((p) => (p.side !== side ? p : { ...p, actionTokens: p.actedThisTurn ? p.actionTokens : 0, actedThisTurn: false }))
}

/**
 * 001 "Aktionen": extra actions per turn for an army with castle sections (standing ones only).
 * Unlimited: 1 with a citadel. Conquest: 1 with a non-wall section, 2 when one is a citadel.
 */
export function castleExtraActions(
  sections: readonly CastleSectionKind[],
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
): { extra: number; line: RulingLine } {
  const citadel = sections.includes('citadel')
  const nonWall = sections.some((k) => k !== 'wall' && k !== 'wallGateway')
  const extra = settings.gameMode === 'unlimited' ? (citadel ? 1 : 0) : citadel ? 2 : nonWall ? 1 : 0
  const why =
    settings.gameMode === 'unlimited'
      ? citadel
        ? detailed('castleExtraActions.unlimitedCitadel', 'Unlimited, army has a citadel')
        : detailed('castleExtraActions.unlimitedNoCitadel', 'Unlimited, no citadel')
      : citadel
        ? detailed('castleExtraActions.conquestCitadel', 'Conquest, army has a citadel')
        : nonWall
          ? detailed('castleExtraActions.conquestNonWall', 'Conquest, army has a non-wall section')
          : detailed('castleExtraActions.conquestWallsOnly', 'Conquest, walls only')
  return { extra, line: { key: 'castleExtraActions', value: extra, clause: CASTLE.actions, ...why } }
}

/** A player's actions this turn: `base` from the build total (an input), `extra` only for castle sections. */
export interface TurnActions {
  base: number
  extra: number
  usedBase: number
  usedExtra: number
}

export const newTurnActions = (base: number, extra: number): TurnActions => ({ base, extra, usedBase: 0, usedExtra: 0 })

/** Spends one action; a castle section uses an extra action first, so the base ones stay free for figures. */
export function spendAction(turn: TurnActions, forCastleSection: boolean): Resolution<TurnActions> {
  if (forCastleSection && turn.usedExtra < turn.extra)
    return {
      ok: true,
      value: { ...turn, usedExtra: turn.usedExtra + 1 },
      breakdown: { modifiers: [], rolls: [], lines: [{ key: 'extraActionUsed', value: turn.usedExtra + 1, clause: CASTLE.actions }] },
    }
  if (turn.usedBase < turn.base)
    return {
      ok: true,
      value: { ...turn, usedBase: turn.usedBase + 1 },
      breakdown: { modifiers: [], rolls: [], lines: [{ key: 'actionUsed', value: turn.usedBase + 1, clause: CORE.actions }] },
    }
  const extraLeft = turn.extra - turn.usedExtra
  if (extraLeft > 0)
    return refuse(
      'extra-actions-for-sections-only',
      `no actions left this turn; the ${extraLeft} extra action(s) may only be given to castle sections`,
      CASTLE.actions,
    )
  return refuse('no-actions-left', 'no actions left this turn', CORE.actions)
}
