/**
 * Actions that open a scene (link, saved copy, file, shipped list): the geometry is created once
 * per opened scene and disposed when replaced, and a later open overtakes an earlier one. Changes
 * to the open scene (commits, undo and redo, dragging figures) are editActions.ts.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene } from '../../scene/schema'
import { DEFAULT_SCENE_NAME, type SceneLink } from '../sceneLinks'
import { recordChange } from './history'
import { readPersistedScene, SCENE_KEY, setStoredSceneAside } from './persistence'
import { newEntryId } from './saving'
import type { Saver } from './saving'
import { deriveRulings, pruneSelection } from './derived'
import { pruneMulti } from './selectionActions'
import type { Notice, CheckedLine, SightlineActions, SightlineState } from './state'
import type { SightlinePorts } from '../ports/ports'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>
/** A scene ready to install; `entry`: the "My scenes" entry it is kept in; `stored`: it came from the browser's storage. */
type Opened =
  | { ok: true; scene: Scene; label: string; warnings: CheckedLine[]; entry?: { id: string; name: string } | null; stored?: boolean }
  | { ok: false; problems: CheckedLine[] }

const EMPTY_TAPE = { a: null, b: null, reading: null }
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

type SceneActionNames = 'boot' | 'whenSaved' | 'openScene' | 'openSceneText' | 'openShippedScene' | 'serializeCurrent'

/** Builds the scene-changing actions of the store. */
export function sceneActions(
  { getState: get, setState: set }: Store,
  ports: SightlinePorts,
  saver: Saver,
): Pick<SightlineActions, SceneActionNames> {
  let loadToken = 0

  const addNotice = (notice: Notice) => set((s) => ({ notices: [...s.notices.filter((n) => n.source !== notice.source), notice] }))

  /** Builds geometry for an opened scene and swaps it in; a later open overtakes an earlier one. */
  const installScene = async (
    scene: Scene,
    label: string,
    record: boolean,
    entry: { id: string; name: string } | null = null,
  ): Promise<boolean> => {
    const token = ++loadToken
    set({ loading: true })
    let world: Awaited<ReturnType<typeof ports.createWorld>>
    try {
      world = await ports.createWorld(scene)
    } catch (error) {
      set({ loading: false })
      addNotice({ source: record ? 'file' : 'boot', kind: 'error', title: 'loadFailed', items: [String(error)] })
      return false
    }
    if (token !== loadToken) {
      world.dispose()
      return false
    }
    const previous = get()
    const history = record && previous.scene ? recordChange(previous.history, previous.scene) : previous.history
    const selection = pruneSelection(scene, previous.shooterId, previous.targetId)
    const next = { ...previous, scene, world, history, ...selection, multi: pruneMulti(scene, previous.multi), probe: null, drag: null }
    set({ ...next, sceneLabel: label, entry, loading: false, tape: EMPTY_TAPE, ...deriveRulings(next, ports) })
    previous.world?.dispose()
    // The opened scene becomes the current one; it gets an entry of "My scenes" once it is changed
    // (or keeps the one it was opened from). The scene it replaces was kept at its last change.
    saver.save(false)
    return true
  }

  const parse = (text: string, label: string): Opened => {
    const parsed = ports.parseSceneText(text)
    return parsed.ok ? { ...parsed, label } : parsed
  }

  const readShipped = async (name: string): Promise<Opened> => {
    const text = await ports.loadShippedScene(name)
    return text === null ? { ok: false, problems: [`no shipped scene named "${name}"`] } : parse(text, name)
  }

  /** Picks the first scene that opens: the link's, the saved one, the default. */
  const chooseBootScene = async (link: SceneLink): Promise<Opened> => {
    if (link.scene) {
      const opened = await readShipped(link.scene)
      if (opened.ok) return opened
      addNotice({ source: 'link', kind: 'error', title: 'linkProblem', items: opened.problems })
    }
    const saved = readPersistedScene(ports.storage, ports.parseSceneText, () => ports.now())
    if (saved.kind === 'ok') {
      // A stored scene without an entry was saved before "My scenes" existed: it gets one now.
      const entry = saved.entryId ? { id: saved.entryId, name: saved.scene.name } : { id: newEntryId(ports.now()), name: saved.scene.name }
      return { ok: true, scene: saved.scene, label: saved.label, warnings: saved.warnings, entry, stored: true }
    }
    if (saved.kind === 'corrupt') {
      const where = saved.backupKey ? `copy kept in localStorage["${saved.backupKey}"]` : 'left in place, not overwritten'
      addNotice({ source: 'storage', kind: 'warning', title: 'storageCorrupt', items: [where, ...saved.problems] })
      if (!saved.backupKey) set({ persistAllowed: false })
    }
    return readShipped(DEFAULT_SCENE_NAME)
  }

  const followLinkPair = (link: SceneLink) => {
    if (!link.from && !link.to) return
    const scene = get().scene
    const missing = [link.from, link.to].filter((id) => id && !scene?.figures.some((f) => f.id === id))
    if (missing.length > 0) {
      addNotice({ source: 'link', kind: 'error', title: 'linkProblem', items: missing.map((id) => `no figure "${id}"`) })
    }
    get().setPair(link.from, link.to)
  }

  const storedText = (): string | null => {
    try {
      return ports.storage?.getItem(SCENE_KEY) ?? null
    } catch {
      return null
    }
  }

  /**
   * Start-up failed in a way validation did not catch (a port threw, the stored scene's geometry
   * could not be built): the stored copy is moved aside, never dropped, since it would fail again
   * at every reload; the default scene opens with a notice saying where the copy is.
   */
  const recoverBoot = async (error: unknown) => {
    const backupKey = setStoredSceneAside(ports.storage, () => ports.now())
    // Storage refused the copy: the original stays under its key and must not be overwritten.
    if (backupKey === null && storedText() !== null) set({ persistAllowed: false })
    const where = backupKey ? [`copy kept in localStorage["${backupKey}"]`] : []
    addNotice({ source: 'boot', kind: 'error', title: 'bootFailed', items: [...where, errorText(error)] })
    try {
      const fallback = await readShipped(DEFAULT_SCENE_NAME)
      const installed = fallback.ok && (await installScene(fallback.scene, fallback.label, false))
      set({ status: installed ? 'ready' : 'failed' })
    } catch (again) {
      addNotice({ source: 'boot', kind: 'error', title: 'bootFailed', items: [...where, errorText(error), errorText(again)] })
      set({ status: 'failed', loading: false })
    }
  }

  return {
    async boot(link) {
      try {
        const opened = await chooseBootScene(link)
        if (!opened.ok) {
          addNotice({ source: 'boot', kind: 'error', title: 'loadFailed', items: opened.problems })
          set({ status: 'failed' })
          return
        }
        if (opened.warnings.length > 0) addNotice({ source: 'boot', kind: 'warning', title: 'loadWarnings', items: opened.warnings })
        const installed = await installScene(opened.scene, opened.label, false, opened.entry ?? null)
        if (!installed && opened.stored) throw new Error('the saved scene could not be set up on the table')
        if (installed) {
          // Repairs "My scenes" if the last change reached localStorage but not the library.
          if (opened.stored) saver.save(true)
          followLinkPair(link)
        }
        set({ status: installed ? 'ready' : 'failed' })
      } catch (error) {
        await recoverBoot(error)
      }
    },

    whenSaved: () => saver.whenSaved(),

    async openSceneText(text, label) {
      const opened = parse(text, label)
      if (!opened.ok) {
        addNotice({ source: 'file', kind: 'error', title: 'loadFailed', items: opened.problems })
        return false
      }
      get().dismissNotice('file')
      if (opened.warnings.length > 0) addNotice({ source: 'file', kind: 'warning', title: 'loadWarnings', items: opened.warnings })
      return installScene(opened.scene, label, true)
    },

    async openScene(scene, label, entry, warnings) {
      get().dismissNotice('file')
      if (warnings.length > 0) addNotice({ source: 'file', kind: 'warning', title: 'loadWarnings', items: warnings })
      return installScene(scene, label, true, entry)
    },

    async openShippedScene(name) {
      const opened = await readShipped(name)
      if (!opened.ok) {
        addNotice({ source: 'file', kind: 'error', title: 'loadFailed', items: opened.problems })
        return false
      }
      get().dismissNotice('file')
      if (opened.warnings.length > 0) addNotice({ source: 'file', kind: 'warning', title: 'loadWarnings', items: opened.warnings })
      return installScene(opened.scene, name, true)
    },

    serializeCurrent() {
      const scene = get().scene
      return scene ? ports.serializeScene(scene) : null
    },
  }
}
