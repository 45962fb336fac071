/**
 * Shared links that carry the whole current scene (with every figure where it was moved) and the
 * chosen pair: `#share=<payload>`, the payload a JSON record compressed with DEFLATE (fflate)
 * and written in base64url. The scene travels in the hash, so it never reaches a server log and
 * is not cut by a server's URL limit. Pure; the scene itself is validated by the store's
 * `openSceneText`, the same validator a file passes.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate'

/** The hash key of a packed link. */
export const SHARE_KEY = 'share'
/** Longest payload we write or read: chat programs and mail clients cut longer links. */
export const MAX_LINK_PAYLOAD_CHARS = 16_000
/** Largest scene text a link may unpack to: a guard against a small link that inflates to gigabytes. */
export const MAX_LINK_SCENE_BYTES = 2_000_000
const VERSION = 1

export interface PackedScene {
  /** The scene as file text (serializeScene). */
  sceneText: string
  from: string | null
  to: string | null
}

/** Why a link could not be read or written; each has its own notice text (i18n/sceneListTexts.ts). */
export type LinkFailure = 'link-too-big' | 'link-damaged' | 'link-version'

export type PackResult = { ok: true; hash: string; payloadChars: number } | { ok: false; failure: LinkFailure }
export type UnpackResult = { ok: true; packed: PackedScene } | { ok: false; failure: LinkFailure; detail: string }

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = ''
  // In slices: String.fromCharCode with a whole large array overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** Packs a scene and pair into a hash (`#share=…`), or says it is too big for a link. */
export function packSceneLink(packed: PackedScene): PackResult {
  const json = JSON.stringify({ v: VERSION, scene: packed.sceneText, from: packed.from, to: packed.to })
  const payload = toBase64Url(deflateSync(strToU8(json), { level: 9 }))
  if (payload.length > MAX_LINK_PAYLOAD_CHARS || json.length > MAX_LINK_SCENE_BYTES) return { ok: false, failure: 'link-too-big' }
  return { ok: true, hash: `#${SHARE_KEY}=${payload}`, payloadChars: payload.length }
}

/** The payload of a packed link in `hash` (`location.hash`), or null when the hash holds none. */
export function sharePayload(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return params.get(SHARE_KEY)
}

const optionalId = (value: unknown): string | null | undefined =>
  value === null || value === undefined ? null : typeof value === 'string' && value.length <= 200 ? value : undefined

/** Unpacks a payload; every way it can be wrong is a failure with a detail, never a throw. */
export function unpackSceneLink(payload: string): UnpackResult {
  if (payload.length > MAX_LINK_PAYLOAD_CHARS) {
    return { ok: false, failure: 'link-too-big', detail: `${payload.length} > ${MAX_LINK_PAYLOAD_CHARS} characters` }
  }
  const bytes = fromBase64Url(payload)
  if (!bytes || bytes.length === 0) return { ok: false, failure: 'link-damaged', detail: 'not base64url' }
  let json: string
  try {
    // One byte more than allowed: a text that fills it was cut, so it is too big (fflate stops writing there).
    const out = inflateSync(bytes, { out: new Uint8Array(MAX_LINK_SCENE_BYTES + 1) })
    if (out.length > MAX_LINK_SCENE_BYTES)
      return { ok: false, failure: 'link-too-big', detail: `over ${MAX_LINK_SCENE_BYTES} bytes unpacked` }
    json = strFromU8(out)
  } catch (error) {
    return { ok: false, failure: 'link-damaged', detail: `not compressed data (${error instanceof Error ? error.message : String(error)})` }
  }
  let record: unknown
  try {
    record = JSON.parse(json)
  } catch {
    return { ok: false, failure: 'link-damaged', detail: 'not JSON' }
  }
  if (typeof record !== 'object' || record === null) return { ok: false, failure: 'link-damaged', detail: 'not a record' }
  const { v, scene, from, to } = record as Record<string, unknown>
  if (v !== VERSION) return { ok: false, failure: 'link-version', detail: `version ${String(v)}` }
  const fromId = optionalId(from)
  const toId = optionalId(to)
  if (typeof scene !== 'string' || fromId === undefined || toId === undefined) {
    return { ok: false, failure: 'link-damaged', detail: 'scene or pair missing' }
  }
  return { ok: true, packed: { sceneText: scene, from: fromId, to: toId } }
}
