import { afterEach, describe, expect, it } from 'vitest'
import { PlaySession, type ScenarioStep } from '../src/judge'
import { createScenario } from '../src/judge/scenario/create'
import type { ScenarioDriver } from '../src/judge/scenario/driver'
import type { Dice } from '../src/rules/kernel'
import { perform, previewMelee } from '../src/rules/universalis/engine'
import { DEFAULT_MELEE_SETTINGS } from '../src/rules/universalis/melee'
import { disposedAfterEach, shippedScene } from './playKit'
import { LEADERS, play } from './scenarioKit'

/**
 * A charge's chances before it is fought (issue "Play", Melee: "the chances before a charge"):
 * on scenes/skirmish-ruins.json the captain of the guard and the marine sergeant are chosen
 * together, the first to act walks to (46, 0, 46) in open ground and the second charges it (as
 * tests/scenario-melee.test.ts plays it). The preview is checked against the charge itself over
 * every branch of the melee's dice: both NK dice, the rerolls a losing side takes, the AGI dice of a tie.
 */
const scene = shippedScene()
const open = disposedAfterEach()
const drivers: ScenarioDriver[] = []
afterEach(() => {
  for (const d of drivers.splice(0)) d.dispose()
})

/** Up to the second model's phase; returns who charges whom with what. */
function toTheCharge(step: (s: ScenarioStep) => void, queue: () => readonly string[]) {
  step({ do: 'startRound' })
  step({ do: 'choose', picks: { red: 'r-captain', blue: 'b-sergeant' } })
  const [first, second] = queue()
  for (const s of [
    { do: 'beginPhase', figure: first },
    { do: 'move', figure: first, to: [46, 0, 46] },
    { do: 'endPhase', figure: first },
    { do: 'beginPhase', figure: second },
  ] as ScenarioStep[])
    step(s)
  const weapon = second === 'r-captain' ? 'Longsword' : 'Combat knife'
  return { do: 'charge', figure: second, target: first, weapon, choice: 'damage' } as Extract<ScenarioStep, { do: 'charge' }>
}

describe('a charge previewed before it is fought (8.3, 15.1, 15.7.1)', () => {
  it('shows the +2 of a charge (15.7.1), the AP of the weapon, and chances that add up', async () => {
    const s = await PlaySession.start({ scene, seed: 2, leaders: LEADERS })
    open.push(s)
    const charge = toTheCharge(
      (step) => {
        const r = s.do(step)
        if (!r.ok) throw new Error(`${step.do}: ${r.refusal.reason}`)
      },
      () => s.game.queue!,
    )
    const r = s.previewMelee(charge)
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.preview.attacker.modifiers).toContainEqual(expect.objectContaining({ key: 'melee.charge', value: 2 }))
    expect(r.preview.ap).toBe(charge.weapon === 'Longsword' ? 2 : 1)
    const c = r.preview.chances
    expect(c.attackerWins + c.defenderWins + c.noWinner).toBeCloseTo(1, 12)
    expect(r.preview.damage?.damage).toBeLessThanOrEqual(c.attackerWins)
    // Nothing happened: the game and the dice are as before the preview.
    expect(s.steps).toHaveLength(6)
    expect(s.previewMelee({ ...charge, target: 'nobody' })).toMatchObject({ ok: false, refusal: { code: 'no-such-model' } })
  })

  it('is the same calculation as the charge: over every branch of its NK, reroll and AGI dice, the attacker wins exactly as often', async () => {
    // R-15.1c "nothing": one AGI roll, so every branch of the dice is finite and counted.
    const settings = { melee: { ...DEFAULT_MELEE_SETTINGS, agiTie: 'nothing' as const } }
    const d = await createScenario({ scene, seed: 2, leaders: LEADERS, settings })
    drivers.push(d)
    const charge = toTheCharge(
      (step) => play(d, [step]),
      () => d.game.queue!,
    )
    const measured = d.measure(charge)
    if (!measured.ok || measured.action.kind !== 'charge') throw new Error('not a charge')
    const preview = previewMelee(d.game, measured.facts, measured.action, d.settings)
    if (!preview.ok) throw new Error(preview.refusal.reason)
    // Every branch of the melee's own dice (NK, its rerolls, AGI) is walked with its weight; every
    // other die (wound, armour, panic) is a 6: they come after the winner is decided.
    const melee = new Set(['roll.nk', 'roll.agiTie'])
    let wins = 0
    let ties = 0
    const branch = (prefix: number[], weight: number): void => {
      let used = 0
      let needMore = false
      const dice: Dice = {
        log: [],
        roll(_sides, p) {
          if (typeof p === 'string' || !melee.has(p.key)) return 6
          if (used < prefix.length) return prefix[used++]
          needMore = true
          throw new Error('needs another die')
        },
      }
      let done: ReturnType<typeof perform> | null = null
      try {
        done = perform(d.game, measured.action, measured.facts, dice, d.settings)
      } catch (error) {
        if (!needMore) throw error
      }
      if (needMore) {
        for (let v = 1; v <= 12; v++) branch([...prefix, v], weight / 12)
        return
      }
      if (!done?.ok) throw new Error('refused')
      const rolled = done.value.events.find((e) => e.kind === 'meleeRolled')
      if (rolled?.kind !== 'meleeRolled') throw new Error('no melee')
      if (rolled.rolled.winner === 'attacker') wins += weight
      if (rolled.rolled.decidedBy === 'AGI') ties += weight
    }
    branch([], 1)
    expect(ties).toBeGreaterThan(0)
    expect(preview.value.chances.agiDecides).toBeCloseTo(ties, 12)
    expect(preview.value.chances.attackerWins).toBeCloseTo(wins, 12)
  }, 300_000) // about 20,000 branches of dice: several seconds idle, a minute or more on a busy machine
})
