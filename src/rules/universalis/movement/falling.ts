import type { Point3, StepAnswer } from '../../../geometry/types'
import { ruling, universalis, type Clause, type RulingLine } from '../../kernel/clauses'

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
      detail: `ladder "${ladder}": any height, distance counted as measured`,
    }
    return { allowed: true, cost: rise, line }
  }
  const allowed = rise <= 2 * H + s.limitTolerance
  const detail = `limit 2 x H = ${2 * H} cm; cost ${s.climbCostFactor} x ${rise} cm`
  return { allowed, cost: s.climbCostFactor * rise, line: { key: 'climb.allowed', value: allowed, clause: C.climb, detail } }
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
    { key: 'step.profileHeight', value: H, clause: C.profile, detail: 'H of the profile that counts (prone: one smaller, 8.10)' },
    { key: 'step.dropHeight', value: drop, clause: C.drop, detail: `landing on "${step.landingOn}" at ${step.landing[1]} cm` },
  ]

  if (Math.abs(drop) < s.levelTolerance) {
    lines.push({ key: 'step.level', value: true, clause: C.level, detail: `height difference below ${s.levelTolerance} cm` })
    return { ...base, outcome: 'level', needsCourageTest: false, climbAllowed: null, climbCost: null, damage: null, lines }
  }

  if (drop < 0) {
    const climb = climbing(-drop, H, step.ladder, s)
    lines.push({ key: 'climb.rise', value: -drop, clause: step.ladder ? C.vertical : C.climb }, climb.line)
    lines.push({ key: 'climb.cost', value: climb.cost, clause: step.ladder ? C.vertical : C.climb, detail: 'cm of movement' })
    return { ...base, outcome: 'climb', needsCourageTest: false, climbAllowed: climb.allowed, climbCost: climb.cost, damage: null, lines }
  }

  const slack = s.limitTolerance
  const outcome: StepOutcome = drop <= H + slack ? 'safe' : drop <= 2 * H + slack ? 'test' : 'hit'
  const needsCourageTest = outcome !== 'safe'
  const damage: FallDamage | null =
    outcome === 'safe' ? null : { strength: 'KO', damage: outcome === 'test' ? 'half KO (rounded down)' : 'KO' }
  lines.push(
    { key: 'fall.band', value: outcome, clause: C.damage, detail: `H = ${H} cm, 2H = ${2 * H} cm, limits inclusive` },
    { key: 'fall.limits', value: slack, clause: C.limits, detail: 'measuring slack at H and 2H, cm' },
    {
      key: 'fall.courageTest',
      value: needsCourageTest,
      clause: C.drop,
      detail: needsCourageTest ? 'EH test to let itself drop; on failure it does not drop' : 'drop up to H',
    },
    { key: 'fall.cost', value: 0, clause: C.drop, detail: 'the distance fallen costs no AP' },
  )
  if (outcome === 'test') {
    lines.push(
      { key: 'fall.movementTest', value: true, clause: C.damage, detail: 'a passed movement test avoids the damage' },
      { key: 'fall.damage', value: 'half KO (rounded down)', clause: C.halfKo, detail: 'hit of strength KO on a failed test' },
    )
  } else if (outcome === 'hit') {
    lines.push({ key: 'fall.damage', value: 'KO', clause: C.damage, detail: 'automatic hit of strength KO' })
  } else {
    lines.push({ key: 'fall.damage', value: 'none', clause: C.damage })
  }
  const down = climbing(drop, H, step.ladder, s)
  lines.push(
    { ...down.line, key: 'climbDown.allowed', value: down.allowed },
    { key: 'climbDown.cost', value: down.cost, clause: C.climbDown, detail: 'cm of movement, if it climbs down instead of dropping' },
  )
  return { ...base, outcome, needsCourageTest, climbAllowed: down.allowed, climbCost: down.cost, damage, lines }
}

/**
 * Rules on jumping a gap of `gap` cm with speed (GK) `speed` cm (8.5): up to the speed it is
 * jumped freely, up to twice the speed a movement test decides (on failure the model falls),
 * beyond that it cannot be jumped. A prone model cannot jump at all.
 */
export function judgeJump(
  gap: number,
  speed: number,
  prone = false,
  settings?: Partial<FallSettings>,
): { outcome: 'free' | 'test' | 'impossible'; lines: RulingLine[] } {
  assertFinite('judgeJump', { gap, speed })
  if (gap < 0 || speed < 0) throw new Error(`rules: judgeJump gap and speed must not be negative, got ${gap} and ${speed}`)
  const slack = mergeSettings(settings).limitTolerance
  const lines: RulingLine[] = [
    { key: 'jump.gap', value: gap, clause: C.jump },
    { key: 'jump.speed', value: speed, clause: C.jump, detail: 'GK, cm' },
  ]
  if (prone) {
    lines.push({ key: 'jump.prone', value: true, clause: C.jump, detail: 'a prone model cannot jump' })
    return { outcome: 'impossible', lines }
  }
  const outcome = gap <= speed + slack ? 'free' : gap <= 2 * speed + slack ? 'test' : 'impossible'
  const detail = {
    free: 'gap up to the speed',
    test: 'movement test; on failure the model falls',
    impossible: 'gap beyond twice the speed',
  }[outcome]
  lines.push({ key: 'jump.outcome', value: outcome, clause: C.jump, detail })
  return { outcome, lines }
}
