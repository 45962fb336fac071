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

/**
 * What a roll is for, said twice: `text` in English for logs and the command line, and `key`
 * with `params` for the view to say in any language (`roll.fk` with the shooter and target).
 * A plain string is a purpose with no key (older callers and tests).
 */
export interface Purpose {
  key: string
  params: Readonly<Record<string, string | number>>
  text: string
}
export type PurposeLike = string | Purpose

export const purpose = (key: string, params: Purpose['params'], text: string): Purpose => ({ key, params, text })

/** The purpose with more said of it: `suffix` added to the text and `params` to the key's (a side of a contest, a reroll). */
export function refinePurpose(p: PurposeLike, suffix: string, params: Purpose['params']): PurposeLike {
  return typeof p === 'string' ? p + suffix : { key: p.key, params: { ...p.params, ...params }, text: p.text + suffix }
}

/** The fields a roll record carries for its purpose: the text, and the key and params when there are. */
export function purposeFields(p: PurposeLike): { purpose: string; purposeKey?: string; purposeParams?: Purpose['params'] } {
  return typeof p === 'string' ? { purpose: p } : { purpose: p.text, purposeKey: p.key, purposeParams: p.params }
}

export interface DieRoll {
  /** Sequence number in this Dice's log, from 0. */
  index: number
  sides: DieSides
  result: number
  /** What the roll is for, e.g. `FK roll of r-archer`. */
  purpose: string
  /** The purpose as a key and its values, for the view to translate (absent for a plain text purpose). */
  purposeKey?: string
  purposeParams?: Purpose['params']
  clause: Clause
}

export interface Dice {
  roll(sides: DieSides, purpose: PurposeLike, clause: Clause): number
  readonly log: readonly DieRoll[]
}

class RecordingDice implements Dice {
  readonly log: DieRoll[] = []
  constructor(private readonly next: (sides: DieSides, purpose: string) => number) {}
  roll(sides: DieSides, purpose: PurposeLike, clause: Clause): number {
    const fields = purposeFields(purpose)
    const result = this.next(sides, fields.purpose)
    this.log.push({ index: this.log.length, sides, result, ...fields, clause })
    return result
  }
}

/** Seeded dice that can go back to an earlier roll: an undone action takes its rolls back with it. */
export interface RewindableDice extends Dice {
  readonly seed: number
  /** Forgets every roll from `count` on; the next roll is the one that roll `count` was. */
  rewind(count: number): void
}

class SeededDice extends RecordingDice implements RewindableDice {
  private readonly stream: { random: () => number }
  constructor(readonly seed: number) {
    const stream = { random: mulberry32(seed) }
    super((sides) => 1 + Math.floor(stream.random() * sides))
    this.stream = stream
  }
  rewind(count: number): void {
    if (!Number.isInteger(count) || count < 0 || count > this.log.length)
      throw new RangeError(`rules/kernel: rewind to ${count}, the log has ${this.log.length} rolls`)
    // Each roll draws exactly one number, so the generator's state after `count` rolls is the
    // seed's stream advanced `count` times (a few thousand at most in a game: microseconds).
    this.stream.random = mulberry32(this.seed)
    for (let i = 0; i < count; i++) this.stream.random()
    this.log.length = count
  }
}

/**
 * Whether `seed` is one the seeded dice play as written: a whole number from 0 to 2³² − 1.
 * mulberry32 reads only a seed's low 32 bits, so a larger or negative number would play another
 * seed than the one shown and saved. The Dungeons judge, its game files and the view's seed field
 * all ask this one function.
 */
export const isDiceSeed = (seed: number): boolean => Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32

export function seededDice(seed: number): RewindableDice {
  if (!Number.isInteger(seed)) throw new RangeError(`seed: expected an integer, got ${seed}`)
  return new SeededDice(seed)
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
