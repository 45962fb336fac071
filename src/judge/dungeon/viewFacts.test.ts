import { describe, expect, it } from 'vitest'
import { playAll, session } from './dungeon.testkit'
import { dungeonViewFacts } from './viewFacts'

/**
 * The play view's facts on scenes/mk-dungeon.json (dungeon.testkit.ts): the battle mage on (6,4)
 * facing east, the idol on (6,2).
 */
describe('002 Verwunschene Artefakte nutzen: the checks the view shows before a use', () => {
  it('without an active hero: the heroes with their speed, no checks and no arc', () => {
    const facts = dungeonViewFacts(session(1))
    expect(facts.heroes.map((h) => [h.id, h.speed, h.eliminated])).toEqual([
      ['mage', 6, false],
      ['xbow', 7, false],
      ['dwarf', 5, false],
    ])
    expect([facts.useChecks, facts.frontArc]).toEqual([[], []])
  })

  it('from (6,4) the idol is two rows off: not adjacent; a step north makes it adjacent and in the arc', () => {
    const s = session(1)
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    const idol = () =>
      dungeonViewFacts(s)
        .useChecks.find((c) => c.artifact === 'idol')
        ?.rows.map((r) => [r.check, r.ok])
    expect(idol()).toEqual([
      ['adjacent', false],
      ['front-arc', false],
      ['movement', true],
    ])
    playAll(s, [{ do: 'move', hero: 'mage', to: [6, 3], facing: 0 }])
    expect(idol()).toEqual([
      ['adjacent', true],
      ['front-arc', true],
      ['movement', true],
    ])
    // R-MKD-3 facing north: (6,2) straight ahead is in the arc; (6,4) behind is not.
    const arc = dungeonViewFacts(s).frontArc
    expect(arc).toContainEqual([6, 2])
    expect(arc).not.toContainEqual([6, 4])
  })
})
