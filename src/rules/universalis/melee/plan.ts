import type { Weapon } from '../../../scene/cards/unitCard'
import type { Clause } from '../../kernel/clauses'
import { detailed, type Detailed } from '../../kernel/detail'
import { emptyBreakdown, sumModifiers, type Breakdown, type Modifier } from '../../kernel/resolution'
import { actionCost, type ActionId } from '../model/actions'
import { canAct, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { usesKey, type GameState } from '../model/gameState'
import { refuse, type Resolution } from '../refusals'
import { CAMOUFLAGE_CLAUSES, revealOnAttack } from '../sight/camouflage'
import { directThreatRefusal } from '../sight/threats'
import { rerollsFor } from '../items/equipment'
import { MELEE_CLAUSES as C, meleeModifiers, meleeWeapon, type MeleeKind } from './modifiers'
import {
  DEFAULT_MELEE_SETTINGS,
  type CounterAttackWindow,
  type MeleeFacts,
  type MeleeRequest,
  type MeleeSettings,
  type MeleeSide,
} from './types'

/**
 * A melee up to its first die (15.1, 15.3, 15.4, 15.7): every check, the AP paid, the attacker
 * revealed (16.3), rerolls spent (7.2), and both sides' NK with every modifier. The roll
 * (melee.ts `meleeAttack`) and the chances before it (chances.ts) start from the same plan, so a
 * preview and the melee can never disagree on a modifier.
 */
export interface MeleePlan {
  /** The game with the AP paid, the attacker revealed, a use and a reload counted, rerolls spent. */
  game: GameState
  kind: MeleeKind
  weapon: Weapon
  ap: number
  attacker: MeleeSide
  defender: MeleeSide
  /** 7.2: how often each side may take its NK die again while it loses (R-15.1d). */
  rerolls: { attacker: number; defender: number }
  /** 4.8.2: the AGI each side adds when the NK roll is tied. */
  agi: { attacker: number; defender: number }
  /** The lines and modifiers so far (reveal, NK 0, rerolls), in the order the melee reports them. */
  breakdown: Breakdown
}

export const MELEE_ACTION_OF: Record<MeleeKind, ActionId> = {
  attack: 'attack',
  charge: 'charge',
  recklessAttack: 'recklessAttack',
  counterAttack: 'counterAttack',
  opportunityAttack: 'opportunityAttack',
}

export const MELEE_CLAUSE_OF: Record<MeleeKind, Clause> = {
  attack: C.attack,
  charge: C.chargeMove,
  recklessAttack: C.reckless,
  counterAttack: C.counter,
  opportunityAttack: C.opportunity,
}

function checkWindow(req: MeleeRequest, game: GameState): { ok: false; refusal: ReturnType<typeof refuse>['refusal'] } | null {
  if (req.kind === 'counterAttack') {
    const w = req.answers
    if (w?.kind !== 'counterAttack' || w.by !== req.attackerId || w.against !== req.defenderId || w.round !== game.round)
      return refuse(
        'no-counter-attack-window',
        `${req.attackerId} may counter-attack only ${w && w.kind === 'counterAttack' ? w.against : 'the model'} that just attacked it, right after that melee`,
        C.counter,
        w && w.kind === 'counterAttack' ? { model: req.attackerId, against: w.against } : { model: req.attackerId },
      )
  }
  if (req.kind === 'opportunityAttack') {
    const w = req.answers
    if (
      w?.kind !== 'opportunityAttack' ||
      w.disengagingId !== req.defenderId ||
      !w.enemies.includes(req.attackerId) ||
      w.round !== game.round
    )
      return refuse(
        'no-opportunity-window',
        `${req.attackerId} may make an opportunity attack only on an enemy in base contact that disengages`,
        C.opportunity,
        { model: req.attackerId },
      )
  }
  return null
}

/**
 * A side's modifier as the melee reports it: the role and the model before the modifier's own
 * detail ("attacker r-spear: r-guard is in defence"). Said as a key per wording of the modifier
 * with its values and the side's (`role`, `fighter`), so that German can say the whole of it;
 * the modifiers meleeModifiers gives (15.7, 16.2.1, 18.3.1) each have their case. A detail
 * without a case here (a modifier added later) keeps its English text as a value.
 */
function sideDetail(role: 'attacker' | 'defender', fighter: string, m: Modifier): Detailed {
  if (m.detail === undefined || m.detail === '') return detailed('melee.side', '{role} {fighter}', { role, fighter })
  const p = { ...m.params, role, fighter }
  switch (m.detailKey) {
    case 'melee.chargeBlockedByDefence':
      return detailed('melee.side.chargeBlockedByDefence', '{role} {fighter}: {opponent} is in defence', p)
    case 'melee.multipleOpponents':
      return detailed('melee.side.multipleOpponents', '{role} {fighter}: {friend} touches {opponent}', p)
    case 'melee.unwieldy':
      return detailed('melee.side.unwieldy', '{role} {fighter}: {items}', p)
    case 'melee.sizeDifference':
      return detailed('melee.side.sizeDifference', '{role} {fighter}: {steps} step(s) larger than {opponent}', p)
    case 'melee.camouflageAmbush':
      return detailed('melee.side.camouflageAmbush', '{role} {fighter}: attack launched from camouflage in round {round}', p)
    case 'colossusCriticalSide':
      return detailed('melee.side.colossusCriticalSide', '{role} {fighter}: {side} side {state}', p)
    default:
      return detailed('melee.side.other', '{role} {fighter}: {text}', { role, fighter, text: m.detail })
  }
}

/**
 * Checks and pre-roll state of one melee of `req.kind` (15.3 attack, reckless attack; 8.3 charge
 * ending in contact; 15.4 counter-attack, opportunity attack): AP (actionCost, WK of the weapon;
 * a charge pays its WK here, the move itself is free), the sides' NK totals. Refusals come here,
 * before any die.
 */
export function planMelee(
  game: GameState,
  req: MeleeRequest,
  facts: MeleeFacts,
  settings: MeleeSettings = DEFAULT_MELEE_SETTINGS,
): Resolution<MeleePlan> {
  const attacker = game.models[req.attackerId]
  const defender = game.models[req.defenderId]
  if (!attacker) return refuse('no-such-model', `attackerId: no model "${req.attackerId}"`, C.procedure, { model: req.attackerId })
  if (!defender) return refuse('no-such-model', `defenderId: no model "${req.defenderId}"`, C.procedure, { model: req.defenderId })
  if (attacker.side === defender.side)
    return refuse('not-an-enemy', `${defender.id} is not an enemy of ${attacker.id}`, C.melee, { model: attacker.id, target: defender.id })
  if (defender.eliminated)
    return refuse('eliminated', `${defender.id} is eliminated and cannot be attacked`, C.procedure, { model: defender.id })
  const windowRefusal = checkWindow(req, game)
  if (windowRefusal) return windowRefusal
  const picked = meleeWeapon(attacker, req.weapon)
  if (!picked.ok) return picked
  const weapon = picked.weapon
  const action = MELEE_ACTION_OF[req.kind]
  const ap = actionCost(action, attacker, { weaponClass: weapon.class }).ap
  // A charge starts outside melee (8.3); every other kind is a melee action or reaction.
  const no = canAct(game, attacker, action, ap, { active: facts.active, inMelee: req.kind !== 'charge' })
  if (no) return { ok: false, refusal: no }
  if (!facts.attackerContacts.includes(defender.id))
    return refuse('not-in-base-contact', `${attacker.id}'s base must touch ${defender.id}'s base`, C.procedure, {
      model: attacker.id,
      target: defender.id,
    })
  if (defender.camouflage?.hidden)
    return refuse('target-camouflaged', `${defender.id} is camouflaged: only revealed models can be attacked`, C.hidden, {
      target: defender.id,
    })
  // 4.5.1: in its own phase a model that must attack a direct threat attacks that one.
  const threat =
    req.kind === 'counterAttack' || req.kind === 'opportunityAttack' ? null : directThreatRefusal(game, attacker.id, defender.id)
  if (threat) return { ok: false, refusal: threat }

  const breakdown = emptyBreakdown()
  const defenderInDefence = defender.tokens.defence
  let next = payAp(game, attacker.id, ap, action)
  const wKey = usesKey('weapon', weapon.name)
  const a0 = next.models[attacker.id]
  const revealed = revealOnAttack(a0, 'melee', game.round)
  const usesLeft = wKey in a0.usesLeft ? { ...a0.usesLeft, [wKey]: a0.usesLeft[wKey] - 1 } : a0.usesLeft
  const reload = weapon.reload ? [...a0.tokens.reload, weapon.name] : a0.tokens.reload
  next = {
    ...next,
    models: { ...next.models, [attacker.id]: { ...revealed.model, usesLeft, tokens: { ...revealed.model.tokens, reload } } },
  }
  if (revealed.revealed)
    breakdown.lines.push({
      key: 'melee.attackerRevealed',
      value: true,
      clause: CAMOUFLAGE_CLAUSES.reveal,
      ...detailed('melee.attackerRevealed', '{model}', { model: attacker.id }),
    })

  // Rerolls (7.2): passive items by themselves, named items spent now.
  const ra = rerollsFor(next, attacker.id, 'NK', req.spend?.attacker ?? [], { active: facts.active, inMelee: true })
  if (!ra.ok) return ra
  next = ra.value.game
  const rd = rerollsFor(next, defender.id, 'NK', req.spend?.defender ?? [], { active: false, inMelee: true })
  if (!rd.ok) return rd
  next = rd.value.game

  const att = next.models[attacker.id]
  const def = next.models[defender.id]
  const side = (self: typeof att, opp: typeof att, role: 'attacker' | 'defender', nkZero: boolean): MeleeSide => {
    const nk = nkZero ? 0 : currentAttribute(next, self.id, 'NK').value
    let modifiers = meleeModifiers(
      next,
      self,
      opp,
      { role, kind: req.kind, opponentContacts: role === 'attacker' ? facts.defenderContacts : facts.attackerContacts, defenderInDefence },
      settings.camouflage,
    )
    if (nkZero) {
      const zeroClause = req.kind === 'opportunityAttack' ? C.opportunity : C.reckless
      breakdown.lines.push({
        key: 'melee.nkZero',
        value: 0,
        clause: zeroClause,
        ...detailed('melee.nkZero', '{model} fights with NK 0', { model: self.id }),
      })
      if (!settings.nkZeroKeepsModifiers) modifiers = []
      else breakdown.lines.push({ key: 'melee.nkZeroModifiers', value: true, clause: C.rNkZero })
    }
    return { id: self.id, nk, modifiers, total: nk + sumModifiers(modifiers) }
  }
  const defenderNkZero =
    req.kind === 'opportunityAttack' || (req.kind === 'counterAttack' && (req.answers as CounterAttackWindow).againstFightsWithNkZero)
  const aSide = side(att, def, 'attacker', false)
  const dSide = side(def, att, 'defender', defenderNkZero)
  for (const m of aSide.modifiers) breakdown.modifiers.push({ ...m, ...sideDetail('attacker', att.id, m) })
  for (const m of dSide.modifiers) breakdown.modifiers.push({ ...m, ...sideDetail('defender', def.id, m) })
  breakdown.lines.push(...ra.value.lines, ...rd.value.lines)
  return {
    ok: true,
    value: {
      game: next,
      kind: req.kind,
      weapon,
      ap,
      attacker: aSide,
      defender: dSide,
      rerolls: { attacker: ra.value.rerolls, defender: rd.value.rerolls },
      agi: { attacker: currentAttribute(next, att.id, 'AGI').value, defender: currentAttribute(next, def.id, 'AGI').value },
      breakdown,
    },
    breakdown,
  }
}
