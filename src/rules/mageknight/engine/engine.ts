import type { Dice } from '../../kernel/dice'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { endTurn as clearTokens, giveAction, spendAction, type MkActionKind } from '../castle/actions'
import { victoryPoints } from '../castle/victory'
import { CORE } from '../core/clauses'
import { isEliminated } from '../core/dial'
import { moveFigure } from '../core/move'
import { refuse, type Resolution } from '../core/refusals'
import type { Resolution as LargeResolution } from '../large/refusals'
import { meleeCheck, rangedCheck, resolveAttack } from './attacks'
import { DEFAULT_MK_SETTINGS, nextTurn, requirePiece, roundOf, withPiece, type SectionKindsOf, notYourTurnReason } from './game'
import type { MkAction, MkActionFacts, MkEvent, MkGame, MkPerformed, MkSettings } from './types'
import { performBoard, performLeave, passengerMoveRefusal } from './chariotPlay'
import { involvesLarge, performLargeAttack } from './largeAttacks'
import { performLargeMove } from './largeMove'
import { largeMoveOf } from './largeActions'
import type { Resolution as CastleResolution } from '../castle/refusals'
import { performSiege } from './siegeActions'
import { assertNoSectionIn, vpSectionsOf } from './siegeState'
import { performFormationMove } from './formation'
import { performFormationAttack } from './formationAttack'
import { cavalryEndPhase, performCavalry } from './cavalry'
import { unitIdOf } from './cavalryState'

/**
 * The Mage Knight engine's one entry point (MAGE-KNIGHT-CORE.md 4-9): `performMk(game, action,
 * facts, dice)` checks whose turn it is, gives the action (one of the turn's actions, a token,
 * pushing and its click, core 4 and 001 "Aktionen"), carries out the move or attack with the
 * facts the judge measured, and ends the game when one side is left or the last round is over,
 * with the victory points (core 9). Pure: a refusal leaves the game as it was.
 */

export interface MkEngineOptions {
  settings?: MkSettings
  /** The castle section kind of a piece id (for the castle's extra actions, 001 "Aktionen"). */
  sectionKind?: SectionKindsOf
}

const performed = (
  game: MkGame,
  events: MkEvent[],
  lines: RulingLine[],
  rolls: MkPerformed['breakdown']['rolls'] = [],
): Resolution<MkPerformed> => {
  const breakdown = { modifiers: [], rolls, lines }
  return { ok: true, value: { game, events, breakdown }, breakdown }
}

/** Spends one of the turn's actions on `pieceId` and gives it the action (token, pushing). */
function giveTo(game: MkGame, pieceId: string, kind: MkActionKind): Resolution<{ game: MkGame; lines: RulingLine[]; events: MkEvent[] }> {
  const piece = requirePiece(game, pieceId)
  if (piece.side !== game.turn.side)
    return refuse('not-your-turn', notYourTurnReason(game.turn.side, pieceId, piece.side), CORE.actions, { side: game.turn.side })
  const given = giveAction(piece, kind)
  if (!given.ok) return given as Resolution<never>
  const spent = spendAction(game.turn.actions, piece.castleSection)
  if (!spent.ok) return spent as Resolution<never>
  const g = { ...withPiece(game, given.value.piece), turn: { ...game.turn, actions: spent.value } }
  const events: MkEvent[] =
    given.value.pushDamage > 0 ? [{ kind: 'clicks', piece: pieceId, dial: 0, from: piece.clicks[0], to: given.value.piece.clicks[0] }] : []
  const value = { game: g, lines: [...given.value.lines, ...spent.breakdown.lines], events }
  return { ok: true, value, breakdown: { modifiers: [], rolls: [], lines: value.lines } }
}

/** Sides that still have a piece in the game. */
const sidesLeft = (game: MkGame): string[] =>
  game.sides.filter((s) => Object.values(game.pieces).some((p) => p.side === s && !isEliminated(p)))

/** Core 9: the game is over; every side's victory points (castle sections with their occupants, 001 "Siegpunkte"). */
export function finalScore(
  game: MkGame,
  occupants: Readonly<Record<string, readonly string[]>> = {},
): { totals: Record<string, number>; lines: RulingLine[] } {
  const sections = vpSectionsOf(game, occupants)
  const figures = Object.values(game.pieces)
    .filter((p) => !sections.some((s) => s.id === p.id))
    .map((p) => ({
      id: p.id,
      side: p.side,
      points: p.points,
      eliminated: isEliminated(p),
      ...(Object.hasOwn(game.eliminatedBy, p.id) ? { eliminatedBy: game.eliminatedBy[p.id] } : {}),
    }))
  return victoryPoints(game.sides, figures, sections)
}

/** Ends the game when one side is left, or after the last side's turn of the last round. */
function maybeOver(
  game: MkGame,
  events: MkEvent[],
  lines: RulingLine[],
  afterTurnOf?: string,
  occupants?: Readonly<Record<string, readonly string[]>>,
): MkGame {
  const left = sidesLeft(game)
  const lastRoundDone =
    afterTurnOf !== undefined &&
    game.maxRounds !== null &&
    afterTurnOf === game.sides[game.sides.length - 1] &&
    roundOf(game) >= game.maxRounds
  if (left.length > 1 && !lastRoundDone) return game
  const score = finalScore(game, occupants)
  lines.push(
    {
      key: 'mk.gameOver',
      value: left.length <= 1 ? 'one side left' : 'last round played',
      clause: CORE.victory,
      ...detailed('mk.gameOver', '{why}', { why: left.length <= 1 ? 'one side left' : 'last round played' }),
    },
    ...score.lines,
  )
  events.push({ kind: 'gameOver', totals: score.totals })
  return { ...game, over: true }
}

/** core 6: who may turn free now (not large figures nor sections, 000, 001), said in a line. */
function offerFreeSpins(game: MkGame, touched: readonly string[], lines: RulingLine[]): string[] {
  const spins = touched.filter((id) => {
    const p = Object.hasOwn(game.pieces, id) ? game.pieces[id] : undefined
    // 003 "Mounts": no mount or rider in a saddle makes a free spin.
    return p !== undefined && !p.largeFigure && !p.castleSection && !isEliminated(p) && unitIdOf(game, id) === null
  })
  if (spins.length > 0)
    lines.push({
      key: 'mk.freeSpinOffered',
      value: spins.join(', '),
      clause: CORE.baseContact,
      ...detailed('mk.freeSpinOffered', '{figures} may turn free', { figures: spins.join(', ') }),
    })
  return spins
}

function freeSpin(game: MkGame, pieceId: string, facingDeg: number): Resolution<MkPerformed> {
  requirePiece(game, pieceId)
  if (!Number.isFinite(facingDeg)) throw new RangeError(`freeSpin: facingDeg must be finite, got ${facingDeg}`)
  if (!game.freeSpins?.includes(pieceId))
    return refuse('no-free-spin', `${pieceId} may turn free only right after an opponent moved into base contact with it`, CORE.baseContact)
  const rest = game.freeSpins.filter((id) => id !== pieceId)
  return performed(
    { ...game, freeSpins: rest },
    [{ kind: 'turned', piece: pieceId, facingDeg }],
    [{ key: 'mk.freeSpin', value: facingDeg, clause: CORE.baseContact }],
  )
}

export function performMk(
  game: MkGame,
  action: MkAction,
  facts: MkActionFacts,
  dice: Dice,
  options: MkEngineOptions = {},
): CastleResolution<MkPerformed> {
  const settings = options.settings ?? DEFAULT_MK_SETTINGS
  if (game.over) return refuse('game-over', 'the game is over', CORE.victory)
  // 003: actions involving cavalry (cavalry.ts); null for the rest.
  const cavalry = performCavalry(game, action, facts, dice, settings, giveTo)
  if (cavalry) return afterAttack(cavalry as Resolution<MkPerformed>)
  if (action.kind === 'freeSpin') return freeSpin(game, action.piece, action.facingDeg)
  // core 6: the free spin is offered only until the next action.
  if (game.freeSpins?.length) game = { ...game, freeSpins: [] }
  switch (action.kind) {
    case 'endTurn': {
      const side = game.turn.side
      // 003 "Intelligence Levels": the end phase removes skittish mounts without riders.
      const phase = cavalryEndPhase(game, settings.cavalry)
      const cleared = {
        ...phase.game,
        pieces: Object.assign(
          Object.create(null),
          Object.fromEntries(clearTokens(Object.values(phase.game.pieces), side).map((p) => [p.id, p])),
        ),
      }
      const events: MkEvent[] = [...phase.events]
      const lines: RulingLine[] = [...phase.lines]
      const over = maybeOver(cleared, events, lines, side, facts.siege?.occupants)
      if (over.over) return performed(over, events, lines)
      const next = nextTurn(over, options.sectionKind, settings)
      events.push({ kind: 'turnPassed', side: next.turn.side, number: next.turn.number })
      return performed(next, events, lines)
    }
    case 'move': {
      // 000: a large figure moves by its sections' combined move; a passenger only by leaving.
      if (requirePiece(game, action.piece).largeFigure)
        return large(performLargeMove(game, largeMoveOf(game, action), facts, dice, settings.large))
      const riding = passengerMoveRefusal(game, action.piece)
      if (riding) return large(riding)
      if (!facts.move) throw new RangeError('mageknight engine: a move needs facts.move')
      const given = giveTo(game, action.piece, 'move')
      if (!given.ok) return given
      const g = given.value.game
      const ruled = moveFigure(requirePiece(g, action.piece), facts.move, dice, settings.core, {
        facingDeg: action.facingDeg,
        dial: action.dial,
      })
      if (!ruled.ok) return ruled
      const events: MkEvent[] = [...given.value.events]
      const lines = [...given.value.lines, ...ruled.value.lines]
      if (ruled.value.moved) {
        events.push({ kind: 'moved', piece: action.piece, to: facts.move.to, facingDeg: ruled.value.facingDeg })
        const spins = offerFreeSpins(g, facts.move.enemiesTouchedAtEnd, lines)
        if (spins.length > 0) return performed({ ...g, freeSpins: spins }, events, lines, ruled.value.rolls)
      } else if (ruled.value.facingDeg !== null)
        events.push({ kind: 'moved', piece: action.piece, to: facts.move.from, facingDeg: ruled.value.facingDeg })
      return performed(g, events, lines, ruled.value.rolls)
    }
    case 'ranged':
    case 'melee': {
      assertNoSectionIn(game, [action.piece, ...(action.kind === 'ranged' ? action.targets : [action.target])])
      if (involvesLarge(game, action))
        return afterAttack(large(performLargeAttack(game, action, facts, dice, settings, giveTo, settings.large)))
      const attacker = requirePiece(game, action.piece)
      const dial = action.dial ?? 0
      const checked =
        action.kind === 'ranged'
          ? rangedCheck(game, attacker, action.targets, facts, dial)
          : meleeCheck(game, attacker, action.target, facts, dial)
      if (!checked.ok) return checked
      const given = giveTo(game, action.piece, action.kind)
      if (!given.ok) return given
      const attack = resolveAttack(given.value.game, action.piece, checked.value, action.kind, dice, settings, dial)
      if (!attack.ok) return attack
      const events = [...given.value.events, ...attack.value.events]
      const lines = [...given.value.lines, ...attack.value.breakdown.lines]
      const g = maybeOver(attack.value.game, events, lines, undefined, facts.siege?.occupants)
      const breakdown = { modifiers: attack.value.breakdown.modifiers, rolls: attack.value.breakdown.rolls, lines }
      return { ok: true, value: { game: g, events, breakdown }, breakdown }
    }
    case 'largeMove':
      return large(performLargeMove(game, action, facts, dice, settings.large))
    case 'board':
      return large(performBoard(game, action, facts, giveTo, settings.large))
    case 'leave':
      return large(performLeave(game, action, facts, giveTo))
    case 'castleShot':
    case 'portal':
    case 'climb':
    case 'ladder':
    case 'accessMelee':
    case 'sectionMelee': {
      // 001: the castle's actions (siegeActions.ts), given as every other action and ended alike.
      const done = performSiege(game, action, facts.siege ?? {}, dice, settings, giveTo)
      if (!done.ok) return done
      const { events, breakdown } = done.value
      const g = maybeOver(done.value.game, events, breakdown.lines, undefined, facts.siege?.occupants)
      return { ok: true, value: { game: g, events, breakdown }, breakdown }
    }
    // core 10: formations (formation.ts, formationAttack.ts); their codes are read as strings like the large rules'.
    case 'formationMove':
      return performFormationMove(game, action, facts, dice, settings, offerFreeSpins) as Resolution<MkPerformed>
    case 'formationRanged':
    case 'formationMelee':
      return afterAttack(performFormationAttack(game, action, facts, dice, settings) as Resolution<MkPerformed>)
    default:
      // 003: performCavalry took every cavalry action of a game with cavalry (cavalry.ts).
      throw new RangeError(`mageknight engine: action "${action.kind}" needs a game with cavalry`)
  }
}

/** The large-figure rules refuse with their own codes (large/refusals.ts, a superset of the core's); callers read codes as strings. */
const large = (r: LargeResolution<MkPerformed>): Resolution<MkPerformed> => r as Resolution<MkPerformed>

/** An attack's result with the end of the game checked (one side left, core 9). */
function afterAttack(r: Resolution<MkPerformed>): Resolution<MkPerformed> {
  if (!r.ok) return r
  const events = [...r.value.events]
  const lines = [...r.value.breakdown.lines]
  const game = maybeOver(r.value.game, events, lines)
  const breakdown = { ...r.value.breakdown, lines }
  return { ok: true, value: { game, events, breakdown }, breakdown }
}
