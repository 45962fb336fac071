import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { LARGE } from '../core/clauses'
import { isEliminated, isMultiDial, statsOf, type MkPiece } from '../core/dial'
import { allowed, refuse, type Refusal, type Resolution } from './refusals'
import { LF_RULINGS } from './settings'

/**
 * 000 "Streitwagen", "Passagiere", "Einsteigen und Aussteigen": a chariot is a large figure with
 * the wheel for its speed symbol. It carries at most one passenger, a hero of its own side with a
 * single dial (no mounted hero, large figure or titan), on its rear platform. The passenger keeps
 * its own action tokens (it is an ordinary MkPiece), is not in base contact with its chariot and
 * its movement abilities are ignored while aboard. Boarding and leaving are move actions from or
 * to base contact with a side or the rear section. Who is aboard is a plain record, `ChariotLoad`.
 */

/** The chariot's sections a passenger boards from, leaves to, and covers with its arc (000). */
export const SIDE_AND_REAR = ['left', 'right', 'rear'] as const

/** R-LF-12: a large figure any of whose dials shows the wheel speed symbol. */
export const isChariot = (piece: MkPiece): boolean => piece.largeFigure && piece.dials.some((d) => d.speedSymbol === 'wheel')

/** Who rides a chariot (null: nobody). */
export interface ChariotLoad {
  chariotId: string
  passengerId: string | null
}

export const emptyLoad = (chariot: MkPiece): ChariotLoad => ({ chariotId: chariot.id, passengerId: null })

function requireChariot(chariot: MkPiece): { ok: false; refusal: Refusal } | null {
  if (!isChariot(chariot)) return refuse('not-a-chariot', `${chariot.id} is not a chariot: only chariots carry passengers`, LARGE.chariots)
  if (isEliminated(chariot)) return refuse('piece-eliminated', `${chariot.id} is out of the game`, LARGE.dials)
  return null
}

function requireLoadOf(chariot: MkPiece, load: ChariotLoad): void {
  if (load.chariotId !== chariot.id)
    throw new RangeError(`rules/mageknight/large: load: it is the load of ${load.chariotId}, not of ${chariot.id}`)
}

/** Who may ride (000 "Passagiere"), whatever the moment: the start of the game or boarding. */
export function mayBePassenger(chariot: MkPiece, load: ChariotLoad, hero: MkPiece): Resolution<{ lines: RulingLine[] }> {
  requireLoadOf(chariot, load)
  const notChariot = requireChariot(chariot)
  if (notChariot) return notChariot
  if (isMultiDial(hero) || hero.largeFigure)
    return refuse(
      'passenger-not-single-dial',
      `${hero.id} has ${hero.dials.length} combat dials: only heroes with one ride`,
      LARGE.passengers,
      {
        hero: hero.id,
      },
    )
  if (hero.mounted)
    return refuse('passenger-mounted', `${hero.id} is mounted and cannot ride a chariot`, LARGE.passengers, { hero: hero.id })
  if (hero.titan) return refuse('passenger-titan', `${hero.id} is a titan and cannot ride a chariot`, LARGE.passengers, { hero: hero.id })
  if (hero.side !== chariot.side)
    return refuse('passenger-enemy', `${hero.id} is an opposing hero and never rides ${chariot.id}`, LARGE.passengers, { hero: hero.id })
  if (load.passengerId !== null)
    return refuse('chariot-occupied', `${chariot.id} already carries ${load.passengerId}`, LARGE.passengers, {
      passenger: load.passengerId,
    })
  const lines: RulingLine[] = [{ key: 'largePassengerAllowed', value: hero.id, clause: LARGE.passengers }]
  return allowed({ lines }, lines)
}

/** The game begins with `hero` aboard (000 "Passagiere": a chariot may start with a passenger). */
export function startWithPassenger(chariot: MkPiece, hero: MkPiece): Resolution<ChariotLoad> {
  const may = mayBePassenger(chariot, emptyLoad(chariot), hero)
  if (!may.ok) return may
  return allowed({ chariotId: chariot.id, passengerId: hero.id }, may.value.lines)
}

export interface BoardingInput {
  chariot: MkPiece
  load: ChariotLoad
  hero: MkPiece
  /** The chariot's sections the hero's base touches (sectionsTouchedBy), before its move action. */
  heroTouches: readonly string[]
  carriesPrisoner: boolean
}

const atSideOrRear = (sections: readonly string[]) => sections.some((s) => (SIDE_AND_REAR as readonly string[]).includes(s))

/** 000 "Einsteigen": with a move action, from base contact with a side or the rear; no other movement with it. */
export function boardChariot(input: BoardingInput): Resolution<{ load: ChariotLoad; lines: RulingLine[] }> {
  const { chariot, load, hero } = input
  const may = mayBePassenger(chariot, load, hero)
  if (!may.ok) return may
  if (!((statsOf(hero).speed ?? 0) > 0))
    return refuse(
      'passenger-no-speed',
      `${hero.id} has speed ${statsOf(hero).speed ?? 0}: boarding needs a speed above 0`,
      LARGE.boarding,
      {
        hero: hero.id,
      },
    )
  if (input.carriesPrisoner)
    return refuse('boarding-with-prisoner', `${hero.id} holds a prisoner and cannot board`, LARGE.boarding, { hero: hero.id })
  if (!atSideOrRear(input.heroTouches))
    return refuse(
      'boarding-not-at-side-or-rear',
      `${hero.id} must touch a side or the rear section of ${chariot.id} to board`,
      LARGE.boarding,
      {
        hero: hero.id,
      },
    )
  const lines: RulingLine[] = [
    ...may.value.lines,
    {
      key: 'largeBoarded',
      value: hero.id,
      clause: LARGE.boarding,
      ...detailed('large.boarded', '{hero} boards {chariot}: placed on the rear platform, no other movement', {
        hero: hero.id,
        chariot: chariot.id,
      }),
    },
  ]
  return allowed({ load: { ...load, passengerId: hero.id }, lines }, lines)
}

export interface LeavingInput {
  chariot: MkPiece
  load: ChariotLoad
  passenger: MkPiece
  /** The chariot's sections the passenger's base touches where it is placed (any facing). */
  placedTouches: readonly string[]
  /** What the base would overlap where it is placed: other bases, blocking terrain, a drop it hangs over (R-LF-15). */
  placedOverlaps?: readonly string[]
}

/** 000 "Aussteigen": with a move action, placed in base contact with a side or the rear section, in any facing. */
export function leaveChariot(input: LeavingInput): Resolution<{ load: ChariotLoad; lines: RulingLine[] }> {
  const { chariot, load, passenger } = input
  requireLoadOf(chariot, load)
  if (load.passengerId !== passenger.id)
    throw new RangeError(`rules/mageknight/large leaveChariot: passenger: ${passenger.id} does not ride ${chariot.id}`)
  if (!((statsOf(passenger).speed ?? 0) > 0))
    return refuse(
      'passenger-no-speed',
      `${passenger.id} has speed ${statsOf(passenger).speed ?? 0}: leaving needs a speed above 0`,
      LARGE.boarding,
      {
        hero: passenger.id,
      },
    )
  if (!atSideOrRear(input.placedTouches))
    return refuse(
      'leaving-not-at-side-or-rear',
      `${passenger.id} must be placed touching a side or the rear section of ${chariot.id}`,
      LARGE.boarding,
      {
        hero: passenger.id,
      },
    )
  // R-LF-15: the placed base stands where a move could end (core 12), never on a base or in blocking terrain.
  const overlaps = input.placedOverlaps ?? []
  if (overlaps.length > 0)
    return refuse(
      'leaving-place-blocked',
      `${passenger.id} cannot be placed there: its base would overlap ${overlaps.join(', ')}`,
      LF_RULINGS.leavingPlace,
      { hero: passenger.id, overlaps: overlaps.join(', ') },
    )
  const lines: RulingLine[] = [
    {
      key: 'largeLeft',
      value: passenger.id,
      clause: LARGE.boarding,
      ...detailed('large.left', '{hero} leaves {chariot}: any facing, no other movement', { hero: passenger.id, chariot: chariot.id }),
    },
  ]
  return allowed({ load: { ...load, passengerId: null }, lines }, lines)
}

/** 000 "Passagiere": the passenger is never in base contact with its chariot (the judge asks this before counting a contact). */
export const countsAsContact = (load: ChariotLoad, a: string, b: string): boolean =>
  !(load.passengerId !== null && ((a === load.passengerId && b === load.chariotId) || (b === load.passengerId && a === load.chariotId)))

/** The movement abilities a passenger's dial shows, ignored while aboard (000 "Passagiere"). */
const MOVEMENT_ABILITIES: readonly MkAbility[] = ['flight', 'swim', 'magicLevitation']

/** The passenger's abilities that count while aboard: its current click's, without the movement ones. */
export function passengerAbilities(passenger: MkPiece): { abilities: MkAbility[]; line: RulingLine } {
  const all = statsOf(passenger).abilities
  const abilities = all.filter((a) => !MOVEMENT_ABILITIES.includes(a))
  return {
    abilities,
    line: { key: 'largePassengerIgnores', value: all.filter((a) => !abilities.includes(a)).join(', '), clause: LARGE.passengers },
  }
}

/** R-LF-12 as a line, for the judge to show why a figure counts as a chariot. */
export const chariotLine = (piece: MkPiece): RulingLine => ({ key: 'largeIsChariot', value: isChariot(piece), clause: LF_RULINGS.chariot })
