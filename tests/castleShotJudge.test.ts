import { afterEach, describe, expect, it } from 'vitest'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { judgeCastleShot } from '../src/judge/castle/shot'
import type { CastleSection } from '../src/scene/castle/schema'
import type { Figure, Scene } from '../src/scene/schema'

/**
 * The castle report through the real geometry. Geometry derived by hand from
 * models/castle/pieces.json: a wall at (60, 0, 30) unturned spans x 52.38..67.62 and z
 * 28.095..31.905 (outer face at z = 28.095, the field at smaller z), top at 10.16; a gatehouse
 * at (60, 0, 30) has its passage at x 57.46..62.54 and its portcullis across z 24.92..25.52
 * (opening centre z 30 - 4.78, 0.6 deep), 6.35 high.
 */
const IN = 2.54
const TOP = 10.16
const worlds: TableWorld[] = []
afterEach(() => worlds.splice(0).forEach((w) => w.dispose()))

const fig = (id: string, card: string | undefined, side: string, position: [number, number, number]): Figure => ({
  id,
  side,
  size: 'medium',
  position,
  ...(card ? { mk: { card } } : {}),
})

async function world(sections: CastleSection[], figures: Figure[]): Promise<TableWorld> {
  const scene: Scene = {
    format: 'sightline-scene',
    version: 1,
    name: 't',
    units: 'cm',
    table: { width: 120, depth: 120 },
    terrain: [],
    castle: { sections },
    figures,
  }
  const w = await TableWorld.create(scene)
  worlds.push(w)
  return w
}
const row = (rows: { key: string; value: unknown }[], key: string) => rows.find((r) => r.key === key)?.value
const wall: CastleSection = { id: 'w-1', kind: 'wall', side: 'mark', center: [60, 0, 30], version: 'heavy' }

describe('judgeCastleShot: figures on sections (001 "Helden in Castle Sektionen angreifen")', () => {
  it("the rules' example: Steam Golem on the ground 6 in before the wall, Bone Golem on it: defence 16 + 3 + 1 = 20", async () => {
    // Steam golem at z = 30 - 6 in = 14.76: the line of fire to z = 30 crosses the outer face z = 28.095.
    const w = await world(
      [wall],
      [fig('steam', 'mk-steam-golem', 'dave', [60, 0, 30 - 6 * IN]), fig('bone', 'mk-bone-golem', 'mark', [60, TOP, 30])],
    )
    const j = judgeCastleShot(w, 'steam', 'bone')
    expect(j.crossesOuterEdge).toBe(true)
    expect(j.lineOfFire.status).toBe('clear')
    expect(row(j.rows, 'horizontalDistance')).toBeCloseTo(6, 9)
    expect(row(j.rows, 'fortification')).toBe(3)
    expect(row(j.rows, 'heightAdvantage')).toBe(1)
    expect(row(j.rows, 'defenceTotal')).toBe(20)
    expect(row(j.rows, 'castleShotAllowed')).toBe(true)
    expect(j.rows.find((r) => r.key === 'fortification')?.clause.section).toBe('Helden in Castle Sektionen angreifen')
  })

  it('from the courtyard the line crosses only the inner face: no fortification, height advantage stays (16 + 1)', async () => {
    const w = await world(
      [wall],
      [fig('steam', 'mk-steam-golem', 'dave', [60, 0, 30 + 6 * IN]), fig('bone', 'mk-bone-golem', 'mark', [60, TOP, 30])],
    )
    const j = judgeCastleShot(w, 'steam', 'bone')
    expect(j.crossesOuterEdge).toBe(false)
    expect(row(j.rows, 'fortification')).toBe(0)
    expect(row(j.rows, 'defenceTotal')).toBe(17)
  })
})

describe('judgeCastleShot: attacking a section (001 "Das Castle angreifen")', () => {
  it('a Steam Golem (printed damage 4, category 5) at the wall: 6 in to its centre, defence 17 + 1', async () => {
    const w = await world([wall], [fig('steam', 'mk-steam-golem', 'dave', [60, 0, 30 - 6 * IN])])
    const j = judgeCastleShot(w, 'steam', 'w-1')
    expect(row(j.rows, 'mayAttackSection')).toBe(true)
    expect(row(j.rows, 'sectionAttackCategory')).toBe(5)
    expect(row(j.rows, 'horizontalDistance')).toBeCloseTo(6, 9)
    expect(row(j.rows, 'defenceTotal')).toBe(18)
    expect(j.report.allowed).toBe(true)
  })

  it('a crossbowman (damage 3, no ability) may not attack it, with the reason and clause', async () => {
    const w = await world([wall], [fig('xbow', 'mk-crossbowman', 'dave', [60, 0, 30 - 6 * IN])])
    const j = judgeCastleShot(w, 'xbow', 'w-1')
    expect(row(j.rows, 'castleShotAllowed')).toBe(false)
    expect(row(j.rows, 'mayAttackSection')).toBe(false)
    expect(j.rows.find((r) => r.key === 'castleRefusal')).toMatchObject({
      value: 'attacker-in-no-category',
      clause: { section: 'Das Castle angreifen' },
    })
  })

  it('a battle mage showing Magic Blast uses it (R-SE-3): category 3', async () => {
    const w = await world([wall], [fig('mage', 'mk-battle-mage', 'dave', [60, 0, 30 - 6 * IN])])
    expect(row(judgeCastleShot(w, 'mage', 'w-1').rows, 'sectionAttackCategory')).toBe(3)
    expect(judgeCastleShot(w, 'mage', 'w-1', { abilitiesUsed: [] }).report.allowed).toBe(false)
  })

  it("shows which abilities the shooter uses: those its click shows (R-SE-3) or the player's choice; names the shot's sections", async () => {
    const w = await world(
      [wall],
      [fig('mage', 'mk-battle-mage', 'dave', [60, 0, 30 - 6 * IN]), fig('bone', 'mk-bone-golem', 'mark', [60, TOP, 30])],
    )
    const shown = judgeCastleShot(w, 'mage', 'w-1')
    expect(shown.rows.find((r) => r.key === 'abilitiesUsed')).toMatchObject({ value: 'magicBlast', clause: { section: 'R-SE-3' } })
    expect(shown.sections).toEqual(['w-1'])
    const none = judgeCastleShot(w, 'mage', 'bone', { abilitiesUsed: [] })
    expect(none.rows.find((r) => r.key === 'abilitiesUsed')).toMatchObject({
      value: 'none',
      clause: { section: 'Das Castle angreifen' },
      detail: 'chosen by the player',
    })
    // The bone golem stands on w-1: the shot's section is the wall under it.
    expect(none.sections).toEqual(['w-1'])
  })
})

describe('judgeCastleShot: castle fire (001 "Angriffe") and the line of fire', () => {
  const citadel: CastleSection = { id: 'keep', kind: 'citadel', side: 'mark', center: [60, 0, 60], version: 'heavy' }

  it('never at 4 in or closer: a crossbowman 4 in from the citadel centre is refused, 5 in is allowed', async () => {
    // Citadel centre (60, 10.16, 60); targets at z = 60 - 4 in and 60 - 5 in, horizontal distance exactly 4 and 5 in.
    const near = await world([citadel], [fig('xbow', 'mk-crossbowman', 'dave', [60, 0, 60 - 4 * IN])])
    const j4 = judgeCastleShot(near, 'keep', 'xbow')
    expect(j4.report.refusals.map((r) => r.code)).toEqual(['within-section-minimum-range'])
    expect(row(j4.rows, 'minimumRange')).toBe(4)
    const far = await world([citadel], [fig('xbow', 'mk-crossbowman', 'dave', [60, 0, 60 - 5 * IN])])
    expect(judgeCastleShot(far, 'keep', 'xbow').report.allowed).toBe(true)
  })

  it('bases do not block castle fire but block a figure shooting at a figure', async () => {
    // A guard (z 45) and an archer (z 53) stand on the line between the citadel (z 60) and the crossbowman (z 30).
    const w = await world(
      [citadel],
      [
        fig('xbow', 'mk-crossbowman', 'dave', [60, 0, 30]),
        fig('guard', undefined, 'mark', [60, 0, 45]),
        fig('archer', 'mk-crossbowman', 'mark', [60, 0, 53]),
      ],
    )
    const fromKeep = judgeCastleShot(w, 'keep', 'xbow')
    expect(fromKeep.lineOfFire).toMatchObject({ status: 'bases-only', bases: ['guard', 'archer'] })
    expect(row(fromKeep.rows, 'basesIgnored')).toBe(true)
    expect(fromKeep.report.allowed).toBe(true)
    const figureShot = judgeCastleShot(w, 'archer', 'xbow')
    expect(figureShot.report.refusals.map((r) => r.code)).toContain('bases-block-line-of-fire')
  })

  it('a closed portcullis blocks the line into the gatehouse passage; open, the line is clear', async () => {
    // Shooter at (60, 0, 10), target in the passage at (60, 0, 30): both points 2 cm up (medium, half of 4 cm),
    // the line runs at y = 2 through the portcullis box (y 0..6.35, z 24.92..25.52).
    const gh = (open: boolean): CastleSection => ({
      id: 'gh',
      kind: 'gatehouse',
      side: 'mark',
      center: [60, 0, 30],
      version: 'heavy',
      portals: { portcullis: open ? 'open' : 'closed', 'double-door': 'open' },
    })
    const figures = [fig('xbow', 'mk-crossbowman', 'dave', [60, 0, 10]), fig('guard', 'mk-crossbowman', 'mark', [60, 0, 30])]
    const closed = judgeCastleShot(await world([gh(false)], figures), 'xbow', 'guard')
    expect(closed.lineOfFire).toMatchObject({ status: 'blocked', blockedBy: ['gh/portcullis'] })
    expect(closed.report.allowed).toBe(false)
    const open = judgeCastleShot(await world([gh(true)], figures), 'xbow', 'guard')
    expect(open.lineOfFire.status).toBe('clear')
    expect(open.report.allowed).toBe(true)
  })

  it('names an unknown reference and refuses a shot at oneself', async () => {
    const w = await world([wall], [fig('steam', 'mk-steam-golem', 'dave', [60, 0, 10])])
    expect(() => judgeCastleShot(w, 'steam', 'nobody')).toThrow(/"nobody" is neither a figure nor a castle section/)
    expect(() => judgeCastleShot(w, 'steam', 'steam')).toThrow(/must differ/)
  })
})
