import type { Attribute } from '../../../scene/cards/unitCard'
import { ruling, universalis } from '../../kernel/clauses'
import { detailed, type Detailed } from '../../kernel/detail'
import { colossusZoneHp, loadPenalty, perceptionRangeCm, speedCm } from './derived'
import { requireModel, type GameState, type ModelState } from './gameState'
import type { Modifier } from '../../kernel/resolution'
import { sumModifiers } from '../../kernel/resolution'

/**
 * The current value of an attribute (4.8.1: "Es wird immer der aktuelle Attributswert
 * genommen"): the printed value with the load penalty (4.4), the operator's attributes for a
 * telematon (19.5), a destroyed colossus side (18.3.2) and temporary profile modifiers (3.7.2).
 *
 * `value` is the current value with every modifier applied (never below 0, R-3.7a);
 * `printed` the card's value; `modifiers` explain the difference. To roll, pass either
 * `{ value, modifiers: situational }` or `{ value: printed, modifiers: [...modifiers, ...situational] }`
 * to attributeRoll / contest, never `value` together with `modifiers` (that counts them twice).
 */
export interface CurrentValue {
  value: number
  printed: number
  modifiers: Modifier[]
}

/** Settings where players could disagree (docs/RULINGS.md). */
export interface AttributeSettings {
  /**
   * R-11.3a: 11.3 announces "folgende Mali" for the critical state but the list is missing from
   * the text; only the halved perception range (4.6) is certain. Players who know the list may
   * enter attribute maluses here (e.g. `{ AGI: -1 }`); the default adds none.
   */
  criticalModifiers: Partial<Record<Attribute, number>>
}

export const DEFAULT_ATTRIBUTE_SETTINGS: AttributeSettings = { criticalModifiers: {} }

/** 19.5: the attributes a telematon borrows from its operator. */
export const OPERATOR_ATTRIBUTES: readonly Attribute[] = ['AGI', 'NK', 'FK', 'EH']

const C = {
  load: universalis('4.4', 'Tragkraft'),
  telematon: universalis('19.5', 'Attribute'),
  noOperator: ruling('R-19.5a', 'Telematon ohne Operator'),
  side: universalis('18.3.2', 'Verlust aller Trefferpunkte'),
  movement: universalis('18.3.2', 'Verlust aller Trefferpunkte'),
  critical: ruling('R-11.3a', 'Mali im kritischen Zustand'),
  perception: universalis('4.6', 'Wahrnehmungsbereich'),
}

/** 18.3.2: a colossus zone has lost all its hit points. */
export function zoneDestroyed(model: ModelState, zone: 'left' | 'right' | 'movement'): boolean {
  if (model.card.type !== 'colossus' || !model.zoneHpLost) return false
  return model.zoneHpLost[zone] >= colossusZoneHp(model.card)[zone]
}

export function currentAttribute(
  game: GameState,
  modelId: string,
  attr: Attribute,
  settings: AttributeSettings = DEFAULT_ATTRIBUTE_SETTINGS,
): CurrentValue {
  const model = requireModel(game, modelId)
  if (model.card.type === 'telematon' && OPERATOR_ATTRIBUTES.includes(attr)) {
    const op = model.operatorId ? game.models[model.operatorId] : undefined
    if (!op || op.card.type === 'telematon') {
      // R-19.5a: without an operator there is nothing to borrow: the roll fails (value 0, 4.8.1).
      return {
        value: 0,
        printed: 0,
        modifiers: [
          {
            key: 'attribute.noOperator',
            value: 0,
            clause: C.noOperator,
            ...detailed('attribute.noOperator', '{model} has no operator to lend {attribute}', { model: modelId, attribute: attr }),
          },
        ],
      }
    }
    // The operator's current value (its load, sides, modifiers), even once it is eliminated (R-19.5a).
    const borrowed = currentAttribute(game, op.id, attr, settings)
    return {
      value: borrowed.value,
      printed: borrowed.printed,
      modifiers: [
        {
          key: 'attribute.operator',
          value: 0,
          clause: C.telematon,
          ...detailed('attribute.operator', '{attribute} of operator {operator}', { attribute: attr, operator: op.id }),
        },
        ...borrowed.modifiers.map((m) => ({ ...m, ...ofOperator(m, op.id) })),
      ],
    }
  }
  const printed = model.card.attributes[attr] ?? 0
  const modifiers: Modifier[] = []
  if (attr === 'AGI') {
    const p = loadPenalty(model.card)
    if (p > 0) modifiers.push({ key: 'attribute.load', value: -p, clause: C.load })
  }
  if (attr === 'AGI' || attr === 'NK') {
    for (const side of ['left', 'right'] as const)
      if (zoneDestroyed(model, side)) modifiers.push({ key: `attribute.colossusSideDestroyed.${side}`, value: -1, clause: C.side })
  }
  const crit = settings.criticalModifiers[attr]
  if (model.critical && crit) modifiers.push({ key: 'attribute.critical', value: crit, clause: C.critical })
  for (const pm of model.profileModifiers ?? []) {
    if (pm.attribute === attr)
      modifiers.push({
        key: 'attribute.temporary',
        value: pm.value,
        clause: pm.clause,
        ...detailed('attribute.temporary', '{source}', { source: pm.source }),
      })
  }
  return { value: Math.max(0, printed + sumModifiers(modifiers)), printed, modifiers }
}

/**
 * An operator's modifier as its telematon's (19.5): the detail names the operator. The operator is
 * no telematon, so its modifiers are its own: only a temporary one (3.7.2) has a detail, its source.
 */
function ofOperator(m: Modifier, operator: string): Detailed {
  if (m.detailKey === 'attribute.temporary')
    return detailed('attribute.temporary.operator', 'operator {operator}: {source}', { operator, source: m.params?.source ?? '' })
  return detailed('attribute.ofOperator', 'operator {operator}', { operator })
}

/** Speed (GK) in cm now: the load penalty (4.4); 0 once a colossus's movement zone is destroyed (18.3.2). */
export function currentSpeedCm(game: GameState, modelId: string): CurrentValue {
  const model = requireModel(game, modelId)
  const printed = model.card.movement.speed
  const loaded = speedCm(model.card)
  const modifiers: Modifier[] = []
  if (loaded !== printed) modifiers.push({ key: 'speed.load', value: loaded - printed, clause: C.load })
  if (zoneDestroyed(model, 'movement') && loaded > 0)
    modifiers.push({ key: 'speed.colossusMovementDestroyed', value: -loaded, clause: C.movement })
  return { value: Math.max(0, printed + sumModifiers(modifiers)), printed, modifiers }
}

/** Perception range in cm now: WN x 5 with the current WN, halved rounding up when critical (4.6). */
export function currentPerceptionCm(
  game: GameState,
  modelId: string,
  settings: AttributeSettings = DEFAULT_ATTRIBUTE_SETTINGS,
): CurrentValue {
  const model = requireModel(game, modelId)
  const wn = currentAttribute(game, modelId, 'WN', settings)
  const printed = perceptionRangeCm(model.card, false)
  const full = wn.value * 5
  const value = model.critical ? Math.ceil(full / 2) : full
  const modifiers: Modifier[] = wn.modifiers.map((m) => ({ ...m, value: m.value * 5 }))
  if (model.critical) modifiers.push({ key: 'perception.critical', value: value - full, clause: C.perception })
  return { value, printed, modifiers }
}
