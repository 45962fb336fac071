/**
 * Where the scene goes when it changes, so that nothing edited is ever lost:
 * - the current scene to localStorage at once (persistence.ts): written before the change is
 *   shown as done, so a reload a moment later still finds it;
 * - an edited scene also to its entry of "My scenes" (library.ts), created at its first change:
 *   opening another scene then replaces only the current copy, never the edited one. These
 *   writes are asynchronous (IndexedDB); `whenSaved` waits for them, and a failure is told.
 * An opened scene that was not changed needs no entry: it is a shipped scene or a file the user
 * already has.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../ports/ports'
import type { SceneLibrary } from './library'
import { writePersistedScene } from './persistence'
import type { Notice, SightlineState } from './state'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export interface Saver {
  /** Saves the current scene; `edited` when the user changed it (then it gets or keeps an entry). */
  save(edited: boolean): void
  /** Resolves once every library write started so far has finished. */
  whenSaved(): Promise<void>
  /** The library, opened on first use. */
  library(): Promise<SceneLibrary>
}

/** A new entry id: time and a counter, unique in this browser. */
let counter = 0
export const newEntryId = (now: Date): string => `scene-${now.getTime().toString(36)}-${(counter++).toString(36)}`

export function createSaver({ getState: get, setState: set }: Store, ports: SightlinePorts, addNotice: (n: Notice) => void): Saver {
  let pending: Promise<unknown> = Promise.resolve()
  let opened: Promise<SceneLibrary> | null = null
  const library = () => (opened ??= ports.openLibrary())

  return {
    library,
    whenSaved: async () => {
      await pending
    },
    save(edited) {
      const { scene, sceneLabel, persistAllowed, entry } = get()
      if (!scene || !persistAllowed) return
      const text = ports.serializeScene(scene)
      const now = ports.now()
      const next = entry ?? (edited ? { id: newEntryId(now), name: scene.name } : null)
      if (next && next !== entry) set({ entry: next })
      if (!writePersistedScene(ports.storage, text, sceneLabel, next?.id ?? null)) {
        addNotice({ source: 'storage', kind: 'warning', title: 'storageRefused', items: [] })
      }
      if (!next) return
      const record = { id: next.id, name: next.name, label: sceneLabel, updated: now.toISOString(), size: text.length, text }
      pending = pending
        .then(async () => {
          const ok = await (await library()).write(record)
          if (!ok) addNotice({ source: 'storage', kind: 'warning', title: 'libraryRefused', items: [next.name] })
          else if (get().library.open) get().refreshLibrary()
        })
        .catch(() => addNotice({ source: 'storage', kind: 'warning', title: 'libraryRefused', items: [next.name] }))
    },
  }
}
