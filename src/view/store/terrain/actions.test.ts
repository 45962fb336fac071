import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, sampleScene, type FakeWorld } from '../../ports/fakePorts'
import type { SightJudgement, TableWorld } from '../../ports'

/** Fake ports whose judge counts the terrain pieces it sees: the ruling shows whether it was asked again. */
async function booted() {
  const ports = fakePorts({ 'hill-and-wall': JSON.stringify(sampleScene('hill')) })
  ports.judgeSight = (world: TableWorld, from: string, to: string) =>
    ({
      ruling: { from, to, lines: [{ key: 'pieces', value: (world as unknown as FakeWorld).scene.terrain.length }] },
    }) as unknown as SightJudgement
  const store = createSightlineStore(ports)
  await store.getState().boot({ scene: null, from: 'a1', to: 'b1' })
  store.getState().setMode('terrain')
  return store
}
const piecesJudged = (store: Awaited<ReturnType<typeof booted>>) => store.getState().judgement?.ruling.lines[0]?.value

describe('the terrain tool in a scene without a castle (issue 14)', () => {
  it('places a wall where the table is clicked, chooses it, and the ruling is asked again', async () => {
    const store = await booted()
    expect(piecesJudged(store)).toBe(1)
    store.getState().chooseTerrainPreset('wall')
    store.getState().terrainClickAt([20, 0, 60], null)
    const s = store.getState()
    // The sample's wall stands at (45, 45), 20 cm wide: nothing to snap to 25 cm away.
    expect(s.scene?.terrain[1]).toMatchObject({ id: 'wall-1', shape: 'box', type: 'building', center: [20, 1.35, 60], size: [15, 2.7, 1] })
    expect(s.terrainTool.selected).toBe('wall-1')
    expect(piecesJudged(store)).toBe(2)
    expect(s.history.past).toHaveLength(1)
  })

  it('moves, resizes, turns and retypes the chosen piece, each change one undo step', async () => {
    const store = await booted()
    const s = store.getState()
    s.changeTerrainPiece('wall', { x: 30, z: 50 })
    s.changeTerrainPiece('wall', { width: 12, height: 6, bottom: 1 })
    s.turnTerrainPiece('wall', 15)
    s.changeTerrainPiece('wall', { type: 'ruin', name: ' Old wall ' })
    // The sample's wall is 4 high at centre 2: standing at 1 with height 6 puts its centre at 1 + 3 = 4.
    expect(store.getState().scene?.terrain[0]).toEqual({
      id: 'wall',
      type: 'ruin',
      shape: 'box',
      center: [30, 4, 50],
      size: [12, 6, 2],
      rotationY: 15,
      name: 'Old wall',
    })
    expect(store.getState().history.past).toHaveLength(4)
    store.getState().undo()
    store.getState().undo()
    expect(store.getState().scene?.terrain[0]).toMatchObject({ type: 'building', center: [30, 4, 50] })
    expect(store.getState().scene?.terrain[0]).not.toHaveProperty('rotationY')
  })

  it('removes a piece; the ruling no longer sees it; undo brings it back', async () => {
    const store = await booted()
    store.getState().selectTerrainPiece('wall')
    store.getState().deleteTerrainPiece('wall')
    expect(store.getState().scene?.terrain).toEqual([])
    expect(piecesJudged(store)).toBe(0)
    store.getState().undo()
    expect(store.getState().scene?.terrain.map((t) => t.id)).toEqual(['wall'])
  })

  it('refuses a change the scene checks refuse (off the table), with the check’s reason, and keeps the scene', async () => {
    const store = await booted()
    const before = store.getState().scene
    // The table is 90 wide; the wall is 20 wide along x: centred at x = 120 it lies from 110 to 130, wholly off it.
    store.getState().changeTerrainPiece('wall', { x: 120 })
    const s = store.getState()
    expect(s.scene).toBe(before)
    expect(s.history.past).toHaveLength(0)
    expect(s.terrainTool.refusal).toMatchObject({ code: 'scene-check-failed', clause: { section: 'R-SE-11' } })
    expect(s.terrainTool.refusal?.reason).toMatch(/^terrain\[0\]: lies entirely off the 90 x 90 cm table/)
    // The problem itself rides along, so the panel says it in the reader's language (problemText).
    expect(s.terrainTool.problem).toMatchObject({ path: 'terrain[0]', code: 'entirely-off-table', params: { width: 90, depth: 90 } })
    // The next good change clears the refusal.
    store.getState().changeTerrainPiece('wall', { x: 50 })
    expect(store.getState().terrainTool.refusal).toBeNull()
  })

  it('refuses a piece it does not have, and a size of zero (the format wants lengths above 0)', async () => {
    const store = await booted()
    store.getState().deleteTerrainPiece('nope')
    expect(store.getState().terrainTool.refusal?.code).toBe('no-such-record')
    store.getState().changeTerrainPiece('wall', { height: 0 })
    expect(store.getState().terrainTool.refusal?.code).toBe('scene-check-failed')
    expect(store.getState().scene?.terrain[0].center[1]).toBe(2)
  })

  it('a click without a preset chooses the solid piece hit, or the area under the point', async () => {
    const store = await booted()
    store.getState().chooseTerrainPreset('wood')
    store.getState().terrainClickAt([20, 0, 20], null)
    expect(store.getState().scene?.terrain[1]).toMatchObject({ id: 'wood-1', shape: 'area', type: 'forest' })
    store.getState().chooseTerrainPreset(null)
    store.getState().terrainClickAt([45, 4, 45], 'wall')
    expect(store.getState().terrainTool.selected).toBe('wall')
    // The wood is 15 wide around (20, 20): (26, 14) is inside it.
    store.getState().terrainClickAt([26, 0, 14], null)
    expect(store.getState().terrainTool.selected).toBe('wood-1')
    store.getState().terrainClickAt([80, 0, 80], null)
    expect(store.getState().terrainTool.selected).toBeNull()
  })

  it('a NaN from a field is a caller error, thrown as a RangeError naming it', async () => {
    const store = await booted()
    expect(() => store.getState().changeTerrainPiece('wall', { z: Number.NaN })).toThrow(/change\.z/)
    expect(() => store.getState().turnTerrainPiece('wall', Number.NaN)).toThrow(RangeError)
  })

  it('refuses a piece moved half over the edge (R-SE-12), naming how far', async () => {
    const store = await booted()
    // The wall is 20 wide along x: centred at x = 85 it runs 75..95, 5 cm over the 90 cm edge.
    store.getState().changeTerrainPiece('wall', { x: 85 })
    const s = store.getState()
    expect(s.scene?.terrain[0].center[0]).toBe(45)
    expect(s.terrainTool.problem).toMatchObject({ code: 'over-table-edge', params: { over: 5 } })
  })

  it('turns the ghost of the preset in hand, and places the piece turned so', async () => {
    const store = await booted()
    store.getState().chooseTerrainPreset('wall')
    store.getState().hoverTerrainAt([20, 0, 60])
    store.getState().turnTerrainTool(15)
    store.getState().turnTerrainTool(15)
    expect(store.getState().terrainTool).toMatchObject({ hover: [20, 0, 60], rotation: 30 })
    store.getState().terrainClickAt([20, 0, 60], null)
    expect(store.getState().scene?.terrain[1]).toMatchObject({ id: 'wall-1', rotationY: 30 })
    // Putting the preset away hides the ghost; R then turns the chosen piece.
    store.getState().chooseTerrainPreset(null)
    expect(store.getState().terrainTool).toMatchObject({ hover: null, rotation: 0 })
    store.getState().turnTerrainTool(-15)
    expect(store.getState().scene?.terrain[1]).toMatchObject({ id: 'wall-1', rotationY: 15 })
  })
})
