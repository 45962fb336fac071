import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeMkPlayPorts } from '../../ports/mkPlayPorts'

/**
 * The play mode's large figures and chariots (000) through the store over the real judge.
 * mk-chariot: the chariot at (45.72, 45.72) facing east with the archer aboard; a passenger set
 * down touching it stands 4.445 + 1.5875 = 6.0325 cm from its centre (the rear, west: x = 39.6875).
 * mk-large-figure: the crossbowman 45 degrees left of the mammoth's front, on the front/left
 * boundary; the battle mage straight behind it, where the rear is inactive.
 */
async function mkStore(name: string, text = readFileSync(`scenes/${name}.json`, 'utf8'), first?: string) {
  const store = createSightlineStore({ ...fakePorts({ [name]: text }, memoryStorage()), mkplay: judgeMkPlayPorts() })
  await store.getState().boot({ scene: name, from: null, to: null })
  store.getState().enterMkSetup()
  if (first) store.getState().moveMkSideUp(first)
  expect(await store.getState().startMkGame()).toBe(true)
  return store
}

describe('Mage Knight play: chariots in the store (000 "Einsteigen und Aussteigen")', () => {
  it('a click on the table sets the passenger down on the ring at its bearing; the hero then has the chariot to board', async () => {
    const store = await mkStore('mk-chariot')
    const s = () => store.getState()
    expect(s().mkplay.game?.turn.side).toBe('orcs')
    s().selectMkFigure('archer')
    expect(s().mkplay.large.leave.map((g) => g.touches[0])).toEqual(['left', 'right', 'rear'])
    // Over the table far west: the goal at the rear, before the click; no move template.
    s().previewMkMove([20, 0, 45.72])
    expect(s().mkplay.large.leavePreview?.to).toEqual([39.6875, 45.72])
    expect(s().mkplay.movePreview).toBeNull()
    const left = s().commitMkMove([20, 0, 45.72], false)
    expect(left?.ok && left.step).toMatchObject({ do: 'leave', to: [39.6875, 0, 45.72], facing: 270 })
    expect(s().mkplay.scene?.figures.find((f) => f.id === 'archer')?.mk?.aboard).toBeUndefined()
    // Off the chariot: no goals, the chariot to board (refused this turn: the leave was its action).
    expect(s().mkplay.large.leave).toEqual([])
    expect(s().mkplay.large.board).toMatchObject([{ chariot: 'chariot', probe: { ok: false, refusal: { code: 'acted-this-turn' } } }])
    s().playMkStep({ do: 'endTurn' })
    s().playMkStep({ do: 'endTurn' })
    s().selectMkFigure('archer')
    expect(s().mkplay.large.board[0].probe.ok).toBe(true)
    expect(s().boardMkChariot('chariot')?.ok).toBe(true)
    expect(s().mkplay.scene?.figures.find((f) => f.id === 'archer')?.mk?.aboard).toBe('chariot')
  })

  it("R-MKV.5: the goal on the crossbowman (the chariot's left) is not played", async () => {
    const store = await mkStore('mk-chariot')
    store.getState().selectMkFigure('archer')
    const onTheCrossbowman = store.getState().mkplay.large.leave[0]
    expect(onTheCrossbowman.overlaps).toEqual(['crossbowman'])
    expect(store.getState().leaveMkChariot(onTheCrossbowman)).toBeNull()
    expect(store.getState().mkplay.steps).toBe(0)
  })
})

describe('Mage Knight play: an attack at a large figure asks its choice first (000 "Großfiguren angreifen", R-MKV.6)', () => {
  it("the owner's section at a boundary: asked, answered, then rolled", async () => {
    const store = await mkStore('mk-large-figure', undefined, 'atlantis')
    const s = () => store.getState()
    s().selectMkFigure('crossbowman')
    s().selectMkFigure('mammoth')
    const choice = s().mkplay.large.choice
    expect(choice?.question).toMatchObject({ field: 'section', chooser: 'orcs', about: 'mammoth' })
    expect(choice?.question.options.map((o) => o.name)).toEqual(['front', 'left'])
    expect([s().mkplay.steps, s().mkplay.last]).toEqual([0, null])
    const played = s().answerMkChoice('left')
    expect(played?.ok && played.step).toMatchObject({ do: 'ranged', section: 'left' })
    expect(played?.ok && played.rolls.length).toBe(2)
    expect(s().mkplay.large.choice).toBeNull()
  })

  it('core 7: two targets ticked, the numbers for each; a third is refused by the engine', async () => {
    // The mammoth's rear made active (click 2: range 6, two targets) and three enemies behind it
    // within its arc and range (largeOffers.test.ts derives the distances).
    const scene = JSON.parse(readFileSync('scenes/mk-large-figure.json', 'utf8'))
    const place: Record<string, number[]> = { 'battle-mage': [45.72, 0, 58], 'steam-golem': [52, 0, 58], 'ogre-ram': [40, 0, 58] }
    for (const f of scene.figures) {
      if (f.id === 'mammoth') f.mk.clicks = [2, 5, 2, 2]
      if (Object.hasOwn(place, f.id)) f.position = place[f.id]
    }
    const store = await mkStore('mk-large-figure', JSON.stringify(scene))
    const s = () => store.getState()
    s().selectMkFigure('mammoth')
    s().setMkDial(3)
    s().toggleMkShotTarget('battle-mage')
    s().toggleMkShotTarget('steam-golem')
    expect(s().mkplay.large.shot?.preview?.targets.map((t) => t.target)).toEqual(['battle-mage', 'steam-golem'])
    s().toggleMkShotTarget('ogre-ram')
    const three = s().mkplay.large.shot?.probe
    expect(three?.ok ? null : three?.refusal.code).toBe('too-many-targets')
    expect(s().fireMkShot()).toBeNull()
    s().toggleMkShotTarget('ogre-ram')
    const fired = s().fireMkShot()
    expect(fired?.ok && fired.step).toMatchObject({ do: 'ranged', dial: 3, targets: ['battle-mage', 'steam-golem'] })
    expect(fired?.ok && fired.rolls.length).toBe(2)
    expect(s().mkplay.large.shotTargets).toEqual([])
  })
})
