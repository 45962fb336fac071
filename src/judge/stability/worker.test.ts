import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mediumFigure, sceneOf, boxPiece, withWorld } from '../../geometry/testScene'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { judgeStability } from './search'
import { TableWorld } from '../../geometry/world/tableWorld'
import { loadCardLibrary } from '../../scene/cards/library'
import { SIGHTLINE_DEFAULT } from '../profiles'
import { bandQuestionOf } from './band'
import { sceneMessage } from './sceneDelta'
import { stabilityWorkerHandler, type FromStabilityWorker, type StabilityWorkerDeps, type ToStabilityWorker } from './worker'

const shipped = (name: string): Scene => {
  const r = parseSceneText(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!r.ok) throw new Error(r.problems.join('\n'))
  return r.scene
}

/** The wall scene of stability.test.ts: the target's cover changes 0.89 cm north-east. */
const wallScene = () =>
  sceneOf([boxPiece('wall', 29.9, 70, [0.2, 30, 40])], [mediumFigure('s', [10, 0, 40]), mediumFigure('t', [50, 0, 61], { side: 'b' })])

/**
 * A handler whose pauses wait until the test lets them go, so a second message can arrive
 * mid-search. `run(n)` releases pauses one by one until n answers are posted; it waits on the
 * handler's own events (a pause asked, an answer posted), never on a clock.
 */
function driven(deps: Partial<StabilityWorkerDeps> = {}) {
  const posted: FromStabilityWorker[] = []
  const paused: (() => void)[] = []
  let wake: () => void = () => {}
  const event = () => new Promise<void>((resolve) => (wake = resolve))
  const handle = stabilityWorkerHandler(
    (m) => {
      posted.push(m)
      wake()
    },
    {
      ...deps,
      pause: () =>
        new Promise<void>((resolve) => {
          paused.push(resolve)
          wake()
        }),
    },
  )
  const run = async (count: number) => {
    while (posted.length < count) {
      const next = paused.shift()
      const happened = event()
      if (next) next()
      await happened
    }
  }
  /** Waits until the search in hand is paused. */
  const midway = async () => {
    while (paused.length === 0) await event()
  }
  return { posted, handle: (m: ToStabilityWorker) => handle(m), run, midway }
}

const ask = (id: number, scene: Scene, fromId: string, toId: string, withWeapon = false): ToStabilityWorker => ({
  type: 'ask',
  id,
  scene: { kind: 'whole', scene },
  fromId,
  toId,
  withWeapon,
})

describe('the stability band off the page thread (issue 15, part 2)', () => {
  it('answers with the same report judgeStability gives in one go', async () => {
    const { posted, handle, run } = driven()
    handle(ask(1, wallScene(), 's', 't'))
    await run(1)
    const direct = await withWorld(wallScene(), (w) => judgeStability(w, 's', 't'))
    expect(posted).toEqual([{ type: 'report', id: 1, report: direct }])
  })

  it('a newer question stops the older search unanswered; a cancel stops the one in hand', async () => {
    const { posted, handle, run, midway } = driven()
    handle(ask(1, wallScene(), 's', 't'))
    await midway()
    handle(ask(2, wallScene(), 't', 's'))
    await run(1)
    handle(ask(3, wallScene(), 's', 't'))
    await midway()
    handle({ type: 'cancel' })
    // The handler answers in order: had 1 or 3 been answered, it would stand before 4.
    handle(ask(4, wallScene(), 't', 's'))
    await run(2)
    expect(posted.map((m) => m.id)).toEqual([2, 4])
  })

  it('a figure that is not there is an error for that question', async () => {
    const { posted, handle, run } = driven()
    handle(ask(1, wallScene(), 's', 'nobody'))
    await run(1)
    expect(posted[0]).toMatchObject({ type: 'error', id: 1 })
  })

  it('14.7 with the weapon: the range band of the shooter’s first banded weapon (R-STB.2)', async () => {
    // hill-and-wall: b-crouch (49.25, 0, 33) shoots r-archer (20, 3, 45) with its card's Pulse rifle,
    // bands of 30 cm. Both bases are medium (radius 1.25). The horizontal centre distance is
    // √(29.25² + 12²) = 31.616, the rims 29.116 apart, 3 cm of height: edge √(29.116² + 3²) = 29.270,
    // band 1 (30 cm is still band 1, R-14.7a). Band 2 begins where the rims are √(30² − 3²) = 29.850
    // apart, 0.734 cm farther: the target straight away from the shooter (or the shooter away from it).
    // The search resolves to 0.05 cm, so the move found lies in [0.734, 0.784].
    const { posted, handle, run } = driven()
    handle(ask(1, shipped('hill-and-wall'), 'b-crouch', 'r-archer', true))
    await run(1)
    const answer = posted[0]
    if (answer.type !== 'report') throw new Error(`no report: ${JSON.stringify(answer)}`)
    expect(answer.report.weapon).toBe('Pulse rifle')
    const band = answer.report.entries.find((e) => e.fact === 'rangeBand' && e.mover === 'target')
    expect(band).toMatchObject({ now: 1, status: 'changes', becomes: 2 })
    expect(band?.distanceCm).toBeGreaterThanOrEqual(0.734)
    expect(band?.distanceCm).toBeLessThanOrEqual(0.784)
    const smallest = Math.min(...answer.report.entries.map((e) => e.distanceCm ?? Infinity))
    expect(band?.distanceCm).toBe(smallest)
  })
})

describe('the band worker keeps its world between questions (issue 15: the incremental judge)', () => {
  /** A quicker search than R-STB.1's (3 cm, every 30°): the same code path, a fraction of the probes. */
  const QUICK = { searchRadiusCm: 3, directionStepDeg: 30 }
  const move = (scene: Scene, id: string, [dx, dy, dz]: [number, number, number]): Scene => ({
    ...scene,
    figures: scene.figures.map((f) => (f.id === id ? { ...f, position: [f.position[0] + dx, f.position[1] + dy, f.position[2] + dz] } : f)),
  })
  const shift = (scene: Scene, id: string, dx: number): Scene => ({
    ...scene,
    terrain: scene.terrain.map((p) => (p.id === id ? { ...p, center: [p.center[0] + dx, p.center[1], p.center[2]] } : p)),
  })
  /** The report a world built fresh from the scene gives, with the chosen weapon's band as the worker asks it. */
  const fresh = (scene: Scene, weapon: string) =>
    withWorld(scene, (w) =>
      judgeStability(w, 'r-archer', 'b-crouch', undefined, bandQuestionOf(w, loadCardLibrary(), 'r-archer', weapon, 'normal'), QUICK),
    )

  it('answers after a sequence of moves equal a world built fresh from each scene; only the moved records are updated', async () => {
    const worlds: TableWorld[] = []
    const { posted, handle, run } = driven({
      search: QUICK,
      createWorld: async (scene) => {
        const world = await TableWorld.create(scene)
        worlds.push(world)
        return world
      },
    })
    // The page's side: each scene goes by what changed since the last, through a structured clone as postMessage sends it.
    let sent: Scene | null = null
    let id = 0
    const question = (scene: Scene) => {
      const message = sceneMessage(sent, scene)
      sent = scene
      handle(
        structuredClone({
          type: 'ask',
          id: ++id,
          scene: message,
          fromId: 'r-archer',
          toId: 'b-crouch',
          withWeapon: true,
          weapon: 'Fire arrows',
        }),
      )
    }
    const start = shipped('hill-and-wall')
    const wall = start.terrain.find((p) => p.shape === 'box')?.id
    if (!wall) throw new Error('hill-and-wall has a box')
    const scenes = [start]
    scenes.push(move(scenes[0], 'b-crouch', [1.5, 0, -0.7]))
    scenes.push(move(scenes[1], 'r-archer', [0, 0, 2]))
    scenes.push(shift(scenes[2], wall, 0.8))
    scenes.push({ ...scenes[3], figures: scenes[3].figures.filter((f) => f.id !== 'b-wood') })

    question(scenes[0])
    await run(1)
    const world = worlds[0]
    const figuresBefore = world.scene.figures
    const revision = world.revision
    question(scenes[1])
    await run(2)
    // One figure moved: the world kept every other record's object and moved that one collider only.
    expect(world.scene.terrain).toBe(worlds[0].scene.terrain)
    expect(world.scene.figures.filter((f, k) => f !== figuresBefore[k]).map((f) => f.id)).toEqual(['b-crouch'])
    expect(world.changedSince(revision)).toEqual([world.colliderOf('figure', 'b-crouch')?.handle])
    question(scenes[2])
    await run(3)
    question(scenes[3])
    await run(4)
    question(scenes[4])
    await run(5)
    expect(worlds).toHaveLength(1)
    for (const [k, scene] of scenes.entries()) {
      const answer = posted[k]
      if (answer.type !== 'report') throw new Error(`no report: ${JSON.stringify(answer)}`)
      expect(answer.report.weapon).toBe('Fire arrows')
      expect(answer.report).toEqual(await fresh(scene, 'Fire arrows'))
    }
    world.dispose()
  }, 120_000)

  it('another rule profile or a whole scene (a load) builds the world afresh', async () => {
    let built = 0
    const { handle, run } = driven({
      search: QUICK,
      createWorld: (scene) => {
        built++
        return TableWorld.create(scene)
      },
    })
    const scene = shipped('hill-and-wall')
    const moved = move(scene, 'b-crouch', [0.5, 0, 0])
    const base = { type: 'ask' as const, fromId: 'r-archer', toId: 'b-crouch', withWeapon: false }
    handle({ ...base, id: 1, scene: sceneMessage(null, scene) })
    await run(1)
    handle({ ...base, id: 2, scene: sceneMessage(scene, moved) })
    await run(2)
    expect(built).toBe(1)
    const asWritten = structuredClone(SIGHTLINE_DEFAULT.settings)
    asWritten.cover.coverLevelMix = 'highest'
    handle({ ...base, id: 3, scene: sceneMessage(moved, moved), settings: asWritten })
    await run(3)
    expect(built).toBe(2)
    handle({ ...base, id: 4, scene: sceneMessage(moved, shipped('hill-and-wall')), settings: asWritten })
    await run(4)
    expect(built).toBe(3)
  }, 120_000)
})
