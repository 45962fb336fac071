import { describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/** Runs the command line as `npm run judge` does (the pre-built bundle, tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}
const json = (...args: string[]) => JSON.parse(judge(...args, '--json').out)

describe('npm run judge --reach (scenes/hill-and-wall.json)', () => {
  it('climbs the 2.7 cm wall: 3.5 cm across plus 2 x 2.7 = 5.4 cm up, 8.9 cm in one move action', () => {
    // r-wall stands at (43, 0, 40), 1.75 cm of air between its base (r 1.25) and the wall's west
    // face at x = 46. The goal (46.5, 2.7, 40) is on the wall's centre line, straight east:
    // 3.5 cm across in all; the climb of 2.7 cm counts double (8.7): 3.5 + 5.4 = 8.9 cm.
    // Speed 10 from r-wall's card (guard-spearman, GK 10, not overloaded): one move action, 1 AP (8.3).
    const r = json('hill-and-wall', '--reach', 'r-wall', '46.5', '2.7', '40')
    expect(r).toMatchObject({ reachable: true, refusal: null, moveActions: 1, apNeeded: 1, apAvailable: 6 })
    expect(r.cost).toBeCloseTo(8.9, 3)
    expect(r.finalSurface).toEqual({ on: 'wall-1', height: 2.7 })
    const climb = r.segments.find((s: { kind: string }) => s.kind === 'climb')
    expect(climb.climbedUp).toBeCloseTo(2.7, 6)
    // 8.9 cm at speed 4 is ceil(8.9 / 4) = 3 move actions.
    expect(json('hill-and-wall', '--reach', 'r-wall', '46.5', '2.7', '40', '--speed', '4')).toMatchObject({ moveActions: 3, apNeeded: 3 })
  })

  it('says when the AP of this activation do not reach: 30 cm at speed 10 takes 3 AP', () => {
    // Straight north on open ground from (43, 0, 40) to (43, 0, 70): 30 cm, 3 move actions.
    expect(json('hill-and-wall', '--reach', 'r-wall', '43', '0', '70')).toMatchObject({ reachable: true, apNeeded: 3, cost: 30 })
    expect(json('hill-and-wall', '--reach', 'r-wall', '43', '0', '70', '--ap', '2')).toMatchObject({
      reachable: false,
      apNeeded: 3,
      apAvailable: 2,
    })
  })

  it('comes down from the tower by its ladder: 4 + sqrt(3² + 10²) + 3 = 17.44 cm', () => {
    // b-tower at (70, 10, 20); the ladder runs from the tower's rim (70, 10, 24) down to
    // (70, 0, 27); the goal (70, 0, 30). All on the line x = 70: 4 cm to the ladder's top,
    // its length sqrt(3² + 10²) = 10.440 (8.6: measured like any move), 3 cm from its foot.
    // A 10 cm drop is more than H = 4, which the default (no risk) does not take.
    const r = json('hill-and-wall', '--reach', 'b-tower', '70', '0', '30')
    expect(r.cost).toBeCloseTo(17.44, 2)
    expect(r.segments.map((s: { kind: string }) => s.kind)).toEqual(['walk', 'ladder', 'walk'])
    expect(r).toMatchObject({ moveActions: 2, apNeeded: 2, tests: [] })
    // Accepting damage, it jumps off: 10 cm across, the 10 cm fall free (8.8), but an EH test
    // first and an automatic hit (above 2H = 8, 8.8.1).
    const risky = json('hill-and-wall', '--reach', 'b-tower', '70', '0', '30', '--risk', 'damage')
    expect(risky.cost).toBeCloseTo(10, 6)
    expect(risky.tests.map((t: { kind: string }) => t.kind)).toEqual(['courage'])
    expect(risky.segments.find((s: { kind: string }) => s.kind === 'drop').dropped).toBeCloseTo(10, 6)
  })

  it('prints a readable ruling with the clauses', () => {
    const { code, out } = judge('hill-and-wall', '--reach', 'r-wall', '46.5', '2.7', '40')
    expect(code).toBe(0)
    expect(out).toContain('Reachable this activation: 1 move action(s), 1 AP of 6.')
    expect(out).toMatch(/climb, 1\.50 cm across, 2\.70 cm up \(x2, 8\.7\)/)
    expect(out).toContain('Universalis 8.7 (Klettern)')
  })

  it('refuses an occupied goal and names bad arguments (exit 2, no stack trace)', () => {
    // b-tower stands at (70, 10, 20): r-wall cannot end 1 cm from its centre.
    expect(json('hill-and-wall', '--reach', 'r-wall', '70', '10', '21').refusal.code).toBe('goal-occupied')
    const bad = judge('hill-and-wall', '--reach', 'r-wall', '46.5', 'high', '40')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('Y: expected a number in cm, got "high"')
    expect(bad.err).not.toMatch(/\n\s+at .+:\d+:\d+/)
    const missing = judge('hill-and-wall', '--reach', 'r-wall', '46.5', '40')
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('--reach takes SCENE FIGURE X Y Z')
    expect(judge('hill-and-wall', '--reach', 'r-wall', '1', '0', '1', '--risk', 'yes').err).toContain(
      '--risk: expected none or tests or damage',
    )
  })
})
