import type { Point2 } from '../../math/planar'
import { CM_PER_INCH } from '../../math/units'
import { placedBaseGap, segmentCrossesBase, capsuleOf, type PlacedBase, type PlacedMount } from '../../geometry/mk/mountBase'
import { placeDismountedRider } from '../../geometry/mk/riderPlacement'
import { tramplePathFacts, type TramplePathFacts } from '../../geometry/mk/tramplePath'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { MkGame, MkMoveFacts, MkPairFacts } from '../../rules/mageknight/engine'
import { unitIdOf } from '../../rules/mageknight/engine'
import { figureProfile } from '../../scene/figureProfile'
import { MK_LIBRARY } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Figure } from '../../scene/schema'
import { staysInSaddle } from './cavalryScene'
import { pairFactsFor } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'
import { DEFAULT_MK_TABLE_RULES, type TrampleCrossing } from './tableRules'
import { hinderingTerrainOnLine } from '../../geometry/mk/hindering'

/**
 * The table's facts about cavalry (003), measured from the scene's positions with the stadium of
 * geometry/mk/mountBase.ts, so they do not hang on the colliders the world builds: every base as
 * plain data (a rider in its saddle is part of its mount's), contact between any two, the line
 * of fire from the mount's centre dot and the bases it crosses, a cavalry move swept as the
 * mount's base (tramplePath.ts, R-CVG.3), and where a rider would be placed (riderPlacement.ts).
 */

const mkCard = (f: Figure) => (f.mk ? ownEntry(MK_LIBRARY.figures, f.mk.card) : undefined)
const inCm = (inches: number) => inches * CM_PER_INCH
/** A rider in a saddle, alive or a fallen Dark Rider kept there (003 "Dark Riders Subfaction"): its base is no base on the table. */
const saddled = (world: TableWorld, game: MkGame, id: string): boolean =>
  Object.values(game.cavalry?.saddle ?? {}).includes(id) || staysInSaddle(game, world.scene, id)

/** The base of one figure as plain data (cm): a mount's stadium, or a disc; null for a figure without a Mage Knight card. */
export function placedBaseOf(f: Figure, at?: { centre: Point2; headingDeg: number }): PlacedBase | null {
  const card = mkCard(f)
  if (!card) return null
  const centre: Point2 = at?.centre ?? [f.position[0], f.position[2]]
  const elevationCm = f.position[1]
  if (card.mount) {
    const { lengthIn, widthIn } = card.mount.base
    const headingDeg = at?.headingDeg ?? f.facing ?? 0
    return { kind: 'mount', id: f.id, centre, headingDeg, lengthCm: inCm(lengthIn), widthCm: inCm(widthIn), elevationCm }
  }
  return { kind: 'disc', id: f.id, centre, radiusCm: inCm(card.base.diameterIn) / 2, elevationCm }
}

/** Every base on the table but the riders in their saddles (003 "Cavalry Units": one figure with the mount). */
export function placedBases(world: TableWorld, game: MkGame): PlacedBase[] {
  return world.scene.figures.flatMap((f) => {
    if (saddled(world, game, f.id) || f.mk?.aboard) return []
    const b = placedBaseOf(f)
    return b ? [b] : []
  })
}

/** The base that stands for `id`: its unit's mount for a rider in the saddle. */
export function baseFor(world: TableWorld, game: MkGame, id: string): PlacedBase {
  const b = placedBaseOf(world.requireFigure(unitIdOf(game, id) ?? id))
  if (!b) throw new RangeError(`id: ${id} has no Mage Knight base`)
  return b
}

/** Ids whose bases touch `base` (a unit by its mount's id), nearest first. */
export function touching(world: TableWorld, game: MkGame, base: PlacedBase): string[] {
  return placedBases(world, game)
    .filter((o) => o.id !== base.id)
    .map((o) => ({ id: o.id, gap: placedBaseGap(base, o) }))
    .filter((o) => o.gap.inContact)
    .sort((a, b) => a.gap.rimGapCm - b.gap.rimGapCm)
    .map((o) => o.id)
}

const sideOf = (world: TableWorld, id: string) => world.requireFigure(id).side

/** Opposing figures in base contact with `id` (core 6, 003: contact with either is contact with the unit). */
export function opposingInContact(world: TableWorld, game: MkGame, id: string, base = baseFor(world, game, id)): string[] {
  const side = sideOf(world, base.id)
  return touching(world, game, base).filter((o) => sideOf(world, o) !== side)
}

/** One attack's pair (core 5-7) from the mount's centre dot at either end (003), contact and crossed bases by the stadium. */
export function cavalryPairFacts(
  world: TableWorld,
  game: MkGame,
  attacker: string,
  target: string,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkPairFacts {
  const a = baseFor(world, game, attacker)
  const t = baseFor(world, game, target)
  const measured = pairFactsFor(world, a.id, t.id, settings)
  const bases = placedBases(world, game)
    .filter((o) => o.id !== a.id && o.id !== t.id && segmentCrossesBase(a.centre, t.centre, capsuleOf(o)))
    .map((o) => o.id)
  const blocked = measured.lineOfFire.status === 'blocked' || measured.lineOfFire.blockedBy.length > 0
  return {
    ...measured,
    attacker,
    target,
    inBaseContact: placedBaseGap(a, t).inContact,
    lineOfFire: { ...measured.lineOfFire, bases, status: blocked ? 'blocked' : bases.length > 0 ? 'bases-only' : 'clear' },
  }
}

/** Where each unit's rider would be placed now (R-CVG.4), null without room; for every mount among `mounts`. */
export function riderPlaces(world: TableWorld, game: MkGame, mounts: readonly string[]): Record<string, Point2 | null> {
  const places: Record<string, Point2 | null> = Object.create(null)
  const others = placedBases(world, game)
  for (const id of new Set(mounts)) {
    const riderId = game.cavalry && Object.hasOwn(game.cavalry.saddle, id) ? game.cavalry.saddle[id] : null
    const mountFigure = world.figure(id)
    const rider = riderId === null ? undefined : world.figure(riderId)
    if (!mountFigure || !rider) continue
    const mount = placedBaseOf(mountFigure) as PlacedMount
    const riderCard = mkCard(rider)
    if (!riderCard) continue
    const place = placeDismountedRider({
      mount,
      riderRadiusCm: inCm(riderCard.base.diameterIn) / 2,
      riderHeightCm: figureProfile(rider).height,
      others,
      terrain: { world },
    })
    places[id] = place ? place.centre : null
  }
  return places
}

export interface CavalryMove {
  move: MkMoveFacts
  path: TramplePathFacts
  /** The facing at the goal: the step's, else along the path (R-CVG.3). */
  facingDeg: number
}

/** A unit's straight move to `goal`: the mount's base swept along the path (R-CVG.3), its own rider left out. */
export function cavalryMove(
  world: TableWorld,
  game: MkGame,
  mountId: string,
  goal: Point2,
  facingDeg?: number,
  crossing: TrampleCrossing = DEFAULT_MK_TABLE_RULES.trample,
): CavalryMove {
  const f = world.requireFigure(mountId)
  const card = mkCard(f)
  const mount = placedBaseOf(f) as PlacedMount
  if (!card?.mount) throw new RangeError(`id: ${mountId} is no mount`)
  const others = placedBases(world, game).filter((o) => o.id !== mountId)
  const path = tramplePathFacts(
    { mount, frontArcDeg: card.base.frontArcDeg, goal, others, terrain: { world, heightCm: figureProfile(f).height } },
    crossing,
  )
  const facing = facingDeg ?? path.pathHeadingDeg
  const end: PlacedMount = { ...mount, centre: goal, headingDeg: facing }
  const atStart = opposingInContact(world, game, mountId, mount)
  const endContacts = others.filter((o) => placedBaseGap(end, o).inContact).map((o) => o.id)
  const endOverlaps = others.filter((o) => placedBaseGap(end, o).overlaps).map((o) => o.id)
  const side = f.side
  return {
    path,
    facingDeg: facing,
    move: {
      from: mount.centre,
      to: goal,
      pathIn: path.lengthIn,
      enemiesInContact: atStart,
      basesCrossed: path.crossed.map((c) => ({ id: c.id, atIn: c.firstTouchIn, dials: 1 })),
      blockedAtIn: path.firstBlock ? path.firstBlock.atIn : null,
      endOverlaps: [...endOverlaps, ...path.end.blockedBy],
      enemiesTouchedAtEnd: endContacts.filter((id) => sideOf(world, id) !== side && !atStart.includes(id)),
    },
  }
}

/** Runs `measure` with the unit `mountId` standing at `goal` facing `facingDeg` (its rider in the slot), then puts the table back. */
export function withUnitAt<T>(world: TableWorld, mountId: string, goal: Point2, facingDeg: number, measure: () => T): T {
  const scene = world.scene
  const f = world.requireFigure(mountId)
  const dx = goal[0] - f.position[0]
  const dz = goal[1] - f.position[2]
  const rider = f.mk?.rider
  world.setScene({
    ...scene,
    figures: scene.figures.map((g) =>
      g.id === mountId || g.id === rider
        ? { ...g, position: [g.position[0] + dx, g.position[1], g.position[2] + dz], ...(g.id === mountId ? { facing: facingDeg } : {}) }
        : g,
    ),
  })
  try {
    return measure()
  } finally {
    world.setScene(scene)
  }
}

/**
 * 003 "Nature's Ally": which of `ids` stand with their base in hindering terrain (R-MKT.6: an area
 * piece of a hindering type under the disc; concealing terrain does not count, R-MKT.7: the text's
 * +1 names hindering terrain only). A rider in its saddle stands on its mount's base and has lost
 * the ability there (003 "Cavalry Units"), so only round bases are measured.
 */
export function inHinderingTerrain(
  world: TableWorld,
  game: MkGame,
  ids: readonly string[],
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): string[] {
  return ids.filter((id) => {
    const b = baseFor(world, game, id)
    if (b.kind !== 'disc') return false
    const types = settings.hinderingTerrainTypes
    return hinderingTerrainOnLine(world.scene.terrain, b.centre, b.centre, b.radiusCm, types).length > 0
  })
}
