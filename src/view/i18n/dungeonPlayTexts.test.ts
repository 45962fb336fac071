import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { damageTaken } from '../../rules/mageknight/core/abilities'
import { attackLinesText } from './dungeonAttackTexts'
import { DUNGEON_PLAY_REFUSAL_CODES, DUNGEON_PLAY_UI_TEXT, dungeonPlayRefusalText, dungeonCheckText } from './dungeonPlayTexts'

/** The codes a refusal file lists (`| 'code'` lines of its `RefusalCode` union). */
const codesOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/^\s+\| '([a-z-]+)'/gm)].map((m) => m[1])

describe('Dungeons play texts', () => {
  it("says an ability's change to an attack's damage in words, never by its code key (R-MKD-18: toughness on the target)", () => {
    const taken = damageTaken(2, ['toughness'], { magic: false })
    expect(taken.damage).toBe(1)
    const german = attackLinesText([], taken.modifiers, 'de')
    const english = attackLinesText([], taken.modifiers, 'en')
    expect(german).not.toMatch(/toughness/i)
    expect(german).toMatch(/^.*Schaden.*: -1 — /)
    expect(english).toMatch(/^toughness: 1 click\(s\) less damage, not below 0: -1 — /)
  })

  it('every refusal code of the Dungeons rules and of the judge session has a German sentence', () => {
    const codes = [...codesOf('src/rules/mageknight/dungeons/refusals.ts'), ...codesOf('src/judge/dungeon/refusals.ts')]
    expect(codes.length).toBeGreaterThan(30)
    expect(codes.filter((c) => !DUNGEON_PLAY_REFUSAL_CODES.has(c))).toEqual([])
    for (const t of Object.values(DUNGEON_PLAY_UI_TEXT)) expect(t.de).not.toBe('')
  })

  it('says a refusal in German with the values it carries, and falls back to the English reason when one is missing', () => {
    const refusal = {
      code: 'artifact-needs-movement',
      reason: 'mage has 2 movement points, a use costs 4',
      params: { hero: 'mage', points: 2, cost: 4 },
    }
    expect(dungeonPlayRefusalText(refusal, 'en')).toBe(refusal.reason)
    expect(dungeonPlayRefusalText(refusal, 'de')).toBe('mage hat 2 Bewegungspunkte, eine Nutzung kostet 4.')
    expect(dungeonPlayRefusalText({ ...refusal, params: {} }, 'de')).toBe(refusal.reason)
    expect(dungeonCheckText('movement', { points: 5, cost: 4 }, 'de')).toBe('noch 5 Bewegungspunkte, eine Nutzung kostet 4')
  })
})
