import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeMkPlayPorts } from '../../ports/mkPlayPorts'

/**
 * Formations in the Mage Knight play mode store over the real judge on scenes/mk-formation.json:
 * the rebels' x1, x2, d1 touch in a row along z = 60 (3.175 cm apart); the golem g1 at (43.175, 30).
 * The rebels act first.
 */
const sceneText = readFileSync('scenes/mk-formation.json', 'utf8')

async function started() {
  const store = createSightlineStore({ ...fakePorts({ 'mk-formation': sceneText }, memoryStorage()), mkplay: judgeMkPlayPorts() })
  await store.getState().boot({ scene: 'mk-formation', from: null, to: null })
  store.getState().enterMkSetup()
  expect(await store.getState().startMkGame()).toBe(true)
  return store
}

describe('formations in the Mage Knight play mode store (core 10)', () => {
  it('core 10: unticking x2 leaves x1 and d1 apart, refused as not in contact; ticking it again forms them', async () => {
    const store = await started()
    const s = () => store.getState()
    s().selectMkFigure('x1')
    expect(s().mkplay.formation.view?.candidates).toEqual(['x1', 'x2', 'd1'])
    s().setMkFormationMember('x2', false)
    const v = s().mkplay.formation.view
    expect(v?.members).toEqual(['x1', 'd1'])
    expect(v?.check).toMatchObject({ ok: false, refusal: { code: 'formation-not-in-contact' } })
    // Refused members: the move mode stays off.
    s().setMkFormationMoving(true)
    expect(s().mkplay.formation.moving).toBe(false)
    s().setMkFormationMember('x2', true)
    expect(s().mkplay.formation.view?.check.ok).toBe(true)
  })

  it('core 10, R-MKF-2: in the mode the pointer previews every member 4 in north; the click plays one step, one undo', async () => {
    const store = await started()
    const s = () => store.getState()
    s().selectMkFigure('x2')
    s().setMkFormationMoving(true)
    s().previewMkMove([43.175, 0, 49.84])
    const path = s().mkplay.formation.path
    expect(path?.paths.map((p) => p.figure)).toEqual(['x2', 'x1', 'd1'])
    expect(path?.probe.ok).toBe(true)
    expect(s().mkplay.movePreview).toBeNull()
    expect(s().commitMkMove([43.175, 0, 49.84], false)?.ok).toBe(true)
    expect(s().mkplay.steps).toBe(1)
    expect(s().mkplay.formation.moving).toBe(false)
    expect(s().mkplay.session?.steps.at(-1)?.do).toBe('formationMove')
    expect(s().undoMkStep()).toBe(true)
    expect(s().mkplay.steps).toBe(0)
  })
})
