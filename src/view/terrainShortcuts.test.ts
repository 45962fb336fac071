import { describe, expect, it } from 'vitest'
import { createSightlineStore } from './store/createSightlineStore'
import { fakePorts, sampleScene } from './ports/fakePorts'
import { runTerrainShortcut, TERRAIN_SHORTCUTS, terrainShortcutOf } from './terrainShortcuts'
import { TERRAIN_SHORTCUT_TEXTS } from './i18n/terrainKeyTexts'

const press = (key: string, shiftKey = false, ctrlKey = false) => ({ key, shiftKey, ctrlKey, metaKey: false })

async function booted() {
  const store = createSightlineStore(fakePorts({ 'hill-and-wall': JSON.stringify(sampleScene('hill')) }))
  await store.getState().boot({ scene: null, from: 'a1', to: 'b1' })
  store.getState().setMode('terrain')
  return store
}

describe('the terrain tool’s keys (issue 14)', () => {
  it('reads R, Shift+R, Delete, Escape and the digits 1 to 9 (the presets in the panel’s order)', () => {
    expect(terrainShortcutOf(press('r'))).toEqual({ action: 'terrainTurnRight' })
    expect(terrainShortcutOf(press('R', true))).toEqual({ action: 'terrainTurnLeft' })
    expect(terrainShortcutOf(press('Delete'))).toEqual({ action: 'terrainDelete' })
    expect(terrainShortcutOf(press('Escape'))).toEqual({ action: 'terrainDrop' })
    expect(terrainShortcutOf(press('1'))).toEqual({ action: 'terrainPreset', preset: 'wall' })
    expect(terrainShortcutOf(press('9'))).toEqual({ action: 'terrainPreset', preset: 'water' })
    // Ctrl+1 is the browser's (its first tab), 0 the camera's reset.
    expect(terrainShortcutOf(press('1', false, true))).toBeNull()
    expect(terrainShortcutOf(press('0'))).toBeNull()
  })

  it('takes a preset, turns its ghost, puts it away, and removes the chosen piece', async () => {
    const store = await booted()
    expect(runTerrainShortcut(store.getState(), 'terrainPreset', 'house')).toBe(true)
    expect(runTerrainShortcut(store.getState(), 'terrainTurnLeft')).toBe(true)
    expect(store.getState().terrainTool).toMatchObject({ preset: 'house', rotation: 345 })
    expect(runTerrainShortcut(store.getState(), 'terrainDrop')).toBe(true)
    expect(store.getState().terrainTool.preset).toBeNull()
    // Nothing in hand, nothing chosen: the keys go on to the table's other shortcuts.
    expect(runTerrainShortcut(store.getState(), 'terrainTurnRight')).toBe(false)
    expect(runTerrainShortcut(store.getState(), 'terrainDelete')).toBe(false)
    store.getState().selectTerrainPiece('wall')
    expect(runTerrainShortcut(store.getState(), 'terrainDelete')).toBe(true)
    expect(store.getState().scene?.terrain).toEqual([])
  })

  it('has words in English and German for every key', () => {
    for (const s of TERRAIN_SHORTCUTS) {
      expect(TERRAIN_SHORTCUT_TEXTS[s.action].en).not.toBe('')
      expect(TERRAIN_SHORTCUT_TEXTS[s.action].de).not.toBe(TERRAIN_SHORTCUT_TEXTS[s.action].en)
    }
  })
})
