import { TableWorld } from '../geometry/tableWorld'
import type { Point3 } from '../geometry/types'
import { loadCardLibrary } from '../scene/cardLibrary'
import type { Figure, Scene } from '../scene/schema'
import { profileCylinder } from '../scene/sizeProfiles'
import type { CardLibrary } from '../scene/unitCard'
import { currentSpeedCm } from '../rules/attributes'
import { seededDice, type Dice, type DieRoll } from '../rules/dice'
import { checkDeployment, deploymentOrder } from '../rules/deployment'
import { DEFAULT_ENGINE_SETTINGS, perform, setUpCamouflage } from '../rules/engine'
import type { ActionFacts, EngineEvent, EngineSettings, GameAction } from '../rules/engineTypes'
import { createGame, type GameFigure } from '../rules/game'
import type { GameState } from '../rules/gameState'
import type { CounterAttackWindow, MeleeRolled, OpportunityWindow } from '../rules/melee'
import { emptyBreakdown, type Breakdown, type Refusal } from '../rules/resolution'
import type { JudgeSettings } from './api'
import { DEFAULT_JUDGE_SETTINGS } from './judge'
import { toAction, type ScenarioStep } from './scenarioSteps'
import { CONTACT_CM, areaFactsOf, indirectFactsOf, pathFactsOf, pushLineOf, sightRulingsOf, tableFactsOf, touchingTerrainAtLeastProfile, type PushLine } from './tableFacts'

/**
 * The headless scenario driver: a TableWorld, the GameState and a seeded Dice, played step by
 * step. Each step is turned into an engine action (scenarioSteps.ts), the facts it needs are
 * measured on the world (tableFacts.ts), the pure engine rules on it (rules/engine.ts), and the
 * table is changed as the result says (moves, pushes, eliminated models laid down), so later
 * sight and contact use the new positions. Every die roll is in `log` with its purpose.
 */

export type { ScenarioStep } from './scenarioSteps'

export class ScenarioError extends Error {}

export interface ScenarioOptions {
  scene: Scene
  seed: number
  /** 2.3: the group leader's figure id per side. */
  leaders: Record<string, string>
  /** 20.1: the powers each model takes into the game. */
  powers?: Record<string, string[]>
  cards?: CardLibrary
  settings?: Partial<EngineSettings>
  judge?: JudgeSettings
}

export type StepResult =
  | { index: number; step: ScenarioStep; ok: true; breakdown: Breakdown; events: EngineEvent[]; rolls: DieRoll[] }
  | { index: number; step: ScenarioStep; ok: false; refusal: Refusal; rolls: DieRoll[] }

export interface ScenarioDriver {
  readonly world: TableWorld
  readonly game: GameState
  readonly dice: Dice
  /** Every die roll of the game so far, with its purpose and clause. */
  readonly log: readonly DieRoll[]
  /** Deployment order (5.4), the 12 cm check and the starting camouflage (16). */
  readonly setup: Breakdown
  readonly results: readonly StepResult[]
  do(step: ScenarioStep): StepResult
  dispose(): void
}

class Driver implements ScenarioDriver {
  game: GameState
  readonly dice: Dice
  readonly results: StepResult[] = []
  private windows: (CounterAttackWindow | OpportunityWindow)[] = []
  private melees: MeleeRolled[] = []

  constructor(readonly world: TableWorld, game: GameState, dice: Dice, readonly setup: Breakdown, private readonly cards: CardLibrary, private readonly settings: EngineSettings, private readonly judge: JudgeSettings) {
    this.game = game
    this.dice = dice
  }

  get log(): readonly DieRoll[] {
    return this.dice.log
  }

  do(step: ScenarioStep): StepResult {
    const index = this.results.length
    const before = this.dice.log.length
    const action = toAction(step, this.game, { windows: this.windows, melees: this.melees })
    if (!action.ok) return this.record({ index, step, ok: false, refusal: action.refusal, rolls: [] })
    const goal = action.value.kind === 'charge' && !action.goal && this.world.figure(action.value.model) && this.world.figure(action.value.defender) ? contactPoint(this.world, action.value.model, action.value.defender) : action.goal
    const { facts, pushLines } = this.factsFor(action.value, goal, action.pushCm)
    const r = perform(this.game, action.value, facts, this.dice, this.settings)
    const rolls = this.dice.log.slice(before)
    if (!r.ok) return this.record({ index, step, ok: false, refusal: r.refusal, rolls })
    this.game = r.value.game
    this.applyEvents(r.value.events, pushLines)
    this.syncFigures()
    const windows = r.value.events.filter((e) => e.kind === 'window').map((e) => (e as { window: CounterAttackWindow | OpportunityWindow }).window)
    this.windows = windows
    this.melees = [...this.melees, ...r.value.events.filter((e) => e.kind === 'meleeRolled').map((e) => (e as { rolled: MeleeRolled }).rolled)]
    return this.record({ index, step, ok: true, breakdown: r.value.breakdown, events: r.value.events, rolls })
  }

  dispose(): void {
    this.world.dispose()
  }

  private record(result: StepResult): StepResult {
    this.results.push(result)
    return result
  }

  /** The facts `action` needs, measured on the world as it stands now. */
  private factsFor(action: GameAction, goal: Point3 | undefined, pushCm: number | undefined): { facts: ActionFacts; pushLines: Record<string, PushLine> } {
    const world = this.world
    const game = this.game
    const facts: ActionFacts = { table: tableFactsOf(world, game, { judge: this.judge }), disciplines: this.cards.disciplines }
    const pushLines: Record<string, PushLine> = {}
    const pushBoth = (a: string, b: string, cm?: number) => {
      for (const [pusher, pushed] of [[a, b], [b, a]] as const) {
        if (!world.figure(pusher) || !world.figure(pushed)) continue
        pushLines[pushed] = pushLineOf(world, pusher, pushed, cm ?? currentSpeedCm(game, pushed).value)
      }
      facts.push = { ...facts.push, ...pushLines }
    }
    const sightTo = (shooter: string, targets: string[]) => {
      const around = targets.flatMap((t) => facts.table.baseContacts[t] ?? [])
      facts.sight = sightRulingsOf(world, [...new Set([...targets, ...around])].filter((t) => t !== shooter).map((t) => [shooter, t] as const), this.judge)
    }
    switch (action.kind) {
      case 'move': case 'charge': {
        if (goal) {
          const weaponClass = action.kind === 'charge' ? game.models[action.model].card.weapons?.find((w) => w.name === action.weapon)?.class ?? 1 : undefined
          const path = pathFactsOf(world, game, action.model, goal, action.kind, this.settings, weaponClass)
          facts.path = { answer: path.answer, terrain: path.terrain }
          if (path.answer.found && path.answer.goal) facts.touchingTerrain = { [action.model]: this.touchingAt(action.model, path.answer.goal) }
        }
        if (action.kind === 'charge') pushBoth(action.model, action.defender)
        break
      }
      case 'disengage': {
        if (goal) {
          const path = pathFactsOf(world, game, action.model, goal, 'disengage', this.settings)
          facts.path = { answer: path.answer, terrain: path.terrain }
        }
        for (const o of action.opportunity ?? []) pushBoth(o.attacker, action.model)
        break
      }
      case 'shoot': case 'reactionFire': sightTo(action.shooter, [action.target]); break
      case 'sustained': sightTo(action.shooter, action.targets.map((t) => t.target)); break
      case 'indirect': facts.indirect = indirectFactsOf(world, game, action.shooter, action, this.judge); break
      case 'area':
        if (action.indirect) facts.indirect = indirectFactsOf(world, game, action.shooter, action, this.judge)
        else if (action.target) sightTo(action.shooter, [action.target])
        facts.area = areaFactsOf(world, game, action.shooter, action, this.judge)
        break
      case 'melee': pushBoth(action.attacker, action.defender, pushCm); break
      case 'useItem': facts.touchingTerrain = { [action.model]: touchingTerrainAtLeastProfile(world, action.model) }; break
      default: break
    }
    return { facts, pushLines }
  }

  /** 16.1 at the end of a move: the figure is put there for the question and put back. */
  private touchingAt(id: string, at: Point3): boolean {
    const m = this.game.models[id]
    if (!m.camouflage || m.camouflage.hidden) return false
    const figure = this.world.requireFigure(id)
    const home: [number, number, number] = [...figure.position]
    this.world.moveFigure(id, [at[0], at[1], at[2]])
    try {
      return touchingTerrainAtLeastProfile(this.world, id)
    } finally {
      this.world.moveFigure(id, home)
    }
  }

  /** Moves and pushes go to the table. */
  private applyEvents(events: readonly EngineEvent[], pushLines: Record<string, PushLine>): void {
    for (const e of events) {
      if (e.kind === 'moved') this.world.moveFigure(e.modelId, [e.to[0], e.to[1], e.to[2]])
      else if (e.kind === 'pushed') {
        const line = pushLines[e.modelId]
        const f = this.world.requireFigure(e.modelId)
        const to: [number, number, number] = e.fall ? [e.fall.landing[0], e.fall.landing[1], e.fall.landing[2]] : [f.position[0] + line.direction[0] * e.cm, f.position[1], f.position[2] + line.direction[1] * e.cm]
        this.world.moveFigure(e.modelId, to)
        this.lastPush = { pusher: e.by, direction: line.direction }
      } else if (e.kind === 'followed' && this.lastPush?.pusher === e.modelId) {
        const f = this.world.requireFigure(e.modelId)
        const d = this.lastPush.direction
        this.world.moveFigure(e.modelId, [f.position[0] + d[0] * e.cm, f.position[1], f.position[2] + d[1] * e.cm])
      }
    }
  }

  private lastPush: { pusher: string; direction: [number, number] } | null = null

  /** 8.10 prone figures lie down on the table; R-E.7a: an eliminated model is laid down too (11.2 "auf den Rücken gelegt"). */
  private syncFigures(): void {
    const scene = this.world.scene
    let changed = false
    const figures: Figure[] = scene.figures.map((f) => {
      const m = this.game.models[f.id]
      if (!m) return f
      const prone = m.prone || m.eliminated
      if ((f.prone ?? false) === prone) return f
      changed = true
      return { ...f, prone }
    })
    if (changed) this.world.setScene({ ...scene, figures })
  }
}

/**
 * A game on `scene`: every figure with a unit card takes part (figures without one stay on the
 * table for sight), the leaders lead (2.3), deployment is checked (5.4: order by compared EH of
 * the leaders, 12 cm from every enemy), models start camouflaged where they may (16).
 */
export async function createScenario(options: ScenarioOptions): Promise<ScenarioDriver> {
  const cards = options.cards ?? loadCardLibrary()
  const figures: GameFigure[] = []
  for (const f of options.scene.figures) {
    if (!f.card) continue
    const card = cards.cards[f.card]
    if (!card) throw new ScenarioError(`scene.figures.${f.id}.card: no unit card "${f.card}" in the card library`)
    figures.push({ id: f.id, side: f.side, card, prone: f.prone, operatorId: f.operator, powers: options.powers?.[f.id] })
  }
  for (const id of Object.keys(options.powers ?? {})) if (!figures.some((f) => f.id === id)) throw new ScenarioError(`powers.${id}: no figure with a unit card "${id}" in the scene`)
  const created = createGame({ figures, leaders: options.leaders })
  if (!created.ok) throw new ScenarioError(created.refusal.reason)
  const settings: EngineSettings = { ...DEFAULT_ENGINE_SETTINGS, ...options.settings }
  const judge = options.judge ?? DEFAULT_JUDGE_SETTINGS
  const dice = seededDice(options.seed)
  const world = await TableWorld.create(options.scene)
  try {
    const setup = emptyBreakdown()
    const order = deploymentOrder(created.value, dice)
    if (order.ok) {
      setup.rolls.push(...order.breakdown.rolls)
      setup.lines.push(...order.breakdown.lines)
    }
    const facts = tableFactsOf(world, created.value, { judge })
    for (const refusal of checkDeployment(created.value, facts.distancesCm)) setup.lines.push({ key: 'deployment.tooClose', value: refusal.reason, clause: refusal.clause })
    const touching: Record<string, boolean> = {}
    for (const f of figures) touching[f.id] = touchingTerrainAtLeastProfile(world, f.id)
    const camo = setUpCamouflage(created.value, touching)
    if (!camo.ok) throw new ScenarioError(camo.refusal.reason)
    setup.lines.push(...camo.breakdown.lines)
    return new Driver(world, camo.value, dice, setup, cards, settings, judge)
  } catch (error) {
    world.dispose()
    throw error
  }
}

/** The point where a charger's base touches the target's, on the line between them (R-E.4a), for a charge without `to`. */
export function contactPoint(world: TableWorld, chargerId: string, targetId: string): Point3 {
  const c = world.requireFigure(chargerId)
  const t = world.requireFigure(targetId)
  const dx = c.position[0] - t.position[0]
  const dz = c.position[2] - t.position[2]
  const len = Math.hypot(dx, dz) || 1
  const reach = profileCylinder(c.size, false).radius + profileCylinder(t.size, false).radius + CONTACT_CM / 2
  return [t.position[0] + (dx / len) * reach, t.position[1], t.position[2] + (dz / len) * reach]
}
