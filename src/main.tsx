/**
 * Entry point. Paints a loading note at once, then loads the app in its own chunk: creates the
 * store outside React, exposes it for the browser test (`window.__sightline.store`), opens the
 * linked, saved or default scene and renders the view. The entry holds React and the note only,
 * so the first paint does not wait for the judge, the rules and zod to be parsed (issue 14, "Light").
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ChunkLoading } from './view/LoadingProgress'
import type { SightlineStore } from './view/store/createSightlineStore'
// The composition root hands the view the WebAssembly's download progress as a plain function:
// the view itself never imports geometry (tests/layering.test.ts). This module has no Rapier
// import, so the entry stays small.
import { watchRapierLoad } from './geometry/world/rapierWasmFetch'
import './view/styles.css'

declare global {
  interface Window {
    /** Test and console hook: the app's store. */
    __sightline?: {
      store: SightlineStore
      /** Where a table point (cm) is on the page, in client pixels (set by the canvas): tests click the table with it. */
      toScreen?: (x: number, y: number, z: number) => { x: number; y: number }
    }
  }
}

/**
 * The saved language for the first paint, read as the store will read it (view/store/persistence.ts,
 * `LANGUAGE_KEY`; importing that module would pull the scene validator and zod into the entry).
 */
function savedLanguage(): 'en' | 'de' {
  try {
    return localStorage.getItem('sightline.language') === 'de' ? 'de' : 'en'
  } catch {
    return 'en'
  }
}

async function start(root: ReturnType<typeof createRoot>): Promise<void> {
  const [
    { App },
    { SightlineProvider },
    { createSightlineStore },
    { defaultPorts },
    { parseSceneLink },
    { keepVttPrefs },
    { savedGameWaiting },
  ] = await Promise.all([
    import('./view/App'),
    import('./view/StoreContext'),
    import('./view/store/createSightlineStore'),
    import('./view/ports/defaultPorts'),
    import('./view/sceneLinks'),
    import('./view/store/vttPrefs'),
    import('./view/store/savedGames'),
  ])
  const ports = defaultPorts()
  const store = createSightlineStore(ports)
  keepVttPrefs(ports.storage)
  window.__sightline = { store }

  const link = parseSceneLink(window.location.search)
  // A link (a shipped scene or a shared one) says what to open: a game kept in the browser is offered, not resumed over it.
  const linkOpensScene = link.scene !== null || window.location.hash.startsWith('#share=')
  const savedGameOffered = linkOpensScene && savedGameWaiting(ports.storage)
  void store
    .getState()
    .boot(link)
    .then(() => {
      // The link has been followed and the scene is saved: from now on a reload must restore the
      // saved scene (with the user's moves), not reopen the link's pristine copy.
      if (link.scene) window.history.replaceState(null, '', window.location.pathname)
    })
    .catch((error: unknown) => {
      // boot() handles its own failures; this is the last guard against a page stuck at "booting".
      store.setState({ status: 'failed', notices: [{ source: 'boot', kind: 'error', title: 'bootFailed', items: [String(error)] }] })
    })

  root.render(
    <StrictMode>
      <SightlineProvider store={store}>
        <App linkAsksForRuling={link.from !== null && link.to !== null} watchLoad={watchRapierLoad} savedGameOffered={savedGameOffered} />
      </SightlineProvider>
    </StrictMode>,
  )
}

const element = document.getElementById('root')
if (!element) throw new Error('view: index.html has no #root element')
const root = createRoot(element)
root.render(<ChunkLoading language={savedLanguage()} what="app" />)
start(root).catch((error: unknown) => {
  // The app's chunk did not load (network gone, a new deploy): say so instead of a frozen note.
  document.body.dataset.ready = 'failed'
  element.textContent = String(error)
})
