import { mkFigureCard } from '../../../scene/mageknight/library'
import type { MkFigureCard } from '../../../scene/mageknight/dial'
import type { CavalryMember, CavalryUnit } from '../cavalry'
import { isEliminated } from '../core/dial'
import { requirePiece, withPiece } from './game'
import type { MkCavalry } from './cavalryTypes'
import type { MkGame } from './types'

/**
 * Cavalry units read out of the game and written back (003 "Cavalry Units"): the engine keeps
 * the mount and the rider as one-dial pieces, with the unit's action tokens on the mount's piece
 * (its id is the unit's); the cavalry rules module works on `CavalryUnit`s built here, so no rule
 * is restated. A rider in the saddle named by a step stands for its unit.
 */

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined

/** The card of a mount or rider of the game. */
export function cavalryCard(game: MkGame, id: string): MkFigureCard {
  const card = own(game.cavalry?.cards, id)
  if (card === undefined) throw new RangeError(`mageknight engine: ${id} is no mount or rider of the game`)
  return mkFigureCard(card)
}

/** The mount whose saddle holds `id`, or null. */
export function mountOfRider(game: MkGame, id: string): string | null {
  for (const [mount, rider] of Object.entries(game.cavalry?.saddle ?? {})) if (rider === id) return mount
  return null
}

/** The unit `id` stands for (a mount, with or without rider, or a rider in a saddle): its mount's id, or null. */
export function unitIdOf(game: MkGame, id: string): string | null {
  if (!game.cavalry) return null
  if (own(game.cavalry.saddle, id) !== undefined) return id
  return mountOfRider(game, id)
}

/** A dismounted rider of the game (a rider's card, no saddle). */
export const isDismountedRider = (game: MkGame, id: string): boolean =>
  own(game.cavalry?.cards, id) !== undefined && own(game.cavalry?.saddle, id) === undefined && mountOfRider(game, id) === null

const member = (game: MkGame, id: string): CavalryMember => ({ piece: requirePiece(game, id), card: cavalryCard(game, id) })

/** The unit whose mount is `mountId`, as the cavalry rules read it; tokens are the mount piece's. */
export function unitOf(game: MkGame, mountId: string): CavalryUnit {
  const riderId = own(game.cavalry?.saddle, mountId)
  if (riderId === undefined) throw new RangeError(`mageknight engine: ${mountId} is no mount of the game`)
  const mount = member(game, mountId)
  return {
    mount,
    rider: riderId === null ? null : member(game, riderId),
    deadRiderInSaddle: game.cavalry?.deadRiderInSaddle?.includes(mountId) === true,
    actionTokens: mount.piece.actionTokens,
    actedThisTurn: mount.piece.actedThisTurn,
  }
}

const withCavalry = (game: MkGame, change: (c: MkCavalry) => MkCavalry): MkGame => {
  if (!game.cavalry) throw new RangeError('mageknight engine: the game has no cavalry')
  return { ...game, cavalry: change(game.cavalry) }
}

/** Who sits in `mount`'s saddle from now (null: nobody). */
export function withSaddle(game: MkGame, mount: string, rider: string | null): MkGame {
  return withCavalry(game, (c) => {
    const saddle: Record<string, string | null> = Object.assign(Object.create(null), c.saddle)
    saddle[mount] = rider
    return { ...c, saddle }
  })
}

/** The game with `unit` written back: both pieces, the unit's tokens on the mount, the saddle, a dead Dark Rider kept. */
export function withUnit(game: MkGame, unit: CavalryUnit): MkGame {
  const id = unit.mount.piece.id
  const mountPiece = { ...unit.mount.piece, actionTokens: unit.actionTokens, actedThisTurn: unit.actedThisTurn }
  let g = withPiece(game, mountPiece)
  if (unit.rider) g = withPiece(g, unit.rider.piece)
  g = withSaddle(g, id, unit.rider?.piece.id ?? null)
  const dead = (g.cavalry?.deadRiderInSaddle ?? []).filter((m) => m !== id)
  return withCavalry(g, (c) => ({ ...c, deadRiderInSaddle: unit.deadRiderInSaddle ? [...dead, id] : dead }))
}

/** The game's cavalry from the pairs a scene deploys (mount to rider) and every mount's and rider's card. */
export function cavalryOfPairs(
  game: MkGame,
  pairs: readonly { mount: string; rider: string }[],
  cards: Readonly<Record<string, string>>,
): MkGame {
  if (pairs.length === 0) return game
  const saddle: Record<string, string | null> = Object.create(null)
  const byId: Record<string, string> = Object.assign(Object.create(null), cards)
  const deadRiderInSaddle: string[] = []
  let g = game
  for (const { mount, rider } of pairs) {
    // A scene written back after a Dark Rider fell keeps it in the saddle (003 "Dark Riders
    // Subfaction"): read again, the mount is without a rider and the dead one stays seated.
    if (isEliminated(requirePiece(g, rider))) {
      saddle[mount] = null
      deadRiderInSaddle.push(mount)
      g = withPiece(g, { ...requirePiece(g, mount), mounted: true })
      continue
    }
    saddle[mount] = rider
    // R-MKK-13: a mount and a rider in its saddle are mounted figures (access points, 001).
    g = withPiece(withPiece(g, { ...requirePiece(g, mount), mounted: true }), { ...requirePiece(g, rider), mounted: true })
  }
  return { ...g, cavalry: { cards: byId, saddle, ...(deadRiderInSaddle.length > 0 ? { deadRiderInSaddle } : {}) } }
}

/** Does the action name a figure of a cavalry unit, or a dismounted rider? */
export function namesCavalry(game: MkGame, ids: readonly string[]): boolean {
  return game.cavalry !== undefined && ids.some((id) => own(game.cavalry?.cards, id) !== undefined)
}
