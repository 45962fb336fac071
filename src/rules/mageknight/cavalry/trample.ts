import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CAVALRY } from '../core/clauses'
import { proficiencyMissing } from './proficiencies'
import { allowed, refuse, type Resolution } from './refusals'
import { DEFAULT_CAVALRY_SETTINGS, MKK_RULINGS, type CavalrySettings } from './settings'
import type { CavalryUnit } from './unit'

/** 003 "Trample": the damage each figure crossed is dealt. */
export const TRAMPLE_DAMAGE = 1

/** What the geometry measured of the Trample path (src/geometry/mk): the unit, the path and every base it crosses. */
export interface TrampleFacts {
  /** The unit stands at ground level. */
  atGroundLevel: boolean
  /** The move uses the double-time proficiency. */
  doubleTime: boolean
  /** The path is one straight line that leaves through the mount's front arc. */
  straightThroughFrontArc: boolean
  /** Every figure whose base the path crosses, in path order; a cavalry unit once, by its mount's id. */
  crossed: readonly { id: string; side: string; atGroundLevel: boolean; cavalryUnit: boolean }[]
}

export interface TrampleHit {
  id: string
  damage: number
  /** For a cavalry unit crossed: who names the dial the click goes on (R-MKK-9); null for one-dial figures. */
  dialChosenBy: 'trampler' | 'owner' | null
}

/**
 * 003 "Trample" (a move action, so the mount's proficiency): from ground level, never with
 * double-time, one straight path through the mount's front arc that may cross other bases; every
 * figure at ground level whose base it crosses is dealt 1 damage, friends too (R-MKK-8).
 */
export function trample(
  unit: CavalryUnit,
  facts: TrampleFacts,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): Resolution<{ hits: TrampleHit[]; lines: RulingLine[] }> {
  const id = unit.mount.piece.id
  const missing = proficiencyMissing(unit, 'trample', true)
  if (missing) return missing
  if (!facts.atGroundLevel) return refuse('trample-not-at-ground-level', `${id} is not at ground level`, CAVALRY.trample, { unit: id })
  if (facts.doubleTime) return refuse('trample-double-time', `${id} cannot use double-time to trample`, CAVALRY.trample, { unit: id })
  if (!facts.straightThroughFrontArc)
    return refuse('trample-path-not-straight', `${id}'s path must be a straight line through its mount's front arc`, CAVALRY.trample, {
      unit: id,
    })
  const side = unit.mount.piece.side
  const hits: TrampleHit[] = facts.crossed
    .filter((c) => c.id !== id && c.atGroundLevel && (settings.trampleFriendly || c.side !== side))
    .map((c) => ({ id: c.id, damage: TRAMPLE_DAMAGE, dialChosenBy: c.cavalryUnit ? settings.trampleDialChooser : null }))
  const lines: RulingLine[] = hits.map((h) => ({
    key: 'mkk.trampled',
    value: h.damage,
    clause: h.dialChosenBy ? MKK_RULINGS.trampleDial : CAVALRY.trample,
    ...detailed('mkk.trampled', '{unit} tramples {figure}: {damage} damage', { unit: id, figure: h.id, damage: h.damage }),
  }))
  const spared = facts.crossed.filter((c) => c.id !== id && !hits.some((h) => h.id === c.id))
  for (const c of spared)
    lines.push({
      key: 'mkk.trampleSpared',
      value: c.id,
      clause: c.atGroundLevel ? MKK_RULINGS.trampleFriendly : CAVALRY.trample,
      ...detailed('mkk.trampleSpared', '{figure} is crossed but not dealt damage ({why})', {
        figure: c.id,
        why: c.atGroundLevel ? 'friendly' : 'not at ground level',
      }),
    })
  return allowed({ hits, lines }, lines)
}
