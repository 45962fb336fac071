import type { Discipline, Power } from '../../../scene/cards/unitCard'
import { purpose, type Dice } from '../../kernel/dice'
import { hasModel, requireModel, type GameState } from '../model/gameState'
import { detailed } from '../../kernel/detail'
import { emptyBreakdown, type Breakdown, type RollRecord } from '../../kernel/resolution'
import { refuse, type Refusal, type Resolution } from '../refusals'
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
import { belongsToDiscipline, chosenPower, powerHpLoss, POWER_CLAUSES as C } from './catalogue'

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

function targetsOf(
  game: GameState,
  power: Power,
  req: UsePowerRequest,
  facts: UsePowerFacts,
): { ok: true; targets: string[] } | { ok: false; refusal: Refusal } {
  const caster = game.models[req.casterId]
  const fail = (r: ReturnType<typeof refuse>) => ({ ok: false as const, refusal: r.refusal })
  if (power.target === 'self') {
    if (req.targetId !== undefined && req.targetId !== caster.id)
      return fail(refuse('power-targets-user-only', `${power.name} acts on its user only`, C.target, { power: power.name }))
    return { ok: true, targets: [caster.id] }
  }
  const distance = () => {
    if (power.range === 'touch') return null
    const d = facts.distanceCm
    // No distance: no target named (nothing to measure to); a number that is no distance is the caller's mistake.
    if (d === undefined)
      return fail(
        refuse('power-needs-target', `distanceCm: a distance power needs the distance to its target in cm, got ${d}`, C.range, {
          power: power.name,
        }),
      )
    if (!Number.isFinite(d) || d < 0)
      throw new RangeError(`rules/powers: distanceCm: a distance power needs the distance to its target in cm, got ${d}`)
    if (power.rangeCm !== undefined && d > power.rangeCm)
      return fail(
        refuse('out-of-range', `${power.name} reaches ${power.rangeCm} cm, the target is ${d} cm away`, C.range, {
          power: power.name,
          maxCm: power.rangeCm,
          cm: d,
        }),
      )
    return null
  }
  if (power.target === 'area') {
    if (power.range === 'touch' && facts.distanceCm !== 0)
      return fail(
        refuse(
          'not-in-base-contact',
          `${power.name} is used by touch: its area must touch ${caster.id}'s base (distanceCm 0)`,
          C.rAreaTouch,
          { power: power.name, model: caster.id },
        ),
      )
    const far = distance()
    if (far) return far
    // 16.2 (R-20.2.4a): hidden camouflaged models are not hit by an area.
    return {
      ok: true,
      targets: [...new Set(facts.modelsInArea ?? [])].filter(
        (id) => hasModel(game, id) && !game.models[id].camouflage?.hidden && !game.models[id].eliminated,
      ),
    }
  }
  const id = req.targetId
  if (!id)
    return fail(refuse('power-needs-target', `targetId: ${power.name} needs another model as its target`, C.target, { power: power.name }))
  if (id === caster.id)
    return fail(
      refuse('cannot-target-self', `targetId: ${power.name} needs another model as its target`, C.target, { power: power.name, model: id }),
    )
  const target = game.models[id]
  if (!target) return fail(refuse('no-such-model', `targetId: no model "${id}"`, C.target, { model: id }))
  if (target.eliminated) return fail(refuse('eliminated', `${id} is eliminated`, C.eliminated, { model: id }))
  const enemy = target.side !== caster.side
  if (enemy && target.camouflage?.hidden)
    return fail(refuse('target-camouflaged', `${id} is camouflaged and cannot be the target of a power`, C.rHidden, { target: id }))
  if (power.range === 'touch') {
    if (!facts.baseContacts.includes(id))
      return fail(refuse('not-in-base-contact', `${power.name} needs base contact with ${id}`, C.range, { power: power.name, target: id }))
    const m = facts.priorMelee
    if (enemy && !(m && m.attackerId === caster.id && m.defenderId === id && m.winner === 'attacker'))
      return fail(
        refuse(
          'touch-needs-won-melee',
          `${power.name} touches an enemy: ${caster.id} must first win a melee attack against ${id}`,
          C.range,
          { power: power.name, model: caster.id, target: id },
        ),
      )
  }
  const far = distance()
  if (far) return far
  return { ok: true, targets: [id] }
}

/** A difficulty as the card prints it after the attribute: `+3`, `-4`, `+0` (20.2.2). */
const signed = (difficulty: number): string => `${difficulty >= 0 ? '+' : ''}${difficulty}`

function payHpLoss(game: GameState, modelId: string, power: Power, success: boolean, b: Breakdown): GameState {
  const loss = power.hpLoss
  if (!loss || (loss.when === 'failure' && success)) return game
  const r = powerHpLoss(game.models[modelId], loss.amount)
  const when =
    loss.when === 'always'
      ? detailed('power.hpLoss.always', '{model} (always, 20.2.3)', { model: modelId })
      : detailed('power.hpLoss.onFailure', '{model} (on failure, 20.2.3)', { model: modelId })
  b.lines.push(...r.lines.map((l) => (l.key === 'power.hpLoss' ? { ...l, ...when } : l)))
  return { ...game, models: { ...game.models, [modelId]: r.model } }
}

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

/** 20.5: one block attempt: the blocker's roll on the power's attribute with its difficulty, its AP and HP loss. */
function blockRoll(
  game: GameState,
  dice: Dice,
  blockerId: string,
  power: Power,
  b: Breakdown,
): { game: GameState; success: boolean; roll: RollRecord } {
  let next = payAp(game, blockerId, actionCost('blockPowerReaction', game.models[blockerId]).ap, 'blockPowerReaction')
  const value = currentAttribute(next, blockerId, power.attribute).value
  const difficulty = {
    key: 'power.difficulty',
    value: power.difficulty,
    clause: C.block,
    ...detailed('power.difficulty.block', '{blocker}: {attribute}{difficulty}', {
      blocker: blockerId,
      attribute: power.attribute,
      difficulty: signed(power.difficulty),
    }),
  }
  const roll = attributeRoll(dice, {
    value,
    modifiers: [difficulty],
    purpose: purpose(
      'roll.blockPower',
      { attribute: power.attribute, model: blockerId, power: power.name },
      `${power.attribute} roll of ${blockerId} to block ${power.name}`,
    ),
    clause: C.block,
  })
  b.rolls.push(roll)
  next = payHpLoss(next, blockerId, power, roll.success, b)
  return { game: next, success: roll.success, roll }
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

/**
 * 20.3 "Kraft blockieren" as an action (2 AP): block an enemy's lasting power in play. 20.5:
 * the blocker belongs to a discipline and perceives the caster or the power; its roll is on the
 * power's attribute with the power's difficulty; its HP loss applies too. Success ends the power.
 */
export function blockPower(
  game: GameState,
  dice: Dice,
  disciplines: Disciplines,
  req: { blockerId: string; casterId: string; power: string },
  facts: { active: boolean; inMelee: boolean; inPerception: boolean },
): Resolution<{ game: GameState; blocked: boolean }> {
  const blocker = requireModel(game, req.blockerId, 'blockerId')
  if (!hasModel(game, req.casterId))
    return refuse('no-such-model', `casterId: no model "${req.casterId}"`, C.blockAction, { model: req.casterId })
  const caster = requireModel(game, req.casterId, 'casterId')
  if (!belongsToDiscipline(blocker.card))
    return refuse('no-discipline', `${blocker.id} belongs to no discipline and cannot block powers`, C.block, { model: blocker.id })
  if (caster.side === blocker.side)
    return refuse('not-an-enemy', `${caster.id} is a friend: only an enemy's power is blocked`, C.block, {
      model: blocker.id,
      target: caster.id,
    })
  if (!caster.activePowers.includes(req.power))
    return refuse('no-such-power', `${caster.id} has no power "${req.power}" in play`, C.blockAction, {
      model: caster.id,
      power: req.power,
    })
  const entry = powersOfCaster(caster, disciplines, req.power)
  if (!entry)
    return refuse('no-such-power', `the library has no power "${req.power}" of ${caster.id}'s disciplines`, C.blockAction, {
      model: caster.id,
      power: req.power,
    })
  const ap = actionCost('blockPower', blocker).ap
  const no = canAct(game, blocker, 'blockPower', ap, facts)
  if (no) return { ok: false, refusal: no }
  if (!facts.inPerception)
    return refuse('not-in-perception', `neither ${caster.id} nor ${req.power} is in ${blocker.id}'s perception range`, C.block, {
      model: blocker.id,
      target: caster.id,
      power: req.power,
    })
  const breakdown = emptyBreakdown()
  let next = payAp(game, blocker.id, ap, 'blockPower')
  const value = currentAttribute(next, blocker.id, entry.attribute).value
  const difficulty = { key: 'power.difficulty', value: entry.difficulty, clause: C.block }
  breakdown.modifiers.push(difficulty)
  const roll = attributeRoll(dice, {
    value,
    modifiers: [difficulty],
    purpose: purpose(
      'roll.blockPower',
      { attribute: entry.attribute, model: blocker.id, power: entry.name },
      `${entry.attribute} roll of ${blocker.id} to block ${entry.name}`,
    ),
    clause: C.block,
  })
  breakdown.rolls.push(roll)
  next = payHpLoss(next, blocker.id, entry, roll.success, breakdown)
  if (roll.success) {
    const c = next.models[caster.id]
    next = { ...next, models: { ...next.models, [caster.id]: { ...c, activePowers: c.activePowers.filter((x) => x !== req.power) } } }
  }
  breakdown.lines.push({ key: 'power.blocked', value: roll.success, clause: C.block })
  return { ok: true, value: { game: next, blocked: roll.success }, breakdown }
}

const powersOfCaster = (caster: GameState['models'][string], disciplines: Disciplines, name: string): Power | null =>
  chosenPower(caster, disciplines, name)?.power ?? null
