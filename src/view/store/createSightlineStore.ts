/**
 * The sandbox's store: zustand, outside React, so that components, keyboard shortcuts, the
 * browser test (`window.__sightline.store`) and any headless driver share one source of truth.
 *
 * @example
 *   const store = createSightlineStore(ports)
 *   await store.getState().boot({ scene: 'hill-and-wall', from: 'a1', to: 'b1' })
 *   store.getState().judgement?.ruling.cover // 'hard'
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { LANGUAGES } from '../i18n/translations'
import { EMPTY_HISTORY } from './history'
import { readLanguage } from './persistence'
import { switchLanguage } from '../i18n/i18nextAdapter'
import type { SightlinePorts } from '../ports/ports'
import type { SightlineData, SightlineState } from './state'
import { sceneActions } from './sceneActions'
import { editActions } from './editActions'
import { libraryActions } from './libraryActions'
import { createSaver } from './saving'
import type { Notice } from './state'
import { interactionActions } from './interactionActions'
import { siegeActions } from './siege/actions'
import { initialSiege } from './siege/derived'
import { EMPTY_CASTLE } from './siege/types'
import { playActions } from './play/actions'
import { INITIAL_PLAY } from './play/types'
import { mkPlayActions } from './mkplay/actions'
import { INITIAL_MK_PLAY } from './mkplay/types'
import { dungeonActions } from './dungeon/actions'
import { INITIAL_DUNGEON_EDITOR } from './dungeon/types'
import { dungeonPlayActions } from './dungeonplay/actions'
import { dungeonSetupActions } from './dungeonplay/setup'
import { INITIAL_DUNGEON_PLAY } from './dungeonplay/types'
import { selectionActions } from './selectionActions'
import { INITIAL_MULTI } from './selectionTypes'
import { currentProfile, initialProfiles } from './profiles/catalogue'
import { portsUnderProfile } from '../ports/profilePorts'
import { ruleProfileActions } from './profiles/actions'
import { watchStability } from './profiles/stabilityWatch'
import { heatmapActions } from './heatmap/actions'
import { INITIAL_HEATMAP } from './heatmap/types'
import { INITIAL_TERRAIN_TOOL, terrainToolActions } from './terrain/actions'

export type SightlineStore = StoreApi<SightlineState>

/** The state before anything is opened. */
export function initialData(
  ports: Pick<SightlinePorts, 'storage' | 'shippedSceneNames' | 'firstDiceSeed' | 'ruleProfiles'>,
): SightlineData {
  return {
    status: 'booting',
    loading: false,
    scene: null,
    shippedSceneNames: ports.shippedSceneNames,
    sceneLabel: '',
    world: null,
    history: EMPTY_HISTORY,
    shooterId: null,
    targetId: null,
    judgement: null,
    judgeError: null,
    mode: 'select',
    drag: null,
    probe: null,
    tape: { a: null, b: null, reading: null },
    language: readLanguage(ports.storage, LANGUAGES) ?? 'en',
    topDown: false,
    notices: [],
    persistAllowed: true,
    siege: initialSiege(ports.storage),
    castle: EMPTY_CASTLE,
    diceSeed: ports.firstDiceSeed(),
    entry: null,
    library: { open: false, entries: [], pendingDelete: null },
    play: INITIAL_PLAY,
    mkplay: INITIAL_MK_PLAY,
    dungeonEditor: INITIAL_DUNGEON_EDITOR,
    dungeonplay: INITIAL_DUNGEON_PLAY,
    multi: INITIAL_MULTI,
    ...initialProfiles(ports.storage, ports.ruleProfiles),
    heatmap: INITIAL_HEATMAP,
    terrainTool: INITIAL_TERRAIN_TOOL,
  }
}

/** Creates a store bound to the given ports (real ones in the browser, fakes in tests). */
export function createSightlineStore(given: SightlinePorts): SightlineStore {
  const store = createStore<SightlineState>()((set, get) => {
    // Every ruling under the rule profile in use: the castle shot, a new game, the heat map (R-VPR.3).
    const ports = portsUnderProfile(given, () => currentProfile(get().rules))
    const store = { setState: set, getState: get }
    const addNotice = (notice: Notice) => set((s) => ({ notices: [...s.notices.filter((n) => n.source !== notice.source), notice] }))
    const saver = createSaver(store, ports, addNotice)
    const data = initialData(ports)
    // The saved language is i18next's from the start (setLanguage switches both later).
    switchLanguage(data.language)
    return {
      ...data,
      ...sceneActions(store, ports, saver),
      ...editActions(store, ports, saver),
      ...libraryActions(store, ports, saver),
      ...interactionActions(store, ports),
      ...siegeActions(store, ports),
      ...playActions(store, ports, addNotice),
      ...mkPlayActions(store, ports, addNotice),
      ...dungeonActions(store),
      ...dungeonPlayActions(store, ports, addNotice),
      ...dungeonSetupActions(store, ports),
      ...selectionActions(store, ports),
      ...ruleProfileActions(store, ports),
      ...heatmapActions(store, ports),
      ...terrainToolActions(store),
    }
  })
  // The stability band is asked after the ruling is painted, for as long as the store lives.
  watchStability(store, given)
  return store
}
