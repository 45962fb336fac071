import { computeSight } from '../../geometry/sight/computeSight'
import { figureDistances } from '../../geometry/measure/distances'
import { pathToNearestEdge, planPath } from '../../geometry/paths/paths'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { PathAnswer, Point3 } from '../../geometry/types'
import type { Figure } from '../../scene/schema'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { currentPerceptionCm } from '../../rules/universalis/model'
import type { SightRuling } from '../../rules/universalis/sight'
import { moverOf, planOnPath } from '../../rules/universalis/engine'
import type { EngineSettings, PathFacts } from '../../rules/universalis/engine'
import type { GameState } from '../../rules/universalis/model'
import type { MoveKind, TerrainFacts } from '../../rules/universalis/movement'
import { movementSettings, pathRulesFor } from '../../rules/universalis/movement'
import type { EdgePath, TableFacts } from '../../rules/universalis/model'
import { inPlay } from '../../rules/universalis/states'
import { nullRecord } from '../../scene/records'
import { gapFallsOf } from './forcedMoveFacts'
import { judgeSight } from '../judge'
import type { JudgeSettings } from '../api'

/**
 * The facts the rules engine needs, measured on the TableWorld: edge distances and base contacts
 * (4.7), perception (4.6: line of sight within WN x 5 cm, halved when critical), panic paths to
 * the nearest edge (11.4.1), sight rulings for shots (judgeSight), paths for moves (the path
 * planner priced by the movement rules), the straight line of a push back (15.2) with where it
 * leaves an edge, the terrain a model touches for camouflage (16.1), and the geometry of
 * indirect and area shots (14.11, 14.13). Each function only reads the world.
 */

/** Bases closer than this (cm) are in base contact (the geometry's measuring tolerance, R-8.3c). */
export const CONTACT_CM = 0.1
/** Steps along a push line and an indirect line, cm. */
const _LINE_STEP_CM = 0.25
const _LEVEL_CM = 0.05

// Figure ids are a file's names: `"constructor" in models` is true of any plain object (records.ts).
export const figuresInGame = (world: TableWorld, game: GameState): Figure[] =>
  world.scene.figures.filter((f) => Object.hasOwn(game.models, f.id))

/** 4.6, 4.7, 11.4.1 for every model of the game, as the round, threat and state rules take them. */
export function tableFactsOf(world: TableWorld, game: GameState, options: { judge?: JudgeSettings } = {}): TableFacts {
  const figures = figuresInGame(world, game)
  const distancesCm: TableFacts['distancesCm'] = nullRecord()
  const baseContacts = nullRecord<string[]>()
  const perceives: TableFacts['perceives'] = nullRecord()
  for (const a of figures) {
    distancesCm[a.id] = nullRecord()
    baseContacts[a.id] = []
    perceives[a.id] = nullRecord()
  }
  for (const [i, a] of figures.entries()) {
    for (const b of figures.slice(i + 1)) {
      const d = figureDistances(a, b).edge
      distancesCm[a.id][b.id] = d
      distancesCm[b.id][a.id] = d
      if (d <= CONTACT_CM) {
        baseContacts[a.id].push(b.id)
        baseContacts[b.id].push(a.id)
      }
    }
  }
  for (const a of figures) {
    const m = game.models[a.id]
    if (!inPlay(m)) continue
    const range = currentPerceptionCm(game, a.id).value
    for (const b of figures) {
      if (b.id === a.id || distancesCm[a.id][b.id] > range) continue
      perceives[a.id][b.id] = computeSight(world, a.id, b.id, options.judge?.sight).lineOfSight
    }
  }
  const pathToNearestEdgeOf = nullRecord<EdgePath>()
  for (const a of figures) {
    const m = game.models[a.id]
    if (!inPlay(m) || !m.tokens.panic) continue
    const path = edgePath(world, game, a.id)
    if (path) pathToNearestEdgeOf[a.id] = path
  }
  return { distancesCm, baseContacts, perceives, pathToNearestEdge: pathToNearestEdgeOf }
}

/** 11.4.1: "nicht von Gebäuden springen": the planner may take no drop above H and no tested jump. */
function edgePath(world: TableWorld, game: GameState, modelId: string): EdgePath | null {
  const { answer } = edgePathFactsOf(world, game, modelId)
  if (!answer.found) return null
  return { lengthCm: answer.cost, waypoints: answer.points }
}

/** 11.4.1, R-E.8a: the whole path to the nearest table edge (risk `none`: no tested drop or jump), for the panic move. */
export function edgePathFactsOf(world: TableWorld, game: GameState, modelId: string): PathFacts {
  const rules = pathRulesFor(moverOf(game, modelId), otherFigures(world, modelId), passabilityOf(world), movementSettings({ risk: 'none' }))
  return { answer: pathToNearestEdge(world, modelId, rules), terrain: terrainFactsOf(world) }
}

const otherFigures = (world: TableWorld, id: string) =>
  world.scene.figures.filter((f) => f.id !== id).map((f) => ({ id: f.id, side: f.side }))

/** Passability (9.4, 9.6) of every scene piece by its type; castle parts are normal ground. */
export function terrainFactsOf(world: TableWorld): TerrainFacts {
  return nullRecord(
    world.scene.terrain.map((piece) => [piece.id, { passability: TERRAIN_TYPE_INFO[piece.type].passability, road: piece.type === 'road' }]),
  )
}

const passabilityOf = (world: TableWorld) => nullRecord(Object.entries(terrainFactsOf(world)).map(([id, t]) => [id, t.passability]))

/** Sight rulings (4.3, 9.3, 14.10.2) for the given pairs, keyed `[from][to]`. */
export function sightRulingsOf(
  world: TableWorld,
  pairs: readonly (readonly [string, string])[],
  settings?: JudgeSettings,
): Record<string, Record<string, SightRuling>> {
  const out = nullRecord<Record<string, SightRuling>>()
  for (const [from, to] of pairs) {
    out[from] ??= nullRecord()
    out[from][to] ??= judgeSight(world, from, to, settings).ruling
  }
  return out
}

/**
 * The path a model would take to `goal` (8, 9.4), priced by its current movement rules. Like the
 * reach question: when the way through difficult terrain needs more AP than a way round it, the
 * way round is taken.
 */
export function pathFactsOf(
  world: TableWorld,
  game: GameState,
  modelId: string,
  goal: Point3,
  kind: MoveKind,
  settings: EngineSettings,
  weaponClass?: number,
): PathFacts & { avoidedDifficult: boolean } {
  const terrain = terrainFactsOf(world)
  const passability = passabilityOf(world)
  const rules = pathRulesFor(moverOf(game, modelId), otherFigures(world, modelId), passability, settings.movement)
  const through = planPath(world, modelId, goal, rules)
  const facts = (answer: PathAnswer): PathFacts => ({ answer, terrain, gapFalls: gapFallsOf(world, modelId, answer) })
  const plan = planOnPath(game, modelId, kind, facts(through), settings, { weaponClass, inMelee: kind === 'disengage' })
  if (plan.difficult.length === 0) return { ...facts(through), avoidedDifficult: false }
  const around = planPath(world, modelId, goal, { ...rules, blockedTerrain: [...rules.blockedTerrain, ...plan.difficult] })
  if (!around.found) return { ...facts(through), avoidedDifficult: false }
  const other = planOnPath(game, modelId, kind, facts(around), settings, { weaponClass, inMelee: kind === 'disengage' })
  return other.refusal === null && other.apNeeded < plan.apNeeded
    ? { ...facts(around), avoidedDifficult: true }
    : { ...facts(through), avoidedDifficult: false }
}
