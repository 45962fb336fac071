/**
 * The judge: the one path from a scene to a ruling, shared by the command line and the view so
 * that the two can never disagree. Geometry answers the facts, the rules core rules on them.
 *
 * Implemented in src/judge/judge.ts:
 *   judgeSight(world: TableWorld, fromId: string, toId: string, settings?: JudgeSettings): SightJudgement
 *   judgeStepAt(world: TableWorld, figureId: string, x: number, z: number, settings?: JudgeSettings): StepJudgement
 */
import type { SightAnswer, SightOptions } from '../geometry/types'
import type { CoverSettings, SightRuling } from '../rules/universalis/sight'
import type { Detailed } from '../rules/kernel'

export type { CoverSettings }

export interface JudgeSettings {
  sight: SightOptions
  cover: CoverSettings
}

export interface SightJudgement {
  ruling: SightRuling
  /** The geometry behind it: rays (for drawing), silhouette parts, distances. */
  sight: SightAnswer
  /** The one-line verdict (verdicts.ts `sightVerdict`), as the command line prints it. */
  verdict: Detailed
}
