import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { Modifier } from '../../kernel/resolution'
import {
  cavalryArcs,
  defendingDial,
  horsemanship,
  impale,
  naturesAlly,
  riderAttackBonus,
  type CavalryDial,
  type CavalryUnit,
} from '../cavalry'
import { mayShootInContact } from '../core/abilities'
import { checkMelee, checkRanged, type AttackTarget } from '../core/attack'
import { frontArcOf, statsOf, type MkPiece } from '../core/dial'
import { refuse } from '../cavalry/refusals'
import { MKK_RULINGS } from '../cavalry/settings'
import { CAVALRY, CORE } from '../core/clauses'
import type { OneDialGive } from './chariotPlay'
import { hinderedLineCheck } from './lineOfFireTerrain'
import type { CavResult } from './cavalryDamage'
import { rollCavalryAttack } from './cavalryAttackRoll'
import { giveUnitAction } from './cavalryGive'
import { cavalryCard, unitIdOf, unitOf } from './cavalryState'
import type { MkCavalryChoice } from './cavalryTypes'
import { requirePiece } from './game'
import type { MkActionFacts, MkGame, MkPerformed, MkSettings } from './types'

/**
 * Ranged and close combat with a cavalry unit at either end (003 "Giving Actions", "Attacking and
 * Damaging a Cavalry Unit", "Riders", "Horsemanship", "Impale"): the acting unit names its dial
 * (naming the rider in the saddle names the rider's), attacks from the mount's centre dot
 * through the mount's front arc with the rider's attack bonus on the rider's dial; the attacker
 * names the defending dial of a cavalry target; Horsemanship and Impale come from the rules
 * module; the core's checks decide; the roll and the damage are cavalryAttackRoll.ts.
 */

export interface CavalryAttack {
  kind: 'ranged' | 'melee'
  piece: string
  targets: readonly string[]
  cavalry?: MkCavalryChoice
}

/** The attack as planned before the action is given: who acts on which dial, each target's defending piece, the modifiers. */
export interface CavalryAttackPlan {
  attacker: MkPiece
  attackerUnit: string | null
  dial: CavalryDial | null
  targets: AttackTarget[]
  attackModifiers: Modifier[]
  damageModifiers: Modifier[]
  /** Horsemanship against one target of several (R-MKK-16): its defence to reach is 2 higher. */
  extraDefence: (t: AttackTarget) => Modifier[]
  lines: RulingLine[]
}

/** The dial a step names for a unit's figure: the rider named in the saddle is its dial; a mount named leaves the choice open. */
const namedDial = (id: string, unit: string | null, chosen: CavalryDial | undefined): CavalryDial | undefined =>
  chosen ?? (unit !== null && unit !== id ? 'rider' : undefined)

/** The measured pair of the attack at `target`: either end may be named by its mount or its rider in the saddle (003: one figure). */
function pairOf(game: MkGame, facts: MkActionFacts, target: string, attackers: readonly string[]) {
  const unit = unitIdOf(game, target)
  const targets = unit === null ? [target] : [unit, ...(unitOf(game, unit).rider ? [unitOf(game, unit).rider?.piece.id ?? ''] : [])]
  const pair = facts.pairs?.find((p) => targets.includes(p.target) && attackers.includes(p.attacker))
  if (!pair) throw new RangeError(`mageknight engine: facts.pairs has no record for ${attackers[0]} -> ${target}`)
  return pair
}

export function planCavalryAttack(game: MkGame, attack: CavalryAttack, facts: MkActionFacts): CavResult<CavalryAttackPlan> {
  const attackerUnit = unitIdOf(game, attack.piece)
  const unit: CavalryUnit | null = attackerUnit === null ? null : unitOf(game, attackerUnit)
  const lines: RulingLine[] = []
  let dial: CavalryDial | null = null
  if (unitIdOf(game, attack.piece) !== null && unitIdOf(game, attack.piece) !== attack.piece)
    lines.push({ key: 'mkk.namedRider', value: attack.piece, clause: MKK_RULINGS.namedUnit })
  let attacker = requirePiece(game, attack.piece)
  let frontArcDeg = frontArcOf(attacker)
  if (unit) {
    const d = unit.rider ? namedDial(attack.piece, attackerUnit, attack.cavalry?.dial) : 'mount'
    if (d === undefined)
      return refuse(
        'dial-choice-required',
        `name the dial, the mount's or the rider's, for ${unit.mount.piece.id}'s ${attack.kind} action`,
        CAVALRY.actions,
        { unit: unit.mount.piece.id },
      )
    dial = d
    attacker = d === 'rider' && unit.rider ? unit.rider.piece : unit.mount.piece
    const arcs = cavalryArcs(unit)
    frontArcDeg = arcs.frontArcDeg
    lines.push(arcs.line)
  }
  const members = unit ? [unit.mount.piece.id, ...(unit.rider ? [unit.rider.piece.id] : [])] : [attack.piece]
  const targets: AttackTarget[] = []
  const horse: { target: string; mods: Modifier[] }[] = []
  for (const t of attack.targets) {
    const pair = pairOf(game, facts, t, members)
    const tUnitId = unitIdOf(game, t)
    if (tUnitId === null) {
      targets.push({ ...pair, piece: requirePiece(game, t), dial: 0 })
      continue
    }
    const tUnit = unitOf(game, tUnitId)
    const chosen = defendingDial(tUnit, namedDial(t, tUnitId, attack.cavalry?.targetDial))
    if (!chosen.ok) return chosen
    lines.push(...chosen.value.lines)
    targets.push({ ...pair, piece: chosen.value.piece, dial: 0 })
    horse.push({ target: chosen.value.piece.id, mods: horsemanship(tUnit, { kind: attack.kind, dial: chosen.value.dial }) })
  }
  if (targets.length === 0) return refuse('no-target', 'an attack needs a target', CORE.ranged)
  const checked =
    attack.kind === 'ranged'
      ? checkRanged(attacker, targets, {
          dial: 0,
          enemiesInContact: (facts.enemiesInContact ?? []).filter((id) => !members.includes(id)),
          mayShootInContact: mayShootInContact(statsOf(attacker).abilities).allowed,
          frontArcDeg,
        })
      : checkMelee(attacker, targets[0], { dial: 0, frontArcDeg })
  if (!checked.ok) return checked
  if (attack.kind === 'ranged') {
    // Hindering terrain on the line of fire (stealth, R-MKC-8), unless the shooter's Nature's Ally is active (003).
    const hindered = hinderedLineCheck(targets, naturesAllyShooter(game, attack.piece))
    if (!hindered.ok) return hindered
    lines.push(...hindered.breakdown.lines)
  }
  const single = targets.length === 1
  const attackModifiers = [...(unit && dial ? riderAttackBonus(unit, dial) : []), ...(single ? horse.flatMap((h) => h.mods) : [])]
  const nature = naturesAllyDefence(game, attack, facts, lines)
  // R-MKK-16: with several targets the -2 counts against its own target only: that target's defence to reach is 2 higher.
  const extraDefence = (t: AttackTarget): Modifier[] => [
    ...(single ? [] : (horse.find((h) => h.target === t.piece.id)?.mods ?? []).map((m) => ({ ...m, value: -m.value }))),
    ...(nature.get(t.piece.id) ?? []),
  ]
  const impaled = unit && dial ? impale(unit, { kind: attack.kind, dial, targets: targets.length }) : null
  lines.push(...(impaled?.lines ?? []))
  const damageModifiers = impaled?.damageModifiers ?? []
  return {
    ok: true,
    value: { attacker, attackerUnit, dial, targets, attackModifiers, damageModifiers, extraDefence, lines },
    breakdown: { modifiers: attackModifiers, rolls: [], lines },
  }
}

/** The Wylden Host card of a figure of the game's cavalry, or null. */
function wyldenCard(game: MkGame, id: string) {
  if (!game.cavalry || !Object.hasOwn(game.cavalry.cards, id)) return null
  const card = cavalryCard(game, id)
  return card.subfaction === 'wyldenHost' ? card : null
}

/** Is `piece` a Wylden Host figure whose Nature's Ally is active now (lost in the saddle, 003 "Cavalry Units")? */
function naturesAllyShooter(game: MkGame, piece: string): boolean {
  const card = wyldenCard(game, piece)
  const unit = unitIdOf(game, piece)
  return card !== null && naturesAlly(card, unit === null ? null : unitOf(game, unit), { inHinderingTerrain: false }).active
}

/**
 * 003 "Nature's Ally" (Wylden Host): +1 defence to a target in hindering terrain, by its defending
 * piece's id; a rider in its saddle has lost it (003 "Cavalry Units"). A Nature's Ally shooter's
 * targets treat hindering terrain as clear for its ranged attacks, so they get no +1 then.
 */
function naturesAllyDefence(game: MkGame, attack: CavalryAttack, facts: MkActionFacts, lines: RulingLine[]): Map<string, Modifier[]> {
  const out = new Map<string, Modifier[]>()
  const hindering = facts.cavalry?.inHinderingTerrain ?? []
  const unitOfId = (id: string) => {
    const u = unitIdOf(game, id)
    return u === null ? null : unitOf(game, u)
  }
  const clearForShooter = attack.kind === 'ranged' && naturesAllyShooter(game, attack.piece)
  for (const t of attack.targets) {
    const unit = unitOfId(t)
    // The defending figure: a rider named in its saddle, or the figure itself (a mount's card has no Wylden Host).
    const card = wyldenCard(game, t)
    if (!card) continue
    const ally = naturesAlly(card, unit, { inHinderingTerrain: hindering.includes(t) && !clearForShooter })
    lines.push(...ally.lines)
    if (ally.defenceModifiers.length > 0) out.set(t, ally.defenceModifiers)
  }
  return out
}

/** Carries out a ranged or close combat action with cavalry at either end; `give` is the engine's one-dial giver. */
export function performCavalryAttack(
  game: MkGame,
  attack: CavalryAttack,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
  give: OneDialGive,
): CavResult<MkPerformed> {
  const planned = planCavalryAttack(game, attack, facts)
  if (!planned.ok) return planned
  const plan = planned.value
  const given =
    plan.attackerUnit === null
      ? give(game, attack.piece, attack.kind)
      : giveUnitAction(game, plan.attackerUnit, attack.kind, plan.dial ?? undefined, settings.cavalry)
  if (!given.ok) return given
  return rollCavalryAttack(
    given.value.game,
    plan,
    attack.kind,
    facts,
    dice,
    settings,
    [...given.value.events],
    [...given.value.lines, ...plan.lines],
  )
}
