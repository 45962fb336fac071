import type { MeleeSettings } from './types'

/**
 * The exact chances of a melee before it is fought (15.1, 4.8.2, R-15.1c, R-15.1d), from the
 * plan's totals: both sides roll a W12 and add their NK total; the attacker's rerolls are taken
 * first while it still loses, then the defender's while it loses (melee.ts `contestWithRerolls`);
 * a tie goes to compared AGI rolls, repeated until someone wins unless the setting says a second
 * tie ends it with no winner. Every die is enumerated (12 × 12 pairs, then each reroll), so the
 * numbers are exact, not sampled.
 */
export interface MeleeChances {
  attackerWins: number
  defenderWins: number
  /** Only with R-15.1c `agiTie: 'nothing'`: the AGI roll tied too. */
  noWinner: number
  /** The NK roll tied (after rerolls) and AGI decided. */
  agiDecides: number
}

const FACES = 12

/** The final die of a side that rerolls while `loses(die)` and rerolls remain: die → probability. */
function afterRerolls(first: number, rerolls: number, loses: (die: number) => boolean): Map<number, number> {
  const out = new Map<number, number>()
  const walk = (die: number, left: number, p: number) => {
    if (left === 0 || !loses(die)) {
      out.set(die, (out.get(die) ?? 0) + p)
      return
    }
    for (let d = 1; d <= FACES; d++) walk(d, left - 1, p / FACES)
  }
  walk(first, rerolls, 1)
  return out
}

/** One compared AGI roll: P(attacker higher), P(defender higher), P(tie). */
function agiRound(agiAttacker: number, agiDefender: number): { a: number; d: number; tie: number } {
  let a = 0
  let d = 0
  for (let x = 1; x <= FACES; x++)
    for (let y = 1; y <= FACES; y++) {
      if (x + agiAttacker > y + agiDefender) a++
      else if (y + agiDefender > x + agiAttacker) d++
    }
  const n = FACES * FACES
  return { a: a / n, d: d / n, tie: (n - a - d) / n }
}

export function meleeChances(
  totals: { attacker: number; defender: number },
  rerolls: { attacker: number; defender: number },
  agi: { attacker: number; defender: number },
  agiTie: MeleeSettings['agiTie'],
): MeleeChances {
  for (const [name, v] of [
    ['rerolls.attacker', rerolls.attacker],
    ['rerolls.defender', rerolls.defender],
  ] as const)
    if (!Number.isInteger(v) || v < 0 || v > 6) throw new RangeError(`meleeChances: ${name} must be a whole number 0..6, got ${v}`)
  const A = totals.attacker
  const D = totals.defender
  let win = 0
  let lose = 0
  let tie = 0
  const p0 = 1 / (FACES * FACES)
  for (let a1 = 1; a1 <= FACES; a1++)
    for (let b1 = 1; b1 <= FACES; b1++)
      for (const [a, pa] of afterRerolls(a1, rerolls.attacker, (x) => x + A < b1 + D))
        for (const [b, pb] of afterRerolls(b1, rerolls.defender, (y) => y + D < a + A)) {
          const p = p0 * pa * pb
          if (a + A > b + D) win += p
          else if (b + D > a + A) lose += p
          else tie += p
        }
  const r = agiRound(agi.attacker, agi.defender)
  // Repeated AGI rolls end with the attacker winning with r.a / (r.a + r.d); two W12s can always differ.
  const [agiA, agiD, agiNone] = agiTie === 'repeat' ? [r.a / (r.a + r.d), r.d / (r.a + r.d), 0] : [r.a, r.d, r.tie]
  return { attackerWins: win + tie * agiA, defenderWins: lose + tie * agiD, noWinner: tie * agiNone, agiDecides: tie }
}
