import type { Attribute, CardEffect, Equipment, Trait, UnitCard } from '../../../scene/cards/unitCard'
import { ruling, universalis, type Clause } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { usesKey, requireModel, type GameState, type ModelState, type ProfileModifier } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { canAct, payAp } from '../model/acting'
import { maxHp } from '../model/derived'
import { effectiveTrait, findEquipment } from './traits'
import { grantCamouflage } from '../sight/camouflage'

/**
 * Equipment (17) and traits (7) in play: the action "use" with its printed AP cost (none printed:
 * no action needed, 7.4 / 17.3), limited uses (7.3, 17.4), and the effects of the card schema the
 * rules core applies itself: reroll, heal (never above the maximum), camouflage, operator
 * (informational), modifyAttribute (a temporary profile modifier, 3.7.2, in `profileModifiers`
 * until the start of the model's next initiative phase, R-3.7.2a) and clearToken. Everything
 * else on a card stays rules text for the players. Also 15.7.4 / 17.5: carrying anything unwieldy.
 */

export const EQUIPMENT_CLAUSES = {
  action: universalis('17.1', 'Aktionen'),
  rules: universalis('17.2', 'Regeln'),
  cost: universalis('17.3', 'AP-Kosten'),
  uses: universalis('17.4', 'Einmalnutzung'),
  unwieldy: universalis('17.5', 'Unhandliche Ausrüstung'),
  meleeUnwieldy: universalis('15.7.4', 'Unhandliche Waffen und Ausrüstung'),
  traitAction: universalis('7.1', 'Aktionen'),
  traitLevel: universalis('7.2', 'Regeln'),
  traitUses: universalis('7.3', 'Einmalnutzung'),
  traitCost: universalis('7.4', 'AP-Kosten'),
  temporary: universalis('3.7.2', 'Temporär'),
  hp: universalis('3.5', 'Trefferpunkte'),
  operator: universalis('19.1', 'Operatoren'),
  camouflage: universalis('16.1', 'Voraussetzungen'),
  rDuration: ruling('R-3.7.2a', 'Dauer temporärer Profilmodifikatoren'),
  rHealTarget: ruling('R-17a', 'Heilen: Ziel'),
  rRerolls: ruling('R-7.2a', 'Wiederholungen addieren sich nicht'),
  rPassive: ruling('R-7.4a', 'Passive Eigenschaften'),
} satisfies Record<string, Clause>
const C = EQUIPMENT_CLAUSES

export type ItemKind = 'trait' | 'equipment'
type Item = Trait | Equipment

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

export interface ItemUseRequest {
  modelId: string
  kind: ItemKind
  name: string
  /** heal: the model healed, the user or a friend in base contact (R-17a); default the user. */
  targetId?: string
}

export interface ItemUseFacts {
  /** Is it the user's initiative phase (an item with an AP cost is an action, 6.1)? */
  active: boolean
  /** Is the user in base contact with an enemy (15: only melee actions then)? */
  inMelee: boolean
  /** Ids in base contact with the user (heal on a friend, R-17a). */
  baseContacts?: readonly string[]
  /** camouflage: is the user in base contact with terrain at least its profile's size (16.1)? */
  touchingTerrainAtLeastProfileSize?: boolean
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

const HEAL_CLAUSE = C.hp

/** Applies a card effect to the game; null when the effect is not for `useItem` (reroll). */
function applyEffect(
  game: GameState,
  user: ModelState,
  item: Item,
  kind: ItemKind,
  req: ItemUseRequest,
  facts: ItemUseFacts,
  lines: ReturnType<typeof emptyBreakdown>['lines'],
): GameState | { refusal: ReturnType<typeof refuse> } {
  const effect = item.effect
  const source = usesKey(kind, item.name)
  if (!effect) {
    lines.push({ key: 'item.rulesText', value: item.rules ?? '', clause: C.rules, ...detailed('item.rulesText', 'apply the card text') })
    return game
  }
  switch (effect.kind) {
    case 'heal': {
      const targetId = req.targetId ?? user.id
      const target = game.models[targetId]
      if (!target) return { refusal: refuse('no-such-model', `targetId: no model "${targetId}"`, C.rHealTarget, { model: targetId }) }
      if (targetId !== user.id) {
        if (target.side !== user.side)
          return {
            refusal: refuse('not-a-friend', `${item.name} heals the user or a friend, not ${targetId}`, C.rHealTarget, {
              item: item.name,
              target: targetId,
            }),
          }
        if (!(facts.baseContacts ?? []).includes(targetId))
          return {
            refusal: refuse('not-in-base-contact', `${targetId} must be in base contact with ${user.id} to be healed`, C.rHealTarget, {
              model: user.id,
              target: targetId,
            }),
          }
      }
      if (target.eliminated)
        return {
          refusal: refuse('eliminated', `${targetId} is eliminated and cannot be healed`, universalis('11.2', 'Eliminiert'), {
            model: targetId,
          }),
        }
      const healed = Math.min(target.hpLost, effect.hp)
      const zone = target.zoneHpLost ? { ...target.zoneHpLost, hull: target.hpLost - healed } : undefined
      lines.push({
        key: 'item.heal',
        value: healed,
        clause: HEAL_CLAUSE,
        ...detailed('item.heal', '{target}: {hp} HP, never above {max}', { target: targetId, hp: effect.hp, max: maxHp(target.card) }),
      })
      return { ...game, models: { ...game.models, [targetId]: { ...target, hpLost: target.hpLost - healed, zoneHpLost: zone } } }
    }
    case 'camouflage': {
      const touching = facts.touchingTerrainAtLeastProfileSize ?? false
      const granted = grantCamouflage(user, effect.mode, effect.level, touching)
      if (!granted.ok) return { refusal: granted }
      lines.push(...granted.lines)
      return { ...game, models: { ...game.models, [user.id]: granted.model } }
    }
    case 'operator':
      lines.push({
        key: 'item.operatorSlots',
        value: effect.slots,
        clause: C.operator,
        ...detailed('item.operatorSlots', 'telematons are assigned before the game (19.2)'),
      })
      return game
    case 'modifyAttribute': {
      const existing = user.profileModifiers ?? []
      if (existing.some((m) => m.source === source))
        return { refusal: refuse('item-already-in-use', `${item.name} is already in use`, C.temporary, { item: item.name }) }
      const pm: ProfileModifier = { attribute: effect.attribute, value: effect.value, source, clause: C.temporary }
      lines.push({
        key: 'item.profileModifier',
        value: effect.value,
        clause: C.rDuration,
        ...detailed('item.profileModifier', "{attribute} until the start of {model}'s next initiative phase", {
          attribute: effect.attribute,
          model: user.id,
        }),
      })
      return { ...game, models: { ...game.models, [user.id]: { ...user, profileModifiers: [...existing, pm] } } }
    }
    case 'clearToken': {
      const t = user.tokens
      const tokens = {
        ...t,
        shock: effect.token === 'shock' ? 0 : t.shock,
        burning: effect.token === 'burning' ? null : t.burning,
        poison: effect.token === 'poison' ? null : t.poison,
        panic: effect.token === 'panic' ? false : t.panic,
      }
      lines.push({ key: 'item.clearToken', value: effect.token, clause: kind === 'trait' ? C.traitAction : C.action })
      return { ...game, models: { ...game.models, [user.id]: { ...user, tokens } } }
    }
    case 'reroll':
      return {
        refusal: refuse(
          'used-with-its-roll',
          `${item.name} is spent with the roll it repeats: pass it to that roll (rerollsFor)`,
          C.traitLevel,
          { item: item.name },
        ),
      }
  }
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
