import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/** Runs the command line as `npm run play` does (the pre-built bundle, tests/runCli.ts). */
function play(...args: string[]) {
  const run = runCli('play', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('npm run play', () => {
  it('plays the example scenario: every step ruled, every expectation met, every roll in the log', () => {
    const r = play('scenes/scenarios/skirmish-first-blood.json', '--json')
    expect(r.code).toBe(0)
    const out = JSON.parse(r.out)
    expect(out.steps.length).toBe(16)
    expect(out.unmetExpectations).toBe(0)
    const refused = out.steps.filter((s: { ok: boolean }) => !s.ok).map((s: { refusal: { code: string } }) => s.refusal.code)
    expect(refused).toEqual(['no-line-of-sight', 'not-enough-ap', 'needs-reload'])
    // The log holds the set-up's two deployment rolls and every roll of the steps, numbered in order.
    const stepRolls = out.steps.reduce((n: number, s: { rolls: unknown[] }) => n + s.rolls.length, 0)
    expect(out.log.length).toBe(2 + stepRolls)
    expect(out.log.map((x: { index: number }) => x.index)).toEqual(out.log.map((_: unknown, i: number) => i))
  })

  it('names a missing file and a bad step, exit code 2, no stack trace', () => {
    const missing = play('no/such/scenario.json')
    expect(missing.code).toBe(2)
    expect(missing.err).toMatch(/^play: SCENARIO: no file "no\/such\/scenario.json"/)
    const dir = mkdtempSync(join(tmpdir(), 'play-'))
    const bad = join(dir, 'bad.json')
    writeFileSync(
      bad,
      JSON.stringify({
        format: 'sightline-scenario',
        version: 1,
        scene: 'skirmish-ruins',
        seed: 1,
        leaders: { red: 'r-captain', blue: 'b-sergeant' },
        steps: [{ do: 'startRound' }, { do: 'fly', figure: 'r-owl' }],
      }),
    )
    const r = play(bad)
    expect(r.code).toBe(2)
    expect(r.err).toContain('steps[1].do')
    expect(r.err).not.toMatch(/\n\s+at /)
  })

  it('exits 1 when a step does not meet its expectation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'play-'))
    const file = join(dir, 'unmet.json')
    writeFileSync(
      file,
      JSON.stringify({
        format: 'sightline-scenario',
        version: 1,
        scene: 'skirmish-ruins',
        seed: 1,
        leaders: { red: 'r-captain', blue: 'b-sergeant' },
        steps: [{ do: 'endRound', expect: { ok: true } }],
      }),
    )
    const r = play(file)
    expect(r.code).toBe(1)
    expect(r.out).toContain('NOT MET')
  })
})
