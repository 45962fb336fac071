import { performance } from 'node:perf_hooks'

/**
 * Side-by-side timing: every repetition runs each contender once over all pairs, and the order
 * flips from one repetition to the next (A B C, C B A, ...) so that drift of the machine (heat,
 * a neighbour's job, GC debt one contender leaves to the next) does not always land on the
 * same one. The median per contender is what the bench reports.
 */
export interface Contender {
  name: string
  /** One pass over all pairs; returns a number the caller keeps so no work is optimised away. */
  run(): number
}

export interface Timings {
  /** Seconds of each repetition, per contender name, in repetition order. */
  seconds: Map<string, number[]>
  /** Last result of each contender's run(). */
  sink: Map<string, number>
}

export function timeSideBySide(contenders: readonly Contender[], repetitions: number): Timings {
  const seconds = new Map<string, number[]>(contenders.map((c) => [c.name, []]))
  const sink = new Map<string, number>()
  for (let rep = 0; rep < repetitions; rep++) {
    const order = rep % 2 === 0 ? contenders : [...contenders].reverse()
    for (const c of order) {
      const start = performance.now()
      const result = c.run()
      seconds.get(c.name)!.push((performance.now() - start) / 1000)
      sink.set(c.name, result)
    }
  }
  return { seconds, sink }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
