import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { tableFactsOf } from '../src/judge/facts/tableFacts'
import { gameFromScene, judgeRangedAttack } from '../src/judge/rangedAttack'
import { terrainFacts } from '../src/judge/reach'
import { loadCardLibrary } from '../src/scene/cards/library'
import { ownEntry } from '../src/scene/records'
import { formatProblem, parseSceneText } from '../src/scene/validate'

/**
 * Ids are names a file chooses. Keyed into plain objects, "__proto__" replaced the prototype (a
 * piece or model silently dropped) and "constructor" found Object's constructor. Here the judge
 * answers for figures and pieces with such ids exactly as it does for the same scene with
 * ordinary ids.
 */
const RENAMED: Record<string, string> = {
  'r-arbalest': '__proto__',
  'b-gunner': 'constructor',
  'b-sergeant': 'toString',
  pond: 'valueOf',
  copse: 'hasOwnProperty',
}
const library = loadCardLibrary()

async function worldOf(text: string): Promise<TableWorld> {
  const result = parseSceneText(text)
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
  return TableWorld.create(result.scene)
}

const original = readFileSync('scenes/skirmish-ruins.json', 'utf8')
/** The shipped scene with some ids replaced by built-in property names (two pieces too). */
const renamed = Object.entries(RENAMED).reduce((text, [from, to]) => text.replaceAll(`"${from}"`, `"${to}"`), original)
/**
 * A judgement's JSON with the same ids replaced: as values (`"r-arbalest"`) and as words inside
 * sentences (the verdict "r-arbalest sees 50.7 % of b-gunner"), never inside a longer id.
 */
const rename = (json: string) =>
  Object.entries(RENAMED).reduce((text, [from, to]) => text.replace(new RegExp(`(?<![\\w-])${from}(?![\\w-])`, 'g'), to), json)
/** The shipped scene with the pond called "__proto__". */
const pondProto = original.replaceAll('"pond"', '"__proto__"')

describe('figure and piece ids that are built-in property names', () => {
  it('keeps a piece "__proto__" among the terrain facts', async () => {
    expect(pondProto).toContain('"id": "__proto__"')
    const world = await worldOf(pondProto)
    try {
      const facts = terrainFacts(world)
      expect(Object.hasOwn(facts, '__proto__')).toBe(true)
      expect(ownEntry(facts, '__proto__')).toEqual({ passability: 'difficult', road: false })
      expect(Object.keys(facts)).toHaveLength(world.scene.terrain.length)
      expect(Object.hasOwn(terrainFacts(await worldOf(renamed)), 'hasOwnProperty')).toBe(true)
    } finally {
      world.dispose()
    }
  })

  it('judges a ranged attack from "__proto__" at "constructor" as from r-arbalest at b-gunner', async () => {
    const [a, b] = [await worldOf(original), await worldOf(renamed)]
    try {
      const before = judgeRangedAttack(a, library, 'r-arbalest', 'b-gunner', 'Arbalest', 'normal')
      const after = judgeRangedAttack(b, library, '__proto__', 'constructor', 'Arbalest', 'normal')
      expect(JSON.stringify(after)).toBe(rename(JSON.stringify(before)))
      const game = gameFromScene(b.scene.figures, library, '__proto__')
      expect(Object.keys(game.models)).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString']))
    } finally {
      a.dispose()
      b.dispose()
    }
  })

  it('measures the table facts of every model, "__proto__" included', async () => {
    const [a, b] = [await worldOf(original), await worldOf(renamed)]
    try {
      const before = tableFactsOf(a, gameFromScene(a.scene.figures, library, 'r-arbalest'))
      const after = tableFactsOf(b, gameFromScene(b.scene.figures, library, '__proto__'))
      expect(Object.keys(after.distancesCm)).toContain('__proto__')
      expect(JSON.stringify(after.distancesCm)).toBe(rename(JSON.stringify(before.distancesCm)))
      expect(JSON.stringify(after.baseContacts)).toBe(rename(JSON.stringify(before.baseContacts)))
    } finally {
      a.dispose()
      b.dispose()
    }
  })
})
