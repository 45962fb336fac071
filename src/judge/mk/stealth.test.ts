import { describe, expect, it } from 'vitest'
import type { MkPiece } from '../../rules/mageknight/core'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { createMkScenario } from './create'
import type { MkDriver } from './driver'

/**
 * Stealth of a large figure's section on a table built here (000 "Spezialfähigkeiten",
 * "Großfiguren angreifen"; core stealth R-MKC-8; hindering terrain R-MKT.6). The war mammoth
 * stands at (45.72, 45.72) facing north, base radius 5.08 cm; the crossbowman 7 in (17.78 cm)
 * due east at (63.5, 45.72) facing west: its line of fire reaches the centre from relative +90,
 * the middle of the right quarter, so the right section is hit. The wood spans x 54..58,
 * z 40.72..50.72: between the mammoth's rim (x 50.8) and the crossbowman's (x 61.9125), across
 * the line z = 45.72.
 */
function table(withWood: boolean): Scene {
  const r = parseSceneText(
    JSON.stringify({
      format: 'sightline-scene',
      version: 1,
      name: 'stealth',
      units: 'cm',
      table: { width: 91.44, depth: 91.44 },
      terrain: withWood ? [{ id: 'wood', shape: 'area', type: 'forest', center: [56, 2.5, 45.72], size: [4, 5, 10] }] : [],
      figures: [
        {
          id: 'mammoth',
          side: 'orcs',
          size: 'huge',
          position: [45.72, 0, 45.72],
          facing: 0,
          mk: { card: 'mk-war-mammoth', version: 'seasoned', clicks: [2, 2, 2, 2] },
        },
        { id: 'xbow', side: 'atlantis', size: 'medium', position: [63.5, 0, 45.72], facing: 270, mk: { card: 'mk-crossbowman' } },
      ],
    }),
  )
  if (!r.ok) throw new Error(JSON.stringify(r))
  return r.scene
}

/** The mammoth's right section (dial 2) shows stealth on its current click 2: no shipped card has it, so the test gives it. */
function withStealthyRight(d: MkDriver): void {
  const mammoth: MkPiece = structuredClone(d.game.pieces.mammoth)
  mammoth.dials[2].clicks[2].defence.abilities = [...(mammoth.dials[2].clicks[2].defence.abilities ?? []), 'stealth']
  d.game = { ...d.game, pieces: { ...d.game.pieces, mammoth } }
}

async function shoot(withWood: boolean, stealthy: boolean) {
  const d = await createMkScenario({ scene: table(withWood), seed: 3, sides: ['atlantis', 'orcs'] })
  try {
    if (stealthy) withStealthyRight(d)
    return d.do({ do: 'ranged', figure: 'xbow', targets: ['mammoth'] })
  } finally {
    d.dispose()
  }
}

const lineValue = (r: Awaited<ReturnType<typeof shoot>>, key: string) =>
  r.ok ? r.breakdown.lines.find((l) => l.key === key)?.value : undefined

describe('000 "Großfiguren angreifen": a section showing stealth behind hindering terrain is no ranged target', () => {
  it("refuses the crossbowman's shot through the wood at the stealthy right section", async () => {
    const r = await shoot(true, true)
    expect(r.ok ? null : r.refusal.code).toBe('section-hidden-by-stealth')
    expect(r.ok ? null : r.refusal.params?.section).toBe('right')
    expect(r.rolls).toEqual([])
  })

  it('lets the same shot through in the open, and through the wood at a section without stealth', async () => {
    const open = await shoot(false, true)
    expect(open.ok).toBe(true)
    expect(lineValue(open, 'largeSectionHit')).toBe('right')
    const plain = await shoot(true, false)
    expect(plain.ok).toBe(true)
    expect(lineValue(plain, 'largeSectionHit')).toBe('right')
  })
})
