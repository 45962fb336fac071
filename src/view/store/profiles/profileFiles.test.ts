import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../../ports/fakePorts'
import { freeProfileName } from './profileFiles'

const shipped = { 'hill-and-wall': JSON.stringify(sampleScene('hill')) }

async function booted() {
  const store = createSightlineStore(fakePorts(shipped, memoryStorage()))
  await store.getState().boot({ scene: null, from: 'a1', to: 'b1' })
  return store
}

/** The fake ruling echoes the cover mix of the profile it was judged under (fakePorts.ts). */
const mixRuled = (store: Awaited<ReturnType<typeof booted>>) =>
  store.getState().judgement?.ruling.lines.find((l) => l.key === 'coverMix')?.value

describe('a rule profile to and from a file (R-VPR.4)', () => {
  it('a taken name gets the next free -2, -3 …, kept within 40 characters and a valid name', () => {
    expect(freeProfileName('club', new Set())).toBe('club')
    expect(freeProfileName('club', new Set(['club', 'club-2']))).toBe('club-3')
    const long = `${'a'.repeat(39)}b`
    expect(freeProfileName(long, new Set([long]))).toBe(`${'a'.repeat(38)}-2`)
    // A dash left at the cut is dropped, never doubled: "…a--2" is no name a user would read back.
    expect(freeProfileName(`${'a'.repeat(37)}-bc`, new Set([`${'a'.repeat(37)}-bc`]))).toBe(`${'a'.repeat(37)}-2`)
  })

  it('exports the profile in use with its edits and imports it back beside the original, never replacing it', async () => {
    const store = await booted()
    store.getState().chooseRuleProfile('as-written')
    const file = store.getState().exportRuleProfile()
    expect(file.fileName).toBe('as-written.profile.json')
    const written = JSON.parse(file.text)
    expect(Object.keys(written)).toEqual(['name', 'title', 'description', 'settings'])
    expect(written.settings.cover.coverLevelMix).toBe('highest')

    store.getState().chooseRuleProfile('sightline-default')
    expect(mixRuled(store)).toBe('strongest-sufficient')
    // "as-written" is a shipped profile's name: the import is kept as "as-written-2" and used at once.
    expect(store.getState().importRuleProfile(file.text)).toBe('as-written-2')
    const { rules } = store.getState()
    expect(rules.chosen).toBe('as-written-2')
    expect(rules.imported).toEqual({ kind: 'imported', name: 'as-written-2', renamedFrom: 'as-written' })
    expect(mixRuled(store)).toBe('highest')
    // A second import of the same file makes a third profile; the first import is untouched.
    expect(store.getState().importRuleProfile(file.text)).toBe('as-written-3')
    expect(store.getState().rules.own.map((p) => p.name)).toEqual(['as-written-2', 'as-written-3'])
    // The picker tells them apart by title as well: the shipped title with the same number.
    const shippedTitle = store.getState().rules.shipped.find((p) => p.name === 'as-written')?.title.en
    expect(store.getState().rules.own.map((p) => p.title.en)).toEqual([`${shippedTitle} (2)`, `${shippedTitle} (3)`])
  })

  it('refuses a file that is no JSON, or that the judge refuses, and changes nothing', async () => {
    const store = await booted()
    const before = store.getState().rules
    expect(store.getState().importRuleProfile('{ "name": ')).toBeNull()
    expect(store.getState().rules.imported?.kind).toBe('notJson')
    expect(store.getState().importRuleProfile(JSON.stringify({ name: 'club', settings: {} }))).toBeNull()
    const outcome = store.getState().rules.imported
    expect(outcome?.kind).toBe('invalid')
    expect(outcome?.kind === 'invalid' && outcome.problems.length).toBeGreaterThan(0)
    expect(store.getState().rules.own).toEqual(before.own)
    expect(store.getState().rules.chosen).toBe(before.chosen)
  })
})
