/**
 * The stability band's ports (issue 15, part 2): the band is searched off the page's thread, in
 * one Web Worker (stabilityWorker.ts) kept between questions, so the ruling and a drag stay
 * responsive for the second or two a search takes. Only the newest question is answered: a new
 * one, or a cancel, stops the older search in the worker at its next pause, and its promise
 * settles with null. Where there are no module workers the same judge side runs in this thread.
 * The scene goes by what changed since the last question (judge/stability/sceneDelta.ts): the
 * page still knows which records are the same objects, the worker's copy no longer would.
 */
import {
  bandedWeaponsOf,
  sceneMessage,
  stabilityWorkerHandler,
  type FromStabilityWorker,
  type RuleProfile,
  type StabilityReport,
  type ToStabilityWorker,
} from '../../judge'
import type { Scene } from '../../scene/schema'
import { loadCardLibrary } from '../../scene/cards/library'
import type { CardLibrary } from '../../scene/cards/unitCard'
import { postAfterRapier } from './rapierHandOver'

export interface StabilityQuestionForPorts {
  scene: Scene
  fromId: string
  toId: string
  /** The profile in use (R-RP.1); its band readings rule the range band too. */
  profile?: RuleProfile
  /** Search the range band of a banded weapon of the shooter as well (R-STB.2). */
  withWeapon: boolean
  /** The weapon the player chose for this shooter (absent or not its own: the first banded one). */
  weapon?: string | null
}

export interface StabilityPorts {
  /** The band of the question; null when a newer question or a cancel came first. Rejects when the search failed. */
  judge(question: StabilityQuestionForPorts): Promise<StabilityReport | null>
  /** Stops the search in hand (its promise settles with null). */
  cancel(): void
  /** The shooter's weapons with range bands, in the card's order: the band's choices (R-STB.2). Throws for a figure not in the scene. */
  bandedWeapons(scene: Scene, fromId: string): string[]
}

/** Where the messages go: a Web Worker, or the judge side in this thread. */
export interface StabilityEndpoint {
  post(message: ToStabilityWorker): void
  /** Called with every answer; a failure of the endpoint itself comes as an error of id −1. */
  listen(handler: (message: FromStabilityWorker) => void): void
  /** Drops a broken endpoint: the next question starts a fresh one. */
  terminate(): void
}

interface Waiting {
  resolve(report: StabilityReport | null): void
  reject(error: Error): void
}

let shippedCards: CardLibrary | null = null
const shippedCardLibrary = (): CardLibrary => (shippedCards ??= loadCardLibrary())

/** The ports over an endpoint started on the first question and kept until it fails. */
export function stabilityPortsOver(start: () => StabilityEndpoint, cards: () => CardLibrary = shippedCardLibrary): StabilityPorts {
  let endpoint: StabilityEndpoint | null = null
  let lastId = 0
  const waiting = new Map<number, Waiting>()
  /** The scene the endpoint was last sent: the next goes by what changed since (null: whole). */
  let sent: Scene | null = null

  const settleOlder = (id: number) => {
    for (const [older, w] of waiting)
      if (older < id) {
        waiting.delete(older)
        w.resolve(null)
      }
  }

  const onMessage = (message: FromStabilityWorker) => {
    if (message.id === -1) {
      // The worker itself failed (its chunk did not load, a crash): every open question fails with it.
      for (const w of waiting.values()) w.reject(new Error(message.type === 'error' ? message.message : 'stability worker failed'))
      waiting.clear()
      endpoint?.terminate()
      endpoint = null
      sent = null
      return
    }
    // After any error the next scene goes whole: should the two sides' scenes ever differ, that mends them.
    if (message.type === 'error') sent = null
    const w = waiting.get(message.id)
    if (!w) return
    waiting.delete(message.id)
    if (message.type === 'report') w.resolve(message.report)
    else w.reject(new Error(message.message))
  }

  const running = (): StabilityEndpoint => {
    if (!endpoint) {
      endpoint = start()
      endpoint.listen(onMessage)
    }
    return endpoint
  }

  return {
    judge(question) {
      const id = ++lastId
      settleOlder(id)
      const answer = new Promise<StabilityReport | null>((resolve, reject) => waiting.set(id, { resolve, reject }))
      const { scene, fromId, toId, profile, withWeapon, weapon } = question
      // A new endpoint (the first question, or one after a failure) has no scene yet.
      const last = endpoint === null ? null : sent
      const to = running()
      const message = sceneMessage(last, scene)
      sent = scene
      to.post({
        type: 'ask',
        id,
        scene: message,
        fromId,
        toId,
        withWeapon,
        ...(weapon ? { weapon } : {}),
        ...(profile ? { settings: profile.settings } : {}),
      })
      return answer
    },
    bandedWeapons: (scene, fromId) => bandedWeaponsOf(scene.figures, cards(), fromId),
    cancel() {
      settleOlder(lastId + 1)
      endpoint?.post({ type: 'cancel' })
    },
  }
}

/** The judge side in this thread (node tests, a browser without module workers): answers still come after a pause. */
export function inThreadStabilityEndpoint(): StabilityEndpoint {
  let listener: (message: FromStabilityWorker) => void = () => {}
  const handle = stabilityWorkerHandler((message) => listener(message))
  return {
    post: (message) => handle(message),
    listen: (handler) => {
      listener = handler
    },
    terminate: () => {
      listener = () => {}
    },
  }
}

/** A module Web Worker as an endpoint; its first message is the page's compiled Rapier, where there is one (rapierHandOver.ts). */
export function workerStabilityEndpoint(create: () => Worker): StabilityEndpoint {
  const worker = create()
  return {
    // The scene is copied by structured clone: the worker applies it to its own world.
    post: postAfterRapier<ToStabilityWorker>(worker, (message) => worker.postMessage(message)),
    listen(handler) {
      worker.onmessage = (event: MessageEvent<FromStabilityWorker>) => handler(event.data)
      worker.onerror = (event) => {
        event.preventDefault()
        handler({ type: 'error', id: -1, message: `stability worker: ${event.message || 'failed to start'}` })
      }
    },
    terminate: () => worker.terminate(),
  }
}

/** The browser's ports: one module Web Worker, its own chunk, started on the first question. */
export function webWorkerStabilityPorts(): StabilityPorts {
  if (typeof Worker === 'undefined') return stabilityPortsOver(inThreadStabilityEndpoint)
  return stabilityPortsOver(() =>
    workerStabilityEndpoint(() => new Worker(new URL('./stabilityWorker.ts', import.meta.url), { type: 'module' })),
  )
}
