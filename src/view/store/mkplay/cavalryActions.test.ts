import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeMkPlayPorts } from '../../ports/mkPlayPorts'

/**
 * Cavalry in the Mage Knight play mode store over the real judge on scenes/mk-cavalry-duel.json:
 * blue's knight (the lancer in its saddle) at (25, 70) facing north, red's crossbowman at (25, 50);
 * blue's stag with the ranger at (65, 70). Blue acts first.
 */
const sceneText = readFileSync('scenes/mk-cavalry-duel.json', 'utf8')

async function started() {
  const store = createSightlineStore({ ...fakePorts({ 'mk-cavalry-duel': sceneText }, memoryStorage()), mkplay: judgeMkPlayPorts() })
  await store.getState().boot({ scene: 'mk-cavalry-duel', from: null, to: null })
  store.getState().enterMkSetup()
  expect(await store.getState().startMkGame()).toBe(true)
  return store
}

describe('cavalry in the Mage Knight play mode store', () => {
  it('003 "Dismounted Riders": the rider dial is chosen, Dismount played, the rider then offered Remount', async () => {
    const store = await started()
    const s = () => store.getState()
    s().selectMkFigure('stag')
    expect(s().mkplay.cavalry.view?.dials).toEqual(['mount', 'rider'])
    s().setMkCavalryDial('rider')
    expect(s().mkplay.cavalry.dial).toBe('rider')
    expect(s().dismountMk()?.ok).toBe(true)
    // The unit has no rider now: its attacks name the mount's dial again.
    expect([s().mkplay.cavalry.view?.dials, s().mkplay.cavalry.dial]).toEqual([['mount'], 'mount'])
    s().selectMkFigure('ranger')
    expect(s().mkplay.cavalry.view).toBeNull()
    expect(s().mkplay.cavalry.remounts.map((o) => o.step)).toEqual([{ do: 'remount', figure: 'ranger', mount: 'stag' }])
  })

  it('003 "Trample": in the mode the pointer previews the path and the crossbowman it crosses; the click plays it', async () => {
    const store = await started()
    const s = () => store.getState()
    s().selectMkFigure('knight')
    s().setMkCavalryMode('trample')
    s().previewMkMove([25, 0, 40])
    expect(s().mkplay.cavalry.path?.crossed).toEqual(['xbow'])
    expect(s().mkplay.movePreview).toBeNull()
    expect(s().commitMkMove([25, 0, 40], false)?.ok).toBe(true)
    expect(s().mkplay.cavalry.mode).toBeNull()
    expect(store.getState().mkplay.session?.steps.at(-1)).toEqual({ do: 'trample', figure: 'knight', to: [25, 0, 40] })
  })
})
