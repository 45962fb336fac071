import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeMkPlayPorts } from '../../ports/mkPlayPorts'
import { MK_GAME_KEY } from './mkGameStorage'
import { isMkScene } from './types'

/**
 * The Mage Knight play mode's store over the real judge (ports/mkPlayPorts.ts) on
 * scenes/siege-golem-wall.json: the crossbowman (dave) stands at (45.72, 30.48) facing north with
 * the bone golem (mark) 15.24 cm (6 in) south of it on the wall top, behind its back.
 */
const sceneText = readFileSync('scenes/siege-golem-wall.json', 'utf8')

async function mkStore(storage = memoryStorage()) {
  const store = createSightlineStore({ ...fakePorts({ 'siege-golem-wall': sceneText }, storage), mkplay: judgeMkPlayPorts() })
  await store.getState().boot({ scene: 'siege-golem-wall', from: null, to: null })
  return store
}

describe('Mage Knight play mode in the store', () => {
  it('core 4, 9: sets up the sides in turn order with their points, and starts without touching the edit scene', async () => {
    const store = await mkStore()
    const edit = store.getState().scene
    expect(isMkScene(edit)).toBe(true)
    store.getState().enterMkSetup()
    const { choices, sides } = store.getState().mkplay
    expect(sides).toEqual(['mark', 'dave'])
    expect(choices?.problem).toBeNull()
    store.getState().moveMkSideUp('dave')
    store.getState().setMkRounds(2)
    expect(await store.getState().startMkGame()).toBe(true)
    const mk = store.getState().mkplay
    expect([mk.status, mk.game?.turn.side, mk.game?.maxRounds]).toEqual(['playing', 'dave', 2])
    expect(store.getState().scene).toBe(edit)
    store.getState().leaveMkPlay()
    expect(store.getState().mkplay.status).toBe('off')
  })

  it('core 1, 5, 7: previews a move, turns by Shift+click, shows the numbers, shoots, and undo is refused after the dice (R-P.1)', async () => {
    const storage = memoryStorage()
    const store = await mkStore(storage)
    store.getState().enterMkSetup()
    store.getState().moveMkSideUp('dave')
    await store.getState().startMkGame()
    const s = () => store.getState()
    s().clickFigure('crossbowman')
    expect(s().mkplay.sheet?.id).toBe('crossbowman')
    // The golem is behind the crossbowman's back: the ranged offer is refused with the arc's code.
    expect(s().mkplay.attacks.find((a) => a.kind === 'ranged')?.probe).toMatchObject({ ok: false, refusal: { code: 'outside-front-arc' } })
    // 30.48 cm west = 12 in, beyond speed 7.
    s().previewMkMove([15.24, 0, 30.48])
    expect(s().mkplay.movePreview?.probe).toMatchObject({ ok: false, refusal: { code: 'beyond-speed' } })
    // Shift+click south of it turns it on the spot to face the wall (bearing 180).
    expect(s().commitMkMove([45.72, 0, 50], true)?.ok).toBe(true)
    expect(s().mkplay.scene?.figures.find((f) => f.id === 'crossbowman')?.facing).toBe(180)
    expect(s().mkplay.undoRefusal).toBeNull()
    s().playMkStep({ do: 'endTurn' })
    s().playMkStep({ do: 'endTurn' })
    s().clickFigure('crossbowman')
    s().hoverMkFigure('bone-golem')
    const odds = s().mkplay.attackPreview?.preview?.targets[0]
    // 15.24 cm = 6 in (range 8); defence 16 + 1 height = 17 against attack 8: 9 or more on 2d6.
    expect([odds?.defence, odds?.need]).toEqual([17, 9])
    // A click on the enemy while the crossbowman is chosen shoots.
    s().clickFigure('bone-golem')
    const last = s().mkplay.last
    expect(last?.ok && last.step.do).toBe('ranged')
    expect(last?.ok && last.breakdown.rolls[0].dice.length).toBe(2)
    expect(s().mkplay.undoRefusal?.code).toBe('undo-after-dice')
    expect(JSON.parse(storage.getItem(MK_GAME_KEY) ?? '{}').file.steps).toHaveLength(4)
    s().setMkUndoRollsBackDice(true)
    expect(s().undoMkStep()).toBe(true)
    expect(s().mkplay.steps).toBe(3)
  })

  it('a reload continues the saved game; an exported file opens to the same table', async () => {
    const storage = memoryStorage()
    const store = await mkStore(storage)
    store.getState().enterMkSetup()
    await store.getState().startMkGame()
    store.getState().playMkStep({ do: 'endTurn' })
    const text = store.getState().exportMkGame()
    const again = await mkStore(storage)
    expect(await again.getState().resumeSavedMkGame()).toBe(true)
    expect(again.getState().mkplay.steps).toBe(1)
    const third = await mkStore()
    expect(await third.getState().openMkGameText(text ?? '')).toBe(true)
    expect(third.getState().mkplay.game?.turn.side).toBe(again.getState().mkplay.game?.turn.side)
  })
})
