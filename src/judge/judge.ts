import { computeSight } from '../geometry/sight/computeSight'
import { DEFAULT_SIGHT_OPTIONS } from '../geometry/sight/sightOptions'
import { stepTo } from '../geometry/measure/surfaces'
import type { TableWorld } from '../geometry/world/tableWorld'
import { DEFAULT_COVER_SETTINGS, judgeCover } from '../rules/universalis/sight'
import { judgeStep, type StepRuling } from '../rules/universalis/movement'
import type { JudgeSettings, SightJudgement } from './api'

export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = {
  sight: DEFAULT_SIGHT_OPTIONS,
  cover: DEFAULT_COVER_SETTINGS,
}

/** Settings with any part left out taken from the defaults. */
export function withDefaults(
  settings: Partial<{ sight: Partial<JudgeSettings['sight']>; cover: Partial<JudgeSettings['cover']> }> = {},
): JudgeSettings {
  return {
    sight: { ...DEFAULT_SIGHT_OPTIONS, ...settings.sight },
    cover: { ...DEFAULT_COVER_SETTINGS, ...settings.cover },
  }
}

/**
 * Sight, cover and distances for a shooter and a target: the geometry's facts, then the
 * rules' ruling on them. The command line and the view both call this, and only this.
 */
export function judgeSight(
  world: TableWorld,
  fromId: string,
  toId: string,
  settings: JudgeSettings = DEFAULT_JUDGE_SETTINGS,
): SightJudgement {
  const sight = computeSight(world, fromId, toId, settings.sight)
  const ruling = judgeCover(
    {
      observer: world.requireFigure(fromId),
      target: world.requireFigure(toId),
      figures: world.scene.figures,
      // The castle's parts (walls, closed portals, rubble, planks) are terrain for cover too.
      terrain: world.terrain,
      sight,
    },
    settings.cover,
  )
  return { ruling, sight }
}

/** A figure stepping to (x, z): drop or climb, and what the rules make of it (8.5 to 8.8). */
export function judgeStepAt(world: TableWorld, figureId: string, x: number, z: number): StepRuling {
  return judgeStep(stepTo(world, figureId, x, z))
}
