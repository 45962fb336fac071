import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../../geometry/world/tableWorld'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { mkGameSettingsOf } from '../profiles/resolve'
import { withSetting } from '../profiles/settingInfo'
import { SIGHTLINE_DEFAULT } from '../profiles/shipped'
import type { MkGameSettings } from '../profiles/types'
import { judgeMkAttack } from './attackRuling'
import { MkPlaySession } from './session'

/**
 * `judge --mk` under a rule profile's Mage Knight readings (R-CLI.5), read as the play mode's game
 * reads them (mkReadingsOf): a large figure's section arcs (R-LF-1) reach the large-figure preview,
 * the hindering terrain types (R-MKT.6) the cavalry preview's Nature's Ally, and the ruling is the
 * one the play mode previews on the same table under the same readings.
 */

function scene(file: string): Scene {
  const r = parseSceneText(readFileSync(file, 'utf8'))
  if (!r.ok) throw new Error(file)
  return r.scene
}

/** The default profile's Mage Knight readings with one setting changed, as the profile editor changes it. */
const rulesWith = (path: string, value: unknown): MkGameSettings => mkGameSettingsOf(withSetting(SIGHTLINE_DEFAULT.settings, path, value))

async function judged(s: Scene, from: string, to: string, rules?: MkGameSettings) {
  const world = await TableWorld.create(s)
  try {
    return judgeMkAttack(world, from, to, rules ? { rules } : {})
  } finally {
    world.dispose()
  }
}

/** The play mode's preview of the same ranged attack (session.ts), in a game started under `rules`, `sides[0]` to act. */
async function played(s: Scene, sides: string[], from: string, to: string, rules: MkGameSettings) {
  const session = await MkPlaySession.start({ scene: s, seed: 1, sides, buildTotal: 1000, rules })
  try {
    return session.previewAttack(from, to, 'ranged').preview?.targets[0]
  } finally {
    session.dispose()
  }
}

/**
 * R-LF-1's quarters turned 10 degrees clockwise: front -35..55, right 55..145, rear 145..235, left
 * 235..325 (-125..-35). On scenes/mk-large-figure.json the crossbowman stands at relative -45
 * (largeFacts.test.ts), on the front/left boundary of the quarters, and 10 degrees inside the turned left arc.
 */
const TURNED_ARCS = [
  { section: 'front', centreDeg: 10, widthDeg: 90 },
  { section: 'right', centreDeg: 100, widthDeg: 90 },
  { section: 'rear', centreDeg: 190, widthDeg: 90 },
  { section: 'left', centreDeg: -80, widthDeg: 90 },
]

/**
 * scenes/mk-cavalry-duel.json with the Wylden Ranger out of the stag's saddle, standing alone at
 * (35, 60) in a 10 x 10 cm wood: the crossbowman at (25, 50) facing south shoots it 14.14 cm = 5.57 in away.
 */
function rangerInWood(): Scene {
  const duel = scene('scenes/mk-cavalry-duel.json')
  const wood = { id: 'wood', type: 'forest' as const, shape: 'area' as const, center: [35, 1, 60], size: [10, 2, 10] }
  const figures = duel.figures.map((f) =>
    f.id === 'stag' && f.mk ? { ...f, mk: { card: f.mk.card } } : f.id === 'ranger' ? { ...f, position: [35, 0, 60] as const } : f,
  )
  return { ...duel, figures, terrain: [...duel.terrain, wood] } as Scene
}

describe("judge --mk under a profile's Mage Knight readings (R-CLI.5)", () => {
  it('R-LF-1: with the arcs turned 10 degrees the crossbowman meets the left section, not the boundary the owner chooses at', async () => {
    const s = scene('scenes/mk-large-figure.json')
    expect((await judged(s, 'crossbowman', 'mammoth'))?.refusal?.code).toBe('owner-must-choose-section')
    const turned = rulesWith('mk.large.sectionArcs', TURNED_ARCS)
    const j = await judged(s, 'crossbowman', 'mammoth', turned)
    expect(j.refusal).toBeNull()
    expect(j.lines.find((l) => l.key === 'largeDefendingSection')?.value).toBe('left')
    // The play mode's game under the same readings previews the same numbers.
    const t = j.preview?.targets[0]
    expect(await played(s, ['atlantis', 'orcs'], 'crossbowman', 'mammoth', turned)).toMatchObject({
      dial: t?.dial,
      attack: t?.attack,
      defence: t?.defence,
      need: t?.need,
    })
  })

  it("R-MKT.6, 003 Nature's Ally: the ranger in the wood defends +1 by default, not when the profile names no hindering type", async () => {
    const s = rangerInWood()
    const byDefault = await judged(s, 'xbow', 'ranger')
    const none = await judged(s, 'xbow', 'ranger', rulesWith('mk.table.hinderingTerrainTypes', []))
    // 003 "Nature's Ally": +1 defence in hindering terrain; forest is hindering by default (R-MKT.6).
    expect(byDefault.modifiers.map((m) => [m.key, m.value])).toEqual([['mkk.naturesAlly', 1]])
    expect(none.modifiers).toEqual([])
    const [a, b] = [byDefault.preview?.targets[0], none.preview?.targets[0]]
    expect(a?.defence).toBe((b?.defence ?? Number.NaN) + 1)
    // Attack 8 against defence 16 needs 8+ (15 of 36), against 15 needs 7+ (21 of 36).
    expect([a?.attack, a?.defence, a?.need, b?.need]).toEqual([8, 16, 8, 7])
    expect(a?.chance).toBeCloseTo(15 / 36, 10)
    for (const [rules, t] of [
      [mkGameSettingsOf(SIGHTLINE_DEFAULT.settings), a],
      [rulesWith('mk.table.hinderingTerrainTypes', []), b],
    ] as const)
      expect(await played(s, ['red', 'blue'], 'xbow', 'ranger', rules)).toMatchObject({ defence: t?.defence, need: t?.need })
  })
})
