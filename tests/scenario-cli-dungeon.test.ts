import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkDungeonExpectation, DungeonSession, dungeonSettingsOf, parseDungeonScenarioFile } from '../src/judge'
import type { Scene } from '../src/scene/schema'
import { parseSceneText, validateScene } from '../src/scene/validate'
import { purposeText } from '../src/view/i18n/purposeTexts'
import { runCli } from './runCli'

/**
 * The shipped Mage Knight Dungeons game files (`scenes/scenarios/mkd-*.mkd.json`, issue 13):
 * every one played by `npm run play` with every expectation met, the rolls said in German, and
 * the command line's answers to a broken rule (exit 1) and a bad file (exit 2).
 */

const DIR = 'scenes/scenarios'
const files = readdirSync(DIR).filter((n) => n.endsWith('.mkd.json'))

function sceneOf(path: string): { file: ReturnType<typeof parse>; scene: Scene } {
  const file = parse(path)
  const ref = file.scene
  if (typeof ref !== 'string') {
    const inline = validateScene(ref)
    if (!inline.ok) throw new Error(`${path}: its inline scene is invalid`)
    return { file, scene: inline.scene }
  }
  const r = parseSceneText(readFileSync(resolve('scenes', `${ref}.json`), 'utf8'))
  if (!r.ok) throw new Error(`${path}: scene ${ref} does not parse`)
  return { file, scene: r.scene }
}
function parse(path: string) {
  const r = parseDungeonScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!r.ok) throw new Error(r.problems.join('\n'))
  return r.scenario
}
const play = (...args: string[]) => {
  const run = runCli('play', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('the shipped Dungeons game files', () => {
  it('are the five issue 13 asks for and the three of its gaps (settings, a spawn acting, a hero attacking one), and each meets every expectation through the session', () => {
    expect(files.sort()).toEqual([
      'mkd-ability-replaced.mkd.json',
      'mkd-chair-shockwave.mkd.json',
      'mkd-haunted-artifact.mkd.json',
      'mkd-hero-attack.mkd.json',
      'mkd-pillar-blocks.mkd.json',
      'mkd-refresh.mkd.json',
      'mkd-setting-orthogonal.mkd.json',
      'mkd-spawn-acts.mkd.json',
    ])
    for (const name of files) {
      const { file, scene } = sceneOf(join(DIR, name))
      const session = DungeonSession.create({ scene, seed: file.seed, settings: dungeonSettingsOf(file.settings) })
      for (const [i, step] of file.steps.entries()) {
        const check = checkDungeonExpectation(step.expect, session.do(step))
        expect(check?.met ?? true, `${name} steps[${i}]: ${check?.detail}`).toBe(true)
      }
      // Every roll says what it is for in German (the token draw, the shuffles, an object's attack).
      for (const roll of session.log) {
        expect(roll.purposeKey, `${name}: ${roll.purpose}`).toBeDefined()
        expect(purposeText(roll, 'de')).not.toMatch(/[{}]|undefined/)
      }
    }
  })

  it('npm run play: exit 0, what 002 says happened (the ability replaced, the idol refilled, the chair gone)', () => {
    const replaced = JSON.parse(play(join(DIR, 'mkd-ability-replaced.mkd.json'), '--json').out)
    expect(replaced.unmetExpectations).toBe(0)
    const mage = replaced.holdings.find((h: { hero: string }) => h.hero === 'mage')
    expect(mage.ability.ability).not.toBe('stealth')
    const refresh = play(join(DIR, 'mkd-refresh.mkd.json'), '--json')
    expect(refresh.code).toBe(0)
    // 002 "Marken erneuern": the idol is topped up to its start's 1 yellow, 1 blue, 1 red (R-MKD-6). The weak melee
    // token went back to the yellow pool and is dealt again; the blue pool is dry while the blue refresh token acts
    // (it goes back only after, R-MKD-6), so one blue is short (R-MKD-10).
    const out = JSON.parse(refresh.out)
    const idol = out.artifacts.find((a: { id: string }) => a.id === 'idol')
    expect(idol.tokens).toEqual({ yellow: 1, blue: 0, red: 1 })
    expect(out.steps[4].outcome.use.refreshed.find((r: { artifact: string }) => r.artifact === 'idol')).toEqual({
      artifact: 'idol',
      dealt: 1,
      short: 1,
    })
    const chair = play(join(DIR, 'mkd-chair-shockwave.mkd.json'))
    expect(chair.code).toBe(0)
    expect(chair.out).toMatch(/against defence 7 of chair: 1 difficult terrain markers/)
  })

  it('an expectation the rules do not meet is exit 1; a bad file or an unknown name exit 2, named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'play-mkd-'))
    const pillar = JSON.parse(readFileSync(join(DIR, 'mkd-pillar-blocks.mkd.json'), 'utf8'))
    // As if the pillar let the dwarf through: the file's own refusal expected as allowed.
    pillar.steps[1].expect = { ok: true }
    pillar.scene = resolve('scenes', 'mk-dungeon.json')
    writeFileSync(join(dir, 'broken.mkd.json'), JSON.stringify(pillar))
    const broken = play(join(dir, 'broken.mkd.json'))
    expect(broken.code).toBe(1)
    expect(broken.out).toMatch(/NOT MET/)
    const bad = { ...pillar, steps: [{ do: 'fly', hero: 'dwarf' }] }
    writeFileSync(join(dir, 'bad.mkd.json'), JSON.stringify(bad))
    const refused = play(join(dir, 'bad.mkd.json'))
    expect(refused.code).toBe(2)
    expect(refused.err).toMatch(/steps\[0\]\.do/)
    const ghost = { ...pillar, steps: [{ do: 'activate', hero: 'ghost' }] }
    writeFileSync(join(dir, 'ghost.mkd.json'), JSON.stringify(ghost))
    const named = play(join(dir, 'ghost.mkd.json'))
    expect(named.code).toBe(2)
    expect(named.err).toMatch(/steps\[0\]\.hero: no figure "ghost"/)
  })
})

describe("a game file's settings (R-MKD-*)", () => {
  const path = join(DIR, 'mkd-setting-orthogonal.mkd.json')

  it('R-MKD-1: npm run play applies diagonalSteps never; the same file without it plays the diagonal step for 1', () => {
    const withSetting = JSON.parse(play(path, '--json').out)
    expect(withSetting.unmetExpectations).toBe(0)
    expect(withSetting.settings.diagonalSteps).toBe('never')
    expect(withSetting.steps[1].refusal.code).toBe('diagonal-step-blocked')
    const dir = mkdtempSync(join(tmpdir(), 'play-mkd-settings-'))
    const file = JSON.parse(readFileSync(path, 'utf8'))
    delete file.settings
    writeFileSync(join(dir, 'default.mkd.json'), JSON.stringify({ ...file, scene: resolve('scenes', 'mk-dungeon.json') }))
    const run = play(join(dir, 'default.mkd.json'), '--json')
    // Under the default clear-corner the diagonal step (2,4)-(3,5) is allowed for 1: two expectations fail.
    expect(run.code).toBe(1)
    const out = JSON.parse(run.out)
    expect(out.steps[1].ok).toBe(true)
    expect(out.steps[1].outcome.move.cost).toBe(1)
  })

  it('an unknown setting or a value outside its choices is refused, the field named', () => {
    const file = JSON.parse(readFileSync(path, 'utf8'))
    const wrongName = parseDungeonScenarioFile({ ...file, settings: { diagonalStep: 'never' } })
    expect(wrongName.ok ? [] : wrongName.problems.join('\n')).toMatch(/settings.*diagonalStep/)
    const wrongValue = parseDungeonScenarioFile({ ...file, settings: { refresh: 'sometimes' } })
    expect(wrongValue.ok ? [] : wrongValue.problems.join('\n')).toMatch(/settings\.refresh/)
  })
})

describe('002 Stuhl: the command line shows where a carried chair may be put down', () => {
  it('after the move with the chair, the step lists the put-down places (text and --json)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'play-mkd-putdown-'))
    const file = {
      format: 'sightline-mkd-scenario',
      version: 1,
      scene: resolve('scenes', 'mk-dungeon.json'),
      seed: 1,
      steps: [
        { do: 'activate', hero: 'dwarf' },
        { do: 'move', hero: 'dwarf', to: [3, 5] },
        { do: 'pickUp', hero: 'dwarf', furniture: 'chair' },
        { do: 'move', hero: 'dwarf', to: [3, 6] },
        { do: 'putDown', hero: 'dwarf', at: [4, 6] },
      ],
    }
    writeFileSync(join(dir, 'carry.mkd.json'), JSON.stringify(file))
    const json = JSON.parse(play(join(dir, 'carry.mkd.json'), '--json').out)
    // Seven free squares round (3,6) (src/judge/dungeon/offers.test.ts counts them); none once it is down.
    expect(json.steps[3].putDown.map((p: { at: number[] }) => p.at.join(','))).toContain('4,6')
    expect(json.steps[3].putDown).toHaveLength(7)
    // The eighth square round it, (2,6), is under the griffon throne: offered refused (R-MKDV-3), counted.
    expect(json.steps[3].putDownRefused).toBe(1)
    expect(json.steps[4].putDown).toBeUndefined()
    const text = play(join(dir, 'carry.mkd.json')).out
    expect(text).toMatch(/offer putDown: \[2,5\], \[3,5\], \[4,5\], \[4,6\]/)
  })
})

describe('R-MKD-17, R-MKDV-4: the command line shows a hero attack on a dungeon figure by name', () => {
  it('the offer with its numbers under the step, before the roll; the figures left by name at the end', () => {
    const text = play(join(DIR, 'mkd-hero-attack.mkd.json')).out
    // scenes/scenarios/mkd-hero-attack.mkd.json: attack 9 against the Shade's defence 14 needs 5 (30 of 36, 83%).
    expect(text).toMatch(
      /#3 heroAttack hero=mage target=shade\n {4}offer attack on Shade \(shade\): ranged, attack 9 against defence 14, 2d6 needs 5 \(83%\), damage 2\n {4}roll/,
    )
    expect(text).toContain('Dungeon figures: Cave lurker (lurker) on (8,13).')
    const json = JSON.parse(play(join(DIR, 'mkd-hero-attack.mkd.json'), '--json').out)
    expect(json.steps[2].offer).toMatchObject({ target: 'shade', name: 'Shade', preview: { needed: 5, damage: 2 } })
    expect(json.spawns).toEqual([{ id: 'lurker', name: 'Cave lurker', square: [8, 13] }])
  })
})
