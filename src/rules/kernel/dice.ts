import type { Clause } from './clauses'
import { mulberry32 } from '../../math/seededRandom'

/**
 * Dice (Universalis 4.8): W12 for every roll of the game (4.8), W6 where a rule asks for one
 * (burning 11.1 moves W6 times, Mage Knight's 2d6). Every roll is recorded with its purpose
 * and clause, so a ruling can show it and a seed replays a whole game.
 *
 * A `Dice` is the only stateful thing the rules core touches: resolution functions take one,
 * roll through it and leave the record in `dice.log`. `seededDice` is reproducible from a
 * number; `scriptedDice` plays back given results (known-answer tests) and refuses to invent any.
 */
export type DieSides = 6 | 12

export interface DieRoll {
  /** Sequence number in this Dice's log, from 0. */
  index: number
  sides: DieSides
  result: number
  /** What the roll is for, e.g. `FK roll of r-archer`. */
  purpose: string
  clause: Clause
}

export interface Dice {
  roll(sides: DieSides, purpose: string, clause: Clause): number
  readonly log: readonly DieRoll[]
}

class RecordingDice implements Dice {
  readonly log: DieRoll[] = []
  constructor(private readonly next: (sides: DieSides, purpose: string) => number) {}
  roll(sides: DieSides, purpose: string, clause: Clause): number {
    const result = this.next(sides, purpose)
    this.log.push({ index: this.log.length, sides, result, purpose, clause })
    return result
  }
}

export function seededDice(seed: number): Dice {
  if (!Number.isInteger(seed)) throw new RangeError(`seed: expected an integer, got ${seed}`)
  const random = mulberry32(seed)
  return new RecordingDice((sides) => 1 + Math.floor(random() * sides))
}

/**
 * Plays back `results` in order. A result outside 1..sides, or running out, throws: a test
 * that scripts dice must say exactly which rolls it expects.
 */
export function scriptedDice(results: readonly number[]): Dice {
  let i = 0
  return new RecordingDice((sides, purpose) => {
    if (i >= results.length) throw new Error(`scriptedDice: no result left for roll ${i} (${purpose})`)
    const r = results[i++]
    if (!Number.isInteger(r) || r < 1 || r > sides)
      throw new Error(`scriptedDice: result ${r} for roll ${i - 1} (${purpose}) is not a W${sides}`)
    return r
  })
}
