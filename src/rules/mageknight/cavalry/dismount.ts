import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CAVALRY, CORE } from '../core/clauses'
import { isEliminated, type MkPiece } from '../core/dial'
import { riderlessController } from './elimination'
import { allowed, refuse, type Resolution } from './refusals'
import { MKK_RULINGS } from './settings'
import { isCavalryUnit, mayRide, type CavalryMember, type CavalryUnit } from './unit'

/**
 * 003 "Dismounted Riders": dismounting (a special action of the unit that gives no token and takes
 * the unit's tokens away) and gaining another mount (a special action of the dismounted rider; the
 * new unit gets a token and may still act). The geometry answers `roomForRider` and `inBaseContact`.
 */

export interface Dismounted {
  /** The mount, now without a rider, without tokens, free to act this turn. */
  mount: CavalryUnit
  /** The rider on its base in contact with the mount: a warrior again, free to act this turn. */
  rider: MkPiece
  lines: RulingLine[]
}

/**
 * Dismounts the rider of `unit`. The special action is the unit's one action of the turn and one
 * of the player's actions (R-MKK-4), so a unit that acted or holds two tokens cannot dismount.
 */
export function dismount(unit: CavalryUnit, facts: { roomForRider: boolean }): Resolution<Dismounted> {
  const id = unit.mount.piece.id
  if (!isCavalryUnit(unit)) return refuse('no-rider', `${id} has no rider to dismount`, CAVALRY.dismounted, { unit: id })
  if (unit.rider.card.subfaction === 'darkRiders')
    return refuse(
      'dark-riders-no-dismount',
      `${unit.rider.piece.id} is a Dark Rider: it cannot dismount or be dismounted`,
      CAVALRY.darkRiders,
      {
        rider: unit.rider.piece.id,
      },
    )
  if (unit.actedThisTurn)
    return refuse('cavalry-one-action', `${id} has had its one action this turn`, MKK_RULINGS.dismountAction, { piece: id })
  if (unit.actionTokens >= 2) return refuse('pushed-last-turn', `${id} has two action tokens`, CORE.actions)
  if (!facts.roomForRider)
    return refuse('no-room-to-dismount', `no room for ${unit.rider.piece.id} in base contact with ${id}`, CAVALRY.dismounted, {
      rider: unit.rider.piece.id,
    })
  const line: RulingLine = {
    key: 'mkk.dismounted',
    value: unit.rider.piece.id,
    clause: CAVALRY.dismounted,
    ...detailed('mkk.dismounted', '{rider} dismounts beside {mount}: no action token, tokens removed, both may act this turn', {
      rider: unit.rider.piece.id,
      mount: id,
    }),
  }
  const rider: MkPiece = { ...unit.rider.piece, mounted: false, actionTokens: 0, actedThisTurn: false }
  const mount: CavalryUnit = { ...unit, rider: null, actionTokens: 0, actedThisTurn: false }
  return allowed({ mount, rider, lines: [line] }, [line])
}

export interface Remounted {
  unit: CavalryUnit
  /** Clicks of pushing damage the rider takes for its special action (a token from its last turn, core 4). */
  riderPushDamage: number
  lines: RulingLine[]
}

/**
 * A dismounted rider gains `mount` (riderless): in base contact, friendly this turn (a
 * mean-spirited mount is friendly to whoever's turn it is), mount symbols matching. The rider's
 * special action follows the core's tokens (R-MKK-5): the unit carries the rider's tokens plus
 * this one, and without two it may still be given its action this turn.
 */
export function remount(
  rider: CavalryMember,
  mount: CavalryUnit,
  facts: { inBaseContact: boolean; currentPlayer: string },
): Resolution<Remounted> {
  const r = rider.piece
  if (mount.rider !== null)
    return refuse('mount-has-rider', `${mount.mount.piece.id} already has a rider`, CAVALRY.dismounted, { mount: mount.mount.piece.id })
  if (isEliminated(r) || isEliminated(mount.mount.piece))
    return refuse('piece-eliminated', `${r.id} or ${mount.mount.piece.id} is out of the game`, CORE.damage)
  if (r.actedThisTurn) return refuse('acted-this-turn', `${r.id} has acted this turn`, CORE.actions)
  if (r.actionTokens >= 2) return refuse('pushed-last-turn', `${r.id} has two action tokens`, CORE.actions)
  const controller = riderlessController(mount, facts.currentPlayer)
  if (controller.side !== r.side)
    return refuse('remount-mount-not-friendly', `${mount.mount.piece.id} is not friendly to ${r.id} this turn`, CAVALRY.dismounted, {
      mount: mount.mount.piece.id,
    })
  if (!facts.inBaseContact)
    return refuse('remount-not-in-contact', `${r.id} is not in base contact with ${mount.mount.piece.id}`, CAVALRY.dismounted, {
      rider: r.id,
    })
  const ride = mayRide(rider.card, mount.mount.card)
  if (!ride.ok) return ride
  const riderPushDamage = r.actionTokens === 1 ? 1 : 0
  const tokens = r.actionTokens + 1
  const lines: RulingLine[] = [
    ...controller.lines,
    ...ride.value.lines,
    {
      key: 'mkk.remounted',
      value: tokens,
      clause: tokens === 1 ? CAVALRY.dismounted : MKK_RULINGS.remountToken,
      ...detailed('mkk.remounted', '{rider} gains {mount}: the new unit has {tokens} action token(s)', {
        rider: r.id,
        mount: mount.mount.piece.id,
        tokens,
      }),
    },
  ]
  const unit: CavalryUnit = {
    mount: { ...mount.mount, piece: { ...mount.mount.piece, side: r.side } },
    rider: { ...rider, piece: { ...r, mounted: true } },
    deadRiderInSaddle: false,
    actionTokens: tokens,
    actedThisTurn: false,
  }
  return allowed({ unit, riderPushDamage, lines }, lines)
}
