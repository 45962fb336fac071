import { describe, expect, it } from 'vitest'
import sectionsFile from '../../../models/castle/sections.json'
import { CASTLE_PIECES, castlePiece, validatedShippedPieces, type CastleArea } from './pieces'
import { SHIPPED_CASTLE_PIECES } from './shippedPieces'
import { areaBounds, outlineOnTable, sectionToWorld, signedDistance, worldToSection } from './footprint'
import { castleTestScene } from './testScene'
import { portalClosed } from './schema'
import { CASTLE_SECTION_KINDS } from '../mageknight/castleSections'
import { castleSectionKind } from '../mageknight/library'
import { formatProblem, parseSceneText, serializeScene, validateScene } from '../validate'
import type { Scene } from '../schema'

/** Formatted problems (or warnings) of a scene. */
function reported(scene: unknown): string[] {
  const result = validateScene(scene)
  return (result.ok ? result.warnings : result.problems).map(formatProblem)
}

const inside = (outer: CastleArea, p: readonly [number, number]) => signedDistance(outer, p) <= 1e-9

describe('models/castle/pieces.json', () => {
  it('geometry takes it trusted (shippedPieces.ts, no zod): it is the validated file, the schema transforms nothing', () => {
    // toStrictEqual ignores the schema's frozen tuples but not a default added or a key dropped.
    expect(SHIPPED_CASTLE_PIECES).toStrictEqual(validatedShippedPieces())
    expect(CASTLE_PIECES).toBe(SHIPPED_CASTLE_PIECES)
  })

  it('has one piece per section kind, all tops at the one height of 4 inches', () => {
    expect(CASTLE_PIECES.pieces.map((p) => p.kind).sort()).toEqual([...CASTLE_SECTION_KINDS].sort())
    expect(CASTLE_PIECES.height).toBeCloseTo(4 * 2.54, 12)
  })

  it('agrees with the rules data in sections.json on portals and access points', () => {
    for (const kind of sectionsFile.sections) {
      const piece = castlePiece(kind.kind as (typeof CASTLE_SECTION_KINDS)[number])
      expect(piece.portals.map((p) => p.id)).toEqual(kind.portals.map((p) => p.id))
      expect(piece.accessPoints.map((a) => [a.id, a.portal])).toEqual(
        kind.accessPoints.map((a) => [a.id, (a as { portal?: string }).portal]),
      )
    }
  })

  it('keeps every solid, top, passage, portal opening and rubble inside the outline and below the top', () => {
    for (const piece of CASTLE_PIECES.pieces) {
      const outline: CastleArea =
        piece.outline.type === 'circle'
          ? { type: 'circle', center: piece.outline.center, radius: piece.outline.radius }
          : { type: 'polygon', points: piece.outline.points }
      const corners = (c: readonly number[], s: readonly number[]): [number, number][] => [
        [c[0] - s[0] / 2, c[2] - s[2] / 2],
        [c[0] + s[0] / 2, c[2] - s[2] / 2],
        [c[0] + s[0] / 2, c[2] + s[2] / 2],
        [c[0] - s[0] / 2, c[2] + s[2] / 2],
      ]
      for (const solid of [...piece.solids, ...piece.rubble]) {
        const top = solid.center[1] + (solid.shape === 'box' ? solid.size[1] : solid.height) / 2
        expect(top).toBeLessThanOrEqual(CASTLE_PIECES.height + 1e-9)
        if (solid.shape === 'box')
          for (const p of corners(solid.center, solid.size)) expect(inside(outline, p), `${piece.kind}/${solid.id}`).toBe(true)
        else expect(signedDistance(outline, [solid.center[0], solid.center[2]]) + solid.radius).toBeLessThanOrEqual(1e-9)
      }
      for (const portal of piece.portals)
        for (const p of corners(portal.opening.center, portal.opening.size))
          expect(inside(outline, p), `${piece.kind}/${portal.id}`).toBe(true)
      for (const area of [...piece.tops.map((t) => t.area), ...piece.passages.map((p) => p.area)]) {
        const [x0, z0, x1, z1] = areaBounds(area)
        if (area.type !== 'circle')
          for (const p of [
            [x0, z0],
            [x1, z1],
          ] as [number, number][])
            expect(inside(outline, p)).toBe(true)
      }
      // Tops sit at the height; the ground access points (doors) lie on the outline.
      for (const a of piece.accessPoints) {
        expect([0, CASTLE_PIECES.height]).toContain(a.level)
        if (a.area.type === 'segment') {
          expect(Math.abs(signedDistance(outline, a.area.from))).toBeLessThan(0.2)
          expect(Math.abs(signedDistance(outline, a.area.to))).toBeLessThan(0.2)
        }
      }
    }
  })

  it('gives a wall a walkway 1.5 in deep and 6 in long that a medium base (2.5 cm) fits on', () => {
    const wall = castlePiece('wall')
    expect(areaBounds(wall.tops[0].area)).toEqual([-7.62, -1.905, 7.62, 1.905])
  })
})

describe('section coordinates', () => {
  it('turns +x toward -z for a positive rotationY, and back', () => {
    const section = { center: [10, 0, 20] as [number, number, number], rotationY: 90 }
    const p = sectionToWorld(section, [2, 0])
    expect(p[0]).toBeCloseTo(10, 12)
    expect(p[1]).toBeCloseTo(18, 12)
    const back = worldToSection(section, p)
    expect(back[0]).toBeCloseTo(2, 12)
    expect(back[1]).toBeCloseTo(0, 12)
  })

  it('finds a rotated wall on the table when it reaches onto it', () => {
    // Wall 15.24 long; centre 5 cm past the edge x = 0; turned 90 degrees it runs along z and
    // stays 5 - 1.905 = 3.1 cm off; unturned it reaches 7.62 - 5 = 2.62 cm onto the table.
    const wall = { id: 'w', kind: 'wall' as const, side: 'c', center: [-5, 0, 40] as [number, number, number], version: 'heavy' as const }
    expect(outlineOnTable(wall, 90, 90)).toBe(true)
    expect(outlineOnTable({ ...wall, rotationY: 90 }, 90, 90)).toBe(false)
  })
})

describe('castle scenes', () => {
  it('accepts the test castle with no warnings', () => {
    expect(reported(castleTestScene())).toEqual([])
  })

  it('keeps older scenes without a castle valid', () => {
    const scene: Partial<Scene> = castleTestScene()
    delete scene.castle
    delete scene.ladders![0].against
    expect(validateScene(scene).ok).toBe(true)
  })

  it('names an unknown kind with the allowed ones', () => {
    const scene = castleTestScene() as unknown as { castle: { sections: Record<string, unknown>[] } }
    scene.castle.sections[0].kind = 'keep'
    expect(reported(scene)).toEqual([
      'castle.sections[0].kind: expected one of citadel, roundTower, gatehouse, wall, wallGateway, got "keep"',
    ])
  })

  it('refuses a portal id the kind does not have, and portal states other than open and closed', () => {
    const scene = castleTestScene()
    scene.castle!.sections[2].portals = { portcullis: 'open', gate: 'open' }
    scene.castle!.sections[1].portals = { door: 'closed' }
    expect(reported(scene)).toEqual([
      'castle.sections[1].portals.door: no portal "door" on a wall: a wall has no portals',
      'castle.sections[2].portals.gate: no portal "gate" on a gatehouse: the portals of a gatehouse are portcullis, double-door',
    ])
    const bad = castleTestScene() as unknown as { castle: { sections: { portals?: Record<string, string> }[] } }
    bad.castle.sections[2].portals = { portcullis: 'ajar' }
    expect(reported(bad)).toEqual(['castle.sections[2].portals.portcullis: expected open or closed, got "ajar"'])
  })

  it('shares one id namespace between sections, planks, ladders, terrain and figures', () => {
    const scene = castleTestScene()
    scene.castle!.sections[0].id = 'archer'
    scene.castle!.planks![0].id = 'ladder-1'
    // Ids are read in document order (terrain, ladders, castle, figures); the later one is named.
    expect(reported(scene)).toEqual([
      'castle.planks[0].id: duplicate id "ladder-1", already used by ladders[0]',
      'figures[0].id: duplicate id "archer", already used by castle.sections[0]',
    ])
  })

  it('refuses sections entirely off the table or below its top', () => {
    const scene = castleTestScene()
    scene.castle!.sections[4].center = [130, 0, 30] // x 122.4..137.7: beyond 120
    scene.castle!.sections[0].center = [35.235, -1, 30]
    expect(reported(scene)).toEqual([
      'castle.sections[0].center[1]: below the table top: y = -1 is less than 0',
      'castle.sections[4]: lies entirely off the 120 x 90 cm table',
      'warning: castle.planks[0].to: does not rest on the top of a castle section (or another plank) at [84.32, 10.16, 30]',
    ])
  })

  it('warns about sections that overlap, not about sections that touch', () => {
    const scene = castleTestScene()
    scene.castle!.sections[1].center = [48.3, 0, 30] // 1 cm into the gatehouse
    expect(reported(scene)).toContain('warning: castle.sections[2]: overlaps castle section "w-left" (castle.sections[1])')
  })

  it('warns about a plank not parallel to the walkway it extends (ruling R-CP.2a)', () => {
    // Turned about its middle (81.82, 30) by 10 degrees: ends still on both walls, 10 > 5 degrees off.
    const scene = castleTestScene()
    const half = 2.5
    const a = (10 * Math.PI) / 180
    scene.castle!.planks![0].from = [81.82 - half * Math.cos(a), 10.16, 30 - half * Math.sin(a)]
    scene.castle!.planks![0].to = [81.82 + half * Math.cos(a), 10.16, 30 + half * Math.sin(a)]
    expect(reported(scene)).toEqual(['warning: castle.planks[0]: not parallel to the walkway it extends: 10.0 degrees off (at most 5)'])
    const slight = castleTestScene()
    const b = (4 * Math.PI) / 180
    slight.castle!.planks![0].from = [81.82 - half * Math.cos(b), 10.16, 30 - half * Math.sin(b)]
    slight.castle!.planks![0].to = [81.82 + half * Math.cos(b), 10.16, 30 + half * Math.sin(b)]
    expect(reported(slight)).toEqual([])
  })

  it('warns about a plank end in the air and a plank that is not level', () => {
    const scene = castleTestScene()
    scene.castle!.planks![0].to = [84.32, 8, 30]
    expect(reported(scene)).toEqual([
      'warning: castle.planks[0].to[1]: a plank lies level: from is at y = 10.16, to at y = 8',
      'warning: castle.planks[0].to: does not rest on the top of a castle section (or another plank) at [84.32, 8, 30]',
    ])
  })

  it('checks ladders set against a section', () => {
    const scene = castleTestScene()
    scene.ladders![0].against = 'nowhere'
    expect(reported(scene)).toEqual(['ladders[0].against: no castle section "nowhere"'])
    const tower = castleTestScene()
    tower.ladders![0].against = 'tower'
    // Ladder top (47.3, 28.095) to the tower's outline: hypot(12.065, 1.905) - 4.445 = 7.77 cm.
    expect(reported(tower)).toEqual([
      'warning: ladders[0].against: ladders stand against wall sections, not a roundTower',
      'warning: ladders[0].top: stands 7.77 cm away from section "tower" (at most 1)',
    ])
  })
})

describe('saving a castle', () => {
  it('round-trips through the serializer with keys in schema order', () => {
    const scene = castleTestScene()
    const section = scene.castle!.sections[2]
    scene.castle!.sections[2] = {
      notes: 'n',
      name: 'Gate',
      destroyed: false,
      portals: section.portals,
      clicks: 2,
      version: 'light',
      rotationY: 0,
      center: section.center,
      side: 'castle',
      kind: 'gatehouse',
      id: 'gh',
    }
    const text = serializeScene(scene)
    expect(parseSceneText(text)).toEqual({ ok: true, scene, warnings: [] })
    const saved = JSON.parse(text)
    expect(Object.keys(saved)).toEqual(['format', 'version', 'name', 'units', 'table', 'terrain', 'ladders', 'castle', 'figures'])
    expect(Object.keys(saved.castle.sections[2])).toEqual([
      'id',
      'kind',
      'side',
      'center',
      'rotationY',
      'version',
      'clicks',
      'portals',
      'destroyed',
      'name',
      'notes',
    ])
    expect(Object.keys(saved.castle.planks[0])).toEqual(['id', 'from', 'to', 'width'])
    expect(Object.keys(saved.ladders[0])).toEqual(['id', 'bottom', 'top', 'width', 'against'])
    expect(text).toContain('"center": [60, 0, 30]')
  })
})

describe('plank ends on the table (R-SC-1)', () => {
  it('are errors beside the table', () => {
    const scene = castleTestScene()
    scene.castle!.planks = [{ id: 'p', from: [119, 10.16, 30], to: [125, 10.16, 30], width: 3 }]
    expect(reported(scene).filter((p) => !p.startsWith('warning'))).toEqual([
      'castle.planks[0].to[0]: off the table: x = 125 is outside 0 to 120',
    ])
  })
})

describe('portal keys that are built-in property names', () => {
  // zod's record dropped "__proto__" without a word; JSON.parse makes it an own key, as a file would.
  it.each(['__proto__', 'constructor', 'toString'])('refuses portal %s, naming it', (key) => {
    const scene = castleTestScene()
    scene.castle!.sections[2].portals = JSON.parse(`{"portcullis": "open", ${JSON.stringify(key)}: "open"}`)
    expect(reported(scene).filter((p) => !p.startsWith('warning'))).toEqual([
      `castle.sections[2].portals.${key}: no portal "${key}" on a gatehouse: the portals of a gatehouse are portcullis, double-door`,
    ])
  })

  it('names a bad state and a portals value that is no object', () => {
    const scene: any = castleTestScene()
    scene.castle.sections[2].portals = { portcullis: 'ajar' }
    scene.castle.sections[3].portals = ['gate']
    expect(reported(scene).filter((p) => !p.startsWith('warning'))).toEqual([
      'castle.sections[2].portals.portcullis: expected open or closed, got "ajar"',
      'castle.sections[3].portals: expected an object of portal ids and their states, got ["gate"]',
    ])
  })

  it('reads a portal left out as closed, whatever the prototype holds', () => {
    const scene = castleTestScene()
    const gh = scene.castle!.sections[2]
    expect(portalClosed(gh, 'portcullis')).toBe(true)
    expect(portalClosed(gh, 'double-door')).toBe(false)
    expect(portalClosed(gh, 'constructor')).toBe(true)
  })
})

describe('section dial positions', () => {
  const errors = (clicks: number) => {
    const scene: any = castleTestScene()
    scene.castle.sections[1].clicks = clicks
    return reported(scene).filter((p) => !p.startsWith('warning'))
  }
  const last = castleSectionKind('wall').dial.clicks.length - 1

  it("accept every click of the kind's dial", () => {
    expect(errors(0)).toEqual([])
    expect(errors(last)).toEqual([])
  })

  // The castle ruling read the dial at clicks 99 and crashed.
  it('refuse a click past the dial, naming the path', () => {
    expect(errors(last + 1)).toEqual([
      `castle.sections[1].clicks: the dial of a wall has ${last + 1} clicks (0 to ${last}), got ${last + 1}`,
    ])
    expect(errors(99)).toEqual([`castle.sections[1].clicks: the dial of a wall has ${last + 1} clicks (0 to ${last}), got 99`])
  })

  it('refuse a negative or fractional click in the schema', () => {
    expect(errors(-1)).toEqual(['castle.sections[1].clicks: must be at least 0, got -1'])
    expect(errors(1.5)).toEqual(['castle.sections[1].clicks: expected an integer, got 1.5'])
  })
})

describe('many overlapping sections', () => {
  it('name the first five and count the rest, for sections and for a figure inside them', () => {
    const scene = castleTestScene()
    scene.ladders = []
    scene.castle!.planks = []
    scene.castle!.sections = Array.from({ length: 8 }, (_, i) => ({
      id: `w${i}`,
      kind: 'wall' as const,
      side: 'castle',
      center: [30, 0, 60] as [number, number, number],
      version: 'heavy' as const,
    }))
    scene.figures = [{ id: 'f', side: 'siege', size: 'medium', position: [30, 0, 60] }]
    const warnings = reported(scene)
    expect(warnings.filter((w) => w.startsWith('warning: castle.sections[7]'))).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `warning: castle.sections[7]: overlaps castle section "w${i}" (castle.sections[${i}])`),
      'warning: castle.sections[7]: overlaps 2 more castle sections',
    ])
    expect(warnings.filter((w) => w.startsWith('warning: figures[0]')).at(-1)).toBe('warning: figures[0]: overlaps 3 more castle sections')
  })
})
