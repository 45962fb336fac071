import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { attackLinesText } from './dungeonAttackTexts'
import { DUNGEON_PLAY_REFUSAL_CODES, DUNGEON_PLAY_UI_TEXT, dungeonPlayRefusalText, dungeonCheckText } from './dungeonPlayTexts'

/** The codes a refusal file lists (`| 'code'` lines of its `RefusalCode` union). */
const codesOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/^\s+\| '([a-z-]+)'/gm)].map((m) => m[1])

describe('Dungeons play texts', () => {
  it("says an ability's change to an attack's damage in words, never by its code key (R-MKD-18: toughness on the target)", () => {
    // The modifier as the core's damageTaken gives it for toughness against 2 damage (a view test may not import the
    // rules: tests/layering.test.ts); its detail key and params are the ones rules/mageknight/core/abilities.ts emits.
    const clause = { file: '000_07421d6a00d7078f.txt', section: 'Den Passagier verletzen', title: 'Zähigkeit' }
    const toughness = {
      key: 'toughness',
      value: -1,
      clause,
      detail: 'toughness: 1 click(s) less damage, not below 0',
      detailKey: 'ability.damageReduction',
      params: { ability: 'toughness', clicks: 1 },
    }
    const german = attackLinesText([], [toughness], 'de')
    expect(german).not.toMatch(/toughness/i)
    expect(german).toMatch(/^Zähigkeit: .*Schaden.*: -1 — /)
    expect(attackLinesText([], [toughness], 'en')).toMatch(/^toughness: 1 click\(s\) less damage, not below 0: -1 — /)
    // Without a detail the ability's own name is said, not its key.
    expect(attackLinesText([], [{ key: 'toughness', value: -1, clause }], 'de')).toMatch(/^Zähigkeit: -1 — /)
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
