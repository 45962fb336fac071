import { describe, expect, it } from 'vitest'
import type { Located } from '../checks'
import type { SceneProblem } from '../problems'
import type { Figure } from '../schema'
import { sceneWith } from '../testScenes'
import { validateScene } from '../validate'
import { DungeonBoard } from './board'
import { checkDungeon } from './checks'
import type { Artifact, Dungeon } from './schema'

// Room A covers columns 0–3, rows 0–2; corridor C columns 4–7 on row 1; one doorway on A's
// east edge at [3,1]; an entrance at the corridor's far end [7,1]. 8 × 5 squares from origin 0:
// the board is 8 × 2.54 = 20.32 cm wide and 5 × 2.54 = 12.7 cm deep.
const base: Dungeon = {
  origin: [0, 0],
  columns: 8,
  rows: 5,
  heroTeam: ['heroes'],
  segments: [
    { id: 'A', kind: 'room', squares: [{ at: [0, 0], size: [4, 3] }] },
    { id: 'C', kind: 'corridor', squares: [{ at: [4, 1], size: [4, 1] }] },
  ],
  doorways: [{ id: 'd1', at: [3, 1], side: 'e' }],
  entrances: [{ id: 'e1', at: [7, 1] }],
}
const table = { width: 30, depth: 30 }
const tokens = { yellow: 1, blue: 1, red: 0 }
/** A hero at a square's centre (figures stand on centres, y = 0). */
const hero = (id: string, [c, r]: [number, number], side = 'heroes'): Located<Figure> => ({
  path: ['figures', 0],
  record: { id, side, size: 'medium', position: [(c + 0.5) * 2.54, 0, (r + 0.5) * 2.54] },
})

const check = (dungeon: Partial<Dungeon>, figures = [hero('h', [6, 1])], t = table): SceneProblem[] =>
  checkDungeon({ path: ['dungeon'], record: { ...base, ...dungeon } }, figures, t)
const withArtifacts = (...artifacts: Artifact[]) => check({ artifacts })
const at = (problems: SceneProblem[]) => problems.map((p) => p.path)

describe('dungeon checks: the board', () => {
  it('finds nothing wrong with a room, a corridor, a doorway and an entrance on a table that holds them', () => {
    expect(check({})).toEqual([])
  })
  it('refuses a board beyond the table: 8 columns × 2.54 = 20.32 cm do not fit 20 cm', () => {
    const problems = check({}, undefined, { width: 20, depth: 30 })
    expect(at(problems)).toEqual(['dungeon.columns'])
    expect(problems[0].message).toContain('20.32')
  })
  it('refuses segment blocks beyond the board and segments on the same squares', () => {
    const problems = check({
      segments: [
        ...base.segments,
        {
          id: 'B',
          kind: 'room',
          squares: [
            { at: [3, 0], size: [2, 1] },
            { at: [6, 4], size: [3, 1] },
          ],
        },
      ],
      doorways: [],
    })
    expect(at(problems)).toEqual(['dungeon.segments[2].squares[0]', 'dungeon.segments[2].squares[1]'])
    expect(problems[0].message).toContain('overlaps segment "A" on 1 square(s), first [3, 0]')
  })
  it('refuses a doorway inside one segment or toward rock, walls, entrances and terrain on rock', () => {
    const problems = check({
      doorways: [
        { id: 'd1', at: [0, 0], side: 'e' },
        { id: 'd2', at: [4, 1], side: 'n' },
      ],
      walls: [
        { at: [5, 3], side: 'e' },
        { at: [1, 0], side: 'w' },
      ],
      entrances: [{ id: 'e1', at: [0, 4] }],
      terrain: [
        { at: [7, 0], type: 'water' },
        { at: [1, 1], type: 'difficult' },
        { at: [1, 1], type: 'blocking' },
      ],
    })
    expect(at(problems)).toEqual([
      'dungeon.walls[0].at',
      // [1,0] west is [0,0] east, where doorway d1 stands.
      'dungeon.walls[1]',
      'dungeon.doorways[0]',
      'dungeon.doorways[1].at',
      'dungeon.entrances[0].at',
      'dungeon.terrain[0].at',
      'dungeon.terrain[2].at',
    ])
  })
  it('refuses ids used twice among segments, doorways, entrances and artifacts', () => {
    expect(at(check({ entrances: [{ id: 'A', at: [7, 1] }] }))).toEqual(['dungeon.entrances[0].id'])
  })
})

describe('dungeon checks: 002 "Das Platzieren der Artefakte"', () => {
  it('wants tokens on a haunted artifact and refuses them on a furnishing (002 "Die Artefaktmarken", "Dungeons-Einrichtungen")', () => {
    const problems = withArtifacts({ id: 's', kind: 'statue-of-sharise', at: [0, 0] }, { id: 'c', kind: 'chair', at: [1, 0], tokens })
    expect(at(problems)).toEqual(['dungeon.artifacts[0].tokens', 'dungeon.artifacts[1].tokens'])
  })
  it('takes "along" only on the dragon altar and the table (002 "Drachenaltar", "Tisch")', () => {
    const ok = withArtifacts(
      { id: 't', kind: 'table', at: [0, 0], along: 'ns' },
      { id: 'a', kind: 'dragon-altar', at: [1, 0], along: 'ew', tokens },
    )
    expect(ok).toEqual([])
    expect(at(withArtifacts({ id: 'o', kind: 'rune-obelisk', at: [0, 0], along: 'ew', tokens }))).toEqual(['dungeon.artifacts[0].along'])
  })
  it('refuses a piece over rock, over a blocking marker or over another artifact', () => {
    const problems = check({
      terrain: [{ at: [1, 2], type: 'blocking' }],
      artifacts: [
        // A table along ns from [3,2] reaches [3,3]: rock.
        { id: 't', kind: 'table', at: [3, 2], along: 'ns' },
        // The large pond from [0,1] covers [0,1], [1,1], [0,2], [1,2]: the last under the marker.
        { id: 'p', kind: 'large-pond', at: [0, 1], tokens },
        { id: 'c', kind: 'chair', at: [1, 1] },
      ],
    })
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'dungeon.artifacts[0].at: covers [3, 3], which is rock or off the board',
      'dungeon.artifacts[1].at: covers [1, 2] over blocking terrain (002 "Das Platzieren der Artefakte")',
      'dungeon.artifacts[2].at: covers [1, 1], already under artifact "p"',
    ])
  })
})

describe('dungeon checks: 002 "Steinsäule"', () => {
  it("refuses a pillar in a corridor, on a doorway's square or on an entrance", () => {
    const problems = withArtifacts(
      { id: 'p1', kind: 'stone-pillar', at: [5, 1] },
      { id: 'p2', kind: 'all-seeing-pillar', at: [3, 1] },
      { id: 'p3', kind: 'stone-pillar', at: [7, 1] },
    )
    expect(problems.map((p) => p.message.split(' (')[0])).toEqual([
      'a stone-pillar may not stand in a corridor',
      // The corridor square [5,1] also splits the corridor: [6,1] and [7,1] lie beyond it.
      'a stone-pillar may not block the only remaining way',
      'a all-seeing-pillar may not stand in a doorway',
      // [3,1] is the room's only way to the doorway: the corridor [4,1] is cut off from A.
      'a all-seeing-pillar may not block the only remaining way',
      'a stone-pillar may not stand in a corridor',
      'a stone-pillar may not stand on an entrance',
    ])
  })
  it('lets a pillar stand in the open room, where every square stays reachable around it', () => {
    expect(withArtifacts({ id: 'p', kind: 'stone-pillar', at: [1, 1] })).toEqual([])
  })
  it('refuses a pillar that cuts off the only remaining way, naming the squares cut off', () => {
    // An inner wall line under row 0 from column 0 to 2 leaves [3,0] to [3,1] as row 0's only
    // way to the rest of A. A pillar on [0,0] (a dead end) cuts off nothing; a pillar on [3,0]
    // cuts [0,0], [1,0] and [2,0] off from everything else.
    const walls = [0, 1, 2].map((c) => ({ at: [c, 0] as [number, number], side: 's' as const }))
    expect(check({ walls, artifacts: [{ id: 'p', kind: 'stone-pillar', at: [0, 0] }] })).toEqual([])
    const problems = check({ walls, artifacts: [{ id: 'p', kind: 'stone-pillar', at: [3, 0] }] })
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'dungeon.artifacts[0].at: a stone-pillar may not block the only remaining way (002 "Steinsäule"): it cuts off [0, 0], [1, 0], [2, 0]',
    ])
  })
  it('judges pillars in order: the second of two pillars that together close a way is the one refused', () => {
    // Walls under [0,0] and [1,0]: row 0's west end leaves through [2,0], south to [2,1] or east
    // to [3,0]. A pillar on [3,0] alone closes neither way out; a second on [2,1] closes the
    // last one and cuts [0,0], [1,0] and [2,0] off.
    const walls = [0, 1].map((c) => ({ at: [c, 0] as [number, number], side: 's' as const }))
    const problems = check({
      walls,
      artifacts: [
        { id: 'p1', kind: 'stone-pillar', at: [3, 0] },
        { id: 'p2', kind: 'stone-pillar', at: [2, 1] },
      ],
    })
    expect(at(problems)).toEqual(['dungeon.artifacts[1].at'])
    expect(problems[0].message).toContain('it cuts off [0, 0], [1, 0], [2, 0]')
  })
})

describe('dungeon checks: figures and the hero team', () => {
  it('warns of a figure on rock, on blocking terrain, on a pillar or on an artifact, and of a hero side without figures (R-DG.4)', () => {
    const figures = [hero('a', [0, 4]), hero('b', [1, 1]), hero('c', [1, 0]), hero('d', [2, 2]), hero('e', [20, 20], 'spawn')]
    const problems = checkDungeon(
      {
        path: ['dungeon'],
        record: {
          ...base,
          heroTeam: ['heroes', 'nobody'],
          terrain: [{ at: [1, 1], type: 'blocking' }],
          artifacts: [
            { id: 'p', kind: 'stone-pillar', at: [1, 0] },
            { id: 'f', kind: 'bone-fountain', at: [2, 2], tokens },
          ],
        },
      },
      figures,
      table,
    )
    expect(problems.every((p) => p.severity === 'warning')).toBe(true)
    expect(problems.map((p) => p.message)).toEqual([
      'stands on rock at square [0, 4]',
      'stands on blocking terrain at square [1, 1]',
      'stands on stone-pillar "p" at square [1, 0]',
      'stands on artifact "f" at square [2, 2], where no move may end (002)',
      'stands off the dungeon board',
      'no figure of side "nobody" in the scene',
    ])
  })
})

describe('dungeon checks at load', () => {
  it('reports a dungeon problem by its path when a scene is validated', () => {
    const scene = {
      ...sceneWith({}),
      dungeon: {
        ...base,
        artifacts: [
          { id: 'x', kind: 'chair', at: [6, 1] },
          { id: 'y', kind: 'stone-pillar', at: [0, 3] },
        ],
      },
    }
    const result = validateScene(scene)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.map((p) => p.path)).toContain('dungeon.artifacts[1].at')
    // The board reading agrees: [0,3] is rock.
    expect(new DungeonBoard(base).isOpen([0, 3])).toBe(false)
  })
})
