import { describe, expect, it } from 'vitest'
import { loadCardLibrary, parseCardLibraryFiles, type CardFileInput } from './library'
import { formatProblem } from '../problems'
import { SHIPPED_CARD_FILES } from './shipped'
import { ARMOUR_EFFECTS, WEAPON_EFFECTS, type UnitCard } from './unitCard'
import { ownEntry } from '../records'

/** A valid standard card: a normal human (Beispiel 1) with a sword, to be spoiled one key at a time. */
function human(id = 'test-human'): Record<string, unknown> {
  return {
    id,
    name: 'Test human',
    type: 'standard',
    size: 'medium',
    movement: { type: 'legs', speed: 10 },
    attributes: { AGI: 4, NK: 2, FK: 2, KO: 3, WN: 3, EH: 3 },
    hitPoints: { normal: 5, critical: 2 },
    weapons: [{ name: 'Sword', class: 2, profile: { strength: 3, damage: 2 }, range: 'melee' }],
    points: 10,
    factions: ['testers'],
  }
}

function file(cards: unknown[], extra: Record<string, unknown> = {}, faction = 'testers'): Record<string, unknown> {
  return { format: 'sightline-cards', version: 1, faction: { id: faction, name: 'Testers', universe: 'test' }, cards, ...extra }
}

const WITCHCRAFT = {
  name: 'Witchcraft',
  powers: [
    {
      name: 'Spark',
      apCost: 2,
      attribute: 'FK',
      difficulty: -1,
      target: 'model',
      range: 'distance',
      rangeCm: 20,
      duration: 'instant',
      rules: 'x',
    },
    { name: 'Salve', apCost: 2, attribute: 'WN', difficulty: 0, target: 'model', range: 'touch', duration: 'instant', heal: 2, rules: 'x' },
  ],
}

/** The problems of one file, formatted as the command line prints them. */
function problemsOf(files: CardFileInput[]): string[] {
  const result = parseCardLibraryFiles(files)
  return result.ok ? result.warnings.map(formatProblem) : result.problems.map(formatProblem)
}
const one = (value: unknown) => problemsOf([{ name: 'test.json', value }])
const withCard = (change: (card: Record<string, unknown>) => void) => {
  const card = human()
  change(card)
  return one(file([card]))
}

describe('the shipped card library', () => {
  const result = parseCardLibraryFiles(SHIPPED_CARD_FILES)

  it('validates with no errors and no warnings', () => {
    expect(result.ok ? result.warnings.map(formatProblem) : result.problems.map(formatProblem)).toEqual([])
  })

  it('is what loadCardLibrary returns, keyed by card id and discipline name', () => {
    const library = loadCardLibrary()
    expect(result.ok && result.library).toEqual(library)
    for (const [id, card] of Object.entries(library.cards)) expect(card.id).toBe(id)
    expect(Object.keys(library.disciplines)).toEqual(['Hedge Witchcraft'])
  })

  const cards = Object.values(loadCardLibrary().cards)
  const weapons = cards.flatMap((c) => c.weapons ?? [])
  const armour = cards.flatMap((c) => c.armour ?? [])
  const effects = (list: { effects?: string[] }[]) => new Set(list.flatMap((x) => x.effects ?? []))

  it('has factions of two universes and cards of every model type', () => {
    const universes = SHIPPED_CARD_FILES.map((f) => (f.value as { faction: { universe: string } }).faction.universe)
    expect(new Set(universes)).toEqual(new Set(['medieval fantasy', 'science fiction']))
    expect(new Set(cards.map((c) => c.type))).toEqual(new Set(['standard', 'colossus', 'telematon']))
  })

  it('uses every damage effect of 10.3 in some weapon and every armour effect in some armour', () => {
    expect([...effects(weapons.map((w) => w.profile))].sort()).toEqual([...WEAPON_EFFECTS].sort())
    for (const e of ['adaptive', 'robust', 'structureReinforced', 'explosive'] as const) expect(effects(armour).has(e), e).toBe(true)
    expect(ARMOUR_EFFECTS).toEqual(expect.arrayContaining([...effects(armour)]))
  })

  it('exercises every weapon special rule', () => {
    const has = (test: (w: (typeof weapons)[number]) => boolean) => weapons.some(test)
    expect(has((w) => w.name === 'Machine pistol' && w.sustainedFire === 3 && w.class === 1)).toBe(true) // Beispiel 14
    expect(has((w) => w.name === 'Pistol' && typeof w.range === 'object' && w.range.band === 20 && w.range.bands === 3)).toBe(true) // Beispiel 11
    expect(
      has(
        (w) =>
          w.name === 'Grenade launcher' &&
          w.indirect === true &&
          w.class === 3 &&
          typeof w.range === 'object' &&
          w.range.band === 25 &&
          w.range.bands === 4,
      ),
    ).toBe(true) // Beispiel 13
    expect(has((w) => w.areaRadius !== undefined)).toBe(true)
    expect(has((w) => w.reload === true)).toBe(true)
    expect(has((w) => w.range === 'thrown' && w.uses !== undefined)).toBe(true)
    expect(has((w) => w.range === 'thrown' && w.unwieldy === true)).toBe(true)
    expect(has((w) => w.unwieldy === true && w.range === 'melee')).toBe(true)
    expect(has((w) => w.class === 5)).toBe(true)
    expect(has((w) => w.profile.additive === true)).toBe(true)
  })

  it('has additive, reducing and self-supporting armour, and equipment with AP costs and limited uses', () => {
    expect(armour.some((a) => a.additive)).toBe(true)
    expect(armour.some((a) => a.reduction > 0)).toBe(true)
    expect(armour.some((a) => a.selfSupporting)).toBe(true)
    const spray = cards.flatMap((c) => c.equipment ?? []).find((e) => e.name === 'Medical spray')
    expect(spray).toMatchObject({ apCost: 2, uses: 3, effect: { kind: 'heal' } }) // Beispiel 16
  })

  it('has passive and active camouflage and an operator', () => {
    const itemEffects = cards.flatMap((c: UnitCard) =>
      [...(c.traits ?? []), ...(c.equipment ?? [])].flatMap((x) => (x.effect ? [x.effect] : [])),
    )
    expect(itemEffects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'camouflage', mode: 'passive' }),
        expect.objectContaining({ kind: 'camouflage', mode: 'active' }),
      ]),
    )
    expect(itemEffects.some((e) => e.kind === 'operator')).toBe(true)
  })

  it('has a discipline whose powers cover every option of a power card (20.2)', () => {
    const powers = Object.values(loadCardLibrary().disciplines).flatMap((d) => d.powers)
    expect(new Set(powers.map((p) => p.target))).toEqual(new Set(['area', 'model', 'self']))
    expect(new Set(powers.map((p) => p.range))).toEqual(new Set(['touch', 'distance']))
    expect(new Set(powers.map((p) => p.duration))).toEqual(new Set(['instant', 'lasting']))
    expect(new Set(powers.flatMap((p) => (p.hpLoss ? [p.hpLoss.when] : [])))).toEqual(new Set(['failure', 'always']))
    expect(powers.some((p) => p.duration === 'lasting' && p.endsWhen)).toBe(true)
    expect(powers.some((p) => p.difficulty < 0) && powers.some((p) => p.difficulty > 0)).toBe(true)
    expect(powers.some((p) => p.damage) && powers.some((p) => p.heal)).toBe(true)
    expect(cards.some((c) => c.disciplines?.some((d) => d.name === 'Hedge Witchcraft'))).toBe(true)
  })
})

describe('parseCardLibraryFiles: the schema, with the file name in front of every path', () => {
  it('accepts a valid file', () => {
    const result = parseCardLibraryFiles([{ name: 'test.json', value: file([human()]) }])
    expect(result.ok && Object.keys(result.library.cards)).toEqual(['test-human'])
  })

  it('names the file, the card and the key of a schema problem', () => {
    expect(withCard((c) => ((c.weapons as { class: number }[])[0].class = 6))).toEqual([
      'test.json: cards[0].weapons[0].class: must be at most 5, got 6',
    ])
    expect(withCard((c) => (c.colour = 'red'))).toEqual(['test.json: cards[0]: unknown key "colour"'])
  })

  it('names the file alone when the document is not an object', () => {
    expect(one(null)).toEqual(['test.json: expected an object, got null'])
  })

  it('still runs the checks of the valid cards of a file whose other card is invalid', () => {
    const bad = { ...human('bad'), size: 'giant' }
    const big = { ...human('big'), hitPoints: { normal: 18, critical: 4 } }
    expect(one(file([bad, big]))).toEqual([
      'test.json: cards[0].size: expected small, medium, large or huge, got "giant"',
      'test.json: cards[1].hitPoints: normal + critical is 22, at most 20 (3.5)',
    ])
  })
})

describe('parseCardLibraryFiles: the cross checks', () => {
  it('limits hit points to 20 and asks for at least 1 (3.5)', () => {
    expect(withCard((c) => (c.hitPoints = { normal: 18, critical: 4 }))).toEqual([
      'test.json: cards[0].hitPoints: normal + critical is 22, at most 20 (3.5)',
    ])
    expect(withCard((c) => (c.hitPoints = { normal: 15, critical: 5 }))).toEqual([])
    expect(withCard((c) => (c.hitPoints = { normal: 0, critical: 0 }))).toEqual([
      'test.json: cards[0].hitPoints: normal + critical is 0, a model needs at least 1 hit point (3.5, 10.5)',
    ])
  })

  it.each([
    ['standard', 'huge', 'a standard model is small to large, got "huge" (3.2)'],
    ['colossus', 'medium', 'a colossus model is large or huge, got "medium" (3.2)'],
    ['colossus', 'small', 'a colossus model is large or huge, got "small" (3.2)'],
  ])('refuses a %s model of size %s (3.2)', (type, size, message) => {
    expect(withCard((c) => Object.assign(c, { type, size }))).toEqual([`test.json: cards[0].size: ${message}`])
  })

  it.each([
    ['standard', 'large'],
    ['colossus', 'huge'],
    ['colossus', 'large'],
  ])('accepts a %s model of size %s (3.2)', (type, size) => {
    expect(withCard((c) => Object.assign(c, { type, size }))).toEqual([])
  })

  it('accepts telematons of every size with null AGI, NK, FK and EH (3.2, 19.5)', () => {
    for (const size of ['small', 'huge']) {
      expect(
        withCard((c) =>
          Object.assign(c, { type: 'telematon', size, attributes: { AGI: null, NK: null, FK: null, KO: 2, WN: 5, EH: null } }),
        ),
      ).toEqual([])
    }
  })

  it('wants null AGI, NK, FK, EH on telematons and values on all others (19.5)', () => {
    expect(
      withCard((c) => Object.assign(c, { type: 'telematon', attributes: { AGI: 3, NK: null, FK: null, KO: 2, WN: 5, EH: null } })),
    ).toEqual([
      "test.json: cards[0].attributes.AGI: a telematon has no AGI of its own and uses its operator's, expected null, got 3 (19.5)",
    ])
    expect(withCard((c) => (c.attributes = { AGI: 4, NK: null, FK: 2, KO: 3, WN: 3, EH: 3 }))).toEqual([
      'test.json: cards[0].attributes.NK: null is only for telematons (19.5), a standard model needs a value from 0 to 12',
    ])
  })

  it('refuses ranged special rules on a melee weapon (12.2)', () => {
    const sword = {
      name: 'Sword',
      class: 2,
      profile: { strength: 3, damage: 2 },
      range: 'melee',
      sustainedFire: 2,
      areaRadius: 3,
      indirect: true,
      reload: true,
    }
    expect(withCard((c) => (c.weapons = [sword]))).toEqual([
      'test.json: cards[0].weapons[0].sustainedFire: a melee weapon has no sustained fire: it is used in base contact only (12.2, 14.12)',
      'test.json: cards[0].weapons[0].areaRadius: a melee weapon has no area radius: it is used in base contact only (12.2, 14.13)',
      'test.json: cards[0].weapons[0].indirect: a melee weapon has no indirect fire: it is used in base contact only (12.2, 14.11)',
      'test.json: cards[0].weapons[0].reload: a melee weapon has no reloading: it is used in base contact only (12.2, 12.7, 14)',
    ])
  })

  it('allows sustained fire together with an area on a ranged weapon (the text forbids neither)', () => {
    const gun = {
      name: 'Rotary launcher',
      class: 3,
      profile: { strength: 4, damage: 2 },
      range: { band: 20, bands: 3 },
      sustainedFire: 2,
      areaRadius: 3,
    }
    expect(withCard((c) => (c.weapons = [gun]))).toEqual([])
  })

  it('wants kebab-case ids', () => {
    expect(withCard((c) => (c.id = 'Test_Human'))).toEqual([
      'test.json: cards[0].id: expected a kebab-case id (lower-case letters and digits joined by hyphens), got "Test_Human"',
    ])
  })

  it("wants each card to list its file's faction", () => {
    expect(withCard((c) => (c.factions = ['others']))).toEqual([
      'test.json: cards[0].factions: does not list the file\'s faction "testers"',
    ])
  })

  it('refuses a card id used twice, across files too', () => {
    const files = [
      { name: 'a.json', value: file([human('x'), human('y')], {}, 'a') },
      { name: 'b.json', value: file([human('y')], {}, 'b') },
    ]
    for (const f of files) for (const c of f.value.cards as { factions: string[] }[]) c.factions = [(f.value.faction as { id: string }).id]
    expect(problemsOf(files)).toEqual(['b.json: cards[0].id: duplicate card id "y", already used by a.json: cards[1]'])
  })

  it('refuses a faction id used by two files', () => {
    expect(
      problemsOf([
        { name: 'a.json', value: file([]) },
        { name: 'b.json', value: file([]) },
      ]),
    ).toEqual(['b.json: faction.id: duplicate faction id "testers", already used by a.json: faction'])
  })

  it('resolves disciplines across files (20.1)', () => {
    const witch = { ...human('witch'), disciplines: [{ name: 'Witchcraft', level: 2 }], factions: ['b'] }
    const files = [
      { name: 'a.json', value: file([], { disciplines: [WITCHCRAFT] }, 'a') },
      { name: 'b.json', value: file([witch], {}, 'b') },
    ]
    expect(problemsOf(files)).toEqual([])
    const result = parseCardLibraryFiles(files)
    expect(result.ok && result.library.disciplines.Witchcraft.powers.length).toBe(2)
  })

  it('refuses a discipline the library does not have, and one listed twice on a card', () => {
    const witch = {
      ...human('witch'),
      disciplines: [
        { name: 'Witchcraft', level: 1 },
        { name: 'Pyromancy', level: 1 },
        { name: 'Witchcraft', level: 2 },
      ],
    }
    expect(one(file([witch], { disciplines: [WITCHCRAFT] }))).toEqual([
      'test.json: cards[0].disciplines[2].name: discipline "Witchcraft" is listed twice, first at disciplines[0]',
      'test.json: cards[0].disciplines[1].name: no discipline "Pyromancy" in the library (known: "Witchcraft")',
    ])
  })

  it('refuses a discipline level of 0 and warns about a level above the number of powers (20.1)', () => {
    const at = (level: number) =>
      one(file([{ ...human('witch'), disciplines: [{ name: 'Witchcraft', level }] }], { disciplines: [WITCHCRAFT] }))
    expect(at(0)).toEqual(['test.json: cards[0].disciplines[0].level: must be at least 1, got 0'])
    expect(at(2)).toEqual([])
    expect(at(3)).toEqual(['warning: test.json: cards[0].disciplines[0].level: level 3 allows 3 powers but "Witchcraft" has only 2 (20.1)'])
    expect(
      parseCardLibraryFiles([
        {
          name: 'test.json',
          value: file([{ ...human('witch'), disciplines: [{ name: 'Witchcraft', level: 3 }] }], { disciplines: [WITCHCRAFT] }),
        },
      ]).ok,
    ).toBe(true)
  })

  it('refuses a discipline name used twice and a power name used twice in a discipline', () => {
    const twice = { ...WITCHCRAFT, powers: [WITCHCRAFT.powers[0], WITCHCRAFT.powers[0]] }
    expect(one(file([], { disciplines: [WITCHCRAFT, twice] }))).toEqual([
      'test.json: disciplines[1].powers[1].name: power "Spark" is listed twice, first at powers[0]',
      'test.json: disciplines[1].name: duplicate discipline name "Witchcraft", already used by test.json: disciplines[0]',
    ])
  })

  it('refuses an end condition on an instant power and a reach in cm on a touch power (20.2.5, 20.2.6)', () => {
    const odd = {
      ...WITCHCRAFT,
      powers: [
        { ...WITCHCRAFT.powers[0], endsWhen: 'never' },
        { ...WITCHCRAFT.powers[1], rangeCm: 10 },
      ],
    }
    expect(one(file([], { disciplines: [odd] }))).toEqual([
      'test.json: disciplines[0].powers[0].endsWhen: only a lasting power can end itself, this one is instant (20.2.6)',
      'test.json: disciplines[0].powers[1].rangeCm: a reach in cm is for range "distance", this power has range "touch" (20.2.5)',
    ])
  })
})

describe('ids that are built-in property names', () => {
  it('keeps a card "constructor" and a discipline "__proto__" as entries of their own', () => {
    const card = human('constructor')
    card.disciplines = [{ name: '__proto__', level: 1 }]
    const result = parseCardLibraryFiles([
      { name: 'test.json', value: file([card], { disciplines: [{ ...WITCHCRAFT, name: '__proto__' }] }) },
    ])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(Object.keys(result.library.cards)).toEqual(['constructor'])
    expect(result.library.cards.constructor.name).toBe('Test human')
    expect(Object.keys(result.library.disciplines)).toEqual(['__proto__'])
    expect(ownEntry(result.library.disciplines, '__proto__')?.powers).toHaveLength(2)
    expect(result.library.cards.toString).toBeUndefined()
  })
})
