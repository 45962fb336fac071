import { COLLECTOR_NUMBER } from '../../../scene/mageknight/cavalry'
import type { MkFigureCard } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CAVALRY } from '../core/clauses'
import { figurePiece, type MkPiece } from '../core/dial'
import { allowed, refuse, type Resolution } from './refusals'
import { MKK_RULINGS } from './settings'

/**
 * 003 "Mounts", "Riders", "Cavalry Units": a cavalry unit is a mount and its rider, two figures
 * with a dial each that act, are touched and are counted as one. Plain data: functions return
 * new units. The unit's id is its mount's; action tokens sit on the unit, not on its figures.
 */

/** A figure of a cavalry unit: its piece in play and its card (mount type, bonus, proficiencies). */
export interface CavalryMember {
  piece: MkPiece
  card: MkFigureCard
}

export interface CavalryUnit {
  mount: CavalryMember
  /** Null: a mount without a rider (no cavalry unit any more; its intelligence level rules it). */
  rider: CavalryMember | null
  /** 003 "Dark Riders Subfaction": an eliminated Dark Rider stays in the saddle, its base removed from the slot. */
  deadRiderInSaddle: boolean
  actionTokens: number
  actedThisTurn: boolean
}

export type CavalryDial = 'mount' | 'rider'

/** Is this a cavalry unit (a mount with its rider), rather than a mount without one? */
export const isCavalryUnit = (unit: CavalryUnit): unit is CavalryUnit & { rider: CavalryMember } => unit.rider !== null

/** A figure of a card as a piece: a mount is a mounted figure (001 "Zugangspunkte", R-MKK-13) with or without its rider. */
export function cavalryMember(card: MkFigureCard, id: string, side: string, version?: string): CavalryMember {
  const piece = figurePiece(card, id, side, version)
  return { card, piece: card.mount ? { ...piece, mounted: true } : piece }
}

/** 003 "Riders", "Dark Riders Subfaction": may this rider's card ride this mount's card? */
export function mayRide(rider: MkFigureCard, mount: MkFigureCard): Resolution<{ lines: RulingLine[] }> {
  if (!mount.mount) return refuse('not-a-mount', `${mount.id} has no elongated base: it is no mount`, CAVALRY.mounts, { card: mount.id })
  if (!rider.rider)
    return refuse('not-a-rider', `${rider.id} prints no attack bonus in a square: it cannot ride`, CAVALRY.riders, { card: rider.id })
  if (rider.subfaction === 'darkRiders' || mount.subfaction === 'darkRiders') {
    const r = COLLECTOR_NUMBER.exec(rider.collectorNumber ?? '')
    const m = COLLECTOR_NUMBER.exec(mount.collectorNumber ?? '')
    const paired = rider.subfaction === mount.subfaction && r !== null && m !== null && r[1] === m[1] && r[2] !== m[2]
    if (!paired)
      return refuse(
        'dark-riders-number-mismatch',
        `Dark Riders ride only the mount of their collector's number: #${rider.collectorNumber ?? '?'} and #${mount.collectorNumber ?? '?'}`,
        CAVALRY.darkRiders,
        { rider: rider.id, mount: mount.id },
      )
    return allowed({ lines: [rideLine(rider, mount, CAVALRY.darkRiders)] }, [])
  }
  if (!rider.rider.mountSymbols.includes(mount.mount.type))
    return refuse(
      'mount-symbol-mismatch',
      `${rider.id} rides ${rider.rider.mountSymbols.join(', ')}, not ${mount.mount.type}`,
      CAVALRY.riders,
      {
        rider: rider.id,
        mountType: mount.mount.type,
      },
    )
  return allowed({ lines: [rideLine(rider, mount, CAVALRY.riders)] }, [])
}

const rideLine = (rider: MkFigureCard, mount: MkFigureCard, clause: RulingLine['clause']): RulingLine => ({
  key: 'mkk.mayRide',
  value: true,
  clause,
  ...detailed('mkk.mayRide', '{rider} may ride {mount}', { rider: rider.id, mount: mount.id }),
})

/** 003 "Cavalry Units": the rider in the saddle, its base in the slot; both are mounted figures now. */
export function formCavalryUnit(mount: CavalryMember, rider: CavalryMember): Resolution<{ unit: CavalryUnit; lines: RulingLine[] }> {
  const ride = mayRide(rider.card, mount.card)
  if (!ride.ok) return ride
  if (rider.piece.side !== mount.piece.side)
    return refuse('rider-other-side', `${rider.piece.id} is not on ${mount.piece.id}'s side`, CAVALRY.units, { rider: rider.piece.id })
  const unit: CavalryUnit = {
    mount: { ...mount, piece: { ...mount.piece, mounted: true } },
    rider: { ...rider, piece: { ...rider.piece, mounted: true } },
    deadRiderInSaddle: false,
    actionTokens: 0,
    actedThisTurn: false,
  }
  return allowed({ unit, lines: ride.value.lines }, ride.value.lines)
}

/** What a side deploys: each mount with the rider it names (003 "Cavalry Units"). */
export interface CavalryPick {
  mount: CavalryMember
  rider?: CavalryMember
}

/**
 * 003 "Cavalry Units": every mount is deployed with a rider, a rider sits on one mount, and both
 * point values count toward the build total (`points`, the sum over the picks).
 */
export function deployCavalry(picks: readonly CavalryPick[]): Resolution<{ units: CavalryUnit[]; points: number; lines: RulingLine[] }> {
  const units: CavalryUnit[] = []
  const lines: RulingLine[] = []
  const seated = new Set<string>()
  for (const pick of picks) {
    if (!pick.rider)
      return refuse('mount-without-rider', `${pick.mount.piece.id} must be deployed with a rider`, CAVALRY.units, {
        mount: pick.mount.piece.id,
      })
    if (seated.has(pick.rider.piece.id))
      return refuse('rider-on-two-mounts', `${pick.rider.piece.id} already rides another mount`, CAVALRY.units, {
        rider: pick.rider.piece.id,
      })
    seated.add(pick.rider.piece.id)
    const formed = formCavalryUnit(pick.mount, pick.rider)
    if (!formed.ok) return formed
    units.push(formed.value.unit)
    lines.push({
      key: 'mkk.unitPoints',
      value: pick.mount.piece.points + pick.rider.piece.points,
      clause: CAVALRY.units,
      ...detailed('mkk.unitPoints', '{mount} {mountPoints} + {rider} {riderPoints} points', {
        mount: pick.mount.piece.id,
        mountPoints: pick.mount.piece.points,
        rider: pick.rider.piece.id,
        riderPoints: pick.rider.piece.points,
      }),
    })
  }
  const points = lines.reduce((n, l) => n + Number(l.value), 0)
  return allowed({ units, points, lines }, lines)
}

/**
 * 003 "Cavalry Units": a figure in base contact with a cavalry unit is in contact with both; the
 * ids a base touches (the geometry may name the mount or the rider) become both members'.
 */
export function contactIds(unit: CavalryUnit, touched: readonly string[]): string[] {
  const members = isCavalryUnit(unit) ? [unit.mount.piece.id, unit.rider.piece.id] : [unit.mount.piece.id]
  const hit = touched.some((id) => members.includes(id))
  const rest = touched.filter((id) => !members.includes(id))
  return hit ? [...members, ...rest] : [...rest]
}

/** 003 "Cavalry Units": a terrain feature the unit occupies is occupied by the mount and the rider. */
export const occupants = (unit: CavalryUnit): string[] =>
  isCavalryUnit(unit) ? [unit.mount.piece.id, unit.rider.piece.id] : [unit.mount.piece.id]

/** R-MKK-13 as a line: a mount (with or without rider) and a rider in the saddle are mounted figures; a dismounted rider is not. */
export const mountedLine = (piece: MkPiece): RulingLine => ({
  key: 'mkk.mountedFigure',
  value: piece.mounted,
  clause: MKK_RULINGS.mountedFigure,
})
