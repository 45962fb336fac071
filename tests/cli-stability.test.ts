import { describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/** Runs the command line as `npm run judge` does (the pre-built bundle, tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('npm run judge -- SCENE FROM TO --stability (issue 15, part 2)', () => {
  it('adds `stability` to the JSON: per fact and figure, a status, and for a change its move, direction and new value', () => {
    const { code, out } = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability', '--json')
    expect(code).toBe(0)
    const r = JSON.parse(out)
    expect(r.stability.searchRadiusCm).toBe(10)
    expect(r.stability.entries.map((e: { fact: string; mover: string }) => `${e.fact}/${e.mover}`)).toEqual([
      'lineOfSight/target',
      'cover/target',
      'lineOfSight/shooter',
      'cover/shooter',
    ])
    const cover = r.stability.entries[1]
    expect(cover.now).toBe(r.cover)
    // The JSON is the judge's report; a change carries all three of distance, direction and value.
    for (const e of r.stability.entries)
      if (e.status === 'changes') {
        expect(e.distanceCm).toBeGreaterThan(0)
        expect(e.distanceCm).toBeLessThanOrEqual(10)
        expect(e.direction).toMatch(/^(north|south|east|west|north-east|north-west|south-east|south-west|up|down)$/)
        expect(e.becomes).not.toBe(e.now)
      }
  })

  it('says one line per fact in the text output, and nothing of it without the flag', () => {
    const plain = judge('hill-and-wall', 'r-archer', 'b-crouch')
    expect(plain.out).not.toMatch(/Stability/)
    const { code, out } = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability')
    expect(code).toBe(0)
    expect(out).toMatch(
      /\n {2}cover (changes from \w+ to \w+ if the target moves [\d.]+ (mm|cm) [a-z-]+|stays for any move of the target up to 10 cm)\n/,
    )
  })

  it('refuses --stability where there is no sight ruling', () => {
    const { code, err } = judge('hill-and-wall', '--fall', 'r-archer', '10', '10', '--stability')
    expect(code).toBe(2)
    expect(err).toMatch(/--stability: goes with SCENE FROM TO/)
  })
})
