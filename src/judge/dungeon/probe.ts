import type { Dice, DieRoll } from '../../rules/kernel'
import type { DungeonRefusal } from './refusals'

/**
 * What an offer says of an action before the click (offers.ts, putDownOffers.ts): allowed, or
 * refused with the rules' or the judge's refusal. Probes roll `ProbeDice`, never the game's
 * dice, so an offer never tells the next draw.
 */
export type Probe = { ok: true } | { ok: false; refusal: DungeonRefusal }

/** Dice that answer 1 and keep their own log, so a probe leaves the game's dice untouched. */
export class ProbeDice implements Dice {
  readonly log: DieRoll[] = []
  roll(): number {
    return 1
  }
}

export const probeOf = (r: { ok: true } | { ok: false; refusal: DungeonRefusal }): Probe =>
  r.ok ? { ok: true } : { ok: false, refusal: r.refusal }
