/**
 * "My scenes": every scene the user has changed, kept in the browser under an entry of its own,
 * so that opening another scene never loses an edit (the current scene alone used to live in
 * one localStorage key, overwritten by the next one opened). The browser keeps the texts in
 * IndexedDB (ports/indexedDbLibrary.ts; scenes can be large); where IndexedDB is missing they
 * go to localStorage (`storageLibrary`), and store tests use `memoryLibrary`.
 *
 * Every method answers, never throws: a storage that refuses comes back as false or an empty
 * list, and the caller tells the user. Entries are found by id in Maps: an entry a user named
 * `constructor` is a name like any other.
 */
import type { KeyValueStorage } from './persistence'

export interface LibraryEntry {
  id: string
  /** The name the user gave it (at first the scene's own name). */
  name: string
  /** Where it came from: a shipped scene's name or a file name. */
  label: string
  /** ISO time of the last change. */
  updated: string
  /** Length of the text, characters. */
  size: number
}

export interface StoredScene extends LibraryEntry {
  text: string
}

export interface SceneLibrary {
  /** Every entry, the most recently changed first. */
  list(): Promise<LibraryEntry[]>
  read(id: string): Promise<StoredScene | null>
  /** Creates or replaces the entry `id`. */
  write(entry: StoredScene): Promise<boolean>
  remove(id: string): Promise<boolean>
}

const newestFirst = (a: LibraryEntry, b: LibraryEntry) =>
  a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id.localeCompare(b.id)
export const summary = ({ text: _text, ...entry }: StoredScene): LibraryEntry => entry

/** A library in memory (tests; and the last resort when the browser keeps nothing). */
export function memoryLibrary(initial: readonly StoredScene[] = []): SceneLibrary & { entries: Map<string, StoredScene> } {
  const entries = new Map(initial.map((e) => [e.id, e] as const))
  return {
    entries,
    list: async () => [...entries.values()].map(summary).sort(newestFirst),
    read: async (id) => entries.get(id) ?? null,
    write: async (entry) => {
      entries.set(entry.id, { ...entry })
      return true
    },
    remove: async (id) => entries.delete(id),
  }
}

export const LIBRARY_INDEX_KEY = 'sightline.library'
const entryKey = (id: string) => `sightline.library.${id}`

/** A library in Web Storage: an index of entries under one key, each text under its own. */
export function storageLibrary(storage: KeyValueStorage): SceneLibrary {
  const readIndex = (): Map<string, LibraryEntry> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(LIBRARY_INDEX_KEY) ?? '[]')
      const list = Array.isArray(parsed) ? (parsed as LibraryEntry[]).filter((e) => typeof e?.id === 'string') : []
      return new Map(list.map((e) => [e.id, e] as const))
    } catch {
      return new Map()
    }
  }
  const writeIndex = (index: Map<string, LibraryEntry>) => storage.setItem(LIBRARY_INDEX_KEY, JSON.stringify([...index.values()]))
  return {
    list: async () => [...readIndex().values()].sort(newestFirst),
    read: async (id) => {
      const entry = readIndex().get(id)
      if (!entry) return null
      try {
        const text = storage.getItem(entryKey(id))
        return text === null ? null : { ...entry, text }
      } catch {
        return null
      }
    },
    write: async (entry) => {
      try {
        // The text first: an index naming a text that was never stored would be a lost scene.
        storage.setItem(entryKey(entry.id), entry.text)
        const index = readIndex()
        index.set(entry.id, summary(entry))
        writeIndex(index)
        return true
      } catch {
        return false
      }
    },
    remove: async (id) => {
      try {
        const index = readIndex()
        if (!index.delete(id)) return false
        writeIndex(index)
        storage.removeItem(entryKey(id))
        return true
      } catch {
        return false
      }
    },
  }
}
