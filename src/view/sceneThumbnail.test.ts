import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Scene } from '../scene/schema'
import { sceneWith } from '../scene/testScenes'
import { sceneThumbnail, type ThumbShape } from './sceneThumbnail'
import { parseForView } from './store/persistence'

const shipped = (name: string): Scene => {
  const parsed = parseForView(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!parsed.ok) throw new Error(parsed.problems.join('; '))
  return parsed.scene
}
const byRole = (shapes: ThumbShape[], role: ThumbShape['role']) => shapes.filter((s) => s.role === role)
const rounded = (points: [number, number][]) => points.map(([x, z]) => [Number(x.toFixed(6)) + 0, Number(z.toFixed(6)) + 0])

describe('sceneThumbnail', () => {
  it('hill-and-wall: the table, the wall as its box seen from above, the tower as a circle, one dot per figure', () => {
    const scene = shipped('hill-and-wall')
    const thumb = sceneThumbnail(scene)
    expect([thumb.width, thumb.depth]).toEqual([90, 90])
    expect(thumb.shapes[0]).toMatchObject({
      role: 'table',
      points: [
        [0, 0],
        [90, 0],
        [90, 90],
        [0, 90],
      ],
    })
    const [wall, , tower] = byRole(thumb.shapes, 'terrain')
    // wall-1: centre (46.5, 45), size 1 x 30 in x and z, unturned: x 46 to 47, z 30 to 60.
    expect(wall.kind === 'polygon' && rounded(wall.points)).toEqual([
      [46, 30],
      [47, 30],
      [47, 60],
      [46, 60],
    ])
    expect(tower).toMatchObject({ kind: 'circle', cx: 70, cy: 20, r: 4 })
    const dots = byRole(thumb.shapes, 'figure')
    expect(dots).toHaveLength(scene.figures.length)
    // Two sides, two colours: red's dots are not blue's.
    expect(new Set(dots.map((d) => d.kind === 'circle' && d.fill)).size).toBe(new Set(scene.figures.map((f) => f.side)).size)
  })

  it('turns a box as the meshes do: 90° counter-clockwise swaps its extents', () => {
    const scene = sceneWith({
      terrain: [{ id: 'b', shape: 'box', type: 'building', center: [50, 1, 50], size: [10, 2, 2], rotationY: 90 }],
      figures: [],
    })
    // sceneWith keeps its wall first; the turned box is the last piece.
    const box = byRole(sceneThumbnail(scene).shapes, 'terrain').at(-1)
    // Local corner (-5, -1) turned by 90°: x = 50 + sin90 * -1 = 49, z = 50 - sin90 * -5 = 55; the box spans x 49..51, z 45..55.
    expect(box?.kind === 'polygon' && rounded(box.points)).toEqual([
      [49, 55],
      [49, 45],
      [51, 45],
      [51, 55],
    ])
  })

  it('a figure far smaller than the table is still a visible dot (1/140 of the longer side)', () => {
    const scene = shipped('bench-reference')
    const dots = byRole(sceneThumbnail(scene).shapes, 'figure')
    const longer = Math.max(scene.table.width, scene.table.depth)
    for (const dot of dots) expect(dot.kind === 'circle' && dot.r).toBeGreaterThanOrEqual(longer / 140)
  })

  it('mk-dungeon: rock under the board, a floor block per room or corridor block, a line per inner wall', () => {
    const scene = shipped('mk-dungeon')
    const d = scene.dungeon
    if (!d) throw new Error('mk-dungeon has no board')
    const shapes = sceneThumbnail(scene).shapes
    expect(byRole(shapes, 'dungeon-rock')).toHaveLength(1)
    expect(byRole(shapes, 'dungeon-floor')).toHaveLength(d.segments.reduce((n, s) => n + s.squares.length, 0))
    expect(byRole(shapes, 'dungeon-wall')).toHaveLength(d.walls?.length ?? 0)
  })

  it('siege-full-castle: one outline per castle section and a line per plank', () => {
    const scene = shipped('siege-full-castle')
    const shapes = sceneThumbnail(scene).shapes
    expect(byRole(shapes, 'castle')).toHaveLength(scene.castle?.sections.length ?? -1)
    expect(byRole(shapes, 'plank')).toHaveLength(scene.castle?.planks?.length ?? 0)
    expect(scene.castle?.sections.length).toBeGreaterThan(0)
  })
})
