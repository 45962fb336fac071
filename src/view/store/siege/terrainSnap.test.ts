import { describe, expect, it } from 'vitest'
import type { CastleSection } from '../../../scene/castle/schema'
import type { Scene, TerrainPiece } from '../../../scene/schema'
import { dragTo } from './drag'
import { judgeCastlePorts } from '../../ports/castlePorts'
import { placeTerrain, rotateSelection, terrainPreset } from './placement'

// Presets (siegePlacement.ts): a house is a 10 x 8 x 8 box (half 5 along x, 4 along z), a rock a cylinder of radius 4.
const scene = (terrain: TerrainPiece[], sections: CastleSection[] = []): Scene => ({
  format: 'sightline-scene',
  version: 1,
  name: 'snap',
  units: 'cm',
  table: { width: 120, depth: 90 },
  terrain,
  castle: { sections },
  figures: [],
})
const house = (id: string, x: number, z: number, rotationY = 0) => terrainPreset('house', id, [x, z], rotationY)
const placed = (s: Scene, preset: 'house' | 'rock' | 'wood', at: [number, number], rotationY = 0): TerrainPiece => {
  const r = placeTerrain(s, preset, at, rotationY)
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.scene.terrain.at(-1)!
}

describe('terrain pieces snap face to face (snapTerrain)', () => {
  it('puts a new house against the +x face of a house: centres 10 apart, unturned', () => {
    // house-1 at (30, 30) has its +x face at x 35; the new house's -x face (5 from its centre) meets it: (40, 30).
    expect(placed(scene([house('house-1', 30, 30)]), 'house', [40.5, 31])).toEqual({
      id: 'house-2',
      shape: 'box',
      type: 'building',
      center: [40, 4, 30],
      size: [10, 8, 8],
    })
  })

  it('follows a turned house: against its +x face, now facing -z, the new house turns 90 degrees', () => {
    // Turned 90, house-1's +x face midpoint lies at (30, 30 - 5) = (30, 25), facing -z. The new
    // house's -x face turned by 90 also faces +z: its centre 5 further, at (30, 20) (1 cm from the
    // pointer; its z faces would put it at (30, 21), 2 cm away).
    // Its +x face turned by 270 fits the same way (a box is symmetric): either turn, modulo 180 it is 90.
    const h = placed(scene([house('house-1', 30, 30, 90)]), 'house', [30, 19])
    expect(h.center).toEqual([30, 4, 20])
    expect(h.shape === 'box' && (h.rotationY ?? 0) % 180).toBe(90)
  })

  it('puts a rock against a rock: centres 4 + 4 apart on the line towards the pointer, never turned', () => {
    const rock = placed(scene([terrainPreset('rock', 'rock-1', [30, 30], 0)]), 'rock', [39, 31], 45)
    expect(Math.hypot(rock.center[0] - 30, rock.center[2] - 30)).toBeCloseTo(8, 2)
    expect(rock).not.toHaveProperty('rotationY')
  })

  it('snaps against a castle wall end like a section would', () => {
    // The wall at (40, 30) ends at x 47.62 (15.24 long): the house's -x face there puts its centre at 52.62.
    const wall: CastleSection = { id: 'w', kind: 'wall', side: 'castle', center: [40, 0, 30], version: 'heavy' }
    expect(placed(scene([], [wall]), 'house', [53, 30.5]).center).toEqual([52.62, 4, 30])
  })

  it('stays where it was put with nothing within 6 cm', () => {
    expect(placed(scene([house('house-1', 30, 30)]), 'house', [60, 60], 30)).toMatchObject({ center: [60, 4, 60], rotationY: 30 })
  })

  it('snaps again when dragged, keeping its own turn when nothing is near', () => {
    const s = scene([house('house-1', 30, 30), house('house-2', 80, 70, 15)])
    const near = dragTo(s, { kind: 'terrain', id: 'house-2' }, [40.5, 29], 0, judgeCastlePorts())
    expect(near.ok && near.scene.terrain[1]).toMatchObject({ center: [40, 4, 30] })
    expect(near.ok && near.scene.terrain[1]).not.toHaveProperty('rotationY')
    const far = dragTo(s, { kind: 'terrain', id: 'house-2' }, [90, 60], 0, judgeCastlePorts())
    expect(far.ok && far.scene.terrain[1]).toMatchObject({ center: [90, 4, 60], rotationY: 15 })
  })

  it('turns a house in steps; a rock has no turn to change', () => {
    const s = scene([house('house-1', 30, 30), terrainPreset('rock', 'rock-1', [60, 30], 0)])
    const turned = rotateSelection(s, { kind: 'terrain', id: 'house-1' }, 15)
    expect(turned?.terrain[0]).toMatchObject({ rotationY: 15 })
    expect(rotateSelection(turned!, { kind: 'terrain', id: 'house-1' }, -15)?.terrain[0]).toMatchObject({ rotationY: 0 })
    expect(rotateSelection(s, { kind: 'terrain', id: 'rock-1' }, 15)).toBeNull()
  })
})
