import { describe, expect, it } from 'vitest'
import type { Figure, TerrainPiece } from '../../../scene/schema'
import type { SilhouettePart } from '../../../geometry/types'
import { judgeCover, type CoverInput } from './cover'

const A: Figure = { id: 'A', side: 'red', size: 'medium', position: [10, 0, 45] }
const B: Figure = { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }
const terrain: TerrainPiece[] = [
  { id: 'wall', shape: 'box', center: [40, 1, 45], size: [1, 2, 20], type: 'building' },
  { id: 'bunker', shape: 'box', center: [40, 1, 40], size: [1, 2, 5], type: 'fortified' },
  { id: 'hedge', shape: 'area', center: [45, 1, 45], size: [2, 2, 20], type: 'thicket' },
  { id: 'wood', shape: 'area', center: [50, 5, 45], size: [10, 10, 10], type: 'forest' },
  { id: 'pit', shape: 'area', center: [50, 1, 45], size: [10, 2, 10], type: 'crater' },
  { id: 'hill', shape: 'box', center: [30, 1, 45], size: [10, 2, 10], type: 'road' },
]

const part = (weight: number, p: Partial<SilhouettePart> = {}): SilhouettePart => ({
  weight,
  stop: null,
  areaIds: [],
  obscuredBy: null,
  reaches: !p.stop && !p.obscuredBy,
  ...p,
})
const input = (parts: SilhouettePart[], extra: Partial<CoverInput['sight']> = {}, figures: Figure[] = [A, B]): CoverInput => ({
  observer: A,
  target: B,
  figures,
  terrain,
  sight: {
    lineOfSight: parts.some((p) => p.reaches),
    visibleFraction: parts.filter((p) => p.reaches).reduce((s, p) => s + p.weight, 0),
    parts,
    rays: [],
    observerInside: [],
    targetInside: [],
    targetTouching: [],
    distance: { edge: 37.5, center: 40, horizontal: 40, heightDifference: 0 },
    ...extra,
  },
})
const wall = { id: 'wall', kind: 'terrain' as const }

describe('judgeCover', () => {
  it('gives no cover below half hidden, and hard cover at exactly half (9.3 "mindestens zur Hälfte")', () => {
    expect(judgeCover(input([part(0.51), part(0.49, { stop: wall })])).cover).toBe('none')
    const half = judgeCover(input([part(0.5), part(0.5, { stop: wall })]))
    expect(half.cover).toBe('hard')
    expect(half.coverFrom).toEqual(['wall'])
    expect(half.rangedModifier).toBe(-2)
  })

  it('counts an area the rays cross as hiding, at its type level', () => {
    const r = judgeCover(input([part(0.4), part(0.6, { areaIds: ['hedge'] })]))
    expect(r.cover).toBe('soft')
    expect(r.rangedModifier).toBe(-1)
  })

  it('takes the strongest level that alone hides half (R-9.3a), naming only those pieces', () => {
    // bunker (massive) hides 0.3, wall (hard) 0.3: massive alone is not half, hard-or-better is 0.6.
    const parts = [part(0.4), part(0.3, { stop: { id: 'bunker', kind: 'terrain' } }), part(0.3, { stop: wall })]
    const r = judgeCover(input(parts))
    expect(r.cover).toBe('hard')
    expect(r.coverFrom.sort()).toEqual(['bunker', 'wall'])
    expect(judgeCover(input(parts), { coverLevelMix: 'highest', threshold: 0.5 }).cover).toBe('massive')
  })

  it('gives soft cover from a friend of the target at least one size larger, none from a same-size friend', () => {
    const big: Figure = { id: 'C', side: 'blue', size: 'large', position: [30, 0, 45] }
    const parts = [part(0.3), part(0.7, { stop: { id: 'C', kind: 'figure' } })]
    expect(judgeCover(input(parts, {}, [A, B, big])).cover).toBe('soft')
    expect(judgeCover(input(parts, {}, [A, B, big])).coverFrom).toEqual(['C'])
    expect(judgeCover(input(parts, {}, [A, B, { ...big, size: 'medium' }])).cover).toBe('none')
    // An enemy of the target blocks sight but is no cover for it.
    expect(judgeCover(input(parts, {}, [A, B, { ...big, side: 'green' }])).cover).toBe('none')
  })

  it('ignores a piece of cover that only the shooter stands in, and applies one both stand in (9.3)', () => {
    const parts = [part(1, { areaIds: ['wood'] })]
    expect(judgeCover(input(parts, { observerInside: ['wood'] })).cover).toBe('none')
    expect(judgeCover(input(parts, { observerInside: ['wood'], targetInside: ['wood'] })).cover).toBe('hard')
  })

  it('lets a crater cover only against fire from outside it (9.6 Krater)', () => {
    const parts = [part(1, { areaIds: ['pit'] })]
    expect(judgeCover(input(parts, { targetInside: ['pit'] })).cover).toBe('hard')
    expect(judgeCover(input(parts, { targetInside: ['pit'], observerInside: ['pit'] })).cover).toBe('none')
  })

  it('gives no cover from a hill of a type without cover unless the scene overrides it', () => {
    const parts = [part(0.2), part(0.8, { stop: { id: 'hill', kind: 'terrain' } })]
    expect(judgeCover(input(parts)).cover).toBe('none')
    const overridden = terrain.map((t) => (t.id === 'hill' ? { ...t, cover: 'hard' as const } : t))
    expect(judgeCover({ ...input(parts), terrain: overridden }).cover).toBe('hard')
  })

  it('gives the armour bonus only when the target touches the cover (9.3 table)', () => {
    const parts = [part(0.3), part(0.7, { stop: wall })]
    expect(judgeCover(input(parts)).armourBonus).toBe(0)
    const touching = judgeCover(input(parts, { targetTouching: ['wall'] }))
    expect(touching.touchingCover).toBe(true)
    expect(touching.armourBonus).toBe(1)
  })

  it('names the rule file and section on every line', () => {
    const r = judgeCover(input([part(0.5), part(0.5, { stop: wall })]))
    for (const line of r.lines) expect(line.clause.section).toMatch(/^(R-)?\d/)
    expect(r.lines.find((l) => l.key === 'cover')?.clause).toMatchObject({ file: '004_5896c9338e634dd7.txt', section: '9.3' })
  })
})
