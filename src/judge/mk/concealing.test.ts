import { describe, expect, it } from 'vitest'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { inHinderingTerrain } from './cavalryFacts'
import { createMkScenario } from './create'
import { pairFactsFor } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'

/**
 * Concealing terrain beside hindering terrain (R-MKT.6, R-MKT.7; 003 "Nature's Ally") on a table
 * built here: a crossbowman at (20, 45) facing east shoots one at (50, 45). A ruin spans x 30..34,
 * z 40..50, across the line z = 45 between the two rims (x 21.59 and 48.41, radius 1.5875 cm), and
 * a second crossbowman "in" stands at (32, 45), its base inside the ruin.
 */
function table(): Scene {
  const r = parseSceneText(
    JSON.stringify({
      format: 'sightline-scene',
      version: 1,
      name: 'concealing',
      units: 'cm',
      table: { width: 91.44, depth: 91.44 },
      terrain: [{ id: 'ruin', shape: 'area', type: 'ruin', center: [32, 2.5, 45], size: [4, 5, 10] }],
      figures: [
        { id: 'a', side: 'west', size: 'medium', position: [20, 0, 45], facing: 90, mk: { card: 'mk-crossbowman' } },
        { id: 'b', side: 'east', size: 'medium', position: [50, 0, 45], facing: 270, mk: { card: 'mk-crossbowman' } },
        { id: 'in', side: 'west', size: 'medium', position: [32, 0, 45], facing: 90, mk: { card: 'mk-crossbowman' } },
      ],
    }),
  )
  if (!r.ok) throw new Error(JSON.stringify(r))
  return r.scene
}

/** Players who count a ruin as concealing only: out of the hindering types, in the concealing ones. */
const ruinConceals: MkTableFactSettings = {
  ...DEFAULT_MK_TABLE_FACT_SETTINGS,
  hinderingTerrainTypes: DEFAULT_MK_TABLE_FACT_SETTINGS.hinderingTerrainTypes.filter((t) => t !== 'ruin'),
  concealingTerrainTypes: ['ruin'],
}
const ruinClear: MkTableFactSettings = { ...ruinConceals, concealingTerrainTypes: [] }

describe('concealing terrain (R-MKT.7)', () => {
  it('R-MKT.7: by default no type conceals; the ruin is hindering (R-MKT.6)', () => {
    expect(DEFAULT_MK_TABLE_FACT_SETTINGS.concealingTerrainTypes).toEqual([])
    expect(DEFAULT_MK_TABLE_FACT_SETTINGS.hinderingTerrainTypes).toContain('ruin')
  })

  it('R-MKT.7, 003 "Nature\'s Ally": concealing terrain on the line of fire counts as hindering does (stealth), a figure in it is not in hindering terrain', async () => {
    const d = await createMkScenario({ scene: table(), seed: 1, sides: ['west', 'east'] })
    try {
      // The ruin crosses the line a to b: found as line-of-fire terrain when it conceals, not when it is clear.
      expect(pairFactsFor(d.world, 'a', 'b', ruinConceals).hinderingTerrain).toEqual(['ruin'])
      expect(pairFactsFor(d.world, 'a', 'b', ruinClear).hinderingTerrain).toEqual([])
      expect(pairFactsFor(d.world, 'a', 'b').hinderingTerrain).toEqual(['ruin'])
      // Standing in it: in hindering terrain only when the ruin hinders (the +1 of Nature's Ally names hindering terrain).
      expect(inHinderingTerrain(d.world, d.game, ['in', 'a'], ruinConceals)).toEqual([])
      expect(inHinderingTerrain(d.world, d.game, ['in', 'a'])).toEqual(['in'])
    } finally {
      d.dispose()
    }
  })
})
