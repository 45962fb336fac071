import { describe, expect, it } from 'vitest'
import { boxPiece, mediumFigure, sceneOf, withWorld } from '../../geometry/testScene'
import { DEFAULT_COMBAT_SETTINGS } from '../../rules/universalis/ranged'
import type { Weapon } from '../../scene/cards/unitCard'
import type { BandQuestion } from './band'
import { bearingStep } from './compass'
import { movedBy } from './probe'
import { judgeStability } from './search'
import { standingBlock } from './standing'
import type { StabilityReport } from './types'

const entry = (report: StabilityReport, fact: string, mover: string) => {
  const found = report.entries.find((e) => e.fact === fact && e.mover === mover)
  if (!found) throw new Error(`no entry ${fact}/${mover}`)
  return found
}

/** A 20/3 bow: bands end at 20, 40 and 60 cm of edge distance (14.7). */
const bow = { name: 'test bow', class: 2, profile: { strength: 3, damage: 1 }, range: { band: 20, bands: 3 } } satisfies Weapon
const band: BandQuestion = { weapon: bow, ko: 3, aimed: false, ranged: DEFAULT_COMBAT_SETTINGS.ranged }

describe('the stability band finds the true smallest move (R-SB.2) to a place the figure can stand (R-SB.1)', () => {
  it('14.7: a band end 9.7 cm away on a bearing between the sweep’s (272.5°) is found there, not 12.5° off', async () => {
    // The shooter S = (10, 45) lies 52.2 cm from the target's centre on bearing 272.5° as the
    // target sees it: T = S − 52.2 (sin 272.5°, −cos 272.5°). Both medium (radius 1.25) on the
    // table: edge 52.2 − 2.5 = 49.7 cm, band 3; band 2 begins at 40, 9.7 cm nearer along that
    // bearing and farther on any other (the band end is a circle about S). The sweep meets it at
    // 260° first (9.7 / cos 12.5° = 9.93 cm, inside the 10 cm radius) and a march cut at that
    // best stepped over 9.7 on 270° and 275° (the player's find on hill-and-wall).
    const [ux, uz] = bearingStep(272.5)
    const scene = sceneOf([], [mediumFigure('s', [10, 0, 45]), mediumFigure('t', [10 - 52.2 * ux, 0, 45 - 52.2 * uz], { side: 'b' })])
    const report = await withWorld(scene, (w) => judgeStability(w, 's', 't', undefined, band))
    const target = entry(report, 'rangeBand', 'target')
    expect(target.now).toBe(3)
    expect(target.becomes).toBe(2)
    expect(target.distanceCm).toBeGreaterThanOrEqual(9.7 - 0.005)
    expect(target.distanceCm).toBeLessThanOrEqual(9.7 + (report.toleranceCm ?? 0))
    expect(Math.abs((target.bearingDeg ?? 0) - 272.5)).toBeLessThan(1)
    expect(target.compassPoint).toBe('west')
    expect(report.toleranceCm).toBe(0.05)
    expect(report.bearingToleranceDeg).toBeGreaterThan(0)
  })

  it('14.7 with a low wall in the way: the band end at 7.5 cm lies in the wall; the first place to stand past it is 8.24 cm', async () => {
    // S = (10, 45), T = (40, 45): edge 30 − 2.5 = 27.5 cm, band 2; band 1 (20 cm) begins 7.5 cm
    // west, at x = 32.5. A wall 1 cm tall spans x 33 to 34 (z 30 to 60, beyond 10 cm either
    // way): a base of radius 1.25 overlaps it deeper than the 0.01 cm that counts as touching
    // (OVERLAP_TOLERANCE) for x between 31.76 and 35.24, so the nearest place in band 1 where the
    // target can stand is x = 31.76, 8.24 cm due west (its centre then 21.76 cm from S, inside
    // 22.5). Off that line the wall still stands between, farther.
    const scene = sceneOf(
      [boxPiece('low-wall', 33.5, 45, [1, 1, 30])],
      [mediumFigure('s', [10, 0, 45]), mediumFigure('t', [40, 0, 45], { side: 'b' })],
    )
    await withWorld(scene, (w) => {
      const report = judgeStability(w, 's', 't', undefined, band)
      const target = entry(report, 'rangeBand', 'target')
      expect(target.becomes).toBe(1)
      expect(target.distanceCm).toBeGreaterThanOrEqual(8.24 - 0.005)
      expect(target.distanceCm).toBeLessThanOrEqual(8.24 + 0.05)
      expect(Math.abs((target.bearingDeg ?? 0) - 270)).toBeLessThan(1)
      // The place the band names is one the judge lets the target stand on.
      const [dx, dz] = bearingStep(target.bearingDeg ?? 0)
      const d = target.distanceCm ?? 0
      expect(standingBlock(w.scene, movedBy(w.requireFigure('t'), [dx * d, 0, dz * d]))).toBeNull()
      expect(standingBlock(w.scene, movedBy(w.requireFigure('t'), [-7.6, 0, 0]))).toBe('low-wall')
    })
  })

  it('R-SB.1: the table edge and other figures are no place to stand', async () => {
    const scene = sceneOf([], [mediumFigure('s', [10, 0, 45]), mediumFigure('t', [88, 0, 45], { side: 'b' })])
    await withWorld(scene, (w) => {
      const t = w.requireFigure('t')
      // Radius 1.25 at x = 88 reaches 89.25; 1 cm farther east it reaches 90.25, over the 90 cm edge.
      expect(standingBlock(w.scene, movedBy(t, [0.5, 0, 0]))).toBeNull()
      expect(standingBlock(w.scene, movedBy(t, [1, 0, 0]))).toBe('table-edge')
      expect(standingBlock(w.scene, movedBy(t, [0, -0.5, 0]))).toBe('table-edge')
      // Centres 2 cm apart: two 1.25 cm radii overlap by 0.5 cm.
      expect(standingBlock(w.scene, movedBy(t, [-76, 0, 0]))).toBe('s')
    })
  })
})
