import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchRapierWasm, handRapierWasm, rapierWasmFor, type RapierLoadProgress, watchRapierLoad } from './rapierWasmFetch'

/** A server's answer of `chunks` as a stream, with the Content-Length a static server sends. */
function served(chunks: Uint8Array[], contentType = 'application/octet-stream'): Response {
  const length = chunks.reduce((sum, c) => sum + c.byteLength, 0)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Length': String(length), 'Content-Type': contentType } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchRapierWasm: the WebAssembly as a file, with progress', () => {
  it('passes the bytes through unchanged, as application/wasm, and reports 3, 7, then 7 of 7 done', async () => {
    // Two chunks of 3 and 4 bytes: one report at the request (size unknown), one when the answer
    // comes (0 of 7), one per chunk, one at the end.
    vi.stubGlobal('fetch', async () => served([new Uint8Array([0, 97, 115]), new Uint8Array([109, 1, 0, 0])]))
    const reports: RapierLoadProgress[] = []
    const stop = watchRapierLoad((p) => reports.push(p))
    const response = await fetchRapierWasm('/assets/rapier.wasm')
    const bytes = new Uint8Array(await response.arrayBuffer())
    stop()
    expect([...bytes]).toEqual([0, 97, 115, 109, 1, 0, 0])
    // instantiateStreaming refuses any other type, whatever the server said.
    expect(response.headers.get('Content-Type')).toBe('application/wasm')
    expect(reports).toEqual([
      { loaded: 0, total: null, done: false },
      { loaded: 0, total: 7, done: false },
      { loaded: 3, total: 7, done: false },
      { loaded: 7, total: 7, done: false },
      { loaded: 7, total: 7, done: true },
    ])
  })

  it('a watcher that comes late is told the latest report at once; one that left hears nothing', async () => {
    vi.stubGlobal('fetch', async () => served([new Uint8Array(5)]))
    const early: RapierLoadProgress[] = []
    const stop = watchRapierLoad((p) => early.push(p))
    stop()
    // It may have been told the previous test's last report when it came; nothing after it left.
    const heardBeforeLeaving = early.length
    await (await fetchRapierWasm('/x.wasm')).arrayBuffer()
    const late: RapierLoadProgress[] = []
    watchRapierLoad((p) => late.push(p))()
    expect(early.length).toBe(heardBeforeLeaving)
    expect(late).toEqual([{ loaded: 5, total: 5, done: true }])
  })

  it('a failed answer is handed on as it is, for Rapier to report, and the download is over', async () => {
    const notFound = new Response('missing', { status: 404 })
    vi.stubGlobal('fetch', async () => notFound)
    const reports: RapierLoadProgress[] = []
    const stop = watchRapierLoad((p) => reports.push(p))
    reports.length = 0 // the previous test's last report, told at once
    expect(await fetchRapierWasm('/gone.wasm')).toBe(notFound)
    stop()
    expect(reports).toEqual([
      { loaded: 0, total: null, done: false },
      { loaded: 0, total: null, done: true },
    ])
  })
})

describe('rapierWasmFor: one compile for the page and its workers', () => {
  it('a worker handed a module gives it to Rapier without fetching anything', async () => {
    // The smallest valid WebAssembly module: the magic number and version 1, no sections.
    const module = await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))
    let fetched = 0
    vi.stubGlobal('fetch', async () => {
      fetched++
      return served([new Uint8Array(8)])
    })
    handRapierWasm(module)
    expect(await rapierWasmFor('/assets/rapier.wasm')).toBe(module)
    expect(fetched).toBe(0)
  })
})
