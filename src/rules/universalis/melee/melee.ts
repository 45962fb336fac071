import type { Weapon } from '../../../scene/cards/unitCard'
import type { Clause } from '../../kernel/clauses'
import { purpose, purposeFields, refinePurpose, type Dice, type PurposeLike } from '../../kernel/dice'
import { actionCost, type ActionId } from '../model/actions'
import { usesKey, type GameState } from '../model/gameState'
import { emptyBreakdown, type Modifier, type RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { sumModifiers } from '../../kernel/resolution'
import { canAct, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { CAMOUFLAGE_CLAUSES, DEFAULT_CAMOUFLAGE_SETTINGS, revealOnAttack, type CamouflageSettings } from '../sight/camouflage'
import { rerollsFor, type ItemKind } from '../items/equipment'
import { mayPush } from './pushBack'
import { directThreatRefusal } from '../sight/threats'
import { MELEE_CLAUSES as C, meleeModifiers, meleeWeapon, type MeleeKind } from './modifiers'

/**
 * A melee (15.1): base contact, compared NK rolls with every modifier of 15.7, a compared AGI
 * roll on a tie read against the same list, and what the winner may then choose. This module
 * rolls; `resolveMeleeChoice` (meleeChoice.ts) carries out the winner's choice once the player
 * has made it, so a player decides after seeing the dice as at the table.
 */

/** R-15.1a: the three choices of an attacker who wins (the list items are missing in the text). */
export type AttackerWinOption = 'damage' | 'pushBack' | 'pushBackAndFollow'
export type MeleeOption = AttackerWinOption | 'none'

export interface MeleeSettings {
  camouflage: CamouflageSettings
  /** R-15.1a: what an attacker who wins may choose. */
  attackerWinOptions: readonly AttackerWinOption[]
  /** R-15.1c: a tie in the AGI roll too: roll AGI again (`repeat`) or nothing happens (`nothing`). */
  agiTie: 'repeat' | 'nothing'
  /** R-15.3a: a side fighting "with NK 0" still gets its 15.7 modifiers (true) or rolls the bare die (false). */
  nkZeroKeepsModifiers: boolean
}

export const DEFAULT_MELEE_SETTINGS: MeleeSettings = {
  camouflage: DEFAULT_CAMOUFLAGE_SETTINGS,
  attackerWinOptions: ['damage', 'pushBack', 'pushBackAndFollow'],
  agiTie: 'repeat',
  nkZeroKeepsModifiers: true,
}

/** 15.4: a counter-attack is open to the defender of a melee that was an action (6.2), right after it. */
export interface CounterAttackWindow {
  kind: 'counterAttack'
  by: string
  against: string
  /** 15.3: the reckless attacker lost: it defends with NK 0 against this counter-attack. */
  againstFightsWithNkZero: boolean
  round: number
}

/** 15.4: an opportunity attack is open to each enemy in base contact with a model that disengages. */
export interface OpportunityWindow {
  kind: 'opportunityAttack'
  disengagingId: string
  enemies: string[]
  round: number
}

export interface MeleeRequest {
  kind: MeleeKind
  attackerId: string
  defenderId: string
  /** A melee weapon's name (range NK) or `unarmed` (15.9). */
  weapon: string
  /** The window a counter-attack or opportunity attack answers. */
  answers?: CounterAttackWindow | OpportunityWindow
  /** Limited or AP-costed reroll items spent on the NK roll (7.2, 7.3, 17.4). */
  spend?: { attacker?: { kind: ItemKind; name: string }[]; defender?: { kind: ItemKind; name: string }[] }
}

export interface MeleeFacts {
  /** Is it the attacker's initiative phase (actions need it, reactions do not)? */
  active: boolean
  /** Ids in base contact with the attacker / with the defender (geometry). */
  attackerContacts: readonly string[]
  defenderContacts: readonly string[]
}

export interface MeleeSide {
  id: string
  nk: number
  modifiers: Modifier[]
  total: number
}

export interface MeleeRolled {
  game: GameState
  kind: MeleeKind
  attackerId: string
  defenderId: string
  weapon: Weapon
  ap: number
  winner: 'attacker' | 'defender' | 'none'
  decidedBy: 'NK' | 'AGI'
  attacker: MeleeSide
  defender: MeleeSide
  /** What the winner may choose now (resolveMeleeChoice). */
  options: MeleeOption[]
  counterAttack: CounterAttackWindow | null
  rolls: RollRecord[]
}

const ACTION_OF: Record<MeleeKind, ActionId> = {
  attack: 'attack',
  charge: 'charge',
  recklessAttack: 'recklessAttack',
  counterAttack: 'counterAttack',
  opportunityAttack: 'opportunityAttack',
}
const CLAUSE_OF: Record<MeleeKind, Clause> = {
  attack: C.attack,
  charge: C.chargeMove,
  recklessAttack: C.reckless,
  counterAttack: C.counter,
  opportunityAttack: C.opportunity,
}

/**
 * 4.8.2 with rerolls (R-15.1d): after both dice, the losing side repeats its die while it has
 * rerolls and still loses; the attacker's rerolls are offered first.
 */
function contestWithRerolls(
  dice: Dice,
  a: { label: string; value: number; rerolls: number },
  b: { label: string; value: number; rerolls: number },
  purpose: PurposeLike,
  clause: Clause,
): { a: number[]; b: number[]; ta: number; tb: number } {
  const side = (label: string, reroll?: number) =>
    refinePurpose(purpose, `: ${label}${reroll ? ` (reroll ${reroll})` : ''}`, reroll ? { side: label, reroll } : { side: label })
  const da = [dice.roll(12, side(a.label), clause)]
  const db = [dice.roll(12, side(b.label), clause)]
  const last = (xs: number[]) => xs[xs.length - 1]
  for (let i = 0; i < a.rerolls && last(da) + a.value < last(db) + b.value; i++) da.push(dice.roll(12, side(a.label, i + 1), clause))
  for (let i = 0; i < b.rerolls && last(db) + b.value < last(da) + a.value; i++) db.push(dice.roll(12, side(b.label, i + 1), clause))
  return { a: da, b: db, ta: last(da) + a.value, tb: last(db) + b.value }
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
 * One melee of `req.kind` (15.3 attack, reckless attack; 8.3 charge ending in contact; 15.4
 * counter-attack, opportunity attack): checks, AP (actionCost, WK of the weapon; a charge pays
 * its WK here, the move itself is free), the compared NK roll and, on a tie, compared AGI rolls.
 * The attacker is revealed if camouflaged (16.3); the defender loses its defence (15.3).
 */
export function meleeAttack(
  game: GameState,
  dice: Dice,
  req: MeleeRequest,
  facts: MeleeFacts,
  settings: MeleeSettings = DEFAULT_MELEE_SETTINGS,
): Resolution<MeleeRolled> {
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
  const action = ACTION_OF[req.kind]
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
    breakdown.lines.push({ key: 'melee.attackerRevealed', value: true, clause: CAMOUFLAGE_CLAUSES.reveal, detail: attacker.id })

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
      breakdown.lines.push({ key: 'melee.nkZero', value: 0, clause: zeroClause, detail: `${self.id} fights with NK 0` })
      if (!settings.nkZeroKeepsModifiers) modifiers = []
      else breakdown.lines.push({ key: 'melee.nkZeroModifiers', value: true, clause: C.rNkZero })
    }
    return { id: self.id, nk, modifiers, total: nk + sumModifiers(modifiers) }
  }
  const defenderNkZero =
    req.kind === 'opportunityAttack' || (req.kind === 'counterAttack' && (req.answers as CounterAttackWindow).againstFightsWithNkZero)
  const aSide = side(att, def, 'attacker', false)
  const dSide = side(def, att, 'defender', defenderNkZero)
  for (const m of aSide.modifiers) breakdown.modifiers.push({ ...m, detail: `attacker ${att.id}${m.detail ? `: ${m.detail}` : ''}` })
  for (const m of dSide.modifiers) breakdown.modifiers.push({ ...m, detail: `defender ${def.id}${m.detail ? `: ${m.detail}` : ''}` })
  breakdown.lines.push(...ra.value.lines, ...rd.value.lines)

  const nkRoll = contestWithRerolls(
    dice,
    { label: att.id, value: aSide.total, rerolls: ra.value.rerolls },
    { label: def.id, value: dSide.total, rerolls: rd.value.rerolls },
    purpose('roll.nk', {}, 'NK roll'),
    C.procedure,
  )
  const rolls: RollRecord[] = [
    {
      ...purposeFields(purpose('roll.nk', { side: att.id }, `NK roll: ${att.id}`)),
      clause: C.procedure,
      kind: 'comparative',
      dice: nkRoll.a,
      total: nkRoll.ta,
      opponentTotal: nkRoll.tb,
      success: nkRoll.ta > nkRoll.tb,
    },
    {
      ...purposeFields(purpose('roll.nk', { side: def.id }, `NK roll: ${def.id}`)),
      clause: C.procedure,
      kind: 'comparative',
      dice: nkRoll.b,
      total: nkRoll.tb,
      opponentTotal: nkRoll.ta,
      success: nkRoll.tb > nkRoll.ta,
    },
  ]
  let winner: MeleeRolled['winner'] = nkRoll.ta > nkRoll.tb ? 'attacker' : nkRoll.tb > nkRoll.ta ? 'defender' : 'none'
  let decidedBy: MeleeRolled['decidedBy'] = 'NK'
  if (winner === 'none') {
    decidedBy = 'AGI'
    const agiA = currentAttribute(next, att.id, 'AGI').value
    const agiD = currentAttribute(next, def.id, 'AGI').value
    // R-15.1c: the AGI result is read against the same list, whose third line is "tie: AGI roll".
    for (let round = 1; winner === 'none'; round++) {
      const px = purpose('roll.agiTie', { round, side: att.id }, `AGI roll ${round}: ${att.id}`)
      const py = purpose('roll.agiTie', { round, side: def.id }, `AGI roll ${round}: ${def.id}`)
      const x = dice.roll(12, px, C.procedure)
      const y = dice.roll(12, py, C.procedure)
      rolls.push(
        {
          ...purposeFields(px),
          clause: C.procedure,
          kind: 'comparative',
          dice: [x],
          total: x + agiA,
          opponentTotal: y + agiD,
          success: x + agiA > y + agiD,
        },
        {
          ...purposeFields(py),
          clause: C.procedure,
          kind: 'comparative',
          dice: [y],
          total: y + agiD,
          opponentTotal: x + agiA,
          success: y + agiD > x + agiA,
        },
      )
      winner = x + agiA > y + agiD ? 'attacker' : y + agiD > x + agiA ? 'defender' : 'none'
      if (winner === 'none' && (settings.agiTie === 'nothing' || round >= 100)) break
    }
    breakdown.lines.push({ key: 'melee.agiTieRule', value: settings.agiTie, clause: C.rAgiTie })
  }
  breakdown.rolls.push(...rolls)

  // 15.3: a model in defence loses it once involved in a melee.
  const d1 = next.models[def.id]
  if (d1.tokens.defence) next = { ...next, models: { ...next.models, [def.id]: { ...d1, tokens: { ...d1.tokens, defence: false } } } }

  const a1 = next.models[att.id]
  const d2 = next.models[def.id]
  let options: MeleeOption[] = []
  if (winner === 'attacker') options = settings.attackerWinOptions.filter((o) => o === 'damage' || mayPush(a1, d2).ok)
  else if (winner === 'defender') options = mayPush(d2, a1).ok ? ['pushBack', 'none'] : ['none']
  const isAction = req.kind === 'attack' || req.kind === 'charge' || req.kind === 'recklessAttack'
  const counterAttack: CounterAttackWindow | null = isAction
    ? {
        kind: 'counterAttack',
        by: def.id,
        against: att.id,
        againstFightsWithNkZero: req.kind === 'recklessAttack' && winner === 'defender',
        round: game.round,
      }
    : null
  breakdown.lines.push(
    { key: 'melee.ap', value: ap, clause: CLAUSE_OF[req.kind], detail: `${weapon.name}, WK ${weapon.class}` },
    { key: 'melee.winner', value: winner, clause: C.procedure, detail: `decided by ${decidedBy}` },
    { key: 'melee.options', value: options.join(','), clause: winner === 'attacker' ? C.rOptions : C.push },
  )
  next = {
    ...next,
    log: [
      ...next.log,
      `${att.id} ${req.kind} ${def.id} with ${weapon.name}: ${winner === 'none' ? 'no winner' : `${winner} wins`} (${decidedBy})`,
    ],
  }
  return {
    ok: true,
    value: {
      game: next,
      kind: req.kind,
      attackerId: att.id,
      defenderId: def.id,
      weapon,
      ap,
      winner,
      decidedBy,
      attacker: aSide,
      defender: dSide,
      options,
      counterAttack,
      rolls,
    },
    breakdown,
  }
}
