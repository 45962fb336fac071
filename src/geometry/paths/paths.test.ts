import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Figure, Ladder, TerrainPiece } from '../../scene/schema'
import { pathToNearestEdge, planPath, reachableFrom } from './paths'
import { boxPiece as box, mediumFigure as medium, sceneOf, withWorld } from '../testScene'
import type { PathRules } from '../types'

/** A medium figure (r = 1.25, H = 4) with speed 10: climb 2H = 8, safe drop H = 4, free jump 10. */
const RULES: PathRules = {
  climbLimit: 8,
  climbFactor: 2,
  ladderFactor: 1,
  dropLimit: 4,
  jumpLimit: 10,
  slack: 0.05,
  blockedTerrain: [],
  blockingFigures: [],
  figureClearance: 0,
}
const area = (id: string, type: TerrainPiece['type'], x: number, z: number, size: [number, number, number]): TerrainPiece => ({
  id,
  type,
  shape: 'area',
  center: [x, size[1] / 2, z],
  size,
})
const world = (terrain: TerrainPiece[], figures: Figure[], ladders?: Ladder[]) => sceneOf(terrain, figures, { ladders })

describe('planPath: walking', () => {
  it('measures a straight 30 cm walk as 30 cm, not a staircase of grid steps', async () => {
    await withWorld(world([], [medium('m', [43, 0, 40])]), (w) => {
      const a = planPath(w, 'm', [43, 0, 70], RULES)
      expect(a.found).toBe(true)
      expect(a.cost).toBeCloseTo(30, 1)
      expect(a.segments.map((s) => s.kind)).toEqual(['walk'])
      expect(a.finalSurface).toEqual({ on: 'table', height: 0 })
    })
  })

  it('measures a diagonal walk as the hypotenuse (3-4-5: 30 and 40 give 50)', async () => {
    await withWorld(world([], [medium('m', [10.2, 0, 10.3])]), (w) => {
      expect(planPath(w, 'm', [40.2, 0, 50.3], RULES).cost).toBeCloseTo(50, 1)
    })
  })

  it('walks round a box corner: two tangents by Pythagoras plus the arc of the base radius', async () => {
    // Box x 35..55, z 35..55, 10 high (more than 2H = 8: not climbable). From S (30, 45) to
    // G (45, 60) the base (r = 1.25) wraps round the corner C (35, 55). |SC| = |GC| =
    // sqrt(5² + 10²) = 11.1803; each tangent sqrt(11.1803² - 1.25²) = 11.1102. The angle SCG is
    // acos((-5·10 + -10·5) / 125) = 143.13°; each tangent point lies acos(1.25 / 11.1803) =
    // 83.58° from its line, so the arc is 360 - 143.13 - 2·83.58 = 49.71° = 0.8676 rad,
    // 1.25 · 0.8676 = 1.0845 cm. Total 11.1102 · 2 + 1.0845 = 23.305.
    await withWorld(world([box('b', 45, 45, [20, 10, 20])], [medium('m', [30, 0, 45])]), (w) => {
      const a = planPath(w, 'm', [45, 0, 60], RULES)
      expect(Math.abs(a.cost - 23.305)).toBeLessThan(0.1)
      expect(a.segments.every((s) => s.kind === 'walk')).toBe(true)
    })
  })

  it('keeps every corner point of the path clear of the box by the base radius', async () => {
    await withWorld(world([box('b', 45, 45, [20, 10, 20])], [medium('m', [30, 0, 45])]), (w) => {
      for (const [x, , z] of planPath(w, 'm', [60, 0, 46], RULES).points) {
        const dx = Math.max(0, 35 - x, x - 55),
          dz = Math.max(0, 35 - z, z - 55)
        expect(Math.hypot(dx, dz)).toBeGreaterThanOrEqual(1.25 - 1e-3)
      }
    })
  })

  it('on an open table any walk costs the straight distance (property)', async () => {
    await withWorld(world([], [medium('m', [45, 0, 45])]), (w) => {
      fc.assert(
        fc.property(fc.double({ min: 1, max: 89, noNaN: true }), fc.double({ min: 1, max: 89, noNaN: true }), (x, z) => {
          const a = planPath(w, 'm', [x, 0, z], RULES)
          return a.found && Math.abs(a.cost - Math.hypot(x - 45, z - 45)) < 1e-6
        }),
        { numRuns: 25 },
      )
    })
  })
})

describe('planPath: climbing, ladders, drops and jumps', () => {
  it('climbs a 3 cm step with the vertical counted double (8.7): 15 + 2 x 3 = 21', async () => {
    // Step x 40..60, 3 high; from (30, 0, 45) to (45, 3, 45): 15 cm across, 3 cm up doubled.
    await withWorld(world([box('step', 50, 45, [20, 3, 50])], [medium('m', [30, 0, 45])]), (w) => {
      const a = planPath(w, 'm', [45, 3, 45], RULES)
      expect(a.cost).toBeCloseTo(21, 6)
      const climb = a.segments.find((s) => s.kind === 'climb')!
      expect(climb.climbedUp).toBeCloseTo(3, 6)
      expect(a.finalSurface).toEqual({ on: 'step', height: 3 })
      // 8.9 counts the distance actually moved: 15 across and 3 up.
      expect(a.travelled).toBeCloseTo(18, 6)
    })
  })

  it('cannot climb 9 cm (more than 2H = 8) without a ladder; with one it goes up the ladder at its length (8.6)', async () => {
    // Block x 40..60, 9 high. Ladder from (38, 0, 45) to (40, 9, 45): sqrt(2² + 9²) = 9.2195.
    // From (30, 0, 45) to (45, 9, 45): 8 cm to the ladder foot, 9.2195 on it, 5 from its top.
    const terrain = [box('block', 50, 45, [20, 9, 50])]
    const ladder: Ladder = { id: 'lad', bottom: [38, 0, 45], top: [40, 9, 45] }
    await withWorld(world(terrain, [medium('m', [30, 0, 45])]), (w) => {
      expect(planPath(w, 'm', [45, 9, 45], RULES)).toMatchObject({ found: false, reason: 'no-path' })
    })
    await withWorld(world(terrain, [medium('m', [30, 0, 45])], [ladder]), (w) => {
      const a = planPath(w, 'm', [45, 9, 45], RULES)
      expect(a.cost).toBeCloseTo(8 + Math.hypot(2, 9) + 5, 6)
      const step = a.segments.find((s) => s.kind === 'ladder')!
      expect(step.ladder).toBe('lad')
      expect(step.laddered).toBeCloseTo(9.2195, 3)
    })
  })

  it('jumps a 5 cm gap between two 6 cm roofs, or climbs down and up without jumping', async () => {
    // Roofs x 20..40 and 45..65, 6 high. From (35, 6, 45) to (50, 6, 45): 15 across.
    // Jumping (gap 5 <= 10): 15. Without: 6 down doubled and 6 up doubled: 15 + 12 + 12 = 39
    // (a 6 cm drop is above H = 4, which these rules do not let it fall).
    const terrain = [box('A', 30, 45, [20, 6, 20]), box('B', 55, 45, [20, 6, 20])]
    await withWorld(world(terrain, [medium('m', [35, 6, 45])]), (w) => {
      const jump = planPath(w, 'm', [50, 6, 45], RULES)
      expect(jump.cost).toBeCloseTo(15, 6)
      const seg = jump.segments.find((s) => s.kind === 'jump')!
      expect(seg.gap).toBeCloseTo(5, 2)
      const noJump = planPath(w, 'm', [50, 6, 45], { ...RULES, jumpLimit: 0 })
      expect(noJump.cost).toBeCloseTo(39, 6)
      expect(noJump.segments.filter((s) => s.kind === 'climb')).toHaveLength(2)
      // Allowed to fall 6 cm (tests accepted): down for free, up doubled: 15 + 12 = 27.
      const falling = planPath(w, 'm', [50, 6, 45], { ...RULES, jumpLimit: 0, dropLimit: 8 })
      expect(falling.cost).toBeCloseTo(27, 6)
      expect(falling.segments.find((s) => s.kind === 'drop')!.dropped).toBeCloseTo(6, 6)
    })
  })

  it('drops up to H for free (8.8): off a 3 cm wall costs only the horizontal distance', async () => {
    // Wall x 40..60, 3 high; from its top (50, 3, 45) to (70, 0, 45): 20 across, 3 down free.
    await withWorld(world([box('w', 50, 45, [20, 3, 50])], [medium('m', [50, 3, 45])]), (w) => {
      const a = planPath(w, 'm', [70, 0, 45], RULES)
      expect(a.cost).toBeCloseTo(20, 6)
      expect(a.segments.find((s) => s.kind === 'drop')!.dropped).toBeCloseTo(3, 6)
    })
  })
})

describe('planPath: terrain and figures', () => {
  it('reports where the path runs through a wood, in cm of movement (for 9.4)', async () => {
    // Wood x 50..60 across the path from (40, 0, 45) to (70, 0, 45): in it from 10 to 20.
    await withWorld(world([area('wood', 'forest', 55, 45, [10, 10, 40])], [medium('m', [40, 0, 45])]), (w) => {
      const a = planPath(w, 'm', [70, 0, 45], RULES)
      expect(a.terrain.map((t) => t.ids)).toEqual([[], ['wood'], []])
      expect(a.terrain[1].from).toBeCloseTo(10, 1)
      expect(a.terrain[1].to).toBeCloseTo(20, 1)
    })
  })

  it('goes round blocked terrain (a swamp) and refuses a goal inside it', async () => {
    // Swamp x 50..60, z 35..55: the straight 30 cm line crosses it; the way round is longer.
    const scene = world([area('swamp', 'swamp', 55, 45, [10, 1, 20])], [medium('m', [40, 0, 45])])
    await withWorld(scene, (w) => {
      const rules = { ...RULES, blockedTerrain: ['swamp'] }
      const a = planPath(w, 'm', [70, 0, 45], rules)
      expect(a.found).toBe(true)
      expect(a.cost).toBeGreaterThan(30.5)
      expect(a.terrain.every((t) => !t.ids.includes('swamp'))).toBe(true)
      expect(planPath(w, 'm', [55, 0, 45], rules).reason).toBe('blocked')
    })
  })

  it('walks through friends but round enemies', async () => {
    const enemy: Figure = { id: 'e', side: 'b', size: 'medium', position: [55, 0, 45] }
    await withWorld(world([], [medium('m', [40, 0, 45]), enemy]), (w) => {
      expect(planPath(w, 'm', [70, 0, 45], RULES).cost).toBeCloseTo(30, 6)
      const round = planPath(w, 'm', [70, 0, 45], { ...RULES, blockingFigures: ['e'] })
      expect(round.cost).toBeGreaterThan(30.2)
      // Going round: the tangent to the 2.5 cm circle round the enemy from 15 cm away is
      // sqrt(15² - 2.5²) = 14.790 each side, plus the arc 2.5 · 2 · asin(2.5 / 15) = 0.837:
      // 30.417 at best.
      expect(round.cost).toBeCloseTo(30.417, 1)
      expect(round.endFigures[0]).toMatchObject({ id: 'e', side: 'b' })
      expect(round.endFigures[0].edge).toBeCloseTo(15 - 2.5, 6)
      expect(planPath(w, 'm', [56, 0, 45], { ...RULES, blockingFigures: ['e'] }).reason).toBe('occupied')
    })
  })

  it('names why a goal cannot be reached: off the table, nowhere to stand', async () => {
    await withWorld(world([box('tall', 50, 45, [4, 20, 4])], [medium('m', [40, 0, 45])]), (w) => {
      expect(planPath(w, 'm', [95, 0, 45], RULES).reason).toBe('off-table')
      // The top of a 4 x 4 pillar is 20 high: no level within 1 cm of 5 there.
      const a = planPath(w, 'm', [50, 5, 45], RULES)
      expect(a.reason).toBe('not-standable')
      expect(a.levelsAtGoal).toEqual([20])
    })
  })
})

describe('pathToNearestEdge and reachableFrom', () => {
  it('leaves a tower by its ladder, not by jumping off (11.4.1)', async () => {
    // Tower r 4 at (70, 20), 10 high; the ladder on its south side; the nearest edge is x = 90.
    const tower: TerrainPiece = { id: 'tower', type: 'building', shape: 'cylinder', center: [70, 5, 20], radius: 4, height: 10 }
    const ladder: Ladder = { id: 'lad', bottom: [70, 0, 27], top: [70, 10, 24], width: 2 }
    await withWorld(world([tower], [medium('m', [70, 10, 20])]), (w) => {
      expect(pathToNearestEdge(w, 'm', RULES)).toMatchObject({ found: false, reason: 'no-path' })
    })
    await withWorld(world([tower], [medium('m', [70, 10, 20])], [ladder]), (w) => {
      const a = pathToNearestEdge(w, 'm', RULES)
      expect(a.segments.map((s) => s.kind)).toContain('ladder')
      expect(a.segments.some((s) => s.kind === 'drop')).toBe(false)
      const end = a.points[a.points.length - 1]
      expect(Math.min(end[0], 90 - end[0], end[2], 90 - end[2])).toBeCloseTo(0, 6)
    })
  })

  it('lists the places within a budget, none costing more', async () => {
    await withWorld(world([], [medium('m', [45, 0, 45])]), (w) => {
      const r = reachableFrom(w, 'm', 5, RULES)
      expect(r.places.length).toBeGreaterThan(0)
      for (const p of r.places) {
        expect(p.cost).toBeLessThanOrEqual(5 + 1e-9)
        // On an open table each place costs its straight distance.
        expect(p.cost).toBeCloseTo(Math.hypot(p.point[0] - 45, p.point[2] - 45), 6)
      }
      // Grid points within 5 cm of the centre, every 0.5 cm: about pi 10² = 314.
      expect(r.places.length).toBeGreaterThan(290)
      expect(r.places.length).toBeLessThan(330)
    })
  })
})
