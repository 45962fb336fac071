import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { CAVALRY } from '../core/clauses'
import type { MkPiece } from '../core/dial'
import { hasProficiency } from './proficiencyOwner'
import { allowed, refuse, type Resolution } from './refusals'
import { MKK_RULINGS } from './settings'
import { isCavalryUnit, type CavalryDial, type CavalryUnit } from './unit'

/**
 * 003 "Attacking and Damaging a Cavalry Unit" and "Horsemanship": which dial an attack is resolved
 * against (the attacker's choice), what an area of effect reaches (both dials), where pushing
 * damage goes (the owner's choice). Line of fire and rear arc come from the mount (actions.ts
 * `cavalryArcs`); damage and what it eliminates is elimination.ts.
 */

export interface DefendingDial {
  dial: CavalryDial
  piece: MkPiece
  lines: RulingLine[]
}

/** The dial the attack is resolved against: the attacker names it for a cavalry unit; a mount without a rider has only its own. */
export function defendingDial(unit: CavalryUnit, attackerChoice: CavalryDial | undefined): Resolution<DefendingDial> {
  if (!isCavalryUnit(unit)) return allowed({ dial: 'mount' as CavalryDial, piece: unit.mount.piece, lines: [] }, [])
  if (attackerChoice === undefined)
    return refuse(
      'attacker-must-choose-dial',
      `the attacker names ${unit.mount.piece.id}'s dial: the mount's or the rider's`,
      CAVALRY.attacked,
      {
        unit: unit.mount.piece.id,
      },
    )
  const piece = attackerChoice === 'rider' ? unit.rider.piece : unit.mount.piece
  const line: RulingLine = {
    key: 'mkk.defendingDial',
    value: attackerChoice,
    clause: CAVALRY.attacked,
    ...detailed('mkk.defendingDial', 'the attacker resolves the attack against {piece} ({dial} dial)', {
      piece: piece.id,
      dial: attackerChoice,
    }),
  }
  return allowed({ dial: attackerChoice, piece, lines: [line] }, [line])
}

/**
 * 003 "Horsemanship": -2 to the attack value of a ranged attack resolved against the rider's dial
 * of a unit with the proficiency. In an attack at several targets it counts for this target only
 * (R-MKK-16: the engine compares this target's defence with the roll minus 2).
 */
export function horsemanship(unit: CavalryUnit, attack: { kind: 'ranged' | 'melee'; dial: CavalryDial }): Modifier[] {
  if (attack.kind !== 'ranged' || attack.dial !== 'rider' || !isCavalryUnit(unit) || !hasProficiency(unit, 'horsemanship')) return []
  return [
    {
      key: 'mkk.horsemanship',
      value: -2,
      clause: CAVALRY.horsemanship,
      ...detailed('mkk.horsemanship', 'ranged attack at the rider {rider} of {unit}: -2', {
        rider: unit.rider.piece.id,
        unit: unit.mount.piece.id,
      }),
    },
  ]
}

/**
 * 003: an area of effect (Bombardment and the like) reaches both dials of a cavalry unit, each
 * taking the damage (R-MKK-15). The dials in the order the damage is applied: the rider's first,
 * so that both dials count as hit at once (R-MKK-26): a mount and rider both eliminated leave no
 * rider to place, and a Dark Riders mount whose rider falls with it is not turned back.
 */
export function areaDamageDials(unit: CavalryUnit): { dials: CavalryDial[]; lines: RulingLine[] } {
  const dials: CavalryDial[] = isCavalryUnit(unit) ? ['rider', 'mount'] : ['mount']
  const line: RulingLine = {
    key: 'mkk.areaDamageBoth',
    value: dials.length,
    clause: isCavalryUnit(unit) ? CAVALRY.attacked : MKK_RULINGS.areaDamage,
    ...detailed('mkk.areaDamageBoth', 'area damage on {unit}: {dials}', { unit: unit.mount.piece.id, dials: dials.join(', ') }),
  }
  return { dials, lines: [line] }
}

/** 003: pushing damage on a cavalry unit goes on the dial its owner chooses. */
export function pushDamageDial(
  unit: CavalryUnit,
  ownerChoice: CavalryDial | undefined,
): Resolution<{ dial: CavalryDial; lines: RulingLine[] }> {
  if (!isCavalryUnit(unit)) return allowed({ dial: 'mount' as CavalryDial, lines: [] }, [])
  if (ownerChoice === undefined)
    return refuse(
      'owner-must-choose-push-dial',
      `${unit.mount.piece.id}'s owner names the dial that takes the pushing damage`,
      CAVALRY.attacked,
      {
        unit: unit.mount.piece.id,
      },
    )
  const line: RulingLine = {
    key: 'mkk.pushDial',
    value: ownerChoice,
    clause: CAVALRY.attacked,
    ...detailed('mkk.pushDial', '{unit} takes the pushing damage on the {dial} dial', { unit: unit.mount.piece.id, dial: ownerChoice }),
  }
  return allowed({ dial: ownerChoice, lines: [line] }, [line])
}
