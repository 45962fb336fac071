/**
 * The "copy link" button and the opener of shared links (sceneLinksPacked.ts). The button packs
 * the current scene (every move) and the chosen pair into `#share=…`, copies the whole address
 * and shows it in a field as well (the clipboard is refused on plain http and in some browsers).
 * The opener reads a shared link once the saved scene has booted, so the link's scene replaces it
 * instead of being overtaken; a bad, too big or invalid link gives a named notice and leaves the
 * current scene as it is. The packing code (fflate) is loaded on first use, not with the page.
 * `data-testid`: `copy-link`, `share-link-text`, `share-link-status`.
 */
import { useEffect, useState } from 'react'
import type { SightlineStore } from '../store/createSightlineStore'
import type { Notice } from '../store/state'
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText } from '../i18n/translations'
import { LINK_FAILURE_TEXT } from '../i18n/sceneListTexts'

const hasShare = (hash: string) => /^#(.*&)?share=/.test(hash)

function linkNotice(store: SightlineStore, title: Notice['title'], items: Notice['items']) {
  store.setState((s) => ({ notices: [...s.notices.filter((n) => n.source !== 'link'), { source: 'link', kind: 'error', title, items }] }))
}

/** Resolves once boot has settled (ready or failed): a link's scene opened earlier would be replaced by the saved one. */
function booted(store: SightlineStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().status !== 'booting') return resolve()
    const stop = store.subscribe((s) => {
      if (s.status === 'booting') return
      stop()
      resolve()
    })
  })
}

/** Opens the shared link in `location.hash`, if any, then drops it from the address (a reload restores the saved scene). */
async function openSharedLink(store: SightlineStore): Promise<void> {
  if (!hasShare(window.location.hash)) return
  const [{ sharePayload, unpackSceneLink }, { parseForView }] = await Promise.all([
    import('../sceneLinksPacked'),
    import('../store/persistence'),
  ])
  const payload = sharePayload(window.location.hash) ?? ''
  await booted(store)
  window.history.replaceState(null, '', window.location.pathname + window.location.search)
  const unpacked = unpackSceneLink(payload)
  if (!unpacked.ok) return linkNotice(store, LINK_FAILURE_TEXT[unpacked.failure], [unpacked.detail])
  const parsed = parseForView(unpacked.packed.sceneText)
  if (!parsed.ok) return linkNotice(store, 'linkInvalid', parsed.problems)
  const state = store.getState()
  const label = `${parsed.scene.name} (${uiText('sharedScene', state.language)})`
  if (!(await state.openScene(parsed.scene, label, null, parsed.warnings))) return
  state.dismissNotice('link')
  store.getState().setPair(unpacked.packed.from, unpacked.packed.to)
}

/** The copy-link button with its field; mounted once in the toolbar, it also opens shared links. */
export function ShareLink() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const hasScene = useSightline((s) => s.scene !== null)
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null)
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)

  useEffect(() => {
    const open = () => void openSharedLink(store)
    open()
    // A link pasted into the address bar of an open page changes only the hash.
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [store])

  const onCopy = async () => {
    const { scene, shooterId, targetId } = store.getState()
    if (!scene) return
    const { packSceneLink } = await import('../sceneLinksPacked')
    const packed = packSceneLink({ sceneText: JSON.stringify(scene), from: shooterId, to: targetId })
    if (!packed.ok) {
      setLink(null)
      return linkNotice(store, LINK_FAILURE_TEXT[packed.failure], [])
    }
    const url = `${window.location.origin}${window.location.pathname}${packed.hash}`
    let copied = false
    try {
      await navigator.clipboard.writeText(url)
      copied = true
    } catch {
      // Refused (plain http, no permission): the field below still holds the link.
    }
    setLink({ url, copied })
  }

  return (
    <span className="share-link">
      <button type="button" onClick={() => void onCopy()} disabled={!hasScene} title={t('copyLinkHint')} data-testid="copy-link">
        {t('copyLink')}
      </button>
      {link && (
        <>
          <input
            readOnly
            value={link.url}
            aria-label={t('linkField')}
            data-testid="share-link-text"
            onFocus={(e) => e.target.select()}
            size={16}
          />
          <span className="hint" role="status" data-testid="share-link-status">
            {t(link.copied ? 'linkCopied' : 'linkShown')}
          </span>
        </>
      )}
    </span>
  )
}
