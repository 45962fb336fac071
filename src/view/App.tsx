/**
 * The sandbox's layout: toolbar and notices on top, the table on the left, the panel of the
 * current mode on the right. Sets `document.body.dataset.ready` once the first scene is built
 * and any ruling a link asked for is on screen (the browser test waits for it).
 */
import { useEffect } from 'react'
import { useSightline, useSightlineStore } from './StoreContext'
import { uiText } from './i18n/translations'
import { useShortcuts } from './shortcuts'
import { TableCanvas } from './three/TableCanvas'
import { NoticeList } from './panels/NoticeList'
import { RulingPanel } from './panels/RulingPanel'
import { ProbePanel, TapePanel } from './panels/ToolPanels'
import { Toolbar } from './panels/Toolbar'
import { CastlePanel } from './panels/CastlePanel'
import { SiegeEditorPanel } from './panels/SiegeEditorPanel'
import { ScenesPanel } from './panels/ScenesPanel'
import { useSiegeShortcuts } from './siegeShortcuts'
import { PlayPanel } from './panels/play/PlayPanel'
import { MkPlayPanel } from './panels/mkplay/MkPlayPanel'

/** Marks the page ready ("true") or failed ("failed") for tests and scripts. */
function useReadySignal(linkAsksForRuling: boolean): void {
  const status = useSightline((s) => s.status)
  const settled = useSightline(
    (s) => !linkAsksForRuling || s.judgement !== null || s.judgeError !== null || s.notices.some((n) => n.source === 'link'),
  )
  useEffect(() => {
    if (status === 'failed') document.body.dataset.ready = 'failed'
    else if (status === 'ready' && settled) document.body.dataset.ready = 'true'
  }, [status, settled])
}

/** The whole application. */
export function App({ linkAsksForRuling }: { linkAsksForRuling: boolean }) {
  const store = useSightlineStore()
  const status = useSightline((s) => s.status)
  const mode = useSightline((s) => s.mode)
  const language = useSightline((s) => s.language)
  const editing = useSightline((s) => s.siege.editing)
  const libraryOpen = useSightline((s) => s.library.open)
  const playing = useSightline((s) => s.play.status !== 'off' || s.mkplay.status !== 'off')
  useShortcuts(store)
  useSiegeShortcuts(store)
  useReadySignal(linkAsksForRuling)
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  // A game saved in the browser continues after a reload, once the table is open.
  useEffect(() => {
    if (status === 'ready')
      void store
        .getState()
        .resumeSavedGame()
        .then((resumed) => resumed || store.getState().resumeSavedMkGame())
  }, [status, store])

  return (
    <div className="app">
      <Toolbar />
      <NoticeList />
      <main className="workspace">
        <div className="table-area">{status === 'booting' ? <p className="hint">{uiText('loading', language)}</p> : <TableCanvas />}</div>
        <aside className="side">
          {libraryOpen && <ScenesPanel />}
          {mode === 'probe' && <ProbePanel />}
          {mode === 'tape' && <TapePanel />}
          {editing && !playing && <SiegeEditorPanel />}
          <PlayPanel />
          <MkPlayPanel />
          {!playing && <RulingPanel />}
          {!playing && <CastlePanel />}
        </aside>
      </main>
    </div>
  )
}
