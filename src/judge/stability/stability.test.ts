import { describe, expect, it } from 'vitest'
import { boxPiece, mediumFigure, sceneOf, withWorld } from '../../geometry/testScene'
import { DEFAULT_COMBAT_SETTINGS } from '../../rules/universalis/ranged'
import type { Weapon } from '../../scene/cards/unitCard'
import type { BandQuestion } from './band'
import { judgeStability } from './search'
import type { StabilityReport } from './types'

const entry = (report: StabilityReport, fact: string, mover: string) => {
  const found = report.entries.find((e) => e.fact === fact && e.mover === mover)
  if (!found) throw new Error(`no entry ${fact}/${mover}`)
  return found
}

/**
 * A wall whose edge stands at E = (30, 50): a thin building box, x 29.8 to 30, z 50 to 90, 30 cm
 * tall (above every sight line here). The shooter's eye is at S = (10, 40) seen from above. The
 * wall's far corner (30, 50) is its edge as the eye sees it (the near corner, (29.8, 50), lies
 * behind the line S–(30, 50)), so the vertical plane through S and E splits what is hidden (south
 * of it) from what is seen. A target whose axis lies in that plane is hidden exactly half (mirror
 * symmetry about the plane), the 50 % of 9.3's threshold.
 */
const wallScene = () =>
  sceneOf([boxPiece('wall', 29.9, 70, [0.2, 30, 40])], [mediumFigure('s', [10, 0, 40]), mediumFigure('t', [50, 0, 61], { side: 'b' })])

describe('judgeStability: the smallest move that changes a ruling (issue 15, part 2)', () => {
  it('9.3 cover: a target half behind a wall edge loses its cover where its centre crosses the line eye–edge', async () => {
    const report = await withWorld(wallScene(), (w) => judgeStability(w, 's', 't'))
    // The line S + s(20, 10) passes x = 50 at z = 60 (similar triangles: 10/20 = (60 − 40)/40).
    // T = (50, 61) lies off it by |(40, 21) × (2, 1)| / √5 = 2/√5 = 0.894 cm, toward the wall
    // (more than half hidden: hard cover). The shortest move to the line is perpendicular to it:
    // the normal (1, −2)/√5 = (0.447, −0.894) in (x, z), bearing atan2(0.447, 0.894) = 26.6° east
    // of north, the compass word north-east.
    const cover = entry(report, 'cover', 'target')
    expect(cover.now).toBe('hard')
    expect(cover.status).toBe('changes')
    expect(cover.becomes).toBe('none')
    expect(cover.distanceCm).toBeGreaterThan(2 / Math.sqrt(5) - 0.06)
    expect(cover.distanceCm).toBeLessThan(2 / Math.sqrt(5) + 0.06)
    expect(cover.direction).toBe('north-east')
    expect(cover.bearingDeg).toBeGreaterThan(26.57 - 3)
    expect(cover.bearingDeg).toBeLessThan(26.57 + 3)
  })

  it('4.3 sight: the target is lost once its whole cylinder is past the plane (axis 1.25 cm beyond it)', async () => {
    const report = await withWorld(wallScene(), (w) => judgeStability(w, 's', 't'))
    // The target's silhouette is gone when its axis is a base radius (1.25 cm) beyond the plane:
    // 1.25 − 0.894 = 0.356 cm farther, perpendicular to the line, away from it (bearing 206.6°).
    const sight = entry(report, 'lineOfSight', 'target')
    expect(sight.now).toBe(true)
    expect(sight.becomes).toBe(false)
    expect(sight.distanceCm).toBeGreaterThan(1.25 - 2 / Math.sqrt(5) - 0.06)
    expect(sight.distanceCm).toBeLessThan(1.25 - 2 / Math.sqrt(5) + 0.06)
    expect(sight.direction).toBe('south-west')
  })

  it('9.3 cover: the shooter moving swings the line about the edge; the target is half hidden once S is on the line T–E', async () => {
    const report = await withWorld(wallScene(), (w) => judgeStability(w, 's', 't'))
    // The line through T = (50, 61) and E = (30, 50) has direction (20, 11); S = (10, 40) is off it
    // by |(−20, −10) × (20, 11)| / √521 = 20/√521 = 0.876 cm.
    const cover = entry(report, 'cover', 'shooter')
    expect(cover.becomes).toBe('none')
    expect(cover.distanceCm).toBeGreaterThan(20 / Math.sqrt(521) - 0.06)
    expect(cover.distanceCm).toBeLessThan(20 / Math.sqrt(521) + 0.06)
  })

  it('leaves the world as it was', async () => {
    await withWorld(wallScene(), (w) => {
      const before = JSON.stringify(w.scene)
      judgeStability(w, 's', 't')
      expect(JSON.stringify(w.scene)).toBe(before)
    })
  })

  it('14.7 range band: a target 0.3 cm inside a 20/3 weapon’s 60 cm is out of range 0.3 cm farther east', async () => {
    // Centres 62.2 cm apart on one east–west line, medium bases (radius 1.25): edge 62.2 − 2.5 = 59.7 cm.
    const scene = sceneOf([], [mediumFigure('s', [10, 0, 45]), mediumFigure('t', [72.2, 0, 45], { side: 'b' })])
    const bow = { name: 'test bow', class: 2, profile: { strength: 3, damage: 1 }, range: { band: 20, bands: 3 } } satisfies Weapon
    const band: BandQuestion = { weapon: bow, ko: 3, aimed: false, ranged: DEFAULT_COMBAT_SETTINGS.ranged }
    const report = await withWorld(scene, (w) => judgeStability(w, 's', 't', undefined, band))
    const target = entry(report, 'rangeBand', 'target')
    expect(target.now).toBe(3)
    expect(target.becomes).toBe('out-of-range')
    // Beyond 60 cm, not at it (14.7: "beyond the last band"): the first changed position is past 0.3 cm.
    expect(target.distanceCm).toBeGreaterThan(0.3)
    expect(target.distanceCm).toBeLessThanOrEqual(0.3 + 0.05 + 1e-9)
    expect(target.direction).toBe('east')
    const shooter = entry(report, 'rangeBand', 'shooter')
    expect(shooter.direction).toBe('west')
    expect(shooter.distanceCm).toBeLessThanOrEqual(0.3 + 0.05 + 1e-9)
    // Open ground: nothing within 10 cm hides the target, so sight is stable and cover has no change to show.
    expect(entry(report, 'lineOfSight', 'target').status).toBe('stable')
    expect(entry(report, 'cover', 'target').status).toBe('stable')
  })

  it('misuse is a RangeError naming the argument', async () => {
    await withWorld(wallScene(), (w) => {
      expect(() => judgeStability(w, 's', 's')).toThrow(/fromId/)
      expect(() => judgeStability(w, 's', 't', undefined, null, { searchRadiusCm: Number.NaN })).toThrow(/searchRadiusCm/)
    })
  })
})
