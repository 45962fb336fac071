/**
 * Checks of the `castle` key's sections that the schema cannot express: portal ids and dial
 * positions of the section's kind, sections on the table and not inside each other, figures not
 * inside a section's solids. Planks and ladders have their own checks (plankChecks.ts,
 * ladderChecks.ts). Set-up rules of the game (18 and 30 inches, enclosed areas) belong to the
 * rules and the editor; these are the scene's own consistency.
 */
import { castlePiece, type CastlePrimitive } from './pieces'
import { areasOverlap, outlineOnTable, sectionOutline, sectionToWorld } from './footprint'
import type { CastleSection } from './schema'
import type { Located } from '../checks'
import { figureOverlapsPiece } from '../overlaps'
import { describeValue, error, formatPath, MAX_WARNINGS_PER_RECORD, moreWarnings, warning, type SceneProblem } from '../problems'
import type { BoxPiece, CylinderPiece, Figure } from '../schema'
import type { TerrainType } from '../terrainTypes'
import { castleSectionKind } from '../mageknight/library'

/** How far (cm) heights may differ and still count as the same level (plank ends, ladder tops). */
export const LEVEL_TOLERANCE = 0.5

const quote = (s: string) => JSON.stringify(s)

export { topHeight } from './shippedPieces'

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

// In footprint.ts, beside the outlines it compares, so geometry has it without the checks' imports.
export { areasOverlap }

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
