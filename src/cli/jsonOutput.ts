import type { SightAnswer } from '../geometry/types'
import type { SightRuling } from '../rules/coverTypes'
import type { StepRuling } from '../rules/falling'

const round = (x: number, digits = 4) => Number(x.toFixed(digits))
const point = (p: readonly number[]) => p.map((x) => round(x, 3))

/** The `--json` object for a sight ruling: the ruling's fields, its lines, and every ray. */
export function sightJson(ruling: SightRuling, sight: SightAnswer) {
  return {
    from: ruling.from,
    to: ruling.to,
    lineOfSight: ruling.lineOfSight,
    visibleFraction: round(ruling.visibleFraction),
    hiddenShare: round(ruling.hiddenShare),
    cover: ruling.cover,
    coverFrom: ruling.coverFrom,
    touchingCover: ruling.touchingCover,
    armourBonus: ruling.armourBonus,
    rangedModifier: ruling.rangedModifier,
    distance: { edge: round(ruling.distance.edge), center: round(ruling.distance.center), horizontal: round(ruling.distance.horizontal) },
    heightDifference: round(ruling.heightDifference),
    blockers: ruling.blockers,
    eye: point(sight.eye),
    parts: sight.parts.map((p) => ({ ...p, weight: round(p.weight) })),
    samples: sight.rays.map((r) => ({
      targetPoint: point(r.targetPoint),
      reaches: r.reaches,
      stop: r.stop ? { id: r.stop.id, kind: r.stop.kind, point: point(r.stop.point) } : null,
      obscuredBy: r.obscuredBy,
      areas: r.areas.map((a) => a.id),
    })),
    lines: ruling.lines,
  }
}

/** The `--json` object for a step off (or up) at a point. */
export function stepJson(r: StepRuling) {
  return {
    figure: r.figureId,
    dropHeight: round(r.dropHeight),
    landing: point(r.landing),
    landingOn: r.landingOn,
    profileHeight: r.profileHeight,
    outcome: r.outcome,
    needsCourageTest: r.needsCourageTest,
    climbAllowed: r.climbAllowed,
    climbCost: r.climbCost === null ? null : round(r.climbCost),
    damage: r.damage,
    lines: r.lines,
  }
}
