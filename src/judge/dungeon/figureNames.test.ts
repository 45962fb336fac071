import { describe, expect, it } from 'vitest'
import type { ArtifactToken } from '../../scene/dungeon/tokens'
import { playAll, session } from './dungeon.testkit'
import { dungeonFigureLabels } from './figureNames'

/**
 * R-MKDV-4 on the shipped dungeon (dungeon.testkit.ts) with a pool of one red token that places a
 * Mage Spawn: dealt in the scene's order, the idol (one red on its back) is the first artifact
 * that takes red, so it holds that token and a use draws it without a roll. The Shade and the
 * Cave lurker of the scene are named "Shade (stand-in Mage Spawn)" and "Cave lurker (stand-in
 * Mage Spawn)"; their cards (models/mageknight/dungeon-figures.json) "Shade (Mage Spawn,
 * stand-in)" and "Cave Lurker (Mage Spawn, stand-in)"; the mage's card is "Battle Mage".
 */
const ONE_SPAWN: ArtifactToken[] = [
  { id: 'red-spawn', colour: 'red', name: 'A Mage Spawn', kind: 'place', place: 'mage-spawn', count: 1, standIn: true },
]

describe('R-MKDV-4: every figure on the board by name, with its card', () => {
  it('heroes by their scene names, the dungeon figures numbered when they share one, cards without the stand-in note', () => {
    const s = session(1, { tokens: ONE_SPAWN })
    playAll(s, [
      { do: 'activate', hero: 'mage' },
      { do: 'move', hero: 'mage', to: [6, 3], facing: 0 },
      { do: 'useArtifact', hero: 'mage', artifact: 'idol' },
    ])
    const labels = dungeonFigureLabels(s)
    const placed = s.spawns.find((id) => id !== 'shade' && id !== 'lurker') ?? ''
    expect(placed).not.toBe('')
    expect([labels.mage, labels.shade, labels.lurker, labels[placed]]).toEqual([
      { name: 'Battle mage', card: 'Battle Mage' },
      { name: 'Shade 1', card: 'Shade' },
      { name: 'Cave lurker', card: 'Cave Lurker' },
      { name: 'Shade 2', card: 'Shade' },
    ])
    expect(Object.getPrototypeOf(labels)).toBeNull()
  })
})
