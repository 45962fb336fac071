import { ATTRIBUTES, type Attribute } from '../../scene/cards/unitCard'
import type { Modifier } from '../../rules/kernel'
import { colossusZoneHp, currentAttribute, currentSpeedCm, maxHp, type GameState } from '../../rules/universalis/model'
import { zoneStates, type ZoneState } from '../../rules/universalis/damage'

/**
 * A model's card as it stands in the game (3, 4, 18, 19): each attribute printed and now, with
 * the modifiers between them and their clauses (load, critical, a colossus's lost sides, a
 * telematon's borrowed values), speed, hit points, a colossus's zones and a telematon's
 * operator. The rules' own calculations (currentAttribute, zoneStates); the view only shows them.
 */
export interface ModelSheet {
  id: string
  attributes: { name: Attribute; printed: number; value: number; modifiers: Modifier[] }[]
  speedCm: { printed: number; value: number }
  hp: { left: number; max: number }
  /** 18.3: each zone's hit points left of its own and its state; null unless a colossus. */
  zones: { zone: string; left: number; max: number; state: ZoneState }[] | null
  /** 19: a telematon's operator and the operator's AP; null unless a telematon. */
  operator: { id: string | null; ap: number | null } | null
  /** 19: the telematons this model operates. */
  telematons: string[]
}

export function modelSheetOf(game: GameState, id: string): ModelSheet | null {
  if (!Object.hasOwn(game.models, id)) return null
  const m = game.models[id]
  const attributes = ATTRIBUTES.map((name) => {
    const v = currentAttribute(game, id, name)
    return { name, printed: v.printed, value: v.value, modifiers: v.modifiers }
  })
  const speed = currentSpeedCm(game, id)
  let zones: ModelSheet['zones'] = null
  if (m.card.type === 'colossus') {
    const states = zoneStates(m)
    const hp = colossusZoneHp(m.card)
    const lost = { ...(m.zoneHpLost ?? { hull: 0, left: 0, right: 0, movement: 0 }), hull: m.hpLost }
    zones = (['hull', 'left', 'right', 'movement'] as const).map((zone) => ({
      zone,
      left: Math.max(0, hp[zone] - lost[zone]),
      max: hp[zone],
      state: states[zone],
    }))
  }
  const op = m.operatorId && Object.hasOwn(game.models, m.operatorId) ? game.models[m.operatorId] : null
  return {
    id,
    attributes,
    speedCm: { printed: speed.printed, value: speed.value },
    hp: { left: Math.max(0, maxHp(m.card) - m.hpLost), max: maxHp(m.card) },
    zones,
    operator: m.card.type === 'telematon' ? { id: op?.id ?? null, ap: op?.ap ?? null } : null,
    telematons: Object.values(game.models)
      .filter((t) => t.operatorId === id)
      .map((t) => t.id),
  }
}
