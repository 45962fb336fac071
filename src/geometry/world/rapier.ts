import RAPIER from '@dimforge/rapier3d-compat'

/** The single place Rapier is imported. `init()` runs once per process (or page). */
let ready: Promise<typeof RAPIER> | null = null

export function loadRapier(): Promise<typeof RAPIER> {
  ready ??= RAPIER.init().then(() => RAPIER)
  return ready
}

export type Rapier = typeof RAPIER
