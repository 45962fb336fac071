import type { UnitCard } from '../../../scene/cards/unitCard'
import { ruling, universalis, type Clause, type RulingLine } from '../../kernel/clauses'
import { purpose, type Dice } from '../../kernel/dice'
import { requireModel, type CamouflageState, type GameState, type ModelState } from '../model/gameState'
import { attributeRoll } from '../model/rolls'
import { emptyBreakdown, type Modifier } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { actionCost } from '../model/actions'
import { canAct, isEnemy, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'

import { detailed } from '../../kernel/detail'
/**
 * Camouflage (16): passive (needs base contact with terrain at least the profile's size) or
 * active (anywhere), with a level. Hidden models cannot be shot, attacked in melee or hit by
 * area weapons (16.2); they are revealed by attacking or firing (16.3) or by the reveal action
 * (16.4, with reveal support 16.5), and hide again after 2 full move actions if the
 * preconditions hold (16.3). Active camouflage gives +1 armour when revealed and +1 NK in melee
 * (16.2.1). Geometry comes in as plain facts (terrain contact, perception).
 */

export const CAMOUFLAGE_CLAUSES = {
  camouflage: universalis('16', 'Tarnung'),
  preconditions: universalis('16.1', 'Voraussetzungen'),
  advantages: universalis('16.2', 'Vorteile'),
  active: universalis('16.2.1', 'Besondere Vorteile von aktiver Tarnung'),
  reveal: universalis('16.3', 'Aufklärung'),
  revealAction: universalis('16.4', 'Aufklären'),
  support: universalis('16.5', 'Aufklärungsunterstützung'),
  melee: universalis('15.7.3', 'Tarnung'),
  meleeHidden: universalis('15.8', 'Nahkampf mit getarnten Modellen'),
  rBest: ruling('R-16a', 'Mehrere Tarnungen'),
  rActiveNk: ruling('R-16.2.1a', 'NK-Bonus aktiver Tarnung'),
  rAmbush: ruling('R-15.7.3a', 'Erste Runde des Angriffs aus der Tarnung'),
  rFullMove: ruling('R-16.3a', 'Volle Bewegungsaktion'),
} satisfies Record<string, Clause>
const C = CAMOUFLAGE_CLAUSES

export interface CamouflageSettings {
  /**
   * R-16.2.1a: 16.2.1 gives active camouflage "a further +1 on the NK roll in melee". `always`
   * (default): in every melee roll of the model; `withAmbush`: only together with the +2 of 15.7.3.
   */
  activeNkBonus: 'always' | 'withAmbush'
}
export const DEFAULT_CAMOUFLAGE_SETTINGS: CamouflageSettings = { activeNkBonus: 'always' }

export interface CamouflageSource {
  mode: 'passive' | 'active'
  level: number
  /** `trait:NAME` or `equipment:NAME`. */
  source: string
}

/** Camouflage a card grants by itself (items with a camouflage effect and no AP cost or uses). */
export function cardCamouflage(card: UnitCard): CamouflageSource[] {
  const out: CamouflageSource[] = []
  for (const t of card.traits ?? [])
    if (t.effect?.kind === 'camouflage' && t.apCost === undefined && t.uses === undefined)
      out.push({ mode: t.effect.mode, level: t.effect.level, source: `trait:${t.name}` })
  for (const e of card.equipment ?? [])
    if (e.effect?.kind === 'camouflage' && e.apCost === undefined && e.uses === undefined)
      out.push({ mode: e.effect.mode, level: e.effect.level, source: `equipment:${e.name}` })
  return out
}

/**
 * R-16a: of several camouflages the one that can be switched on now with the highest level
 * (passive only when touching terrain at least the profile's size); on equal levels active.
 */
export function bestCamouflage(sources: readonly CamouflageSource[], touching: boolean): CamouflageSource | null {
  let best: CamouflageSource | null = null
  for (const s of sources) {
    if (s.mode === 'passive' && !touching) continue
    if (!best || s.level > best.level || (s.level === best.level && s.mode === 'active' && best.mode === 'passive')) best = s
  }
  return best
}

/** 16.1: may camouflage of this mode be switched on here? */
export const preconditionsHold = (mode: 'passive' | 'active', touchingTerrainAtLeastProfileSize: boolean): boolean =>
  mode === 'active' || touchingTerrainAtLeastProfileSize

/**
 * 16: "Getarnte Modelle beginnen das Spiel automatisch als getarnt sofern alle Voraussetzungen
 * erfüllt sind." The state a model starts with from its card; not hidden when it cannot hide
 * there (it still has its camouflage and hides once the preconditions hold after moving).
 */
export function startingCamouflage(model: ModelState, touchingTerrainAtLeastProfileSize: boolean): ModelState {
  const sources = cardCamouflage(model.card)
  if (sources.length === 0) return model
  const now = bestCamouflage(sources, touchingTerrainAtLeastProfileSize)
  const pick = now ?? bestCamouflage(sources, true)!
  const camouflage: CamouflageState = { mode: pick.mode, level: pick.level, hidden: now !== null, fullMovesSinceReveal: 0 }
  return { ...model, camouflage }
}

/** An item's camouflage switched on (useItem). Refused where passive camouflage cannot hide (16.1). */
export function grantCamouflage(
  model: ModelState,
  mode: 'passive' | 'active',
  level: number,
  touching: boolean,
): { ok: true; model: ModelState; lines: RulingLine[] } | ReturnType<typeof refuse> {
  if (!preconditionsHold(mode, touching))
    return refuse(
      'camouflage-needs-terrain',
      `${model.id}: passive camouflage needs base contact with terrain at least the size of its profile`,
      C.preconditions,
      { model: model.id },
    )
  const camouflage: CamouflageState = { mode, level, hidden: true, fullMovesSinceReveal: 0 }
  return {
    ok: true,
    model: { ...model, camouflage },
    lines: [
      {
        key: 'camouflage.hidden',
        value: true,
        clause: C.preconditions,
        ...detailed('camouflage.modeLevel', '{mode} {level}', { mode, level }),
      },
    ],
  }
}

/** 16.2, 14.9, 15.8: can the model be shot, attacked in melee or hit by an area weapon? */
export const isTargetable = (model: Pick<ModelState, 'camouflage'>): boolean => !model.camouflage?.hidden

/**
 * 16.3: launching an attack or firing a ranged weapon reveals a hidden model. A melee attack
 * launched from hiding remembers the round for the +2 of 15.7.3 (R-15.7.3a).
 */
export function revealOnAttack(
  model: ModelState,
  how: 'melee' | 'ranged' | 'power',
  round: number,
): { model: ModelState; revealed: boolean } {
  const cam = model.camouflage
  if (!cam?.hidden) return { model, revealed: false }
  const next: CamouflageState = { ...cam, hidden: false, fullMovesSinceReveal: 0, ambushRound: how === 'melee' ? round : cam.ambushRound }
  return { model: { ...model, camouflage: next }, revealed: true }
}

/**
 * 16.3: a revealed model that has made 2 full move actions hides again if the preconditions
 * hold. Call after each move action; `full` (R-16.3a): the action used the model's whole speed.
 * An active camouflage always hides; a passive one only touching terrain of its size.
 */
export function afterMoveAction(model: ModelState, facts: { full: boolean; touchingTerrainAtLeastProfileSize: boolean }): ModelState {
  const cam = model.camouflage
  if (!cam || cam.hidden) return model
  const moves = cam.fullMovesSinceReveal + (facts.full ? 1 : 0)
  const hides = moves >= 2 && preconditionsHold(cam.mode, facts.touchingTerrainAtLeastProfileSize)
  return { ...model, camouflage: { ...cam, fullMovesSinceReveal: moves, hidden: hides, ambushRound: hides ? undefined : cam.ambushRound } }
}

/** 16.2.1: +1 on the armour roll of a revealed model with active camouflage (for the damage code). */
export function camouflageArmourBonus(model: Pick<ModelState, 'camouflage'>): Modifier | null {
  const cam = model.camouflage
  return cam && cam.mode === 'active' && !cam.hidden ? { key: 'camouflage.activeArmour', value: 1, clause: C.active } : null
}

/**
 * 15.7.3 / 16.2: +2 NK in the round the model launched an attack from hiding (R-15.7.3a: every
 * melee roll of that round). 16.2.1: active camouflage +1 NK in melee (R-16.2.1a).
 */
export function camouflageMeleeModifiers(
  model: Pick<ModelState, 'camouflage'>,
  round: number,
  settings: CamouflageSettings = DEFAULT_CAMOUFLAGE_SETTINGS,
): Modifier[] {
  const cam = model.camouflage
  if (!cam) return []
  const out: Modifier[] = []
  const ambush = cam.ambushRound === round
  if (ambush)
    out.push({
      key: 'melee.camouflageAmbush',
      value: 2,
      clause: C.melee,
      ...detailed('melee.camouflageAmbush', 'attack launched from camouflage in round {round}', { round }),
    })
  if (cam.mode === 'active' && (settings.activeNkBonus === 'always' || ambush))
    out.push({ key: 'melee.activeCamouflage', value: 1, clause: C.active })
  return out
}

export interface RevealRequest {
  revealerId: string
  targetId: string
  /** 16.4: AP above the 2 of the action, each +1 on the WN roll. */
  extraAp?: number
  /** 16.5: friends reacting with reveal support (2 AP each, +1 each). */
  supporters?: string[]
}

export interface RevealFacts {
  active: boolean
  inMelee: boolean
  /** 16.4: the target is in the revealer's perception range (4.6: sight and distance). */
  targetInPerception: boolean
  /** 16.5: per supporter, the target is in its perception range. */
  supporterSees?: Record<string, boolean>
}

/**
 * 16.4 "Aufklären" (2+ AP): a WN roll minus the camouflage level, +1 per extra AP, +1 per
 * supporter (16.5, 2 AP each, also needing perception of the target). On success the target is
 * revealed. AP are spent either way.
 */
export function reveal(
  game: GameState,
  dice: Dice,
  req: RevealRequest,
  facts: RevealFacts,
): Resolution<{ game: GameState; revealed: boolean }> {
  const me = requireModel(game, req.revealerId, 'revealerId')
  const target = game.models[req.targetId]
  if (!target) return refuse('no-such-model', `targetId: no model "${req.targetId}"`, C.revealAction, { model: req.targetId })
  const extra = req.extraAp ?? 0
  if (!Number.isInteger(extra) || extra < 0) throw new RangeError(`rules/sight: reveal extraAp: expected a whole number >= 0, got ${extra}`)
  if (!isEnemy(me, target))
    return refuse('not-an-enemy', `${req.targetId} is not an enemy of ${me.id}`, C.revealAction, { model: me.id, target: req.targetId })
  if (!target.camouflage?.hidden)
    return refuse('target-not-camouflaged', `${req.targetId} is not camouflaged`, C.revealAction, { target: req.targetId })
  const cost = actionCost('reveal', me, { extraAp: extra }).ap
  const no = canAct(game, me, 'reveal', cost, facts)
  if (no) return { ok: false, refusal: no }
  if (!facts.targetInPerception)
    return refuse('not-in-perception', `${req.targetId} is not in ${me.id}'s perception range`, C.revealAction, {
      model: me.id,
      target: req.targetId,
    })
  const supporters = [...new Set(req.supporters ?? [])]
  for (const s of supporters) {
    const sup = game.models[s]
    if (!sup) return refuse('no-such-model', `supporters: no model "${s}"`, C.support, { model: s })
    if (s === me.id || sup.side !== me.side)
      return refuse('not-a-friend', `${s} cannot support ${me.id}'s reveal: only other friendly models`, C.support, {
        model: s,
        target: me.id,
      })
    const noSup = canAct(game, sup, 'revealSupport', 2, { active: false, inMelee: false })
    if (noSup) return { ok: false, refusal: noSup }
    if (!facts.supporterSees?.[s])
      return refuse('not-in-perception', `${req.targetId} is not in supporter ${s}'s perception range`, C.support, {
        model: s,
        target: req.targetId,
      })
  }
  let next = payAp(game, me.id, cost, 'reveal')
  for (const s of supporters) next = payAp(next, s, 2, 'revealSupport')
  const level = target.camouflage.level
  const modifiers: Modifier[] = [{ key: 'reveal.camouflageLevel', value: -level, clause: C.revealAction }]
  if (extra > 0) modifiers.push({ key: 'reveal.extraAp', value: extra, clause: C.revealAction })
  for (const s of supporters)
    modifiers.push({ key: 'reveal.support', value: 1, clause: C.support, ...detailed('reveal.supporter', '{model}', { model: s }) })
  const wn = currentAttribute(next, me.id, 'WN')
  const roll = attributeRoll(dice, {
    value: wn.value,
    modifiers,
    purpose: purpose('roll.reveal', { model: me.id, target: target.id }, `WN roll of ${me.id} to reveal ${target.id}`),
    clause: C.revealAction,
  })
  const breakdown = emptyBreakdown()
  breakdown.modifiers.push(...modifiers)
  breakdown.rolls.push(roll)
  breakdown.lines.push(
    { key: 'reveal.ap', value: cost, clause: C.revealAction },
    { key: 'reveal.revealed', value: roll.success, clause: C.reveal },
  )
  if (roll.success) {
    const t = next.models[target.id]
    next = {
      ...next,
      models: { ...next.models, [target.id]: { ...t, camouflage: { ...t.camouflage!, hidden: false, fullMovesSinceReveal: 0 } } },
    }
  }
  return { ok: true, value: { game: next, revealed: roll.success }, breakdown }
}
