import { describe, expect, it } from 'vitest'
import { figureDistances } from '../src/geometry/measure/distances'
import { play, skirmish } from './scenarioKit'

/**
 * A charge into melee on scenes/skirmish-ruins.json (8.3, 15.1, 15.7.1): the captain of the
 * guard and the marine sergeant are chosen together; whoever acts first walks to (46, 0, 46) in
 * open ground between the ruins and the road, and the other charges it. Which of the two charges
 * depends on the AGI roll; both branches are checked the same way.
 */

describe('a charge into melee (8.3, 15)', () => {
  // Seeds chosen to cover both orders (2: the captain charges, 3 and 4: the sergeant) and both winners (4: the defender).
  for (const seed of [2, 3, 4]) {
    it(`seed ${seed}: the second model charges the first; the charge is paid once (moves + WK) and the NK contest gets +2`, async () => {
      const d = await skirmish(seed)
      try {
        play(d, [{ do: 'startRound' }, { do: 'choose', picks: { red: 'r-captain', blue: 'b-sergeant' } }])
        const [first, second] = d.game.queue!
        play(d, [
          { do: 'beginPhase', figure: first },
          { do: 'move', figure: first, to: [46, 0, 46] },
          { do: 'endPhase', figure: first },
        ])
        play(d, [{ do: 'beginPhase', figure: second }])
        const weapon = second === 'r-captain' ? 'Longsword' : 'Combat knife'
        const wk = second === 'r-captain' ? 2 : 1
        const apBefore = d.game.models[second].ap
        const [charge] = play(d, [{ do: 'charge', figure: second, target: first, weapon, choice: 'damage' }])
        if (!charge.ok) throw new Error('refused')
        // 8.3: every move action before the last costs 1 AP, the last (the charge) its weapon's WK;
        // the melee it turns into costs nothing more.
        const actions = charge.breakdown.lines.find((l) => l.key === 'move.actions')!.value as number
        expect(apBefore - d.game.models[second].ap).toBe(actions - 1 + wk)
        // The charger now stands in base contact with its target (the table was moved).
        expect(figureDistances(d.world.requireFigure(second), d.world.requireFigure(first)).edge).toBeLessThanOrEqual(0.1)
        // 15.7.1: +2 for the attack launched by a charge (the target is not in defence).
        expect(charge.breakdown.modifiers).toContainEqual(expect.objectContaining({ key: 'melee.charge', value: 2 }))
        const nk = charge.breakdown.rolls.filter((r) => r.purpose.startsWith('NK roll: '))
        expect(nk.map((r) => r.purpose)).toEqual([`NK roll: ${second}`, `NK roll: ${first}`])
        // The winner is whoever has the higher total; a tie goes to compared AGI rolls (15.1).
        const [a, b] = nk
        const rolled = charge.events.find((e) => e.kind === 'meleeRolled')
        if (rolled?.kind !== 'meleeRolled') throw new Error('no melee')
        if (a.total! > b.total!) expect(rolled.rolled.winner).toBe('attacker')
        else if (b.total! > a.total!) expect(rolled.rolled.winner).toBe('defender')
        else expect(charge.rolls.some((r) => r.purpose.startsWith('AGI roll'))).toBe(true)
        const wound = charge.rolls.filter((r) => r.purpose.startsWith(`wound roll of ${second}`))
        // The attacker chose damage in advance (R-E.1a): a wound roll follows exactly when it won.
        expect(wound.length).toBe(rolled.rolled.winner === 'attacker' ? 1 : 0)
        // 15.4: the defender may counter-attack right after.
        expect(charge.events).toContainEqual(
          expect.objectContaining({
            kind: 'window',
            window: expect.objectContaining({ kind: 'counterAttack', by: first, against: second }),
          }),
        )
        // In melee now: a charge or a shot is refused (15), only melee actions remain.
        const [again] = play(d, [{ do: 'charge', figure: second, target: first, weapon, expect: { refusal: 'in-melee' } }])
        expect(again.ok ? null : again.refusal.code).toBe('in-melee')
      } finally {
        d.dispose()
      }
    })
  }
})
