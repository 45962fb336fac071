/**
 * The stability band's Web Worker (issue 15, part 2): started by stabilityPorts.ts with Vite's
 * `new Worker(new URL(...))`, so the build makes it a chunk of its own. It serves the judge's
 * side (judge/stability/worker.ts): Rapier is initialised on the first question and the world is
 * kept between questions. Its pause is a MessageChannel round trip, not a timer: a browser
 * stretches nested timers to 4 ms, which over a search's hundred pauses would cost more than
 * the search, while a port message still lets a newer question or a cancel in between steps.
 */
import { stabilityWorkerHandler, type ToStabilityWorker } from '../../judge'
import { tookRapier } from './rapierHandOver'

/** The worker's global scope, as far as it is used (the DOM lib types `self` as a window). */
const scope = self as unknown as {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent<ToStabilityWorker>) => void) | null
}

const channel = new MessageChannel()
const resumes: (() => void)[] = []
channel.port1.onmessage = () => resumes.shift()?.()
const pause = () =>
  new Promise<void>((resolve) => {
    resumes.push(resolve)
    channel.port2.postMessage(0)
  })

const handle = stabilityWorkerHandler((message) => scope.postMessage(message), { pause })
// Rapier's module, compiled by the page, comes first (rapierHandOver.ts): no second compile here.
scope.onmessage = (event) => {
  if (!tookRapier(event.data)) handle(event.data)
}
