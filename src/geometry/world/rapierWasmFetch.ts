/**
 * Rapier's WebAssembly fetched as its own file in the browser, with progress. The web build
 * (vite.config.ts, `rapierWasmAsFile`) swaps the 4 MB base64 string that
 * `@dimforge/rapier3d-compat` inlines for `fetchRapierWasm(<url of rapier_wasm3d_bg.wasm>)`: the
 * page's first chunk shrinks by 70 %, the browser compiles the module while it streams in, and
 * the page can say how far the 3 MB have come. Node (tests, command line, bench) never calls
 * this: there the package keeps its inlined bytes, or the CLI bundle reads the file.
 */

/** Bytes of the WebAssembly received so far; `total` is null when the server sent no length. */
export interface RapierLoadProgress {
  loaded: number
  total: number | null
  done: boolean
}

type Listener = (progress: RapierLoadProgress) => void
const listeners = new Set<Listener>()
let last: RapierLoadProgress | null = null

function publish(progress: RapierLoadProgress): void {
  last = progress
  for (const listener of listeners) listener(progress)
}

/**
 * Calls `listener` with every progress report of the WebAssembly download (and at once with the
 * latest, if the download has begun). Returns the unsubscribe function. Without a web build
 * (tests, dev server) there are no reports.
 */
export function watchRapierLoad(listener: Listener): () => void {
  listeners.add(listener)
  if (last) listener(last)
  return () => listeners.delete(listener)
}

/**
 * A Response for Rapier's initialiser, which compiles it with `WebAssembly.instantiateStreaming`
 * (so the header must say `application/wasm`). The body is passed through a counting stream; a
 * failed answer (Rapier reports it) or a browser without streams gets the plain response.
 */
export async function fetchRapierWasm(url: string): Promise<Response> {
  // Reported before the server answers, so the page says "loading the engine" from the request on.
  publish({ loaded: 0, total: null, done: false })
  const response = await fetch(url)
  if (!response.ok || !response.body || typeof TransformStream === 'undefined') {
    publish({ loaded: 0, total: null, done: true })
    return response
  }
  const length = Number(response.headers.get('Content-Length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  let loaded = 0
  publish({ loaded, total, done: false })
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      loaded += chunk.byteLength
      publish({ loaded, total, done: false })
      controller.enqueue(chunk)
    },
    flush() {
      publish({ loaded, total, done: true })
    },
  })
  return new Response(response.body.pipeThrough(counter), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'Content-Type': 'application/wasm' },
  })
}

/**
 * One compile for the page and its workers (issue 15): the page compiles Rapier's WebAssembly
 * once, for its own world, and hands the compiled `WebAssembly.Module` to the heat map and
 * stability workers (a module crosses postMessage without being compiled again); a worker that
 * was handed one instantiates it instead of fetching and compiling the file a second time.
 */
let handed: WebAssembly.Module | null = null
let compiled: Promise<WebAssembly.Module> | null = null

/** In a worker, before Rapier starts: instantiate this module instead of fetching the file. */
export function handRapierWasm(module: WebAssembly.Module): void {
  handed = module
}

/** The module this page compiled from the file (for its workers), or null where none was (tests, the dev server, before Rapier started). */
export function compiledRapierWasm(): Promise<WebAssembly.Module> | null {
  return compiled
}

/**
 * What the web build gives Rapier's initialiser in place of its inlined bytes (vite.config.ts):
 * the module handed to this worker, else the file fetched with progress (fetchRapierWasm) and
 * compiled as it streams in, kept for the workers. Rapier's initialiser instantiates a module
 * it is given; a failed answer is handed on as it is, for Rapier to report.
 */
export function rapierWasmFor(url: string): Promise<WebAssembly.Module | Response> {
  if (handed) return Promise.resolve(handed)
  return fetchRapierWasm(url).then((response) => {
    if (!response.ok) return response
    compiled ??=
      typeof WebAssembly.compileStreaming === 'function'
        ? WebAssembly.compileStreaming(response)
        : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes))
    return compiled
  })
}
