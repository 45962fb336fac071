import type { Attribute, CardEffect, UnitCard } from '../../../scene/cards/unitCard'
import { universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { usesKey, requireModel, type GameState, type ModelState } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { canAct, payAp } from '../model/acting'
import { effectiveTrait, findEquipment } from './traits'
import { applyEffect, EQUIPMENT_CLAUSES, type Item, type ItemKind, type ItemUseFacts, type ItemUseRequest } from './itemEffects'

export { EQUIPMENT_CLAUSES, type ItemKind, type ItemUseFacts, type ItemUseRequest } from './itemEffects'
const C = EQUIPMENT_CLAUSES

/**
 * Equipment (17) and traits (7) in play: the action "use" with its printed AP cost (none printed:
 * no action needed, 7.4 / 17.3), limited uses (7.3, 17.4) and rerolls (7.2); what each effect
 * does to the game is `itemEffects.ts`. Also 15.7.4 / 17.5: carrying anything unwieldy.
 */

export function findItem(card: UnitCard, kind: ItemKind, name: string): Item | undefined {
  return kind === 'trait' ? effectiveTrait(card, name) : findEquipment(card, name)
}

/** The item needs no action and no marker: it simply applies (7.4, 17.3 with no uses). */
export const isPassive = (item: Item): boolean => item.apCost === undefined && item.uses === undefined

/**
 * 15.7.4, 17.5, 12.6: the unwieldy things a model carries (weapons, equipment and, R-15.7.4a,
 * unwieldy armour). One is enough for the -3 in melee; more do not add.
 */
export function unwieldyCarried(card: UnitCard): string[] {
  return [
    ...(card.weapons ?? []).filter((w) => w.unwieldy).map((w) => w.name),
    ...(card.equipment ?? []).filter((e) => e.unwieldy).map((e) => e.name),
    ...(card.armour ?? []).filter((a) => a.unwieldy).map((a) => a.name),
  ]
}

export interface ItemUsed {
  game: GameState
  effect: CardEffect | null
  /** AP paid (0 when none are printed). */
  ap: number
  /** Was it the action "use" (an AP cost is printed) or a use without action? */
  action: boolean
  usesLeft: number | null
}

/**
 * 7.1 / 17.1: use a trait or an item of equipment. With a printed AP cost it is an action (own
 * initiative phase, AP, the checks of actions.ts); without, no action is needed (7.4, 17.3) and
 * it is refused only for an eliminated model. A marker is struck per use (7.3, 17.4). Passive
 * items (no cost, no uses) apply by themselves, except a temporary profile modifier (3.7.2),
 * which is switched on by a free use.
 */
export function useItem(game: GameState, _dice: Dice, req: ItemUseRequest, facts: ItemUseFacts): Resolution<ItemUsed> {
  const user = game.models[req.modelId]
  if (!user) return refuse('no-such-model', `modelId: no model "${req.modelId}"`, C.action, { model: req.modelId })
  const item = findItem(user.card, req.kind, req.name)
  const actionClause = req.kind === 'trait' ? C.traitAction : C.action
  if (!item)
    return refuse('no-such-item', `${req.modelId} has no ${req.kind} "${req.name}"`, actionClause, {
      model: req.modelId,
      kind: req.kind,
      item: req.name,
    })
  const key = usesKey(req.kind, item.name)
  const usesLeft = key in user.usesLeft ? user.usesLeft[key] : null
  if (usesLeft !== null && usesLeft <= 0)
    return refuse('no-uses-left', `${item.name} has no uses left`, req.kind === 'trait' ? C.traitUses : C.uses, { item: item.name })
  if (isPassive(item) && item.effect?.kind !== 'modifyAttribute') {
    return refuse('applies-by-itself', `${item.name} needs no use: it applies by itself`, C.rPassive, { item: item.name })
  }
  const isAction = item.apCost !== undefined
  const ap = item.apCost ?? 0
  const action = req.kind === 'trait' ? 'useTrait' : 'useEquipment'
  if (isAction) {
    const no = canAct(game, user, action, ap, facts)
    if (no) return { ok: false, refusal: no }
  } else if (user.eliminated) {
    return refuse('eliminated', `${user.id} is eliminated`, universalis('11.2', 'Eliminiert'), { model: user.id })
  }
  const breakdown = emptyBreakdown()
  let next = isAction ? payAp(game, user.id, ap, action) : game
  breakdown.lines.push({
    key: 'item.ap',
    value: ap,
    clause: req.kind === 'trait' ? C.traitCost : C.cost,
    ...(isAction ? detailed('item.ap.action', 'action') : detailed('item.ap.free', 'no AP printed: no action needed')),
  })
  const applied = applyEffect(next, next.models[user.id], item, req.kind, req, facts, breakdown.lines)
  if ('refusal' in applied) return applied.refusal
  next = applied
  let left: number | null = null
  if (usesLeft !== null) {
    left = usesLeft - 1
    const u = next.models[user.id]
    next = { ...next, models: { ...next.models, [user.id]: { ...u, usesLeft: { ...u.usesLeft, [key]: left } } } }
    breakdown.lines.push({ key: 'item.usesLeft', value: left, clause: req.kind === 'trait' ? C.traitUses : C.uses })
  }
  return { ok: true, value: { game: next, effect: item.effect ?? null, ap, action: isAction, usesLeft: left }, breakdown }
}

/** 17.1: "Ausrüstung verwenden". */
export function useEquipment(
  game: GameState,
  dice: Dice,
  modelId: string,
  name: string,
  facts: ItemUseFacts,
  targetId?: string,
): Resolution<ItemUsed> {
  return useItem(game, dice, { modelId, kind: 'equipment', name, targetId }, facts)
}

/**
 * R-3.7.2a: the temporary profile modifiers of traits and equipment end at the start of the
 * model's next initiative phase (like defence 15.3 and overwatch 14.2). The round code calls
 * this at the start of each initiative phase. Modifiers of other sources (powers) stay.
 */
export function expireItemModifiers(model: ModelState): ModelState {
  const kept = (model.profileModifiers ?? []).filter((m) => !m.source.startsWith('trait:') && !m.source.startsWith('equipment:'))
  return { ...model, profileModifiers: kept }
}

export interface RerollGrant {
  game: GameState
  rerolls: number
  lines: ReturnType<typeof emptyBreakdown>['lines']
}

/**
 * Rerolls a model has for a roll on `attribute` (7.2 "Bewährter Fernkämpfer II": up to 2 times):
 * passive items (no cost, no uses) apply by themselves; items named in `spend` are used now
 * (one marker each, their printed AP as the action "use", which needs the model's own phase).
 * R-7.2a: rerolls of several items do not add up, the largest applies.
 */
export function rerollsFor(
  game: GameState,
  modelId: string,
  attribute: Attribute,
  spend: readonly { kind: ItemKind; name: string }[] = [],
  ctx: { active: boolean; inMelee: boolean } = { active: true, inMelee: false },
): Resolution<RerollGrant> {
  const model = requireModel(game, modelId)
  const lines: RerollGrant['lines'] = []
  let rerolls = 0
  const consider = (item: Item, kind: ItemKind) => {
    if (item.effect?.kind !== 'reroll' || item.effect.attribute !== attribute) return
    if (item.effect.times > rerolls) rerolls = item.effect.times
    lines.push({
      key: 'item.rerolls',
      value: item.effect.times,
      clause: kind === 'trait' ? C.traitLevel : C.rules,
      ...detailed('item.rerolls', '{item} ({attribute})', { item: item.name, attribute }),
    })
  }
  for (const t of model.card.traits ?? []) {
    const eff = effectiveTrait(model.card, t.name)
    if (eff === t && isPassive(t)) consider(t, 'trait')
  }
  for (const e of model.card.equipment ?? []) if (isPassive(e)) consider(e, 'equipment')
  let next = game
  for (const s of spend) {
    const item = findItem(model.card, s.kind, s.name)
    if (item?.effect?.kind !== 'reroll' || item.effect.attribute !== attribute)
      return refuse('no-such-item', `${modelId} has no ${s.kind} "${s.name}" that repeats ${attribute} rolls`, C.traitLevel, {
        model: modelId,
        kind: s.kind,
        item: s.name,
        attribute,
      })
    const key = usesKey(s.kind, item.name)
    const m = next.models[modelId]
    if (key in m.usesLeft && m.usesLeft[key] <= 0)
      return refuse('no-uses-left', `${item.name} has no uses left`, s.kind === 'trait' ? C.traitUses : C.uses, { item: item.name })
    if (item.apCost !== undefined) {
      const action = s.kind === 'trait' ? 'useTrait' : 'useEquipment'
      const no = canAct(next, m, action, item.apCost, ctx)
      if (no) return { ok: false, refusal: no }
      next = payAp(next, modelId, item.apCost, action)
    }
    if (key in m.usesLeft) {
      const u = next.models[modelId]
      next = { ...next, models: { ...next.models, [modelId]: { ...u, usesLeft: { ...u.usesLeft, [key]: u.usesLeft[key] - 1 } } } }
    }
    consider(item, s.kind)
  }
  if (lines.length > 1)
    lines.push({
      key: 'item.rerollsApplied',
      value: rerolls,
      clause: C.rRerolls,
      ...detailed('item.rerollsApplied', 'the largest applies'),
    })
  const breakdown = emptyBreakdown()
  breakdown.lines.push(...lines)
  return { ok: true, value: { game: next, rerolls, lines }, breakdown }
}
