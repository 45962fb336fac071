import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SIGHTLINE_DEFAULT, withSetting } from '../src/judge'
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

/**
 * A profile file as the profile editor exports it: sightline-default with R-LF-1's quarters turned 10
 * degrees clockwise (front -35..55, right 55..145, rear 145..235, left -125..-35).
 */
function turnedArcsProfile(): string {
  const arcs = [
    { section: 'front', centreDeg: 10, widthDeg: 90 },
    { section: 'right', centreDeg: 100, widthDeg: 90 },
    { section: 'rear', centreDeg: 190, widthDeg: 90 },
    { section: 'left', centreDeg: -80, widthDeg: 90 },
  ]
  const profile = {
    ...SIGHTLINE_DEFAULT,
    name: 'turned-arcs',
    settings: withSetting(SIGHTLINE_DEFAULT.settings, 'mk.large.sectionArcs', arcs),
  }
  const path = join(mkdtempSync(join(tmpdir(), 'sightline-mk-')), 'turned-arcs.json')
  writeFileSync(path, JSON.stringify(profile))
  return path
}

describe('npm run judge -- SCENE FROM TO --mk --profile NAME|FILE (R-CLI.5)', () => {
  // scenes/mk-large-figure.json: the crossbowman stands at relative -45 to the mammoth, on the front/left boundary.
  it("a large figure's arcs from the profile: the crossbowman meets the left section, 10 degrees inside it", () => {
    const plain = JSON.parse(judge('scenes/mk-large-figure.json', 'crossbowman', 'mammoth', '--mk', '--json').out)
    expect(plain).toMatchObject({ allowed: false, refusal: { code: 'owner-must-choose-section' }, rules: { profile: null } })
    const r = judge('scenes/mk-large-figure.json', 'crossbowman', 'mammoth', '--mk', '--rules', turnedArcsProfile(), '--json')
    expect(r.code).toBe(0)
    // The left dial at the scene's click 5 defends 15 (models/mageknight/large-figures.json): attack 8 needs 7+, 21 of 36.
    const j = JSON.parse(r.out)
    expect(j).toMatchObject({ allowed: true, section: 1, attackValue: 8, defence: 15, need: 7, rules: { profile: 'turned-arcs' } })
    expect(j.chance).toBeCloseTo(21 / 36, 4)
    expect(j.rules.differences.map((d: { setting: string }) => d.setting)).toEqual(['mk.large.sectionArcs'])
    // The text says the arcs in words, not the profile file's JSON (the last player's pass).
    const text = judge('scenes/mk-large-figure.json', 'crossbowman', 'mammoth', '--mk', '--rules', turnedArcsProfile()).out
    expect(text).toContain(
      'mk.large.sectionArcs front 10 deg +-45, right 100 deg +-45, rear 190 deg +-45, left -80 deg +-45 (default front 0',
    )
    expect(text).not.toContain('centreDeg')
  })

  it('an unknown profile: exit 2 naming it', () => {
    const r = judge('siege-golem-wall', 'crossbowman', 'bone-golem', '--mk', '--profile', 'nope')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^judge: --profile: no rule profile "nope": neither a shipped one \(sightline-default, as-written\) nor a file/)
    expect(r.out).toBe('')
  })
})

describe('npm run judge -- SCENE FROM TO --mk at a cavalry unit (003 "Attacking and Damaging", "Horsemanship")', () => {
  // scenes/mk-cavalry-duel.json: the crossbowman (attack 8) 20 cm = 7.87 in north of the knight's centre dot;
  // the Battle Horse's dial defends at 15, the Lancer's at 16, and Horsemanship takes 2 off a shot at the Lancer.
  it("shows both dials' numbers and the ruling against each: the mount's 7+, the rider's 10+ with Horsemanship's -2", () => {
    const r = judge('scenes/mk-cavalry-duel.json', 'xbow', 'knight', '--mk')
    expect(r.code).toBe(0)
    expect(r.out).toContain("knight's mount dial (knight): speed 12, attack 8, defence 15")
    expect(r.out).toContain("knight's rider dial (lancer): speed 7, attack 9, defence 16")
    // 15 - 8 = 7 on 2d6: 21 of 36; 16 - (8 - 2) = 10: 6 of 36.
    expect(r.out).toContain("against the mount's dial (knight): 2d6 + 8 against defence 15, needs 7+, 58.3 %")
    expect(r.out).toContain(
      "against the rider's dial (lancer): 2d6 + 6 against defence 16, needs 10+, 16.7 %, mkk.horsemanship -2 [Mage Knight cavalry Horsemanship",
    )
  })

  it("--target-dial rider rules against the Lancer alone; --dial names the attacking unit's dial", () => {
    const j = JSON.parse(judge('scenes/mk-cavalry-duel.json', 'xbow', 'knight', '--mk', '--target-dial', 'rider', '--json').out)
    expect(j).toMatchObject({ allowed: true, attackValue: 6, defence: 16, need: 10 })
    expect(j.modifiers[0]).toMatchObject({ key: 'mkk.horsemanship', value: -2 })
    expect(j.dialChoices).toBeUndefined()
    const unnamed = JSON.parse(judge('scenes/mk-cavalry-duel.json', 'stag', 'mage', '--mk', '--json').out)
    expect(unnamed.refusal.code).toBe('dial-choice-required')
  })
})
