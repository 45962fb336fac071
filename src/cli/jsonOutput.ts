import type { ReachJudgement, SightAnswer, SightRuling, StepRuling } from '../judge'

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

/** The `--json` object for --reach: verdict, AP, the path with its segments, the tests. */
export function reachJson(r: ReachJudgement) {
  const { path, plan } = r
  return {
    figure: r.figureId,
    target: point(r.target),
    reachable: plan.reachable,
    refusal: plan.refusal,
    apNeeded: plan.apNeeded,
    apAvailable: plan.apAvailable,
    moveActions: plan.actions.length,
    withPassedTest: plan.withPassedTest,
    speed: plan.speed,
    cost: round(path.cost),
    travelled: round(path.travelled),
    fast: plan.fast,
    finalSurface: path.finalSurface,
    avoidedDifficult: r.avoidedDifficult,
    points: path.points.map(point),
    segments: path.segments.map((s) => ({
      kind: s.kind,
      from: point(s.from),
      to: point(s.to),
      horizontal: round(s.horizontal),
      climbedUp: round(s.climbedUp),
      climbedDown: round(s.climbedDown),
      dropped: round(s.dropped),
      laddered: round(s.laddered),
      gap: s.gap === null ? null : round(s.gap),
      ladder: s.ladder,
      cost: round(s.cost),
    })),
    actions: plan.actions.map((a) => ({ ...a, from: round(a.from), to: round(a.to) })),
    difficult: plan.difficult,
    tests: plan.tests,
    lines: r.lines,
  }
}
