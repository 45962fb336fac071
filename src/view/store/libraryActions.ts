/**
 * The "My scenes" panel's actions: list, open, rename and delete the scenes kept in the browser
 * (library.ts, saving.ts). Opening a kept scene validates it like any file: a damaged one is
 * reported with every problem and stays in the list (never dropped), and the current scene stays.
 * Delete asks first (the first press marks the entry, the second deletes it).
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlinePorts } from '../ports/ports'
import type { Saver } from './saving'
import type { LibraryView, Notice, SightlineActions, SightlineState } from './state'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>
type LibraryActionNames =
  | 'setLibraryOpen'
  | 'refreshLibrary'
  | 'openLibraryEntry'
  | 'renameLibraryEntry'
  | 'deleteLibraryEntry'
  | 'cancelLibraryDelete'

/** Longest name an entry may get; longer input is cut (names show in a list, not in a file). */
const NAME_MAX = 100

export function libraryActions(
  { getState: get, setState: set }: Store,
  ports: SightlinePorts,
  saver: Saver,
): Pick<SightlineActions, LibraryActionNames> {
  const patch = (library: Partial<LibraryView>) => set((s) => ({ library: { ...s.library, ...library } }))
  const addNotice = (notice: Notice) => set((s) => ({ notices: [...s.notices.filter((n) => n.source !== notice.source), notice] }))

  const refreshLibrary = async () => {
    // Writes still under way first, so the list shows the last change.
    await saver.whenSaved()
    const entries = await (await saver.library()).list()
    patch({ entries })
  }

  return {
    refreshLibrary,

    setLibraryOpen(open) {
      patch({ open, pendingDelete: null })
      if (open) void refreshLibrary()
    },

    async openLibraryEntry(id) {
      const stored = await (await saver.library()).read(id)
      if (!stored) {
        addNotice({ source: 'library', kind: 'error', title: 'libraryMissing', items: [id] })
        await refreshLibrary()
        return false
      }
      const parsed = ports.parseSceneText(stored.text)
      if (!parsed.ok) {
        addNotice({ source: 'library', kind: 'error', title: 'loadFailed', items: [stored.name, ...parsed.problems] })
        return false
      }
      get().dismissNotice('library')
      const opened = await get().openScene(parsed.scene, stored.label, { id: stored.id, name: stored.name }, parsed.warnings)
      if (opened) patch({ open: false })
      return opened
    },

    async renameLibraryEntry(id, name) {
      const clean = name.trim().slice(0, NAME_MAX)
      if (clean === '') return false
      const library = await saver.library()
      await saver.whenSaved()
      const stored = await library.read(id)
      if (!stored) return false
      const ok = await library.write({ ...stored, name: clean, updated: ports.now().toISOString() })
      if (!ok) addNotice({ source: 'storage', kind: 'warning', title: 'libraryRefused', items: [clean] })
      const entry = get().entry
      if (ok && entry?.id === id) set({ entry: { ...entry, name: clean } })
      await refreshLibrary()
      return ok
    },

    async deleteLibraryEntry(id) {
      if (get().library.pendingDelete !== id) {
        patch({ pendingDelete: id })
        return false
      }
      patch({ pendingDelete: null })
      await saver.whenSaved()
      const ok = await (await saver.library()).remove(id)
      // The open scene stays open; its next change starts a new entry.
      if (ok && get().entry?.id === id) {
        set({ entry: null })
        saver.save(false)
      }
      await refreshLibrary()
      return ok
    },

    cancelLibraryDelete() {
      patch({ pendingDelete: null })
    },
  }
}
