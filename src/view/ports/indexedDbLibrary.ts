/**
 * "My scenes" in the browser's IndexedDB (store/library.ts says what it is for): one object
 * store of entries keyed by id, each with its text. IndexedDB, because scene texts can run to
 * megabytes and localStorage holds about five in all. Opening the database is tried once; where
 * it fails (no IndexedDB, a private mode that refuses it) `browserLibrary` falls back to
 * localStorage, then to memory, so the app works everywhere and says where it keeps scenes.
 */
import { memoryLibrary, storageLibrary, summary, type SceneLibrary, type StoredScene } from '../store/library'
import type { KeyValueStorage } from '../store/persistence'

const DB_NAME = 'sightline'
const DB_VERSION = 1
const STORE = 'scenes'

/** One IndexedDB request as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION)
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'id' })
  }
  return done(request)
}

/** Runs `work` in a transaction; resolves when the transaction has committed (a write is then on disk). */
async function inTransaction<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const tx = db.transaction(STORE, mode)
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(tx.error)
    tx.onerror = () => reject(tx.error)
  })
  const result = await work(tx.objectStore(STORE))
  await committed
  return result
}

export function indexedDbLibrary(db: IDBDatabase): SceneLibrary {
  const safely = async <T>(fallback: T, work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch {
      return fallback
    }
  }
  return {
    list: () =>
      safely([], async () => {
        const all = await inTransaction(db, 'readonly', (store) => done(store.getAll() as IDBRequest<StoredScene[]>))
        return all.map(summary).sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id.localeCompare(b.id)))
      }),
    read: (id) =>
      safely(
        null,
        async () => (await inTransaction(db, 'readonly', (store) => done(store.get(id) as IDBRequest<StoredScene | undefined>))) ?? null,
      ),
    write: (entry) =>
      safely(false, () =>
        inTransaction(db, 'readwrite', async (store) => {
          await done(store.put({ ...entry }))
          return true
        }),
      ),
    remove: (id) =>
      safely(false, () =>
        inTransaction(db, 'readwrite', async (store) => {
          const found = (await done(store.getKey(id))) !== undefined
          if (found) await done(store.delete(id))
          return found
        }),
      ),
  }
}

/** Where "My scenes" live in this browser, and which kind of storage that is (shown to the user). */
export async function browserLibrary(
  storage: KeyValueStorage | null,
): Promise<{ library: SceneLibrary; kind: 'indexeddb' | 'localstorage' | 'memory' }> {
  try {
    if (typeof indexedDB !== 'undefined') return { library: indexedDbLibrary(await openDatabase(indexedDB)), kind: 'indexeddb' }
  } catch {
    // Refused (private mode, blocked): fall through to localStorage.
  }
  if (storage) return { library: storageLibrary(storage), kind: 'localstorage' }
  return { library: memoryLibrary(), kind: 'memory' }
}
