import type { Point2 } from '../../math/planar'
import { hinderingTerrainOnLine } from '../../geometry/mk/hindering'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { inches, inchesToCm } from '../../math/units'
import type { MkMoveFacts, MkPairFacts } from '../../rules/mageknight/engine'
import {
  DEFAULT_MK_TABLE_FACT_SETTINGS,
  mkContactRecords,
  mkFigureOf,
  mkPairRecord,
  mkStraightMoveRecord,
  type MkMoveRecord,
  lineOfFireTerrainTypes,
  type MkTableFactSettings,
} from './facts'

/**
 * The table's facts in the shape the Mage Knight engine reads (src/rules/mageknight/engine/types.ts),
 * from the records of facts.ts measured on the world as it stands. Only the translation lives
 * here: the scene's facing, contact seen from the mover's side, and which bases a move runs
 * through before its goal. What counts is the engine's call.
 */

/** A base first touched this close to the goal (in) is touched at the goal. */
const GOAL_SLACK_IN = 0.04

/** Opponents whose bases touch `id`'s now (core 6), nearest first. */
export function enemiesInContact(world: TableWorld, id: string, settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS): string[] {
  const side = world.requireFigure(id).side
  return mkContactRecords(world, id, settings)
    .filter((c) => c.side !== side)
    .map((c) => c.id)
}

export function pairFactsFor(
  world: TableWorld,
  attacker: string,
  target: string,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkPairFacts {
  const f = mkPairRecord(world, attacker, target, settings)
  // Stealth (R-MKC-8, R-MKT.6): hindering terrain on the line between the centre points or under a target figure's base;
  // concealing terrain counts there as hindering does (R-MKT.7), so the rules see one list (and Nature's Ally ignores both).
  const radiusCm = world.figure(target)?.mk ? inchesToCm(inches(mkFigureOf(world.scene, target).card.base.diameterIn)) / 2 : 0
  const types = lineOfFireTerrainTypes(settings)
  const hinderingTerrain = hinderingTerrainOnLine(world.scene.terrain, f.from.centre, f.to.centre, radiusCm, types)
  return {
    attacker,
    target,
    attackerCentre: f.from.centre,
    targetCentre: f.to.centre,
    attackerFacingDeg: f.from.facingDeg ?? 0,
    targetFacingDeg: f.to.facingDeg ?? 0,
    distanceIn: f.distanceIn,
    inBaseContact: f.baseContact,
    lineOfFire: f.lineOfFire,
    attackerRaised: f.from.onRaisedTerrain,
    targetRaised: f.to.onRaisedTerrain,
    hinderingTerrain,
  }
}

/** Bases the move runs into before its goal: not the ones it only leaves, nor the ones it reaches at the goal. */
const basesOnTheWay = (m: MkMoveRecord, settings: MkTableFactSettings): MkMoveFacts['basesCrossed'] =>
  m.bases
    // A base on a wall top above a ground path (or below a walk) is not in the way (R-MKT.1).
    .filter((b) => Math.abs(b.levelDifferenceCm) <= settings.contactLevelToleranceCm)
    .filter((b) => (b.atStart ? b.crosses : b.crosses || b.atIn < m.lengthIn - GOAL_SLACK_IN))
    .map((b) => ({ id: b.id, atIn: b.atIn, dials: b.dials }))

export interface MeasuredMove {
  facts: MkMoveFacts
  /** The height the base stands at on the goal (cm), for the driver to put it there. */
  endHeightCm: number
}

export function moveFactsFor(
  world: TableWorld,
  id: string,
  to: Point2,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MeasuredMove {
  const m = mkStraightMoveRecord(world, id, to, settings)
  const figure = world.requireFigure(id)
  const enemy = (b: MkMoveRecord['bases'][number]) => b.side !== figure.side
  return {
    facts: {
      from: [figure.position[0], figure.position[2]],
      to: m.to,
      pathIn: m.lengthIn,
      enemiesInContact: enemiesInContact(world, id, settings),
      basesCrossed: basesOnTheWay(m, settings),
      blockedAtIn: m.blocked ? m.blocked.atIn : null,
      endOverlaps: [...m.end.overlapsBases, ...m.end.overlapsBlockingTerrain, ...(m.end.overhangsDrop ? ['a drop under the base'] : [])],
      enemiesTouchedAtEnd: m.bases
        .filter((b) => enemy(b) && !b.atStart && !b.crosses && b.atIn >= m.lengthIn - GOAL_SLACK_IN)
        .map((b) => b.id),
    },
    endHeightCm: m.end.surfaceHeightCm,
  }
}
