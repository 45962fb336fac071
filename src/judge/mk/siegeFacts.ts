import { accessPointNearest } from '../../geometry/castle/accessPlacement'
import { castleEnd, type CastleEnd } from '../../geometry/castle/lineOfFire'
import { accessPointsTouching, figuresOnSection, portalCanClose, sectionUnder } from '../../geometry/castle/queries'
import { castleShotFacts } from '../../geometry/castle/shotFacts'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point2 } from '../../math/planar'
import type { MkAction, MkActionFacts, SiegeAccessFigure, SiegeShotEnd, SiegeShotPairFacts } from '../../rules/mageknight/engine'
import type { HasScene } from '../../geometry/castle/sectionLookup'
import { elevationOf } from '../castle/shot'
import { enemiesInContact } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'
import { climbFactsFor, ladderFactsFor, sectionContactFacts } from './siegeAccessFacts'
import type { SiegeStep } from './siegeSteps'

/**
 * The table's facts for the castle's actions (001), in the shape the engine reads
 * (src/rules/mageknight/engine/siegeTypes.ts): a castle shot's pairs (what each end is and stands
 * on, the horizontal distance, the line of fire and the outer edges it crosses, who stands on a
 * target section), the figures a closing portal would catch, who touches a section's access
 * points and where, and who holds each section at the end (001 "Siegpunkte"). Measured on the
 * world as it stands; what counts is the engine's call.
 */

export interface MeasuredSiegeStep {
  action: MkAction
  facts: MkActionFacts
  /** The height the figure stands at where a climb puts it (cm). */
  endHeightCm?: number
}

const isSection = (world: HasScene, id: string | null): id is string =>
  id !== null && (world.scene.castle?.sections ?? []).some((s) => s.id === id)

function shotEnd(world: TableWorld, end: CastleEnd): SiegeShotEnd {
  return {
    centre: [end.point[0], end.point[2]],
    facingDeg: end.figure ? (end.figure.facing ?? 0) : null,
    // A plank carries a figure on the castle but is no section: no fortification (R-SE-2).
    standsOn: isSection(world, end.standsOn) ? end.standsOn : null,
    elevation: elevationOf(end),
  }
}

/** A castle shot from `from` at `target` (figure or section ids), measured now. */
export function castleShotPairFor(
  world: TableWorld,
  from: string,
  target: string,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): SiegeShotPairFacts {
  const f = castleShotFacts(world, from, target)
  return {
    target,
    shooter: shotEnd(world, f.from),
    targetEnd: shotEnd(world, f.to),
    horizontalDistanceCm: f.horizontalDistanceCm,
    lineCrossesOuterEdge: f.crossesOuterEdge,
    lineOfFire: f.lineOfFire.status,
    // Contact as the Mage Knight table measures it everywhere else (R-MKC-5, R-MKT.1).
    shooterInEnemyBaseContact: f.from.figure !== null && enemiesInContact(world, from, settings).length > 0,
    figuresOnTarget: f.to.sectionId !== null ? figuresOnSection(world, target) : [],
  }
}

/** Does a ranged attack at `targets` meet the castle: a target standing on a section or plank (001 "Helden in Castle Sektionen angreifen", R-MKS-7)? */
export function castleShotWanted(world: TableWorld, targets: readonly string[]): boolean {
  if (!world.scene.castle) return false
  return targets.some((t) => world.figure(t) !== undefined && castleEnd(world, t).standsOn !== null)
}

/** A figure at access points of `sectionId`: which it touches and the nearest point of each. */
export function accessFigureOf(world: TableWorld, id: string, sectionId: string): SiegeAccessFigure {
  const figure = world.requireFigure(id)
  const touched = accessPointsTouching(world, id).filter((p) => p.sectionId === sectionId)
  const nearest: Record<string, Point2 | null> = Object.create(null)
  for (const p of touched) nearest[p.id] = accessPointNearest(world, id, p)
  return {
    id,
    touches: touched.map((p) => p.id),
    nearest,
    centre: [figure.position[0], figure.position[2]],
    facingDeg: figure.facing ?? 0,
    elevation: elevationOf(castleEnd(world, id)),
    standsOn: sectionUnder(world, id).sectionId,
  }
}

/** Section id to the sides of the figures on it and at its access points (001 "Siegpunkte", R-MKS-8), standing sections only. */
export function occupantsOf(world: TableWorld): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null)
  const add = (section: string, side: string) => {
    out[section] ??= []
    if (!out[section].includes(side)) out[section].push(side)
  }
  for (const s of world.scene.castle?.sections ?? []) {
    if (s.destroyed) continue
    for (const f of figuresOnSection(world, s.id)) add(s.id, world.requireFigure(f).side)
  }
  for (const f of world.scene.figures) for (const p of accessPointsTouching(world, f.id)) add(p.sectionId, f.side)
  return out
}

/** The engine action of a siege step and its facts, measured now under the game's table readings (tableRules.ts). */
export function measureSiegeStep(
  world: TableWorld,
  step: SiegeStep,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MeasuredSiegeStep {
  switch (step.do) {
    case 'castleShot':
      return {
        action: {
          kind: 'castleShot',
          piece: step.from,
          targets: step.targets,
          ...(step.longRange === undefined ? {} : { longRange: step.longRange }),
          ...(step.abilities ? { abilities: step.abilities } : {}),
          ...(step.rubbleFacings ? { rubbleFacings: step.rubbleFacings.map((r) => ({ figure: r.figure, facingDeg: r.facing })) } : {}),
        },
        facts: { siege: { shots: step.targets.map((t) => castleShotPairFor(world, step.from, t, settings)) } },
      }
    case 'portal':
      return {
        action: { kind: 'portal', section: step.section, portal: step.portal, want: step.state },
        facts: { siege: { portalBlockers: step.state === 'closed' ? portalCanClose(world, step.section, step.portal).blockers : [] } },
      }
    case 'climb': {
      const climb = climbFactsFor(world, step, settings)
      return {
        action: {
          kind: 'climb',
          piece: step.figure,
          section: step.section,
          via: step.via,
          to: [step.to[0], step.to[2]],
          ...(step.facing === undefined ? {} : { facingDeg: step.facing }),
        },
        facts: { siege: { climb } },
        endHeightCm: climb.toLevelCm,
      }
    }
    case 'ladder':
      return {
        action: { kind: 'ladder', piece: step.figure, op: step.op, ladder: step.ladder, ...(step.wall ? { wall: step.wall } : {}) },
        facts: { siege: { ladder: ladderFactsFor(world, step) } },
      }
    case 'accessMelee': {
      const others = world.scene.figures
        .filter((f) => f.id !== step.figure)
        .map((f) => ({ ...accessFigureOf(world, f.id, step.section), side: f.side }))
        // At the section's access points, or on its top (001 "Torhaus": everyone there is in one melee).
        .filter((f) => f.touches.length > 0 || f.standsOn === step.section)
      return {
        action: { kind: 'accessMelee', piece: step.figure, target: step.target, section: step.section },
        facts: { siege: { access: { attacker: accessFigureOf(world, step.figure, step.section), others } } },
      }
    }
    case 'castleMelee':
      return {
        action: {
          kind: 'sectionMelee',
          piece: step.figure,
          section: step.section,
          ...(step.abilities ? { abilities: step.abilities } : {}),
          ...(step.rubbleFacings ? { rubbleFacings: step.rubbleFacings.map((r) => ({ figure: r.figure, facingDeg: r.facing })) } : {}),
        },
        facts: { siege: { sectionContact: sectionContactFacts(world, step.figure, step.section) } },
      }
  }
}
