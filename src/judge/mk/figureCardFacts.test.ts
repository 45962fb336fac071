import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { mkFigureCardFacts } from './figureCardFacts'

const parsed = parseSceneText(readFileSync('scenes/mk-cavalry-formation.json', 'utf8'))
if (!parsed.ok) throw new Error('scenes/mk-cavalry-formation.json does not load')
const scene = parsed.scene

describe('a Mage Knight figure card as the hover card names it (003 "Mounts", "Intelligence Levels", "Cavalry Units")', () => {
  it('a mount: its card name, mount type and intelligence level from models/mageknight/cavalry.json, and the rider the scene seats', () => {
    expect(mkFigureCardFacts(scene, 'salamander')).toEqual({
      cardId: 'mk-salamander',
      cardName: 'Salamander',
      mount: { type: 'salamander', intelligence: 'meanSpirited' },
      rider: { id: 'raider-west', name: 'Orc Raider Rider (west)' },
      ridesOn: null,
    })
  })

  it('a seated rider names its mount; a figure of no Mage Knight card, or none in the scene, has no facts', () => {
    expect(mkFigureCardFacts(scene, 'lancer')?.ridesOn).toEqual({ id: 'knight-horse', name: 'Battle Horse (lancer)' })
    expect(mkFigureCardFacts(scene, 'lancer')?.mount).toBeNull()
    const plain = { ...scene, figures: scene.figures.map((f) => (f.id === 'golem' ? { ...f, mk: undefined } : f)) }
    expect(mkFigureCardFacts(plain, 'golem')).toBeNull()
    expect(mkFigureCardFacts(scene, 'nobody')).toBeNull()
  })

  it('a card the library lacks keeps its id and no name (the scene check reports it; the card shows the id)', () => {
    const odd = { ...scene, figures: scene.figures.map((f) => (f.id === 'golem' ? { ...f, mk: { card: 'mk-unknown' } } : f)) }
    expect(mkFigureCardFacts(odd, 'golem')).toEqual({ cardId: 'mk-unknown', cardName: null, mount: null, rider: null, ridesOn: null })
  })
})
