import { describe, expect, it } from 'vitest'
import { sightVerdict } from './verdicts'

const seen = {
  from: 'r-archer',
  to: 'b-crouch',
  lineOfSight: true,
  visibleFraction: 0.41234,
  cover: 'hard' as const,
  coverFrom: ['wall-1'],
}

describe('sightVerdict: the command line’s one line, as a key with values', () => {
  it('4.3 and 9.3: the share seen to a tenth of a percent, the cover and where it comes from', () => {
    expect(sightVerdict(seen)).toEqual({
      detail: 'r-archer sees 41.2 % of b-crouch; cover: hard from wall-1.',
      detailKey: 'verdict.sight.covered',
      params: { from: 'r-archer', to: 'b-crouch', visible: '41', visibleTenth: '2', cover: 'hard', coverFrom: 'wall-1' },
    })
  })

  it('9.3: no cover, no source named', () => {
    expect(sightVerdict({ ...seen, visibleFraction: 1, cover: 'none', coverFrom: [] }).detail).toBe(
      'r-archer sees 100.0 % of b-crouch; cover: none.',
    )
  })

  it('4.3: no line of sight says only that', () => {
    expect(sightVerdict({ ...seen, lineOfSight: false }).detail).toBe('r-archer cannot see b-crouch.')
  })

  it('3.6: a figure of the pair inside something gets no ruling', () => {
    expect(sightVerdict(seen, { figure: 'r-archer', what: ['b-tower', 'tower'] }).detail).toBe(
      'no ruling for r-archer → b-crouch: r-archer overlaps b-tower, tower; move it apart first.',
    )
  })
})
