import { describe, expect, it } from 'vitest'
import { TOKEN_COLOURS } from './schema'
import { ARTIFACT_TOKEN_KINDS } from './tokens'
import { parseArtifactTokenFile, SHIPPED_ARTIFACT_TOKENS } from './tokensFile'

describe('artifact tokens (002 "Die Artefaktmarken")', () => {
  it('the shipped stand-in set has every kind in every colour, each entry marked stand-in', () => {
    for (const colour of TOKEN_COLOURS)
      for (const kind of ARTIFACT_TOKEN_KINDS)
        expect(
          SHIPPED_ARTIFACT_TOKENS.some((t) => t.colour === colour && t.kind === kind),
          `${colour} ${kind}`,
        ).toBe(true)
    expect(SHIPPED_ARTIFACT_TOKENS.filter((t) => t.standIn !== true)).toEqual([])
  })

  it('a file with a token id twice or a place token without its item is refused, naming the path', () => {
    const r = parseArtifactTokenFile({
      tokens: [
        { id: 'a', colour: 'red', name: 'x', kind: 'refresh' },
        { id: 'a', colour: 'red', name: 'y', kind: 'place', place: 'item', count: 1 },
      ],
    })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.problems.some((p) => p.includes('tokens[1].id') || p.includes('tokens.1.id'))).toBe(true)
      expect(r.problems.some((p) => p.includes('item'))).toBe(true)
    }
  })

  it('an unknown kind is refused', () => {
    expect(parseArtifactTokenFile({ tokens: [{ id: 'a', colour: 'red', name: 'x', kind: 'teleport' }] }).ok).toBe(false)
  })
})
