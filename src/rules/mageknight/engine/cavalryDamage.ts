import type { Point2 } from '../../../math/planar'
import type { RulingLine } from '../../kernel/clauses'
import type { Resolution } from '../../kernel/resolution'
import { damageCavalry, DEFAULT_CAVALRY_SETTINGS, type CavalryDial, type CavalrySettings } from '../cavalry'
import { applyDamage } from './damage'
import { requirePiece, withPiece } from './game'
import { unitIdOf, unitOf, withSaddle, withUnit } from './cavalryState'
import { isEliminated, takeDamage } from '../core/dial'
import type { MkCavalryFacts } from './cavalryTypes'
import type { MkEvent, MkGame } from './types'

/**
 * Damage carried into the game when it falls on a cavalry unit (003 "Eliminating Cavalry
 * Units"): the rules module turns the dial and says what an elimination leads to (a riderless
 * mount, a rider placed beside its eliminated mount, both gone, a Dark Riders mount reset); here
 * the pieces, the saddle and the eliminations are written back and the table hears of it. Any
 * other figure takes damage as the core has it (damage.ts).
 */

export type CavResult<T> = Resolution<T, string>

export interface UnitDamaged {
  game: MkGame
  events: MkEvent[]
  lines: RulingLine[]
}

const placeOf = (facts: MkCavalryFacts | undefined, mount: string): Point2 | null => {
  const places = facts?.riderPlaces
  return places && Object.hasOwn(places, mount) ? places[mount] : null
}

/** Records who eliminated `ids` (core 9) and says so to the table. */
export function eliminate(game: MkGame, ids: readonly string[], by: string | null, events: MkEvent[]): MkGame {
  if (ids.length === 0) return game
  const eliminatedBy: Record<string, string> = Object.assign(Object.create(null), game.eliminatedBy)
  for (const id of ids) {
    if (by !== null) eliminatedBy[id] = by
    events.push({ kind: 'eliminated', piece: id, by })
  }
  return { ...game, eliminatedBy }
}

/**
 * `clicks` on `dial` of the unit `mountId`: the clicks event, then the rules' consequences. A rider
 * put back on the table goes to the place the judge found (`facts.riderPlaces`); without one
 * there is no room and both are eliminated.
 */
export function damageUnit(
  game: MkGame,
  mountId: string,
  dial: CavalryDial,
  clicks: number,
  by: string | null,
  facts: MkCavalryFacts | undefined,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): UnitDamaged {
  if (clicks <= 0) return { game, events: [], lines: [] }
  const unit = unitOf(game, mountId)
  const place = placeOf(facts, mountId)
  const hit = damageCavalry(unit, dial, clicks, { roomForRider: place !== null }, settings)
  if (!hit.ok) return { game, events: [], lines: [{ key: 'mk.noDamage', value: hit.refusal.code, clause: hit.refusal.clause }] }
  // The core's clicks on the dial hit, for the table; the unit's consequences are the rules module's.
  const target = dial === 'rider' ? unit.rider?.piece : unit.mount.piece
  if (!target) throw new RangeError(`dial: ${mountId} has no rider, got "rider"`)
  const turned = takeDamage(target, clicks)
  if (!turned.ok) return { game, events: [], lines: [{ key: 'mk.noDamage', value: turned.refusal.code, clause: turned.refusal.clause }] }
  const events: MkEvent[] = [{ kind: 'clicks', piece: target.id, dial: 0, from: target.clicks[0], to: turned.value.piece.clicks[0] }]
  const { unit: after, placedRider, eliminated } = hit.value
  let g = withPiece(game, { ...turned.value.piece, actionTokens: 0 })
  if (after) g = withUnit(g, after)
  else g = withSaddle(g, mountId, null)
  // 003 "Dark Riders Subfaction": the mount's dial turns back instead of eliminating it (R-MKK-10).
  const reset = after && dial === 'mount' ? after.mount.piece.clicks[0] : null
  if (reset !== null && reset !== turned.value.piece.clicks[0])
    events.push({ kind: 'clicks', piece: target.id, dial: 0, from: turned.value.piece.clicks[0], to: reset })
  if (placedRider) {
    g = withPiece(g, placedRider)
    events.push({ kind: 'riderPlaced', piece: placedRider.id, mount: mountId, to: place as Point2 })
  }
  for (const id of eliminated) g = outOfGame(g, id)
  g = eliminate(g, eliminated, by, events)
  return { game: g, events, lines: hit.value.lines }
}

/** A piece the rules took out of the game without damage on its own dial (a rider with no room): its dial at the last click. */
export function outOfGame(game: MkGame, id: string): MkGame {
  const p = requirePiece(game, id)
  if (isEliminated(p)) return game
  return withPiece(game, { ...p, clicks: [p.dials[0].clicks.length - 1], actionTokens: 0 })
}

/**
 * Damage on whatever `pieceId` is: a member of a cavalry unit takes it on `dial` (for a rider in
 * the saddle, the rider's; for a mount, the mount's), any other figure as the core has it.
 */
export function damagePiece(
  game: MkGame,
  pieceId: string,
  clicks: number,
  by: string | null,
  facts: MkCavalryFacts | undefined,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): UnitDamaged {
  const unitId = unitIdOf(game, pieceId)
  if (unitId === null) {
    const d = applyDamage(game, pieceId, 0, clicks, by)
    return { game: d.game, events: d.events, lines: d.lines }
  }
  return damageUnit(game, unitId, unitId === pieceId ? 'mount' : 'rider', clicks, by, facts, settings)
}
