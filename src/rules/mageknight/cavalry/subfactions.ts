import type { MkFigureCard } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { CAVALRY } from '../core/clauses'
import { heal } from '../core/dial'
import { damageCavalry } from './elimination'
import { cavalryMay } from './exclusions'
import { allowed, refuse, type Resolution } from './refusals'
import { MKK_RULINGS } from './settings'
import { isCavalryUnit, type CavalryUnit } from './unit'

/**
 * The subfaction abilities 003 prints: Dark Unity (Dark Riders, usable while mounted) and Nature's
 * Ally (Wylden Host, which a cavalry unit cannot use: 003 "Cavalry Units"). The English text is
 * the reference for Nature's Ally where the French says otherwise (R-MKK-11).
 */

/**
 * DARK UNITY (optional), at the start of its owner's command phase, once in it: 1 pushing damage
 * to the rider heals the mount 1 click. Refused when the mount has no damage to heal (R-MKK-14);
 * a rider eliminated by the click still pays for the heal (003 "Dark Riders Subfaction": it stays
 * in the saddle, the mount without a rider).
 */
export function darkUnity(unit: CavalryUnit, usedThisCommandPhase: boolean): Resolution<{ unit: CavalryUnit; lines: RulingLine[] }> {
  const id = unit.mount.piece.id
  if (!isCavalryUnit(unit) || unit.rider.card.subfaction !== 'darkRiders')
    return refuse('not-dark-riders', `${id} has no Dark Rider in the saddle`, CAVALRY.darkUnity, { unit: id })
  if (usedThisCommandPhase)
    return refuse('dark-unity-used', `${id} has used Dark Unity in this command phase`, CAVALRY.darkUnity, { unit: id })
  const mount = unit.mount.piece
  if (mount.clicks[0] <= mount.startClicks[0])
    return refuse('dark-unity-nothing-to-heal', `${mount.id} has no damage to heal`, MKK_RULINGS.darkUnity, { mount: mount.id })
  const paid = damageCavalry(unit, 'rider', 1, { roomForRider: true })
  if (!paid.ok) return paid
  const after = paid.value.unit
  if (!after) throw new Error('unreachable: damage on the rider never removes the mount')
  const healed = heal(after.mount.piece, 1)
  if (!healed.ok) return healed
  const lines: RulingLine[] = [
    {
      key: 'mkk.darkUnity',
      value: 1,
      clause: CAVALRY.darkUnity,
      ...detailed('mkk.darkUnity', '{rider} takes 1 pushing damage to heal {mount} of 1', { rider: unit.rider.piece.id, mount: mount.id }),
    },
    ...paid.value.lines,
    ...healed.value.lines,
  ]
  return allowed({ unit: { ...after, mount: { ...after.mount, piece: healed.value.piece } }, lines }, lines)
}

/** What Nature's Ally gives a figure now. */
export interface NaturesAlly {
  active: boolean
  /** Its line of fire ignores hindering and concealing terrain, and its ranged targets treat both as clear. */
  ignoresHinderingAndConcealing: boolean
  defenceModifiers: Modifier[]
  lines: RulingLine[]
}

/**
 * NATURE'S ALLY of a Wylden Host figure (`card`), part of `unit` or not (null): a cavalry unit
 * cannot use subfaction abilities, so a Wylden Host rider in the saddle (or a mount under one)
 * loses it; dismounted, or a mount without a rider, it has it. +1 defence in hindering terrain.
 */
export function naturesAlly(card: MkFigureCard, unit: CavalryUnit | null, facts: { inHinderingTerrain: boolean }): NaturesAlly {
  const none: NaturesAlly = { active: false, ignoresHinderingAndConcealing: false, defenceModifiers: [], lines: [] }
  if (card.subfaction !== 'wyldenHost') return none
  if (unit && isCavalryUnit(unit)) {
    const may = cavalryMay(unit, 'subfaction-ability')
    if (!may.ok) return { ...none, lines: [{ key: 'mkk.naturesAllyLost', value: false, clause: may.refusal.clause }] }
  }
  const defenceModifiers: Modifier[] = facts.inHinderingTerrain
    ? [
        {
          key: 'mkk.naturesAlly',
          value: 1,
          clause: CAVALRY.naturesAlly,
          ...detailed('mkk.naturesAlly', "{figure} in hindering terrain: Nature's Ally +1", { figure: card.id }),
        },
      ]
    : []
  return {
    active: true,
    ignoresHinderingAndConcealing: true,
    defenceModifiers,
    lines: [{ key: 'mkk.naturesAllyLine', value: true, clause: MKK_RULINGS.naturesAlly }],
  }
}
