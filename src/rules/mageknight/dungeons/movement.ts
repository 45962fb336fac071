import { detailed } from '../../kernel/detail'
import type { Clause } from '../../kernel/clauses'
import type { RulingLine } from '../../kernel/clauses'
import type { Modifier } from '../../kernel/resolution'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import { isPillar, type FurnishingKind, type Square } from '../../../scene/dungeon/schema'
import { DUNGEONS } from '../core/clauses'
import { sameSquare, stepBlock } from './grid'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { currentBoard, holdingsOf, sceneArtifact, type DungeonState } from './state'

/**
 * A move on the Dungeons grid (our summary's section 15, 002 "Artefaktregeln", "Verwunschene
 * Artefakte", "Steinsäule", "Stuhl", "Tisch"): a path of squares, each step to a neighbour, paid
 * in movement points: 1 a square, difficult terrain and every square an artifact covers 2, water
 * and ponds 3, and a hero carrying a chair 1 more a square, a table 2 more. Walls, pillars and
 * blocking terrain stop it; it may not end on an artifact.
 */

export interface MoverFacts {
  id: string
  /** The movement points the move may spend: the figure's speed value (core 15). */
  movementPoints: number
  flies?: boolean
  swims?: boolean
}

export interface MoveInput {
  mover: MoverFacts
  /** The squares from the mover's own square to where it ends, each a step from the one before. */
  path: readonly Square[]
  /** Squares other figures stand on. */
  occupied: readonly Square[]
}

export interface StepCost {
  square: Square
  /** Movement points to enter the square, the carried furniture's share included. */
  cost: number
}

export interface MoveCost {
  cost: number
  end: Square
  steps: StepCost[]
}

/** What carrying a piece of furniture adds to every square entered (002 "Stuhl": +1, "Tisch": +2). */
export const CARRY_COST: Readonly<Partial<Record<FurnishingKind, number>>> = { chair: 1, table: 2 }
/** Movement points of a square an artifact covers (002 "Artefaktregeln": schwieriges Gelände). */
export const ARTIFACT_SQUARE_COST = 2
/** Movement points of a pond's square (002 "Verwunschene Artefakte": Wassergelände, 3). */
export const POND_SQUARE_COST = 3

const isPond = (kind: string) => kind === 'large-pond' || kind === 'small-pond'

/** What entering a square costs and why, on the board as it stands (furniture carried away is not there). */
export function squareCost(
  board: DungeonBoard,
  square: Square,
  mover: MoverFacts,
  settings: DungeonSettings,
): { cost: number; why: string; clause: Clause } {
  if (mover.flies && settings.flyersIgnoreTerrainCost) return { cost: 1, why: 'flight', clause: MKD_RULINGS.flight }
  const artifact = board.artifactAt(square)
  const terrain = board.terrainAt(square)
  let best = { cost: 1, why: 'clear', clause: DUNGEONS.core }
  const consider = (cost: number, why: string, clause: Clause) => {
    if (cost > best.cost) best = { cost, why, clause }
  }
  // R-MKD-13: a swimmer crosses water as clear floor; a pond is still an artifact's square (2).
  if (artifact && isPond(artifact.kind))
    consider(mover.swims ? ARTIFACT_SQUARE_COST : POND_SQUARE_COST, 'pond', mover.swims ? MKD_RULINGS.swimming : DUNGEONS.haunted)
  else if (artifact) consider(ARTIFACT_SQUARE_COST, 'artifact', DUNGEONS.artifactRules)
  if (terrain === 'difficult') consider(2, 'difficult terrain', DUNGEONS.core)
  if (terrain === 'water' && !mover.swims) consider(3, 'water', DUNGEONS.core)
  return best
}

/**
 * The cost of a move along `path`, or the refusal of its first step that cannot be made. A flying
 * mover passes over blocking terrain and figures but never through a pillar or a wall, and ends
 * on neither (core 15, 002 "Steinsäule").
 */
export function moveAlong(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: MoveInput,
  settings: DungeonSettings,
): Resolution<MoveCost> {
  const { mover, path } = input
  if (path.length === 0) throw new RangeError("dungeons: path must start with the mover's square")
  if (!Number.isFinite(mover.movementPoints)) throw new RangeError(`dungeons: movementPoints must be finite, got ${mover.movementPoints}`)
  const board = currentBoard(sceneBoard, state)
  const carrying = holdingsOf(state, mover.id).carrying
  const carryKind = carrying === null ? null : (sceneArtifact(sceneBoard.dungeon, carrying).kind as FurnishingKind)
  const carryCost = carryKind === null ? 0 : (CARRY_COST[carryKind] ?? 0)
  const lines: RulingLine[] = []
  const modifiers: Modifier[] = []
  const steps: StepCost[] = []
  for (let i = 1; i < path.length; i++) {
    const [from, to] = [path[i - 1], path[i]]
    const last = i === path.length - 1
    const params = { mover: mover.id, square: `${to[0]},${to[1]}` }
    const block = stepBlock(board, from, to, settings)
    if (block === 'step-not-to-neighbour')
      return refuse('step-not-to-neighbour', `${mover.id}: ${to} is no neighbour of ${from}`, DUNGEONS.core, {
        ...params,
        from: `${from[0]},${from[1]}`,
      })
    if (!board.isOpen(to)) return refuse('square-not-open', `${mover.id}: ${to} is no open floor`, DUNGEONS.core, params)
    if (block === 'diagonal-step-blocked')
      return refuse(
        'diagonal-step-blocked',
        settings.diagonalSteps === 'never'
          ? `${mover.id}: no diagonal steps (setting diagonalSteps never), not to ${to}`
          : `${mover.id}: a wall's corner stops the diagonal step to ${to}`,
        MKD_RULINGS.diagonal,
        params,
      )
    if (block === 'wall-between')
      return refuse('wall-between', `${mover.id}: a wall stands between ${from} and ${to}`, DUNGEONS.core, {
        ...params,
        from: `${from[0]},${from[1]}`,
      })
    const artifact = board.artifactAt(to)
    if (artifact && isPillar(artifact))
      return refuse('pillar-blocks', `${mover.id}: ${artifact.id} blocks ${to}, flight too`, DUNGEONS.stonePillar, {
        ...params,
        artifact: artifact.id,
      })
    if (board.terrainAt(to) === 'blocking' && (!mover.flies || last))
      return refuse('blocking-terrain', `${mover.id}: ${to} is blocking terrain`, DUNGEONS.core, params)
    if (input.occupied.some((s) => sameSquare(s, to)) && (!mover.flies || last))
      return refuse('square-occupied', `${mover.id}: a figure stands on ${to}`, DUNGEONS.core, params)
    if (last && artifact)
      return refuse('move-ends-on-artifact', `${mover.id}: may not end on ${artifact.id}`, DUNGEONS.artifactRules, {
        ...params,
        artifact: artifact.id,
      })
    const entered = squareCost(board, to, mover, settings)
    steps.push({ square: to, cost: entered.cost + carryCost })
    lines.push({
      key: 'mkd.step',
      value: entered.cost,
      clause: entered.clause,
      ...detailed('mkd.step', '{square}: {cost} ({why})', { square: params.square, cost: entered.cost, why: entered.why }),
    })
  }
  if (carryKind !== null && carryCost > 0 && steps.length > 0)
    modifiers.push({
      key: 'mkd.carrying',
      value: carryCost * steps.length,
      clause: carryKind === 'table' ? DUNGEONS.table : DUNGEONS.chair,
      ...detailed('mkd.carrying', 'carrying {furniture}: +{per} a square', { furniture: carryKind, per: carryCost }),
    })
  const cost = steps.reduce((n, s) => n + s.cost, 0)
  if (cost > mover.movementPoints)
    return refuse('not-enough-movement', `${mover.id}: the move costs ${cost}, it has ${mover.movementPoints}`, DUNGEONS.core, {
      mover: mover.id,
      cost,
      points: mover.movementPoints,
    })
  return allowed({ cost, end: path[path.length - 1], steps }, lines, [], modifiers)
}
