import { playRefusal, type PlayRefusal } from './refusals'

/**
 * The steps a game at the table has kept, each with the table as it was before it, and the undo
 * of the last one (R-P.1): the Universalis session (session.ts) and the Mage Knight one
 * (src/judge/mk/session.ts) keep their games the same way, so they share this. A step that rolled
 * dice may be taken back only with the setting `undoRollsBackDice` (off: as at a tournament);
 * the snapshot restores the table, the game and the dice together.
 */

interface Kept<Step, Result, Snapshot> {
  step: Step
  result: Result
  before: Snapshot
}

export class StepHistory<Step extends { do: string }, Result extends { rolls: readonly unknown[] }, Snapshot> {
  private readonly kept: Kept<Step, Result, Snapshot>[] = []

  get length(): number {
    return this.kept.length
  }

  get steps(): readonly Step[] {
    return this.kept.map((k) => k.step)
  }

  get results(): readonly Result[] {
    return this.kept.map((k) => k.result)
  }

  /** Keeps a step that was played, with the snapshot taken before it. */
  push(step: Step, result: Result, before: Snapshot): Result {
    this.kept.push({ step, result, before })
    return result
  }

  /** Why the last step cannot be undone, or null when it can (R-P.1). */
  undoRefusal(undoRollsBackDice: boolean): PlayRefusal | null {
    const last = this.kept[this.kept.length - 1]
    if (!last) return playRefusal('nothing-to-undo', {})
    if (last.result.rolls.length > 0 && !undoRollsBackDice)
      return playRefusal('undo-after-dice', { step: last.step.do, rolls: last.result.rolls.length })
    return null
  }

  /** Takes the last step off when it may be undone: its step and the snapshot to restore, or the refusal. */
  undo(undoRollsBackDice: boolean): { ok: true; step: Step; before: Snapshot } | { ok: false; refusal: PlayRefusal } {
    const refusal = this.undoRefusal(undoRollsBackDice)
    if (refusal) return { ok: false, refusal }
    const last = this.kept.pop()!
    return { ok: true, step: last.step, before: last.before }
  }
}

/** A session a game file is replayed into: its steps played in order, disposed when one is refused. */
interface Replayable<Step> {
  do(step: Step): { ok: true } | { ok: false; refusal: { code: string; reason: string } }
  dispose(): void
}

/**
 * Plays a file's steps into a freshly started session (a reload, an opened file). The first
 * refused step disposes the session and is thrown with its index: a file that no longer replays
 * never becomes a half game.
 */
export function replaySteps<Step, S extends Replayable<Step>>(session: S, steps: readonly Step[]): S {
  for (const [i, step] of steps.entries()) {
    const r = session.do(step)
    if (!r.ok) {
      session.dispose()
      throw new RangeError(`steps[${i}]: the game cannot be replayed: ${r.refusal.code}: ${r.refusal.reason}`)
    }
  }
  return session
}
