import { describe, expect, it } from 'vitest'
import { checkDeployment, checkDeploymentDistance, deploymentOrder } from '../round/deployment'
import { scriptedDice } from '../../kernel/dice'
import { createGame, type GameFigure } from './game'
import { card, drone } from './game.testkit'

const op = card({ id: 'op', equipment: [{ name: 'R3MOTE α', effect: { kind: 'operator', slots: 1 } }] })
const figures = (): GameFigure[] => [
  { id: 'a1', side: 'red', card: card() }, { id: 'a2', side: 'red', card: op }, { id: 'ad', side: 'red', card: drone(), operatorId: 'a2' },
  { id: 'b1', side: 'blue', card: card({ attributes: { AGI: 4, NK: 2, FK: 2, KO: 5, WN: 3, EH: 5 } }) }, { id: 'b2', side: 'blue', card: card() },
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
    ['a group of one model (2.2)', { figures: figures().filter((f) => f.id !== 'b2'), leaders: { red: 'a1', blue: 'b1' } }, /2 or more/],
    ['one side only', { figures: figures().filter((f) => f.side === 'red'), leaders: { red: 'a1' } }, /two groups/],
    ['no leader (2.3)', { figures: figures(), leaders: { red: 'a1' } }, /leaders.blue/],
    ['a leader of the other side', { figures: figures(), leaders: { red: 'b2', blue: 'b1' } }, /belongs to side blue/],
    ['an unknown leader', { figures: figures(), leaders: { red: 'zz', blue: 'b1' } }, /no figure "zz"/],
    ['a telematon as leader', { figures: figures(), leaders: { red: 'ad', blue: 'b1' } }, /telematon/],
    ['a leader for a side without figures', { figures: figures(), leaders: { red: 'a1', blue: 'b1', green: 'a1' } }, /leaders.green/],
    ['a duplicate id', { figures: [...figures(), { id: 'a1', side: 'red', card: card() }], leaders: { red: 'a1', blue: 'b1' } }, /twice/],
    ['a telematon without operator (19.2)', { figures: figures().map((f) => (f.id === 'ad' ? { ...f, operatorId: undefined } : f)), leaders: { red: 'a1', blue: 'b1' } }, /operator/],
  ])('refuses %s', (_, input, reason) => {
    const r = createGame(input)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.refusal.reason).toMatch(reason)
  })
})

describe('deployment (5.4)', () => {
  it('the leaders compare EH: red 3 + 9 = 12 beats blue 5 + 4 = 9', () => {
    const r = deploymentOrder(game(), scriptedDice([9, 4]))
    expect(r).toMatchObject({ ok: true, value: { first: 'red', second: 'blue' } })
  })
  it('a tie goes to the higher EH (3 + 7 = 5 + 5: blue), equal EH to chance', () => {
    expect(deploymentOrder(game(), scriptedDice([7, 5]))).toMatchObject({ ok: true, value: { first: 'blue', contest: { decidedBy: 'attribute' } } })
    const g = game()
    g.leaders.blue = 'b2' // EH 3 like a1
    expect(deploymentOrder(g, scriptedDice([6, 6, 2, 2, 3, 11]))).toMatchObject({ ok: true, value: { first: 'blue', contest: { decidedBy: 'chance' } } })
  })
  it('refuses models closer than 12 cm to an enemy, naming the pair and the distance; 12 cm is allowed', () => {
    const g = game()
    expect(checkDeploymentDistance(g, 'a1', { a1: { b1: 12, b2: 30 } })).toBeNull()
    const r = checkDeploymentDistance(g, 'a1', { a1: { b1: 11.5 }, b2: { a1: 8 } })
    expect(r?.code).toBe('too-close-to-enemy')
    expect(r?.reason).toMatch(/a1 would stand 8 cm from enemy b2/)
    expect(checkDeploymentDistance(g, 'a1', { a1: { a2: 1 } })).toBeNull() // friends may stand close
    expect(checkDeployment(g, { a1: { b1: 11.9, a2: 0 }, ad: { b2: 3 } }).map((x) => x.reason)).toEqual([
      expect.stringMatching(/a1 and b1 stand 11.9 cm apart/), expect.stringMatching(/ad and b2 stand 3 cm apart/),
    ])
  })
})
