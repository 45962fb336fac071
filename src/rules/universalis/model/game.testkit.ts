import type { UnitCard } from '../../../scene/cards/unitCard'
import { newModelState, type GameState, type ModelState } from './gameState'

/** Test fixtures for the round, state and telematon tests: plain cards and a game of them. */

export const card = (over: Partial<UnitCard> = {}): UnitCard => ({
  id: 'human',
  name: 'Mensch',
  type: 'standard',
  size: 'medium',
  movement: { type: 'legs', speed: 10 },
  attributes: { AGI: 4, NK: 2, FK: 2, KO: 5, WN: 3, EH: 3 },
  hitPoints: { normal: 4, critical: 2 },
  points: 10,
  factions: ['test'],
  ...over,
})

export const drone = (over: Partial<UnitCard> = {}): UnitCard =>
  card({
    id: 'drone',
    name: 'Drohne',
    type: 'telematon',
    size: 'small',
    movement: { type: 'hover', speed: 12 },
    attributes: { AGI: null, NK: null, FK: null, KO: 5, WN: 4, EH: null },
    ...over,
  })

export const colossus = (over: Partial<UnitCard> = {}): UnitCard =>
  card({
    id: 'mech',
    name: 'Mech',
    type: 'colossus',
    size: 'huge',
    movement: { type: 'legs', speed: 8 },
    attributes: { AGI: 3, NK: 5, FK: 4, KO: 8, WN: 3, EH: 6 },
    hitPoints: { normal: 10, critical: 5 },
    ...over,
  })

export interface FixtureModel {
  id: string
  side: string
  card?: UnitCard
  operatorId?: string
  patch?: Partial<ModelState>
}

/** A game in its first round with the given models (leaders: the first model of each side). */
export function fixtureGame(models: FixtureModel[]): GameState {
  const sides = [...new Set(models.map((m) => m.side))]
  const leaders: Record<string, string> = {}
  for (const m of models) leaders[m.side] ??= m.id
  const rec: Record<string, ModelState> = {}
  for (const m of models) rec[m.id] = { ...newModelState(m.id, m.side, m.card ?? card(), { operatorId: m.operatorId }), ...m.patch }
  return { round: 1, phase: 'round', sides, leaders, models: rec, active: [], log: [] }
}
