import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mkRefusalText } from './mkPlayTexts'
import { refusalText } from './refusalTexts'

/**
 * The Mage Knight cavalry rules' refusals (003) and those the engine and the judge raise on their
 * own (a code written where it is refused rather than in a rules folder's refusals.ts) read in
 * German: a German player never sees the English reason. The codes are read from the sources, so
 * a new one without German fails here.
 */
const codesOfUnion = (path: string) => [...readFileSync(path, 'utf8').matchAll(/^\s+\| '([a-z0-9-]+)'/gm)].map((m) => m[1])

/** Codes refused in place: `refuse('code'`, `Refuse('code'` and `code: 'code'` in the non-test sources of `dir`. */
function codesRefusedIn(dir: string): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('testkit'))
  const found = files.flatMap((f) => {
    const text = readFileSync(`${dir}/${f}`, 'utf8')
    return [...text.matchAll(/(?:[rR]efuse\(\s*|code: )'([a-z0-9-]+)'/g)].map((m) => m[1])
  })
  return [...new Set(found)]
}

const ENGLISH = 'ENGLISH'

describe('refusals in German', () => {
  it('003: every cavalry code has a German sentence', () => {
    const codes = codesOfUnion('src/rules/mageknight/cavalry/refusals.ts')
    expect(codes).toContain('items-not-modelled')
    expect(codes.length).toBeGreaterThan(35)
    for (const code of codes) expect(mkRefusalText({ code, reason: ENGLISH }, 'de'), code).not.toBe(ENGLISH)
  })

  it('core 10: every formation code (the engine refuses them for formations of any figures) has a German sentence', () => {
    const codes = codesOfUnion('src/rules/mageknight/core/formationRefusals.ts')
    expect(codes).toContain('formation-split-at-goal')
    for (const code of codes) expect(mkRefusalText({ code, reason: ENGLISH }, 'de'), code).not.toBe(ENGLISH)
  })

  it('every code the Mage Knight engine and the judge refuse in place has a German sentence', () => {
    const codes = [...codesRefusedIn('src/rules/mageknight/engine'), ...codesRefusedIn('src/judge/mk')]
    expect(codes).toEqual(expect.arrayContaining(['items-not-modelled', 'piece-eliminated']))
    const missing = codes.filter((code) => mkRefusalText({ code, reason: ENGLISH }, 'de') === ENGLISH)
    expect(missing).toEqual([])
  })

  it('003: a cavalry refusal names its piece when it carries one, else says the plain sentence', () => {
    const heal = { code: 'dark-unity-nothing-to-heal', reason: ENGLISH }
    expect(refusalText({ ...heal, params: { mount: 'steed' } }, 'de')).toBe('steed hat keinen Schaden zu heilen (R-MKK-14).')
    expect(refusalText(heal, 'de')).toBe('Dunkle Einheit braucht Schaden am Reittier zum Heilen (R-MKK-14).')
    expect(refusalText({ ...heal, params: { mount: 'steed' } }, 'en')).toBe(ENGLISH)
  })

  it('003 "Cavalry Units and Formations": the formation refusals say who is no cavalry and which factions differ', () => {
    expect(mkRefusalText({ code: 'formation-not-all-cavalry', reason: ENGLISH, params: { piece: 'ogre-1' } }, 'de')).toBe(
      'ogre-1 ist keine Kavallerieeinheit: Kavallerie bildet Formationen nur mit Kavallerie (003 „Kavallerieeinheiten und Formationen“).',
    )
    const differ = {
      code: 'formation-riders-factions-differ',
      reason: ENGLISH,
      params: { first: 'Orc Raiders', other: 'Knights Immortal' },
    }
    expect(mkRefusalText(differ, 'de')).toBe(
      'Die Reiter tragen verschiedene Fraktionssymbole, Orc Raiders und Knights Immortal (003 „Kavallerieeinheiten und Formationen“).',
    )
  })
})
