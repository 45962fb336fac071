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

  it('R-MKV.9: the leader radio names whose goal the pointer is; the others keep their places beside it', async () => {
    const store = await started()
    const s = () => store.getState()
    s().selectMkFigure('x2')
    expect(s().mkplay.formation.leader).toBe('x2')
    s().setMkFormationLeader('g1') // no member: ignored
    expect(s().mkplay.formation.leader).toBe('x2')
    s().setMkFormationLeader('d1')
    s().setMkFormationMoving(true)
    // d1 (46.35, 60) led 4 in north: x2 and x1 shifted by the same 10.16 cm.
    s().previewMkMove([46.35, 0, 49.84])
    expect(s().mkplay.formation.path?.step.members.map((m) => [m.figure, m.to[0], m.to[2]])).toEqual([
      ['x2', 43.175, 49.84],
      ['x1', 40, 49.84],
      ['d1', 46.35, 49.84],
    ])
    // Unticked, d1 leads no more: the chosen figure does.
    s().setMkFormationMember('d1', false)
    expect(s().mkplay.formation.leader).toBe('x2')
  })

  it('core 10: a dragged member leads, the path follows the pointer, the release plays one step; a refused drop moves nothing', async () => {
    const store = await started()
    const s = () => store.getState()
    s().selectMkFigure('x2')
    // The golem is no member: its press is no formation drag.
    expect(s().beginMkFormationDrag('g1')).toBe(false)
    expect(s().beginMkFormationDrag('x1')).toBe(true)
    expect(s().mkplay.formation).toMatchObject({ dragging: true, leader: 'x1' })
    // 6 in north is beyond the bombardier's 5 (R-MKF-2): red, and released it is refused, nothing moves.
    s().dragMkFormationTo([40, 0, 60 - 6 * 2.54])
    expect(s().mkplay.formation.path?.probe).toMatchObject({ ok: false, refusal: { code: 'beyond-speed' } })
    // The ground's hover under the dragged figure adds nothing while dragging.
    s().previewMkMove([40, 0, 30])
    expect(s().mkplay.formation.path?.step.members[1].to[2]).toBeCloseTo(60 - 6 * 2.54, 6)
    expect(s().endMkFormationDrag()?.ok).toBe(false)
    expect(s().mkplay.steps).toBe(0)
    expect(s().mkplay.last).toMatchObject({ ok: false, refusal: { code: 'beyond-speed' } })
    expect(s().mkplay.session?.world.figure('x1')?.position[2]).toBe(60)
    // Again 4 in north: one step, every member shifted by x1's offset.
    expect(s().beginMkFormationDrag('x1')).toBe(true)
    s().dragMkFormationTo([40, 0, 49.84])
    expect(s().endMkFormationDrag()?.ok).toBe(true)
    expect(s().mkplay.steps).toBe(1)
    expect(s().mkplay.formation.dragging).toBe(false)
    expect(s().mkplay.session?.world.figure('d1')?.position[2]).toBeCloseTo(49.84, 6)
    // Escape: nothing played.
    s().selectMkFigure('x2')
    expect(s().beginMkFormationDrag('x2')).toBe(true)
    s().cancelMkFormationDrag()
    expect(s().mkplay.formation).toMatchObject({ dragging: false, path: null })
  })
})
