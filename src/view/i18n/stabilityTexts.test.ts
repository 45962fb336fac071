import { describe, expect, it } from 'vitest'
import type { StabilityEntry, StabilityReport } from '../ports'
import { stabilityLine, stabilityMove } from './stabilityTexts'

const report = (entries: StabilityEntry[]): StabilityReport => ({
  searchRadiusCm: 10,
  resolutionCm: 0.05,
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
  becomes: 'none',
}

describe('stability lines of the ruling panel (issue 15, part 2)', () => {
  it('says a change in English and in German with the language’s decimal mark', () => {
    expect(stabilityLine(cover, report([cover]), 'en')).toBe('cover changes from hard to none if the target moves 8.9 mm north-east')
    expect(stabilityLine(cover, report([cover]), 'de')).toBe(
      'Deckung wechselt von hard zu none, wenn das Ziel sich 8,9 mm nach Nordosten bewegt',
    )
  })

  it('says a stable fact with the search radius', () => {
    const stable: StabilityEntry = {
      ...cover,
      fact: 'lineOfSight',
      now: true,
      status: 'stable',
      distanceCm: null,
      direction: null,
      becomes: null,
    }
    expect(stabilityLine(stable, report([stable]), 'en')).toBe('line of sight stays for any move of the target up to 10.0 cm')
    expect(stabilityMove(2.25, 'de')).toMatch(/^2,\d cm$/)
  })

  it('14.7: the range band names its weapon, and distances follow the tape’s unit', () => {
    const band: StabilityEntry = { ...cover, fact: 'rangeBand', now: 1, becomes: 2, distanceCm: 0.762, direction: 'south-west' }
    const withWeapon = { ...report([band]), weapon: 'Pulse rifle' }
    expect(stabilityLine(band, withWeapon, 'en')).toBe(
      'the range band (Pulse rifle) changes from band 1 to band 2 if the target moves 7.6 mm south-west',
    )
    expect(stabilityLine(band, withWeapon, 'de')).toBe(
      'das Reichweitenband (Pulse rifle) wechselt von Band 1 zu Band 2, wenn das Ziel sich 7,6 mm nach Südwesten bewegt',
    )
    // 0.762 cm / 2.54 = 0.30 in.
    expect(stabilityLine(band, withWeapon, 'en', 'in')).toBe(
      'the range band (Pulse rifle) changes from band 1 to band 2 if the target moves 0.30 in south-west',
    )
    expect(stabilityMove(0.762, 'de', 'in')).toBe('0,30 Zoll')
  })
})
