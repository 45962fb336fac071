import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { FAKE_PROFILES, fakePorts, memoryStorage, sampleScene } from '../../ports/fakePorts'
import type { ProfileSettings } from '../../ports'
import { RULE_PROFILES_KEY, currentProfile, profileCatalogue, profileNameOf } from './catalogue'
import { portsUnderProfile } from '../../ports/profilePorts'

const shipped = { 'hill-and-wall': JSON.stringify(sampleScene('hill')) }
const link = { scene: null, from: 'a1', to: 'b1' }

async function booted(storage = memoryStorage()) {
  const store = createSightlineStore(fakePorts(shipped, storage))
  await store.getState().boot(link)
  return store
}

/** The fake ruling echoes the cover mix of the profile it was judged under (fakePorts.ts). */
const mixRuled = (store: Awaited<ReturnType<typeof booted>>) =>
  store.getState().judgement?.ruling.lines.find((l) => l.key === 'coverMix')?.value

const highest = (settings: ProfileSettings): ProfileSettings => ({ ...settings, cover: { ...settings.cover, coverLevelMix: 'highest' } })

describe('rule profiles in the dispute view (issue 15, part 3)', () => {
  it('judges under the chosen profile: "Sightline default" first, "as written" once chosen', async () => {
    const store = await booted()
    expect(store.getState().rules.chosen).toBe('sightline-default')
    expect(mixRuled(store)).toBe('strongest-sufficient')
    store.getState().chooseRuleProfile('as-written')
    expect(mixRuled(store)).toBe('highest')
  })

  it('ignores a typed name that is no profile, "__proto__" included', async () => {
    const store = await booted()
    store.getState().chooseRuleProfile('__proto__')
    store.getState().chooseRuleProfile('constructor')
    expect(store.getState().rules.chosen).toBe('sightline-default')
    expect(profileCatalogue(FAKE_PROFILES, []).get('__proto__')).toBeUndefined()
  })

  it('compares the ruling under a second profile, the differing row marked; null ends it', async () => {
    const store = await booted()
    store.getState().compareRuleProfile('as-written')
    const { comparison } = store.getState().rules
    expect(comparison?.profiles).toEqual(['sightline-default', 'as-written'])
    expect(comparison?.rows.filter((r) => r.differs).map((r) => r.key)).toEqual(['coverMix'])
    // The comparison follows the pair's changes like the ruling does.
    store.getState().setPair('b1', 'a1')
    expect(store.getState().rules.comparison?.answers[0].ruling.to).toBe('a1')
    store.getState().compareRuleProfile(null)
    expect(store.getState().rules.comparison).toBeNull()
  })

  it('saves the settings in use as the group’s profile, keeps it in storage and finds it after a reload', async () => {
    const storage = memoryStorage()
    const store = await booted(storage)
    store.getState().editRuleSettings(highest(FAKE_PROFILES[0].settings))
    expect(mixRuled(store)).toBe('highest')
    expect(store.getState().saveRuleProfile('Our Table (2026)')).toBe('our-table-2026')
    expect(store.getState().rules.chosen).toBe('our-table-2026')
    expect(store.getState().rules.edited).toBeNull()
    expect(JSON.parse(storage.data.get(RULE_PROFILES_KEY) ?? '{}').own[0].title.en).toBe('Our Table (2026)')

    const reloaded = await booted(storage)
    expect(reloaded.getState().rules.chosen).toBe('our-table-2026')
    expect(reloaded.getState().rules.own.map((p) => p.name)).toEqual(['our-table-2026'])
    expect(mixRuled(reloaded)).toBe('highest')
  })

  it('refuses to save while an editor holds a draft not in use, and forgets the refusal with the last draft', async () => {
    const store = await booted()
    store.getState().markSettingDraft('mk.large.sectionArcs', true)
    expect(store.getState().saveRuleProfile('Our arcs')).toBeNull()
    expect([store.getState().rules.saveRefusal, store.getState().rules.own.length]).toEqual(['draftPending', 0])
    store.getState().markSettingDraft('mk.large.sectionArcs', false)
    expect([store.getState().rules.draftsPending, store.getState().rules.saveRefusal]).toEqual([[], null])
    expect(store.getState().saveRuleProfile('Our arcs')).toBe('our-arcs')
  })

  it('refuses a name without letters or one of a shipped profile; deleting the chosen one falls back to the default', async () => {
    const store = await booted()
    expect(store.getState().saveRuleProfile(' -- ')).toBeNull()
    expect(store.getState().rules.saveRefusal).toBe('nameEmpty')
    expect(store.getState().saveRuleProfile('As Written')).toBeNull()
    expect(store.getState().rules.saveRefusal).toBe('nameShipped')
    store.getState().saveRuleProfile('grüne runde')
    store.getState().compareRuleProfile('grune-runde')
    store.getState().deleteRuleProfile('grune-runde')
    const { rules } = store.getState()
    expect([rules.own.length, rules.chosen, rules.compareWith]).toEqual([0, 'sightline-default', null])
  })

  it('leaves out a kept profile the judge’s check refuses, and a damaged record altogether', async () => {
    const good = { ...FAKE_PROFILES[1], name: 'ours', title: { en: 'Ours', de: 'Unseres' } }
    const storage = memoryStorage({ [RULE_PROFILES_KEY]: JSON.stringify({ chosen: 'ours', own: [good, { name: '__proto__' }] }) })
    const store = await booted(storage)
    expect(store.getState().rules.own.map((p) => p.name)).toEqual(['ours'])
    expect(store.getState().rules.chosen).toBe('ours')
    const damaged = await booted(memoryStorage({ [RULE_PROFILES_KEY]: '{"own": [' }))
    expect(damaged.getState().rules.own).toEqual([])
  })

  it('makes names of typed titles: lowercase, dashes, no accents, at most 40 characters', () => {
    expect(profileNameOf('  Große Runde! ')).toBe('grosse-runde')
    expect(profileNameOf('Café Noël')).toBe('cafe-noel')
    expect(profileNameOf('x'.repeat(50))).toHaveLength(40)
    expect(profileNameOf('?!')).toBe('')
  })
})

describe('every setting of a profile, and every ruling under it (R-VPR.2, R-VPR.3)', () => {
  it('edits one setting by its path; the judge’s check refuses a value before it rules, and says why', async () => {
    const store = await booted()
    store.getState().editRuleSetting('cover.coverLevelMix', 'highest')
    expect(mixRuled(store)).toBe('highest')
    // The fake check (fakePorts.ts) refuses a cover mix that is no text, as the judge's schema refuses one not in its enum.
    store.getState().editRuleSetting('cover.coverLevelMix', 3)
    expect(store.getState().rules.editProblems).toEqual([{ path: '(profile)', message: 'not a fake profile', severity: 'error' }])
    expect(mixRuled(store)).toBe('highest')
    store.getState().editRuleSetting('no.such.setting', true)
    expect(store.getState().rules.editProblems?.[0]?.message).toMatch(/no setting/)
    store.getState().chooseRuleProfile('as-written')
    expect(store.getState().rules.editProblems).toBeNull()
  })

  it('starts a game, and asks for a heat map, under the profile in use: the ports get its settings', async () => {
    const ports = fakePorts(shipped)
    const asked: unknown[] = []
    ports.play = {
      ...ports.play,
      startGame: async (setup) => {
        asked.push(setup.rules?.universalis.movement.enemyGap)
        throw new Error('the fake game does not start')
      },
    }
    const heatmapSpec = ports.heatmap.specOf
    ports.heatmap = {
      ...ports.heatmap,
      specOf: (scene, request) => {
        asked.push(request.settings?.cover.coverLevelMix)
        return heatmapSpec(scene, request)
      },
    }
    const store = createSightlineStore(ports)
    await store.getState().boot(link)
    store.getState().chooseRuleProfile('as-written')
    store.getState().editRuleSetting('universalis.movement.enemyGap', 'whole')
    await store.getState().startHeatmap()
    // The play store asks through the same ports (createSightlineStore wraps them once).
    const inUse = portsUnderProfile(ports, () => currentProfile(store.getState().rules))
    await expect(inUse.play.startGame({ scene: sampleScene('hill'), seed: 1, leaders: {} }, { undoRollsBackDice: false })).rejects.toThrow()
    expect(asked).toEqual(['highest', 'whole'])
  })
})
