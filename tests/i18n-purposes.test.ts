import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PlaySession } from '../src/judge'
import { PURPOSE_KEYS, purposeText } from '../src/view/i18n/purposeTexts'
import { shippedScene } from './playKit'
import { loadScenarioFile } from './scenarioKit'

/** Every die roll says what it is for in German too (issue "Play": "dice purposes"), from the key the rules give it. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

describe('dice purposes in German', () => {
  it('has words for every purpose key written in the Universalis rules', () => {
    const keys = new Set(
      sources('src/rules/universalis').flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/purpose\(\s*'(roll\.[a-zA-Z]+)'/g)].map((m) => m[1]),
      ),
    )
    // damage/roll.ts names the die again: `roll.${die}Again` for the wound and the armour die.
    keys.add('roll.woundAgain')
    keys.add('roll.armourAgain')
    expect(keys.size).toBeGreaterThan(25)
    expect([...keys].filter((k) => !PURPOSE_KEYS.has(k))).toEqual([])
  })

  it('says each roll of both shipped scenarios in German, sides and rerolls included', async () => {
    const german: string[] = []
    for (const [name, scenePath] of [
      ['skirmish-first-blood', 'scenes/skirmish-ruins.json'],
      ['rampart-push', 'scenes/scenarios/rampart-brawl.scene.json'],
    ]) {
      const file = loadScenarioFile(`scenes/scenarios/${name}.json`)
      const s = await PlaySession.start({ scene: shippedScene(scenePath), seed: file.seed, leaders: file.leaders })
      try {
        for (const step of file.steps) s.do(step)
        for (const roll of s.log) {
          expect(roll.purposeKey, roll.purpose).toBeDefined()
          const de = purposeText(roll, 'de')
          expect(de, roll.purpose).not.toMatch(/[{}]|undefined/)
          expect(de).not.toBe(roll.purpose)
          german.push(de)
        }
      } finally {
        s.dispose()
      }
    }
    // The sergeant's aimed shot at the owl, and the deployment's compared EH with its side.
    expect(german).toContain('FK-Wurf von b-sergeant auf r-owl')
    expect(german.some((g) => /^Aufstellung: EH der Gruppenführer: r-/.test(g))).toBe(true)
  })

  it("keeps the English text the rules wrote, and the rules' text for a roll without a key", () => {
    const roll = { purpose: 'NK roll: r-1 (reroll 1)', purposeKey: 'roll.nk', purposeParams: { side: 'r-1', reroll: 1 } }
    expect(purposeText(roll, 'en')).toBe('NK roll: r-1 (reroll 1)')
    expect(purposeText(roll, 'de')).toBe('NK-Wurf: r-1 (Wiederholung 1)')
    expect(purposeText({ purpose: 'clicks for a falling figure' }, 'de')).toBe('clicks for a falling figure')
  })
})
