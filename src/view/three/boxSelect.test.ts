import { describe, expect, it } from 'vitest'
import { boxBetween, idsInBox, isBox } from './boxSelect'

describe('box select (issue 14)', () => {
  it('spans the box from either corner and takes the figures whose centre is inside it, edges included', () => {
    const box = boxBetween({ x: 200, y: 150 }, { x: 100, y: 50 })
    expect(box).toEqual({ left: 100, top: 50, right: 200, bottom: 150 })
    const points = [
      { id: 'in', x: 150, y: 100, behind: false },
      { id: 'edge', x: 200, y: 50, behind: false },
      { id: 'out', x: 201, y: 100, behind: false },
      { id: 'behind-camera', x: 150, y: 100, behind: true },
    ]
    expect(idsInBox(points, box)).toEqual(['in', 'edge'])
  })

  it('a drag of less than 4 px either way is a click, not a box', () => {
    expect(isBox(boxBetween({ x: 10, y: 10 }, { x: 13, y: 13 }))).toBe(false)
    expect(isBox(boxBetween({ x: 10, y: 10 }, { x: 14, y: 10 }))).toBe(true)
  })
})
