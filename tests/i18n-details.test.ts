import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GERMAN_DETAIL_KEYS, germanDetailTemplate } from '../src/view/i18n/detailTexts'

/**
 * Issue "Play": "the detail text of each ruling line ... Rulings carry keys and parameters, the
 * view translates them; no English sentence built in src/rules reaches a German screen." Every
 * detail the rules and the judge write goes through `detailed(key, english, params)`
 * (src/rules/kernel/detail.ts) with a literal key, and German has a template for each key that
 * names only values the English one has. A detail copied from another line (`detail: m.detail`)
 * carries its key along with a spread instead.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('testkit') ? [path] : []
  })
}
const files = [...sources('src/rules'), ...sources('src/judge')]
const placeholders = (template: string) => new Set([...template.matchAll(/\{(\w+)(?:\|word)?\}/g)].map((m) => m[1]))

describe('details in English and German (rules emit keys and values, the view translates)', () => {
  it('no detail is written as English text in src/rules or src/judge: each goes through detailed()', () => {
    const offenders: string[] = []
    for (const f of files)
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // A type's field (`detail?: string`) is no detail text.
          if (/\bdetail\??:\s*(string|number)\b/.test(line)) return
          if (/\bdetail:/.test(line)) offenders.push(`${f}:${i + 1}: ${line.trim()}`)
        })
    expect(offenders).toEqual([])
  })

  const calls = files.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/detailed\(\s*(['"`])([^'"`]*)\1,\s*(['"])((?:(?!\3).)*)\3/gs)].map((m) => ({
      file: f,
      key: m[2],
      english: m[4],
      literal: m[1] !== '`',
    })),
  )

  it('every detailed() call names its key as a plain literal, so that this test sees it', () => {
    const all = files.reduce((n, f) => n + [...readFileSync(f, 'utf8').matchAll(/\bdetailed\(/g)].length, 0)
    expect(calls.filter((c) => !c.literal)).toEqual([])
    // The definition in kernel/detail.ts is the one call that is not a use.
    expect(calls.length).toBe(all - 1)
  })

  it('German has words for every detail key, naming only values the English detail has', () => {
    const missing = calls.filter((c) => !GERMAN_DETAIL_KEYS.has(c.key)).map((c) => `${c.file}: ${c.key} "${c.english}"`)
    expect(missing).toEqual([])
    const mismatched: string[] = []
    for (const c of calls) {
      const de = germanDetailTemplate(c.key)
      if (de === undefined) continue
      const extra = [...placeholders(de)].filter((p) => !placeholders(c.english).has(p))
      if (extra.length > 0) mismatched.push(`${c.key}: German names ${extra.join(', ')} that "${c.english}" does not`)
    }
    expect(mismatched).toEqual([])
  })

  it('one key, one meaning: a key used twice has the same English words, and no German template is left unused', () => {
    const byKey = new Map<string, Set<string>>()
    for (const c of calls) byKey.set(c.key, (byKey.get(c.key) ?? new Set()).add(c.english))
    expect([...byKey].filter(([, texts]) => texts.size > 1).map(([k, texts]) => `${k}: ${[...texts].join(' | ')}`)).toEqual([])
    expect([...GERMAN_DETAIL_KEYS].filter((k) => !byKey.has(k))).toEqual([])
  })
})

describe('details of whole games said in German', () => {
  it('the word lists never give one English word two German ones', async () => {
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const f of ['movement', 'combat', 'melee', 'castle', 'mkcore']) {
      const module = (await import(`../src/view/i18n/details/${f}.ts`)) as Record<string, unknown>
      const words = Object.entries(module).filter(([name]) => name.startsWith('GERMAN_WORDS_'))
      expect(words).toHaveLength(1)
      for (const [en, de] of words[0][1] as [string, string][]) {
        const before = seen.get(en)
        if (before !== undefined && before !== de) clashes.push(`${en}: ${before} | ${de}`)
        seen.set(en, de)
      }
    }
    expect(clashes).toEqual([])
  })

  it('every line and modifier with a detail in both shipped scenarios reads in German, every value filled', async () => {
    const { PlaySession } = await import('../src/judge')
    const { detailText } = await import('../src/view/i18n/detailTexts')
    const { shippedScene } = await import('./playKit')
    const { loadScenarioFile } = await import('./scenarioKit')
    const unsaid: string[] = []
    for (const [name, scenePath] of [
      ['skirmish-first-blood', 'scenes/skirmish-ruins.json'],
      ['rampart-push', 'scenes/scenarios/rampart-brawl.scene.json'],
    ]) {
      const file = loadScenarioFile(`scenes/scenarios/${name}.json`)
      const s = await PlaySession.start({ scene: shippedScene(scenePath), seed: file.seed, leaders: file.leaders })
      try {
        const said = [...s.setupBreakdown.lines]
        for (const step of file.steps) {
          const r = s.do(step)
          if (r.ok) said.push(...r.breakdown.lines, ...r.breakdown.modifiers)
        }
        for (const line of said) {
          if (!line.detail) continue
          const de = detailText(line, 'de')
          if (de === null || de.includes('{')) unsaid.push(`${name}: ${line.key} "${line.detail}" → ${de}`)
        }
        expect(said.filter((l) => l.detail).length).toBeGreaterThan(5)
      } finally {
        s.dispose()
      }
    }
    expect(unsaid).toEqual([])
  })
})
