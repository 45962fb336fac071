import { computeSight } from '../../geometry/sight/computeSight'
import { figureDistances } from '../../geometry/measure/distances'
import { eyeOf } from '../../geometry/sight/sightOptions'
import { surfaceAt } from '../../geometry/measure/surfaces'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point3 } from '../../geometry/types'
import type { AreaFacts, IndirectFacts } from '../../rules/universalis/engine'
import type { GameState } from '../../rules/universalis/model'
import { inPlay } from '../../rules/universalis/states'
import { ownEntry } from '../../scene/records'
import { judgeSight } from '../judge'
import type { JudgeSettings } from '../api'
import { figureProfile } from '../../scene/figureProfile'
import { firstHitAlong } from '../../geometry/measure/firstHit'

import { LINE_STEP_CM } from './contactFacts'

import type { Figure } from '../../scene/schema'

/**
 * The geometry of shots that do not aim at a model's silhouette: whether a model sees a point,
 * and the facts of indirect fire (14.11) and of an area weapon's impact (14.13).
 */

// Figure ids are a file's names: `"constructor" in models` is true of any plain object (records.ts).
const figuresInGame = (world: TableWorld, game: GameState): Figure[] => world.scene.figures.filter((f) => Object.hasOwn(game.models, f.id))

/** Does `fromId`'s eye see `point` (nothing solid and no other model on the straight line)? */
export function seesPoint(world: TableWorld, fromId: string, point: Point3, settings?: JudgeSettings): boolean {
  const figure = world.requireFigure(fromId)
  const eye = eyeOf(figure, settings?.sight.eye ?? 'top')
  return firstHitAlong(world, fromId, eye, point) === null
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
