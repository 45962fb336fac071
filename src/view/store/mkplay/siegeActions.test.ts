import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeMkPlayPorts } from '../../ports/mkPlayPorts'

/**
 * The siege's part of the Mage Knight play mode over the real judge on the shipped
 * scenes/siege-assault.json: the castle side moves first, its crossbowman c-xbow stands at the
 * closed door of the west tower tower-w; the siege's crossbowman s-xbow is given a ladder at set-up.
 */
const sceneText = readFileSync('scenes/siege-assault.json', 'utf8')

async function started() {
  const store = createSightlineStore({ ...fakePorts({ 'siege-assault': sceneText }, memoryStorage()), mkplay: judgeMkPlayPorts() })
  await store.getState().boot({ scene: 'siege-assault', from: null, to: null })
  store.getState().enterMkSetup()
  store.getState().setMkCarriedLadder('s-xbow', true)
  expect(await store.getState().startMkGame()).toBe(true)
  return store
}

describe('the siege in the Mage Knight play mode store', () => {
  it('001 Portale, Zugangspunkte: a section chosen offers its portal; the opened door lets the climb through, offers renewed after each step', async () => {
    const store = await started()
    const s = () => store.getState()
    expect(s().mkplay.game?.siege?.carried).toEqual({ 's-xbow': 'ladder-s-xbow' })
    s().selectMkFigure('c-xbow')
    const climb = () => s().mkplay.siegeOffers.find((o) => o.step.do === 'climb' && o.step.via === 'door')
    expect(climb()?.probe).toMatchObject({ ok: false, refusal: { code: 'access-point-not-open' } })
    s().chooseMkSection('tower-w')
    expect(s().mkplay.siegeFrom).toBe('tower-w')
    const portal = s().mkplay.siegeOffers.find((o) => o.step.do === 'portal')
    expect(portal?.probe.ok).toBe(true)
    expect(s().playMkStep(portal!.step)?.ok).toBe(true)
    // The section stays chosen after the step, and its door now offers to close (a portal spends no action, the turn has still begun).
    expect(s().mkplay.siegeOffers.find((o) => o.step.do === 'portal')?.step).toMatchObject({ state: 'closed' })
    s().selectMkFigure('c-xbow')
    expect(s().mkplay.siegeFrom).toBeNull()
    expect(climb()?.probe.ok).toBe(true)
    expect(s().playMkStep(climb()!.step)?.ok).toBe(true)
    expect(s().mkplay.record.map((r) => r.step.do)).toEqual(['portal', 'climb'])
    expect(s().exportMkGame()).toContain('"carriedLadders"')
  })

  it('001 Angriffe: hovering a castle shot shows its numbers in the attack preview', async () => {
    const store = await started()
    const s = () => store.getState()
    s().chooseMkSection('tower-w')
    const shot = s().mkplay.siegeOffers.find((o) => o.step.do === 'castleShot')
    s().previewMkSiegeShot(shot ?? null)
    expect(s().mkplay.attackPreview).toMatchObject({ figure: 'tower-w', kind: 'ranged', probe: shot?.probe })
    s().previewMkSiegeShot(null)
    expect(s().mkplay.attackPreview).toBeNull()
  })
})
