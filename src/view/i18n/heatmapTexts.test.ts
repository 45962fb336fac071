import { describe, expect, it } from 'vitest'
import { HEATMAP_METRICS, legendOf } from '../ports'
import { heatmapText, legendLabel } from './heatmapTexts'

describe('heat map words (en, de)', () => {
  it('every legend label the judge gives has words in both languages, not the judge’s own', () => {
    // 3 shooters: a colour per count; 9: more than the count ramp's six colours, runs of counts share one.
    for (const shooters of [3, 9])
      for (const metric of HEATMAP_METRICS)
        for (const entry of legendOf(metric, shooters))
          for (const language of ['en', 'de'] as const) expect(legendLabel(entry.label, shooters, language)).not.toBe(entry.label)
  })

  it('fills the numbers in: shares, counts, progress', () => {
    expect(legendLabel('25% hidden', 1, 'de')).toBe('25 % verdeckt')
    expect(legendLabel('2 see', 3, 'en')).toBe('2 of 3 see')
    // The verb agrees with the count (i18next's plurals): the player's pass read "1 of 1 see".
    expect(legendLabel('1 see', 1, 'en')).toBe('1 of 1 sees')
    expect(legendLabel('1 see', 3, 'de')).toBe('1 von 3 sieht')
    expect(legendLabel('0 see', 3, 'en')).toBe('0 of 3 see')
    expect(legendLabel('0 see', 3, 'de')).toBe('0 von 3 sehen')
    expect(legendLabel('4 to 5 see', 9, 'de')).toBe('4 bis 5 von 9 sehen')
    // The cell card's shares say what they count (both are 100 % in a wood: the player's pass).
    expect(heatmapText('visible', 'de')).toBe('Größter Anteil nicht hinter Festkörpern')
    expect(heatmapText('hiddenHint', 'de')).toContain('im Wald kann er 100 % sein neben 100 % nicht hinter Festkörpern')
    expect(legendLabel('cannot-stand', 1, 'de')).toBe('Hier kann keine Figur stehen')
    expect(heatmapText('progress', 'en', { done: 64, total: 1296 })).toBe('64 of 1296 cells')
  })

  it('says who cannot stand on a clicked cell, why and on which level, in both languages', () => {
    const reason = heatmapText('reasonNoLevel', 'en')
    expect(heatmapText('noticeCannotStand', 'en', { id: 'b-open', reason, level: 'Wall (wall-1)' })).toBe(
      'b-open cannot stand here: no surface of this level here, or the base hangs off its edge (level: Wall (wall-1)).',
    )
    expect(heatmapText('noticeCannotStand', 'de', { id: 'b-open', reason: heatmapText('reasonBlocked', 'de'), level: 'Dem Tisch' })).toBe(
      'b-open kann hier nicht stehen: ein Festkörper ist im Weg (Ebene: Dem Tisch).',
    )
  })
})
