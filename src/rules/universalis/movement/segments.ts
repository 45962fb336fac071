import type { PathAnswer } from '../../../geometry/types'
import { universalis, type Clause, type RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { judgeJump, judgeStep } from './falling'
import type { MovementSettings } from './pathRules'
import type { Refusal } from '../refusals'
import { MOVE_CLAUSES as C } from './clauses'
import type { MovePlan, MoveQuery, RequiredTest } from './movement'

/**
 * What each segment of a measured path asks of the rules (8.6 to 8.8): climbs counted and capped
 * at 2 x H, ladders, jumps with their movement test, drops with the courage and fall-damage tests;
 * and the refusal a path the planner could not find gives. Split from movement.ts (planMove).
 */

type RefuseWith = (code: Refusal['code'], reason: string, clause: Clause, params?: Refusal['params']) => void

export interface SegmentRulings {
  lines: RulingLine[]
  tests: RequiredTest[]
  drops: MovePlan['drops']
}

/** Rules every segment of `path` for `model` moving as `mover` with speed `speed` (cm) and height `H` (cm). */
export function ruleSegments(
  { model, mover, path }: Pick<MoveQuery, 'model' | 'mover' | 'path'>,
  settings: MovementSettings,
  speed: number,
  H: number,
  out: SegmentRulings,
  refuseWith: RefuseWith,
): void {
  const { lines, tests, drops } = out
  path.segments.forEach((seg, i) => {
    if (seg.kind === 'climb') {
      const height = Math.max(seg.climbedUp, seg.climbedDown)
      lines.push({
        key: 'move.climb',
        value: round(seg.climbedUp + seg.climbedDown),
        clause: C.climb,
        ...detailed('move.climb', 'segment {segment}: {up} up, {down} down, counted x{factor}', {
          segment: i + 1,
          up: round(seg.climbedUp),
          down: round(seg.climbedDown),
          factor: settings.fall.climbCostFactor,
        }),
      })
      if (mover.movementType !== 'flight' && height > 2 * H + settings.fall.limitTolerance)
        refuseWith('too-high', `segment ${i + 1}: ${round(height)} cm is more than 2 x H = ${2 * H} cm to climb`, C.climb, {
          segment: i + 1,
          cm: round(height),
          maxCm: 2 * H,
        })
    } else if (seg.kind === 'ladder') {
      lines.push({
        key: 'move.ladder',
        value: round(seg.laddered),
        clause: C.ladder,
        ...detailed('move.ladder', 'segment {segment}: ladder "{ladder}", its length as measured', {
          segment: i + 1,
          ladder: String(seg.ladder),
        }),
      })
    } else if (seg.kind === 'jump' && mover.movementType !== 'flight') {
      const jump = judgeJump(seg.gap ?? 0, speed, mover.prone, settings.fall, i + 1)
      lines.push(...jump.lines)
      if (jump.outcome === 'impossible')
        refuseWith('too-far', `segment ${i + 1}: a gap of ${round(seg.gap ?? 0)} cm cannot be jumped`, C.jump, {
          segment: i + 1,
          cm: round(seg.gap ?? 0),
        })
      if (jump.outcome === 'test')
        tests.push({
          kind: 'jump',
          attribute: 'AGI',
          optional: false,
          segment: i,
          clause: C.jump,
          ...detailed('move.jumpTest', 'gap {gap} cm over the speed {speed}: on failure the model falls', {
            gap: round(seg.gap ?? 0),
            speed,
          }),
        })
    }
    if (seg.dropped > 0 && mover.movementType !== 'flight') {
      const step = judgeStep(
        {
          figureId: model.id,
          from: seg.from,
          landing: seg.to,
          landingOn: path.finalSurface?.on ?? 'table',
          dropHeight: seg.dropped,
          profileHeight: H,
          ladder: null,
        },
        settings.fall,
      )
      drops.push({ segment: i, ruling: step })
      lines.push({
        key: 'move.drop',
        value: round(seg.dropped),
        clause: C.drop,
        ...detailed('move.drop', 'segment {segment}: {outcome}; the height fallen costs nothing', {
          segment: i + 1,
          outcome: step.outcome,
        }),
      })
      if (step.needsCourageTest)
        tests.push({
          kind: 'courage',
          attribute: 'EH',
          optional: false,
          segment: i,
          clause: C.drop,
          ...detailed('move.courageTest', 'drop of {cm} cm above H = {height}: EH test to let itself drop', {
            cm: round(seg.dropped),
            height: H,
          }),
        })
      if (step.outcome === 'test')
        tests.push({
          kind: 'fallDamage',
          attribute: 'AGI',
          optional: false,
          segment: i,
          clause: universalis('8.8.1', 'Fallschaden'),
          ...detailed('move.fallDamageTest', 'movement test, or a hit of strength KO, damage half KO'),
        })
    }
  })
}

export function pathRefusal(path: PathAnswer): Refusal | null {
  if (path.found) return null
  const reasons: Record<NonNullable<PathAnswer['reason']>, [Refusal['code'], string]> = {
    'off-table': ['goal-off-table', 'the goal is off the table'],
    'not-standable': [
      'cannot-stand-there',
      `the figure cannot stand at the goal (levels there: ${path.levelsAtGoal.join(', ') || 'none'})`,
    ],
    blocked: ['impassable', 'the goal lies in impassable terrain'],
    occupied: ['goal-occupied', 'another model stands at the goal'],
    'no-path': ['no-path', 'no way there: too high to climb, impassable, or blocked by models'],
  }
  const [code, reason] = reasons[path.reason ?? 'no-path']
  const clause = code === 'impassable' ? C.passability : C.move
  return code === 'cannot-stand-there'
    ? { code, reason, clause, params: { levels: path.levelsAtGoal.join(', ') } }
    : { code, reason, clause }
}

/** Rules on a planned path: actions, AP, tests and refusals. */

const round = (x: number): number => Math.round(x * 1000) / 1000
