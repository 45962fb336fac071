/**
 * The scenes shipped in scenes/*.json, bundled by Vite as raw text so that they are checked by
 * the same parser as any opened file (and so the build needs no public directory).
 */
const loaders = import.meta.glob<string>('/scenes/*.json', { query: '?raw', import: 'default' })

const nameOf = (path: string): string => path.replace(/^.*\//, '').replace(/\.json$/, '')

const byName = new Map(Object.entries(loaders).map(([path, load]) => [nameOf(path), load]))

/** Names of the shipped scenes (file names without .json), sorted. */
export const SHIPPED_SCENE_NAMES: readonly string[] = [...byName.keys()].sort()

/** The text of a shipped scene, or null when no scene has that name. */
export async function loadShippedSceneText(name: string): Promise<string | null> {
  const load = byName.get(name)
  return load ? load() : null
}
