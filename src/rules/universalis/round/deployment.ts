import { universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { currentAttribute } from '../model/attributes'
import { purpose, type Dice } from '../../kernel/dice'
import { hasModel, type GameState } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Refusal, type Resolution } from '../refusals'
import { contestHigherThenChance, type ContestResult } from '../model/rolls'
import { distanceCm, type TableFacts } from '../model/facts'

/**
 * Setting up the models (5.4): a comparative EH roll of the group leaders decides who marks
 * the deployment zone and deploys first (tie: the higher EH, then chance); whatever the mission,
 * no model may be set up closer than 12 cm to an enemy model (measured between base edges, 4.7).
 */

const C = { deploy: universalis('5.4', 'Aufstellen der Modelle') }

/** 5.4: "nie näher als 12cm". */
export const MIN_DEPLOYMENT_DISTANCE_CM = 12

export interface DeploymentOrder {
  /** The winner: marks its zone first, then deploys all its models first. */
  first: string
  second: string
  contest: ContestResult & { decidedBy: 'roll' | 'attribute' | 'chance' }
}

export function deploymentOrder(game: GameState, dice: Dice): Resolution<DeploymentOrder> {
  if (game.sides.length !== 2)
    return refuse('needs-two-groups', `sides: 5.4 compares two group leaders, the game has ${game.sides.length} sides`, C.deploy, {
      sides: game.sides.length,
    })
  const [a, b] = game.sides
  const la = game.leaders[a]
  const lb = game.leaders[b]
  if (!la || !hasModel(game, la))
    return refuse('no-such-model', `leaders.${a}: side ${a} has no group leader in the game`, C.deploy, { side: a })
  if (!lb || !hasModel(game, lb))
    return refuse('no-such-model', `leaders.${b}: side ${b} has no group leader in the game`, C.deploy, { side: b })
  const ea = currentAttribute(game, la, 'EH')
  const eb = currentAttribute(game, lb, 'EH')
  const contest = contestHigherThenChance(
    dice,
    { label: la, value: ea.value, modifiers: [] },
    { label: lb, value: eb.value, modifiers: [] },
    purpose('roll.deploymentOrder', {}, 'deployment: EH of the group leaders'),
    C.deploy,
  )
  const first = contest.winner === 'a' ? a : b
  const breakdown = emptyBreakdown()
  breakdown.modifiers.push(...ea.modifiers, ...eb.modifiers)
  breakdown.rolls.push(contest.a, contest.b)
  breakdown.lines.push({
    key: 'deployment.first',
    value: first,
    clause: C.deploy,
    ...detailed('contest.decidedBy', 'decided by {by}', { by: contest.decidedBy }),
  })
  return { ok: true, value: { first, second: first === a ? b : a, contest }, breakdown }
}

/**
 * 5.4: refuses a placement of `modelId` closer than 12 cm to any enemy model (edge distances
 * from the geometry, 4.7); null when allowed. Exactly 12 cm is allowed ("nie näher als").
 * Enemies with no distance in the facts are not checked (not yet on the table).
 */
export function checkDeploymentDistance(
  game: GameState,
  modelId: string,
  distancesCm: TableFacts['distancesCm'],
  minCm = MIN_DEPLOYMENT_DISTANCE_CM,
): Refusal | null {
  const model = game.models[modelId]
  if (!model) return refuse('no-such-model', `modelId: no model "${modelId}"`, C.deploy, { model: modelId }).refusal
  const facts: TableFacts = { distancesCm, baseContacts: {}, perceives: {} }
  let worst: { id: string; d: number } | null = null
  for (const other of Object.values(game.models)) {
    if (other.side === model.side) continue
    const d = distanceCm(facts, modelId, other.id)
    if (d !== undefined && d < minCm && (!worst || d < worst.d)) worst = { id: other.id, d }
  }
  if (!worst) return null
  return refuse(
    'too-close-to-enemy',
    `${modelId} would stand ${worst.d} cm from enemy ${worst.id}; models are set up at least ${minCm} cm from enemy models`,
    C.deploy,
    { model: modelId, enemy: worst.id, cm: worst.d, minCm },
  ).refusal
}

/** 5.4 for a whole set-up: every model too close to an enemy (each pair once). */
export function checkDeployment(game: GameState, distancesCm: TableFacts['distancesCm'], minCm = MIN_DEPLOYMENT_DISTANCE_CM): Refusal[] {
  const out: Refusal[] = []
  const ids = Object.keys(game.models)
  const facts: TableFacts = { distancesCm, baseContacts: {}, perceives: {} }
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const a = game.models[ids[i]]
      const b = game.models[ids[j]]
      if (a.side === b.side) continue
      const d = distanceCm(facts, a.id, b.id)
      if (d !== undefined && d < minCm)
        out.push(
          refuse(
            'too-close-to-enemy',
            `${a.id} and ${b.id} stand ${d} cm apart; models are set up at least ${minCm} cm from enemy models`,
            C.deploy,
            { model: a.id, enemy: b.id, cm: d, minCm },
          ).refusal,
        )
    }
  return out
}
