import { describe, expect, it } from 'vitest'
import type { Figure, Scene, Vec3 } from '../../scene/schema'
import { FREE_PLACE_REACH_CM, nearestFreePlace } from './freePlace'

const medium = (id: string, position: Vec3): Figure => ({ id, side: id, size: 'medium', position })
const scene = (figures: Figure[], terrain: Scene['terrain'] = []): Scene => ({
  format: 'sightline-scene',
  version: 1,
  name: 't',
  units: 'cm',
  table: { width: 90, depth: 90 },
  terrain,
  figures,
})
const place = (s: Scene, position: Vec3): Scene => ({ ...s, figures: s.figures.map((f) => (f.id === 'a' ? { ...f, position } : f)) })
const flat = () => 0

describe('nearestFreePlace: a figure dropped into another is pushed aside, not left inside', () => {
  it('moves it straight away from the one it overlaps until the bases touch (two medium radii, 2.5 cm)', () => {
    // a dropped 1 cm east of b's axis: the nearest free place is 2.5 cm east of b, 1.5 cm from the drop.
    const found = nearestFreePlace(scene([medium('a', [51, 0, 50]), medium('b', [50, 0, 50])]), 'a', flat, place)
    expect(found?.position).toEqual([52.5, 0, 50])
    expect(found?.movedCm).toBe(1.5)
  })

  it('stands it on the surface found at the new place', () => {
    const found = nearestFreePlace(scene([medium('a', [51, 0, 50]), medium('b', [50, 0, 50])]), 'a', () => 3, place)
    // At 3 cm up the 4 cm profiles share only 1 cm: still an overlap, so it goes on to the first place clear of b.
    expect(found?.position[1]).toBe(3)
  })

  it('gives up (null) when nothing is free within reach: inside a box wider than the reach', () => {
    const box: Scene['terrain'][number] = {
      id: 'hall',
      type: 'building',
      shape: 'box',
      center: [45, 5, 45],
      size: [2 * FREE_PLACE_REACH_CM + 10, 10, 80],
    }
    expect(nearestFreePlace(scene([medium('a', [45, 0, 45])], [box]), 'a', flat, place)).toBeNull()
  })
})
