/**
 * Entry point: creates the store outside React, exposes it for the browser test
 * (`window.__sightline.store`), opens the linked, saved or default scene and renders the view.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './view/App'
import { SightlineProvider } from './view/StoreContext'
import { createSightlineStore, type SightlineStore } from './view/store/createSightlineStore'
import { defaultPorts } from './view/ports/defaultPorts'
import { parseSceneLink } from './view/sceneLinks'
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

const store = createSightlineStore(defaultPorts())
window.__sightline = { store }

const link = parseSceneLink(window.location.search)
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

const root = document.getElementById('root')
if (!root) throw new Error('view: index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <SightlineProvider store={store}>
      <App linkAsksForRuling={link.from !== null && link.to !== null} />
    </SightlineProvider>
  </StrictMode>,
)
