import type { Point3, StepAnswer } from '../../../geometry/types'
import { ruling, universalis, type Clause, type RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'

/**
 * Rulings on height: letting oneself drop and the fall damage (8.8, 8.8.1), climbing (8.7),
 * ladders (8.6) and jumping gaps (8.5). Pure: it takes the geometry's plain answers
 * (StepAnswer, a gap length) and returns values, never touching Rapier or the view.
 * Our own decisions are documented in docs/RULINGS.md (R-8.5a ... R-8.8e).
 */

/** Settings where players could reasonably disagree; see docs/RULINGS.md for each. */
export interface FallSettings {
  /** R-8.8a: a height difference below this (cm) is level ground, no drop and no climb. */
  levelTolerance: number
  /** R-8.8b: measuring slack (cm) at the H and 2H limits: a drop of H + slack still counts as H. */
  limitTolerance: number
  /** R-8.7a: factor on the vertical distance when climbing without a ladder (8.7: "doppelt"). */
  climbCostFactor: number
}

export const DEFAULT_FALL_SETTINGS: FallSettings = {
  levelTolerance: 0.05,
  limitTolerance: 0.05,
  climbCostFactor: 2,
}

export type StepOutcome = 'level' | 'safe' | 'test' | 'hit' | 'climb'

export interface FallDamage {
  strength: 'KO'
  damage: 'KO' | 'half KO (rounded down)'
}

/** The ruling on one step: what happens if the figure lets itself drop, or what climbing up costs. */
export interface StepRuling {
  figureId: string
  dropHeight: number
  landing: Point3
  landingOn: string
  profileHeight: number
  outcome: StepOutcome
  /** EH test ("Entschlossenheit") needed before it may let itself drop (8.8: drop above H). */
  needsCourageTest: boolean
  /**
   * Climb: may it climb up (8.7, or a ladder 8.6)? Drop: may it climb down instead of falling
   * (R-8.8c)? null on level ground.
   */
  climbAllowed: boolean | null
  /** cm of movement for the vertical part: doubled when climbing (8.7), as measured on a ladder (8.6). */
  climbCost: number | null
  /** What a fall does: on `test` only when the movement test fails, on `hit` always. */
  damage: FallDamage | null
  lines: RulingLine[]
}

const C = {
  profile: universalis('3.6', 'Größenprofil'),
  jump: universalis('8.5', 'Springen'),
  vertical: universalis('8.6', 'Vertikale Bewegung'),
  climb: universalis('8.7', 'Klettern'),
  drop: universalis('8.8', 'Herunterfallen'),
  damage: universalis('8.8.1', 'Fallschaden'),
  level: ruling('R-8.8a', 'Ebener Boden'),
  limits: ruling('R-8.8b', 'Grenzen einschließlich'),
  climbDown: ruling('R-8.8c', 'Herunterklettern statt fallen'),
  halfKo: ruling('R-8.8d', 'Stärke bei halbem Schaden'),
} satisfies Record<string, Clause>

function assertFinite(where: string, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) throw new Error(`rules: ${where} ${name} must be a finite number, got ${value}`)
  }
}

function mergeSettings(settings: Partial<FallSettings> | undefined): FallSettings {
  const merged = { ...DEFAULT_FALL_SETTINGS, ...settings }
  assertFinite('FallSettings', { ...merged })
  return merged
}

/** Climbing the height `rise` (up or down): allowed and its cost, ladder or not. */
function climbing(rise: number, H: number, ladder: string | null, s: FallSettings): { allowed: boolean; cost: number; line: RulingLine } {
  if (ladder !== null) {
    const line = {
      key: 'climb.allowed',
      value: true,
      clause: C.vertical,
      ...detailed('climb.ladder', 'ladder "{ladder}": any height, distance counted as measured', { ladder }),
    }
    return { allowed: true, cost: rise, line }
  }
  const allowed = rise <= 2 * H + s.limitTolerance
  const said = detailed('climb.allowed', 'limit 2 x H = {limit} cm; cost {factor} x {rise} cm', {
    limit: 2 * H,
    factor: s.climbCostFactor,
    rise,
  })
  return { allowed, cost: s.climbCostFactor * rise, line: { key: 'climb.allowed', value: allowed, clause: C.climb, ...said } }
}

/**
 * Rules on a figure stepping to where StepAnswer lands it.
 *
 * - |drop| below `levelTolerance`: `level`.
 * - Drop up to and including H: `safe`, no test (8.8, 8.8.1).
 * - Up to and including 2H: `test`, an EH test to let itself drop and a movement test against
 *   half KO (rounded down) damage.
 * - Above 2H: `hit`, an EH test to let itself drop, then an automatic hit of strength KO, damage KO.
 * - Step up: `climb`, allowed up to 2H at twice the rise (8.7), any height at the rise on a ladder (8.6).
 * A drop also says whether the figure could climb down instead (R-8.8c).
 *
 * @example judgeStep(stepTo(world, 'scout', 12, 30)).outcome // 'test' for a 6 cm drop of a medium figure
 */
export function judgeStep(step: StepAnswer, settings?: Partial<FallSettings>): StepRuling {
  const s = mergeSettings(settings)
  const { dropHeight: drop, profileHeight: H } = step
  assertFinite('judgeStep', { dropHeight: drop, profileHeight: H })
  if (H <= 0) throw new Error(`rules: judgeStep profileHeight must be positive, got ${H}`)
  const base = { figureId: step.figureId, dropHeight: drop, landing: step.landing, landingOn: step.landingOn, profileHeight: H }
  const lines: RulingLine[] = [
    {
      key: 'step.profileHeight',
      value: H,
      clause: C.profile,
      ...detailed('step.profileHeight', 'H of the profile that counts (prone: one smaller, 8.10)'),
    },
    {
      key: 'step.dropHeight',
      value: drop,
      clause: C.drop,
      ...detailed('step.dropHeight', 'landing on "{on}" at {height} cm', { on: step.landingOn, height: step.landing[1] }),
    },
  ]

  if (Math.abs(drop) < s.levelTolerance) {
    lines.push({
      key: 'step.level',
      value: true,
      clause: C.level,
      ...detailed('step.level', 'height difference below {tolerance} cm', { tolerance: s.levelTolerance }),
    })
    return { ...base, outcome: 'level', needsCourageTest: false, climbAllowed: null, climbCost: null, damage: null, lines }
  }

  if (drop < 0) {
    const climb = climbing(-drop, H, step.ladder, s)
    lines.push({ key: 'climb.rise', value: -drop, clause: step.ladder ? C.vertical : C.climb }, climb.line)
    lines.push({
      key: 'climb.cost',
      value: climb.cost,
      clause: step.ladder ? C.vertical : C.climb,
      ...detailed('climb.cost', 'cm of movement'),
    })
    return { ...base, outcome: 'climb', needsCourageTest: false, climbAllowed: climb.allowed, climbCost: climb.cost, damage: null, lines }
  }

  const slack = s.limitTolerance
  const outcome: StepOutcome = drop <= H + slack ? 'safe' : drop <= 2 * H + slack ? 'test' : 'hit'
  const needsCourageTest = outcome !== 'safe'
  const damage: FallDamage | null =
    outcome === 'safe' ? null : { strength: 'KO', damage: outcome === 'test' ? 'half KO (rounded down)' : 'KO' }
  lines.push(
    {
      key: 'fall.band',
      value: outcome,
      clause: C.damage,
      ...detailed('fall.band', 'H = {height} cm, 2H = {double} cm, limits inclusive', { height: H, double: 2 * H }),
    },
    { key: 'fall.limits', value: slack, clause: C.limits, ...detailed('fall.limits', 'measuring slack at H and 2H, cm') },
    {
      key: 'fall.courageTest',
      value: needsCourageTest,
      clause: C.drop,
      ...(needsCourageTest
        ? detailed('fall.courageTest', 'EH test to let itself drop; on failure it does not drop')
        : detailed('fall.courageTest.none', 'drop up to H')),
    },
    { key: 'fall.cost', value: 0, clause: C.drop, ...detailed('fall.cost', 'the distance fallen costs no AP') },
  )
  if (outcome === 'test') {
    lines.push(
      {
        key: 'fall.movementTest',
        value: true,
        clause: C.damage,
        ...detailed('fall.movementTest', 'a passed movement test avoids the damage'),
      },
      {
        key: 'fall.damage',
        value: 'half KO (rounded down)',
        clause: C.halfKo,
        ...detailed('fall.damage.test', 'hit of strength KO on a failed test'),
      },
    )
  } else if (outcome === 'hit') {
    lines.push({ key: 'fall.damage', value: 'KO', clause: C.damage, ...detailed('fall.damage.hit', 'automatic hit of strength KO') })
  } else {
    lines.push({ key: 'fall.damage', value: 'none', clause: C.damage })
  }
  const down = climbing(drop, H, step.ladder, s)
  lines.push(
    { ...down.line, key: 'climbDown.allowed', value: down.allowed },
    {
      key: 'climbDown.cost',
      value: down.cost,
      clause: C.climbDown,
      ...detailed('climbDown.cost', 'cm of movement, if it climbs down instead of dropping'),
    },
  )
  return { ...base, outcome, needsCourageTest, climbAllowed: down.allowed, climbCost: down.cost, damage, lines }
}

/**
 * Rules on jumping a gap of `gap` cm with speed (GK) `speed` cm (8.5): up to the speed it is
 * jumped freely, up to twice the speed a movement test decides (on failure the model falls),
 * beyond that it cannot be jumped. A prone model cannot jump at all. `segment` (1-based) is the
 * path segment a planned move jumps at: its lines' details then name it.
 */
export function judgeJump(
  gap: number,
  speed: number,
  prone = false,
  settings?: Partial<FallSettings>,
  segment?: number,
): { outcome: 'free' | 'test' | 'impossible'; lines: RulingLine[] } {
  assertFinite('judgeJump', { gap, speed })
  if (gap < 0 || speed < 0) throw new Error(`rules: judgeJump gap and speed must not be negative, got ${gap} and ${speed}`)
  const slack = mergeSettings(settings).limitTolerance
  const lines: RulingLine[] = [
    segment === undefined
      ? { key: 'jump.gap', value: gap, clause: C.jump }
      : { key: 'jump.gap', value: gap, clause: C.jump, ...detailed('jump.gap.segment', 'segment {segment}', { segment }) },
    {
      key: 'jump.speed',
      value: speed,
      clause: C.jump,
      ...(segment === undefined
        ? detailed('jump.speed', 'GK, cm')
        : detailed('jump.speed.segment', 'segment {segment}: GK, cm', { segment })),
    },
  ]
  if (prone) {
    lines.push({
      key: 'jump.prone',
      value: true,
      clause: C.jump,
      ...(segment === undefined
        ? detailed('jump.prone', 'a prone model cannot jump')
        : detailed('jump.prone.segment', 'segment {segment}: a prone model cannot jump', { segment })),
    })
    return { outcome: 'impossible', lines }
  }
  const outcome = gap <= speed + slack ? 'free' : gap <= 2 * speed + slack ? 'test' : 'impossible'
  const said =
    segment === undefined
      ? {
          free: () => detailed('jump.free', 'gap up to the speed'),
          test: () => detailed('jump.test', 'movement test; on failure the model falls'),
          impossible: () => detailed('jump.impossible', 'gap beyond twice the speed'),
        }[outcome]()
      : {
          free: () => detailed('jump.free.segment', 'segment {segment}: gap up to the speed', { segment }),
          test: () => detailed('jump.test.segment', 'segment {segment}: movement test; on failure the model falls', { segment }),
          impossible: () => detailed('jump.impossible.segment', 'segment {segment}: gap beyond twice the speed', { segment }),
        }[outcome]()
  lines.push({ key: 'jump.outcome', value: outcome, clause: C.jump, ...said })
  return { outcome, lines }
}
