/**
 * Actions that change the scene: opening (link, saved copy, file, shipped list), undo/redo and
 * dragging figures. Every committed change is recorded for undo and saved to storage; the
 * geometry is created once per opened scene and disposed when replaced.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene, Vec3 } from '../../scene/schema'
import { DEFAULT_SCENE_NAME, type SceneLink } from '../sceneLinks'
import { recordChange, redo, undo } from './history'
import { readPersistedScene, SCENE_KEY, setStoredSceneAside } from './persistence'
import { newEntryId } from './saving'
import type { Saver } from './saving'
import { deriveRulings, pruneSelection } from './derived'
import type { Notice, SightlineActions, SightlineState } from './state'
import type { SightlinePorts } from '../ports/ports'
import { figureProfile } from '../../scene/figureProfile'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>
/** A scene ready to install; `entry`: the "My scenes" entry it is kept in; `stored`: it came from the browser's storage. */
type Opened =
  | { ok: true; scene: Scene; label: string; warnings: string[]; entry?: { id: string; name: string } | null; stored?: boolean }
  | { ok: false; problems: string[] }

/**
 * A pointer that hits a piece's top face reports that height give or take rounding; this much
 * slack keeps the figure on the top instead of dropping it to the surface below.
 */
const SURFACE_SLACK_CM = 0.05

const EMPTY_TAPE = { a: null, b: null, reading: null }
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

type SceneActionNames =
  | 'boot'
  | 'whenSaved'
  | 'openScene'
  | 'openSceneText'
  | 'openShippedScene'
  | 'serializeCurrent'
  | 'commitScene'
  | 'undo'
  | 'redo'
  | 'beginDrag'
  | 'dragTo'
  | 'endDrag'
  | 'cancelDrag'
  | 'showScene'
  | 'settleScene'

/** Builds the scene-changing actions of the store. */
export function sceneActions(
  { getState: get, setState: set }: Store,
  ports: SightlinePorts,
  saver: Saver,
): Pick<SightlineActions, SceneActionNames> {
  let loadToken = 0

  const addNotice = (notice: Notice) => set((s) => ({ notices: [...s.notices.filter((n) => n.source !== notice.source), notice] }))

  /** Every committed change by the user is saved at once (saving.ts: localStorage, and its "My scenes" entry). */
  const persist = () => saver.save(true)

  /** Shows a scene on the current world (undo, redo, drag): setScene rebuilds only what changed. */
  const applyScene = (scene: Scene, keepCastle = false) => {
    const state = get()
    state.world?.setScene(scene)
    const selection = pruneSelection(scene, state.shooterId, state.targetId)
    const next = { ...state, scene, ...selection }
    set({ scene, ...selection, ...deriveRulings(next, ports, keepCastle) })
  }
  /** A drag of either kind is under way: the scene is not the user's to change otherwise. */
  const dragging = () => get().drag !== null || get().siege.drag !== null

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
    const next = { ...previous, scene, world, history, ...selection, probe: null, drag: null }
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

    commitScene(scene) {
      const { scene: before, history } = get()
      if (!before || dragging()) return
      set({ history: recordChange(history, before) })
      applyScene(scene)
      persist()
    },

    undo() {
      const { scene, history } = get()
      const step = scene && !dragging() ? undo(history, scene) : null
      if (!step) return
      set({ history: step.history })
      applyScene(step.scene)
      persist()
    },

    redo() {
      const { scene, history } = get()
      const step = scene && !dragging() ? redo(history, scene) : null
      if (!step) return
      set({ history: step.history })
      applyScene(step.scene)
      persist()
    },

    showScene(scene, keepCastle = false) {
      if (get().scene) applyScene(scene, keepCastle)
    },

    settleScene(before) {
      const { scene, history } = get()
      if (!scene) return
      applyScene(scene)
      if (scene !== before) {
        set({ history: recordChange(history, before) })
        persist()
      }
    },

    beginDrag(figureId) {
      const scene = get().scene
      // In play a figure moves by the rules (a move step), never by hand.
      if (get().play.session || get().siege.drag || !scene?.figures.some((f) => f.id === figureId)) return
      set({ drag: { figureId, before: scene, moved: false } })
    },

    dragTo(x, z, pointerY) {
      const { drag, scene, world } = get()
      if (!drag || !scene || !world) return
      const figure = scene.figures.find((f) => f.id === drag.figureId)
      if (!figure) return
      // Keep the whole base on the table: a figure half off the edge is no position at all.
      const { radius } = figureProfile(figure)
      const cx = Math.min(Math.max(x, radius), scene.table.width - radius)
      const cz = Math.min(Math.max(z, radius), scene.table.depth - radius)
      const surface = ports.surfaceAt(world, cx, cz, pointerY + SURFACE_SLACK_CM)
      const position: Vec3 = [cx, surface.height, cz]
      const figures = scene.figures.map((f) => (f.id === figure.id ? { ...f, position } : f))
      if (!drag.moved) set({ drag: { ...drag, moved: true } })
      applyScene({ ...scene, figures })
    },

    endDrag() {
      const { drag, history } = get()
      if (!drag) return
      set({ drag: null, history: drag.moved ? recordChange(history, drag.before) : history })
      if (drag.moved) persist()
    },

    cancelDrag() {
      const drag = get().drag
      if (!drag) return
      set({ drag: null })
      applyScene(drag.before)
    },
  }
}
