import { describe, expect, it } from 'vitest'
import { MkScenarioStepSchema } from '../src/judge/mk/scenarioFile'
import { mkStepLabel } from '../src/view/panels/mkplay/mkStepLabels'

/**
 * Issue 14: "Letzter Schritt: dismount · horse" showed a Mage Knight step's raw code. Every step
 * kind a scenario file may name (the `do` of MkScenarioStepSchema, read from the schema so a new
 * kind without words fails here) is said in words in both languages.
 */
const KINDS = MkScenarioStepSchema.options.map((o) => String(o.shape.do.value))

describe('Mage Knight step kinds in words (issue 14)', () => {
  it('reads the kinds from the schema', () => {
    expect(KINDS).toEqual(expect.arrayContaining(['move', 'dismount', 'castleShot', 'formationMove']))
  })

  it.each(['en', 'de'] as const)('names every step kind in %s, never by its code', (language) => {
    const raw = KINDS.filter((kind) => mkStepLabel(kind, language) === kind || /^[a-z]+[A-Z]/.test(mkStepLabel(kind, language)))
    expect(raw).toEqual([])
  })

  it('says a dismount in German', () => {
    expect(mkStepLabel('dismount', 'de')).toBe('Absitzen')
  })
})
