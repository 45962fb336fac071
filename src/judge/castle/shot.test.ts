import { describe, expect, it } from 'vitest'
import type { CastleLineOfFire } from '../../geometry/castle/lineOfFire'
import type { CastleShotReport } from '../../rules/mageknight/castle'
import { CASTLE } from '../../rules/mageknight/core'
import { castleVerdict } from '../verdicts'
import { castleShotRows } from './shot'

const line: CastleLineOfFire = { status: 'clear', from: [0, 0, 0], to: [10, 0, 0], blockedBy: [], bases: [] }
const report = (allowed: boolean): CastleShotReport => ({
  allowed,
  refusals: allowed
    ? []
    : [{ code: 'attacker-in-no-category', reason: 'the attacker falls in none of the categories', clause: CASTLE.whoMayAttack }],
  horizontalDistanceIn: 6 as CastleShotReport['horizontalDistanceIn'],
  rangeIn: 8,
  effectiveRangeIn: 8,
  longRange: { eligible: false, used: false },
  minimumRangeIn: null,
  sectionAttack: null,
  defence: { base: 16, modifiers: [{ key: 'fortification', value: 3, clause: CASTLE.fortification }], total: 19 },
  damage: { base: 2, modifiers: [], total: 2 },
  lines: [],
})

describe('castleShotRows: a shot that may not be taken lists no defence or damage (issue 14, "Contradictory rows")', () => {
  it('001 "Das Castle angreifen": refused, the rows stop at the refusal, line of fire and range', () => {
    const keys = castleShotRows(report(false), line, true).map((r) => r.key)
    expect(keys).toEqual(['castleShotAllowed', 'castleRefusal', 'lineOfFire', 'rangeIn'])
  })

  it('core "Fernkampf": allowed, defence and damage follow with their modifiers', () => {
    const keys = castleShotRows(report(true), line, true).map((r) => r.key)
    expect(keys).toEqual([
      'castleShotAllowed',
      'lineOfFire',
      'rangeIn',
      'defenceBase',
      'fortification',
      'defenceTotal',
      'damageBase',
      'damageTotal',
    ])
  })

  it('says the command line’s verdict: allowed with the defence to beat, or not and why', () => {
    expect(castleVerdict('golem', 'w-1', report(true)).detail).toBe('golem may shoot at w-1; defence 19.')
    expect(castleVerdict('golem', 'w-1', report(false))).toMatchObject({
      detail: 'golem may not shoot at w-1: the attacker falls in none of the categories.',
      detailKey: 'verdict.castle.refused',
    })
  })
})
