/**
 * The sandbox's layout: toolbar and notices on top, the table on the left, the panel of the
 * current mode on the right; the table and the heavy panels come in their own chunks
 * (LoadingSplit.tsx) after the first paint, with progress shown meanwhile. Sets
 * `document.body.dataset.ready` once the first scene is built, the table's chunk is here and any
 * ruling a link asked for is on screen (the browser test waits for it).
 */
import { Suspense, useEffect, useState } from 'react'
import { useSightline, useSightlineStore } from './StoreContext'
import { useShortcuts } from './shortcuts'
import { NoticeList } from './panels/NoticeList'
import { RulingPanel } from './panels/RulingPanel'
import { ProbePanel, TapePanel } from './panels/ToolPanels'
import { HeatmapPanel } from './panels/HeatmapPanel'
import { Toolbar } from './panels/Toolbar'
import { CastlePanel } from './panels/CastlePanel'
import { useSiegeShortcuts } from './siegeShortcuts'
import { ShortcutOverlay } from './panels/ShortcutOverlay'
import { ChunkLoading, TableLoading, type WatchLoad } from './LoadingProgress'
import { SavedGameOffer } from './panels/SavedGameOffer'
import {
  dungeonEditorPanel,
  dungeonPlayPanel,
  mkPlayPanel,
  PANELS,
  playPanel,
  scenesPanel,
  siegeEditorPanel,
  type SplitPart,
  terrainPanel,
  SplitView,
  tableCanvas,
} from './LoadingSplit'

// The table's chunk is asked for with the page, so it loads while Rapier's WebAssembly does.
void tableCanvas.preload()

/** True once the table's chunk is here (the ready signal waits for it: tests use the table at once). */
function useTableChunk(): boolean {
  const [loaded, setLoaded] = useState(tableCanvas.loaded)
  useEffect(() => {
    let live = true
    void tableCanvas.preload().then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [])
  return loaded
}

/** Marks the page ready ("true") or failed ("failed") for tests and scripts. */
function useReadySignal(linkAsksForRuling: boolean, tableLoaded: boolean): void {
  const status = useSightline((s) => s.status)
  const settled = useSightline(
    (s) => !linkAsksForRuling || s.judgement !== null || s.judgeError !== null || s.notices.some((n) => n.source === 'link'),
  )
  useEffect(() => {
    if (status === 'failed') document.body.dataset.ready = 'failed'
    else if (status === 'ready' && settled && tableLoaded) document.body.dataset.ready = 'true'
  }, [status, settled, tableLoaded])
}

/** A panel from its own chunk, with a note in its place while the chunk loads (other panels stay). */
function Split({ part }: { part: SplitPart }) {
  const language = useSightline((s) => s.language)
  return (
    <Suspense fallback={<ChunkLoading language={language} what="panel" />}>
      <SplitView part={part} />
    </Suspense>
  )
}

/** Resumes whichever game the browser kept: Universalis, then Mage Knight, then Dungeons (one is kept at a time). */
function resumeSavedGames(store: ReturnType<typeof useSightlineStore>): Promise<boolean> {
  return store
    .getState()
    .resumeSavedGame()
    .then((resumed) => resumed || store.getState().resumeSavedMkGame())
    .then((resumed) => resumed || store.getState().resumeSavedDungeonGame())
}

/** The whole application. */
export function App({
  linkAsksForRuling,
  watchLoad,
  savedGameOffered = false,
}: {
  linkAsksForRuling: boolean
  watchLoad?: WatchLoad
  /** A link opened a scene while a game waits in storage: offer the game instead of resuming it over the link's scene. */
  savedGameOffered?: boolean
}) {
  const store = useSightlineStore()
  const status = useSightline((s) => s.status)
  const mode = useSightline((s) => s.mode)
  const language = useSightline((s) => s.language)
  const editing = useSightline((s) => s.siege.editing)
  const dungeonEditing = useSightline((s) => s.dungeonEditor.editing)
  const libraryOpen = useSightline((s) => s.library.open)
  const heatmapOpen = useSightline((s) => s.heatmap.open)
  const universalisPlay = useSightline((s) => s.play.status !== 'off')
  const mkPlay = useSightline((s) => s.mkplay.status !== 'off')
  const dungeonPlay = useSightline((s) => s.dungeonplay.status !== 'off')
  const playing = universalisPlay || mkPlay || dungeonPlay
  const tableLoaded = useTableChunk()
  useShortcuts(store)
  useSiegeShortcuts(store)
  useReadySignal(linkAsksForRuling, tableLoaded)
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  // A game saved in the browser continues after a reload, once the table is open; after a link it is offered.
  const [offer, setOffer] = useState(savedGameOffered)
  useEffect(() => {
    if (status === 'ready' && !savedGameOffered) void resumeSavedGames(store)
  }, [status, store, savedGameOffered])
  // Once the table is open the network is idle: fetch the panels' chunks ahead of the first click.
  useEffect(() => {
    if (status === 'ready') for (const panel of PANELS) void panel.preload()
  }, [status])

  return (
    <div className="app">
      <Toolbar />
      <NoticeList />
      {offer && !playing && status === 'ready' && (
        <SavedGameOffer
          language={language}
          onResume={() => void resumeSavedGames(store).then(() => setOffer(false))}
          onDismiss={() => setOffer(false)}
        />
      )}
      <main className="workspace">
        <div className="table-area">
          {status === 'booting' ? (
            <TableLoading language={language} watchLoad={watchLoad} />
          ) : (
            <Suspense fallback={<ChunkLoading language={language} what="view" />}>
              <SplitView part={tableCanvas} />
            </Suspense>
          )}
          <ShortcutOverlay />
        </div>
        <aside className="side">
          {libraryOpen && <Split part={scenesPanel} />}
          {mode === 'probe' && <ProbePanel />}
          {mode === 'tape' && <TapePanel />}
          {heatmapOpen && !playing && <HeatmapPanel />}
          {mode === 'terrain' && !editing && !dungeonEditing && !playing && <Split part={terrainPanel} />}
          {editing && !playing && <Split part={siegeEditorPanel} />}
          {dungeonEditing && !playing && <Split part={dungeonEditorPanel} />}
          {universalisPlay && <Split part={playPanel} />}
          {mkPlay && <Split part={mkPlayPanel} />}
          {dungeonPlay && <Split part={dungeonPlayPanel} />}
          {!playing && <RulingPanel />}
          {!playing && <CastlePanel />}
        </aside>
      </main>
    </div>
  )
}
