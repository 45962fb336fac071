import { exactBearingDeg, type Point2 } from '../../math/planar'
import { placedBaseGap, type PlacedMount } from '../../geometry/mk/mountBase'
import { MK_CONTACT_TOLERANCE_CM } from '../../geometry/mk/ends'
import { overwhelmOdds as oddsOf, type OverwhelmOdds as DieOdds } from '../../rules/mageknight/cavalry'
import { unitIdOf, unitOf, type MkAttackPreview } from '../../rules/mageknight/engine'
import { baseFor } from './cavalryFacts'
import { openProbe, stepAttackPreview, type CavalryChoiceField, type CavalryDialName } from './cavalryChoiceOffers'
import type { CavalryOfferSource } from './cavalryOffers'
import type { CavalryStep } from './cavalrySteps'
import type { MkProbe } from './sessionTypes'

/**
 * The cavalry steps that move toward a goal under the pointer (003 "Trample", "Overwhelm",
 * "Mounted Bound", "Mounted Charge"), before the click: the straight path the judge measures,
 * the bases it crosses, the rules' answer, and what the step would do at its goal: the attack's
 * numbers from there (against each dial of a cavalry target, the attacker's choice) or
 * Overwhelm's d6 (the result needed with the rider's attack bonus, the chance, and whether the
 * target's rider would find room beside its mount). An Overwhelm's goal is the point in base
 * contact with the target on the side toward the pointer, the mount facing it (R-MKV.7), since
 * a pointer rarely finds contact to the tenth of a millimetre.
 */

export type CavalryPathKind = 'trample' | 'mountedCharge' | 'mountedBound' | 'overwhelm'

/** 003 "Overwhelm" before its d6: the rules' odds (d6 + the rider's attack bonus), and the target's room. */
export interface OverwhelmOdds extends DieOdds {
  /** The target's rider finds room beside its mount; without it a dismounted rider is eliminated. */
  roomForRider: boolean
}

/** An attack's numbers from the goal against one defending dial (null: the target is no cavalry unit). */
export interface CavalryPathAttack {
  targetDial: CavalryDialName | null
  preview: MkAttackPreview
}

/** A cavalry step toward a goal, before the click: the straight path, the bases it crosses and the rules' answer. */
export interface CavalryPathView {
  kind: CavalryPathKind
  step: CavalryStep
  /** The answer; a step that only waits for a dial (`asks`) is shown as the step with that dial given. */
  probe: MkProbe & { asks: CavalryChoiceField | null }
  from: Point2
  to: Point2
  pathIn: number
  /** Ids of the bases the path crosses, in path order (003 "Trample": those it may damage). */
  crossed: readonly string[]
  target: string | null
  attacks: readonly CavalryPathAttack[]
  overwhelm: OverwhelmOdds | null
}

const round3 = (x: number) => Math.round(x * 1000) / 1000

/**
 * R-MKV.7: the Overwhelm goal toward `pointer`: on the ray from the target's centre dot through
 * the pointer, the nearest point where the mount, facing the target, touches its base (the rim
 * gap half the contact tolerance, found by halving: the gap grows with the distance on the ray).
 */
export function overwhelmGoal(
  source: CavalryOfferSource,
  mountId: string,
  targetId: string,
  pointer: Point2,
): { to: Point2; facingDeg: number } | null {
  const world = source.world()
  const game = source.game()
  const mount = baseFor(world, game, mountId)
  const target = baseFor(world, game, targetId)
  if (mount.kind !== 'mount') return null
  const c = target.centre
  const away: Point2 = [pointer[0] - c[0], pointer[1] - c[1]]
  const fallback: Point2 = [mount.centre[0] - c[0], mount.centre[1] - c[1]]
  const dir = Math.hypot(...away) > 1e-6 ? away : fallback
  const len = Math.hypot(...dir)
  if (len < 1e-9) return null
  const u: Point2 = [dir[0] / len, dir[1] / len]
  const at = (d: number) => {
    const centre: Point2 = [round3(c[0] + u[0] * d), round3(c[1] + u[1] * d)]
    const facingDeg = round3(exactBearingDeg(centre, c) ?? 0)
    const placed: PlacedMount = { ...mount, centre, headingDeg: facingDeg }
    return { to: centre, facingDeg, gap: placedBaseGap(placed, target).rimGapCm }
  }
  let lo = 0
  let hi = 100
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (at(mid).gap < MK_CONTACT_TOLERANCE_CM / 2) lo = mid
    else hi = mid
  }
  const { to, facingDeg } = at(hi)
  return { to, facingDeg }
}

function overwhelmOdds(source: CavalryOfferSource, step: CavalryStep & { do: 'overwhelm' }): OverwhelmOdds {
  const { facts } = source.measure(step)
  const mountId = unitIdOf(source.game(), step.figure) ?? step.figure
  const target = unitIdOf(source.game(), step.target) ?? step.target
  const places = facts.cavalry?.riderPlaces ?? {}
  return { ...oddsOf(unitOf(source.game(), mountId)), roomForRider: Object.hasOwn(places, target) && places[target] !== null }
}

/** A seated cavalry unit's dials for the attacker to choose between; [null] for any other target. */
const targetDials = (source: CavalryOfferSource, target: string): (CavalryDialName | null)[] => {
  const game = source.game()
  const unit = unitIdOf(game, target)
  return unit !== null && unit === target && (game.cavalry?.saddle[unit] ?? null) !== null ? ['mount', 'rider'] : [null]
}

/** The step of `kind` toward `goal` for the unit `mountId` (the overwhelm's goal snapped to contact); null without a target where one is needed. */
function stepToward(
  source: CavalryOfferSource,
  mountId: string,
  kind: CavalryPathKind,
  goal: Point2,
  target: string | undefined,
  dial: CavalryDialName | undefined,
): CavalryStep | null {
  const to: [number, number, number] = [goal[0], 0, goal[1]]
  if (kind === 'trample') return { do: 'trample', figure: mountId, to }
  if (target === undefined) return null
  if (kind === 'mountedBound') return { do: 'mountedBound', figure: mountId, to, targets: [target] }
  if (kind === 'mountedCharge') return { do: 'mountedCharge', figure: mountId, to, target, ...(dial ? { dial } : {}) }
  const snapped = overwhelmGoal(source, mountId, target, goal)
  if (!snapped) return null
  return { do: 'overwhelm', figure: mountId, target, to: [snapped.to[0], 0, snapped.to[1]], facing: snapped.facingDeg }
}

/** The path view of a cavalry step of `kind` toward `goal`; null when `chosen` stands for no unit or a target is missing. */
export function cavalryPathToward(
  source: CavalryOfferSource,
  chosen: string,
  kind: CavalryPathKind,
  goal: Point2,
  target?: string,
  dial?: CavalryDialName,
): CavalryPathView | null {
  const unit = unitIdOf(source.game(), chosen)
  if (unit === null) return null
  const step = stepToward(source, unit, kind, goal, target, dial)
  if (!step) return null
  const { facts } = source.measure(step)
  const move = facts.move
  if (!move) return null
  // Trample's crossings are the rules' own (the swept base); the other moves' are the move's (core 5).
  const crossed = facts.cavalry?.trample?.crossed.map((c) => c.id) ?? move.basesCrossed.map((b) => b.id)
  const attacks =
    step.do === 'mountedBound' || step.do === 'mountedCharge'
      ? targetDials(source, target as string).flatMap((td) => {
          const preview = stepAttackPreview(source, td ? { ...step, targetDial: td } : step)
          return preview ? [{ targetDial: td, preview }] : []
        })
      : []
  return {
    kind,
    step,
    probe: openProbe(source, step),
    from: move.from,
    to: move.to,
    pathIn: move.pathIn,
    crossed,
    target: target ?? null,
    attacks,
    overwhelm: step.do === 'overwhelm' ? overwhelmOdds(source, step) : null,
  }
}
