import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withWorld } from '../../geometry/testScene'
import { placeVirtualTarget, virtualCoverFacts, virtualFigure, virtualSight } from '../../geometry/sight/virtualTarget'
import { coverRank } from '../../scene/terrainTypes'
import type { Scene } from '../../scene/schema'
import { judgeCells, judgeVirtual, judgeVirtualCell, shooterRecords } from './cells'
import { cellX, cellZ, gridOf } from './grid'
import { heatmapSpec } from './spec'
import { CELL, UNSEEN } from './types'

/**
 * The heat map's fast path (judgeVirtualCell: no rays kept, no ruling lines, no target
 * contact) against the full ruling the panel shows (judgeVirtual: virtualSight and judgeCover)
 * at every cell of a coarse grid over two shipped scenes. Both run the same sampler on the
 * same rays and the same cover rule on the same partition, so they must agree to the bit, not
 * just within the sampler's accuracy: any difference means the fast path dropped something
 * the answer depends on.
 */
const shipped = (name: string) => JSON.parse(readFileSync(`scenes/${name}.json`, 'utf8')) as Scene

const CASES = [
  // Ruins, walls and a tower: stops by solids of every cover level, a level `top` on walls.
  { scene: 'skirmish-ruins', from: 'r-captain', level: 'top' },
  // Woods and a thicket (areas with limited sight, R-9.5; the target inside them or not) and
  // every blue figure at once (the group's worst cover, how many see).
  { scene: 'forest-edge', from: 'blue', level: 'ground' },
] as const

describe('heat map cells: the fast path equals the full ruling (two shipped scenes, every 6 cm)', () => {
  for (const c of CASES) {
    it(`${c.scene} from ${c.from}, level ${c.level}`, async () => {
      const scene = shipped(c.scene)
      const spec = heatmapSpec(scene, { from: c.from, profile: 'medium', step: 6, level: c.level })
      const grid = gridOf(scene.table.width, scene.table.depth, spec.step)
      const cells = Int32Array.from({ length: grid.nx * grid.nz }, (_, k) => k)
      const { judged, seen, partly, clear } = await withWorld(scene, (world) => {
        const fast = judgeCells(world, spec, cells)
        const shooters = shooterRecords(world, spec)
        const profile = { size: spec.profile, prone: spec.prone, side: spec.side }
        let judged = 0
        let seen = 0
        let partly = 0
        let clear = 0
        for (const k of cells) {
          const place = placeVirtualTarget(world, cellX(grid, k), cellZ(grid, k), spec.level, profile, spec.settings.sight.supportDropCm)
          if (!place.standable) {
            expect(fast.state[k]).not.toBe(CELL.judged)
            continue
          }
          judged++
          const target = virtualFigure(profile, [cellX(grid, k), place.y, cellZ(grid, k)])
          // The slow path, aggregated over the shooters as cells.ts states it.
          let seeing = 0
          let visible = 0
          let hidden = Number.NaN
          let cover = UNSEEN
          for (const shooter of shooters) {
            const full = judgeVirtual(world, shooter, target, spec.settings)
            const quick = judgeVirtualCell(world, shooter, target, spec.settings)
            expect([quick.lineOfSight, quick.visibleFraction, quick.hiddenShare, quick.cover]).toEqual([
              full.lineOfSight,
              full.visibleFraction,
              full.hiddenShare,
              full.cover,
            ])
            // The facts under it: the same partition and containment as the full answer.
            const facts = virtualCoverFacts(world, shooter, target, spec.settings.sight)
            const answer = virtualSight(world, shooter, target, spec.settings.sight)
            expect(facts.parts).toEqual(answer.parts)
            expect([facts.observerInside, facts.targetInside]).toEqual([answer.observerInside, answer.targetInside])
            if (full.visibleFraction > 0.02 && full.visibleFraction < 0.98) partly++
            // Wholly seen: among them the pairs with an empty sight pyramid, answered without casting (sight.ts).
            if (full.visibleFraction === 1 && full.hiddenShare === 0) clear++
            visible = Math.max(visible, full.visibleFraction)
            if (!full.lineOfSight) continue
            seeing++
            if (!(full.hiddenShare >= hidden)) hidden = full.hiddenShare
            cover = cover === UNSEEN ? coverRank(full.cover) : Math.min(cover, coverRank(full.cover))
          }
          if (seeing > 0) seen++
          expect([fast.state[k], fast.seeing[k], fast.cover[k]]).toEqual([CELL.judged, seeing, cover])
          // Float32 storage: the slow value rounded the same way.
          expect(fast.visible[k]).toBe(Math.fround(visible))
          expect(Number.isNaN(fast.hidden[k]) ? 'unseen' : fast.hidden[k]).toBe(Number.isNaN(hidden) ? 'unseen' : Math.fround(hidden))
        }
        return { judged, seen, partly, clear }
      })
      // The grid must exercise the cases: standing cells, seen ones and partly hidden ones.
      expect(judged).toBeGreaterThan(100)
      expect(seen).toBeGreaterThan(20)
      expect(partly).toBeGreaterThan(5)
      expect(clear).toBeGreaterThan(5)
    }, 600_000)
  }
})
