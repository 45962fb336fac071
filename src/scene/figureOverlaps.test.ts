import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from './validate'
import type { Scene, Vec3 } from './schema'
import { figureOverlapsIn } from './figureOverlaps'

const hill = (): Scene => {
  const r = parseSceneText(readFileSync('scenes/hill-and-wall.json', 'utf8'))
  if (!r.ok) throw new Error('hill-and-wall does not load')
  return r.scene
}
const archerAt = (position: Vec3): Scene => {
  const s = hill()
  return { ...s, figures: s.figures.map((f) => (f.id === 'r-archer' ? { ...f, position } : f)) }
}

// Medium bases have radius 1.25 cm and profiles 4 cm high (3.6); the tower is a cylinder of radius 4, 10 cm high at (70, 20).
describe('figureOverlapsIn: the loader’s overlap checks for one figure', () => {
  it('finds b-tower under a figure put on its axis on the tower top (bottoms at 10 cm, the tower only touched)', () => {
    expect(figureOverlapsIn(archerAt([70, 10, 20]), 'r-archer')).toEqual(['b-tower'])
  })

  it('tells overlapping bases from touching ones: 2.4 cm apart overlap, 2.5 cm (two radii) touch', () => {
    expect(figureOverlapsIn(archerAt([72.4, 10, 20]), 'r-archer')).toEqual(['b-tower'])
    expect(figureOverlapsIn(archerAt([72.5, 10, 20]), 'r-archer')).toEqual([])
  })

  it('finds the tower for a figure on the ground closer to its axis than 4 + 1.25 cm', () => {
    expect(figureOverlapsIn(archerAt([70, 0, 25.2]), 'r-archer')).toEqual(['tower'])
    expect(figureOverlapsIn(archerAt([70, 0, 25.3]), 'r-archer')).toEqual([])
  })

  it('agrees with the loader: the same scene loaded from a file warns of the same overlap', () => {
    const r = parseSceneText(JSON.stringify(archerAt([70, 10, 20])))
    // The loader names the pair once, on the later figure of the file (b-tower comes after r-archer).
    expect(r.ok && r.warnings.map((w) => `${w.path}: ${w.message}`)).toEqual(['figures[7]: overlaps figure "r-archer" (figures[0])'])
  })

  it('is empty for a figure standing apart, and for an id that is no figure', () => {
    expect(figureOverlapsIn(hill(), 'r-archer')).toEqual([])
    expect(figureOverlapsIn(hill(), 'nobody')).toEqual([])
  })
})
