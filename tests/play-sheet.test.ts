import { describe, expect, it } from 'vitest'
import { PlaySession } from '../src/judge'
import { modelSheetOf } from '../src/judge/play/modelSheet'
import { disposedAfterEach, shippedScene } from './playKit'
import { LEADERS } from './scenarioKit'

/**
 * The model card of play mode as the rules see it (3.5, 4.4, 18.3, 19.5): on scenes/skirmish-ruins.json
 * the recon drone (a telematon: no AGI, NK, FK or EH of its own, models/cards/orbital-marines.json)
 * borrows its operator's, and the warden mech (a colossus with 15 + 5 hit points) has its zones:
 * the hull 20, each other zone ceil(2/3 x 20) = 14, critical at ceil(2/3 x 5) = 4 or fewer left.
 */
const open = disposedAfterEach()

async function fresh() {
  const s = await PlaySession.start({ scene: shippedScene(), seed: 1, leaders: LEADERS })
  open.push(s)
  return s
}

describe("a model's card in play (3.5, 18.3, 19.5)", () => {
  it('a telematon names its operator and its AP, and shows the operator’s AGI, NK, FK and EH as its own (19.5)', async () => {
    const s = await fresh()
    const drone = s.modelSheet('b-drone')!
    expect(drone.operator).toEqual({ id: 'b-operator', ap: s.game.models['b-operator'].ap })
    const value = (name: string) => drone.attributes.find((a) => a.name === name)!.value
    // The drone operator's card: AGI 4, NK 2, FK 4, EH 5; the drone's own KO 2 and WN 6.
    expect([value('AGI'), value('NK'), value('FK'), value('EH'), value('KO'), value('WN')]).toEqual([4, 2, 4, 5, 2, 6])
    expect(s.modelSheet('b-operator')!.telematons).toEqual(['b-drone'])
    expect(s.modelSheet('nobody')).toBeNull()
  })

  it('a colossus shows its four zones; a destroyed side costs AGI 1 with its clause (18.3.2), a zone at 4 of 14 is critical', async () => {
    const s = await fresh()
    expect(s.modelSheet('b-mech')!.zones).toEqual([
      { zone: 'hull', left: 20, max: 20, state: 'intact' },
      { zone: 'left', left: 14, max: 14, state: 'intact' },
      { zone: 'right', left: 14, max: 14, state: 'intact' },
      { zone: 'movement', left: 14, max: 14, state: 'intact' },
    ])
    const mech = s.game.models['b-mech']
    const hurt = {
      ...s.game,
      models: { ...s.game.models, 'b-mech': { ...mech, zoneHpLost: { hull: 0, left: 14, right: 10, movement: 0 } } },
    }
    const sheet = modelSheetOf(hurt, 'b-mech')!
    expect(sheet.zones?.find((z) => z.zone === 'left')).toMatchObject({ left: 0, state: 'destroyed' })
    expect(sheet.zones?.find((z) => z.zone === 'right')).toMatchObject({ left: 4, state: 'critical' })
    const agi = sheet.attributes.find((a) => a.name === 'AGI')!
    expect(agi).toMatchObject({ printed: 3, value: 2 })
    expect(agi.modifiers).toContainEqual(expect.objectContaining({ value: -1, clause: expect.objectContaining({ section: '18.3.2' }) }))
  })
})
