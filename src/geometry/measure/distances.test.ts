import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { figureDistances, pointDistances } from './distances'

const figure = (id: string, size: Figure['size'], position: [number, number, number], prone = false): Figure => ({
  id,
  side: 'a',
  size,
  position,
  prone,
})

describe('figureDistances', () => {
  it('measures edge to edge on level ground (4.7)', () => {
    // Medium base radius 1.25, large 2; centres 10 apart: edge = 10 - 1.25 - 2 = 6.75.
    const d = figureDistances(figure('m', 'medium', [0, 0, 0]), figure('l', 'large', [6, 0, 8]))
    expect(d.horizontal).toBeCloseTo(10, 9)
    expect(d.center).toBeCloseTo(10, 9)
    expect(d.edge).toBeCloseTo(6.75, 9)
    expect(d.heightDifference).toBe(0)
  })

  it('is 0 in base contact and when bases overlap at one height', () => {
    // Two medium bases 2.5 apart: rims touch. 1 apart: they overlap.
    expect(figureDistances(figure('a', 'medium', [0, 0, 0]), figure('b', 'medium', [2.5, 0, 0])).edge).toBe(0)
    expect(figureDistances(figure('a', 'medium', [0, 0, 0]), figure('b', 'medium', [1, 0, 0])).edge).toBe(0)
  })

  it('takes the true 3D distance between discs at different heights', () => {
    // Horizontal 10 (6, 8), rim gap 10 - 2.5 = 7.5, dy 4: edge = sqrt(7.5² + 4²) = sqrt(72.25) = 8.5.
    const d = figureDistances(figure('a', 'medium', [0, 0, 0]), figure('b', 'medium', [6, 4, 8]))
    expect(d.edge).toBeCloseTo(8.5, 9)
    expect(d.center).toBeCloseTo(Math.sqrt(116), 9)
    expect(d.heightDifference).toBe(4)
  })

  it('gives the height difference as the edge when one base is right above the other', () => {
    // Horizontal 1 < 2.5: no rim gap, so only the 3 cm height remains; b lower: -3.
    const d = figureDistances(figure('a', 'medium', [0, 3, 0]), figure('b', 'medium', [1, 0, 0]))
    expect(d.edge).toBeCloseTo(3, 9)
    expect(d.heightDifference).toBe(-3)
  })

  it('keeps the base of a prone figure (8.10 shrinks only the height)', () => {
    // Large base radius 2 whether prone or not: 10 - 2 - 2 = 6.
    const d = figureDistances(figure('a', 'large', [0, 0, 0], true), figure('b', 'large', [10, 0, 0]))
    expect(d.edge).toBeCloseTo(6, 9)
  })

  it('refuses positions that are not finite', () => {
    expect(() => figureDistances(figure('a', 'medium', [NaN, 0, 0]), figure('b', 'medium', [0, 0, 0]))).toThrow(
      /geometry: figure "a" position must be three finite numbers/,
    )
  })
})

describe('pointDistances', () => {
  it('splits a tape measure into horizontal and height', () => {
    // Horizontal hypot(3, 4) = 5, height 12: distance hypot(5, 12) = 13.
    expect(pointDistances([1, 2, 3], [4, 14, 7])).toEqual({ distance: 13, horizontal: 5, heightDifference: 12 })
  })

  it('refuses NaN', () => {
    expect(() => pointDistances([0, 0, 0], [0, NaN, 0])).toThrow(/geometry: pointDistances b/)
  })
})
