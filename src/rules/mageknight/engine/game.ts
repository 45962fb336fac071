import { castleExtraActions, newTurnActions } from '../castle/actions'
import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import { CORE } from '../core/clauses'
import { isEliminated, type MkPiece } from '../core/dial'
import { DEFAULT_MK_CORE_SETTINGS } from '../core/settings'
import { actionsPerTurn } from './army'
import { DEFAULT_MK_CASTLE_SETTINGS } from '../castle/settings'
import type { MkGame, MkSettings, MkTurn } from './types'

/**
 * A Mage Knight game begun and looked into: the pieces by id, whose turn it is, and the actions
 * a turn gives (R-MKC-1 from the build total, plus the castle's extra actions, 001 "Aktionen").
 */

export const DEFAULT_MK_SETTINGS: MkSettings = { core: DEFAULT_MK_CORE_SETTINGS, castle: DEFAULT_MK_CASTLE_SETTINGS }

/** The castle section kinds a side's standing sections are, for its extra actions. */
export type SectionKindsOf = (pieceId: string) => CastleSectionKind | null

function turnOf(game: Omit<MkGame, 'turn'>, side: string, number: number, kinds: SectionKindsOf, settings: MkSettings): MkTurn {
  // Standing sections only: a destroyed one brings no extra action (001 "Aktionen").
  const own = Object.values(game.pieces).filter((p) => p.side === side && p.castleSection && !isEliminated(p))
  const sectionKinds = own.map((p) => kinds(p.id)).filter((k): k is CastleSectionKind => k !== null)
  const extra = sectionKinds.length > 0 ? castleExtraActions(sectionKinds, settings.castle).extra : 0
  return { number, side, actions: newTurnActions(actionsPerTurn(game.buildTotal, settings.core).actions, extra) }
}

/** A new game: `sides` in turn order, the first one's first turn. Ids must be unique; sides must own pieces. */
export function newMkGame(
  pieces: readonly MkPiece[],
  sides: readonly string[],
  buildTotal: number,
  options: { maxRounds?: number | null; sectionKind?: SectionKindsOf; settings?: MkSettings } = {},
): MkGame {
  if (sides.length < 2) throw new RangeError(`newMkGame: sides: a game needs two sides or more, got ${sides.length}`)
  const byId: Record<string, MkPiece> = Object.create(null)
  for (const p of pieces) {
    if (byId[p.id]) throw new RangeError(`newMkGame: pieces: id "${p.id}" twice`)
    if (!sides.includes(p.side)) throw new RangeError(`newMkGame: pieces: ${p.id} is on side "${p.side}", not one of ${sides.join(', ')}`)
    byId[p.id] = p
  }
  const base = { sides, pieces: byId, buildTotal, maxRounds: options.maxRounds ?? null, eliminatedBy: Object.create(null), over: false }
  return { ...base, turn: turnOf(base, sides[0], 1, options.sectionKind ?? (() => null), options.settings ?? DEFAULT_MK_SETTINGS) }
}

/** The piece with `id`; a caller naming a piece the game lacks is a mistake (the judge checks names first). */
export function requirePiece(game: MkGame, id: string): MkPiece {
  const p = Object.hasOwn(game.pieces, id) ? game.pieces[id] : undefined
  if (!p) throw new RangeError(`mageknight engine: no piece "${id}" in the game`)
  return p
}

export function withPiece(game: MkGame, piece: MkPiece): MkGame {
  const pieces: Record<string, MkPiece> = Object.assign(Object.create(null), game.pieces)
  pieces[piece.id] = piece
  return { ...game, pieces }
}

/** The next side's turn (core 4); a round is over when the last side has had its turn. */
export function nextTurn(game: MkGame, kinds: SectionKindsOf = () => null, settings: MkSettings = DEFAULT_MK_SETTINGS): MkGame {
  const i = game.sides.indexOf(game.turn.side)
  const side = game.sides[(i + 1) % game.sides.length]
  return { ...game, turn: turnOf(game, side, game.turn.number + 1, kinds, settings) }
}

/** The round a turn number falls in: turns 1..n (n sides) are round 1. */
export const roundOf = (game: MkGame, turnNumber = game.turn.number): number => Math.ceil(turnNumber / game.sides.length)

export const TURN_CLAUSE = CORE.actions

/**
 * The English reason of a refusal for a side not to act: "it is orcs' turn" (a name ending in s
 * takes the apostrophe alone, the player's pass read "orcs's"), "it is red's turn".
 */
export const notYourTurnReason = (turnSide: string, who: string, side: string): string =>
  `it is ${turnSide}${/s$/i.test(turnSide) ? "'" : "'s"} turn; ${who} is on ${side}`
