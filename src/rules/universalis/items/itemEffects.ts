import type { Equipment, Trait } from '../../../scene/cards/unitCard'
import { ruling, universalis, type Clause } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { emptyBreakdown } from '../../kernel/resolution'
import { usesKey, type GameState, type ModelState, type ProfileModifier } from '../model/gameState'
import { refuse } from '../refusals'
import { maxHp } from '../model/derived'
import { grantCamouflage } from '../sight/camouflage'

/**
 * What using a trait or an item of equipment does (7, 17): the card effects the rules core
 * applies itself (heal, camouflage, operator, modifyAttribute, clearToken), with the clauses they
 * cite and the shapes of a use's request and facts. `equipment.ts` decides whether a use is
 * allowed and pays for it; this file only changes the game by the effect.
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
export type Item = Trait | Equipment

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

const HEAL_CLAUSE = C.hp

/** Applies a card effect to the game; null when the effect is not for `useItem` (reroll). */
export function applyEffect(
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
