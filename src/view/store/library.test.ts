import { describe, expect, it } from 'vitest'
import { createSightlineStore } from './createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../ports/fakePorts'
import { memoryLibrary, storageLibrary, type SceneLibrary } from './library'
import { CORRUPT_PREFIX, SCENE_ENTRY_KEY, SCENE_KEY } from './persistence'
import type { SceneLink } from '../sceneLinks'
import type { SightlinePorts } from '../ports/ports'

/** "My scenes" and start-up: nothing the user changed may be lost (issue "Hardening", 13 and 14). */
const shipped = { 'hill-and-wall': JSON.stringify(sampleScene('hill')), other: JSON.stringify(sampleScene('other')) }
const noLink: SceneLink = { scene: null, from: null, to: null }

async function booted(ports: SightlinePorts) {
  const store = createSightlineStore(ports)
  await store.getState().boot(noLink)
  return store
}

/** Moves figure `id` to (x, z) by a drag, as a user would. */
function drag(store: Awaited<ReturnType<typeof booted>>, id: string, x: number, z: number) {
  store.getState().beginDrag(id)
  store.getState().dragTo(x, z, 0)
  store.getState().endDrag()
}

describe('My scenes', () => {
  it('keeps an edited scene under its own entry when another scene is opened, and opens it again with the edit', async () => {
    const library = memoryLibrary()
    const store = await booted(fakePorts(shipped, memoryStorage(), library))
    expect(store.getState().entry).toBeNull() // opened, not changed: nothing to keep yet
    drag(store, 'a1', 10, 30)
    const entry = store.getState().entry
    expect(entry?.name).toBe('hill')
    await store.getState().openShippedScene('other')
    await store.getState().whenSaved()
    expect(store.getState().scene?.name).toBe('other')
    const kept = await library.read(entry!.id)
    expect(JSON.parse(kept!.text).figures[0].position).toEqual([10, 0, 30])
    expect(await store.getState().openLibraryEntry(entry!.id)).toBe(true)
    expect(store.getState().scene?.figures[0].position).toEqual([10, 0, 30])
    expect(store.getState().entry?.id).toBe(entry!.id)
    // A change of the reopened scene goes to the same entry, not a new one.
    drag(store, 'a1', 12, 30)
    await store.getState().whenSaved()
    expect((await library.list()).map((e) => e.id)).toEqual([entry!.id])
  })

  it('lists, renames and deletes entries; delete asks once before it deletes', async () => {
    const library = memoryLibrary()
    const store = await booted(fakePorts(shipped, memoryStorage(), library))
    drag(store, 'a1', 10, 30)
    store.getState().setLibraryOpen(true)
    await store.getState().refreshLibrary()
    const [entry] = store.getState().library.entries
    expect(await store.getState().renameLibraryEntry(entry.id, '  My hill  ')).toBe(true)
    expect(store.getState().library.entries[0].name).toBe('My hill')
    expect(store.getState().entry?.name).toBe('My hill')
    expect(await store.getState().deleteLibraryEntry(entry.id)).toBe(false)
    expect(store.getState().library.pendingDelete).toBe(entry.id)
    expect(library.entries.has(entry.id)).toBe(true)
    expect(await store.getState().deleteLibraryEntry(entry.id)).toBe(true)
    expect(library.entries.size).toBe(0)
    // The open scene stays; its next change starts a new entry.
    expect(store.getState().scene?.name).toBe('hill')
    drag(store, 'a1', 11, 30)
    await store.getState().whenSaved()
    expect(library.entries.size).toBe(1)
  })

  it('finds entries named like built-ins by id, and keeps a damaged entry instead of dropping it', async () => {
    const library = memoryLibrary([
      { id: 'constructor', name: '__proto__', label: 'x.json', updated: '2026-01-01T00:00:00.000Z', size: 4, text: '!bad' },
    ])
    const store = await booted(fakePorts(shipped, memoryStorage(), library))
    const before = store.getState().scene
    expect(await store.getState().openLibraryEntry('constructor')).toBe(false)
    expect(store.getState().scene).toBe(before)
    expect(store.getState().notices.find((n) => n.source === 'library')?.items).toEqual(['__proto__', '(root): not JSON', 'second problem'])
    expect(library.entries.has('constructor')).toBe(true)
    expect(await store.getState().openLibraryEntry('toString')).toBe(false)
  })

  it('moves a scene saved before My scenes existed into an entry at the next start', async () => {
    const library = memoryLibrary()
    const storage = memoryStorage({ [SCENE_KEY]: JSON.stringify(sampleScene('old')) })
    const store = await booted(fakePorts(shipped, storage, library))
    await store.getState().whenSaved()
    expect(store.getState().scene?.name).toBe('old')
    const [entry] = await library.list()
    expect(entry.name).toBe('old')
    expect(storage.data.get(SCENE_ENTRY_KEY)).toBe(entry.id)
  })

  it('tells the user when the browser refuses to keep a scene, and keeps the scene in memory', async () => {
    const refusing: SceneLibrary = { ...memoryLibrary(), write: async () => false }
    const storage = memoryStorage()
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = await booted(fakePorts(shipped, full, refusing))
    drag(store, 'a1', 10, 30)
    await store.getState().whenSaved()
    expect(store.getState().scene?.figures[0].position).toEqual([10, 0, 30])
    expect(store.getState().notices.find((n) => n.source === 'storage')?.title).toMatch(/storageRefused|libraryRefused/)
  })

  it('keeps entries in Web Storage where IndexedDB is missing, text before index', async () => {
    const storage = memoryStorage()
    const lib = storageLibrary(storage)
    const entry = { id: '__proto__', name: 'n', label: 'l', updated: '2026-01-01T00:00:00.000Z', size: 2, text: '{}' }
    expect(await lib.write(entry)).toBe(true)
    expect(await lib.read('__proto__')).toEqual(entry)
    expect((await lib.list()).map((e) => e.id)).toEqual(['__proto__'])
    expect(await lib.remove('__proto__')).toBe(true)
    expect(await lib.list()).toEqual([])
  })
})

describe('start-up that fails', () => {
  it('sets a stored scene aside and opens the default when validating it throws (not only fails)', async () => {
    const storage = memoryStorage({ [SCENE_KEY]: JSON.stringify(sampleScene('trap')) })
    const ports = fakePorts(shipped, storage)
    const parse = ports.parseSceneText
    ports.parseSceneText = (text) => {
      if (text.includes('"trap"')) throw new RangeError('Maximum call stack size exceeded')
      return parse(text)
    }
    const store = await booted(ports)
    expect(store.getState().status).toBe('ready')
    expect(store.getState().scene?.name).toBe('hill')
    const backups = [...storage.data.keys()].filter((k) => k.startsWith(CORRUPT_PREFIX))
    expect(backups.map((k) => JSON.parse(storage.data.get(k)!).name)).toEqual(['trap'])
    const notice = store.getState().notices.find((n) => n.source === 'boot')
    expect(notice?.title).toBe('bootFailed')
    expect(notice?.items.join(' ')).toContain(backups[0])
    // The next start opens the default without tripping over it again.
    const again = await booted(ports)
    expect(again.getState().status).toBe('ready')
  })

  it('sets a stored scene aside when its table cannot be built', async () => {
    const storage = memoryStorage({ [SCENE_KEY]: JSON.stringify(sampleScene('unbuildable')) })
    const ports = fakePorts(shipped, storage)
    const create = ports.createWorld
    ports.createWorld = async (scene) => {
      if (scene.name === 'unbuildable') throw new Error('rapier: out of memory')
      return create(scene)
    }
    const store = await booted(ports)
    expect(store.getState().status).toBe('ready')
    expect(store.getState().scene?.name).toBe('hill')
    expect([...storage.data.keys()].some((k) => k.startsWith(CORRUPT_PREFIX))).toBe(true)
  })

  it('never stays at booting: a port that throws on the default scene too ends in failed, with a notice', async () => {
    const ports = fakePorts(shipped, memoryStorage({ [SCENE_KEY]: JSON.stringify(sampleScene('trap')) }))
    ports.loadShippedScene = async () => {
      throw new Error('network down')
    }
    ports.parseSceneText = () => {
      throw new Error('validator broken')
    }
    const store = await booted(ports)
    expect(store.getState().status).toBe('failed')
    expect(store.getState().notices.some((n) => n.title === 'bootFailed')).toBe(true)
  })
})
