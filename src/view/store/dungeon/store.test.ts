import { describe, expect, it } from 'vitest'
import { SQUARE_CM } from '../../../scene/dungeon/schema'
import type { Scene } from '../../../scene/schema'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../../ports/fakePorts'
import { TEST_DUNGEON } from './testBoard'
import { boardPointAt, emptyDungeon, tryDungeonEdit } from './actions'
import { dungeonProblems, newDungeonErrors } from './sceneChecks'

async function booted() {
  const store = createSightlineStore(fakePorts({ 'hill-and-wall': JSON.stringify(sampleScene('hill')) }, memoryStorage()))
  await store.getState().boot({ scene: null, from: null, to: null })
  return store
}

describe('dungeon editor store', () => {
  it('starts a new empty board centred on the table, undoably', async () => {
    const store = await booted()
    store.getState().setDungeonEditing(true)
    store.getState().newDungeon(10, 8)
    // Table 90 × 90: 10 squares are 25.4 cm, (90 − 25.4) / 2 = 32.3; 8 rows 20.32 cm, (90 − 20.32) / 2 = 34.84.
    expect(store.getState().scene?.dungeon).toEqual({ origin: [32.3, 34.84], columns: 10, rows: 8, heroTeam: [], segments: [] })
    store.getState().undo()
    expect(store.getState().scene?.dungeon).toBeUndefined()
  })

  it('draws a room by dragging from corner to corner, one undo step, with the ghost following the pointer', async () => {
    const store = await booted()
    const s = store.getState()
    s.setDungeonEditing(true)
    s.newDungeon(10, 8)
    const centre = (c: number, r: number): [number, number] => [32.3 + (c + 0.5) * SQUARE_CM, 34.84 + (r + 0.5) * SQUARE_CM]
    s.beginDungeonDrag(...centre(1, 1))
    s.hoverDungeonAt(centre(3, 2))
    expect(store.getState().dungeonEditor.ghost?.squares).toHaveLength(6)
    expect(store.getState().dungeonEditor.ghost?.refused).toBeNull()
    const past = store.getState().history.past.length
    s.endDungeonDrag(...centre(3, 2))
    expect(store.getState().scene?.dungeon?.segments).toEqual([{ id: 'room-1', kind: 'room', squares: [{ at: [1, 1], size: [3, 2] }] }])
    expect(store.getState().history.past.length).toBe(past + 1)
    store.getState().undo()
    expect(store.getState().scene?.dungeon?.segments).toEqual([])
  })

  it('shows a refused placement in the ghost and as the message on a click, and changes nothing', async () => {
    const store = await booted()
    const scene = store.getState().scene as Scene
    store.getState().commitScene({ ...scene, dungeon: TEST_DUNGEON })
    store.getState().setDungeonEditing(true)
    store.getState().chooseDungeonTool({ kind: 'artifact', artifact: 'stone-pillar' })
    // Square [4, 0] is rock: centre (10 + 4.5 × 2.54, 20 + 0.5 × 2.54).
    const rock: [number, number] = [10 + 4.5 * SQUARE_CM, 20 + 0.5 * SQUARE_CM]
    store.getState().hoverDungeonAt(rock)
    expect(store.getState().dungeonEditor.ghost?.refused?.code).toBe('on-rock')
    const before = store.getState().scene
    store.getState().dungeonClickAt(...rock)
    expect(store.getState().dungeonEditor.message?.code).toBe('on-rock')
    expect(store.getState().scene).toBe(before)
  })
})

describe('the board under the pointer', () => {
  it('names the square and its nearest side, and nothing off the board', () => {
    // x 10 + 1.9 × 2.54: column 1, 0.9 across; z 20 + 2.5 × 2.54: row 2, the middle.
    expect(boardPointAt(TEST_DUNGEON, 10 + 1.9 * SQUARE_CM, 20 + 2.5 * SQUARE_CM)).toEqual({ square: [1, 2], side: 'e' })
    expect(boardPointAt(TEST_DUNGEON, 9, 21)).toBeNull()
    expect(boardPointAt(TEST_DUNGEON, Number.NaN, 21)).toBeNull()
  })

  it('sets a board larger than the table at its north-west corner', () => {
    expect(emptyDungeon({ width: 20, depth: 20 }, 10, 10).origin).toEqual([0, 0])
  })
})

describe('the scene checks on an edit', () => {
  // The sample scene's figures are red and blue: red is the hero team here, so the checks find no team without figures.
  const scene: Scene = { ...sampleScene('d'), dungeon: { ...TEST_DUNGEON, heroTeam: ['red'] } }

  it('finds no problem with the test board and reports a broken board under its path', () => {
    expect(dungeonProblems(scene)).toEqual([])
    const broken: Scene = { ...scene, dungeon: { ...TEST_DUNGEON, columns: 0 } }
    expect(newDungeonErrors(scene, broken).map((p) => p.path)).toEqual(['dungeon.columns'])
    // An error the board already had is not the edit's.
    expect(newDungeonErrors(broken, broken)).toEqual([])
  })

  it('passes an edit the checks accept', () => {
    const tried = tryDungeonEdit(scene, { kind: 'terrain', terrain: 'water' }, { square: [1, 1], side: 'n', along: 'ew' })
    expect(tried.ok).toBe(true)
  })
})

describe("002 Die Artefaktmarken: an artifact's token counts in the editor", () => {
  async function withBoard() {
    const store = await booted()
    const scene = store.getState().scene as Scene
    store.getState().commitScene({ ...scene, dungeon: { ...TEST_DUNGEON, heroTeam: ['red'] } })
    store.getState().setDungeonEditing(true)
    return store
  }
  const altar = (store: Awaited<ReturnType<typeof withBoard>>) => store.getState().scene?.dungeon?.artifacts?.find((a) => a.id === 'altar')

  it('sets the counts as one undo step', async () => {
    const store = await withBoard()
    const past = store.getState().history.past.length
    store.getState().setArtifactTokens('altar', { yellow: 0, blue: 1, red: 2 })
    expect(altar(store)?.tokens).toEqual({ yellow: 0, blue: 1, red: 2 })
    expect(store.getState().history.past.length).toBe(past + 1)
    expect(store.getState().dungeonEditor.message).toBeNull()
    store.getState().undo()
    expect(altar(store)?.tokens).toEqual({ yellow: 1, blue: 1, red: 0 })
  })

  it('R-DE.2: a negative or fractional count is refused by the scene checks, naming the field, and nothing changes', async () => {
    const store = await withBoard()
    const before = store.getState().scene
    store.getState().setArtifactTokens('altar', { yellow: -1, blue: 1, red: 0 })
    expect(store.getState().dungeonEditor.message).toMatchObject({
      code: 'scene-check',
      params: { path: 'dungeon.artifacts[0].tokens.yellow' },
    })
    store.getState().setArtifactTokens('altar', { yellow: 1, blue: 1.5, red: 0 })
    expect(store.getState().dungeonEditor.message).toMatchObject({
      code: 'scene-check',
      params: { path: 'dungeon.artifacts[0].tokens.blue' },
    })
    expect(store.getState().scene).toBe(before)
    store.getState().setArtifactTokens('ghost', { yellow: 1, blue: 1, red: 0 })
    expect(store.getState().dungeonEditor.message?.code).toBe('nothing-there')
  })
})
