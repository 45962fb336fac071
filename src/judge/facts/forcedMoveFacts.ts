import { piecesContaining } from '../../geometry/measure/contact'
import { gapAlong, stepTo, surfaceAt } from '../../geometry/measure/surfaces'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { PathAnswer, Point3, StepAnswer } from '../../geometry/types'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { currentSpeedCm } from '../../rules/universalis/model'
import { facingVector } from '../../rules/universalis/engine'
import type { EngineSettings, RunLeg } from '../../rules/universalis/engine'
import type { GameState } from '../../rules/universalis/model'
import { figureProfile } from '../../scene/figureProfile'

import { LEVEL_CM } from './contactFacts'

/**
 * What the table says about moves a model does not choose: where a failed jump falls (8.5,
 * R-8.5c) and the legs of a burning run (11.1, R-E.8b). Both are measured here and ruled in
 * src/rules (engineMove.ts, engineForced.ts). The world is left as it was found.
 */

/** Sampling step along a run, cm. */
const STEP_CM = 0.25
/** Height differences below this are level ground (R-8.8a). */
/** Ground this much below the take-off height is the gap's floor (R-8.5a measures gaps the same way). */
const GAP_DROP_CM = 0.1

const round4 = (x: number): number => Math.round(x * 10000) / 10000

/**
 * R-8.5c: for every jump segment of `path`, the fall a failed jump test means: from the take-off
 * point and height down to the highest surface below the middle of the (widest) gap.
 */
export function gapFallsOf(world: TableWorld, figureId: string, path: PathAnswer): Record<number, StepAnswer> {
  const out: Record<number, StepAnswer> = {}
  path.segments.forEach((seg, i) => {
    if (seg.kind !== 'jump') return
    const figure = world.requireFigure(figureId)
    const y = seg.from[1]
    const g = gapAlong(world, [seg.from[0], seg.from[2]], [seg.to[0], seg.to[2]], y)
    const [mx, mz] =
      g.start && g.end
        ? [(g.start[0] + g.end[0]) / 2, (g.start[1] + g.end[1]) / 2]
        : [(seg.from[0] + seg.to[0]) / 2, (seg.from[2] + seg.to[2]) / 2]
    const floor = surfaceAt(world, mx, mz, y - GAP_DROP_CM)
    out[i] = {
      figureId,
      from: seg.from,
      landing: [mx, floor.height, mz],
      landingOn: floor.on,
      dropHeight: round4(y - floor.height),
      profileHeight: figureProfile(figure).height,
      ladder: null,
    }
  })
  return out
}

/**
 * R-E.8b: the legs of a burning run, each one move action in a straight line along its bearing
 * (degrees clockwise from north), measured from where the previous leg ended. A leg goes the
 * model's speed in cm of movement, or (9.4, R-9.4a) to the edge of difficult terrain or half the
 * speed into it, whichever is farther. On the way: a step up it can climb (up to 2H, 8.7) costs
 * twice its height, a step down of up to H is walked (8.8), a higher drop is a fall and ends the
 * leg where it lands (flying models fly over both, heights counted once); the table's border, a
 * piece too high to climb, impassable terrain and another model's base stop it before them.
 */
export function runLegsOf(
  world: TableWorld,
  game: GameState,
  modelId: string,
  bearingsDeg: readonly number[],
  moves: number,
  settings: EngineSettings,
): RunLeg[] {
  const figure = world.requireFigure(modelId)
  const home: [number, number, number] = [...figure.position]
  const m = game.models[modelId]
  const type = m.card.movement.type
  const speed = currentSpeedCm(game, modelId).value
  const { radius, height: H } = figureProfile(figure)
  const slack = settings.movement.fall.limitTolerance
  const passability = (id: string) => {
    const piece = world.piece(id)
    return piece ? TERRAIN_TYPE_INFO[piece.type].passability : 'normal'
  }
  const inTerrain = (x: number, y: number, z: number, kind: 'difficult' | 'impassable') =>
    type !== 'hover' && type !== 'flight' && piecesContaining(world, [x, y, z]).some((id) => passability(id) === kind)
  const blockedByModel = (x: number, y: number, z: number) =>
    world.scene.figures.some((f) => {
      if (f.id === modelId) return false
      const o = figureProfile(f)
      return (
        y < f.position[1] + o.height && y + H > f.position[1] && Math.hypot(x - f.position[0], z - f.position[2]) < radius + o.radius - 1e-3
      )
    })
  const { width, depth } = world.scene.table
  const legs: RunLeg[] = []
  try {
    for (let i = 0; i < moves; i++) {
      const [dx, dz] = facingVector(bearingsDeg[Math.min(i, bearingsDeg.length - 1)])
      const [x0, , z0] = world.requireFigure(modelId).position
      let y = world.requireFigure(modelId).position[1]
      let budget = speed
      let halved = inTerrain(x0, y, z0, 'difficult')
      if (halved) budget = speed / 2
      let s = 0
      let cm = 0
      let travelled = 0
      let stoppedBy: RunLeg['stoppedBy'] = null
      let fall: StepAnswer | null = null
      while (cm < budget - 1e-9) {
        const ds = Math.min(STEP_CM, budget - cm)
        const x = x0 + dx * (s + ds)
        const z = z0 + dz * (s + ds)
        if (x < 0 || z < 0 || x > width || z > depth) {
          stoppedBy = 'border'
          break
        }
        if (blockedByModel(x, y, z)) {
          stoppedBy = 'model'
          break
        }
        if (inTerrain(x, y, z, 'impassable')) {
          stoppedBy = 'impassable'
          break
        }
        if (!halved && inTerrain(x, y, z, 'difficult')) {
          // R-9.4a: to the edge, or half the speed into it, whichever reaches farther.
          if (cm >= speed / 2 - 1e-9) break
          halved = true
          budget = speed / 2
        }
        // A piece too high to climb stops the base where its rim meets it, not its centre (R-8.0a: no leaning into a wall).
        const rim = stepTo(world, modelId, x + dx * radius, z + dz * radius)
        if (type !== 'flight' && rim.dropHeight < -(2 * H + slack)) {
          stoppedBy = 'obstacle'
          break
        }
        const step = stepTo(world, modelId, x, z)
        let extra = 0
        if (step.dropHeight < -LEVEL_CM) {
          const rise = -step.dropHeight
          if (type !== 'flight' && rise > 2 * H + slack) {
            stoppedBy = 'obstacle'
            break
          }
          extra = type === 'flight' ? rise : settings.movement.fall.climbCostFactor * rise
          if (cm + ds + extra > budget + 1e-9) break // a climb the leg cannot finish is not begun
        } else if (step.dropHeight > LEVEL_CM && type !== 'flight' && step.dropHeight > H + slack) {
          fall = { ...step, from: [x0 + dx * s, y, z0 + dz * s] }
          stoppedBy = 'fall'
          s += ds
          cm += ds
          travelled += ds + step.dropHeight
          y = step.landing[1]
          break
        } else if (step.dropHeight > LEVEL_CM && type === 'flight') {
          extra = step.dropHeight
        }
        s += ds
        cm += ds + extra
        travelled += ds + Math.abs(step.landing[1] - y)
        if (Math.abs(step.landing[1] - y) > 1e-9) {
          y = step.landing[1]
          world.moveFigure(modelId, [x, y, z])
        }
      }
      const to: Point3 = [x0 + dx * s, y, z0 + dz * s]
      legs.push({ to, cm: round4(cm), travelledCm: round4(travelled), halved, stoppedBy, fall })
      world.moveFigure(modelId, [to[0], to[1], to[2]])
    }
  } finally {
    world.moveFigure(modelId, home)
  }
  return legs
}
