import { describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/** The second example scenario, scenes/scenarios/rampart-push.json, played as `npm run play` does (the pre-built bundle, tests/runCli.ts). */
function play(...args: string[]) {
  const run = runCli('play', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

interface StepOut {
  ok: boolean
  step: { do: string }
  lines?: { key: string; value: unknown }[]
  events?: { kind: string; [k: string]: unknown }[]
  refusal?: { code: string }
  rolls: { purpose: string }[]
}

describe('npm run play: pushed off the rampart (8.3, 15.2, 8.8.1, 5.7)', () => {
  it('a charge along the rampart, a push over its end, a fall of 9 cm as an automatic hit, the round ended and the next begun', () => {
    const r = play('scenes/scenarios/rampart-push.json', '--json')
    expect(r.code).toBe(0)
    const out = JSON.parse(r.out) as { steps: StepOut[]; unmetExpectations: number; log: unknown[] }
    expect(out.unmetExpectations).toBe(0)
    expect(out.steps.map((s) => s.step.do)).toEqual([
      'startRound',
      'choose',
      'beginPhase',
      'charge',
      'melee',
      'endPhase',
      'beginPhase',
      'endPhase',
      'choose',
      'beginPhase',
      'endPhase',
      'beginPhase',
      'endPhase',
      'endRound',
      'startRound',
    ])
    const charge = out.steps[3]
    const line = (key: string) => charge.lines!.find((l) => l.key === key)?.value
    // From x = 40 to base contact with the spearman at x = 55: 55 - 2 x 1.25 - 0.05 = 52.45, 12.45 cm: two move
    // actions (speed 10), the first 1 AP, the second the charge at the Morningstar's WK 2 (8.3, R-E.4a).
    expect(charge.events![0]).toMatchObject({ kind: 'moved', modelId: 'r-warlord', to: [52.45, 9, 45], cm: 12.45 })
    expect([line('move.apPaid'), line('melee.ap')]).toEqual([1, 2])
    // The warlord won (the seed's NK rolls) and pushed: the rampart ends 5 cm east of the spearman (x = 60); the push
    // line is sampled every 0.25 cm, so the base centre is past the edge at 5.25 cm and falls the rampart's 9 cm.
    const pushed = charge.events!.find((e) => e.kind === 'pushed')
    expect(pushed).toMatchObject({ modelId: 'b-spear', by: 'r-warlord', cm: 5.25, fall: 'hit' })
    // 9 cm is more than 2H = 8 (medium, H = 4): an automatic hit of strength KO 3 and damage KO 3 (8.8.1, R-E.3a).
    expect(line('fall.hit')).toBe(3)
    expect(charge.rolls.map((x) => x.purpose)).toContain('wound roll of fall of b-spear')
    // Below the rampart it is out of base contact: no counter-attack (15.4 needs contact).
    expect(out.steps[4]).toMatchObject({ ok: false, refusal: { code: 'not-in-base-contact' } })
    // Every model had its phase: the round ends (5.7) and round 2 starts.
    expect(out.steps.slice(13).map((s) => s.ok)).toEqual([true, true])
    expect(out.steps[13].lines).toContainEqual(expect.objectContaining({ key: 'ap.halvedAndCarried', value: true }))
  })
})
