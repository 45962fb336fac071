import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withWorld } from '../geometry/testScene'
import { parseSceneText } from '../scene/validate'
import type { Scene, Vec3 } from '../scene/schema'
import { judgeSight } from './judge'

const shipped = (name: string): Scene => {
  const r = parseSceneText(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!r.ok) throw new Error(`scenes/${name}.json does not load`)
  return r.scene
}
const moved = (scene: Scene, id: string, position: Vec3): Scene => ({
  ...scene,
  figures: scene.figures.map((f) => (f.id === id ? { ...f, position } : f)),
})
const rows = (lines: readonly { key: string; value: unknown }[]) => Object.fromEntries(lines.map((l) => [l.key, l.value]))

describe('judgeSight: rows that agree with the verdict (issue 14, "Contradictory rows")', () => {
  it('4.3: without a line of sight (bench-reference r-1 → b-1) cover is "not applicable" and no ranged modifier is listed', async () => {
    const j = await withWorld(shipped('bench-reference'), (w) => judgeSight(w, 'r-1', 'b-1'))
    // The rules still measure the hidden share (all of it): the level they derive is not shown as applying.
    expect(j.ruling.cover).toBe('hard')
    const r = rows(j.ruling.lines)
    expect(r.lineOfSight).toBe(false)
    expect(r.cover).toBe('-')
    expect(j.ruling.lines.find((l) => l.key === 'cover')?.detailKey).toBe('sight.notApplicable.noLineOfSight')
    expect(Object.keys(r)).not.toContain('rangedModifier')
    expect(Object.keys(r)).not.toContain('touchingCover')
    expect(Object.keys(r)).not.toContain('coverFrom')
    expect(j.verdict.detail).toBe('r-1 cannot see b-1.')
  })

  it('gives the command line’s verdict with the cover and its source (hill-and-wall r-archer → b-crouch)', async () => {
    const j = await withWorld(shipped('hill-and-wall'), (w) => judgeSight(w, 'r-archer', 'b-crouch'))
    expect(j.verdict.detailKey).toBe('verdict.sight.covered')
    expect(j.verdict.detail).toMatch(/^r-archer sees \d+\.\d % of b-crouch; cover: hard from wall-1\.$/)
    expect(j.ruling.lines[0].key).toBe('lineOfSight')
  })

  it('3.6: a shooter dragged onto b-tower (same axis, same top at 10 cm) is said to overlap it, and no ruling is given', async () => {
    const scene = moved(shipped('hill-and-wall'), 'r-archer', [70, 10, 20])
    const j = await withWorld(scene, (w) => judgeSight(w, 'r-archer', 'b-open'))
    expect(j.ruling.lines[0]).toMatchObject({ key: 'overlapping', value: 'b-tower', detailKey: 'sight.overlapping' })
    expect(j.verdict.detail).toBe('no ruling for r-archer → b-open: r-archer overlaps b-tower; move it apart first.')
  })

  it('3.6: between two overlapping bases there is no edge-to-edge distance (no "0.00 cm")', async () => {
    const scene = moved(shipped('hill-and-wall'), 'r-archer', [70, 10, 20])
    const j = await withWorld(scene, (w) => judgeSight(w, 'r-archer', 'b-tower'))
    const edge = j.ruling.lines.find((l) => l.key === 'distanceEdge')
    expect(edge).toMatchObject({ value: '-', detailKey: 'sight.notApplicable.basesOverlap' })
  })

  it('adds nothing for a pair standing apart (hill-and-wall r-archer → b-open)', async () => {
    const j = await withWorld(shipped('hill-and-wall'), (w) => judgeSight(w, 'r-archer', 'b-open'))
    expect(j.ruling.lines.map((l) => l.key)).not.toContain('overlapping')
    expect(typeof rows(j.ruling.lines).distanceEdge).toBe('number')
  })
})
