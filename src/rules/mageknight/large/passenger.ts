import type { Point2 } from '../../../math/planar'
import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, purposeFields, type Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { LARGE } from '../core/clauses'
import { statsOf, takeDamage, type MkPiece } from '../core/dial'
import { horizontalInches, roundInches } from '../core/ranged'
import { SIDE_AND_REAR, type ChariotLoad } from './chariot'
import { allowed, refuse, type Resolution } from './refusals'
import { sectionsToward, type LargePlacement } from './sections'
import { DEFAULT_LARGE_FIGURE_SETTINGS, LF_RULINGS, type LargeFigureSettings } from './settings'

/**
 * The passenger's attacks and wounds (000 "Angriffsoptionen des Passagiers", "Den Passagier
 * verletzen"): its arc covers both sides and the rear whatever its facing; it shoots from the
 * chariot's centre point while the chariot has not moved, never through the front section, at
 * most 8 inches; its melee reaches enemies touching a side or the rear; nobody targets it, but a
 * side or rear hit on the chariot reaches it on a 5 or 6.
 */

/** 000 "Angriffsoptionen des Passagiers": the passenger's range aboard is at most 8 inches. */
export const PASSENGER_MAX_RANGE_IN = 8
/** 000 "Den Passagier verletzen": the attacker's d6 hurts the passenger on 5 or 6. */
export const PASSENGER_HIT_MIN = 5

const isSideOrRear = (section: string) => (SIDE_AND_REAR as readonly string[]).includes(section)

function requireAboard(load: ChariotLoad, passenger: MkPiece, fn: string): void {
  if (load.passengerId !== passenger.id)
    throw new RangeError(`rules/mageknight/large ${fn}: passenger: ${passenger.id} does not ride ${load.chariotId}`)
}

export interface PassengerShotInput {
  load: ChariotLoad
  passenger: MkPiece
  chariot: LargePlacement
  chariotMovedThisTurn: boolean
  target: { id: string; centre: Point2 }
  /** The target is in base contact with the chariot. */
  targetTouchesChariot: boolean
  usesShockwave: boolean
}

export interface PassengerShot {
  /** The range aboard: the printed one, at most 8 inches. */
  rangeIn: number
  distanceIn: number
  /** Where the line of fire starts: the chariot's centre point. */
  measureFrom: Point2
  /** Bases that do not block this line of fire: the passenger's own. */
  ignoreBases: string[]
  lines: RulingLine[]
}

/** 000 "Angriffsoptionen des Passagiers", Fernkampf. */
export function passengerRangedCheck(
  input: PassengerShotInput,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<PassengerShot> {
  const { load, passenger, chariot, target } = input
  requireAboard(load, passenger, 'passengerRangedCheck')
  const clause = LARGE.passengerAttacks
  if (target.id === load.chariotId)
    return refuse('passenger-targets-own-chariot', `${passenger.id} cannot attack its own chariot`, clause, { passenger: passenger.id })
  const s = statsOf(passenger)
  if (!(s.rangeIn > 0 && s.attack > 0))
    return refuse('passenger-no-ranged-attack', `${passenger.id} has range ${s.rangeIn} and attack ${s.attack}`, clause, {
      rangeIn: s.rangeIn,
      attack: s.attack,
    })
  if (input.chariotMovedThisTurn)
    return refuse('chariot-moved-this-turn', `${load.chariotId} has moved this turn: its passenger does not shoot`, clause)
  // R-LF-10: a line along the front's boundary does not lead through the front section.
  const toward = sectionsToward(chariot, target.centre, settings).sections
  if (toward.length === 1 && toward[0] === 'front')
    return refuse(
      'passenger-line-through-front',
      `the line of fire to ${target.id} leads through the front section of ${load.chariotId}`,
      clause,
      {
        target: target.id,
      },
    )
  if (input.targetTouchesChariot && !input.usesShockwave)
    return refuse('passenger-target-touches-chariot', `${target.id} touches ${load.chariotId}: only Schockwelle reaches it`, clause, {
      target: target.id,
    })
  const rangeIn = Math.min(s.rangeIn, PASSENGER_MAX_RANGE_IN)
  const distanceIn = horizontalInches(chariot.centre, target.centre)
  if (distanceIn > rangeIn)
    return refuse(
      'out-of-range',
      `${target.id} is ${roundInches(distanceIn)} in from the chariot's centre, range aboard ${rangeIn} in`,
      clause,
      {
        distanceIn: roundInches(distanceIn),
        rangeIn,
      },
    )
  const lines: RulingLine[] = [
    {
      key: 'largePassengerRange',
      value: rangeIn,
      clause,
      ...detailed('large.passengerRange', '{passenger} shoots from the centre of {chariot}: {distance} in of {range} in', {
        passenger: passenger.id,
        chariot: load.chariotId,
        distance: roundInches(distanceIn),
        range: rangeIn,
      }),
    },
  ]
  return allowed({ rangeIn, distanceIn, measureFrom: chariot.centre, ignoreBases: [passenger.id], lines }, lines)
}

/** 000 "Angriffsoptionen des Passagiers", Nahkampf: at an enemy touching a side or the rear; `targetTouches` are its sections. */
export function passengerMeleeCheck(
  load: ChariotLoad,
  passenger: MkPiece,
  targetId: string,
  targetTouches: readonly string[],
): Resolution<{ lines: RulingLine[] }> {
  requireAboard(load, passenger, 'passengerMeleeCheck')
  const clause = LARGE.passengerAttacks
  if (targetId === load.chariotId)
    return refuse('passenger-targets-own-chariot', `${passenger.id} cannot attack its own chariot`, clause, { passenger: passenger.id })
  if (!targetTouches.some(isSideOrRear))
    return refuse('passenger-melee-not-at-side-or-rear', `${targetId} touches no side or rear section of ${load.chariotId}`, clause, {
      target: targetId,
    })
  const lines: RulingLine[] = [{ key: 'largePassengerMelee', value: targetId, clause }]
  return allowed({ lines }, lines)
}

/** A passenger takes no prisoners (000 "Angriffsoptionen des Passagiers"). */
export const passengerMayCapture = (passenger: MkPiece): Resolution<never> =>
  refuse('passenger-cannot-capture', `${passenger.id} rides a chariot and takes no prisoners`, LARGE.passengerAttacks)

/**
 * Who may be the target of an attack or a special ability: never the passenger (000 "Den Passagier
 * verletzen"), and never the chariot by its own passenger (000 "Angriffsoptionen des Passagiers").
 */
export function mayTarget(load: ChariotLoad, targetId: string, actorId?: string): Resolution<{ lines: RulingLine[] }> {
  if (load.passengerId === targetId)
    return refuse('passenger-cannot-be-targeted', `${targetId} rides ${load.chariotId} and cannot be targeted`, LARGE.passengerDamage, {
      target: targetId,
    })
  if (actorId !== undefined && actorId === load.passengerId && targetId === load.chariotId)
    return refuse('passenger-targets-own-chariot', `${actorId} neither attacks nor affects its own chariot`, LARGE.passengerAttacks, {
      passenger: actorId,
    })
  return allowed({ lines: [] }, [])
}

/** Damage after Zähigkeit (-1) or Unverwundbarkeit (-2), whichever the window shows (core, general knowledge), never below 0. */
export function reducedDamage(clicks: number, abilities: readonly MkAbility[]): number {
  const cut = abilities.includes('invulnerability') ? 2 : abilities.includes('toughness') ? 1 : 0
  return Math.max(0, clicks - cut)
}

export interface PassengerWound {
  passenger: MkPiece
  rolled: boolean
  die: number | null
  clicks: number
  lines: RulingLine[]
}

/**
 * The attacker's d6 after one attack that damaged the chariot's `section` by `sectionClicks`
 * (after the section's own reductions, R-LF-11): on 5 or 6 the passenger takes the same, never as
 * magic damage (Magische Immunität does not help), less its own Zähigkeit or Unverwundbarkeit.
 */
export function woundPassenger(
  dice: Dice,
  load: ChariotLoad,
  passenger: MkPiece,
  section: string,
  sectionClicks: number,
): Resolution<PassengerWound> {
  requireAboard(load, passenger, 'woundPassenger')
  if (!Number.isInteger(sectionClicks) || sectionClicks < 0)
    throw new RangeError(`rules/mageknight/large woundPassenger: sectionClicks must be a whole number >= 0, got ${sectionClicks}`)
  const clause = LARGE.passengerDamage
  if (!isSideOrRear(section) || sectionClicks === 0) {
    const lines: RulingLine[] = [{ key: 'largePassengerSpared', value: section, clause }]
    return allowed({ passenger, rolled: false, die: null, clicks: 0, lines }, lines)
  }
  const why = purpose(
    'roll.mkPassengerHit',
    { passenger: passenger.id, section, chariot: load.chariotId, min: PASSENGER_HIT_MIN },
    `passenger ${passenger.id} hit by the damage to ${section} of ${load.chariotId}? (${PASSENGER_HIT_MIN}+)`,
  )
  const die = dice.roll(6, why, clause)
  const hit = die >= PASSENGER_HIT_MIN
  const roll: RollRecord = { ...purposeFields(why), clause, kind: 'random', dice: [die], success: hit }
  const clicks = hit ? reducedDamage(sectionClicks, statsOf(passenger).abilities) : 0
  const lines: RulingLine[] = [
    {
      key: 'largePassengerWound',
      value: clicks,
      clause: hit ? LF_RULINGS.passengerDamage : clause,
      ...detailed('large.passengerWound', 'd6 {die}: {passenger} takes {clicks} click(s) of the {taken} on section {section}', {
        die,
        passenger: passenger.id,
        clicks,
        section,
        taken: sectionClicks,
      }),
    },
  ]
  if (clicks === 0) return allowed({ passenger, rolled: true, die, clicks: 0, lines }, lines, [roll])
  const dmg = takeDamage(passenger, clicks)
  if (!dmg.ok) return dmg
  lines.push(...dmg.value.lines)
  return allowed({ passenger: dmg.value.piece, rolled: true, die, clicks, lines }, lines, [roll])
}

/**
 * 000 "Den Passagier verletzen", last paragraph: the chariot is destroyed. The passenger is placed
 * with its base's centre on the chariot's centre point, in any facing, and takes d6 clicks
 * (reduced only with the setting destroyedChariotDamageReduced, R-LF-13).
 */
export function chariotDestroyed(
  dice: Dice,
  load: ChariotLoad,
  passenger: MkPiece,
  chariotCentre: Point2,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<PassengerWound & { placeAt: Point2 }> {
  requireAboard(load, passenger, 'chariotDestroyed')
  const clause = LARGE.passengerDamage
  const why = purpose(
    'roll.mkPassengerClicks',
    { passenger: passenger.id, chariot: load.chariotId },
    `clicks for ${passenger.id} as ${load.chariotId} is destroyed`,
  )
  const die = dice.roll(6, why, clause)
  const clicks = settings.destroyedChariotDamageReduced ? reducedDamage(die, statsOf(passenger).abilities) : die
  const roll: RollRecord = { ...purposeFields(why), clause, kind: 'random', dice: [die] }
  const lines: RulingLine[] = [
    {
      key: 'largeChariotDestroyed',
      value: clicks,
      clause: LF_RULINGS.destroyedChariot,
      ...detailed('large.chariotDestroyed', '{passenger} is placed on the centre of {chariot}, any facing, and takes d6 = {die} clicks', {
        passenger: passenger.id,
        chariot: load.chariotId,
        die,
      }),
    },
  ]
  const placed = { passenger, rolled: true, die, clicks, lines, placeAt: chariotCentre }
  if (clicks === 0) return allowed(placed, lines, [roll])
  const dmg = takeDamage(passenger, clicks)
  if (!dmg.ok) return dmg
  lines.push(...dmg.value.lines)
  return allowed({ ...placed, passenger: dmg.value.piece }, lines, [roll])
}
