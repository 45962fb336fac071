import { piecesTouching } from '../../geometry/measure/contact'
import { figureDistances } from '../../geometry/measure/distances'
import { stepTo } from '../../geometry/measure/surfaces'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point3 } from '../../geometry/types'
import type { Figure, TerrainPiece } from '../../scene/schema'
import type { PushFacts } from '../../rules/universalis/melee'
import { figureProfile } from '../../scene/figureProfile'

import { CONTACT_CM } from './tableFacts'

/**
 * Contacts a rule asks about beyond base contact: the terrain a model touches for camouflage
 * (16.1), an object within reach (8.3, 9.2.1), and the straight line of a push back (15.2) with
 * where it leaves an edge and whom the pushed base touches where it ends.
 */

/** Steps along a straight line on the table (a push line, the terrain under an indirect shot). */
export const LINE_STEP_CM = 0.25
/** A rise or drop smaller than this is the same level (R-8.3c's measuring tolerance). */
export const LEVEL_CM = 0.05

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
