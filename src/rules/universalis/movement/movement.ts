import type { PathAnswer } from '../../../geometry/types'
import type { Passability } from '../../../scene/terrainTypes'
import { actionCost } from '../model/actions'
import type { Clause, RulingLine } from '../../kernel/clauses'
import { detailed, type DetailParams } from '../../kernel/detail'
import type { StepRuling } from './falling'
import type { ModelState } from '../model/gameState'
import { DEFAULT_MOVEMENT_SETTINGS, type Mover, type MovementSettings } from './pathRules'
import type { Refusal } from '../refusals'
import { MOVE_CLAUSES } from './clauses'
import { splitIntoActions, stretchesWhere } from './actionSplit'
import { pathRefusal, ruleSegments } from './segments'

/**
 * A planned move on the table, ruled (8, 9.4): how many move actions and AP it takes, which
 * tests it needs, whether this activation's AP reach, and the refusals of 8.1 and 8.3. Pure:
 * the path comes measured from the geometry (planPath); dice are rolled in movementResolve.ts.
 */

export type MoveKind = 'move' | 'charge' | 'disengage'

export { MOVE_CLAUSES } from './clauses'
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
  ruleSegments(q, settings, speed, H, { lines, tests, drops }, refuseWith)

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

export { splitIntoActions } from './actionSplit'
