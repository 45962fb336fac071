/**
 * Rapier's WebAssembly compiled once, by the page (issue 15): the page compiles it for its own
 * world (geometry/world/rapierWasmFetch.ts) and every Web Worker it starts (the heat map's, the
 * stability band's) is sent the compiled `WebAssembly.Module` as its first message, so that no
 * worker fetches the 3 MB file or compiles it again. The worker side takes the message before
 * the judge's handler sees anything (as the command line's threads do, cli/heatmapThreads.ts).
 * Where the page compiled nothing (the dev server and tests inline the bytes) or its compile
 * failed, nothing is sent and a worker loads Rapier as before.
 */
import { compiledRapierWasm, handRapierWasm } from '../../judge/workerSide'

/** The hand-over message: the first a worker receives, when there is a module to hand. */
export interface RapierWasmMessage {
  type: 'rapier-wasm'
  module: WebAssembly.Module
}

/**
 * `post` for a worker, its messages held until the page's module is known and, if there is
 * one, sent after it: a worker started while the page still compiles waits for that compile
 * instead of starting its own.
 */
export function postAfterRapier<T>(worker: Pick<Worker, 'postMessage'>, send: (message: T) => void): (message: T) => void {
  let queue: Promise<unknown> = (compiledRapierWasm() ?? Promise.resolve(null)).then(
    (module) => {
      if (module) worker.postMessage({ type: 'rapier-wasm', module } satisfies RapierWasmMessage)
    },
    () => {},
  )
  return (message) => {
    queue = queue.then(() => send(message))
  }
}

/** In a worker: true (and Rapier told to use the module) when `message` is the hand-over, else false. */
export function tookRapier(message: unknown): boolean {
  const m = message as Partial<RapierWasmMessage> | null
  if (m?.type !== 'rapier-wasm' || !(m.module instanceof WebAssembly.Module)) return false
  handRapierWasm(m.module)
  return true
}
