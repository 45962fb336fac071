import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { TableWorld } from '../src/geometry/tableWorld'
import type { SightJudgement } from '../src/judge/api'
import type { Pair } from './sampling'

/**
 * The judge under test: `judgeSight` from src/judge/judge.ts with its default settings, over
 * the same ordered pairs. It is imported by URL at run time so that the bench (and the type
 * check) work before that module lands; once it exists, any failure to load it is an error,
 * never a silent skip.
 */
export type JudgeSight = (world: TableWorld, fromId: string, toId: string) => SightJudgement

export const DEFAULT_JUDGE_MODULE = new URL('../src/judge/judge.ts', import.meta.url)

/** The judge, or null when its module does not exist yet. */
export async function loadJudge(path?: string): Promise<JudgeSight | null> {
  const url = path ? pathToFileURL(path) : DEFAULT_JUDGE_MODULE
  if (!existsSync(fileURLToPath(url))) {
    if (path) throw new Error(`bench: judge module ${path} not found`)
    return null
  }
  const mod = (await import(url.href)) as { judgeSight?: unknown }
  if (typeof mod.judgeSight !== 'function') throw new Error(`bench: ${url.pathname} exports no judgeSight function`)
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
