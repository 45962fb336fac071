import { basesCoveredAt, outlineNearest, reachIntoSection, rimGapToSection } from '../../geometry/castle/accessPlacement'
import { castleEnd } from '../../geometry/castle/lineOfFire'
import { accessPointsTouching, figuresOnSection, sectionUnder } from '../../geometry/castle/queries'
import { requireSection, sectionAtPoint, type HasScene } from '../../geometry/castle/sectionLookup'
import { surfaceAt } from '../../geometry/measure/surfaces'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { inchesToCm, inches } from '../../math/units'
import type { SiegeClimbFacts, SiegeLadderFacts, SiegeSectionContactFacts } from '../../rules/mageknight/engine'
import { topHeight } from '../../scene/castle/checks'
import type { Scene } from '../../scene/schema'
import { elevationOf } from '../castle/shot'
import { enemiesInContact, moveFactsFor } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'
import type { SiegeStep } from './siegeSteps'

/**
 * The table's facts of a climb and of a ladder action (001 "Zugangspunkte", "Platzierung der
 * Helden", "Planken und Leitern"): the move into contact with the access point, whether the base
 * touches it there, and the place the figure is put (on the section's top or on the ground at the
 * height under it, the access points it touches, whether its base fits or reaches into the
 * section, the bases it would cover); a carrier beside its wall, a figure at a ladder and the
 * opponents touching it; a figure against a section's outline (melee at a section). A figure asked
 * about at a place it is not yet is put there in a copy
 * of the scene: the castle queries read positions only.
 */

type Climb = Extract<SiegeStep, { do: 'climb' }>
type Ladder = Extract<SiegeStep, { do: 'ladder' }>

/** Rims within R-MKC-5's tolerance touch (0.05 in): a carrier so close to a wall stands beside it (R-MKS-6). */
const CONTACT_CM = inchesToCm(inches(DEFAULT_MK_TABLE_FACT_SETTINGS.baseContactToleranceIn))
/** A base this close (cm) to a section's base level stands on the ground beside it. */
const LEVEL_CM = 0.05

/** The scene with figure `id` standing at `position`. */
const withFigureAt = (scene: Scene, id: string, position: [number, number, number]): HasScene => ({
  scene: { ...scene, figures: scene.figures.map((f) => (f.id === id ? { ...f, position } : f)) },
})

/** `settings`: the game's table readings; the highest step a base walks over (R-MKT.4) bounds where the ground under a place is looked for. */
export function climbFactsFor(
  world: TableWorld,
  step: Climb,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): SiegeClimbFacts {
  const figure = world.requireFigure(step.figure)
  const [x, y, z] = figure.position
  let move: SiegeClimbFacts['move'] = null
  let there: [number, number, number] = [x, y, z]
  if (step.at) {
    const m = moveFactsFor(world, step.figure, [step.at[0], step.at[2]], settings)
    move = m.facts
    there = [step.at[0], m.endHeightCm, step.at[2]]
  }
  const touchesVia = accessPointsTouching(withFigureAt(world.scene, step.figure, there), step.figure).some(
    (p) => p.sectionId === step.section && p.id === step.via,
  )
  const section = requireSection(world, step.section)
  const top = topHeight(section)
  const [tx, , tz] = step.to
  const onTop = sectionAtPoint(world, [tx, top, tz]) === step.section
  const toLevelCm = onTop ? top : surfaceAt(world, tx, tz, settings.maxStepCm).height
  const placed = withFigureAt(world.scene, step.figure, [tx, toLevelCm, tz])
  return {
    move,
    from: [x, z],
    touchesVia,
    fromLevelCm: there[1],
    toLevelCm,
    placedTouches: accessPointsTouching(placed, step.figure)
      .filter((p) => p.sectionId === step.section)
      .map((p) => p.id),
    onTop,
    fitsOnTop: onTop && sectionUnder(placed, step.figure).fits,
    reachesInside: !onTop && reachIntoSection(world, step.figure, [tx, tz], step.section) > 1e-6,
    overlaps: basesCoveredAt(world, step.figure, [tx, toLevelCm, tz], CONTACT_CM),
    enemiesInContact: enemiesInContact(world, step.figure, settings),
  }
}

export function ladderFactsFor(world: TableWorld, step: Ladder): SiegeLadderFacts {
  const figure = world.requireFigure(step.figure)
  const wall = step.wall === undefined ? null : requireSection(world, step.wall)
  const besideWall =
    wall !== null &&
    !wall.destroyed &&
    Math.abs(figure.position[1] - wall.center[1]) <= LEVEL_CM &&
    rimGapToSection(world, step.figure, wall.id) <= CONTACT_CM
  const touching = (id: string) => accessPointsTouching(world, id).some((p) => p.id === step.ladder)
  return {
    besideWall,
    touchesLadder: touching(step.figure),
    enemiesTouching: world.scene.figures.filter((f) => f.side !== figure.side && touching(f.id)).map((f) => f.id),
  }
}

/** A figure against a section's outline, seen from above at any height (001 "Das Castle angreifen", R-MKS-11). */
export function sectionContactFacts(world: TableWorld, figureId: string, sectionId: string): SiegeSectionContactFacts {
  const figure = world.requireFigure(figureId)
  const section = requireSection(world, sectionId)
  return {
    touches: !section.destroyed && rimGapToSection(world, figureId, sectionId) <= CONTACT_CM,
    nearest: outlineNearest(world, figureId, sectionId),
    centre: [figure.position[0], figure.position[2]],
    facingDeg: figure.facing ?? 0,
    elevation: elevationOf(castleEnd(world, figureId)),
    standsOn: sectionUnder(world, figureId).sectionId,
    figuresOnTarget: section.destroyed ? [] : figuresOnSection(world, sectionId),
  }
}
