import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PlaySession } from '../src/judge'
import { createMkScenario, mkScenarioOptions } from '../src/judge/mk/create'
import { parseMkScenarioFile } from '../src/judge/mk/scenarioFile'
import { scriptedDice } from '../src/rules/kernel'
import { DEFAULT_MK_CORE_SETTINGS, figurePiece, leadershipRoll, moveFigure } from '../src/rules/mageknight/core'
import { chariotDestroyed } from '../src/rules/mageknight/large'
import { mkFigureCard } from '../src/scene/mageknight/library'
import { parseSceneText } from '../src/scene/validate'
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

/** The `roll.x` keys the sources under `dir` give to `purpose(...)`. */
const keysIn = (dir: string): Set<string> =>
  new Set(sources(dir).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/purpose\(\s*'(roll\.[a-zA-Z0-9]+)'/g)].map((m) => m[1])))

/** The German of every roll (die and ruling record) a shipped Mage Knight scenario (`scenes/scenarios/*.mk.json`) makes, played through the driver. */
async function mkScenarioRolls(path: string): Promise<{ key: string | undefined; english: string; german: string }[]> {
  const parsed = parseMkScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const ref = parsed.scenario.scene
  if (typeof ref !== 'string') throw new Error(`${path}: a scene by reference expected`)
  const scene = parseSceneText(readFileSync(join(dirname(path), ref), 'utf8'))
  if (!scene.ok) throw new Error(`${path}: its scene does not parse`)
  const driver = await createMkScenario(mkScenarioOptions(parsed.scenario, scene.scene))
  try {
    // The dice log (each die) and the rulings' roll records (MkRecord.tsx shows those) alike.
    const records = parsed.scenario.steps.flatMap((step) => {
      const r = driver.do(step)
      return r.ok ? r.breakdown.rolls : []
    })
    return [...driver.log, ...records].map((roll) => ({ key: roll.purposeKey, english: roll.purpose, german: purposeText(roll, 'de') }))
  } finally {
    driver.dispose()
  }
}

describe('dice purposes in German', () => {
  it('has words for every purpose key written in the Universalis rules', () => {
    const keys = keysIn('src/rules/universalis')
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

  it('has words for every purpose key written in the Mage Knight rules, and no Mage Knight roll without a key', () => {
    const keys = keysIn('src/rules/mageknight')
    // core 6, 7, 14; 000 "Lösen", "Den Passagier verletzen"; 001 "Castle Sektionen zerstören"
    expect(keys.size).toBeGreaterThanOrEqual(9)
    expect([...keys].filter((k) => !PURPOSE_KEYS.has(k))).toEqual([])
    // A roll given a plain text (`dice.roll(6, \`...\`)`) would have no key for the view to say.
    const plain = sources('src/rules/mageknight').filter((f) => /\.roll\(\s*\d+\s*,\s*[`'"]/.test(readFileSync(f, 'utf8')))
    expect(plain).toEqual([])
  })

  it('says each roll of the shipped Mage Knight scenarios in German', async () => {
    const paths = readdirSync('scenes/scenarios')
      .filter((n) => n.endsWith('.mk.json'))
      .map((n) => `scenes/scenarios/${n}`)
    expect(paths.length).toBeGreaterThanOrEqual(3)
    const german: string[] = []
    for (const path of paths) {
      for (const roll of await mkScenarioRolls(path)) {
        expect(roll.key, `${path}: ${roll.english}`).toBeDefined()
        expect(roll.german, roll.english).not.toMatch(/[{}]|undefined/)
        expect(roll.german).not.toBe(roll.english)
        german.push(roll.german)
      }
    }
    // The rule texts' words: core 7's 2d6 die by die, 000 "Lösen" and "Den Passagier verletzen", 001's rubble.
    expect(german).toContain('Fernkampfangriff von tower-w auf s-golem (Würfel 2 von 2W6)')
    expect(german).toContain('Nahkampfangriff von mammoth (Würfel 1 von 2W6)')
    expect(german).toContain('Lösen von chariot (ein Wurf für die ganze Großfigur)')
    expect(german).toContain('Trifft der Schaden an Sektion right von chariot den Passagier archer? (ab 5)')
    expect(german).toContain('Schadensklicks für c-golem beim Einsturz von wall-a')
  })

  it('says the Mage Knight rolls no shipped scenario makes in German: leadership, a hero breaking away, a destroyed chariot', () => {
    const dice = scriptedDice([4, 2, 3])
    leadershipRoll(dice, 'orcs', 1)
    const hero = (id: string) => figurePiece(mkFigureCard('mk-crossbowman'), id, 'red')
    const facts = { to: [2.54, 0] as const, pathIn: 1, enemiesInContact: ['ogre'], basesCrossed: [], blockedAtIn: null, endOverlaps: [] }
    moveFigure(hero('xbow'), facts, dice, DEFAULT_MK_CORE_SETTINGS)
    chariotDestroyed(dice, { chariotId: 'chariot', passengerId: 'archer' }, hero('archer'), [10, 10])
    expect(dice.log.map((r) => purposeText(r, 'de'))).toEqual([
      'Anführer-Wurf von orcs (W6, ab 4)',
      'Lösen von xbow',
      'Schadensklicks für archer, da chariot zerstört ist',
    ])
  })

  it("keeps the English text the rules wrote, and the rules' text for a roll without a key", () => {
    const roll = { purpose: 'NK roll: r-1 (reroll 1)', purposeKey: 'roll.nk', purposeParams: { side: 'r-1', reroll: 1 } }
    expect(purposeText(roll, 'en')).toBe('NK roll: r-1 (reroll 1)')
    expect(purposeText(roll, 'de')).toBe('NK-Wurf: r-1 (Wiederholung 1)')
    expect(purposeText({ purpose: 'clicks for a falling figure' }, 'de')).toBe('clicks for a falling figure')
  })
})
