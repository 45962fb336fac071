import { describe, expect, it } from 'vitest'
import type { StabilityEntry, StabilityReport } from '../ports'
import { GERMAN_COMPASS_POINTS, stabilityLine, stabilityMove } from './stabilityTexts'

const report = (entries: StabilityEntry[]): StabilityReport => ({
  searchRadiusCm: 10,
  resolutionCm: 0.05,
  toleranceCm: 0.05,
  bearingToleranceDeg: 0.25,
  directionStepDeg: 5,
  probes: 1,
  entries,
})
const cover: StabilityEntry = {
  fact: 'cover',
  mover: 'target',
  now: 'hard',
  status: 'changes',
  distanceCm: 0.894,
  direction: 'north-east',
  bearingDeg: 26.6,
  compassPoint: 'north-north-east',
  becomes: 'none',
}

describe('stability lines of the ruling panel (issue 15, part 2)', () => {
  it('R-SB.3: says a change toward its bearing and sixteen-point word, in English and in German', () => {
    // 0.894 cm is 8.94 mm, said rounded up: 9.0 mm (a move said shorter could change nothing).
    expect(stabilityLine(cover, report([cover]), 'en')).toBe(
      'cover changes from hard to none if the target moves 9.0 mm toward 27° (north-north-east)',
    )
    expect(stabilityLine(cover, report([cover]), 'de')).toBe(
      'Deckung wechselt von hart zu keine, wenn sich das Ziel 9,0 mm in Richtung 27° (Nordnordost) bewegt',
    )
    const up: StabilityEntry = { ...cover, mover: 'shooter', direction: 'up', bearingDeg: null, compassPoint: null, distanceCm: 8.813 }
    expect(stabilityLine(up, report([up]), 'en')).toBe('cover changes from hard to none if the shooter moves 8.9 cm up')
    expect(stabilityLine(up, report([up]), 'de')).toBe('Deckung wechselt von hart zu keine, wenn sich der Schütze 8,9 cm nach oben bewegt')
  })

  it('R-SB.3: rounds a move up, never down, in every unit', () => {
    expect(stabilityMove(9.684, 'en')).toBe('9.7 cm')
    expect(stabilityMove(9.7, 'en')).toBe('9.7 cm')
    expect(stabilityMove(0.041, 'de')).toBe('0,5 mm')
    // 0.762 cm / 2.54 = 0.300 in exactly: stays 0.30; 0.763 cm is 0.3004 in: 0.31.
    expect(stabilityMove(0.762, 'de', 'in')).toBe('0,30 Zoll')
    expect(stabilityMove(0.763, 'en', 'in')).toBe('0.31 in')
  })

  it('says a stable fact with the search radius, for places the figure can stand (R-SB.1)', () => {
    const stable: StabilityEntry = {
      ...cover,
      fact: 'lineOfSight',
      now: true,
      status: 'stable',
      distanceCm: null,
      direction: null,
      bearingDeg: null,
      compassPoint: null,
      becomes: null,
    }
    expect(stabilityLine(stable, report([stable]), 'en')).toBe(
      'line of sight stays for any move of the target of up to 10.0 cm to a place it can stand',
    )
    expect(stabilityLine(stable, report([stable]), 'de')).toBe(
      'Sichtlinie bleibt bei jeder Bewegung des Ziels um bis zu 10,0 cm an einen Platz, an dem es stehen kann',
    )
    expect(stabilityMove(2.25, 'de')).toMatch(/^2,\d cm$/)
  })

  it('14.7: the range band names its weapon, and distances follow the tape’s unit', () => {
    const band: StabilityEntry = {
      ...cover,
      fact: 'rangeBand',
      now: 1,
      becomes: 2,
      distanceCm: 0.762,
      direction: 'south-west',
      bearingDeg: 225,
      compassPoint: 'south-west',
    }
    const withWeapon = { ...report([band]), weapon: 'Pulse rifle' }
    expect(stabilityLine(band, withWeapon, 'en')).toBe(
      'the range band (Pulse rifle) changes from band 1 to band 2 if the target moves 7.7 mm toward 225° (south-west)',
    )
    expect(stabilityLine(band, withWeapon, 'de')).toBe(
      'Das Reichweitenband (Pulse rifle) wechselt von Band 1 zu Band 2, wenn sich das Ziel 7,7 mm in Richtung 225° (Südwest) bewegt',
    )
    expect(stabilityLine(band, withWeapon, 'en', 'in')).toBe(
      'the range band (Pulse rifle) changes from band 1 to band 2 if the target moves 0.30 in toward 225° (south-west)',
    )
  })

  it('R-SB.4: every German sentence declines the figure as its place needs (des Ziels, wenn sich der Schütze)', () => {
    const facts: StabilityEntry['fact'][] = ['lineOfSight', 'cover', 'rangeBand']
    const movers: StabilityEntry['mover'][] = ['target', 'shooter']
    const statuses: StabilityEntry['status'][] = ['changes', 'stable', 'not-applicable']
    const points = Object.keys(GERMAN_COMPASS_POINTS) as NonNullable<StabilityEntry['compassPoint']>[]
    const moves: Partial<StabilityEntry>[] = [
      ...points.map((p, i) => ({ direction: 'north' as const, bearingDeg: i * 22.5, compassPoint: p })),
      { direction: 'up', bearingDeg: null, compassPoint: null },
      { direction: 'down', bearingDeg: null, compassPoint: null },
    ]
    const nominative = { target: 'das Ziel', shooter: 'der Schütze' }
    const genitive = { target: 'des Ziels', shooter: 'des Schützen' }
    const pronoun = { target: 'es', shooter: 'er' }
    let sentences = 0
    for (const fact of facts)
      for (const mover of movers)
        for (const status of statuses)
          for (const move of moves) {
            const e: StabilityEntry = { ...cover, fact, mover, status, now: fact === 'rangeBand' ? 2 : cover.now, ...move }
            const line = stabilityLine(e, { ...report([e]), weapon: 'Langbogen' }, 'de')
            sentences++
            // A sentence starts with a capital; no preposition governs a nominative article.
            expect(line).toMatch(/^[A-ZÄÖÜ]/)
            expect(line).not.toMatch(/\b(von|bei|mit|zu) (das|der) (Ziel|Schütze)\b/)
            expect(line).not.toMatch(/undefined|\bnull\b|NaN/)
            if (status === 'stable') {
              expect(line).toContain(`jeder Bewegung ${genitive[mover]} um bis zu`)
              expect(line).toContain(`an dem ${pronoun[mover]} stehen kann`)
            }
            if (status === 'changes') {
              expect(line).toContain(`, wenn sich ${nominative[mover]} `)
              expect(line).toMatch(/ (in Richtung \d+° \([A-ZÄÖÜ][a-zäöü]+\)|nach oben|nach unten) bewegt$/)
            }
          }
    expect(sentences).toBe(3 * 2 * 3 * 18)
  })
})
