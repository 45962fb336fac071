import type { Attribute } from '../../../scene/cards/unitCard'
import { ruling, universalis, type Clause } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, type Dice } from '../../kernel/dice'
import { requireModel, type GameState } from '../model/gameState'
import { emptyBreakdown, type Modifier } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { actionCost } from '../model/actions'
import { canAct, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { rerollsFor, type ItemKind } from './equipment'
import { findEquipment, hasTrait, traitLevel } from './traits'

/**
 * Using an object (8.3 "Objekt benutzen", 1 AP, in base contact with it) and its restrictions
 * (9.2.1), alone or combined: a trait or a minimum level of it, a difficulty (an attribute roll
 * with an optional modifier), and "complex" ones, of which the rules core checks the two examples
 * of the text: an item the model must carry, and another object that must have been used first.
 * What an object does is the scenario's; objects come in as plain data.
 */

export const OBJECT_CLAUSES = {
  action: universalis('8.3', 'Objekt benutzen'),
  objects: universalis('9.2', 'Objekte'),
  restrictions: universalis('9.2.1', 'Beschränkungen von Objekten'),
  rFailed: ruling('R-9.2.1a', 'Misslungene Schwierigkeit'),
} satisfies Record<string, Clause>
const C = OBJECT_CLAUSES

export interface ObjectSpec {
  id: string
  name: string
  restrictions?: {
    /** "Hacking III": the trait, and its minimum level (7.2: the highest level counts). */
    trait?: { name: string; minLevel?: number }
    /** "WN-2-Test": an attribute roll with a modifier. */
    difficulty?: { attribute: Attribute; modifier?: number }
    /** Complex: an item (equipment, or a trait) the model must have, e.g. a key card. */
    requiresItem?: { kind: ItemKind; name: string }
    /** Complex: ids of objects that must have been used before. */
    requiresUsed?: string[]
  }
  /** What it does, for the players (doors, switches, terminals...). */
  effect?: string
}

export interface UseObjectFacts {
  active: boolean
  inMelee: boolean
  /** 8.3: is the model in base contact with the object (geometry)? */
  baseContactWithObject: boolean
  /** Ids of the objects used so far in this game (the scenario keeps them). */
  usedObjects?: readonly string[]
}

/**
 * 8.3 / 9.2.1: use `object`. Refused before any AP when a trait, item or earlier object is
 * missing; with a difficulty the AP are spent and the roll decides (R-9.2.1a: a failed roll
 * spends the AP and the object does nothing; it may be tried again).
 */
export function useObject(
  game: GameState,
  dice: Dice,
  modelId: string,
  object: ObjectSpec,
  facts: UseObjectFacts,
  spend: { kind: ItemKind; name: string }[] = [],
): Resolution<{ game: GameState; used: boolean }> {
  const m = requireModel(game, modelId)
  if (!object.id || !object.name) throw new Error('object: needs an id and a name')
  const ap = actionCost('useObject', m).ap
  const no = canAct(game, m, 'useObject', ap, facts)
  if (no) return { ok: false, refusal: no }
  if (!facts.baseContactWithObject)
    return refuse('not-in-base-contact', `${modelId} must be in base contact with ${object.name}`, C.action, {
      model: modelId,
      object: object.name,
    })
  const r = object.restrictions ?? {}
  const breakdown = emptyBreakdown()
  if (r.trait) {
    const min = r.trait.minLevel ?? 0
    if (!hasTrait(m.card, r.trait.name, min)) {
      const have = traitLevel(m.card, r.trait.name)
      return refuse(
        'lacks-trait',
        `${object.name} needs the trait "${r.trait.name}"${min ? ` at level ${min} or more` : ''}; ${modelId} has ${have === null ? 'none' : `level ${have}`}`,
        C.restrictions,
        have === null
          ? { model: modelId, object: object.name, trait: r.trait.name, need: min }
          : { model: modelId, object: object.name, trait: r.trait.name, need: min, have },
      )
    }
    breakdown.lines.push({
      key: 'object.trait',
      value: r.trait.name,
      clause: C.restrictions,
      // hasTrait above: the model has the trait, so it has a level.
      ...detailed('object.trait', 'level {level}', { level: traitLevel(m.card, r.trait.name)! }),
    })
  }
  if (r.requiresItem) {
    const { kind, name } = r.requiresItem
    const has = kind === 'equipment' ? findEquipment(m.card, name) !== undefined : hasTrait(m.card, name)
    if (!has)
      return refuse('no-such-item', `${object.name} needs ${kind} "${name}", which ${modelId} does not have`, C.restrictions, {
        model: modelId,
        object: object.name,
        kind,
        item: name,
      })
    breakdown.lines.push({ key: 'object.item', value: name, clause: C.restrictions })
  }
  for (const before of r.requiresUsed ?? []) {
    if (!(facts.usedObjects ?? []).includes(before))
      return refuse('needs-object-used-first', `${object.name} works only once "${before}" has been used`, C.restrictions, {
        object: object.name,
        before,
      })
  }
  let next = game
  let used = true
  if (r.difficulty) {
    const rr = rerollsFor(game, modelId, r.difficulty.attribute, spend, facts)
    if (!rr.ok) return rr
    next = rr.value.game
    breakdown.lines.push(...rr.value.lines)
    next = payAp(next, modelId, ap, 'useObject')
    const modifiers: Modifier[] = r.difficulty.modifier
      ? [
          {
            key: 'object.difficulty',
            value: r.difficulty.modifier,
            clause: C.restrictions,
            ...detailed('object.difficulty', '{object}', { object: object.name }),
          },
        ]
      : []
    breakdown.modifiers.push(...modifiers)
    const roll = attributeRoll(dice, {
      value: currentAttribute(next, modelId, r.difficulty.attribute).value,
      modifiers,
      purpose: purpose(
        'roll.object',
        { attribute: r.difficulty.attribute, model: modelId, object: object.name },
        `${r.difficulty.attribute} roll of ${modelId} to use ${object.name}`,
      ),
      clause: C.restrictions,
      rerolls: rr.value.rerolls,
    })
    breakdown.rolls.push(roll)
    used = roll.success
    if (!used) breakdown.lines.push({ key: 'object.failed', value: true, clause: C.rFailed })
  } else {
    next = payAp(next, modelId, ap, 'useObject')
  }
  breakdown.lines.push(
    { key: 'object.ap', value: ap, clause: C.action },
    {
      key: 'object.used',
      value: used,
      clause: C.objects,
      ...(object.effect !== undefined
        ? detailed('object.used.effect', '{effect}', { effect: object.effect })
        : detailed('object.used', '{object}', { object: object.name })),
    },
  )
  if (used) next = { ...next, log: [...next.log, `${modelId} uses ${object.name}`] }
  return { ok: true, value: { game: next, used }, breakdown }
}
