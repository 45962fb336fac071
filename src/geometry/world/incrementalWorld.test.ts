import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { computeSight } from '../sight/computeSight'
import { randomScene } from '../randomScene'
import { withWorld } from '../testScene'
import { TableWorld } from './tableWorld'
import { terrainIndexOf } from './terrainIndex'
import { formatProblem, validateScene } from '../../scene/validate'

/**
 * An updated world is the world of its scene: after any sequence of edits (figures dragged,
 * added and removed, pieces moved, turned, resized, added and removed), a TableWorld brought up
 * to date by setScene, with its caches patched after every edit, answers every sight question
 * exactly as a world built fresh from the final scene. Edits replace only the records they
 * change, as the view's store does, so the update takes its identity path.
 */
const RUNS = { seed: 20261126, numRuns: 40 }

type Edit =
  | { kind: 'drag'; which: number; dx: number; dz: number }
  | { kind: 'addFigure'; x: number; z: number; big: boolean }
  | { kind: 'removeFigure'; which: number }
  | { kind: 'movePiece'; which: number; dx: number; dz: number; turn: number }
  | { kind: 'resizePiece'; which: number; grow: number }
  | { kind: 'addPiece'; x: number; z: number; turn: number }
  | { kind: 'removePiece'; which: number }
  | { kind: 'touchRecords' }

const coordinate = fc.double({ min: 5, max: 85, noNaN: true })
const step = fc.double({ min: -6, max: 6, noNaN: true })
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('drag' as const), which: fc.nat(20), dx: step, dz: step }),
  fc.record({ kind: fc.constant('drag' as const), which: fc.nat(20), dx: step, dz: step }),
  fc.record({ kind: fc.constant('addFigure' as const), x: coordinate, z: coordinate, big: fc.boolean() }),
  fc.record({ kind: fc.constant('removeFigure' as const), which: fc.nat(20) }),
  fc.record({
    kind: fc.constant('movePiece' as const),
    which: fc.nat(40),
    dx: step,
    dz: step,
    turn: fc.double({ min: -90, max: 90, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('resizePiece' as const), which: fc.nat(40), grow: fc.double({ min: 0.5, max: 1.5, noNaN: true }) }),
  fc.record({ kind: fc.constant('addPiece' as const), x: coordinate, z: coordinate, turn: fc.double({ min: 0, max: 180, noNaN: true }) }),
  fc.record({ kind: fc.constant('removePiece' as const), which: fc.nat(40) }),
  // Every record a new object with the same content (a scene reloaded): nothing may change.
  fc.constant({ kind: 'touchRecords' as const }),
)

let added = 0
function applyEdit(scene: Scene, e: Edit): Scene {
  const figures = scene.figures
  const terrain = scene.terrain
  const pick = <T>(list: readonly T[], which: number): T | undefined => (list.length === 0 ? undefined : list[which % list.length])
  const replace = <T extends { id: string }>(list: readonly T[], next: T): T[] => list.map((x) => (x.id === next.id ? next : x))
  switch (e.kind) {
    case 'drag': {
      const f = pick(figures, e.which)
      if (!f) return scene
      const moved: Figure = { ...f, position: [f.position[0] + e.dx, f.position[1], f.position[2] + e.dz] }
      return { ...scene, figures: replace(figures, moved) }
    }
    case 'addFigure': {
      const figure: Figure = {
        id: `new-f-${added++}`,
        side: added % 2 ? 'red' : 'blue',
        size: e.big ? 'large' : 'small',
        position: [e.x, 0, e.z],
      }
      return { ...scene, figures: [...figures, figure] }
    }
    case 'removeFigure': {
      const f = pick(figures, e.which)
      return f ? { ...scene, figures: figures.filter((x) => x !== f) } : scene
    }
    case 'movePiece': {
      const p = pick(terrain, e.which)
      if (!p) return scene
      const center: [number, number, number] = [p.center[0] + e.dx, p.center[1], p.center[2] + e.dz]
      const moved: TerrainPiece = p.shape === 'cylinder' ? { ...p, center } : { ...p, center, rotationY: (p.rotationY ?? 0) + e.turn }
      return { ...scene, terrain: replace(terrain, moved) }
    }
    case 'resizePiece': {
      const p = pick(terrain, e.which)
      if (!p) return scene
      const resized: TerrainPiece =
        p.shape === 'cylinder' ? { ...p, radius: p.radius * e.grow } : { ...p, size: [p.size[0] * e.grow, p.size[1], p.size[2] * e.grow] }
      return { ...scene, terrain: replace(terrain, resized) }
    }
    case 'addPiece': {
      const piece: TerrainPiece = {
        id: `new-p-${added++}`,
        shape: 'box',
        type: 'building',
        center: [e.x, 2, e.z],
        size: [6, 4, 1],
        rotationY: e.turn,
      }
      return { ...scene, terrain: [...terrain, piece] }
    }
    case 'removePiece': {
      const p = pick(terrain, e.which)
      return p ? { ...scene, terrain: terrain.filter((x) => x !== p) } : scene
    }
    case 'touchRecords':
      return structuredClone(scene)
  }
}

/** Every ordered pair's sight answer, as plain data. */
function allAnswers(world: TableWorld): unknown[] {
  const out: unknown[] = []
  for (const a of world.scene.figures) for (const b of world.scene.figures) if (a !== b) out.push(computeSight(world, a.id, b.id))
  return out
}

describe('TableWorld.setScene: an updated world answers as a fresh one', () => {
  it('gives every sight answer of a world built fresh from the final scene, after random edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.array(edit, { minLength: 1, maxLength: 12 }), async (seed, edits) => {
        let scene = randomScene(seed, { boxes: 14, cylinders: 8, areas: 3, figures: 5 })
        const world = await TableWorld.create(scene)
        try {
          for (const e of edits) {
            scene = applyEdit(scene, e)
            world.setScene(scene)
            // Asked between edits, so the caches are patched (not built once at the end).
            const [a, b] = scene.figures
            if (a && b) computeSight(world, a.id, b.id)
            terrainIndexOf(world)
          }
          const updated = allAnswers(world)
          await withWorld(scene, (fresh) => expect(updated).toEqual(allAnswers(fresh)))
        } finally {
          world.dispose()
        }
      }),
      RUNS,
    )
  }, 300_000)

  it('keeps a dragged figure its collider and moves nothing else (the drag is an update in place)', async () => {
    // Two figures 20 cm apart; dragging one 1 cm east changes its collider's translation by
    // exactly 1 in x and leaves the other's untouched. The log names only the dragged collider.
    const scene = randomScene(7, { boxes: 3, cylinders: 0, areas: 0, figures: 0 })
    const a: Figure = { id: 'a', side: 'red', size: 'medium', position: [10, 0, 10] }
    const b: Figure = { id: 'b', side: 'blue', size: 'medium', position: [30, 0, 10] }
    await withWorld({ ...scene, figures: [a, b] }, (world) => {
      const before = world.colliderOf('figure', 'a')!
      const other = world.colliderOf('figure', 'b')!
      const revision = world.revision
      world.setScene({ ...world.scene, figures: [{ ...a, position: [11, 0, 10] }, b] })
      expect(world.colliderOf('figure', 'a')).toBe(before)
      expect(before.translation().x).toBe(11)
      expect(other.translation().x).toBe(30)
      expect(world.changedSince(revision)).toEqual([before.handle])
      // The same scene again, and a copy of it: no change at all.
      world.setScene(world.scene)
      world.setScene(structuredClone(world.scene))
      expect(world.revision).toBe(revision + 1)
    })
  })

  it('moves the three colliders of a mount and its seated rider in place with the drag, as a fresh world builds them', async () => {
    // The Battle Horse and its lancer in the slot (as in mountWorld.test.ts), dragged together
    // 2.5 cm east and 1 cm south: every collider of the updated world has the pose, shape and
    // handle-independent numbers of the same collider in a world built from the final scene.
    const result = validateScene({
      format: 'sightline-scene',
      version: 1,
      name: 'A horse dragged',
      units: 'cm',
      table: { width: 90, depth: 90 },
      terrain: [],
      figures: [
        { id: 'horse', side: 'blue', size: 'large', position: [45, 0, 45], facing: 90, mk: { card: 'mk-battle-horse', rider: 'lancer' } },
        { id: 'lancer', side: 'blue', size: 'medium', position: [43.73, 0, 45], mk: { card: 'mk-lancer' } },
      ],
    })
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
    const shift = (f: Figure): Figure => ({ ...f, position: [f.position[0] + 2.5, f.position[1], f.position[2] + 1] })
    const dragged = { ...result.scene, figures: result.scene.figures.map(shift) }
    const poses = (world: TableWorld) => {
      const out: unknown[] = []
      world.colliders.forEach((c) => out.push([world.ownerOf(c)?.id, c.translation(), c.rotation(), c.shapeType(), c.collisionGroups()]))
      return out.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    }
    await withWorld(result.scene, async (world) => {
      const horse = world.colliderOf('figure', 'horse')
      world.setScene(dragged)
      expect(world.colliderOf('figure', 'horse')).toBe(horse)
      expect(world.changedSince(world.revision - 1)).toHaveLength(4)
      const updated = poses(world)
      await withWorld(dragged, (fresh) => expect(updated).toEqual(poses(fresh)))
    })
  })
})
