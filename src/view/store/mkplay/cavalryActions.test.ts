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

  /** Red's turn with the crossbowman chosen and its shot at the knight (the lancer in the saddle) asked: blue passes first. */
  async function shotAsked() {
    const store = await started()
    const s = () => store.getState()
    expect(s().playMkStep({ do: 'endTurn' })?.ok).toBe(true)
    s().selectMkFigure('xbow')
    // The shot waits only for red's choice of dial: offered, not refused (judge/mk/cavalryOffers.ts attackProbe).
    expect(s().mkplay.attacks.find((a) => a.kind === 'ranged' && a.target === 'knight')?.probe.ok).toBe(true)
    const played = s().mkplay.steps
    expect(s().playMkStep({ do: 'ranged', figure: 'xbow', targets: ['knight'] })?.ok).toBe(false)
    return { store, s, played }
  }

  it('003 "Attacking and Damaging a Cavalry Unit": the shot asks red for the dial; the rider\'s answer shows Horsemanship and is played', async () => {
    const { s, played } = await shotAsked()
    const q = s().mkplay.cavalry.choice
    expect(q && [q.field, q.chooser, q.unit]).toEqual(['targetDial', 'red', 'knight'])
    expect(s().mkplay.steps).toBe(played)
    // The last result is still blue's end of turn: the question is no refusal shown.
    expect(s().mkplay.last?.step.do).toBe('endTurn')
    // 003 "Horsemanship": pointing at the rider's option shows its -2 in the attack panel.
    s().previewMkCavalryOption('rider')
    expect(s().mkplay.attackPreview?.preview?.lines.find((l) => l.key === 'mkk.horsemanship')?.value).toBe(-2)
    s().previewMkCavalryOption(null)
    expect(s().mkplay.attackPreview).toBeNull()
    expect(s().answerMkCavalryChoice('rider')?.ok).toBe(true)
    expect(s().mkplay.cavalry.choice).toBeNull()
    expect(s().mkplay.steps).toBe(played + 1)
    expect(s().mkplay.session?.steps.at(-1)).toEqual({ do: 'ranged', figure: 'xbow', targets: ['knight'], targetDial: 'rider' })
    // Answered, the question is gone: a second answer plays nothing.
    expect(s().answerMkCavalryChoice('mount')).toBeNull()
    expect(s().mkplay.steps).toBe(played + 1)
  })

  it('003 "Attacking and Damaging a Cavalry Unit": cancelling the question plays nothing and clears its preview', async () => {
    const { s, played } = await shotAsked()
    s().previewMkCavalryOption('mount')
    expect(s().mkplay.attackPreview?.target).toBe('knight')
    s().cancelMkCavalryChoice()
    expect([s().mkplay.cavalry.choice, s().mkplay.attackPreview, s().mkplay.steps]).toEqual([null, null, played])
    expect(s().answerMkCavalryChoice('rider')).toBeNull()
    expect(s().mkplay.session?.steps.length).toBe(played)
  })
})
