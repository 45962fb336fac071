import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CAVALRY } from '../core/clauses'
import { takeDamage, type MkPiece } from '../core/dial'
import { allowed, type Resolution } from './refusals'
import { DEFAULT_CAVALRY_SETTINGS, MKK_RULINGS, type CavalrySettings } from './settings'
import { isCavalryUnit, type CavalryDial, type CavalryUnit } from './unit'

/**
 * 003 "Eliminating Cavalry Units" and the Dark Riders' exceptions: damage on one dial of a unit,
 * and what follows when a figure is eliminated. The geometry answers whether the rider's base
 * finds room in base contact with the mount (`roomForRider`).
 */
export interface CavalryDamage {
  /** The unit afterwards; null when the mount left the game. */
  unit: CavalryUnit | null
  /** A rider put back on its base beside its mount (the mount was eliminated first): a warrior again, no tokens. */
  placedRider: MkPiece | null
  /** Ids out of the game. */
  eliminated: string[]
  lines: RulingLine[]
}

const line = (key: string, value: RulingLine['value'], clause: RulingLine['clause'], d: ReturnType<typeof detailed>): RulingLine => ({
  key,
  value,
  clause,
  ...d,
})

/**
 * `clicks` of damage on the unit's `dial` (core 3), then 003: a rider eliminated leaves its mount
 * riderless (a Dark Rider stays in the saddle, its base out of the slot); a mount eliminated
 * first puts its rider in base contact (room) or takes it along (no room), and a Dark Riders
 * mount with its rider still up turns back to its starting marker instead (R-MKK-10). Any
 * elimination removes the unit's action tokens.
 */
export function damageCavalry(
  unit: CavalryUnit,
  dial: CavalryDial,
  clicks: number,
  facts: { roomForRider: boolean },
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): Resolution<CavalryDamage> {
  const target = dial === 'rider' ? unit.rider : unit.mount
  if (!target) throw new RangeError(`dial: ${unit.mount.piece.id} has no rider, got "rider"`)
  const hit = takeDamage(target.piece, clicks)
  if (!hit.ok) return hit
  const lines = [...hit.value.lines]
  const damaged = { ...target, piece: hit.value.piece }
  if (!hit.value.eliminated) {
    const next = dial === 'rider' ? { ...unit, rider: damaged } : { ...unit, mount: damaged }
    return done({ unit: next, placedRider: null, eliminated: [], lines })
  }
  const untokened = { actionTokens: 0, actedThisTurn: unit.actedThisTurn }
  if (dial === 'rider') {
    const dark = damaged.card.subfaction === 'darkRiders'
    lines.push(
      line('mkk.riderEliminated', damaged.piece.id, dark ? CAVALRY.darkRiders : CAVALRY.elimination, {
        ...detailed('mkk.riderEliminated', '{rider} is eliminated: {mount} is without a rider, its action tokens removed', {
          rider: damaged.piece.id,
          mount: unit.mount.piece.id,
        }),
      }),
    )
    return done({
      unit: { ...unit, ...untokened, rider: null, deadRiderInSaddle: dark },
      placedRider: null,
      eliminated: [damaged.piece.id],
      lines,
    })
  }
  if (!isCavalryUnit(unit)) return done({ unit: null, placedRider: null, eliminated: [damaged.piece.id], lines })
  if (damaged.card.subfaction === 'darkRiders') {
    const to = settings.darkRidersResetTo === 'click-0' ? 0 : damaged.piece.startClicks[0]
    lines.push(
      line('mkk.darkRidersReset', to, MKK_RULINGS.darkRidersReset, {
        ...detailed('mkk.darkRidersReset', '{mount} still has its rider: its dial turns back to click {to}', {
          mount: damaged.piece.id,
          to,
        }),
      }),
    )
    const reset = { ...damaged, piece: { ...damaged.piece, clicks: damaged.piece.clicks.map(() => to) } }
    return done({ unit: { ...unit, mount: reset }, placedRider: null, eliminated: [], lines })
  }
  const rider = unit.rider
  if (!facts.roomForRider) {
    lines.push(
      line('mkk.bothEliminated', false, CAVALRY.elimination, {
        ...detailed('mkk.bothEliminated', 'no room for {rider} in base contact with {mount}: both are eliminated', {
          rider: rider.piece.id,
          mount: damaged.piece.id,
        }),
      }),
    )
    return done({ unit: null, placedRider: null, eliminated: [damaged.piece.id, rider.piece.id], lines })
  }
  lines.push(
    line('mkk.riderPlaced', true, CAVALRY.elimination, {
      ...detailed('mkk.riderPlaced', '{mount} is eliminated: {rider} returns to its base in base contact, without action tokens', {
        rider: rider.piece.id,
        mount: damaged.piece.id,
      }),
    }),
  )
  const placedRider: MkPiece = { ...rider.piece, mounted: false, actionTokens: 0, actedThisTurn: unit.actedThisTurn }
  return done({ unit: null, placedRider, eliminated: [damaged.piece.id], lines })
}

const done = (value: CavalryDamage): Resolution<CavalryDamage> => allowed(value, value.lines)

/**
 * 003 "Intelligence Levels", skittish: a mount without a rider at the start of any player's end
 * phase leaves the game (the glossary says the end of it: R-MKK-1, `skittishRemovedAt`).
 */
export function skittishCheck(
  unit: CavalryUnit,
  moment: 'start-of-end-phase' | 'end-of-end-phase',
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): { removed: boolean; lines: RulingLine[] } {
  const skittish = unit.rider === null && unit.mount.card.mount?.intelligence === 'skittish'
  if (!skittish || moment !== settings.skittishRemovedAt) return { removed: false, lines: [] }
  const l = line(
    'mkk.skittishRemoved',
    unit.mount.piece.id,
    settings.skittishRemovedAt === 'start-of-end-phase' ? CAVALRY.intelligence : MKK_RULINGS.skittishTiming,
    {
      ...detailed('mkk.skittishRemoved', '{mount} is skittish and has no rider: removed from the game', { mount: unit.mount.piece.id }),
    },
  )
  return { removed: true, lines: [l] }
}

/**
 * 003 "Intelligence Levels": whose warrior a mount without a rider is in the turn of
 * `currentPlayer`. Mean-spirited: that player's (from the start of its command phase), opposing to
 * everyone else; independent and skittish stay their owner's (`piece.side`).
 */
export function riderlessController(unit: CavalryUnit, currentPlayer: string): { side: string; lines: RulingLine[] } {
  if (unit.rider !== null) return { side: unit.mount.piece.side, lines: [] }
  const level = unit.mount.card.mount?.intelligence
  const side = level === 'meanSpirited' ? currentPlayer : unit.mount.piece.side
  const l = line('mkk.riderlessSide', side, CAVALRY.intelligence, {
    ...detailed('mkk.riderlessSide', '{mount} without a rider ({level}) is friendly to {side} this turn', {
      mount: unit.mount.piece.id,
      level: level ?? 'none',
      side,
    }),
  })
  return { side, lines: [l] }
}
