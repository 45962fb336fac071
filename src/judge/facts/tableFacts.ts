import { computeSight } from '../../geometry/sight/computeSight'
import { piecesTouching } from '../../geometry/measure/contact'
import { figureDistances } from '../../geometry/measure/distances'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../../geometry/world/groups'
import { pathToNearestEdge, planPath } from '../../geometry/paths/paths'
import { eyeOf } from '../../geometry/sight/sightOptions'
import { stepTo, surfaceAt } from '../../geometry/measure/surfaces'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { PathAnswer, Point3 } from '../../geometry/types'
import type { Figure, TerrainPiece } from '../../scene/schema'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { currentPerceptionCm } from '../../rules/universalis/model'
import type { SightRuling } from '../../rules/universalis/sight'
import { moverOf, planOnPath } from '../../rules/universalis/engine'
import type { AreaFacts, EngineSettings, IndirectFacts, PathFacts } from '../../rules/universalis/engine'
import type { GameState } from '../../rules/universalis/model'
import type { MoveKind, TerrainFacts } from '../../rules/universalis/movement'
import { movementSettings, pathRulesFor } from '../../rules/universalis/movement'
import type { PushFacts } from '../../rules/universalis/melee'
import type { EdgePath, TableFacts } from '../../rules/universalis/model'
import { inPlay } from '../../rules/universalis/states'
import { nullRecord, ownEntry } from '../../scene/records'
import { gapFallsOf } from './forcedMoveFacts'
import { judgeSight } from '../judge'
import type { JudgeSettings } from '../api'
import { figureProfile } from '../../scene/figureProfile'

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
const LINE_STEP_CM = 0.25
const LEVEL_CM = 0.05

// Figure ids are a file's names: `"constructor" in models` is true of any plain object (records.ts).
const figuresInGame = (world: TableWorld, game: GameState): Figure[] => world.scene.figures.filter((f) => Object.hasOwn(game.models, f.id))

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

/** The size a piece offers a model in base contact (16.1): its height and its narrower horizontal extent. */
function pieceExtent(piece: TerrainPiece): { height: number; width: number } {
  if (piece.shape === 'cylinder') return { height: piece.height, width: 2 * piece.radius }
  return { height: piece.size[1], width: Math.min(piece.size[0], piece.size[2]) }
}

/**
 * 16.1: in base contact with a piece of terrain "welches mindestens über die gleichen Ausmaße wie
 * das Größenprofil des Modells verfügt" (R-E.6a: at least the profile's height and base width;
 * being inside an area counts as contact, as for cover 9.3).
 */
export function touchingTerrainAtLeastProfile(world: TableWorld, figureId: string): boolean {
  const figure = world.requireFigure(figureId)
  const { radius, height } = figureProfile(figure)
  return piecesTouching(world, figureId, CONTACT_CM).some((id) => {
    const piece = world.piece(id)
    if (!piece) return false
    const e = pieceExtent(piece)
    return e.height >= height - LEVEL_CM && e.width >= 2 * radius - LEVEL_CM
  })
}

/** An object of the scenario (8.3, 9.2): at a point (a token of `radius` cm, 0 for a point) or a terrain piece. */
export interface ObjectPlace {
  at?: Point3
  radius?: number
  piece?: string
}

/**
 * 8.3 "nur in direktem Basekontakt mit einem Objekt": a piece within 0.1 cm of the profile
 * cylinder (as for cover, 9.3), a token whose rim is within 0.1 cm of the base's rim with its
 * height between the base and the top of the profile.
 */
export function objectContactOf(world: TableWorld, figureId: string, place: ObjectPlace): boolean {
  if (place.piece !== undefined) return piecesTouching(world, figureId, CONTACT_CM).includes(place.piece)
  if (!place.at) throw new Error('objectContactOf: an object needs a point (at) or a terrain piece (piece)')
  const f = world.requireFigure(figureId)
  const { radius, height } = figureProfile(f)
  const [x, y, z] = place.at
  const rim = Math.hypot(x - f.position[0], z - f.position[2]) - radius - (place.radius ?? 0)
  return rim <= CONTACT_CM && y >= f.position[1] - CONTACT_CM && y <= f.position[1] + height + CONTACT_CM
}

/** Horizontal unit vector from a to b (table plane), or null when they stand on one spot. */
function direction(from: Point3, to: Point3): [number, number] | null {
  const dx = to[0] - from[0]
  const dz = to[2] - from[2]
  const len = Math.hypot(dx, dz)
  return len > 1e-9 ? [dx / len, dz / len] : null
}

export interface PushLine extends PushFacts {
  /** Unit direction in the table plane (x, z) away from the pusher. */
  direction: [number, number]
}

/**
 * 15.2: the straight line `pushedId` would be pushed along, away from `pusherId`, up to
 * `distanceCm`: how far it is free (a higher step or another model stops it; R-E.6b the table's
 * border too), where it first leaves an edge (a drop of more than 0.05 cm, with the step answer
 * there), and whom the pushed base touches where it ends.
 */
export function pushLineOf(world: TableWorld, pusherId: string, pushedId: string, distanceCm: number): PushLine {
  const pusher = world.requireFigure(pusherId)
  const pushed = world.requireFigure(pushedId)
  const dir = direction(pusher.position, pushed.position) ?? [1, 0]
  const { radius, height } = figureProfile(pushed)
  const [x0, y0, z0] = pushed.position
  const { width, depth } = world.scene.table
  let freeCm = distanceCm
  let edge: PushFacts['edge']
  for (let s = LINE_STEP_CM; s <= distanceCm + 1e-9; s += LINE_STEP_CM) {
    const x = x0 + dir[0] * s
    const z = z0 + dir[1] * s
    if (x < 0 || z < 0 || x > width || z > depth) {
      freeCm = s - LINE_STEP_CM
      break
    }
    const blocker = world.scene.figures.find((f) => {
      if (f.id === pushedId || f.id === pusherId) return false
      const o = figureProfile(f)
      const overlapsVertically = y0 < f.position[1] + o.height && y0 + height > f.position[1]
      return overlapsVertically && Math.hypot(x - f.position[0], z - f.position[2]) < radius + o.radius - 1e-3
    })
    if (blocker) {
      freeCm = s - LINE_STEP_CM
      break
    }
    const step = stepTo(world, pushedId, x, z)
    if (step.dropHeight < -LEVEL_CM) {
      freeCm = s - LINE_STEP_CM
      break
    }
    if (step.dropHeight > LEVEL_CM) {
      edge = { atCm: s, step }
      break
    }
  }
  const moved = Math.min(freeCm, edge?.atCm ?? Infinity, distanceCm)
  const end: Figure = {
    ...pushed,
    position:
      edge && edge.atCm <= moved ? ([...edge.step.landing] as [number, number, number]) : [x0 + dir[0] * moved, y0, z0 + dir[1] * moved],
  }
  const endContacts = world.scene.figures.filter((f) => f.id !== pushedId && figureDistances(end, f).edge <= CONTACT_CM).map((f) => f.id)
  return { distanceCm, freeCm: Math.max(0, freeCm), edge, endContacts, direction: dir }
}

/** Does `fromId`'s eye see `point` (nothing solid and no other model on the straight line)? */
export function seesPoint(world: TableWorld, fromId: string, point: Point3, settings?: JudgeSettings): boolean {
  const figure = world.requireFigure(fromId)
  const eye = eyeOf(figure, settings?.sight.eye ?? 'top')
  return firstHitAlong(world, fromId, eye, point) === null
}

/** Where the straight line from `from` to `to` first meets terrain or another model than `ownId`; null if nothing. */
export function firstHitAlong(world: TableWorld, ownId: string, from: Point3, to: Point3): Point3 | null {
  const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]]
  const len = Math.hypot(d[0], d[1], d[2])
  if (len < 1e-9) return null
  const ray = new world.rapier.Ray({ x: from[0], y: from[1], z: from[2] }, { x: d[0] / len, y: d[1] / len, z: d[2] / len })
  const groups = interactionGroups(0xffff, GROUP_SOLID | ALL_FIGURES)
  const own = world.colliderOf('figure', ownId)
  const hit = world.world.castRay(ray, len - 1e-3, true, undefined, groups, own)
  if (!hit) return null
  const t = hit.timeOfImpact
  return [from[0] + (d[0] / len) * t, from[1] + (d[1] / len) * t, from[2] + (d[2] / len) * t]
}

/**
 * 14.11: the distance to the aim (base edge to base edge for a model, 4.7; from the shooter's
 * base edge for a point), the highest terrain under the line between them (R-14.11a, sampled every
 * 0.25 cm, the ends' own ground left out), and whether a friend of the shooter sees the aim.
 */
export function indirectFactsOf(
  world: TableWorld,
  game: GameState,
  shooterId: string,
  aim: { target?: string; point?: Point3 },
  settings?: JudgeSettings,
): IndirectFacts {
  const shooter = world.requireFigure(shooterId)
  const target = aim.target !== undefined ? world.requireFigure(aim.target) : null
  const to: Point3 = target ? target.position : aim.point!
  const distanceCm = target
    ? figureDistances(shooter, target).edge
    : Math.max(0, Math.hypot(to[0] - shooter.position[0], to[2] - shooter.position[2]) - figureProfile(shooter).radius)
  const total = Math.hypot(to[0] - shooter.position[0], to[2] - shooter.position[2])
  const skipStart: number = figureProfile(shooter).radius
  const skipEnd = target ? figureProfile(target).radius : 0
  let highest = 0
  for (let s = skipStart; s <= total - skipEnd; s += LINE_STEP_CM) {
    const t = total > 0 ? s / total : 0
    highest = Math.max(
      highest,
      surfaceAt(world, shooter.position[0] + (to[0] - shooter.position[0]) * t, shooter.position[2] + (to[2] - shooter.position[2]) * t)
        .height,
    )
  }
  const friends = world.scene.figures.filter(
    (f) => f.side === shooter.side && f.id !== shooterId && ownEntry(game.models, f.id) && inPlay(game.models[f.id]),
  )
  const friendSees = friends.some((f) =>
    target
      ? computeSight(world, f.id, target.id, settings?.sight).lineOfSight
      : seesPoint(world, f.id, [to[0], to[1] + 0.1, to[2]], settings),
  )
  return { distanceCm, maxTerrainHeightBetweenCm: highest, friendSees }
}

/** 14.13: the impact geometry of an area shot: the aim, every model's base and cover bonus against this shooter. */
export function areaFactsOf(
  world: TableWorld,
  game: GameState,
  shooterId: string,
  aim: { target?: string; point?: Point3 },
  settings?: JudgeSettings,
): AreaFacts {
  const shooter = world.requireFigure(shooterId)
  const eye = eyeOf(shooter, settings?.sight.eye ?? 'top')
  const aimPoint: Point3 = aim.target !== undefined ? world.requireFigure(aim.target).position : aim.point!
  const models: AreaFacts['models'] = Object.fromEntries(
    figuresInGame(world, game)
      .filter((f) => f.id !== shooterId)
      .map((f) => {
        const bonus = judgeSight(world, shooterId, f.id, settings).ruling.armourBonus
        return [f.id, { position: f.position, baseRadius: figureProfile(f).radius, coverArmourBonus: bonus }]
      }),
  )
  return {
    shooterPosition: eye,
    aimPoint,
    models,
    geometry: {
      shooterSees: (p) => seesPoint(world, shooterId, [p[0], p[1] + 0.1, p[2]], settings),
      firstHitAlong: (from, to) => firstHitAlong(world, shooterId, from, to) ?? to,
    },
  }
}
