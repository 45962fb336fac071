import { describe, expect, it } from 'vitest'
import { castleTestScene } from '../../scene/castle/testScene'
import type { Scene } from '../../scene/schema'
import { accessPointNearest, basesCoveredAt, outlineNearest, reachIntoSection, rimGapToSection } from './accessPlacement'
import type { CastleAccessPoint } from './types'

/**
 * The test castle (scene/castle/testScene.ts): the round tower at (35.235, 30), turned 0, radius
 * 4.445, its door a segment on the field side (z = 30 - 4.445 = 25.555) from x = 33.965 to
 * 36.505; the heavy wall w-left at (47.3, 30), 15.24 long on x, 3.81 deep (z 28.095 to 31.905),
 * its ladder from the foot (47.3, 25.6) to the top (47.3, 28.095); the citadel keep at (60, 60),
 * 12.7 square. Its figures are Universalis models: a medium base has a radius of 1.25 cm.
 */
const at = (id: string, position: [number, number, number]): { scene: Scene } => {
  const scene = castleTestScene()
  return { scene: { ...scene, figures: scene.figures.map((f) => (f.id === id ? { ...f, position } : f)) } }
}
const point = (sectionId: string, id: string, kind: CastleAccessPoint['kind']): CastleAccessPoint => ({
  sectionId,
  id,
  kind,
  portal: null,
  connected: true,
  levels: [0],
})

describe('accessPointNearest', () => {
  it("the tower's door and top seen from 8 cm south of the door: the door's middle and the top's rim, both at z = 25.555", () => {
    const w = at('knight', [35.235, 0, 17.555])
    expect(accessPointNearest(w, 'knight', point('tower', 'door', 'door'))).toEqual([35.235, 25.555])
    const top = accessPointNearest(w, 'knight', point('tower', 'top', 'top'))
    expect(top?.[0]).toBeCloseTo(35.235, 9)
    expect(top?.[1]).toBeCloseTo(25.555, 9)
  })

  it('a figure standing on the top is inside it (null); beside the citadel the nearest point is on its edge x = 66.35', () => {
    expect(accessPointNearest(at('knight', [35.235, 10.16, 30]), 'knight', point('tower', 'top', 'top'))).toBeNull()
    expect(accessPointNearest(at('knight', [70, 0, 61]), 'knight', point('keep', 'top', 'top'))).toEqual([66.35, 61])
  })

  it("a ladder's centre line: from below the foot its foot, from the walkway its top", () => {
    const ladder = point('w-left', 'ladder-1', 'ladder')
    expect(accessPointNearest(at('knight', [47.3, 0, 22]), 'knight', ladder)).toEqual([47.3, 25.6])
    expect(accessPointNearest(at('archer', [47.3, 10.16, 30]), 'archer', ladder)).toEqual([47.3, 28.095])
  })
})

describe('a base against a section', () => {
  it('rim gap: the archer on the walkway overlaps the outline by 1.905 + 1.25; a base 1.25 from the face touches it (0)', () => {
    expect(rimGapToSection(at('archer', [47.3, 10.16, 30]), 'archer', 'w-left')).toBeCloseTo(-3.155, 9)
    expect(rimGapToSection(at('knight', [47.3, 0, 28.095 - 1.25]), 'knight', 'w-left')).toBeCloseTo(0, 9)
    expect(rimGapToSection(at('knight', [47.3, 0, 20]), 'knight', 'w-left')).toBeCloseTo(28.095 - 20 - 1.25, 9)
  })

  it("the outline's nearest point: the wall's face z = 28.095 below the knight, the tower's rim toward it; none from inside", () => {
    expect(outlineNearest(at('knight', [47.3, 0, 20]), 'knight', 'w-left')).toEqual([47.3, 28.095])
    // The tower's centre (35.235, 30), 10 cm south of it: the rim point 4.445 cm along that line.
    const rim = outlineNearest(at('knight', [35.235, 0, 20]), 'knight', 'tower')
    expect(rim?.[0]).toBeCloseTo(35.235, 9)
    expect(rim?.[1]).toBeCloseTo(25.555, 9)
    expect(outlineNearest(at('archer', [47.3, 10.16, 30]), 'archer', 'w-left')).toBeNull()
  })

  it('reach inside: a base centred 1 cm from the face reaches 0.25 cm in; 2 cm from it, none (-0.75)', () => {
    const w = castleTestScene()
    expect(reachIntoSection({ scene: w }, 'knight', [47.3, 27.095], 'w-left')).toBeCloseTo(0.25, 9)
    expect(reachIntoSection({ scene: w }, 'knight', [47.3, 26.095], 'w-left')).toBeCloseTo(-0.75, 9)
  })

  it("covered bases: the guard's base at (60, 30) is covered from 2.35 cm away (radii 2.5 - 0.1), not from 2.45, nor from the walls' height", () => {
    const w = { scene: castleTestScene() }
    expect(basesCoveredAt(w, 'knight', [60, 0, 32.35], 0.1)).toEqual(['guard'])
    expect(basesCoveredAt(w, 'knight', [60, 0, 32.45], 0.1)).toEqual([])
    expect(basesCoveredAt(w, 'knight', [60, 10.16, 31], 0.1)).toEqual([])
  })
})
