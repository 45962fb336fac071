/**
 * Checks of the `castle` key that the schema cannot express: portal ids of the section's kind,
 * sections on the table and not inside each other, planks laid as walkway extensions, ladders
 * against a wall section. Set-up rules of the game (18 and 30 inches, enclosed areas) belong to
 * the rules and the editor; these are the scene's own consistency.
 */
import { castlePiece, CASTLE_PIECES, type CastleArea, type CastlePrimitive } from './pieces'
import { areaToWorld, outlineOnTable, sectionOutline, sectionToWorld, sectionWalkway, signedDistance } from './footprint'
import type { CastleSection, Plank } from './schema'
import type { Located } from '../checks'
import { figureOverlapsPiece } from '../overlaps'
import { describeValue, error, formatPath, MAX_WARNINGS_PER_RECORD, moreWarnings, warning, type SceneProblem } from '../problems'
import type { BoxPiece, CylinderPiece, Figure, Ladder } from '../schema'
import type { TerrainType } from '../terrainTypes'
import { castleSectionKind } from '../mageknight/library'

/** How far (cm) a plank's end may lie beyond a top's edge and still rest on it: a plank end cut flush with the edge must count. */
export const PLANK_END_TOLERANCE = 0.5
/** Planks within this angle (degrees) of a walkway count as parallel to it (ruling R-CP.2a). */
export const PLANK_PARALLEL_TOLERANCE_DEG = 5
/** How far (cm) heights may differ and still count as the same level (plank ends, ladder tops). */
export const LEVEL_TOLERANCE = 0.5
/** How far (cm) a ladder's top may stand from a section's outline and still be against it. */
export const LADDER_REACH = 1
/** Kinds a ladder stands against (001 "Leitern stellen zusätzliche Zugangspunkte zu Castle Mauersektionen dar"). */
export const LADDER_KINDS: readonly CastleSection['kind'][] = ['wall', 'wallGateway']

const quote = (s: string) => JSON.stringify(s)

/** The height of a section's walkable tops. */
export const topHeight = (section: CastleSection): number => section.center[1] + CASTLE_PIECES.height

/** Unknown portal ids, dial positions off the kind's dial, sections below the table top or off it. */
export function checkSections(sections: readonly Located<CastleSection>[], table?: { width: number; depth: number }): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const { path, record } of sections) {
    const piece = castlePiece(record.kind)
    const known = piece.portals.map((p) => p.id)
    for (const id of Object.keys(record.portals ?? {})) {
      if (known.includes(id)) continue
      const has = known.length === 0 ? `a ${record.kind} has no portals` : `the portals of a ${record.kind} are ${known.join(', ')}`
      // describeValue, not quote: a portal key is any string a file holds, 10 MB long if it likes.
      problems.push(
        error([...path, 'portals', id], `no portal ${describeValue(id)} on a ${record.kind}: ${has}`, 'unknown-portal', {
          portal: describeValue(id),
          kind: record.kind,
          portals: known.join(', '),
        }),
      )
    }
    // The castle rules read the dial at `clicks`: a click the dial does not have crashed the ruling.
    const dial = castleSectionKind(record.kind).dial.clicks.length
    if (record.clicks !== undefined && record.clicks >= dial) {
      problems.push(
        error(
          [...path, 'clicks'],
          `the dial of a ${record.kind} has ${dial} clicks (0 to ${dial - 1}), got ${record.clicks}`,
          'section-clicks',
          {
            kind: record.kind,
            count: dial,
            last: dial - 1,
            got: record.clicks,
          },
        ),
      )
    }
    if (record.center[1] < 0)
      problems.push(
        error([...path, 'center', 1], `below the table top: y = ${record.center[1]} is less than 0`, 'below-table', {
          y: record.center[1],
        }),
      )
    if (table && !outlineOnTable(record, table.width, table.depth))
      problems.push(
        error(path, `lies entirely off the ${table.width} x ${table.depth} cm table`, 'entirely-off-table', {
          width: table.width,
          depth: table.depth,
        }),
      )
  }
  return problems
}

/** Overlap depth (cm) of two convex areas seen from above; <= 0 when they only touch or lie apart. */
export function areasOverlap(a: CastleArea, b: CastleArea): number {
  if (a.type === 'circle' && b.type === 'circle')
    return a.radius + b.radius - Math.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1])
  if (a.type === 'circle') return a.radius - signedDistance(b, a.center)
  if (b.type === 'circle') return b.radius - signedDistance(a, b.center)
  const pa = a.type === 'polygon' ? a.points : [a.from, a.to]
  const pb = b.type === 'polygon' ? b.points : [b.from, b.to]
  let depth = Infinity
  for (const pts of [pa, pb]) {
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i]
      const q = pts[(i + 1) % pts.length]
      const length = Math.hypot(q[0] - p[0], q[1] - p[1])
      if (length === 0) continue
      const axis = [(q[1] - p[1]) / length, (p[0] - q[0]) / length]
      const proj = (ps: readonly (readonly [number, number])[]) => ps.map((v) => v[0] * axis[0] + v[1] * axis[1])
      const u = proj(pa)
      const v = proj(pb)
      depth = Math.min(depth, Math.min(Math.max(...u), Math.max(...v)) - Math.max(Math.min(...u), Math.min(...v)))
    }
  }
  return depth
}

/** One primitive of a section (pieces.json, section-local) as a solid in table coordinates. */
function placedPrimitive(section: CastleSection, primitive: CastlePrimitive, type: TerrainType): BoxPiece | CylinderPiece {
  const [x, z] = sectionToWorld(section, [primitive.center[0], primitive.center[2]])
  const y = section.center[1] + primitive.center[1]
  const id = `${section.id}/${primitive.id}`
  if (primitive.shape === 'cylinder')
    return { id, shape: 'cylinder', type, center: [x, y, z], radius: primitive.radius, height: primitive.height }
  const rotationY = (section.rotationY ?? 0) + (primitive.rotationY ?? 0)
  return { id, shape: 'box', type, center: [x, y, z], size: [...primitive.size], ...(rotationY === 0 ? {} : { rotationY }) }
}

/**
 * The solid parts of a section in table coordinates: its solids (pieces.json), or its rubble
 * once destroyed. Portal openings are left out: an open portal is free, and whether a portal may
 * close on a base is the rules' question, not the scene's. Types as the geometry's colliders
 * (src/geometry/castle/colliders.ts): the piece's solidType, rubble a ruin.
 */
export function sectionSolids(section: CastleSection): (BoxPiece | CylinderPiece)[] {
  const piece = castlePiece(section.kind)
  return section.destroyed
    ? piece.rubble.map((p) => placedPrimitive(section, p, 'ruin'))
    : piece.solids.map((p) => placedPrimitive(section, p, piece.solidType))
}

/**
 * Figures whose cylinder cuts into a section's solid parts (warnings, like figures inside
 * terrain): a misplaced click. A figure standing on a top (its base at the top's height) or in a
 * gatehouse passage or gateway (between the solids, under the roof) touches them only.
 */
export function checkFiguresInSections(figures: readonly Located<Figure>[], sections: readonly Located<CastleSection>[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const solids = sections.map((s) => ({ section: s, solids: sectionSolids(s.record) }))
  for (const figure of figures) {
    let found = 0
    for (const { section, solids: parts } of solids) {
      const hit = parts.find((part) => figureOverlapsPiece(figure.record, part))
      if (hit && ++found <= MAX_WARNINGS_PER_RECORD) {
        problems.push(
          warning(
            figure.path,
            `overlaps castle section ${quote(section.record.id)} (${formatPath(section.path)}, part ${quote(hit.id.slice(section.record.id.length + 1))})`,
            'overlaps-section-part',
            { id: section.record.id, at: formatPath(section.path), part: hit.id.slice(section.record.id.length + 1) },
          ),
        )
      }
    }
    problems.push(...moreWarnings(figure.path, found, 'castle sections'))
  }
  return problems
}

/** Sections whose footprints overlap (they may touch, 001 "Spielfeld und Aufbau", not interpenetrate): warnings. */
export function checkSectionOverlaps(sections: readonly Located<CastleSection>[], tolerance = 0.01): SceneProblem[] {
  const outlines = sections.map((s) => sectionOutline(s.record).area)
  const problems: SceneProblem[] = []
  sections.forEach((section, i) => {
    let found = 0
    for (let j = 0; j < i; j++) {
      if (sections[j].record.center[1] !== section.record.center[1]) continue
      if (areasOverlap(outlines[i], outlines[j]) > tolerance && ++found <= MAX_WARNINGS_PER_RECORD) {
        const at = formatPath(sections[j].path)
        problems.push(
          warning(section.path, `overlaps castle section ${quote(sections[j].record.id)} (${at})`, 'overlaps-section', {
            id: sections[j].record.id,
            at,
          }),
        )
      }
    }
    problems.push(...moreWarnings(section.path, found, 'castle sections'))
  })
  return problems
}

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

/** The rectangle a plank covers seen from above. */
export function plankArea(plank: Plank): CastleArea {
  const dx = plank.to[0] - plank.from[0]
  const dz = plank.to[2] - plank.from[2]
  const length = Math.hypot(dx, dz) || 1
  const nx = (-dz / length) * (plank.width / 2)
  const nz = (dx / length) * (plank.width / 2)
  const [ax, , az] = plank.from
  const [bx, , bz] = plank.to
  return {
    type: 'polygon',
    points: [
      [ax + nx, az + nz],
      [bx + nx, bz + nz],
      [bx - nx, bz - nz],
      [ax - nx, az - nz],
    ],
  }
}

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

/**
 * Ladders with `against`: the section exists (error), is a wall section and the ladder's top
 * reaches its top (warnings). `sectionIds`: the ids of every section, valid or not; a ladder
 * against a section that has problems of its own is not reported as against no section.
 */
export function checkCastleLadders(
  ladders: readonly Located<Ladder>[],
  sections: readonly Located<CastleSection>[],
  sectionIds: ReadonlySet<string> = new Set(),
): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const { path, record } of ladders) {
    if (record.against === undefined) continue
    const section = sections.find((s) => s.record.id === record.against)?.record
    if (!section) {
      if (!sectionIds.has(record.against))
        problems.push(error([...path, 'against'], `no castle section ${quote(record.against)}`, 'no-such-section', { id: record.against }))
      continue
    }
    if (!LADDER_KINDS.includes(section.kind))
      problems.push(
        warning([...path, 'against'], `ladders stand against wall sections, not a ${section.kind}`, 'ladder-not-on-wall', {
          kind: section.kind,
        }),
      )
    const [x, y, z] = record.top
    const reach = signedDistance(sectionOutline(section).area, [x, z])
    if (reach > LADDER_REACH)
      problems.push(
        warning(
          [...path, 'top'],
          `stands ${reach.toFixed(2)} cm away from section ${quote(section.id)} (at most ${LADDER_REACH})`,
          'ladder-too-far',
          {
            cm: reach.toFixed(2),
            id: section.id,
            max: LADDER_REACH,
          },
        ),
      )
    if (Math.abs(y - topHeight(section)) > LEVEL_TOLERANCE)
      problems.push(
        warning(
          [...path, 'top', 1],
          `does not reach the top of section ${quote(section.id)} at y = ${topHeight(section)}, got ${y}`,
          'ladder-short',
          {
            id: section.id,
            top: topHeight(section),
            y,
          },
        ),
      )
  }
  return problems
}
