import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { TableWorld } from '../src/geometry/world/tableWorld'
import type { SightJudgement } from '../src/judge/api'
import { judgeSight } from '../src/judge/judge'
import type { Pair } from './sampling'

/**
 * The judge under test: `judgeSight` from src/judge/judge.ts with its default settings, over
 * the same ordered pairs. `--judge MODULE` swaps in another module exporting `judgeSight`
 * (to compare a candidate change side by side); failing to load it is an error.
 */
export type JudgeSight = (world: TableWorld, fromId: string, toId: string) => SightJudgement

export async function loadJudge(path?: string): Promise<JudgeSight> {
  if (!path) return judgeSight
  if (!existsSync(path)) throw new Error(`bench: judge module ${path} not found`)
  const mod = (await import(pathToFileURL(path).href)) as { judgeSight?: unknown }
  if (typeof mod.judgeSight !== 'function') throw new Error(`bench: ${path} exports no judgeSight function`)
  return mod.judgeSight as JudgeSight
}

export interface JudgeRunner {
  /** Judges every pair once; returns the number of rays the judge reports having cast. */
  run(): number
}

export function createJudgeRunner(judge: JudgeSight, table: TableWorld, pairs: readonly Pair[]): JudgeRunner {
  const from = pairs.map((p) => p.observer.id)
  const to = pairs.map((p) => p.target.id)
  return {
    run() {
      let rays = 0
      for (let p = 0; p < from.length; p++) rays += judge(table, from[p], to[p]).sight.rays.length
      return rays
    },
  }
}
