import { describe, expect, it } from 'vitest'
import { ARTIFACT_KINDS, SQUARE_TERRAINS } from '../../scene/dungeon/schema'
import { refuseDungeon, refuseByChecks } from '../store/dungeon/refusals'
import { ARTIFACT_NAMES, DUNGEON_UI_TEXT, dungeonRefusalText, TERRAIN_NAMES } from './dungeonTexts'

describe('dungeon editor texts', () => {
  it('names every artifact kind and terrain marker in English and German', () => {
    for (const kind of ARTIFACT_KINDS) expect(ARTIFACT_NAMES[kind].de.length).toBeGreaterThan(0)
    for (const type of SQUARE_TERRAINS) expect(TERRAIN_NAMES[type].en.length).toBeGreaterThan(0)
    // 002 "Drachenaflar" is a misprint of Drachenaltar (shared/rules INDEX.md, "Known defects").
    expect(ARTIFACT_NAMES['dragon-altar'].de).toBe('Drachenaltar (1 × 2)')
    for (const t of Object.values(DUNGEON_UI_TEXT)) expect(t.de).not.toBe('')
  })

  it('says a refusal in the user language with the values it names', () => {
    const { refusal } = refuseDungeon('on-rock', 'square [4, 0] is rock, not open floor', { square: '[4, 0]' })
    expect(dungeonRefusalText(refusal, 'en')).toBe('Square [4, 0] is rock, not open floor.')
    expect(dungeonRefusalText(refusal, 'de')).toBe('Feld [4, 0] ist Fels, kein offener Boden.')
  })

  it('shows the scene checks own message as it is written', () => {
    const { refusal } = refuseByChecks('a pillar may not stand in a corridor', 'dungeon.artifacts[2]')
    expect(dungeonRefusalText(refusal, 'de')).toBe('a pillar may not stand in a corridor')
  })
})
