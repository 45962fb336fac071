/**
 * Keeps the current scene in localStorage so that a reload loses nothing (edited scenes are also
 * kept in "My scenes", library.ts; `SCENE_ENTRY_KEY` names the entry the current one belongs
 * to). What is read back is validated like any file; a corrupt copy is moved aside under its own
 * key (never dropped) and the caller falls back to the default scene.
 */
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import type { CheckedLine } from './state'

/** The part of the Web Storage API used here (localStorage, or a Map-backed fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const SCENE_KEY = 'sightline.scene'
export const SCENE_LABEL_KEY = 'sightline.sceneLabel'
export const SCENE_ENTRY_KEY = 'sightline.sceneEntry'
export const LANGUAGE_KEY = 'sightline.language'
export const CORRUPT_PREFIX = 'sightline.scene.corrupt.'

/** Scene text parsed and validated, with its problems as the notices show them (said in the reader's language there). */
export type ParsedSceneText = { ok: true; scene: Scene; warnings: CheckedLine[] } | { ok: false; problems: CheckedLine[] }

/**
 * Parses and validates scene text (stored, opened or shipped) for display: each problem as one
 * line in the validator's own wording. Free of Vite and the browser, so node scripts use it too.
 */
export function parseForView(text: string): ParsedSceneText {
  const result = parseSceneText(text)
  return result.ok ? { ok: true, scene: result.scene, warnings: result.warnings } : { ok: false, problems: result.problems }
}

export type PersistedScene =
  | { kind: 'none' }
  /** `entryId`: the "My scenes" entry it belongs to; `text`: as stored (to keep it in the library). */
  | { kind: 'ok'; scene: Scene; label: string; warnings: CheckedLine[]; entryId: string | null; text: string }
  /**
   * The stored text did not validate; it was copied to `backupKey`. A null key means storage
   * refused the copy, so the text is still under SCENE_KEY and must not be overwritten.
   */
  | { kind: 'corrupt'; backupKey: string | null; problems: CheckedLine[] }

/** Reads the stored scene back, validating it with `parse`. */
export function readPersistedScene(
  storage: KeyValueStorage | null,
  parse: (text: string) => ParsedSceneText,
  now: () => Date = () => new Date(),
): PersistedScene {
  if (!storage) return { kind: 'none' }
  const text = safeGet(storage, SCENE_KEY)
  if (text === null) return { kind: 'none' }
  const parsed = parse(text)
  if (parsed.ok) {
    return {
      kind: 'ok',
      scene: parsed.scene,
      label: safeGet(storage, SCENE_LABEL_KEY) ?? parsed.scene.name,
      warnings: parsed.warnings,
      entryId: safeGet(storage, SCENE_ENTRY_KEY),
      text,
    }
  }
  return { kind: 'corrupt', backupKey: setStoredSceneAside(storage, now), problems: parsed.problems }
}

/**
 * Moves the stored scene to a key of its own (`CORRUPT_PREFIX` and the time) and frees the main
 * key for the fallback scene: for a copy that does not validate, and for one whose loading
 * failed in any other way at start-up (it would fail again at every reload). Returns the key, or
 * null when there was nothing stored or storage refused the copy: then the original stays where
 * it is and must not be overwritten.
 */
export function setStoredSceneAside(storage: KeyValueStorage | null, now: () => Date = () => new Date()): string | null {
  const text = storage ? safeGet(storage, SCENE_KEY) : null
  if (!storage || text === null) return null
  const backupKey = CORRUPT_PREFIX + now().toISOString()
  try {
    storage.setItem(backupKey, text)
    // Only once the copy is safe may the main key be freed for the fallback scene.
    storage.removeItem(SCENE_KEY)
    storage.removeItem(SCENE_ENTRY_KEY)
  } catch {
    // Storage full or disabled: leave the original where it is rather than lose it.
    return null
  }
  return backupKey
}

/** Stores the scene text, its label and its entry; returns false when storage refused (quota, privacy mode). */
export function writePersistedScene(storage: KeyValueStorage | null, text: string, label: string, entryId: string | null): boolean {
  if (!storage) return false
  try {
    storage.setItem(SCENE_KEY, text)
    storage.setItem(SCENE_LABEL_KEY, label)
    if (entryId === null) storage.removeItem(SCENE_ENTRY_KEY)
    else storage.setItem(SCENE_ENTRY_KEY, entryId)
    return true
  } catch {
    return false
  }
}

/** The stored language, if it is one we know. */
export function readLanguage<L extends string>(storage: KeyValueStorage | null, known: readonly L[]): L | null {
  const value = storage ? safeGet(storage, LANGUAGE_KEY) : null
  return value !== null && (known as readonly string[]).includes(value) ? (value as L) : null
}

export function writeLanguage(storage: KeyValueStorage | null, language: string): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language)
  } catch {
    // A language that does not survive a reload is not worth an error message.
  }
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}
