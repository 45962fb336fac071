import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadCardLibrary } from './library'
import { formatProblem } from '../problems'
import { checkSceneCards, operatorSlots } from './sceneCards'
import type { Figure, Scene } from '../schema'
import { PROFILE_DIMENSIONS } from '../sizeProfiles'
import type { UnitCard } from './unitCard'
import { parseSceneText } from '../validate'

const SCENES = fileURLToPath(new URL('../../../scenes/', import.meta.url))
const files = readdirSync(SCENES)
  .filter((f) => f.endsWith('.json'))
  .sort()
const library = loadCardLibrary()

function load(file: string): Scene {
  const result = parseSceneText(readFileSync(SCENES + file, 'utf8'))
  if (!result.ok) throw new Error(`${file}:\n${result.problems.map(formatProblem).join('\n')}`)
  return result.scene
}

/** A scene of the given figures on an empty 90 x 90 table, placed 10 cm apart along z = 45. */
function sceneOf(figures: Partial<Figure>[]): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'test',
    units: 'cm',
    table: { width: 90, depth: 90 },
    terrain: [],
    figures: figures.map((f, i) => ({ id: `f${i}`, side: 'blue', size: 'medium', position: [5 + 10 * i, 0, 45], ...f })),
  }
}
const problems = (figures: Partial<Figure>[]) => checkSceneCards(sceneOf(figures), library).map(formatProblem)

describe('shipped scenes against the shipped cards', () => {
  it.each(files)('%s: every card exists, fits the figure, and telematons have operators', (file) => {
    expect(checkSceneCards(load(file), library).map(formatProblem)).toEqual([])
  })

  it.each(['hill-and-wall.json', 'forest-edge.json', 'curtain-wall.json', 'skirmish-ruins.json'])(
    '%s gives every figure a card',
    (file) => {
      expect(
        load(file)
          .figures.filter((f) => f.card === undefined)
          .map((f) => f.id),
      ).toEqual([])
    },
  )
})

describe('skirmish-ruins.json', () => {
  const scene = load('skirmish-ruins.json')
  const cardOf = (f: Figure): UnitCard => library.cards[f.card ?? '']

  it('is a Universalis table (5.1: 90 x 90 cm) with terrain of several types and a ladder', () => {
    expect(scene.table).toEqual({ width: 90, depth: 90 })
    expect(new Set(scene.terrain.map((p) => p.type)).size).toBeGreaterThanOrEqual(6)
    expect(scene.ladders?.length).toBeGreaterThanOrEqual(1)
  })

  it('deploys the two sides at least 12 cm apart, base edge to base edge (5.4, 4.7)', () => {
    const red = scene.figures.filter((f) => f.side === 'red')
    const blue = scene.figures.filter((f) => f.side === 'blue')
    expect(red.length).toBeGreaterThanOrEqual(2)
    expect(blue.length).toBeGreaterThanOrEqual(2)
    const gaps = red.flatMap((r) =>
      blue.map((b) => {
        const centres = Math.hypot(r.position[0] - b.position[0], r.position[2] - b.position[2])
        return centres - PROFILE_DIMENSIONS[r.size].baseDiameter / 2 - PROFILE_DIMENSIONS[b.size].baseDiameter / 2
      }),
    )
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(12)
  })

  it('fields each side of one faction, a colossus and telematons with their operators', () => {
    for (const side of ['red', 'blue']) {
      expect(new Set(scene.figures.filter((f) => f.side === side).flatMap((f) => cardOf(f).factions)).size).toBe(1)
    }
    expect(scene.figures.some((f) => cardOf(f).type === 'colossus')).toBe(true)
    const telematons = scene.figures.filter((f) => cardOf(f).type === 'telematon')
    expect(telematons.map((f) => f.operator)).toEqual(['r-witch', 'b-operator'])
  })
})

describe('checkSceneCards', () => {
  it('accepts figures without a card (sight needs only the size)', () => {
    expect(problems([{}, { side: 'red' }])).toEqual([])
  })

  it('names an unknown card and suggests a near one', () => {
    expect(problems([{ card: 'guard-archr' }])).toEqual(['figures[0].card: no unit card "guard-archr", did you mean "guard-archer"?'])
    expect(problems([{ card: 'x' }])).toEqual([
      `figures[0].card: no unit card "x" (the library has ${Object.keys(library.cards).length} cards)`,
    ])
  })

  it('wants the figure size to be the card size', () => {
    expect(problems([{ card: 'marine-rifleman' }, { card: 'marine-warden-mech', size: 'large' }])).toEqual([
      'figures[1].size: "large" but card "marine-warden-mech" is huge',
    ])
  })

  it('wants an operator for a telematon (19.2)', () => {
    expect(problems([{ card: 'marine-recon-drone', size: 'small' }])).toEqual([
      'figures[0]: card "marine-recon-drone" is a telematon and needs an "operator": the id of a figure of side "blue" (19.2)',
    ])
  })

  it('accepts an operator of the same side with a free slot (19.1)', () => {
    expect(
      problems([
        { id: 'op', card: 'marine-drone-operator' },
        { card: 'marine-recon-drone', size: 'small', operator: 'op' },
      ]),
    ).toEqual([])
  })

  it('refuses an operator on a model that is not a telematon, or whose card is unknown', () => {
    expect(
      problems([
        { id: 'op', card: 'marine-drone-operator' },
        { card: 'marine-rifleman', operator: 'op' },
      ]),
    ).toEqual(['figures[1].operator: only a telematon has an operator, card "marine-rifleman" is a standard model (19.1)'])
    expect(problems([{ id: 'op', card: 'marine-drone-operator' }, { operator: 'op' }])).toEqual([
      'figures[1].operator: only a telematon has an operator, and this figure has no unit card to say it is one (19.1)',
    ])
  })

  it('refuses an operator that is missing, itself, of the other side, or cannot operate', () => {
    const drone = { card: 'marine-recon-drone', size: 'small' as const }
    expect(problems([{ ...drone, operator: 'nobody' }])).toEqual(['figures[0].operator: no figure with id "nobody"'])
    expect(problems([{ ...drone, id: 'me', operator: 'me' }])).toEqual(['figures[0].operator: a telematon cannot operate itself (19.1)'])
    expect(
      problems([
        { id: 'op', side: 'red', card: 'marine-drone-operator' },
        { ...drone, operator: 'op' },
      ]),
    ).toEqual(['figures[1].operator: "op" is on side "red", this telematon on "blue": an operator belongs to the same group (19.1)'])
    expect(
      problems([
        { id: 'op', card: 'marine-rifleman' },
        { ...drone, operator: 'op' },
      ]),
    ).toEqual([
      'figures[1].operator: "op" cannot operate telematons: card "marine-rifleman" has no trait or equipment with an operator effect (19.1)',
    ])
    expect(problems([{ id: 'op' }, { ...drone, operator: 'op' }])).toEqual([
      'figures[1].operator: "op" cannot operate telematons: it has no unit card (19.1)',
    ])
  })

  it('refuses more telematons than the operator has slots (19.1)', () => {
    const drone = { card: 'marine-recon-drone', size: 'small' as const, operator: 'op' }
    expect(problems([{ id: 'op', card: 'marine-drone-operator' }, drone, drone, { ...drone }])).toEqual([
      'figures[2].operator: "op" may operate 1 telematon and already operates figures[1] (19.1)',
      'figures[3].operator: "op" may operate 1 telematon and already operates figures[1] (19.1)',
    ])
  })
})

describe('operatorSlots (19.1, Beispiel 18)', () => {
  const base = library.cards['marine-rifleman']
  const operatorTrait = (name: string, slots: number) => ({ name, level: slots, effect: { kind: 'operator' as const, slots } })
  const module = { name: 'Lenk-Modul', effect: { kind: 'operator' as const, slots: 1 } }

  it("reads the shipped operators: the witch's Familiar I and the R3MOTE deck give 1 each, others 0", () => {
    expect(operatorSlots(library.cards['guard-hedge-witch'])).toBe(1)
    expect(operatorSlots(library.cards['marine-drone-operator'])).toBe(1)
    expect(operatorSlots(base)).toBe(0)
  })

  it('adds equipment up (three modules give 3) and counts only the highest level of a trait (7.2)', () => {
    expect(operatorSlots({ ...base, equipment: [module, module, module] })).toBe(3)
    expect(operatorSlots({ ...base, traits: [operatorTrait('Familiar', 1), operatorTrait('Familiar', 2)] })).toBe(2)
    expect(operatorSlots({ ...base, traits: [operatorTrait('Familiar', 2)], equipment: [module] })).toBe(3)
  })
})

// Built-in property names once found Object.prototype members in the card record.
describe('card ids that are built-in property names', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('refuses card %s as unknown', (id) => {
    expect(problems([{ card: id }])).toEqual([
      `figures[0].card: no unit card ${JSON.stringify(id)} (the library has ${Object.keys(library.cards).length} cards)`,
    ])
  })
})
