import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { performMk } from './engine'
import type { FormationFacts } from './formationTypes'
import { codeOf, fig, GROUND, ON_CASTLE, siegeGame } from './siege.testkit'
import type { SiegeAccessFigure, SiegeFacts, SiegeSectionContactFacts } from './siegeTypes'
import type { MkActionFacts } from './types'

/**
 * Formations at the castle (001). Orc Raiders: two ogres with Battering Ram (click 0 attack 10,
 * damage 3) and the chariot archer (one dial, no ability: in none of the six categories) against a
 * heavy wall (defence 17, +1 on the high ground); Black Powder Rebels: two crossbowmen at a ladder.
 */
const game = () =>
  siegeGame(
    [{ id: 'w', kind: 'wall', side: 'castle' }],
    [
      fig('ogre-ram', 's1', 'siege'),
      fig('ogre-ram', 's2', 'siege'),
      fig('chariot-archer', 's3', 'siege'),
      fig('crossbowman', 'x1', 'siege'),
      fig('crossbowman', 'x2', 'siege'),
      fig('bone-golem', 'c1', 'castle'),
    ],
    { sides: ['siege', 'castle'], ladders: { L1: 'w' } },
  )
const contact = (x: number): SiegeSectionContactFacts => ({
  touches: true,
  nearest: [x, -1.5875],
  centre: [x, 0],
  facingDeg: 0,
  elevation: GROUND,
  standsOn: null,
  figuresOnTarget: [],
})
const facts = (siege: Record<string, SiegeFacts>, contacts: FormationFacts['contacts']): MkActionFacts => ({
  formation: { contacts, enemiesInContact: {}, siege },
})

describe('001 "Das Castle angreifen": a formation at a castle section', () => {
  it('two rams: every member may; the main attacker rolls 10 + 4 + 3 + 1 = 18 against 17 + 1 and deals its 3 clicks', () => {
    const action = { kind: 'formationMelee', members: ['s1', 's2'], main: 's1', target: 'w' } as const
    const r = performMk(
      game(),
      action,
      facts({ s1: { sectionContact: contact(0) }, s2: { sectionContact: contact(3.2) } }, [['s1', 's2']]),
      scriptedDice([4, 3]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 18, opponentTotal: 18, hit: true })
    expect(r.value.events).toContainEqual({ kind: 'section', section: 'w', clicks: 3, portals: {}, destroyed: false })
    expect([r.value.game.pieces.s1.actionTokens, r.value.game.pieces.s2.actionTokens]).toEqual([1, 1])
  })

  it('"kein Mitglied einer Angriffsformation": the chariot archer in the formation stops it; a member out of contact too', () => {
    const withArcher = { kind: 'formationMelee', members: ['s1', 's3'], main: 's1', target: 'w' } as const
    const r = performMk(
      game(),
      withArcher,
      facts({ s1: { sectionContact: contact(0) }, s3: { sectionContact: contact(3.2) } }, [['s1', 's3']]),
      scriptedDice([]),
    )
    expect(codeOf(r)).toBe('formation-member-may-not-attack')
    const away = { kind: 'formationMelee', members: ['s1', 's2'], main: 's1', target: 'w' } as const
    const loose = facts({ s1: { sectionContact: contact(0) }, s2: { sectionContact: { ...contact(3.2), touches: false } } }, [['s1', 's2']])
    expect(codeOf(performMk(game(), away, loose, scriptedDice([])))).toBe('not-in-base-contact')
  })
})

describe('001 "Nahkampf": a close-combat formation across access points', () => {
  /** A crossbowman at the ladder's foot, facing north; the Bone Golem at its top. */
  const atFoot = (id: string, x: number, facingDeg = 0): SiegeAccessFigure => ({
    id,
    touches: ['L1'],
    nearest: { L1: [0, 0] },
    centre: [x, 2],
    facingDeg,
    elevation: GROUND,
    standsOn: null,
  })
  const golem: SiegeAccessFigure & { side: string } = {
    id: 'c1',
    side: 'castle',
    touches: ['L1'],
    nearest: { L1: [0, 0] },
    centre: [0, -2],
    facingDeg: 180,
    elevation: ON_CASTLE,
    standsOn: 'w',
  }
  const action = { kind: 'formationMelee', members: ['x1', 'x2'], main: 'x2', target: 'c1', section: 'w' } as const

  it('both may attack the golem: 8 + 4 + 4 + 1 = 17 against 16 + 1 for the higher target', () => {
    const f = facts(
      {
        x1: { access: { attacker: atFoot('x1', -1.6), others: [golem] } },
        x2: { access: { attacker: atFoot('x2', 1.6), others: [golem] } },
      },
      [['x1', 'x2']],
    )
    const r = performMk(game(), action, f, scriptedDice([4, 4]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 17, hit: true })
  })

  it('"wenn alle Helden der Formation das Ziel angreifen dürfen": x1 facing away stops the formation', () => {
    const f = facts(
      {
        x1: { access: { attacker: atFoot('x1', -1.6, 180), others: [golem] } },
        x2: { access: { attacker: atFoot('x2', 1.6), others: [golem] } },
      },
      [['x1', 'x2']],
    )
    const r = performMk(game(), action, f, scriptedDice([]))
    expect(codeOf(r)).toBe('formation-member-may-not-attack')
    expect(r.ok ? null : r.refusal.params).toMatchObject({ member: 'x1', because: 'front-arc-not-at-open-access-point' })
  })
})
