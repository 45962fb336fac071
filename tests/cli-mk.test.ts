import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/** `npm run judge -- SCENE FROM TO --mk` through the pre-built command line (tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

/** scenes/siege-golem-wall.json with the crossbowman turned to face the wall (180, south), 6 in before it. */
function facingWall(): string {
  const scene = JSON.parse(readFileSync('scenes/siege-golem-wall.json', 'utf8'))
  for (const f of scene.figures) if (f.id === 'crossbowman') f.facing = 180
  const path = join(mkdtempSync(join(tmpdir(), 'sightline-mk-')), 'facing-wall.json')
  writeFileSync(path, JSON.stringify(scene))
  return path
}

describe('npm run judge -- SCENE FROM TO --mk on a large figure (000 "Großfiguren angreifen")', () => {
  // scenes/mk-large-figure.json: the mammoth faces north; the ogre touches it due east (the middle of
  // the right quarter, defence 16 at click 2); the crossbowman stands exactly north-west (relative -45).
  it("names the section the ogre fights and its defence; --dial picks the mammoth's attacking section", () => {
    const ogre = JSON.parse(judge('scenes/mk-large-figure.json', 'ogre-ram', 'mammoth', '--mk', '--json').out)
    expect(ogre).toMatchObject({ allowed: true, attack: 'melee', defence: 16, section: 2 })
    expect(ogre.rows.find((r: { key: string }) => r.key === 'largeDefendingSection').value).toBe('right')
    const back = JSON.parse(judge('scenes/mk-large-figure.json', 'mammoth', 'ogre-ram', '--mk', '--dial', '2', '--json').out)
    expect(back).toMatchObject({ allowed: true, attack: 'melee', attackValue: 8 })
  })

  it('at the front/left boundary the owner chooses, said in the verdict', () => {
    const r = judge('scenes/mk-large-figure.json', 'crossbowman', 'mammoth', '--mk')
    expect(r.code).toBe(0)
    expect(r.out).toContain('owner-must-choose-section')
    expect(r.out).toContain('boundary of front and left')
  })
})

describe('npm run judge -- SCENE FROM TO --mk', () => {
  it('core 5-8: the crossbowman 6 in before the wall needs 9+ on 2d6 against the golem on it (defence 16 + 1)', () => {
    const r = judge(facingWall(), 'crossbowman', 'bone-golem', '--mk', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    // (45.72 - 30.48) cm = 15.24 cm = 6 in exactly; the wall top is raised, the ground is not (core 8: +1).
    expect(j.distanceIn).toBeCloseTo(6, 3)
    expect(j).toMatchObject({ allowed: true, attack: 'ranged', attackValue: 8, defence: 17, need: 9, damage: 3 })
    // 2d6 at 9 or more: 4 + 3 + 2 + 1 = 10 of 36 outcomes.
    expect(j.chance).toBeCloseTo(10 / 36, 4)
    expect(j.modifiers.map((m: { key: string }) => m.key)).toEqual(['mk.heightAdvantage'])
  })

  it('a refused attack says why and still gives the table facts; a plain text ruling starts with its verdict', () => {
    const r = judge('siege-golem-wall', 'crossbowman', 'bone-golem', '--mk')
    expect(r.code).toBe(0)
    expect(r.out.split('\n')[1]).toBe("crossbowman may not attack bone-golem (ranged): bone-golem is outside crossbowman's front arc.")
    expect(r.out).toContain('mk.lineOfFire')
  })

  it('bad input names the argument, exit code 2', () => {
    const r = judge('siege-golem-wall', 'crossbowman', 'nobody', '--mk')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^judge: TO: "nobody" is not a Mage Knight figure/)
    expect(judge('siege-golem-wall', 'crossbowman', 'bone-golem', '--mk', '--dial', 'x').err).toMatch(/--dial: expected a dial index/)
    expect(judge('siege-golem-wall', 'crossbowman', 'bone-golem', '--attack', 'melee').err).toMatch(/--attack: goes with --mk/)
  })
})
