import { planPath } from '../geometry/paths/paths'
import type { TableWorld } from '../geometry/world/tableWorld'
import type { PathAnswer, Point3 } from '../geometry/types'
import { detailed, universalis, type RulingLine } from '../rules/kernel'
import { planMove, type MoveKind, type MovePlan, type TerrainFacts } from '../rules/universalis/movement'
import { movementSettings, pathRulesFor, type Mover, type MovementSettings } from '../rules/universalis/movement'
import { profileCylinder } from '../scene/sizeProfiles'
import { TERRAIN_TYPE_INFO } from '../scene/terrainTypes'
import { nullRecord } from '../scene/records'
import type { MovementType, UnitCard } from '../scene/cards/unitCard'
import { speedCm } from '../rules/universalis/model'

/**
 * "Can I reach that point this activation, and for how many AP?" (8, 9.4): the geometry plans
 * the cheapest path on the 3D table with the rules' prices, the rules count the move actions,
 * AP and tests. When the path crosses difficult terrain, the way round it is planned too and
 * the one needing fewer AP wins (halving is per action, so a longer dry way can be cheaper).
 */

export interface ReachOptions {
  /** The figure's unit card: speed (with the load penalty, 4.4) and movement type. */
  card?: UnitCard
  /** Speed (GK, cm) when there is no card. */
  speed?: number
  movementType?: MovementType
  /** AP available this activation (4.1: 6 a round). */
  ap?: number
  kind?: MoveKind
  weaponClass?: number
  /** cm already moved in this initiative phase (8.9). */
  movedThisPhase?: number
  settings?: Partial<MovementSettings>
}

export interface ReachJudgement {
  figureId: string
  target: Point3
  path: PathAnswer
  plan: MovePlan
  /** True when the way round difficult terrain was chosen over the way through it. */
  avoidedDifficult: boolean
  lines: RulingLine[]
}

/** Default speed (cm) for a figure without a card or --speed: the sample cards' GK 10. */
export const ASSUMED_SPEED = 10

/** Passability (9.4, 9.6) of every scene piece by its type; other colliders (castle sections) are normal ground. */
export function terrainFacts(world: TableWorld): TerrainFacts {
  // Keyed by piece ids, which a file chooses: a plain object dropped a piece "__proto__" (records.ts).
  return nullRecord(
    world.scene.terrain.map((piece) => [piece.id, { passability: TERRAIN_TYPE_INFO[piece.type].passability, road: piece.type === 'road' }]),
  )
}

export function judgeReach(world: TableWorld, figureId: string, target: Point3, options: ReachOptions = {}): ReachJudgement {
  const figure = world.requireFigure(figureId)
  const settings = movementSettings(options.settings)
  const prone = figure.prone ?? false
  const lines: RulingLine[] = []
  let speed = options.speed
  if (speed === undefined && options.card) speed = speedCm(options.card)
  if (speed === undefined) {
    speed = ASSUMED_SPEED
    lines.push({
      key: 'reach.speedAssumed',
      value: ASSUMED_SPEED,
      clause: universalis('3.4', 'Geschwindigkeit'),
      ...detailed('reach.speedAssumed', 'no unit card: speed assumed; give --speed'),
    })
  }
  if (!Number.isFinite(speed) || speed < 0) throw new Error(`judgeReach: speed must be a non-negative number, got ${speed}`)
  const mover: Mover = {
    id: figure.id,
    side: figure.side,
    movementType: options.movementType ?? options.card?.movement.type ?? 'legs',
    speed,
    prone,
    height: profileCylinder(figure.size, prone).height,
  }
  const terrain = terrainFacts(world)
  const passability = nullRecord(Object.entries(terrain).map(([id, t]) => [id, t.passability]))
  const others = world.scene.figures.filter((f) => f.id !== figure.id).map((f) => ({ id: f.id, side: f.side }))
  const rules = pathRulesFor(mover, others, passability, settings)
  const ap = options.ap ?? 6
  const model = {
    id: figure.id,
    side: figure.side,
    prone,
    movedThisPhase: options.movedThisPhase ?? 0,
    // Without a card the model is a standard one; the AP prices (8.3) read only the type.
    card: options.card ?? ({ type: 'standard' } as UnitCard),
  }
  const rule = (path: PathAnswer) =>
    planMove({ model, mover, kind: options.kind ?? 'move', weaponClass: options.weaponClass, path, terrain, apAvailable: ap }, settings)
  const path = planPath(world, figureId, target, rules)
  let best = { path, plan: rule(path), avoided: false }
  if (best.plan.difficult.length > 0) {
    const around = planPath(world, figureId, target, { ...rules, blockedTerrain: [...rules.blockedTerrain, ...best.plan.difficult] })
    if (around.found) {
      const plan = rule(around)
      if (plan.refusal === null && plan.apNeeded < best.plan.apNeeded) best = { path: around, plan, avoided: true }
    }
  }
  if (best.avoided)
    lines.push({
      key: 'reach.aroundDifficult',
      value: true,
      clause: universalis('9.4', 'Passierbarkeit'),
      ...detailed('reach.aroundDifficult', 'the way round the difficult terrain needs fewer AP'),
    })
  return { figureId, target, path: best.path, plan: best.plan, avoidedDifficult: best.avoided, lines: [...lines, ...best.plan.lines] }
}
