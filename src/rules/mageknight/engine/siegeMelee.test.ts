import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { performMk } from './engine'
import { codeOf, fig, GROUND, ON_CASTLE, siegeGame } from './siege.testkit'
import type { SiegeSectionContactFacts } from './siegeTypes'
import type { MkActionFacts } from './types'

/**
 * Known answers of close combat at a section (001 "Das Castle angreifen"): the ogre with its ram
 * (click 0: attack 10, damage 3, Battering Ram) and a crossbowman (damage 3, no ability) at the
 * outer face of a heavy wall (defence 17), 1.5875 cm (its base radius) in front of it, facing it.
 */
const game = () =>
  siegeGame(
    [{ id: 'w', kind: 'wall', side: 'castle' }],
    [fig('ogre-ram', 's1', 'siege'), fig('crossbowman', 's2', 'siege'), fig('bone-golem', 'c1', 'castle')],
    { sides: ['siege', 'castle'] },
  )
const contact = (extra: Partial<SiegeSectionContactFacts> = {}): MkActionFacts => ({
  siege: {
    sectionContact: {
      touches: true,
      nearest: [0, -1.5875],
      centre: [0, 0],
      facingDeg: 0,
      elevation: GROUND,
      standsOn: null,
      figuresOnTarget: [],
      ...extra,
    },
  },
})
const ram = (piece: string, facts: MkActionFacts, dice: number[]) =>
  performMk(game(), { kind: 'sectionMelee', piece, section: 'w' }, facts, scriptedDice(dice))

describe('001 "Das Castle angreifen": close combat at a section, front arc in melee contact, six categories only', () => {
  it('the ogre rams the wall: Battering Ram (category 6), 10 + 4 + 4 = 18 against 17 + 1 for the high ground, 3 clicks', () => {
    const r = ram('s1', contact(), [4, 4])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 18, opponentTotal: 18, hit: true })
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'sectionAttackCategory', value: 6 }))
    expect(r.value.events).toContainEqual({ kind: 'section', section: 'w', clicks: 3, portals: {}, destroyed: false })
  })

  it('from raised ground no bonus (17); a crossbowman may not; out of contact, facing away, standing on it: refused', () => {
    const raised = ram('s1', contact({ elevation: { ...GROUND, onRaisedTerrain: true } }), [4, 3])
    expect(raised.ok && raised.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 17 })
    expect(codeOf(ram('s2', contact(), [4, 4]))).toBe('attacker-in-no-category')
    expect(codeOf(ram('s1', contact({ touches: false }), [4, 4]))).toBe('not-in-base-contact')
    expect(codeOf(ram('s1', contact({ facingDeg: 180 }), [4, 4]))).toBe('outside-front-arc')
    expect(codeOf(ram('s1', contact({ standsOn: 'w', elevation: ON_CASTLE, nearest: null }), [4, 4]))).toBe('attacker-stands-on-section')
  })
})
