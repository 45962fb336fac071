import { describe, expect, it } from 'vitest'
import type { Figure, Scene } from '../../scene/schema'
import { sampleScene } from '../ports/fakePorts'
import { groupCentre, pasteFigures, PASTE_GAP_CM } from './pastePlace'

/**
 * The sample table, 90 x 90 cm: a1 (45, 20) and b1 (45, 70), medium bases of radius 1.25, the wall
 * a box 20 x 4 x 2 about (45, 2, 45), so x 35 to 55, z 44 to 46, up to y 4. The surface is the
 * table's everywhere (height 0), so a copy under the wall's outline cuts into it.
 */
const flat = () => 0
const scene = (): Scene => {
  const s = sampleScene('hill')
  return { ...s, figures: s.figures.map((f): Figure => (f.id === 'a1' ? { ...f, facing: 30 } : f)) }
}
const placed = (s: Scene | undefined, id: string) => s?.figures.find((f) => f.id === id)?.position

describe('pasting under the pointer (issue 14, as Tabletop Simulator and Foundry paste)', () => {
  it('the group’s centre is the middle of its outline', () => {
    const { figures } = scene()
    // x 43.75 to 46.25, z 18.75 (a1's north edge) to 71.25 (b1's south edge): the middle (45, 45).
    expect(groupCentre(figures)).toEqual([45, 45])
  })

  it('puts the group’s centre on the pointer, keeping the layout and facing', () => {
    const s = scene()
    // Centre (45, 45) to the pointer (30, 45): offset (-15, 0), so a1-2 at (30, 20), b1-2 at (30, 70), clear of the wall (x >= 35).
    const pasted = pasteFigures(s, s.figures, flat, [], [30, 45])
    expect(pasted?.ids).toEqual(['a1-2', 'b1-2'])
    expect(placed(pasted?.scene, 'a1-2')).toEqual([30, 0, 20])
    expect(placed(pasted?.scene, 'b1-2')).toEqual([30, 0, 70])
    expect(pasted?.scene.figures.find((f) => f.id === 'a1-2')?.facing).toBe(30)
  })

  it('nudges the group off the wall under the pointer to the nearest free offset', () => {
    const s = scene()
    const a1 = s.figures.filter((f) => f.id === 'a1')
    // a1 alone, pointer on the wall's middle (45, 45): it must end 1 + 1.25 = 2.25 cm from z = 45 (less the 0.01
    // tolerance). Rings 0.5 to 2 cm out cannot (|dz| <= r, and |dx| <= 2 stays within the wall's x 35 to 55).
    // On the 2.5 cm ring, 32 points (ceil(2 pi 2.5 / 0.5)) 11.25° apart from +x toward +z: the 5th, 56.25°, reaches
    // dz = 2.5 sin 56.25° = 2.079 (still in); the 6th, 67.5°, dz = 2.310, clear: (45 + 0.957, 45 + 2.310).
    const pasted = pasteFigures(s, a1, flat, [], [45, 45])
    const angle = (6 * 2 * Math.PI) / 32
    const at = placed(pasted?.scene, 'a1-2')
    expect(at?.[0]).toBeCloseTo(45 + 2.5 * Math.cos(angle), 9)
    expect(at?.[2]).toBeCloseTo(45 + 2.5 * Math.sin(angle), 9)
  })

  it('nudges the group back onto the table when the pointer is at its edge', () => {
    const s = scene()
    const a1 = s.figures.filter((f) => f.id === 'a1')
    // Pointer at the east edge (90, 10): the base must end by x = 90.01, so its centre move west by r cos a <= -1.24.
    // Rings of 0.5 and 1 cm cannot; on the 1.5 cm ring, 19 points (ceil(2 pi 1.5 / 0.5)) 18.95° apart: the 7th
    // (132.6°) goes 1.016 west, the 8th (151.6°) 1.319: a1-2 at (90 - 1.319, 10 + 0.714).
    const pasted = pasteFigures(s, a1, flat, [], [90, 10])
    const angle = (8 * 2 * Math.PI) / 19
    const at = placed(pasted?.scene, 'a1-2')
    expect(at?.[0]).toBeCloseTo(90 + 1.5 * Math.cos(angle), 9)
    expect(at?.[2]).toBeCloseTo(10 + 1.5 * Math.sin(angle), 9)
  })

  it('without a pointer over the table, beside the originals as before', () => {
    const s = scene()
    const a1 = s.figures.filter((f) => f.id === 'a1')
    // East of a1 by its outline's width (2.5) and the gap.
    expect(placed(pasteFigures(s, a1, flat)?.scene, 'a1-2')).toEqual([45 + 2.5 + PASTE_GAP_CM, 0, 20])
  })

  it('refuses when no place within reach fits', () => {
    const s = { ...scene(), table: { width: 2, depth: 2 } }
    // A 2 x 2 cm table cannot hold a base 2.5 cm across anywhere.
    expect(pasteFigures(s, s.figures.slice(0, 1), flat, [], [1, 1])).toBeNull()
  })
})
