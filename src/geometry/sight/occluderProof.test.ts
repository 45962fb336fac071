import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Scene } from '../../scene/schema'
import { computeSight } from './computeSight'
import { coneMeetsSphere, enclosingCone } from './occluderProof'
import { withWorld } from '../testScene'

describe('enclosingCone', () => {
  it('encloses every point of the target cylinder', () => {
    const eye = [10, 4, 45] as const
    const c = { x: 50, z: 47, bottom: 0, top: 6, radius: 2 }
    const cone = enclosingCone(eye, c)!
    for (let k = 0; k < 64; k++) {
      const angle = (2 * Math.PI * k) / 64
      for (const y of [0, 3, 6]) {
        const p = [c.x + c.radius * Math.cos(angle) - eye[0], y - eye[1], c.z + c.radius * Math.sin(angle) - eye[2]]
        const n = Math.hypot(p[0], p[1], p[2])
        const cos = (p[0] * cone.axis[0] + p[1] * cone.axis[1] + p[2] * cone.axis[2]) / n
        expect(Math.acos(Math.min(1, cos))).toBeLessThanOrEqual(cone.halfAngle + 1e-12)
      }
    }
    // Nearest point: horizontal 40.05 - 2 = 38.05 (hypot(40, 2) = 40.05), eye height within 0..6.
    expect(cone.nearDistance).toBeCloseTo(Math.hypot(40, 2) - 2, 9)
  })

  it('finds a sphere on the axis and misses one well beside it', () => {
    const cone = enclosingCone([0, 4, 0], { x: 40, z: 0, bottom: 0, top: 4, radius: 1.25 })!
    expect(coneMeetsSphere([0, 4, 0], cone, 38, [20, 3, 0], 0.5)).toBe(true)
    expect(coneMeetsSphere([0, 4, 0], cone, 38, [20, 3, 10], 0.5)).toBe(false)
    expect(coneMeetsSphere([0, 4, 0], cone, 10, [20, 3, 0], 0.5)).toBe(false)
  })
})

describe('occlusion proof', () => {
  it('agrees with full sampling on every pair of the reference scene it settles', async () => {
    const scene = JSON.parse(readFileSync('scenes/bench-reference.json', 'utf8')) as Scene
    const ids = scene.figures.map((f) => f.id)
    let worst = 0
    const checked = await withWorld(scene, (world) => {
      let settled = 0
      for (const a of ids.slice(0, 16)) {
        for (const b of ids) {
          if (a === b) continue
          const fast = computeSight(world, a, b)
          if (fast.method !== 'occluded') continue
          settled++
          // A fine sampling (24 x 24 nodes per patch, bisection on every disagreeing edge)
          // names the first thing each ray meets; the proof's occluders are among them, and
          // its split of the hidden silhouette (12 x 12 points per patch) is close to theirs.
          const slow = computeSight(world, a, b, { occluderProof: false, gridNodes: 24 })
          expect(slow.visibleFraction).toBe(0)
          expect(fast.visibleFraction).toBe(0)
          expect(fast.lineOfSight).toBe(false)
          const share = (s: typeof fast, id: string | undefined) =>
            s.parts.filter((p) => p.stop?.id === id).reduce((x, p) => x + p.weight, 0)
          for (const part of fast.parts) {
            // (A sliver under 1 % may fall between the sampling's rays: the proof's own share
            // points found box-155 behind r-3 -> g-3 at 0.2 %, a 60 x 60 sampling at 0.6 %.)
            if (share(fast, part.stop?.id) >= 0.01) expect(slow.parts.map((p) => p.stop?.id)).toContain(part.stop?.id)
            worst = Math.max(worst, Math.abs(share(fast, part.stop?.id) - share(slow, part.stop?.id)))
          }
          expect(fast.parts.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 9)
        }
      }
      return settled
    })
    expect(checked).toBeGreaterThan(50)
    // The split of a hidden target between what hides it is measured on 12 x 12 points per
    // patch (R-4.3b): on this table it stays within 0.08 of the fine sampling (0.073 seen).
    expect(worst).toBeLessThan(0.08)
  })
})
