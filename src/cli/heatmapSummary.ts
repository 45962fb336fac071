/**
 * `--heatmap` without --png or --json: a few lines of text, as a player at a terminal expects an
 * answer (the last player's pass: the map exited 2 asking for a file). What was judged (shooters,
 * the target's side, size profile, level, grid), how many cells a figure can stand on, how many
 * of those some shooter sees, the cover of the seen ones by level (9.3: the lowest over the
 * shooters that see), and the time the run took. Shares are of the cells the figure stands on.
 */
import { CELL, UNSEEN, type HeatmapResult, type HeatmapSpec } from '../judge'
import type { Scene } from '../scene/schema'

const COVER_WORDS = ['no cover', 'soft', 'hard', 'massive'] as const

/** The counts the text gives, from the cells (pure; the JSON's `counts` are the same three first). */
export interface HeatmapTally {
  cells: number
  /** A figure stands there: judged, or copied from agreeing neighbours (inferred). */
  standing: number
  /** Why no figure stands: no level under it, a solid, a figure in the way. */
  noLevel: number
  blocked: number
  figure: number
  /** Not reached (a cancelled run); 0 in a finished one. */
  pending: number
  seen: number
  /** Seen cells by their cover level, 0 none .. 3 massive. */
  byCover: [number, number, number, number]
}

export function tallyCells(result: HeatmapResult): HeatmapTally {
  const { state, seeing, cover } = result.values
  const t: HeatmapTally = {
    cells: state.length,
    standing: 0,
    noLevel: 0,
    blocked: 0,
    figure: 0,
    pending: 0,
    seen: 0,
    byCover: [0, 0, 0, 0],
  }
  for (let k = 0; k < state.length; k++) {
    const s = state[k]
    if (s === CELL.noLevel) t.noLevel++
    else if (s === CELL.blocked) t.blocked++
    else if (s === CELL.figure) t.figure++
    else if (s === CELL.pending) t.pending++
    else {
      t.standing++
      if (seeing[k] > 0) {
        t.seen++
        if (cover[k] !== UNSEEN) t.byCover[cover[k]]++
      }
    }
  }
  return t
}

/** "40 (25.0%)": a count and its share of `of`, one decimal. */
const share = (n: number, of: number) => `${n} (${of === 0 ? '0.0' : ((100 * n) / of).toFixed(1)}%)`

/** The summary's lines; `seconds` the run's wall time, `workers` its threads. */
export function heatmapSummary(scene: Scene, spec: HeatmapSpec, result: HeatmapResult, seconds: number, workers: number): string {
  const t = tallyCells(result)
  const { nx, nz, step } = result.grid
  const level = spec.level.kind === 'piece' ? spec.level.id : spec.level.kind
  const shooters = spec.shooters.length === 1 ? spec.shooters[0] : `${spec.shooters.length} shooters (${spec.shooters.join(', ')})`
  const refused = t.noLevel + t.blocked + t.figure
  const unseen = t.standing - t.seen
  const lines = [
    `heat map of ${scene.name}: ${shooters} against side ${spec.side}, a ${spec.profile}${spec.prone ? ' prone' : ''} figure on level ${level}`,
    `  cells: ${nx} x ${nz} = ${t.cells}, ${step} cm apart; a figure stands on ${share(t.standing, t.cells)}; refused ${refused} (no level ${t.noLevel}, a solid in the way ${t.blocked}, a figure in the way ${t.figure})${t.pending > 0 ? `; not judged ${t.pending} (cancelled)` : ''}`,
    `  of the cells it stands on: seen by a shooter ${share(t.seen, t.standing)}, unseen ${share(unseen, t.standing)}`,
    `  cover where seen (the lowest over the shooters that see, 9.3): ${t.byCover.map((n, c) => `${COVER_WORDS[c]} ${share(n, t.seen)}`).join(', ')}`,
    `  judged in ${seconds.toFixed(1)} s on ${workers} thread(s)${result.judged < t.cells - t.pending ? `, ${result.judged} cells by a worker, the rest copied from agreeing neighbours` : ''}`,
  ]
  return `${lines.join('\n')}\n`
}
