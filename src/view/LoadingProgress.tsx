/**
 * What the page shows while it loads: the app's code (the first paint, before the store exists),
 * Rapier's WebAssembly (3 MB, with a bar when the download reports its progress), the table being
 * built, or a chunk of the view on its way. In English and German (`i18n/loadingTexts.ts`); the
 * language is a prop, since the first paint comes before the store that holds it.
 */
import { useEffect, useState } from 'react'
import { loadingText } from './i18n/loadingTexts'
import type { Language } from './i18n/translations'

/** Bytes of a download so far (the shape of geometry's RapierLoadProgress, which the view may not import). */
export interface LoadProgress {
  loaded: number
  total: number | null
  done: boolean
}
/** Subscribes to the WebAssembly's download progress; returns the unsubscribe function. */
export type WatchLoad = (listener: (progress: LoadProgress) => void) => () => void

/** The bars' width (inline: the stylesheet belongs to the panels). */
const BAR = { width: '16em', maxWidth: '100%' } as const

const megabytes = (bytes: number, language: Language): string =>
  (bytes / 1_000_000).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** The latest progress report of `watch`, or null before the first (or without a watcher). */
function useLoadProgress(watch: WatchLoad | undefined): LoadProgress | null {
  const [progress, setProgress] = useState<LoadProgress | null>(null)
  useEffect(() => (watch ? watch(setProgress) : undefined), [watch])
  return progress
}

/** The table area while the page boots: the engine's download with a bar, then the table being built. */
export function TableLoading({ language, watchLoad }: { language: Language; watchLoad?: WatchLoad }) {
  const progress = useLoadProgress(watchLoad)
  const downloading = progress !== null && !progress.done
  const label = loadingText(downloading ? 'engine' : 'table', language)
  const amount =
    downloading && progress.total !== null
      ? ` ${megabytes(progress.loaded, language)} ${loadingText('of', language)} ${megabytes(progress.total, language)} MB`
      : ''
  return (
    <div className="loading" data-testid="loading-progress" role="status">
      <p className="hint">{`${label}…${amount}`}</p>
      {/* Without a known total the bar is indeterminate (no value): the browser animates it. */}
      {downloading && progress.total !== null ? (
        <progress max={progress.total} value={progress.loaded} style={BAR} />
      ) : (
        <progress style={BAR} />
      )}
    </div>
  )
}

/** A note and a running bar while a chunk is on its way: the app itself, the 3D view or a side panel. */
export function ChunkLoading({ language, what }: { language: Language; what: 'app' | 'view' | 'panel' }) {
  return (
    <div className="loading" data-testid="loading-chunk" role="status">
      <p className="hint">{`${loadingText(what, language)}…`}</p>
      <progress style={BAR} />
    </div>
  )
}
