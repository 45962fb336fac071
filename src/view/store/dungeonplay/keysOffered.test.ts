import { describe, expect, it } from 'vitest'
import { startedDungeonStore } from './dungeonplay.testkit'

/**
 * R-MKDS-3: the two decisions of the play keys are the judge's offers (src/judge/dungeon/turnOffers.ts);
 * the store sends what is offered and nothing when nothing is. On scenes/mk-dungeon.json the battle
 * mage faces east (90°); the heroes in scene order are mage, xbow, dwarf.
 */
describe('R-MKDS-3: the store turns and picks the next hero by the judge', () => {
  it('a turn right sends the offered facing (90 + 45 = 135); with no one active nothing is sent', async () => {
    const store = await startedDungeonStore()
    const s = () => store.getState()
    expect(s().turnDungeonFigure('right')).toBeNull()
    expect(s().activateNextDungeonHero()?.step).toEqual({ do: 'activate', hero: 'mage' })
    expect(s().turnDungeonFigure('right')?.step).toEqual({ do: 'face', hero: 'mage', facing: 135 })
    expect(s().turnDungeonFigure('left')?.step).toEqual({ do: 'face', hero: 'mage', facing: 90 })
    s().endDungeonActivation()
    expect(s().activateNextDungeonHero()?.step).toEqual({ do: 'activate', hero: 'xbow' })
  })
})
