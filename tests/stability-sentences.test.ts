import { describe, expect, it } from 'vitest'
import { DEFAULT_JUDGE_SETTINGS, judgeSight, judgeStability, type StabilityEntry } from '../src/judge'
import { bearingStep } from '../src/judge/stability/compass'
import { bandAt, type BandQuestion } from '../src/judge/stability/band'
import { boxPiece, mediumFigure, sceneOf, withWorld } from '../src/geometry/testScene'
import { DEFAULT_COMBAT_SETTINGS } from '../src/rules/universalis/ranged'
import type { Scene } from '../src/scene/schema'
import { stabilityLine } from '../src/view/i18n/stabilityTexts'

/**
 * R-SB.3: the panel's words hold when followed. Each "changes" line is read as a player reads it
 * ("moves 9.0 mm toward 27° (north-north-east)"), the move is made as said in a copy of the scene,
 * and the judge, asked afresh, rules otherwise; 5 % shorter along the same bearing it does not.
 */

const bow = { name: 'test bow', class: 2, profile: { strength: 3, damage: 1 }, range: { band: 20, bands: 3 } }
const band: BandQuestion = { weapon: bow, ko: 3, aimed: false, ranged: DEFAULT_COMBAT_SETTINGS.ranged }

/** The move a line says, as an offset in cm (north −z, east +x, up +y). */
function saidMove(line: string): [number, number, number] {
  const m = /moves ([\d.]+) (mm|cm) (?:toward (\d+)°|(up|down))/.exec(line)
  if (!m) throw new Error(`no move in "${line}"`)
  const cm = Number(m[1]) / (m[2] === 'mm' ? 10 : 1)
  if (m[4]) return [0, m[4] === 'up' ? cm : -cm, 0]
  const [dx, dz] = bearingStep(Number(m[3]))
  return [dx * cm, 0, dz * cm]
}

async function factAfter(scene: Scene, entry: StabilityEntry, offset: readonly number[], withBand: boolean) {
  const copy: Scene = structuredClone(scene)
  const id = entry.mover === 'target' ? 't' : 's'
  const figure = copy.figures.find((f) => f.id === id)!
  figure.position = [figure.position[0] + offset[0], figure.position[1] + offset[1], figure.position[2] + offset[2]]
  return withWorld(copy, (world) => {
    const j = judgeSight(world, 's', 't', DEFAULT_JUDGE_SETTINGS)
    expect(j.verdict.detailKey).not.toBe('verdict.sight.overlapping')
    if (entry.fact === 'lineOfSight') return j.ruling.lineOfSight
    if (entry.fact === 'cover') return j.ruling.lineOfSight ? j.ruling.cover : 'no sight'
    return withBand ? bandAt(band, j.sight.distance.edge) : null
  })
}

async function followEveryLine(scene: Scene, withBand: boolean) {
  const report = await withWorld(scene, (w) => judgeStability(w, 's', 't', DEFAULT_JUDGE_SETTINGS, withBand ? band : null))
  const changes = report.entries.filter((e) => e.status === 'changes')
  expect(changes.length).toBeGreaterThan(1)
  for (const entry of changes) {
    const line = stabilityLine(entry, report, 'en')
    const move = saidMove(line)
    expect(await factAfter(scene, entry, move, withBand), line).not.toEqual(entry.now)
    expect(
      await factAfter(
        scene,
        entry,
        move.map((v) => v * 0.95),
        withBand,
      ),
      `${line}, 5 % shorter`,
    ).toEqual(entry.now)
  }
}

describe('R-SB.3: a stability line, followed as said, changes the ruling; 5 % shorter it does not', () => {
  it('9.3 and 4.3: a target half behind a wall edge (the cover and sight lines of stability.test.ts)', async () => {
    const scene = sceneOf(
      [boxPiece('wall', 29.9, 70, [0.2, 30, 40])],
      [mediumFigure('s', [10, 0, 40]), mediumFigure('t', [50, 0, 61], { side: 'b' })],
    )
    await followEveryLine(scene, false)
  })

  it('14.7: a band end on a bearing between the sweep’s (272.5°)', async () => {
    const [ux, uz] = bearingStep(272.5)
    const scene = sceneOf([], [mediumFigure('s', [10, 0, 45]), mediumFigure('t', [10 - 52.2 * ux, 0, 45 - 52.2 * uz], { side: 'b' })])
    await followEveryLine(scene, true)
  })
})
