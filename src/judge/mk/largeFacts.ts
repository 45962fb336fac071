import type { Point2 } from '../../math/planar'
import { inches, inchesToCm } from '../../math/units'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { MkGame, MkLargeFacts, MkPairFacts } from '../../rules/mageknight/engine'
import { sectionsTouchedBy, type LargeMoveFacts } from '../../rules/mageknight/large'
import { ridesTogether } from '../../scene/mageknight/chariot'
import type { Scene } from '../../scene/schema'
import { pairFactsFor } from './engineFacts'
import {
  DEFAULT_MK_TABLE_FACT_SETTINGS,
  mkContactRecords,
  mkFigureOf,
  mkStraightMoveRecord,
  type MkMoveRecord,
  type MkTableFactSettings,
} from './facts'

/**
 * The table's facts about large figures and chariots (000), in the engine's `MkLargeFacts`:
 * where each large figure involved stands, who touches it (its own passenger left out, 000
 * "Passagiere"), the template's facts of a large move from the swept base (R-LF-8), and where a
 * leaving passenger's base touches its chariot. The sections themselves are the rules' call.
 */

const centreOf = (world: TableWorld, id: string): Point2 => {
  const f = world.requireFigure(id)
  return [f.position[0], f.position[2]]
}

/** Who rides which chariot as the scene's `mk.aboard` says, chariot id to passenger id. */
export function aboardOf(scene: Scene): Record<string, string> {
  const aboard: Record<string, string> = Object.create(null)
  for (const f of scene.figures) if (f.mk?.aboard) aboard[f.mk.aboard] = f.id
  return aboard
}

/** The chariot `id` rides in the game, or null. */
export function chariotRidden(game: MkGame, id: string): string | null {
  for (const [chariot, passenger] of Object.entries(game.aboard ?? {})) if (passenger === id) return chariot
  return null
}

const isLarge = (game: MkGame, id: string): boolean => Object.hasOwn(game.pieces, id) && game.pieces[id].largeFigure

/** Placement and contacts of every large figure among `ids`. */
export function largeFactsFor(
  world: TableWorld,
  game: MkGame,
  ids: readonly string[],
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkLargeFacts {
  const placement: MkLargeFacts['placement'] = Object.create(null)
  const touching: Record<string, { id: string; side: string; centre: Point2 }[]> = Object.create(null)
  for (const id of new Set(ids)) {
    if (!isLarge(game, id) || !world.figure(id)) continue
    const f = world.requireFigure(id)
    ;(placement as Record<string, { centre: Point2; facingDeg: number }>)[id] = { centre: centreOf(world, id), facingDeg: f.facing ?? 0 }
    const riders = world.scene.figures.filter((o) => ridesTogether(o, f)).map((o) => o.id)
    touching[id] = mkContactRecords(world, id, settings)
      .filter((c) => !riders.includes(c.id))
      .map((c) => ({ id: c.id, side: c.side, centre: centreOf(world, c.id) }))
  }
  return { placement, touching }
}

/** The template's facts (R-LF-8) from the swept base: its own passenger is no obstacle. */
export function largeMoveFacts(
  world: TableWorld,
  id: string,
  to: Point2,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): LargeMoveFacts {
  const m: MkMoveRecord = mkStraightMoveRecord(world, id, to, settings)
  const f = world.requireFigure(id)
  const riders = new Set(world.scene.figures.filter((o) => ridesTogether(o, f)).map((o) => o.id))
  return {
    basesOnPath: m.bases
      .filter((b) => !riders.has(b.id) && Math.abs(b.levelDifferenceCm) <= settings.contactLevelToleranceCm)
      // A base it only leaves is no obstacle; one it touches at the start and crosses is.
      .filter((b) => !b.atStart || b.crosses)
      .map((b) => ({ id: b.id, dials: b.dials, atIn: b.atIn })),
    blockingAtIn: m.blocked ? m.blocked.atIn : null,
    blockingAtEnd: m.end.overlapsBlockingTerrain.length > 0 || m.end.overhangsDrop,
    overlapsAtEnd: m.end.overlapsBases.filter((b) => !riders.has(b)),
  }
}

/**
 * The chariot's sections a leaving passenger's base touches at `to` (000 "Aussteigen"): its rim
 * within the contact tolerance of the chariot's rim; none when it does not touch.
 */
export function placedTouches(
  world: TableWorld,
  passenger: string,
  chariot: string,
  to: Point2,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): string[] {
  const radius = (id: string) => inchesToCm(inches(mkFigureOf(world.scene, id).card.base.diameterIn)) / 2
  const c = centreOf(world, chariot)
  const gap = Math.hypot(to[0] - c[0], to[1] - c[1]) - radius(chariot) - radius(passenger)
  if (Math.abs(gap) > inchesToCm(inches(settings.baseContactToleranceIn))) return []
  return sectionsTouchedBy({ centre: c, facingDeg: world.requireFigure(chariot).facing ?? 0 }, to)
}

/**
 * What a leaving passenger's base would overlap at `to` (000 "Aussteigen", R-LF-15): other bases
 * (its chariot, which it must touch, not counted), blocking terrain, a drop it would hang over;
 * the end of a straight move from its platform, as an ordinary move's goal is judged (core 12).
 */
export function placedOverlaps(
  world: TableWorld,
  passenger: string,
  chariot: string,
  to: Point2,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): string[] {
  const end = mkStraightMoveRecord(world, passenger, to, settings).end
  return [
    ...end.overlapsBases.filter((b) => b !== chariot),
    ...end.overlapsBlockingTerrain,
    ...(end.overhangsDrop ? ['a drop under the base'] : []),
  ]
}

/**
 * A pair for an attack with a passenger at one end: a passenger shoots from its chariot's centre
 * (000 "Angriffsoptionen des Passagiers"), so the line is measured from there; its own base never
 * blocks it, nor does it block a shot at its own chariot (R-LF.P5).
 */
export function pairFactsWithRiders(
  world: TableWorld,
  game: MkGame,
  attacker: string,
  target: string,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkPairFacts {
  const chariot = chariotRidden(game, attacker)
  const pair =
    chariot === null ? pairFactsFor(world, attacker, target, settings) : { ...pairFactsFor(world, chariot, target, settings), attacker }
  const aboard = game.aboard ?? {}
  const ignored = new Set([attacker, ...(Object.hasOwn(aboard, target) ? [aboard[target]] : [])])
  const bases = pair.lineOfFire.bases.filter((b) => !ignored.has(b))
  if (bases.length === pair.lineOfFire.bases.length) return pair
  const status = pair.lineOfFire.status === 'bases-only' && bases.length === 0 ? 'clear' : pair.lineOfFire.status
  return { ...pair, lineOfFire: { ...pair.lineOfFire, bases, status } }
}
