import type { TableWorld } from '../../geometry/world/tableWorld'
import type { GameState, TableFacts } from '../../rules/universalis/model'
import { findDirectThreats } from '../../rules/universalis/sight'
import { inPlay } from '../../rules/universalis/states'
import type { DangerZone } from './types'

/**
 * What the table shows around the models while a game runs (4.5, 4.5.1): each model's danger
 * zone (12 - EH cm) and the enemies in it that are direct threats now, from the table's facts
 * as the driver measured them for this game state. Models off the table or out of play have none.
 */
export function dangerZonesOf(world: TableWorld, game: GameState, facts: TableFacts): DangerZone[] {
  const list: DangerZone[] = []
  for (const m of Object.values(game.models)) {
    const figure = world.figure(m.id)
    if (!figure || !inPlay(m)) continue
    const found = findDirectThreats(game, m.id, facts)
    list.push({ model: m.id, side: m.side, center: figure.position, radiusCm: found.radiusCm, threats: found.threatIds })
  }
  return list
}

/** The enemies in base contact with `id` now (4.7): who may make an opportunity attack when it disengages (15.4). */
export function enemiesInContactOf(game: GameState, contacts: TableFacts['baseContacts'], id: string): string[] {
  if (!Object.hasOwn(game.models, id)) return []
  const side = game.models[id].side
  const touching = new Set([
    ...(Object.hasOwn(contacts, id) ? contacts[id] : []),
    ...Object.keys(contacts).filter((k) => contacts[k].includes(id)),
  ])
  return [...touching].filter((o) => Object.hasOwn(game.models, o) && game.models[o].side !== side)
}
