import { readdirSync, readFileSync } from 'node:fs'
import { deflateSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { MAX_LINK_PAYLOAD_CHARS, packSceneLink, sharePayload, unpackSceneLink } from './sceneLinksPacked'

const shipped = readdirSync('scenes').filter((f) => f.endsWith('.json'))
/** The compact text the copy-link button packs (JSON without indentation). */
const compact = (file: string) => JSON.stringify(JSON.parse(readFileSync(`scenes/${file}`, 'utf8')))
const payloadOf = (hash: string) => sharePayload(hash) ?? ''
const packBytes = (text: string) =>
  btoa(String.fromCharCode(...deflateSync(strToU8(text))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

describe('packed scene links', () => {
  it.each(shipped)('%s travels in a link and comes back unchanged, with the pair', (file) => {
    const packed = packSceneLink({ sceneText: compact(file), from: 'a-1', to: null })
    if (!packed.ok) throw new Error(`${file}: ${packed.failure}`)
    expect(packed.hash.startsWith('#share=')).toBe(true)
    expect(unpackSceneLink(payloadOf(packed.hash))).toEqual({ ok: true, packed: { sceneText: compact(file), from: 'a-1', to: null } })
  })

  it('a text that does not compress below the bound is refused as too big, not cut', () => {
    // 40 000 characters of a pseudo-random alphabet: about 6.5 bits each, over 40 000 base64 characters.
    let seed = 7
    const noise = Array.from({ length: 40_000 }, () => {
      // xorshift32: its low bits do not repeat as a linear congruential generator's do.
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return String.fromCharCode(33 + ((seed >>> 0) % 90))
    }).join('')
    expect(packSceneLink({ sceneText: noise, from: null, to: null })).toEqual({ ok: false, failure: 'link-too-big' })
  })

  it('a payload longer than the bound is refused before it is unpacked', () => {
    const result = unpackSceneLink('A'.repeat(MAX_LINK_PAYLOAD_CHARS + 1))
    expect(result.ok ? null : result.failure).toBe('link-too-big')
  })

  it('a small payload that inflates past 2 MB is refused as too big (a compression bomb)', () => {
    const bomb = packBytes(JSON.stringify({ v: 1, scene: ' '.repeat(3_000_000), from: null, to: null }))
    expect(bomb.length).toBeLessThan(MAX_LINK_PAYLOAD_CHARS)
    const result = unpackSceneLink(bomb)
    expect(result.ok ? null : result.failure).toBe('link-too-big')
  })

  it.each([
    ['characters outside base64url', 'abc$def'],
    ['bytes that are not DEFLATE', 'SGVsbG8gd29ybGQ'],
    ['an empty payload', ''],
    ['DEFLATE of something that is not JSON', packBytes('not json')],
    ['JSON without a scene', packBytes(JSON.stringify({ v: 1, from: null, to: null }))],
    ['a pair id that is not text', packBytes(JSON.stringify({ v: 1, scene: '{}', from: 3, to: null }))],
  ])('%s is a damaged link', (_what, payload) => {
    const result = unpackSceneLink(payload)
    expect(result.ok ? null : result.failure).toBe('link-damaged')
  })

  it('a link cut short in a chat message is damaged', () => {
    const packed = packSceneLink({ sceneText: compact('hill-and-wall.json'), from: 'r-archer', to: 'b-open' })
    if (!packed.ok) throw new Error(packed.failure)
    const cut = payloadOf(packed.hash).slice(0, 200)
    expect(unpackSceneLink(cut).ok).toBe(false)
  })

  it('a link of another version is refused by name', () => {
    const result = unpackSceneLink(packBytes(JSON.stringify({ v: 2, scene: '{}', from: null, to: null })))
    expect(result.ok ? null : result.failure).toBe('link-version')
  })

  it('finds the payload among other hash parameters and nothing in an empty hash', () => {
    expect(sharePayload('#x=1&share=abc')).toBe('abc')
    expect(sharePayload('')).toBeNull()
  })
})
