import { describe, expect, it } from 'vitest'
import { checkDeployment, checkDeploymentDistance, deploymentOrder } from '../round/deployment'
import { scriptedDice } from '../../kernel/dice'
import { createGame, type GameFigure } from './game'
import { card, drone } from './game.testkit'

const op = card({ id: 'op', equipment: [{ name: 'R3MOTE α', effect: { kind: 'operator', slots: 1 } }] })
const figures = (): GameFigure[] => [
  { id: 'a1', side: 'red', card: card() },
  { id: 'a2', side: 'red', card: op },
  { id: 'ad', side: 'red', card: drone(), operatorId: 'a2' },
  { id: 'b1', side: 'blue', card: card({ attributes: { AGI: 4, NK: 2, FK: 2, KO: 5, WN: 3, EH: 5 } }) },
  { id: 'b2', side: 'blue', card: card() },
]
const game = () => {
  const r = createGame({ figures: figures(), leaders: { red: 'a1', blue: 'b1' } })
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.value
}

describe('createGame (2.2, 2.3, 19.2)', () => {
  it('builds the models in deployment with 0 AP until the first round start', () => {
    const g = game()
    expect(g).toMatchObject({ round: 0, phase: 'deployment', sides: ['red', 'blue'], leaders: { red: 'a1', blue: 'b1' } })
    expect(Object.values(g.models).map((m) => m.ap)).toEqual([0, 0, 0, 0, 0])
    expect(g.models.ad.operatorId).toBe('a2')
  })
  it.each([
    [
      'a group of one model (2.2)',
      { figures: figures().filter((f) => f.id !== 'b2'), leaders: { red: 'a1', blue: 'b1' } },
      { code: 'group-too-small', params: { side: 'blue', have: 1 } },
    ],
    [
      'one side only',
      { figures: figures().filter((f) => f.side === 'red'), leaders: { red: 'a1' } },
      { code: 'needs-two-groups', params: { sides: 1 } },
    ],
    ['no leader (2.3)', { figures: figures(), leaders: { red: 'a1' } }, { code: 'no-group-leader', params: { side: 'blue' } }],
    [
      'a leader of the other side',
      { figures: figures(), leaders: { red: 'b2', blue: 'b1' } },
      { code: 'wrong-side', params: { side: 'red', model: 'b2', belongsTo: 'blue' } },
    ],
    [
      'an unknown leader',
      { figures: figures(), leaders: { red: 'zz', blue: 'b1' } },
      { code: 'no-such-model', params: { side: 'red', model: 'zz' } },
    ],
    [
      'a telematon as leader',
      { figures: figures(), leaders: { red: 'ad', blue: 'b1' } },
      { code: 'telematon-cannot-lead', params: { model: 'ad' } },
    ],
    [
      'a leader for a side without figures',
      { figures: figures(), leaders: { red: 'a1', blue: 'b1', green: 'a1' } },
      { code: 'no-such-side', params: { side: 'green' } },
    ],
    [
      'a telematon without operator (19.2)',
      { figures: figures().map((f) => (f.id === 'ad' ? { ...f, operatorId: undefined } : f)), leaders: { red: 'a1', blue: 'b1' } },
      { code: 'telematon-without-operator', params: { model: 'ad' } },
    ],
  ])('refuses %s', (_, input, refusal) => {
    const r = createGame(input)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.refusal).toMatchObject(refusal)
  })
  it('throws on a duplicate id (the scene has unique ids, a correct caller never passes one)', () => {
    expect(() =>
      createGame({ figures: [...figures(), { id: 'a1', side: 'red', card: card() }], leaders: { red: 'a1', blue: 'b1' } }),
    ).toThrow(/rules\/model: .*"a1" appears twice/)
  })
})

describe('deployment (5.4)', () => {
  it('the leaders compare EH: red 3 + 9 = 12 beats blue 5 + 4 = 9', () => {
    const r = deploymentOrder(game(), scriptedDice([9, 4]))
    expect(r).toMatchObject({ ok: true, value: { first: 'red', second: 'blue' } })
  })
  it('a tie goes to the higher EH (3 + 7 = 5 + 5: blue), equal EH to chance', () => {
    expect(deploymentOrder(game(), scriptedDice([7, 5]))).toMatchObject({
      ok: true,
      value: { first: 'blue', contest: { decidedBy: 'attribute' } },
    })
    const g = game()
    g.leaders.blue = 'b2' // EH 3 like a1
    expect(deploymentOrder(g, scriptedDice([6, 6, 2, 2, 3, 11]))).toMatchObject({
      ok: true,
      value: { first: 'blue', contest: { decidedBy: 'chance' } },
    })
  })
  it('refuses models closer than 12 cm to an enemy, naming the pair and the distance; 12 cm is allowed', () => {
    const g = game()
    expect(checkDeploymentDistance(g, 'a1', { a1: { b1: 12, b2: 30 } })).toBeNull()
    const r = checkDeploymentDistance(g, 'a1', { a1: { b1: 11.5 }, b2: { a1: 8 } })
    expect(r).toMatchObject({ code: 'too-close-to-enemy', params: { model: 'a1', enemy: 'b2', cm: 8, minCm: 12 } })
    expect(checkDeploymentDistance(g, 'a1', { a1: { a2: 1 } })).toBeNull() // friends may stand close
    expect(checkDeployment(g, { a1: { b1: 11.9, a2: 0 }, ad: { b2: 3 } }).map((x) => [x.code, x.params])).toEqual([
      ['too-close-to-enemy', { model: 'a1', enemy: 'b1', cm: 11.9, minCm: 12 }],
      ['too-close-to-enemy', { model: 'ad', enemy: 'b2', cm: 3, minCm: 12 }],
    ])
  })
})
