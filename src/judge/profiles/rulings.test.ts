import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { settingLeaves } from './leaves'
import { SIGHTLINE_DEFAULT } from './shipped'

/**
 * docs/RULINGS.md and the rule profile held to each other (issue 15, part 3): a setting the
 * document names must be a setting of the profile, and a profile setting must be named in the
 * document, so that a new setting cannot be forgotten on either side.
 *
 * A "named setting" is a backticked identifier (`enemyGap`, `sight.eye`, `round.burning.directions`)
 * in a sentence that speaks of a setting, when it follows the word "setting" directly or is
 * camelCase or dotted (so the values `top`, `none` after an "=" are not taken for names). It
 * matches a profile path that ends with it (`fall.climbCostFactor` is
 * `universalis.movement.fall.climbCostFactor`).
 */
const RULINGS = readFileSync('docs/RULINGS.md', 'utf8')

/** Sentences, so a "Setting:" and its names stay together even across line breaks. */
const sentences = RULINGS.replace(/\s+/g, ' ').split(/(?<=[.;!?])\s+(?=[A-Z*`(])/)

const IDENTIFIER = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/

/** Names the document uses for something that is not a setting of a rule (the sampler's precision, code). */
const NOT_RULE_SETTINGS = new Set([
  'gridNodes',
  'refineSteps',
  'blockerSteps',
  'areaGridFactor',
  'occluderProof',
  // A field of the step ruling, written "(`climbCost` = the height)" in R-8.6a.
  'climbCost',
])

function namedSettings(): Set<string> {
  const names = new Set<string>()
  // `name: 'value'` is how a section writes a setting's default or alternative, wherever it stands.
  for (const m of RULINGS.matchAll(/`([a-z][A-Za-z0-9.]*): '[^'`]+'`/g)) names.add(m[1])
  for (const sentence of sentences) {
    if (!/setting/i.test(sentence) || /\bno setting\b/i.test(sentence)) continue
    for (const m of sentence.matchAll(/(\b[Ss]ettings?:?\s+)?`([^`]+)`/g)) {
      const name = m[2].replace(/:.*$/, '').trim()
      if (!IDENTIFIER.test(name) || /\.(ts|md|json)$/.test(name) || NOT_RULE_SETTINGS.has(name)) continue
      // After the word itself, or a settings path (dotted), or camelCase followed by its value or default.
      const after = sentence.slice((m.index ?? 0) + m[0].length)
      const valued = /^\s*(=|\(default|\(setting|\(`)/.test(after)
      if (m[1] !== undefined || name.includes('.') || (/[A-Z]/.test(name) && valued)) names.add(name)
    }
  }
  return names
}

const paths = settingLeaves(SIGHTLINE_DEFAULT.settings).map((l) => l.path)
const matches = (path: string, name: string) => path === name || path.endsWith(`.${name}`)

describe('the rule profile and docs/RULINGS.md', () => {
  it('every setting RULINGS.md names is a setting of the profile', () => {
    const missing = [...namedSettings()].filter((name) => !paths.some((p) => matches(p, name)))
    expect(missing).toEqual([])
  })

  it('every setting of the profile is named in RULINGS.md', () => {
    const names = [...namedSettings()]
    const unnamed = paths.filter((p) => !names.some((name) => matches(p, name)))
    expect(unnamed).toEqual([])
  })
})
