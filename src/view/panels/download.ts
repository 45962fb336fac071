/** Saving text as a file from the browser, and a safe file name for a scene. */

/** A file name from a scene name: lower case, dashes, `.json`; "scene.json" when nothing is left. */
export function sceneFileName(name: string): string {
  const base = name
    .replace(/\.json$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9äöüß_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${base || 'scene'}.json`
}

/** Offers `text` as a download named `fileName`. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL may go once the event loop has moved on.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
