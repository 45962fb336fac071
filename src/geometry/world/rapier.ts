import RAPIER from '@dimforge/rapier3d-compat'

/**
 * The single place Rapier is imported. `init()` runs once per process (or page). In node the
 * package's inlined bytes are used; in the web build its WebAssembly is fetched as a file
 * (`rapierWasmFetch.ts`, swapped in by vite.config.ts), whose `watchRapierLoad` reports progress.
 */
let ready: Promise<typeof RAPIER> | null = null

export function loadRapier(): Promise<typeof RAPIER> {
  ready ??= RAPIER.init().then(() => RAPIER)
  return ready
}

export type Rapier = typeof RAPIER
