import { computeSight } from '../geometry/sight/computeSight'
import { DEFAULT_SIGHT_OPTIONS } from '../geometry/sight/sightOptions'
import { stepTo } from '../geometry/measure/surfaces'
import type { TableWorld } from '../geometry/world/tableWorld'
import { DEFAULT_COVER_SETTINGS, judgeCover } from '../rules/universalis/sight'
import { judgeStep, type StepRuling } from '../rules/universalis/movement'
import type { JudgeSettings, SightJudgement } from './api'
import { detailed, universalis, type RulingLine } from '../rules/kernel'
import type { SightRuling } from '../rules/universalis/sight'
import { figureOverlapsIn } from '../scene/figureOverlaps'
import type { Scene } from '../scene/schema'
import { sightVerdict, type PairOverlap } from './verdicts'

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
  const overlap = pairOverlap(world.scene, fromId, toId)
  const judged = { ...ruling, lines: applicableLines(ruling, overlap) }
  return { ruling: judged, sight, verdict: sightVerdict(judged, overlap) }
}

/** The shooter's overlaps, else the target's: a figure standing inside something (a drag gone wrong, a file's warning). */
export function pairOverlap(scene: Scene, fromId: string, toId: string): PairOverlap | null {
  for (const figure of [fromId, toId]) {
    const what = figureOverlapsIn(scene, figure)
    if (what.length > 0) return { figure, what }
  }
  return null
}

/** Cover rows the rules computed but that cannot apply without a line of sight (4.3: no target, no shot). */
const COVER_ONLY = new Set(['coverFrom', 'touchingCover', 'rangedModifier'])

/**
 * The rules' lines with nothing that contradicts the verdict: without a line of sight the cover
 * level says "not applicable" and its source, armour bonus and ranged modifier are left out; a
 * pair standing inside something is said first, and between two overlapping bases there is no
 * edge-to-edge distance (a "0.00 cm" would read as base contact).
 */
function applicableLines(ruling: SightRuling, overlap: PairOverlap | null): RulingLine[] {
  const notApplicable = detailed('sight.notApplicable.noLineOfSight', 'not applicable: no line of sight')
  const pairOverlaps = overlap?.what.includes(overlap.figure === ruling.from ? ruling.to : ruling.from) === true
  const lines = ruling.lines.flatMap((line): RulingLine[] => {
    if (!ruling.lineOfSight && COVER_ONLY.has(line.key)) return []
    if (!ruling.lineOfSight && line.key === 'cover') return [{ key: 'cover', value: '-', clause: line.clause, ...notApplicable }]
    if (pairOverlaps && line.key === 'distanceEdge')
      return [{ ...line, value: '-', ...detailed('sight.notApplicable.basesOverlap', 'not applicable: the bases overlap') }]
    return [line]
  })
  if (!overlap) return lines
  const said = detailed('sight.overlapping', '{figure} overlaps {what}: distances and sight count once they stand apart', {
    figure: overlap.figure,
    what: overlap.what.join(', '),
  })
  return [{ key: 'overlapping', value: overlap.what.join(', '), clause: universalis('3.6', 'Größenprofil'), ...said }, ...lines]
}

/** A figure stepping to (x, z): drop or climb, and what the rules make of it (8.5 to 8.8). */
export function judgeStepAt(world: TableWorld, figureId: string, x: number, z: number): StepRuling {
  return judgeStep(stepTo(world, figureId, x, z))
}
