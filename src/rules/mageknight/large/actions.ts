import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CORE, LARGE } from '../core/clauses'
import { isEliminated, takeDamage, type MkPiece } from '../core/dial'
import { allowed, refuse, type Resolution } from './refusals'
import { isActiveSection, requireLarge, sectionDial } from './sections'

/**
 * A large figure's actions in one turn (000 "Aktionen", "Antreiben", "Kampfaktionen"). Unlike a
 * hero (core 4, castle/actions.ts `giveAction`), it may act several times in a turn: once per
 * active section. It gets its action token right after the first action and no more after that;
 * pushed (it had a token when the turn began), it takes one click on a section of its player's
 * choice after that first action and a second token. All move actions come first and make one
 * combined move (movement.ts); after a ranged or melee attack no section moves.
 *
 * The turn's bookkeeping is its own plain record, so `MkPiece` stays the core's shape.
 */

export type LargeActionKind = 'move' | 'ranged' | 'melee' | 'other'

export interface LargeTurn {
  /** The action tokens the piece had when the turn began: 1 means any action this turn pushes it, 2 that it may not act. */
  tokensAtStart: number
  /** Each section that received an action this turn, in order, with the action's kind. */
  acted: readonly { section: string; kind: LargeActionKind }[]
  /** The combined move has been made (recordCombinedMove). */
  moved: boolean
  /** A section has received a ranged or melee action (000 "Kampfaktionen"). */
  attacked: boolean
  /** The first action pushed the figure and its click of damage has not been taken yet (takePushDamage). */
  pushDamageDue: boolean
}

/** The record at the start of the large figure's player's turn. */
export const newLargeTurn = (piece: MkPiece): LargeTurn => ({
  tokensAtStart: piece.actionTokens,
  acted: [],
  moved: false,
  attacked: false,
  pushDamageDue: false,
})

/** The sections whose move actions make up the combined move. */
export const moveSections = (turn: LargeTurn): string[] => turn.acted.filter((a) => a.kind === 'move').map((a) => a.section)

export interface SectionActionGiven {
  piece: MkPiece
  turn: LargeTurn
  /** This action is the first of the turn and the figure was pushed: call takePushDamage after it. */
  pushed: boolean
  lines: RulingLine[]
}

/** Gives `section` an action of `kind`; refused when 000 forbids it. Replaces core `giveAction` for large figures. */
export function giveSectionAction(piece: MkPiece, turn: LargeTurn, section: string, kind: LargeActionKind): Resolution<SectionActionGiven> {
  requireLarge(piece, 'giveSectionAction')
  sectionDial(piece, section)
  if (turn.pushDamageDue)
    throw new RangeError(`rules/mageknight/large giveSectionAction: ${piece.id}'s pushing click is still due; call takePushDamage first`)
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game`, CORE.damage)
  if (turn.tokensAtStart >= 2)
    return refuse('pushed-last-turn', `${piece.id} has two action tokens (pushed last turn) and cannot act this turn`, CORE.actions)
  if (!isActiveSection(piece, section))
    return refuse('section-inactive', `section ${section} of ${piece.id} shows three skulls and cannot act`, LARGE.actions, { section })
  if (turn.acted.some((a) => a.section === section))
    return refuse('section-acted-this-turn', `section ${section} of ${piece.id} has already acted this turn`, LARGE.actions, { section })
  if (kind === 'move') {
    if (turn.attacked)
      return refuse('move-after-combat-action', `a section of ${piece.id} has attacked this turn: no more movement`, LARGE.combatActions)
    if (turn.moved) return refuse('combined-move-made', `${piece.id} has made its combined move this turn`, LARGE.movement)
    if (turn.acted.some((a) => a.kind !== 'move'))
      return refuse('moves-come-first', `${piece.id} has had another action this turn: move actions come first`, LARGE.actions)
  } else if (moveSections(turn).length > 0 && !turn.moved)
    return refuse('combined-move-pending', `${piece.id} must make its combined move before its sections act otherwise`, LARGE.movement)

  const first = turn.acted.length === 0
  const pushed = first && turn.tokensAtStart === 1
  const lines: RulingLine[] = [
    {
      key: 'largeSectionAction',
      value: kind,
      clause: LARGE.actions,
      ...detailed('large.sectionAction', '{piece} section {section}: {kind} action ({count} this turn)', {
        piece: piece.id,
        section,
        kind,
        count: turn.acted.length + 1,
      }),
    },
    { key: 'actionTokens', value: first ? piece.actionTokens + 1 : piece.actionTokens, clause: LARGE.actions },
  ]
  if (pushed) lines.push({ key: 'pushed', value: true, clause: LARGE.pushing })
  const next: MkPiece = first ? { ...piece, actionTokens: piece.actionTokens + 1, actedThisTurn: true } : piece
  return allowed(
    {
      piece: next,
      turn: {
        ...turn,
        acted: [...turn.acted, { section, kind }],
        attacked: turn.attacked || kind === 'ranged' || kind === 'melee',
        pushDamageDue: pushed,
      },
      pushed,
      lines,
    },
    lines,
  )
}

/**
 * 000 "Antreiben": after its first action a pushed large figure takes one click on a section of
 * its player's choice (an active one: an inactive section takes no damage, core `takeDamage`).
 */
export function takePushDamage(
  piece: MkPiece,
  turn: LargeTurn,
  section: string,
): Resolution<{ piece: MkPiece; turn: LargeTurn; lines: RulingLine[] }> {
  requireLarge(piece, 'takePushDamage')
  if (!turn.pushDamageDue) throw new RangeError(`rules/mageknight/large takePushDamage: no pushing click is due for ${piece.id}`)
  const dmg = takeDamage(piece, 1, sectionDial(piece, section))
  if (!dmg.ok) return dmg
  const lines: RulingLine[] = [
    {
      key: 'pushDamage',
      value: dmg.value.clicks,
      clause: LARGE.pushing,
      ...detailed('large.pushDamage', '{piece} takes its pushing click on section {section}', { piece: piece.id, section }),
    },
    ...dmg.value.lines,
  ]
  return allowed({ piece: dmg.value.piece, turn: { ...turn, pushDamageDue: false }, lines }, lines)
}

/** The combined move has been made (000 "Bewegung"): from now on only ranged, melee and other actions. */
export function recordCombinedMove(turn: LargeTurn): LargeTurn {
  if (moveSections(turn).length === 0 || turn.moved)
    throw new RangeError('rules/mageknight/large recordCombinedMove: no move action waits for the combined move')
  return { ...turn, moved: true }
}

/**
 * End of the player's turn (core 4): a large figure that did not act loses its tokens. Returns the
 * piece ready for the next turn; the LargeTurn record is dropped.
 */
export function endLargeTurn(piece: MkPiece, turn: LargeTurn): { piece: MkPiece; line: RulingLine } {
  const acted = turn.acted.length > 0
  return {
    piece: { ...piece, actionTokens: acted ? piece.actionTokens : 0, actedThisTurn: false },
    line: { key: 'actionTokens', value: acted ? piece.actionTokens : 0, clause: acted ? LARGE.actions : CORE.actions },
  }
}
