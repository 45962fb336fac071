import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { CAVALRY, CORE } from '../core/clauses'
import { isEliminated, statsOf, type MkStats } from '../core/dial'
import { allowed, refuse, type Resolution } from './refusals'
import { DEFAULT_CAVALRY_SETTINGS, MKK_RULINGS, type CavalrySettings } from './settings'
import { isCavalryUnit, type CavalryDial, type CavalryUnit } from './unit'

/**
 * 003 "Giving Actions to a Cavalry Unit": one action a turn for the two figures, no pushing damage
 * for the second token, the mount's dial for a move, a chosen dial for close, ranged and special
 * actions (only that figure's abilities), the mount's front arc and centre dot for attacks.
 */
export type CavalryActionKind = 'move' | 'ranged' | 'melee' | 'special'

export interface CavalryActionGiven {
  unit: CavalryUnit
  /** The dial that resolves the action: always the mount's for a move. */
  dial: CavalryDial
  /** A second token: the unit was pushed, yet takes no pushing damage (003). */
  pushed: boolean
  lines: RulingLine[]
}

/**
 * Gives `unit` an action. `dial` is the player's choice for close, ranged and special actions
 * (refused when missing); a move takes the mount's dial (refused when the rider's is named). A
 * mount without a rider acts as an ordinary figure on its own dial, unless skittish (R-MKK-3).
 */
export function giveCavalryAction(
  unit: CavalryUnit,
  kind: CavalryActionKind,
  dial: CavalryDial | undefined,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): Resolution<CavalryActionGiven> {
  const id = unit.mount.piece.id
  if (isEliminated(unit.mount.piece)) return refuse('piece-eliminated', `${id} is out of the game`, CORE.damage)
  if (!isCavalryUnit(unit) && unit.mount.card.mount?.intelligence === 'skittish' && !settings.skittishRiderlessMayAct)
    return refuse('skittish-mount-no-action', `${id} is a skittish mount without a rider: it takes no actions`, MKK_RULINGS.skittishActs, {
      piece: id,
    })
  if (unit.actedThisTurn)
    return refuse('cavalry-one-action', `${id} has had its one action this turn`, isCavalryUnit(unit) ? CAVALRY.actions : CORE.actions, {
      piece: id,
    })
  if (unit.actionTokens >= 2) return refuse('pushed-last-turn', `${id} has two action tokens`, CORE.actions)
  const chosen = chooseDial(unit, kind, dial)
  if (!chosen.ok) return chosen
  const pushed = unit.actionTokens === 1
  const lines: RulingLine[] = [
    {
      key: 'mkk.actionDial',
      value: chosen.value,
      clause: CAVALRY.actions,
      ...detailed('mkk.actionDial', '{unit}: {kind} action on the {dial} dial', { unit: id, kind, dial: chosen.value }),
    },
  ]
  if (pushed && isCavalryUnit(unit))
    lines.push({
      key: 'mkk.noPushDamage',
      value: 0,
      clause: CAVALRY.actions,
      ...detailed('mkk.noPushDamage', '{unit} takes a second action token but no pushing damage', { unit: id }),
    })
  const next: CavalryUnit = { ...unit, actionTokens: unit.actionTokens + 1, actedThisTurn: true }
  return allowed({ unit: next, dial: chosen.value, pushed, lines }, lines)
}

function chooseDial(unit: CavalryUnit, kind: CavalryActionKind, dial: CavalryDial | undefined): Resolution<CavalryDial> {
  if (!isCavalryUnit(unit)) return allowed('mount' as CavalryDial, [])
  if (kind === 'move') {
    if (dial === 'rider')
      return refuse('move-uses-mount', `${unit.mount.piece.id} moves on its mount's speed, abilities and proficiencies`, CAVALRY.actions)
    return allowed('mount' as CavalryDial, [])
  }
  if (dial === undefined)
    return refuse(
      'dial-choice-required',
      `name the dial, the mount's or the rider's, for ${unit.mount.piece.id}'s ${kind} action`,
      CAVALRY.actions,
      {
        unit: unit.mount.piece.id,
      },
    )
  return allowed(dial, [])
}

/** The stats of the dial in use: the abilities are that figure's only (003), the rider's items go with the rider's dial. */
export function dialStats(unit: CavalryUnit, dial: CavalryDial): MkStats {
  if (dial === 'rider') {
    if (!unit.rider) throw new RangeError(`dial: ${unit.mount.piece.id} has no rider, got "rider"`)
    return statsOf(unit.rider.piece)
  }
  return statsOf(unit.mount.piece)
}

/**
 * 003 "Riders": the attack bonus in the square, for every attack the rider makes while on its
 * mount, whatever its attack type; only when the rider's dial makes the attack (R-MKK-12).
 */
export function riderAttackBonus(unit: CavalryUnit, dial: CavalryDial): Modifier[] {
  if (dial !== 'rider' || !unit.rider?.card.rider) return []
  const bonus = unit.rider.card.rider.attackBonus
  return [
    {
      key: 'mkk.riderAttackBonus',
      value: bonus,
      clause: CAVALRY.riders,
      ...detailed('mkk.riderAttackBonus', '{rider} on {mount}: +{bonus}', {
        rider: unit.rider.piece.id,
        mount: unit.mount.piece.id,
        bonus,
      }),
    },
  ]
}

/**
 * Where the unit attacks from and is attacked at (003 "Giving Actions", "Attacking and Damaging",
 * "Cavalry Units": a rider's abilities that name its front arc, such as Venom or Sweep, use the
 * mount's): the mount's centre dot and its front and rear arcs, whichever dial acts.
 */
export function cavalryArcs(unit: CavalryUnit): { from: string; frontArcDeg: number; rearArcDeg: number; line: RulingLine } {
  const base = unit.mount.card.base
  return {
    from: unit.mount.piece.id,
    frontArcDeg: base.frontArcDeg,
    rearArcDeg: base.rearArcDeg,
    line: {
      key: 'mkk.mountArcs',
      value: base.frontArcDeg,
      clause: CAVALRY.actions,
      ...detailed('mkk.mountArcs', "{unit}: the mount's centre dot, front arc {front} and rear arc {rear} degrees", {
        unit: unit.mount.piece.id,
        front: base.frontArcDeg,
        rear: base.rearArcDeg,
      }),
    },
  }
}

/** The end of the unit's player's turn: a unit that did not act loses its tokens (core 4); next turn its action is free again. */
export function endCavalryTurn(unit: CavalryUnit): CavalryUnit {
  return { ...unit, actionTokens: unit.actedThisTurn ? unit.actionTokens : 0, actedThisTurn: false }
}
