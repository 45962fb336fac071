import { mkFigureCard } from '../../../scene/mageknight/library'
import type { Resolution } from '../../kernel/resolution'
import { cavalryMember, formCavalryUnit, type CavalryMember, type CavalryUnit } from './unit'

/**
 * Units of the shipped cavalry cards (models/mageknight/cavalry.json) for the tests. Stand-in
 * values used by the tests: Battle Horse speed 12, skittish, Trample and Overwhelm, skull at
 * click 5; Horned Stag independent, Mounted Charge; Salamander mean-spirited, Trample; Dark Steed
 * 121b, Overwhelm, skull at click 4; Lancer bonus 2, Impale and Horsemanship; Wylden Ranger bonus
 * 1, Mounted Bound; Orc rider bonus 3; Dark Rider 121a bonus 2.
 */
export const member = (card: string, id: string, side = 'blue'): CavalryMember => cavalryMember(mkFigureCard(card), id, side)

export function unitOf(mountCard: string, riderCard: string, side = 'blue', id = 'u'): CavalryUnit {
  const r = formCavalryUnit(member(mountCard, id, side), member(riderCard, `${id}-rider`, side))
  if (!r.ok) throw new Error(`testkit: ${r.refusal.reason}`)
  return r.value.unit
}

export const knight = (side = 'blue', id = 'k') => unitOf('mk-battle-horse', 'mk-lancer', side, id)
export const ranger = (side = 'blue', id = 'w') => unitOf('mk-horned-stag', 'mk-wylden-ranger', side, id)
export const orc = (side = 'red', id = 'o') => unitOf('mk-salamander', 'mk-orc-raider-rider', side, id)
export const darkRider = (side = 'red', id = 'd') => unitOf('mk-dark-steed', 'mk-dark-rider', side, id)

/** A unit with its mount (or rider) turned to `click`. */
export function atClick(unit: CavalryUnit, who: 'mount' | 'rider', click: number): CavalryUnit {
  const m = who === 'mount' ? unit.mount : unit.rider
  if (!m) throw new Error('testkit: no rider')
  const moved = { ...m, piece: { ...m.piece, clicks: [click] } }
  return who === 'mount' ? { ...unit, mount: moved } : { ...unit, rider: moved }
}

export function ok<T, C extends string>(r: Resolution<T, C>): T {
  if (!r.ok) throw new Error(`expected allowed, refused: ${r.refusal.code} ${r.refusal.reason}`)
  return r.value
}
export const codeOf = <T, C extends string>(r: Resolution<T, C>): C | null => (r.ok ? null : r.refusal.code)
