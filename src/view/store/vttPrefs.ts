/**
 * The player's table habits that are not part of the scene (issue 14): the shortcut list open or
 * closed, the tape's unit and the range rings. A small store of its own: none of it is undoable or
 * judged, and the scene store's shape stays as the judge and the saved games know it. Unit and
 * rings are remembered across reloads in the ports' storage (`keepVttPrefs`, wired by src/main.tsx).
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Scene } from '../../scene/schema'
import type { KeyValueStorage } from './persistence'

/** The unit the tape and the rings speak. */
export type TapeUnit = 'cm' | 'in'

/** Where rings are measured from (R-VTT.1): the rule set's own way, the base's centre or its edge. */
export type RingOrigin = 'rules' | 'centre' | 'edge'

export interface RangeRingPrefs {
  on: boolean
  /** Ring distances in the tape's unit. */
  radii: number[]
  /** The figure's card ranges instead of `radii`, when its card prints any. */
  fromCard: boolean
  from: RingOrigin
}

export interface VttPrefs {
  helpOpen: boolean
  /** null: the scene's own unit (tapeUnitOf). */
  tapeUnit: TapeUnit | null
  rings: RangeRingPrefs
}

export const VTT_PREFS_KEY = 'sightline.vttPrefs'
/** Three, six and nine: the common short, medium and long steps of a skirmish ruler. */
export const DEFAULT_RING_RADII = [3, 6, 9]
export const DEFAULT_RINGS: RangeRingPrefs = { on: false, radii: DEFAULT_RING_RADII, fromCard: false, from: 'rules' }
/** At most this many rings: more would hide the table. */
export const MAX_RINGS = 6

/** The kept preferences, or the defaults when nothing (or nothing valid) was kept. */
export function readPrefs(text: string | null): Omit<VttPrefs, 'helpOpen'> {
  const fallback: Omit<VttPrefs, 'helpOpen'> = { tapeUnit: null, rings: DEFAULT_RINGS }
  if (!text) return fallback
  try {
    const raw = JSON.parse(text) as { tapeUnit?: unknown; rings?: { on?: unknown; radii?: unknown; fromCard?: unknown; from?: unknown } }
    const tapeUnit = raw.tapeUnit === 'cm' || raw.tapeUnit === 'in' ? raw.tapeUnit : null
    const radii = parseRadii(Array.isArray(raw.rings?.radii) ? raw.rings.radii.join(' ') : '')
    const from = raw.rings?.from === 'centre' || raw.rings?.from === 'edge' ? raw.rings.from : 'rules'
    return {
      tapeUnit,
      rings: {
        on: raw.rings?.on === true,
        radii: radii.length > 0 ? radii : DEFAULT_RING_RADII,
        fromCard: raw.rings?.fromCard === true,
        from,
      },
    }
  } catch {
    return fallback
  }
}

/** Ring distances typed by the player ("3, 6 9" or German "1,5; 3"): positive, sorted, unique, at most MAX_RINGS. */
export function parseRadii(text: string): number[] {
  // A comma between digits with no space is a German decimal comma; anything else separates.
  const numbers = text
    .replace(/(\d),(\d)/g, '$1.$2')
    .split(/[\s,;]+/)
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0 && n <= 1000)
  return [...new Set(numbers)].sort((a, b) => a - b).slice(0, MAX_RINGS)
}

export const vttPrefs = createStore<VttPrefs>(() => ({ helpOpen: false, ...readPrefs(null) }))

/**
 * Loads the kept unit and rings from `storage` (the ports' storage: localStorage in the browser,
 * as the scene and the language) and keeps every later change there. Called once, by the
 * composition root, before the view renders; returns the unsubscribe.
 */
export function keepVttPrefs(storage: KeyValueStorage | null): () => void {
  if (!storage) return () => {}
  let kept: string | null = null
  try {
    kept = storage.getItem(VTT_PREFS_KEY)
  } catch {
    // A storage that refuses to be read keeps nothing: the defaults stand.
  }
  vttPrefs.setState(readPrefs(kept))
  return vttPrefs.subscribe((s, before) => {
    if (s.tapeUnit === before.tapeUnit && s.rings === before.rings) return
    try {
      storage.setItem(VTT_PREFS_KEY, JSON.stringify({ tapeUnit: s.tapeUnit, rings: s.rings }))
    } catch {
      // A full or refused storage only loses the preference, never the table.
    }
  })
}

export const useVttPrefs = <T>(pick: (s: VttPrefs) => T): T => useStore(vttPrefs, pick)

export function toggleShortcutHelp(open?: boolean): void {
  vttPrefs.setState((s) => ({ helpOpen: open ?? !s.helpOpen }))
}

export const setTapeUnit = (tapeUnit: TapeUnit): void => vttPrefs.setState({ tapeUnit })
export const setRings = (rings: Partial<RangeRingPrefs>): void => vttPrefs.setState((s) => ({ rings: { ...s.rings, ...rings } }))

/** Mage Knight scenes speak inches (its figures, castle or dungeon board); others the scene's cm. */
export function sceneUnitOf(scene: Pick<Scene, 'figures' | 'castle' | 'dungeon'> | null): TapeUnit {
  if (!scene) return 'cm'
  return scene.castle || scene.dungeon || scene.figures.some((f) => f.mk) ? 'in' : 'cm'
}

/** The unit in use: the player's choice, else the scene's. */
export const tapeUnitOf = (prefs: Pick<VttPrefs, 'tapeUnit'>, scene: Parameters<typeof sceneUnitOf>[0]): TapeUnit =>
  prefs.tapeUnit ?? sceneUnitOf(scene)
