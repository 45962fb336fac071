/**
 * Hands the one store to React components. The store itself lives outside React (it is created
 * in main.tsx), so components only subscribe to the slices they show.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { SightlineStore } from './store/createSightlineStore'
import type { SightlineState } from './store/state'

const StoreContext = createContext<SightlineStore | null>(null)

export function SightlineProvider({ store, children }: { store: SightlineStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** The store itself, for event handlers that act rather than render. */
export function useSightlineStore(): SightlineStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('view: useSightlineStore must be used inside <SightlineProvider>')
  return store
}

/** Subscribes to one slice of the state; re-renders only when that slice changes. */
/** One empty list for selectors that fall back to none: a selector must not return a new array on each call (zustand would render again forever). */
export const NO_ITEMS: readonly never[] = []

export function useSightline<T>(selector: (state: SightlineState) => T): T {
  return useStore(useSightlineStore(), selector)
}

/** The current language and a translator bound to it, the common need of every panel. */
export function useLanguage() {
  return useSightline((s) => s.language)
}
