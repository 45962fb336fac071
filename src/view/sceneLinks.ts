/**
 * Links into the sandbox: `/?scene=NAME&from=ID&to=ID` opens the shipped scene NAME (a file in
 * scenes/ without .json) with shooter and target chosen. Pure, so headless drivers can use it.
 */

/** The scene opened when there is no link and nothing stored. */
export const DEFAULT_SCENE_NAME = 'hill-and-wall'

export interface SceneLink {
  scene: string | null
  from: string | null
  to: string | null
}

/** Reads a link from a query string such as `location.search`. Empty values count as absent. */
export function parseSceneLink(search: string): SceneLink {
  const params = new URLSearchParams(search)
  const read = (name: string): string | null => {
    const value = params.get(name)?.trim()
    return value ? value : null
  }
  return { scene: read('scene'), from: read('from'), to: read('to') }
}

/** The query string that opens `scene` with the pair chosen (for sharing the current view). */
export function sceneLinkQuery(link: SceneLink): string {
  const params = new URLSearchParams()
  if (link.scene) params.set('scene', link.scene)
  if (link.from) params.set('from', link.from)
  if (link.to) params.set('to', link.to)
  const query = params.toString()
  return query ? `?${query}` : ''
}
