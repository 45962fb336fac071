import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { castleTestScene } from '../../scene/castle/testScene'
import { hoverCardRows } from './hoverCardRows'

const scene = {
  ...castleTestScene(),
  terrain: [{ id: 'wood', shape: 'area', type: 'forest', center: [20, 5, 20], size: [16, 10, 16], name: 'Wood' }],
} as ReturnType<typeof castleTestScene>

describe('hover cards on every piece (issue 14)', () => {
  it('a wall section: its kind, version, footprint and height (001 "Geländehöhe": every top at 10.16 cm), English and German', () => {
    // models/castle/pieces.json: the wall's outline runs from x -7.62 to 7.62 and z -1.905 to 1.905: 15.24 x 3.81.
    expect(hoverCardRows(scene, 'section', 'w-left', 'en')).toEqual({
      title: 'w-left',
      rows: [
        ['hoverKind', 'castle section: Wall'],
        ['hoverVersion', 'heavy'],
        ['hoverSize', '15.24 cm × 3.81 cm'],
        ['hoverHeightOf', '10.16 cm'],
        ['hoverSide', 'castle'],
      ],
    })
    const de = hoverCardRows(scene, 'section', 'tower', 'de')
    // The round tower's circle has radius 4.445: 8.89 across.
    expect(de?.rows.slice(0, 3)).toEqual([
      ['hoverKind', 'Burgteil: Runder Turm'],
      ['hoverVersion', 'schwer'],
      ['hoverSize', '⌀ 8,89 cm'],
    ])
  })

  it('a ladder: its length from bottom to top, width, the height it reaches and the section it stands against', () => {
    // bottom (47.3, 0, 25.6), top (47.3, 10.16, 28.095): length = hypot(10.16, 2.495) = 10.4619 → 10.46.
    expect(hoverCardRows(scene, 'ladder', 'ladder-1', 'de')).toEqual({
      title: 'ladder-1',
      rows: [
        ['hoverKind', 'Leiter'],
        ['hoverLength', '10,46 cm'],
        ['hoverSize', '2,00 cm'],
        ['hoverHeightOf', '10,16 cm'],
        ['hoverAgainst', 'w-left'],
      ],
    })
  })

  it('an area (a wood): its kind of 9.6, size, cover and top; nothing for a record the scene no longer has', () => {
    expect(hoverCardRows(scene, 'piece', 'wood', 'en')?.rows).toEqual([
      ['hoverKind', 'Forest (Wald)'],
      ['hoverSize', 'area 16.00 cm × 10.00 cm × 16.00 cm'],
      ['hoverCover', 'Hard (hart)'],
      ['hoverTop', '10.00 cm'],
    ])
    expect(hoverCardRows(scene, 'ladder', 'gone', 'en')).toBeNull()
    expect(hoverCardRows(scene, 'section', 'gone', 'en')).toBeNull()
  })

  it('R-MKDV-4: a figure a game names is titled by its name with its card below, without the card id', () => {
    const figure = scene.figures[0]
    const names = { [figure.id]: { name: 'Shade 1', card: 'Shade' } }
    const card = hoverCardRows(scene, 'figure', figure.id, 'en', names)
    expect([card?.title, card?.subtitle, card?.rows.map(([key]) => key)]).toEqual([
      'Shade 1',
      'Shade',
      ['sizeProfile', 'hoverSide', 'hoverStandsAt'],
    ])
    expect(hoverCardRows(scene, 'figure', figure.id, 'en')?.rows[0][0]).toBe('hoverCard')
  })
})

describe("a Mage Knight figure on the hover card (003, the players' pass: the card id was shown)", () => {
  const parsed = parseSceneText(readFileSync('scenes/mk-cavalry-formation.json', 'utf8'))
  if (!parsed.ok) throw new Error('scenes/mk-cavalry-formation.json does not load')
  const cavalry = parsed.scene

  it('003 "Mounts", "Intelligence Levels": a mount is named by its card, with its mount type, intelligence level and the rider in its saddle', () => {
    // models/mageknight/cavalry.json: mk-battle-horse is a battleHorse, skittish; the scene seats raider-east on "horse".
    expect(hoverCardRows(cavalry, 'figure', 'horse', 'en')?.rows.slice(0, 4)).toEqual([
      ['hoverCard', 'Battle Horse'],
      ['hoverMountType', 'Battle Horse'],
      ['hoverIntelligence', 'Skittish ●'],
      ['hoverRider', 'Orc Raider Rider (east)'],
    ])
    // The salamander is mean-spirited (cavalry.json); German in the supplement's own words (Reittierart, Hinterhältig).
    expect(hoverCardRows(cavalry, 'figure', 'salamander', 'de')?.rows.slice(1, 3)).toEqual([
      ['hoverMountType', 'Salamander'],
      ['hoverIntelligence', 'Hinterhältig ■'],
    ])
  })

  it('003 "Cavalry Units": a seated rider names the mount it rides; a mount without a rider says so', () => {
    const rider = hoverCardRows(cavalry, 'figure', 'raider-west', 'de')
    expect(rider?.rows.find(([key]) => key === 'hoverRidesOn')).toEqual(['hoverRidesOn', 'Salamander'])
    expect(rider?.rows.some(([key]) => key === 'hoverMountType')).toBe(false)
    const alone = {
      ...cavalry,
      figures: cavalry.figures.map((f) => (f.id === 'horse' && f.mk ? { ...f, mk: { card: f.mk.card } } : f)),
    }
    expect(hoverCardRows(alone, 'figure', 'horse', 'de')?.rows[3]).toEqual(['hoverRider', 'keiner (ohne Reiter)'])
    expect(hoverCardRows(alone, 'figure', 'raider-east', 'en')?.rows.some(([key]) => key === 'hoverRidesOn')).toBe(false)
  })

  it('a figure that is no mount and rides nothing: only its card name, never the card id', () => {
    const ogre = hoverCardRows(cavalry, 'figure', 'ogre-1', 'en')
    expect(ogre?.rows[0][0]).toBe('hoverCard')
    expect(ogre?.rows[0][1]).not.toMatch(/^mk-/)
    expect(ogre?.rows.map(([key]) => key)).toEqual(['hoverCard', 'sizeProfile', 'hoverSide', 'hoverStandsAt'])
  })
})
