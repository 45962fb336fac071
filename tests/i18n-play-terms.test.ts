import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { knowsRulingKey, rulingLabel } from '../src/view/i18n/translations'

/**
 * Every ruling line and modifier key the Universalis rules and the judge can emit has a label in
 * English and German (issue "Play": "English and German for every word of play"). The keys are
 * read from the source: each `key: '...'` written in src/rules/universalis, src/rules/mageknight and src/judge.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

const keys = [
  ...new Set(
    [...sources('src/rules/universalis'), ...sources('src/rules/mageknight'), ...sources('src/judge')].flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/key: '([a-zA-Z0-9_.-]+)'/g)].map((m) => m[1]),
    ),
  ),
].sort()

describe('ruling labels of play', () => {
  it('finds the keys in the source', () => expect(keys.length).toBeGreaterThan(200))

  it('has a label for every key, in German different from the key', () => {
    expect(keys.filter((k) => !knowsRulingKey(k))).toEqual([])
    for (const k of keys) expect(rulingLabel(k, 'de'), k).not.toBe(k)
  })

  it("shows the rules' German beside the English word (4.5 Gefahrenbereich)", () => {
    expect(rulingLabel('threat.radiusCm', 'en')).toBe('Danger zone radius (Radius des Gefahrenbereichs)')
    expect(rulingLabel('threat.radiusCm', 'de')).toBe('Radius des Gefahrenbereichs')
  })
})
