import { performance } from 'node:perf_hooks'
import {
  applySceneMessage,
  judgeStability,
  sceneMessage,
  stabilityWorkerHandler,
  TableWorld,
  type FromStabilityWorker,
  type StabilityReport,
  type ToStabilityWorker,
} from '../src/judge'
import type { Scene } from '../src/scene/schema'
import { median } from './timing'

/**
 * Issue 15's band worker, before and after it was sent the scene by what changed: questions per
 * second while a figure is dragged and dropped a few millimetres at a time (the view asks the
 * band after every drop). Before, every question brought the whole scene through a structured
 * clone (postMessage's copy) and the kept world compared every record anew (new objects, so
 * each one's colliders were described again and compared by shape and place); after, the page
 * sends the records that changed (sceneDelta.ts) and the worker's world updates those alone.
 * Both run the view's default search (R-STB.1) on the same questions in one process, in
 * alternating order. The search dominates a question, so the per-question ratio is near 1; the
 * world update alone is measured beside it (clone, apply and setScene, no search).
 */

interface Question {
  scene: Scene
  fromId: string
  toId: string
}

/** The old worker's way, replayed: one kept world, the whole scene cloned and applied per question. */
async function beforeWay(first: Scene) {
  const world = await TableWorld.create(structuredClone(first))
  return {
    update(q: Question) {
      world.setScene(structuredClone(q.scene))
    },
    answer(q: Question): StabilityReport {
      this.update(q)
      return judgeStability(world, q.fromId, q.toId)
    },
    dispose: () => world.dispose(),
  }
}

/** The worker's side as it is (stabilityWorkerHandler), fed as the ports feed it, through a structured clone. */
function afterWay() {
  let sent: Scene | null = null
  let id = 0
  let settle: (m: FromStabilityWorker) => void = () => {}
  const handle = stabilityWorkerHandler((m) => settle(m), { pause: () => Promise.resolve() })
  return {
    answer(q: Question): Promise<StabilityReport> {
      const message: ToStabilityWorker = {
        type: 'ask',
        id: ++id,
        scene: sceneMessage(sent, q.scene),
        fromId: q.fromId,
        toId: q.toId,
        withWeapon: false,
      }
      sent = q.scene
      const answered = new Promise<StabilityReport>((resolve, reject) => {
        settle = (m) => (m.type === 'report' ? resolve(m.report) : reject(new Error(m.message)))
      })
      handle(structuredClone(message))
      return answered
    },
  }
}

/** The drag: the target a few millimetres further each time, every other record the same object. */
function dragged(scene: Scene, toId: string, count: number): Scene[] {
  const scenes = [scene]
  for (let k = 1; k <= count; k++) {
    const last = scenes[k - 1]
    scenes.push({
      ...last,
      figures: last.figures.map((f) => (f.id === toId ? { ...f, position: [f.position[0] + 0.3, f.position[1], f.position[2]] } : f)),
    })
  }
  return scenes
}

export async function measureBandWorker(scene: Scene, fromId: string, toId: string, questions: number) {
  const scenes = dragged(scene, toId, questions)
  const asks = scenes.map((s) => ({ scene: s, fromId, toId }))
  const before = await beforeWay(scene)
  const after = afterWay()
  try {
    // Warm-up: both ways answer the first scene once (Rapier, the search compiled).
    before.answer(asks[0])
    await after.answer(asks[0])
    const times = { before: [] as number[], after: [] as number[] }
    for (let k = 1; k < asks.length; k++) {
      const runBefore = () => {
        const start = performance.now()
        before.answer(asks[k])
        times.before.push(performance.now() - start)
      }
      const runAfter = async () => {
        const start = performance.now()
        await after.answer(asks[k])
        times.after.push(performance.now() - start)
      }
      if (k % 2) {
        runBefore()
        await runAfter()
      } else {
        await runAfter()
        runBefore()
      }
    }
    // The update alone, over the same drag, each way from its own last scene (no search).
    const updates = { before: [] as number[], after: [] as number[] }
    const world = await TableWorld.create(structuredClone(scene))
    let received = applySceneMessage(null, structuredClone(sceneMessage(null, scene)))
    world.setScene(received)
    for (let k = 1; k < scenes.length; k++) {
      let start = performance.now()
      before.update(asks[k])
      updates.before.push(performance.now() - start)
      start = performance.now()
      received = applySceneMessage(received, structuredClone(sceneMessage(scenes[k - 1], scenes[k])))
      world.setScene(received)
      updates.after.push(performance.now() - start)
    }
    world.dispose()
    const perSecond = (ms: number[]) => 1000 / median(ms)
    const round = (x: number, digits: number) => Number(x.toFixed(digits))
    return {
      worker_questions: questions,
      worker_questions_per_s_before: round(perSecond(times.before), 3),
      worker_questions_per_s_after: round(perSecond(times.after), 3),
      worker_after_vs_before: round(median(times.before) / median(times.after), 3),
      worker_update_ms_before: round(median(updates.before), 3),
      worker_update_ms_after: round(median(updates.after), 3),
      worker_update_before_vs_after: round(median(updates.before) / median(updates.after), 1),
    }
  } finally {
    before.dispose()
  }
}
