import { describe, expect, it } from 'vitest'
import { boxPiece, mediumFigure, sceneOf } from '../../geometry/testScene'
import type { Scene } from '../../scene/schema'
import { applySceneMessage, sceneMessage } from './sceneDelta'

const start = (): Scene =>
  sceneOf(
    [boxPiece('a', 10, 10, [2, 2, 2]), boxPiece('b', 30, 10, [2, 2, 2])],
    [mediumFigure('s', [5, 0, 5]), mediumFigure('t', [50, 0, 50])],
  )

/** The worker's side of a message, after a structured clone as postMessage makes it. */
const received = (last: Scene | null, sent: Scene | null, next: Scene) => applySceneMessage(last, structuredClone(sceneMessage(sent, next)))

describe('a scene sent to the band worker by what changed (issue 15: the incremental judge)', () => {
  it('sends the first scene, or one on another table, whole', () => {
    const scene = start()
    expect(sceneMessage(null, scene)).toEqual({ kind: 'whole', scene })
    expect(sceneMessage(scene, { ...scene, table: { ...scene.table } }).kind).toBe('whole')
  })

  it('sends only the records that are not last time’s objects; the worker reuses its own for the rest', () => {
    const page = start()
    const worker = received(null, null, page)
    const moved = { ...page, figures: [page.figures[0], { ...page.figures[1], position: [51, 0, 50] as [number, number, number] }] }
    const message = sceneMessage(page, moved)
    // The terrain list is the same object: not sent at all; of the figures only t, s by its index.
    expect(message).toEqual({ kind: 'changes', changed: {}, removed: [], figures: [0, moved.figures[1]] })
    const next = received(worker, page, moved)
    expect(next).toEqual(moved)
    expect(next.terrain).toBe(worker.terrain)
    expect(next.figures[0]).toBe(worker.figures[0])
    expect(next.figures[1]).not.toBe(worker.figures[1])
  })

  it('keeps order, additions and removals, and members added or dropped', () => {
    const page = start()
    const worker = received(null, null, page)
    const next: Scene = {
      ...page,
      name: 'renamed',
      terrain: [page.terrain[1], boxPiece('c', 60, 60, [1, 1, 1])],
      figures: [page.figures[1]],
      ladders: [],
    }
    const after = received(worker, page, next)
    expect(after).toEqual(next)
    expect(after.terrain[0]).toBe(worker.terrain[1])
    const dropped = { ...next }
    delete dropped.ladders
    expect(received(after, next, dropped)).toEqual(dropped)
  })

  it('refuses changes without a scene to apply them to, or an index that is not in the last list', () => {
    const page = start()
    const changes = sceneMessage(page, { ...page, figures: [page.figures[0]] })
    expect(() => applySceneMessage(null, changes)).toThrow(RangeError)
    expect(() => applySceneMessage({ ...page, figures: [] }, changes)).toThrow('figures index 0 is not in the last list')
  })
})
