import { describe, expect, it } from 'vitest'
import castleSiegeJson from '../../../models/mageknight/castle-siege.json'
import sectionsJson from '../../../models/castle/sections.json'
import { MkDialSchema, MkFigureCardSchema, type MkClick } from './dial'
import { CASTLE_ACCESS_IDS, CASTLE_PORTAL_IDS, CASTLE_SECTION_KINDS } from './castleSections'
import {
  buildMkLibrary,
  castleSectionKind,
  formatMkProblem,
  MK_LIBRARY,
  mkFigureCard,
  SHIPPED_CASTLE_SECTIONS_FILE,
  SHIPPED_MK_FIGURE_FILES,
  validatedShippedMkLibrary,
} from './library'
import { SHIPPED_MK_LIBRARY } from './shippedLibrary'

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T
const towersIn = (c: MkClick) => [c.fortification, c.attack, c.defence, c.damage].filter((v) => v?.value === 'brokenTower').length

describe('shipped castle sections (001 "Punktwert")', () => {
  // The rules' table, typed in again here from the text, not read from the data.
  const TABLE = { citadel: [173, 84], roundTower: [113, 59], gatehouse: [112, 53], wall: [20, 12] } as const

  it.each(Object.entries(TABLE))('%s: heavy from click 0, light from click 3, points as in the table', (kind, [heavy, light]) => {
    const s = castleSectionKind(kind as keyof typeof TABLE)
    expect(s.versions.heavy).toEqual({ name: 'heavy', points: heavy, startClick: 0 })
    expect(s.versions.light).toEqual({ name: 'light', points: light, startClick: 3 })
  })

  it('the wall with a gateway costs what a wall costs (R-MK-1a)', () => {
    expect(castleSectionKind('wallGateway').versions).toEqual(castleSectionKind('wall').versions)
  })

  it.each(CASTLE_SECTION_KINDS)('%s: portals and access points as its special rules list them', (kind) => {
    const s = castleSectionKind(kind)
    expect(s.portals.map((p) => p.id)).toEqual([...CASTLE_PORTAL_IDS[kind]])
    expect(s.accessPoints.map((a) => a.id)).toEqual([...CASTLE_ACCESS_IDS[kind]])
    expect(s.standInValues).toBe(true)
  })

  it.each(CASTLE_SECTION_KINDS)('%s: the last click shows three broken towers, none before; a yellow square comes first', (kind) => {
    const clicks = castleSectionKind(kind).dial.clicks
    expect(towersIn(clicks[clicks.length - 1])).toBe(3)
    expect(clicks.slice(0, -1).every((c) => towersIn(c) === 0)).toBe(true)
    const firstYellow = clicks.findIndex((c) => c.fortification?.yellowSquare)
    expect(firstYellow).toBeGreaterThan(3) // after the light start
    expect(firstYellow).toBeLessThan(clicks.length - 1)
  })

  it('walls have no attack or damage values and no range; the attacking kinds do', () => {
    for (const kind of ['wall', 'wallGateway'] as const) {
      const d = castleSectionKind(kind).dial
      expect(d.rangeIn).toBe(0)
      expect(d.clicks.every((c) => c.damage === null && (c.attack === null || c.attack.value === 'brokenTower'))).toBe(true)
    }
    for (const kind of ['citadel', 'roundTower', 'gatehouse'] as const) expect(castleSectionKind(kind).dial.rangeIn).toBeGreaterThan(4)
  })

  it("a heavy wall starts at fortification 3, as in the rules' example", () => {
    expect(castleSectionKind('wall').dial.clicks[0].fortification?.value).toBe(3)
  })
})

describe('shipped figures', () => {
  it("Bone Golem starts at defence 16 (the rules' example); Steam Golem may hit castles with damage 4", () => {
    expect(mkFigureCard('mk-bone-golem').dials[0].clicks[0].defence.value).toBe(16)
    expect(mkFigureCard('mk-steam-golem').dials[0].clicks[0].damage?.value).toBe(4)
  })
  it('has a large figure with four dials, a titan, a mounted figure, a damage-3 hero and a Magic Blast hero', () => {
    const all = Object.values(MK_LIBRARY.figures)
    expect(all.some((f) => f.largeFigure && f.dials.length === 4)).toBe(true)
    expect(all.some((f) => f.titan)).toBe(true)
    expect(all.some((f) => f.mounted)).toBe(true)
    expect(mkFigureCard('mk-crossbowman').dials[0].clicks[0].damage?.value).toBe(3)
    expect(mkFigureCard('mk-battle-mage').dials[0].clicks[0].attack?.abilities).toContain('magicBlast')
  })
  it('unknown ids are named', () => {
    expect(() => mkFigureCard('mk-nobody')).toThrow(/"mk-nobody".*known: mk-steam-golem/)
  })
})

describe('schema refusals name the field', () => {
  const wallDial = () => clone(castleSectionKind('wall').dial)

  it('a fortification dial with a speed value', () => {
    const d = wallDial() as Record<string, unknown> & { clicks: Record<string, unknown>[] }
    d.clicks[1] = { ...d.clicks[1], speed: { value: 3 } }
    const issues = MkDialSchema.safeParse(d).error?.issues ?? []
    expect(issues.map((i) => i.path.join('.'))).toEqual(['clicks.1.speed'])
  })

  it('a figure dial with nothing printed at attack', () => {
    const card = clone(mkFigureCard('mk-crossbowman')) as unknown as { dials: { clicks: { attack: unknown }[] }[] }
    card.dials[0].clicks[2].attack = null
    const issues = MkFigureCardSchema.safeParse(card).error?.issues ?? []
    expect(issues.map((i) => i.path.join('.'))).toEqual(['dials.0.clicks.2.attack'])
  })

  it('a large figure needs four dials; arcs must make a full circle; start clicks must exist', () => {
    const card = clone(mkFigureCard('mk-fire-dragon'))
    card.dials = card.dials.slice(0, 2)
    card.base.rearArcDeg = 10
    card.versions[1].startClick = 99
    const paths = (MkFigureCardSchema.safeParse(card).error?.issues ?? []).map((i) => i.path.join('.')).sort()
    expect(paths).toEqual(['base.rearArcDeg', 'dials', 'versions.1.startClick', 'versions.1.startClick'])
  })

  it('buildMkLibrary: file and path in each problem, all problems at once', () => {
    const figures = clone(castleSiegeJson) as { figures: { id: string; base: { diameterIn: number } }[] }
    figures.figures[1].id = figures.figures[0].id
    figures.figures[2].base.diameterIn = -1
    const sections = clone(sectionsJson) as { sections: { kind: string; portals: unknown[] }[] }
    sections.sections = sections.sections.filter((s) => s.kind !== 'gatehouse')
    sections.sections[0].portals = []
    const result = buildMkLibrary([{ source: 'a.json', value: figures }], { source: 's.json', value: sections })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map(formatMkProblem)).toEqual([
      'a.json: figures[2].base.diameterIn: must be greater than 0, got -1',
      's.json: sections[0].portals: a citadel has the portals [door-1, door-2] (001), got []',
      's.json: sections[0].accessPoints[0].portal: no portal "door-1" on a citadel',
      's.json: sections[0].accessPoints[1].portal: no portal "door-2" on a citadel',
    ])
    // The duplicate id is found once the file parses.
    figures.figures[2].base.diameterIn = 1
    const again = buildMkLibrary([{ source: 'a.json', value: figures }], SHIPPED_CASTLE_SECTIONS_FILE)
    expect(again.ok ? [] : again.problems.map(formatMkProblem)).toEqual([
      'a.json: figures[1].id: figure id "mk-steam-golem" is already used in a.json',
    ])
  })

  it('a missing section kind is reported', () => {
    const sections = clone(sectionsJson) as { sections: { kind: string }[] }
    sections.sections = sections.sections.filter((s) => s.kind !== 'gatehouse')
    const result = buildMkLibrary(SHIPPED_MK_FIGURE_FILES, { source: 's.json', value: sections })
    expect(result.ok ? [] : result.problems.map(formatMkProblem)).toEqual(['s.json: sections: missing section kinds: gatehouse'])
  })
})

describe('ids that are built-in property names', () => {
  it.each(['constructor', '__proto__', 'toString'])('finds no shipped figure %s', (id) => {
    expect(() => mkFigureCard(id)).toThrow(`no Mage Knight figure "${id}"`)
  })

  it('keeps a figure "constructor" of a data file, and finds it twice named', () => {
    const figures = clone(castleSiegeJson) as { figures: { id: string }[] }
    figures.figures[0].id = 'constructor'
    const result = buildMkLibrary([{ source: 'a.json', value: figures }], SHIPPED_CASTLE_SECTIONS_FILE)
    expect(result.ok).toBe(true)
    if (result.ok) expect(mkFigureCard('constructor', result.library).id).toBe('constructor')
    const twice = buildMkLibrary(
      [
        { source: 'a.json', value: figures },
        { source: 'b.json', value: { ...figures, figures: [figures.figures[0]] } },
      ],
      SHIPPED_CASTLE_SECTIONS_FILE,
    )
    expect(twice.ok ? [] : twice.problems.map(formatMkProblem)).toEqual([
      'b.json: figures[0].id: figure id "constructor" is already used in a.json',
    ])
  })
})

describe('the trusted shipped library (shippedLibrary.ts: geometry and heat map workers, no zod)', () => {
  it('is the validated library: the schemas transform nothing, so trusting the files loses nothing', () => {
    // toStrictEqual: a schema that added a default or dropped a key would make them differ.
    expect(SHIPPED_MK_LIBRARY).toStrictEqual(validatedShippedMkLibrary())
    expect(Object.keys(SHIPPED_MK_LIBRARY.figures)).toEqual(Object.keys(validatedShippedMkLibrary().figures))
  })

  it('is the object the rules get as MK_LIBRARY', () => {
    expect(MK_LIBRARY).toBe(SHIPPED_MK_LIBRARY)
  })
})
