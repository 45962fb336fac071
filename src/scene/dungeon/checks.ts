/**
 * Checks of the `dungeon` key that the schema cannot express: the board on the table, segments
 * inside it and apart, walls, doorways, entrances and terrain on open squares, artifacts placed
 * as 002 "Das Platzieren der Artefakte" allows, pillars as 002 "Steinsäule" allows
 * (checksPillars.ts), figures on free squares, the hero team's sides present. Each problem names
 * its path (`dungeon.artifacts[2].at`). The rules of play (moving, using artifacts) are
 * src/rules/mageknight/dungeons'; these are the board's own consistency.
 */
import type { Located } from '../checks'
import { error, type PathSegment, type SceneProblem, warning } from '../problems'
import type { Figure } from '../schema'
import { across, artifactSquares, DungeonBoard, edgeKey, squareKey } from './board'
import { checkPillars } from './checksPillars'
import { HAUNTED_ARTIFACTS, isPillar, SQUARE_CM, type Artifact, type Dungeon, type Square } from './schema'

/** Rounding allowance (cm) for the board's far edges against the table's. */
const FIT_TOLERANCE = 1e-6
/** The kinds that lie on 1 × 2 squares and so take `along` (002 "Drachenaltar", "Tisch"). */
const LONG_KINDS: readonly Artifact['kind'][] = ['dragon-altar', 'table']

const sq = (s: Square): string => `[${s[0]}, ${s[1]}]`
const isHaunted = (kind: Artifact['kind']): boolean => (HAUNTED_ARTIFACTS as readonly string[]).includes(kind)

/** The board's far corner lies on the table: origin + columns (rows) × 2.54 cm within its width (depth). */
function checkFit(dungeon: Dungeon, path: readonly PathSegment[], table: { width: number; depth: number }): SceneProblem[] {
  const problems: SceneProblem[] = []
  const axes = [
    ['columns', dungeon.columns, table.width, 'width', 'x'],
    ['rows', dungeon.rows, table.depth, 'depth', 'z'],
  ] as const
  axes.forEach(([key, count, limit, name, axis], i) => {
    const from = dungeon.origin[i]
    const to = from + count * SQUARE_CM
    if (from < -FIT_TOLERANCE)
      problems.push(
        error([...path, 'origin', i], `off the table: ${axis} = ${from} is less than 0`, 'board-off-table', { axis, value: from }),
      )
    else if (to > limit + FIT_TOLERANCE)
      problems.push(
        error(
          [...path, key],
          `the board does not fit the table: ${count} ${key} of 2.54 cm from ${axis} = ${from} reach ${+to.toFixed(4)}, beyond its ${name} of ${limit} cm`,
          'board-too-large',
          { count, lines: key, axis, from, to: +to.toFixed(4), side: name, limit },
        ),
      )
  })
  return problems
}

/** Segment blocks beyond the board, and squares a second segment claims again. */
function checkSegments(dungeon: Dungeon, path: readonly PathSegment[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const owner = new Map<string, string>()
  dungeon.segments.forEach((segment, i) => {
    segment.squares.forEach((rect, j) => {
      const at = [...path, 'segments', i, 'squares', j]
      const [c, r] = rect.at
      if (c + rect.size[0] > dungeon.columns || r + rect.size[1] > dungeon.rows)
        problems.push(
          error(
            at,
            `beyond the board: squares ${sq(rect.at)} to ${sq([c + rect.size[0] - 1, r + rect.size[1] - 1])} on a board of ${dungeon.columns} x ${dungeon.rows}`,
            'segment-beyond-board',
            { from: sq(rect.at), to: sq([c + rect.size[0] - 1, r + rect.size[1] - 1]), columns: dungeon.columns, rows: dungeon.rows },
          ),
        )
      let overlap = 0
      let first: Square | null = null
      let other = ''
      for (let rr = r; rr < r + rect.size[1]; rr++)
        for (let cc = c; cc < c + rect.size[0]; cc++) {
          const key = squareKey([cc, rr])
          const before = owner.get(key)
          if (before !== undefined && before !== segment.id) {
            overlap++
            first ??= [cc, rr]
            other ||= before
          } else if (before === undefined) owner.set(key, segment.id)
        }
      if (first)
        problems.push(
          error(at, `overlaps segment "${other}" on ${overlap} square(s), first ${sq(first)}`, 'segment-overlap', {
            segment: other,
            count: overlap,
            first: sq(first),
          }),
        )
    })
  })
  return problems
}

/** Walls, doorways, entrances and terrain markers on open squares; a doorway between two segments. */
function checkEdgesAndSquares(board: DungeonBoard, path: readonly PathSegment[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const { dungeon } = board
  const doorways = new Set((dungeon.doorways ?? []).map((d) => edgeKey(d.at, d.side)))
  ;(dungeon.walls ?? []).forEach((w, i) => {
    if (!board.isOpen(w.at))
      problems.push(error([...path, 'walls', i, 'at'], `not an open square: ${sq(w.at)} is rock`, 'square-is-rock', { square: sq(w.at) }))
    else if (doorways.has(edgeKey(w.at, w.side)))
      problems.push(
        error([...path, 'walls', i], `a doorway stands on the same edge (${sq(w.at)} ${w.side})`, 'wall-on-doorway', {
          square: sq(w.at),
          side: w.side,
        }),
      )
  })
  ;(dungeon.doorways ?? []).forEach((d, i) => {
    const next = across(d.at, d.side)
    const at = [...path, 'doorways', i]
    if (!board.isOpen(d.at) || !board.isOpen(next))
      problems.push(
        error(
          [...path, 'doorways', i, 'at'],
          `a doorway joins two open squares: ${sq(board.isOpen(d.at) ? next : d.at)} is rock or off the board`,
          'doorway-on-rock',
          { square: sq(board.isOpen(d.at) ? next : d.at) },
        ),
      )
    else if (board.segmentOf(d.at) === board.segmentOf(next))
      problems.push(
        error(
          at,
          `a doorway joins two segments: ${sq(d.at)} and ${sq(next)} are both in "${board.segmentOf(d.at)?.id}"`,
          'doorway-in-segment',
          {
            square: sq(d.at),
            next: sq(next),
            segment: board.segmentOf(d.at)?.id ?? '',
          },
        ),
      )
  })
  ;(dungeon.entrances ?? []).forEach((e, i) => {
    if (!board.isOpen(e.at))
      problems.push(
        error([...path, 'entrances', i, 'at'], `not an open square: ${sq(e.at)} is rock`, 'square-is-rock', { square: sq(e.at) }),
      )
  })
  const marked = new Set<string>()
  ;(dungeon.terrain ?? []).forEach((t, i) => {
    const at = [...path, 'terrain', i, 'at']
    if (!board.isOpen(t.at)) problems.push(error(at, `not an open square: ${sq(t.at)} is rock`, 'square-is-rock', { square: sq(t.at) }))
    if (marked.has(squareKey(t.at)))
      problems.push(error(at, `a second terrain marker on ${sq(t.at)}`, 'second-terrain-marker', { square: sq(t.at) }))
    marked.add(squareKey(t.at))
  })
  return problems
}

/** 002 "Das Platzieren der Artefakte": open squares, nothing blocking underneath, footprints and tokens per kind. */
function checkArtifacts(board: DungeonBoard, path: readonly PathSegment[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const taken = new Map<string, string>()
  ;(board.dungeon.artifacts ?? []).forEach((artifact, i) => {
    const at = [...path, 'artifacts', i]
    if (artifact.along !== undefined && !LONG_KINDS.includes(artifact.kind))
      problems.push(
        error(
          [...at, 'along'],
          `only a dragon altar or a table lies along two squares; a ${artifact.kind} takes no "along"`,
          'artifact-not-long',
          {
            kind: artifact.kind,
          },
        ),
      )
    if (isHaunted(artifact.kind) && artifact.tokens === undefined)
      problems.push(
        error(
          [...at, 'tokens'],
          `a haunted artifact needs its tokens (002 "Die Artefaktmarken"): yellow, blue and red counts`,
          'artifact-needs-tokens',
        ),
      )
    if (!isHaunted(artifact.kind) && artifact.tokens !== undefined)
      problems.push(error([...at, 'tokens'], `a furnishing gets no artifact tokens (002 "Dungeons-Einrichtungen")`, 'furnishing-no-tokens'))
    for (const square of artifactSquares(artifact)) {
      const key = squareKey(square)
      if (!board.isOpen(square))
        problems.push(
          error([...at, 'at'], `covers ${sq(square)}, which is rock or off the board`, 'artifact-on-rock', { square: sq(square) }),
        )
      else if (board.terrainAt(square) === 'blocking')
        problems.push(
          error([...at, 'at'], `covers ${sq(square)} over blocking terrain (002 "Das Platzieren der Artefakte")`, 'artifact-on-blocking', {
            square: sq(square),
          }),
        )
      const other = taken.get(key)
      if (other !== undefined)
        problems.push(
          error([...at, 'at'], `covers ${sq(square)}, already under artifact "${other}"`, 'artifact-overlap', {
            square: sq(square),
            artifact: other,
          }),
        )
      else taken.set(key, artifact.id)
    }
  })
  return problems
}

/** Segment, doorway, entrance and artifact ids: one namespace, since rules and views name them alone. */
function checkIds(dungeon: Dungeon, path: readonly PathSegment[]): SceneProblem[] {
  const seen = new Map<string, string>()
  const problems: SceneProblem[] = []
  const lists = [
    ['segments', dungeon.segments],
    ['doorways', dungeon.doorways ?? []],
    ['entrances', dungeon.entrances ?? []],
    ['artifacts', dungeon.artifacts ?? []],
  ] as const
  for (const [key, list] of lists)
    list.forEach((record, i) => {
      const first = seen.get(record.id)
      if (first !== undefined)
        problems.push(
          error([...path, key, i, 'id'], `duplicate id "${record.id}" in the dungeon, already used by ${first}`, 'duplicate-id', {
            id: record.id,
            first,
          }),
        )
      else seen.set(record.id, `dungeon.${key}[${i}]`)
    })
  return problems
}

/**
 * Figures on the board stand on an open square without a blocking marker or a pillar, and not
 * on an artifact (002 "Artefaktregeln": a move may not end there): warnings, like a figure inside
 * terrain, a misplaced click the sandbox still loads (ruling R-DG.4). Hero team sides present.
 */
function checkFigures(board: DungeonBoard, figures: readonly Located<Figure>[], path: readonly PathSegment[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const { path: at, record } of figures) {
    const where = [...at, 'position']
    const square = board.squareAt(record.position[0], record.position[2])
    if (square === null) problems.push(warning(where, `stands off the dungeon board`, 'figure-off-board'))
    else if (!board.isOpen(square))
      problems.push(warning(where, `stands on rock at square ${sq(square)}`, 'figure-on-rock', { square: sq(square) }))
    else if (board.terrainAt(square) === 'blocking')
      problems.push(warning(where, `stands on blocking terrain at square ${sq(square)}`, 'figure-on-blocking', { square: sq(square) }))
    else {
      const artifact = board.artifactAt(square)
      if (artifact && isPillar(artifact))
        problems.push(
          warning(where, `stands on ${artifact.kind} "${artifact.id}" at square ${sq(square)}`, 'figure-on-pillar', {
            kind: artifact.kind,
            artifact: artifact.id,
            square: sq(square),
          }),
        )
      else if (artifact)
        problems.push(
          warning(where, `stands on artifact "${artifact.id}" at square ${sq(square)}, where no move may end (002)`, 'figure-on-artifact', {
            artifact: artifact.id,
            square: sq(square),
          }),
        )
    }
  }
  const sides = new Set(figures.map((f) => f.record.side))
  board.dungeon.heroTeam.forEach((side, i) => {
    if (!sides.has(side))
      problems.push(warning([...path, 'heroTeam', i], `no figure of side "${side}" in the scene`, 'no-figure-of-side', { side }))
  })
  return problems
}

/** Every check of a (schema-valid) dungeon, in the order of its keys; the table is absent when it is invalid itself. */
export function checkDungeon(
  located: Located<Dungeon>,
  figures: readonly Located<Figure>[],
  table?: { width: number; depth: number },
): SceneProblem[] {
  const { path, record: dungeon } = located
  const board = new DungeonBoard(dungeon)
  return [
    ...(table ? checkFit(dungeon, path, table) : []),
    ...checkIds(dungeon, path),
    ...checkSegments(dungeon, path),
    ...checkEdgesAndSquares(board, path),
    ...checkArtifacts(board, path),
    ...checkPillars(board, path),
    ...checkFigures(board, figures, path),
  ]
}
