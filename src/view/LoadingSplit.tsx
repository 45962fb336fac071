/**
 * The parts of the view that are not needed for the first paint, each in its own chunk: the
 * table (three, @react-three/fiber and drei: a third of the code), the siege and dungeon editors, both play
 * modes and the scene library. The first paint is the toolbar and a progress note; the table's
 * chunk is asked for at once (it loads while Rapier's WebAssembly does), the panels once the
 * table is open, so that a click on "Edit" or "Play" rarely waits for the network.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** A component (without props: every part reads the store) loaded on demand from its own chunk. */
export interface SplitPart {
  /** Fetches the chunk ahead (once); the part renders without suspending from then on. */
  preload: () => Promise<unknown>
  loaded: () => boolean
  /** The component once its chunk is here, else null. */
  current: () => ComponentType | null
  /** The same behind React.lazy, for the first render before the chunk is here. */
  Lazy: LazyExoticComponent<ComponentType>
}

/** Wraps a dynamic import of a component. */
export function splitPart(load: () => Promise<ComponentType>): SplitPart {
  let component: ComponentType | null = null
  let pending: Promise<ComponentType> | null = null
  const preload = (): Promise<ComponentType> => {
    pending ??= load().then((c) => {
      component = c
      return c
    })
    return pending
  }
  return {
    preload,
    loaded: () => component !== null,
    current: () => component,
    Lazy: lazy(async () => ({ default: await preload() })),
  }
}

/**
 * Renders a part: directly once its chunk is here (React.lazy alone would suspend for one tick on
 * its first render even when the chunk was preloaded, and the panel would flash its fallback),
 * else through React.lazy inside the caller's Suspense.
 */
export function SplitView({ part }: { part: SplitPart }) {
  const Loaded = part.current()
  return Loaded ? <Loaded /> : <part.Lazy />
}

export const tableCanvas = splitPart(() => import('./three/TableCanvas').then((m) => m.TableCanvas))
export const siegeEditorPanel = splitPart(() => import('./panels/SiegeEditorPanel').then((m) => m.SiegeEditorPanel))
export const dungeonEditorPanel = splitPart(() => import('./panels/DungeonEditorPanel').then((m) => m.DungeonEditorPanel))
export const terrainPanel = splitPart(() => import('./panels/TerrainPanel').then((m) => m.TerrainPanel))
export const scenesPanel = splitPart(() => import('./panels/ScenesPanel').then((m) => m.ScenesPanel))
export const playPanel = splitPart(() => import('./panels/play/PlayPanel').then((m) => m.PlayPanel))
export const mkPlayPanel = splitPart(() => import('./panels/mkplay/MkPlayPanel').then((m) => m.MkPlayPanel))
export const dungeonPlayPanel = splitPart(() => import('./panels/dungeonplay/DungeonPlayPanel').then((m) => m.DungeonPlayPanel))

/** The panels fetched ahead once the table is open (idle network by then). */
export const PANELS = [siegeEditorPanel, dungeonEditorPanel, terrainPanel, scenesPanel, playPanel, mkPlayPanel, dungeonPlayPanel] as const
