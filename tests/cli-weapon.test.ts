import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { newModelState } from '../src/rules/universalis/model'
import { woundSetup } from '../src/rules/universalis/damage'
import { woundChances } from '../src/rules/universalis/damage'
import type { UnitCard } from '../src/scene/cards/unitCard'
import { runCli } from './runCli'

/** Runs the command line as `npm run judge` does (the pre-built bundle, tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}
const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/)
const cardById = (file: string, id: string): UnitCard =>
  JSON.parse(readFileSync(`models/cards/${file}.json`, 'utf8')).cards.find((c: UnitCard) => c.id === id)

describe('npm run judge -- SCENE FROM TO --weapon NAME', () => {
  // Skirmish in the ruins: the red archer (guard-archer: FK 5, Longbow WK II 25/4, strength 3,
  // damage 2) at the blue gunner (marine-gunner, medium: Adaptive carapace 5, reduction 1, adaptive).
  it('prints the FK modifiers with clauses, the value to roll, and exact chances (JSON)', () => {
    const { code, out } = judge('skirmish-ruins', 'r-archer', 'b-gunner', '--weapon', 'Longbow', '--json')
    expect(code).toBe(0)
    const r = JSON.parse(out)
    expect(r.lineOfSight).toBe(true)
    expect(r.cover).toBe('none')
    // The band from the measured edge distance: 60.03 cm with 25 cm bands is the third band: -2.
    const band = Math.ceil(r.distance.edge / 25) - 1
    expect(band).toBe(2)
    expect(r.ranged.modifiers.find((m: { key: string }) => m.key === 'rangeBand')).toMatchObject({
      value: -2,
      clause: { section: '14.7', title: 'Reichweite' },
    })
    expect(r.ranged.fk).toBe(5)
    expect(r.ranged.fkTarget).toBe(3)
    expect(r.ranged.apCost).toBe(3) // WK II + 1
    expect(r.ranged.chances.hit).toBeCloseTo(3 / 12, 6)
    // Given a hit: damage 2 - reduction 1 = 1 hit point, or none.
    expect(r.ranged.chances.givenHit.hpLoss.map((x: { hp: number }) => x.hp)).toEqual([0, 1])
    const g = r.ranged.chances.givenHit
    expect(g.nothing + g.shock + g.damage).toBeCloseTo(1, 5)
    // The same numbers as the rules core's enumeration for these two cards.
    const expected = woundChances(
      woundSetup({
        profile: { strength: 3, damage: 2 },
        attackerKO: 3,
        defender: newModelState('b', 'blue', cardById('orbital-marines', 'marine-gunner')),
        coverArmourBonus: 0,
      }),
    )
    expect(g.damage).toBeCloseTo(expected.damage, 5)
    expect(g.shock).toBeCloseTo(expected.shock, 5)
    expect(r.ranged.chances.perShot.damage).toBeCloseTo(0.25 * expected.damage, 5)
    expect(r.ranged.wound).toMatchObject({ woundValue: 3, armourValue: 5, armour: 'Adaptive carapace', armourEffects: ['adaptive'] })
  })

  it('an aimed shot adds +2 and doubles the bands (R-14.2a: 50/4, so 60 cm is the second band)', () => {
    const r = JSON.parse(judge('skirmish-ruins', 'r-archer', 'b-gunner', '--weapon', 'Longbow', '--action', 'aimed', '--json').out)
    expect(r.ranged.fkTarget).toBe(5 + 2 - 1)
    expect(r.ranged.apCost).toBe(4)
  })

  it('prints a readable ruling with the clauses and the chance to hit', () => {
    const { code, out } = judge('skirmish-ruins', 'r-archer', 'b-gunner', '--weapon', 'Longbow', '--action', 'snap')
    expect(code).toBe(0)
    expect(out).toContain('Ranged attack: r-archer shoots b-gunner with Longbow (snap shot)')
    expect(out).toContain('Universalis 14.2 (Schnellschuss)')
    // FK 5 - 2 (band) - 2 (snap) = 1: one result in twelve.
    expect(out).toContain('Roll 1 or less on a W12')
    expect(out).toContain('chance to hit 8.3 %')
  })

  it('a refused shot is a ruling: out of range is printed with its clause, exit 0', () => {
    // b-medic (Pistol 20/3) to r-captain: 73.5 cm between the bases, beyond 60 cm.
    const r = JSON.parse(judge('skirmish-ruins', 'b-medic', 'r-captain', '--weapon', 'Pistol', '--json').out)
    expect(r.ranged).toMatchObject({ allowed: false, refusal: { code: 'out-of-range', clause: { section: '14.7' } }, chances: null })
  })
})

describe('npm run judge --weapon: bad input', () => {
  it("an unknown weapon lists the shooter's weapons; exit 2, no stack trace", () => {
    const { code, out, err } = judge('skirmish-ruins', 'r-archer', 'b-gunner', '--weapon', 'Laser')
    expect(code).toBe(2)
    expect(out).toBe('')
    expect(err).toContain('r-archer has no weapon "Laser" (weapons: Longbow, Fire arrows, Knife)')
    noStackTrace(err)
  })

  it('a melee weapon is refused with the reason', () => {
    const { code, err } = judge('skirmish-ruins', 'r-archer', 'b-gunner', '--weapon', 'Knife')
    expect(code).toBe(2)
    expect(err).toContain('Knife is a melee weapon')
  })

  it('a figure without a card cannot shoot; --action needs --weapon', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-'))
    const file = join(dir, 'nocard.json')
    writeFileSync(
      file,
      JSON.stringify({
        format: 'sightline-scene',
        version: 1,
        name: 'no cards',
        units: 'cm',
        table: { width: 90, depth: 90 },
        terrain: [],
        figures: [
          { id: 'A', side: 'red', size: 'medium', position: [10, 0, 10] },
          { id: 'B', side: 'blue', size: 'medium', position: [30, 0, 10] },
        ],
      }),
    )
    const { code, err } = judge(file, 'A', 'B', '--weapon', 'Bow')
    expect(code).toBe(2)
    expect(err).toContain('FROM: figure "A" has no unit card')
    noStackTrace(err)
    const a = judge('skirmish-ruins', 'r-archer', 'b-gunner', '--action', 'aimed')
    expect(a.code).toBe(2)
    expect(a.err).toContain('--action: needs --weapon NAME')
  })
})
