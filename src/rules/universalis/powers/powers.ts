import type { Discipline, Power } from '../../../scene/cards/unitCard'
import { purpose, type Dice } from '../../kernel/dice'
import { requireModel, type GameState } from '../model/gameState'
import { detailed } from '../../kernel/detail'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { actionCost } from '../model/actions'
import { canAct, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { revealOnAttack } from '../sight/camouflage'
import { rerollsFor, type ItemKind } from '../items/equipment'
import { defenceTest } from '../melee/defence'
import type { MeleeRolled } from '../melee/types'
import { directThreatRefusal } from '../sight/threats'
import { isColossus, rollHitZone } from '../damage/hitZones'
import { resolveHit, type HitResult } from '../damage/apply'
import { belongsToDiscipline, chosenPower, POWER_CLAUSES as C } from './catalogue'

import { DEFAULT_COMBAT_SETTINGS, type CombatSettings } from '../ranged/settings'
/**
 * Using, ending and blocking powers (20.2 to 20.5). Using one costs its AP, needs a successful
 * attribute roll modified by its difficulty, may cost hit points (on failure or always, 20.2.3),
 * reaches its target by touch (base contact; enemies only after a won melee) or at distance,
 * and is instant or stays in play until ended (20.2.6). Enemies of a discipline who perceive the
 * caster may block it as a reaction (3 AP, 20.4, 20.5). Damage powers make hits for the damage
 * code; heal powers heal.
 */

type Disciplines = Readonly<Record<string, Discipline>>

export interface UsePowerRequest {
  casterId: string
  power: string
  /** target `model`: the model; `self`: the caster (or left out). */
  targetId?: string
  /** 20.4: enemies reacting with "Kraft blockieren" (3 AP each), in the order they try (R-20.4a). */
  blockers?: string[]
  /** Reroll items spent on the attribute roll (7.2). */
  spend?: { kind: ItemKind; name: string }[]
}

export interface UsePowerFacts {
  active: boolean
  inMelee: boolean
  /** Ids in base contact with the caster (touch range). */
  baseContacts: readonly string[]
  /** Distance range: cm from the caster's base edge to the target model or the area's point (4.7). */
  distanceCm?: number
  /** Area: the models the area covers (geometry). */
  modelsInArea?: readonly string[]
  /** Touch on an enemy: the melee the caster won against it first (20.2.5). */
  priorMelee?: MeleeRolled
  /** 20.5: per blocker, is the caster or the power in its perception range? */
  blockerSees?: Readonly<Record<string, boolean>>
  /** Per blocker, is it in melee (15: blocking is not a melee reaction)? */
  blockerInMelee?: Readonly<Record<string, boolean>>
}

export interface PowerUsed {
  game: GameState
  power: Power
  success: boolean
  /** Who blocked it (20.5), null if nobody did. */
  blockedBy: string | null
  /** The models it acts on (after blocking: none). */
  targets: string[]
  damage: HitResult[]
  healed: Record<string, number>
  /** A lasting power now in play (20.2.6). */
  lasting: boolean
}
import { targetsOf } from './targets'
import { blockRoll, payHpLoss, signed } from './blocking'

/**
 * 20.3 "Kraft einsetzen" (the card's AP). Order: checks, AP, defence test of a targeted model
 * in defence (15.3), the caster's roll and its HP loss, then (R-20.4a) the blockers try one
 * after another until one succeeds, each paying 3 AP and its own HP loss; then the effect.
 */
export function usePower(
  game: GameState,
  dice: Dice,
  disciplines: Disciplines,
  req: UsePowerRequest,
  facts: UsePowerFacts,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<PowerUsed> {
  const caster = requireModel(game, req.casterId, 'casterId')
  const entry = chosenPower(caster, disciplines, req.power)
  if (!entry)
    return refuse('no-such-power', `${caster.id} did not take the power "${req.power}" into this game (20.1)`, C.use, {
      model: caster.id,
      power: req.power,
    })
  const power = entry.power
  if (power.duration === 'lasting' && caster.activePowers.includes(power.name))
    return refuse('power-still-in-play', `${power.name} is still in play: end it before using it again (20.2.6)`, C.duration, {
      power: power.name,
    })
  const ap = actionCost('usePower', caster, { apCost: power.apCost }).ap
  const no = canAct(game, caster, 'usePower', ap, facts)
  if (no) return { ok: false, refusal: no }
  const aimed = targetsOf(game, power, req, facts)
  if (!aimed.ok) return aimed
  const attacksEnemy = power.damage !== undefined && aimed.targets.some((id) => game.models[id].side !== caster.side)
  if (attacksEnemy && power.target === 'model') {
    const threat = directThreatRefusal(game, caster.id, aimed.targets[0])
    if (threat) return { ok: false, refusal: threat }
  }
  const blockers = [...new Set(req.blockers ?? [])]
  for (const id of blockers) {
    const b = game.models[id]
    if (!b) return refuse('no-such-model', `blockers: no model "${id}"`, C.blockReaction, { model: id })
    if (b.side === caster.side)
      return refuse('not-an-enemy', `${id} cannot block a friend's power`, C.blockReaction, { model: id, target: caster.id })
    if (!belongsToDiscipline(b.card))
      return refuse('no-discipline', `${id} belongs to no discipline and cannot block powers`, C.block, { model: id })
    const noB = canAct(game, b, 'blockPowerReaction', actionCost('blockPowerReaction', b).ap, {
      active: false,
      inMelee: facts.blockerInMelee?.[id] ?? false,
    })
    if (noB) return { ok: false, refusal: noB }
    if (!facts.blockerSees?.[id])
      return refuse('not-in-perception', `neither ${caster.id} nor ${power.name} is in ${id}'s perception range`, C.block, {
        model: id,
        target: caster.id,
        power: power.name,
      })
  }
  const rr = rerollsFor(game, caster.id, power.attribute, req.spend ?? [], facts)
  if (!rr.ok) return rr
  const breakdown = emptyBreakdown()
  breakdown.lines.push(...rr.value.lines, {
    key: 'power.ap',
    value: ap,
    clause: C.cost,
    ...detailed('power.ap', '{power}', { power: power.name }),
  })
  let next = payAp(rr.value.game, caster.id, ap, 'usePower')
  if (attacksEnemy)
    next = { ...next, models: { ...next.models, [caster.id]: revealOnAttack(next.models[caster.id], 'power', game.round).model } }

  if (power.target === 'model') {
    const d = defenceTest(next, dice, aimed.targets[0], 'power')
    if (d.ok) {
      next = d.value.game
      breakdown.rolls.push(...d.breakdown.rolls)
      breakdown.lines.push(...d.breakdown.lines)
    }
  }

  const value = currentAttribute(next, caster.id, power.attribute).value
  const difficulty = {
    key: 'power.difficulty',
    value: power.difficulty,
    clause: C.attribute,
    ...detailed('power.difficulty', '{attribute}{difficulty}', { attribute: power.attribute, difficulty: signed(power.difficulty) }),
  }
  breakdown.modifiers.push(difficulty)
  const roll = attributeRoll(dice, {
    value,
    modifiers: [difficulty],
    purpose: purpose(
      'roll.power',
      { attribute: power.attribute, model: caster.id, power: power.name },
      `${power.attribute} roll of ${caster.id} for ${power.name}`,
    ),
    clause: C.attribute,
    rerolls: rr.value.rerolls,
  })
  breakdown.rolls.push(roll)
  next = payHpLoss(next, caster.id, power, roll.success, breakdown)
  const base: PowerUsed = { game: next, power, success: roll.success, blockedBy: null, targets: [], damage: [], healed: {}, lasting: false }
  if (!roll.success) return { ok: true, value: base, breakdown }

  for (const id of blockers) {
    const blocked = blockRoll(next, dice, id, power, breakdown)
    next = blocked.game
    if (blocked.success) {
      breakdown.lines.push({ key: 'power.blockedBy', value: id, clause: C.block })
      return { ok: true, value: { ...base, game: next, blockedBy: id }, breakdown }
    }
  }

  const out: PowerUsed = { ...base, targets: aimed.targets }
  if (power.damage) {
    const attackerKO = currentAttribute(next, caster.id, 'KO').value
    for (const id of aimed.targets) {
      const defender = next.models[id]
      const zone = isColossus(defender) ? rollHitZone(dice, id, settings.colossus) : null
      if (zone) breakdown.rolls.push(zone.roll)
      const hit = resolveHit(
        dice,
        defender,
        {
          attackerId: caster.id,
          profile: power.damage,
          attackerKO,
          coverArmourBonus: 0,
          zone: zone?.zone,
        },
        settings,
      )
      breakdown.rolls.push(...hit.rolls)
      breakdown.lines.push(...hit.lines)
      out.damage.push(hit)
      next = { ...next, models: { ...next.models, [id]: hit.model } }
    }
  }
  if (power.heal) {
    for (const id of aimed.targets) {
      const t = next.models[id]
      const healed = Math.min(t.hpLost, power.heal)
      out.healed[id] = healed
      breakdown.lines.push({
        key: 'power.heal',
        value: healed,
        clause: C.card,
        ...detailed('power.heal', '{target}, never above its maximum', { target: id }),
      })
      next = {
        ...next,
        models: {
          ...next.models,
          [id]: { ...t, hpLost: t.hpLost - healed, zoneHpLost: t.zoneHpLost ? { ...t.zoneHpLost, hull: t.hpLost - healed } : undefined },
        },
      }
    }
  }
  if (power.duration === 'lasting') {
    const c = next.models[caster.id]
    next = { ...next, models: { ...next.models, [caster.id]: { ...c, activePowers: [...c.activePowers, power.name] } } }
    breakdown.lines.push({
      key: 'power.inPlay',
      value: power.name,
      clause: C.duration,
      ...(power.endsWhen
        ? detailed('power.inPlay.endsWhen', 'ends itself when {condition}', { condition: power.endsWhen })
        : detailed('power.inPlay', 'until ended')),
    })
  }
  if (!power.damage && !power.heal) breakdown.lines.push({ key: 'power.rulesText', value: power.rules, clause: C.card })
  return { ok: true, value: { ...out, game: next, lasting: power.duration === 'lasting' }, breakdown }
}

/** 20.3 "Kraft beenden" (1 AP): one of the model's own lasting powers in play ends. */
export function endPower(
  game: GameState,
  modelId: string,
  power: string,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<GameState> {
  const m = requireModel(game, modelId)
  if (!m.activePowers.includes(power))
    return refuse('no-such-power', `${modelId} has no power "${power}" in play`, C.end, { model: modelId, power })
  const ap = actionCost('endPower', m).ap
  const no = canAct(game, m, 'endPower', ap, ctx)
  if (no) return { ok: false, refusal: no }
  const paid = payAp(game, modelId, ap, 'endPower')
  const p = paid.models[modelId]
  const breakdown = emptyBreakdown()
  breakdown.lines.push({ key: 'power.ended', value: power, clause: C.end })
  return {
    ok: true,
    value: { ...paid, models: { ...paid.models, [modelId]: { ...p, activePowers: p.activePowers.filter((x) => x !== power) } } },
    breakdown,
  }
}
