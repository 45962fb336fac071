import type { PathAnswer } from '../../../geometry/types'
import type { Passability } from '../../../scene/terrainTypes'
import { actionCost } from '../model/actions'
import { ruling, universalis, type Clause, type RulingLine } from '../../kernel/clauses'
import { detailed, type DetailParams } from '../../kernel/detail'
import { judgeJump, judgeStep, type StepRuling } from './falling'
import type { ModelState } from '../model/gameState'
import { DEFAULT_MOVEMENT_SETTINGS, type Mover, type MovementSettings } from './pathRules'
import type { Refusal } from '../refusals'

/**
 * A planned move on the table, ruled (8, 9.4): how many move actions and AP it takes, which
 * tests it needs, whether this activation's AP reach, and the refusals of 8.1 and 8.3. Pure:
 * the path comes measured from the geometry (planPath); dice are rolled in movementResolve.ts.
 */

export type MoveKind = 'move' | 'charge' | 'disengage'

export const MOVE_CLAUSES = {
  speed: universalis('3.4', 'Geschwindigkeit'),
  move: universalis('8', 'Bewegung'),
  type: universalis('8.1', 'Bewegungsart'),
  test: universalis('8.2', 'Bewegungstest'),
  normal: universalis('8.3', 'Normale Bewegung'),
  charge: universalis('8.3', 'Angriffsbewegung'),
  disengage: universalis('8.3', 'Aus Nahkampf lösen'),
  jump: universalis('8.5', 'Springen'),
  ladder: universalis('8.6', 'Vertikale Bewegung'),
  climb: universalis('8.7', 'Klettern'),
  drop: universalis('8.8', 'Herunterfallen'),
  fast: universalis('8.9', 'Schnelle Bewegungen'),
  prone: universalis('8.10', 'Liegende Modelle'),
  passability: universalis('9.4', 'Passierbarkeit'),
  colossus: universalis('18.3.1', 'Kritischer Zustand bei Kolossen'),
  split: ruling('R-9.4a', 'Halbierte Bewegungsaktionen'),
  enemyGap: ruling('R-8.3a', 'Abstand zu Gegnern'),
  charged: ruling('R-8.3c', 'Angriffsbewegung in Basekontakt'),
  koRoll: ruling('R-18.3.1a', 'KO-Wurf je Bewegungsaktion'),
} satisfies Record<string, Clause>
const C = MOVE_CLAUSES

/** Per terrain id: its passability (9.4) and whether it is a road (8.1 Rad). */
export type TerrainFacts = Readonly<Record<string, { passability: Passability; road: boolean }>>

export interface MoveQuery {
  model: Pick<ModelState, 'id' | 'side' | 'prone' | 'card' | 'movedThisPhase'>
  mover: Mover
  kind: MoveKind
  /** WK of the melee weapon for a charge (8.3). */
  weaponClass?: number
  path: PathAnswer
  terrain: TerrainFacts
  /** AP the model can spend this activation (own, plus an operator's for a telematon). */
  apAvailable: number
  /** In base contact with an enemy (a disengage needs it). */
  inMelee?: boolean
  /** A colossus whose movement zone is critical rolls KO for each move action (18.3.1). */
  koRollPerMove?: boolean
}

/** One move action of the plan, as a stretch of the path in cm of movement. */
export interface MoveAction {
  kind: MoveKind
  from: number
  to: number
  /** 9.4: the action enters, leaves or crosses difficult terrain and moves half the speed. */
  halved: boolean
  /** 8.1 Rad: the whole action runs on a road, +2 cm. */
  roadBonus: boolean
  ap: number
}

export interface RequiredTest {
  kind: 'difficult' | 'jump' | 'courage' | 'fallDamage' | 'colossusKo'
  attribute: 'AGI' | 'EH' | 'KO'
  /** Optional tests are the player's choice (9.4: "auf Wunsch"). */
  optional: boolean
  /** Index of the path segment it belongs to, or null for the whole move. */
  segment: number | null
  clause: Clause
  detail: string
  /** The detail's key and values (kernel/detail.ts), for the view to say it in German. */
  detailKey?: string
  params?: DetailParams
}

export interface MovePlan {
  modelId: string
  kind: MoveKind
  /** Legal and affordable this activation. */
  reachable: boolean
  refusal: Refusal | null
  /** cm of movement and cm actually travelled (8.9). */
  cost: number
  travelled: number
  speed: number
  /** The actions if no difficult-terrain test is taken (or it is not needed). */
  actions: MoveAction[]
  apNeeded: number
  /** If the one movement test for difficult terrain succeeds (9.4): null when none is crossed. */
  withPassedTest: { actions: number; ap: number } | null
  apAvailable: number
  difficult: string[]
  tests: RequiredTest[]
  /** Each drop on the way with the segment it belongs to (8.8, 8.8.1). */
  drops: { segment: number; ruling: StepRuling }[]
  /** 8.9: the fast token after this move. */
  fast: boolean
  /** A charge that ends in base contact becomes an attack on this enemy (8.3). */
  attack: string | null
  lines: RulingLine[]
}

const EPS = 1e-9

/** Merged [from, to] stretches of the path whose ids satisfy `test`. */
function stretchesWhere(path: PathAnswer, test: (ids: string[]) => boolean): [number, number][] {
  const out: [number, number][] = []
  for (const t of path.terrain) {
    if (!test(t.ids) || t.to <= t.from) continue
    const last = out[out.length - 1]
    if (last && Math.abs(last[1] - t.from) < 1e-6) last[1] = t.to
    else out.push([t.from, t.to])
  }
  return out
}

/**
 * Splits `total` cm of movement into move actions (R-9.4a). Each action goes as far as it can:
 * its speed, or only up to where difficult terrain begins, or half its speed through it (9.4:
 * an action that enters, leaves or crosses it is halved), or speed + 2 on a road for wheels.
 * Each option's reach grows with the start, so going as far as possible each time needs the
 * fewest actions.
 */
export function splitIntoActions(
  total: number,
  speed: number,
  difficult: readonly [number, number][],
  roads: readonly [number, number][],
  roadBonus: number,
  halve: boolean,
): { from: number; to: number; halved: boolean; roadBonus: boolean }[] {
  if (speed <= 0) throw new Error(`rules: splitIntoActions speed must be positive, got ${speed}`)
  const out: { from: number; to: number; halved: boolean; roadBonus: boolean }[] = []
  const touches = (a: number, b: number) => difficult.some(([s, e]) => s < b - EPS && e > a + EPS)
  const onRoad = (a: number, b: number) => roads.some(([s, e]) => s <= a + EPS && e >= b - EPS)
  let p = 0
  while (p < total - 1e-6) {
    const options: { to: number; halved: boolean; roadBonus: boolean }[] = []
    const inside = difficult.some(([s, e]) => s <= p + EPS && e > p + EPS)
    const entry = inside ? p : Math.min(Infinity, ...difficult.filter(([s]) => s > p + EPS).map(([s]) => s))
    const limit = halve ? entry : Infinity
    if (limit > p + EPS) options.push({ to: Math.min(p + speed, limit), halved: false, roadBonus: false })
    if (roadBonus > 0 && onRoad(p, Math.min(total, p + speed + roadBonus)) && (!halve || !touches(p, p + speed + roadBonus))) {
      options.push({ to: p + speed + roadBonus, halved: false, roadBonus: true })
    }
    if (halve) options.push({ to: p + speed / 2, halved: true, roadBonus: false })
    const best = options.reduce((a, b) => (b.to > a.to + EPS ? b : a))
    const to = Math.min(total, best.to)
    out.push({ from: p, to, halved: best.halved && touches(p, to), roadBonus: best.roadBonus })
    p = to
  }
  return out
}

function pathRefusal(path: PathAnswer): Refusal | null {
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
export function planMove(q: MoveQuery, settings: MovementSettings = DEFAULT_MOVEMENT_SETTINGS): MovePlan {
  const { model, mover, path } = q
  const lines: RulingLine[] = []
  const tests: RequiredTest[] = []
  const drops: MovePlan['drops'] = []
  let refusal: Refusal | null = null
  const refuseWith = (code: Refusal['code'], reason: string, clause: Clause, params?: Refusal['params']) => {
    refusal ??= params === undefined ? { code, reason, clause } : { code, reason, clause, params }
  }
  if (mover.movementType === 'stationary')
    refuseWith('stationary', `${model.id} is stationary and cannot be moved`, C.type, { model: model.id })
  if (mover.speed <= 0) refuseWith('too-far', `${model.id} has speed 0`, C.speed, { model: model.id, speed: 0 })
  if (q.kind === 'disengage' && !q.inMelee)
    refuseWith('not-in-melee', `${model.id} is not in melee: nothing to disengage from`, C.disengage, { model: model.id })
  const fromPath = pathRefusal(path)
  if (fromPath) refuseWith(fromPath.code, fromPath.reason, fromPath.clause, fromPath.params)

  const H = mover.height
  const speed = Math.max(mover.speed, 0)
  lines.push({
    key: 'move.speed',
    value: speed,
    clause: C.speed,
    ...detailed('move.speed', 'GK in cm per move action, after the load penalty (4.4)'),
  })
  lines.push({
    key: 'move.cost',
    value: round(path.cost),
    clause: C.move,
    ...detailed(
      'move.cost',
      'cm of movement: walks and jumps as measured, climbs doubled (8.7), ladders as measured (8.6), drops free (8.8)',
    ),
  })
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

  const isDifficult = (ids: string[]) =>
    mover.movementType !== 'hover' && mover.movementType !== 'flight' && ids.some((id) => q.terrain[id]?.passability === 'difficult')
  const difficult = stretchesWhere(path, isDifficult)
  const difficultIds = [
    ...new Set(
      path.terrain.filter((t) => isDifficult(t.ids)).flatMap((t) => t.ids.filter((id) => q.terrain[id]?.passability === 'difficult')),
    ),
  ]
  const roads = mover.movementType === 'wheels' ? stretchesWhere(path, (ids) => ids.some((id) => q.terrain[id]?.road)) : []
  const bonus = mover.movementType === 'wheels' ? settings.wheelsRoadBonus : 0

  const moveAp = actionCost('move', { prone: model.prone, card: model.card }).ap
  const apOf = (index: number, count: number): number => {
    if (q.kind === 'charge' && index === count - 1) return q.weaponClass ?? 0
    if (q.kind === 'disengage' && index === 0) return actionCost('disengage', { prone: model.prone, card: model.card }).ap
    return moveAp
  }
  const kindOf = (index: number, count: number): MoveKind =>
    q.kind === 'charge' && index === count - 1 ? 'charge' : q.kind === 'disengage' && index === 0 ? 'disengage' : 'move'
  const build = (halve: boolean): MoveAction[] => {
    if (speed <= 0 || !path.found) return []
    const split =
      path.cost > 1e-6
        ? splitIntoActions(path.cost, speed, difficult, roads, bonus, halve)
        : [{ from: 0, to: 0, halved: false, roadBonus: false }]
    return split.map((a, i) => ({ ...a, kind: kindOf(i, split.length), ap: apOf(i, split.length) }))
  }
  const actions = build(true)
  const apNeeded = actions.reduce((s, a) => s + a.ap, 0)
  let withPassedTest: MovePlan['withPassedTest'] = null
  if (difficult.length > 0 && path.found) {
    const passed = build(false)
    withPassedTest = { actions: passed.length, ap: passed.reduce((s, a) => s + a.ap, 0) }
    tests.push({
      kind: 'difficult',
      attribute: 'AGI',
      optional: true,
      segment: null,
      clause: C.passability,
      ...(mover.movementType === 'tracks'
        ? detailed(
            'move.difficultTest.tracks',
            'one test for the whole move: success, not halved; failure, the model falls prone; tracks may reroll it once (8.1)',
          )
        : detailed('move.difficultTest', 'one test for the whole move: success, not halved; failure, the model falls prone')),
    })
    lines.push({
      key: 'move.difficult',
      value: difficultIds.join(', '),
      clause: C.passability,
      ...detailed('move.difficult', '{count} move action(s) halved', { count: actions.filter((a) => a.halved).length }),
    })
    lines.push({
      key: 'move.split',
      value: actions.length,
      clause: C.split,
      ...detailed('move.split', 'each action goes as far as it can: to the difficult terrain, or half its speed through it'),
    })
  }
  if (q.koRollPerMove) {
    actions.forEach((_, i) =>
      tests.push({
        kind: 'colossusKo',
        attribute: 'KO',
        optional: false,
        segment: null,
        clause: C.colossus,
        ...detailed('move.colossusKoTest', 'KO roll for move action {action} (R-18.3.1a)', { action: i + 1 }),
      }),
    )
  }
  if (model.prone)
    lines.push({
      key: 'move.prone',
      value: true,
      clause: C.normal,
      ...detailed('move.prone', '{ap} AP per move action lying down; no jumps (8.5); H = {height} (8.10)', { ap: moveAp, height: H }),
    })

  // 8.3: never end in base contact with an enemy, keep 3 cm; a charge ending in contact attacks.
  const enemies = path.endFigures.filter((f) => f.side !== model.side)
  const contact = enemies.find((f) => f.edge <= settings.contactTolerance)
  const attack = q.kind === 'charge' && contact ? contact.id : null
  const near = enemies.find((f) => f.edge < settings.enemyDistance - settings.fall.limitTolerance && f.id !== attack)
  if (near && path.found)
    refuseWith(
      'too-close-to-enemy',
      `the move would end ${round(near.edge)} cm from enemy ${near.id}; at least ${settings.enemyDistance} cm`,
      C.normal,
      { enemy: near.id, cm: round(near.edge), minCm: settings.enemyDistance },
    )
  if (attack)
    lines.push({
      key: 'move.attack',
      value: attack,
      clause: C.charge,
      ...detailed('move.attack', 'the charge ends in base contact: it becomes an attack'),
    })
  const friendOverlap = path.endFigures.find((f) => f.side === model.side && f.edge < 1e-6)
  if (friendOverlap && path.found)
    refuseWith('goal-occupied', `the move would end on ${friendOverlap.id}'s base`, C.enemyGap, { model: friendOverlap.id })

  const fast = model.movedThisPhase + path.travelled > settings.fastThreshold
  lines.push({
    key: 'move.travelled',
    value: round(path.travelled),
    clause: C.fast,
    ...detailed('move.travelled', '{cm} cm this initiative phase; fast above {threshold}', {
      cm: round(model.movedThisPhase + path.travelled),
      threshold: settings.fastThreshold,
    }),
  })
  lines.push({
    key: 'move.actions',
    value: actions.length,
    clause: q.kind === 'charge' ? C.charge : q.kind === 'disengage' ? C.disengage : C.normal,
    ...detailed('move.actions', '{ap} AP', { ap: apNeeded }),
  })
  const reachable = refusal === null && apNeeded <= q.apAvailable
  lines.push({
    key: 'move.reachable',
    value: reachable,
    clause: C.normal,
    ...detailed('move.reachable', '{needed} AP needed, {available} available', { needed: apNeeded, available: q.apAvailable }),
  })
  return {
    modelId: model.id,
    kind: q.kind,
    reachable,
    refusal,
    cost: path.cost,
    travelled: path.travelled,
    speed,
    actions,
    apNeeded,
    withPassedTest,
    apAvailable: q.apAvailable,
    difficult: difficultIds,
    tests,
    drops,
    fast,
    attack,
    lines,
  }
}

const round = (x: number): number => Math.round(x * 1000) / 1000
