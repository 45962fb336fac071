import type { Point2 } from '../../../math/planar'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, type Dice } from '../../kernel/dice'
import type { Modifier } from '../../kernel/resolution'
import { inFrontArc } from './arcs'
import { CORE } from './clauses'
import { isEliminated, statsOf, type MkPiece } from './dial'
import { mkAttackRoll, mkHitChance, neededRoll, roundInches, type MkAttackRoll } from './ranged'
import { inches } from '../../../math/units'

import { refuse, type Resolution } from './refusals'
import { MKC_RULINGS, type MkCoreSettings } from './settings'

/** Inches as a ruling shows them (1/100 inch). */
const shownIn = (v: number): number => roundInches(inches(v))

/**
 * Ranged and close combat of one-dial figures (MAGE-KNIGHT-CORE.md 6-8): who may attack whom,
 * and the 2d6 + attack against defence roll. The checks come first and return refusals; only a
 * legal attack rolls. Damage is applied by the engine (it knows sections and passengers).
 */

/** One target of an attack as the table measured it (engine MkPairFacts has these fields). */
export interface AttackTarget {
  piece: MkPiece
  attackerCentre: Point2
  targetCentre: Point2
  attackerFacingDeg: number
  distanceIn: number
  inBaseContact: boolean
  lineOfFire: { status: 'clear' | 'bases-only' | 'blocked'; bases: readonly string[]; blockedBy: readonly string[] }
  attackerRaised: boolean
  targetRaised: boolean
  /** The target's dial that defends (a large figure's section, chosen by the engine); 0 otherwise. */
  dial?: number
}

export interface TargetOutcome {
  target: string
  dial: number
  defence: number
  defenceModifiers: Modifier[]
  hit: boolean
  /** Clicks the hit deals before the target's abilities (core 7, critical hit +1). */
  damage: number
}

export interface AttackOutcome {
  roll: MkAttackRoll
  targets: TargetOutcome[]
  /** Clicks the attacker takes for a critical miss (core 7). */
  selfDamage: number
  lines: RulingLine[]
}

/** Core 8: +1 defence when the target stands on raised terrain and the attacker does not (R-MKC-4). */
export function heightModifiers(t: AttackTarget, settings: MkCoreSettings): Modifier[] {
  if (!t.targetRaised || t.attackerRaised) return []
  return [
    {
      key: 'mk.heightAdvantage',
      value: settings.heightAdvantageDefence,
      clause: CORE.height,
      ...detailed('mk.heightAdvantage', '{target} on raised terrain, {attacker} not', { target: t.piece.id, attacker: 'attacker' }),
    },
  ]
}

/** The refusals every attack shares: out of the game, no attack value, own side. */
function commonChecks(attacker: MkPiece, dial: number, targets: readonly AttackTarget[]): Resolution<null> {
  if (isEliminated(attacker)) return refuse('piece-eliminated', `${attacker.id} is out of the game`, CORE.damage)
  if (statsOf(attacker, dial).attack <= 0)
    return refuse('no-attack-value', `${attacker.id} shows an attack value of 0 and cannot attack`, CORE.dial)
  for (const t of targets) {
    if (t.piece.side === attacker.side)
      return refuse('friendly-target', `${t.piece.id} is on ${attacker.id}'s own side`, CORE.ranged, { target: t.piece.id })
    if (isEliminated(t.piece)) return refuse('piece-eliminated', `${t.piece.id} is already out of the game`, CORE.damage)
  }
  return { ok: true, value: null, breakdown: { modifiers: [], rolls: [], lines: [] } }
}

/**
 * Core 7: may `attacker` shoot at `targets` (its dial's range and targets, its front arc, a line of
 * fire that no base and no blocking terrain crosses, not while an opponent touches it unless an
 * ability allows it: `mayShootInContact`)? `rangeIn` overrides the dial's (a long-range attack).
 */
export function checkRanged(
  attacker: MkPiece,
  targets: readonly AttackTarget[],
  options: { dial?: number; enemiesInContact: readonly string[]; mayShootInContact?: boolean; rangeIn?: number; frontArcDeg: number },
): Resolution<null> {
  const dial = options.dial ?? 0
  const common = commonChecks(attacker, dial, targets)
  if (!common.ok) return common
  const s = statsOf(attacker, dial)
  const range = options.rangeIn ?? s.rangeIn
  if (range <= 0) return refuse('no-range', `${attacker.id} has range 0: it fights in close combat only`, CORE.ranged)
  if (targets.length === 0) return refuse('no-target', 'a ranged attack needs a target', CORE.ranged)
  if (new Set(targets.map((t) => t.piece.id)).size !== targets.length)
    return refuse('target-twice', 'each target once per attack', CORE.ranged)
  if (targets.length > s.targets)
    return refuse('too-many-targets', `${attacker.id} may attack ${s.targets} target(s) at once, got ${targets.length}`, CORE.ranged, {
      targets: s.targets,
      got: targets.length,
    })
  if (options.enemiesInContact.length > 0 && !options.mayShootInContact)
    return refuse(
      'shooter-in-base-contact',
      `${attacker.id} is in base contact with ${options.enemiesInContact.join(', ')}`,
      CORE.baseContact,
    )
  for (const t of targets) {
    if (t.distanceIn > range + 1e-9)
      return refuse('out-of-range', `${t.piece.id} is ${shownIn(t.distanceIn)} in away, range ${range} in`, CORE.ranged, {
        target: t.piece.id,
        distanceIn: shownIn(t.distanceIn),
        rangeIn: range,
      })
    if (!inFrontArc(t.attackerCentre, t.attackerFacingDeg, options.frontArcDeg, t.targetCentre))
      return refuse('outside-front-arc', `${t.piece.id} is outside ${attacker.id}'s front arc`, CORE.base, { target: t.piece.id })
    if (t.lineOfFire.status === 'blocked')
      return refuse('line-of-fire-blocked', `blocking terrain (${t.lineOfFire.blockedBy.join(', ')}) stands between them`, CORE.ranged, {
        target: t.piece.id,
        by: t.lineOfFire.blockedBy.join(', '),
      })
    if (t.lineOfFire.status === 'bases-only')
      return refuse('bases-block-line-of-fire', `the base(s) of ${t.lineOfFire.bases.join(', ')} block the line of fire`, CORE.ranged, {
        target: t.piece.id,
        by: t.lineOfFire.bases.join(', '),
      })
  }
  return { ok: true, value: null, breakdown: { modifiers: [], rolls: [], lines: [] } }
}

/** Core 6: close combat needs base contact and the target inside the attacker's front arc. */
export function checkMelee(attacker: MkPiece, target: AttackTarget, options: { dial?: number; frontArcDeg: number }): Resolution<null> {
  const common = commonChecks(attacker, options.dial ?? 0, [target])
  if (!common.ok) return common
  if (!target.inBaseContact)
    return refuse('not-in-base-contact', `${attacker.id} is not in base contact with ${target.piece.id}`, CORE.baseContact)
  if (!inFrontArc(target.attackerCentre, target.attackerFacingDeg, options.frontArcDeg, target.targetCentre))
    return refuse('outside-front-arc', `${target.piece.id} is outside ${attacker.id}'s front arc`, CORE.base, { target: target.piece.id })
  return { ok: true, value: null, breakdown: { modifiers: [], rolls: [], lines: [] } }
}

/** What an attack needs before the dice: per target the defence to reach, the 2d6 result needed and the chance (core 7). */
export interface TargetOdds {
  target: string
  dial: number
  attack: number
  defence: number
  defenceModifiers: Modifier[]
  /** The smallest 2d6 result that hits (3 to 12, core 7: a double one never hits, a double six always does; `neededRoll`). */
  need: number
  /** Exact over the 36 outcomes of 2d6, criticals included. */
  chance: number
  /** Clicks a hit deals (a critical hit one more). */
  damage: number
}

export function attackOdds(
  attacker: MkPiece,
  targets: readonly AttackTarget[],
  settings: MkCoreSettings,
  options: { dial?: number; extraDefence?: (t: AttackTarget) => Modifier[]; damageModifiers?: Modifier[] } = {},
): TargetOdds[] {
  const s = statsOf(attacker, options.dial ?? 0)
  const damageBonus = (options.damageModifiers ?? []).reduce((n, m) => n + m.value, 0)
  return targets.map((t) => {
    const defenceModifiers = [...heightModifiers(t, settings), ...(options.extraDefence?.(t) ?? [])]
    const defence = statsOf(t.piece, t.dial ?? 0).defence + defenceModifiers.reduce((n, m) => n + m.value, 0)
    const need = neededRoll(s.attack, defence)
    return {
      target: t.piece.id,
      dial: t.dial ?? 0,
      attack: s.attack,
      defence,
      defenceModifiers,
      need,
      chance: mkHitChance(s.attack, defence),
      damage: Math.max(0, s.damage + damageBonus),
    }
  })
}

/**
 * Core 7: one 2d6 roll + attack for the whole attack, compared with each target's defence (its
 * dial's value plus height advantage and `extraDefence`); a hit deals the dial's damage, a critical
 * hit one click more, a critical miss one click to the attacker (castle sections none, 001).
 */
export function rollAttack(
  attacker: MkPiece,
  targets: readonly AttackTarget[],
  dice: Dice,
  settings: MkCoreSettings,
  options: {
    dial?: number
    kind: 'ranged' | 'melee'
    attackModifiers?: Modifier[]
    damageModifiers?: Modifier[]
    extraDefence?: (t: AttackTarget) => Modifier[]
  },
): AttackOutcome {
  const dial = options.dial ?? 0
  const s = statsOf(attacker, dial)
  const clause = options.kind === 'ranged' ? CORE.ranged : CORE.baseContact
  const first = targets[0]
  const defenceOf = (t: AttackTarget) => statsOf(t.piece, t.dial ?? 0).defence
  const modsOf = (t: AttackTarget) => [...heightModifiers(t, settings), ...(options.extraDefence?.(t) ?? [])]
  const roll = mkAttackRoll(dice, {
    attack: s.attack,
    attackModifiers: options.attackModifiers ?? [],
    defence: defenceOf(first),
    defenceModifiers: modsOf(first),
    purpose:
      options.kind === 'ranged'
        ? purpose('roll.mkRanged', { attacker: attacker.id }, `ranged attack of ${attacker.id}`)
        : purpose('roll.mkMelee', { attacker: attacker.id }, `close combat attack of ${attacker.id}`),
    clause,
  })
  const damageBonus = (options.damageModifiers ?? []).reduce((n, m) => n + m.value, 0)
  const outcomes = targets.map((t): TargetOutcome => {
    const defenceModifiers = modsOf(t)
    const defence = defenceOf(t) + defenceModifiers.reduce((n, m) => n + m.value, 0)
    const hit = roll.criticalHit || (!roll.criticalMiss && roll.total >= defence)
    const damage = hit ? Math.max(0, s.damage + damageBonus + (roll.criticalHit ? settings.criticalHitBonus : 0)) : 0
    return { target: t.piece.id, dial: t.dial ?? 0, defence, defenceModifiers, hit, damage }
  })
  const selfDamage = roll.criticalMiss && !attacker.castleSection ? settings.criticalMissDamage : 0
  const lines: RulingLine[] = outcomes.map((o) => ({
    key: 'mk.attackResult',
    value: o.hit,
    clause,
    ...detailed('mk.attackResult', '{total} against defence {defence} of {target}: {outcome}', {
      total: roll.total,
      defence: o.defence,
      target: o.target,
      outcome: o.hit ? (roll.criticalHit ? 'critical hit' : 'hit') : roll.criticalMiss ? 'critical miss' : 'miss',
    }),
  }))
  if (roll.criticalHit || roll.criticalMiss)
    lines.push({
      key: roll.criticalHit ? 'mk.criticalHit' : 'mk.criticalMiss',
      value: roll.criticalHit ? settings.criticalHitBonus : selfDamage,
      clause: MKC_RULINGS.criticals,
    })
  return { roll, targets: outcomes, selfDamage, lines }
}
