import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point3 } from '../../geometry/types'
import type { Figure } from '../../scene/schema'
import type { CardLibrary } from '../../scene/cards/unitCard'
import { figureProfile } from '../../scene/figureProfile'
import { detailed, type Breakdown, type Dice, type DieRoll, type RewindableDice } from '../../rules/kernel'
import { perform } from '../../rules/universalis/engine'
import type { ActionFacts, EngineEvent, EngineSettings, GameAction } from '../../rules/universalis/engine'
import type { GameState, TableFacts } from '../../rules/universalis/model'
import type { CounterAttackWindow, MeleeRolled, OpportunityWindow } from '../../rules/universalis/melee'
import type { Refusal } from '../../rules/universalis/refusals'
import type { JudgeSettings } from '../api'
import { checkOnTable, type ScenarioStep } from './steps'
import { toAction, type StepAction } from './stepActions'
import { measureFacts, tableFactsNow, type MeasuredFacts } from '../facts/scenarioFacts'
import { CONTACT_CM } from '../facts/tableFacts'
import type { PushLine } from '../facts/contactFacts'
import type { ScenarioObject } from './create'
import type { DriverSnapshot, ScenarioDriver, StepProbe, StepResult } from './driverTypes'

/**
 * The headless scenario driver: a TableWorld, the GameState and a seeded Dice, played step by
 * step. Each step is turned into an engine action (scenarioSteps.ts), the facts it needs are
 * measured on the world (scenarioFacts.ts), the pure engine rules on it (rules/engine.ts), and the
 * table is changed as the result says (moves, pushes, eliminated models laid down), so later
 * sight and contact use the new positions. Every die roll is in `log` with its purpose.
 */

export type { ScenarioStep } from './steps'

export type { DriverSnapshot, ScenarioDriver, StepProbe, StepResult } from './driverTypes'

/** Thrown by the probe's dice at the first roll: the step got past every refusal. */
class FirstRoll extends Error {}
const probeDice: Dice = {
  log: [],
  roll() {
    throw new FirstRoll()
  },
}

/** Made by `createScenario` (create.ts), which measures the setup; every other caller sees the ScenarioDriver interface. */
export class Driver implements ScenarioDriver {
  game: GameState
  readonly dice: RewindableDice
  readonly results: StepResult[] = []
  private windows: (CounterAttackWindow | OpportunityWindow)[] = []
  private melees: MeleeRolled[] = []
  private used: string[] = []
  /** The dice the rules roll: `dice`, or the probe's, which stops at the first roll. */
  private rolling: Dice

  constructor(
    readonly world: TableWorld,
    game: GameState,
    dice: RewindableDice,
    readonly setup: Breakdown,
    private readonly cards: CardLibrary,
    readonly settings: EngineSettings,
    private readonly judge: JudgeSettings,
    private readonly objects: Readonly<Record<string, ScenarioObject>>,
  ) {
    this.game = game
    this.dice = dice
    this.rolling = dice
  }

  get objectIds(): readonly string[] {
    return Object.keys(this.objects)
  }

  get openWindows(): readonly (CounterAttackWindow | OpportunityWindow)[] {
    return this.windows
  }

  snapshot(): DriverSnapshot {
    return {
      game: this.game,
      scene: this.world.scene,
      windows: this.windows,
      melees: this.melees,
      used: [...this.used],
      lastPush: this.lastPush,
      results: this.results.length,
      rolls: this.dice.log.length,
    }
  }

  restore(snapshot: DriverSnapshot): void {
    this.game = snapshot.game
    // setScene rebuilds only the colliders whose records differ: the figures that moved.
    if (this.world.scene !== snapshot.scene) this.world.setScene(snapshot.scene)
    this.windows = [...snapshot.windows]
    this.melees = [...snapshot.melees]
    this.used = [...snapshot.used]
    this.lastPush = snapshot.lastPush
    this.results.length = snapshot.results
    this.dice.rewind(snapshot.rolls)
  }

  measure(step: ScenarioStep): { ok: true; action: GameAction; facts: ActionFacts } | { ok: false; refusal: Refusal } {
    const absent = checkOnTable(step, this.game, (id) => this.world.figure(id) !== undefined)
    if (absent) return { ok: false, refusal: absent }
    const action = toAction(step, this.game, { windows: this.windows, melees: this.melees, objects: this.objects })
    if (!action.ok) return action
    const { facts } = this.factsFor(action.value, this.goalOf(action), action.pushCm)
    return { ok: true, action: action.value, facts }
  }

  /** Where a move ends: the step's point, or for a charge without one where the bases touch (R-E.4a). */
  private goalOf(action: StepAction & { ok: true }): Point3 | undefined {
    const a = action.value
    if (a.kind === 'charge' && !action.goal && this.world.figure(a.model) && this.world.figure(a.defender))
      return contactPoint(this.world, a.model, a.defender)
    return action.goal
  }

  probe(step: ScenarioStep): StepProbe {
    const before = this.snapshot()
    this.rolling = probeDice
    try {
      const result = this.do(step)
      return result.ok ? { ok: true, rollsDice: false } : { ok: false, refusal: result.refusal }
    } catch (error) {
      if (error instanceof FirstRoll) return { ok: true, rollsDice: true }
      throw error
    } finally {
      this.rolling = this.dice
      this.restore(before)
    }
  }

  /** Ids of the objects used so far (9.2.1 "requiresUsed"). */
  get usedObjects(): readonly string[] {
    return this.used
  }

  get log(): readonly DieRoll[] {
    return this.dice.log
  }

  do(step: ScenarioStep): StepResult {
    const index = this.results.length
    const before = this.dice.log.length
    const absent = checkOnTable(step, this.game, (id) => this.world.figure(id) !== undefined)
    if (absent) return this.record({ index, step, ok: false, refusal: absent, rolls: [] })
    const action = toAction(step, this.game, { windows: this.windows, melees: this.melees, objects: this.objects })
    if (!action.ok) return this.record({ index, step, ok: false, refusal: action.refusal, rolls: [] })
    const { facts, pushLines } = this.factsFor(action.value, this.goalOf(action), action.pushCm)
    const r = perform(this.game, action.value, facts, this.rolling, this.settings)
    const rolls = this.dice.log.slice(before)
    if (!r.ok) return this.record({ index, step, ok: false, refusal: r.refusal, rolls })
    this.game = r.value.game
    this.applyEvents(r.value.events, pushLines)
    this.syncFigures()
    const { events, breakdown } = this.carryOutForcedMoves(r.value.events, r.value.breakdown)
    const windows = events.filter((e) => e.kind === 'window').map((e) => (e as { window: CounterAttackWindow | OpportunityWindow }).window)
    this.windows = windows
    this.melees = [...this.melees, ...events.filter((e) => e.kind === 'meleeRolled').map((e) => (e as { rolled: MeleeRolled }).rolled)]
    return this.record({ index, step, ok: true, breakdown, events, rolls: this.dice.log.slice(before) })
  }

  /**
   * 11.4.1 and 11.1: the `panicMove` and `burningRun` events of a step are carried out at once,
   * each measured on the table as it stands then (R-E.8a, R-E.8b); their results join the step's.
   */
  private carryOutForcedMoves(first: readonly EngineEvent[], firstBreakdown: Breakdown): { events: EngineEvent[]; breakdown: Breakdown } {
    const events = [...first]
    const breakdown: Breakdown = {
      modifiers: [...firstBreakdown.modifiers],
      rolls: [...firstBreakdown.rolls],
      lines: [...firstBreakdown.lines],
    }
    for (let i = 0; i < events.length; i++) {
      const e = events[i]
      const action: GameAction | null =
        e.kind === 'panicMove'
          ? { kind: 'panicMove', model: e.modelId }
          : e.kind === 'burningRun'
            ? { kind: 'burningRun', model: e.modelId, moves: e.moves, bearingsDeg: e.bearingsDeg }
            : null
      if (!action || !this.world.figure(action.model)) continue
      const { facts, pushLines } = this.factsFor(action, undefined, undefined)
      const r = perform(this.game, action, facts, this.rolling, this.settings)
      if (!r.ok) {
        breakdown.lines.push({
          key: `${action.kind}.refused`,
          value: r.refusal.code,
          clause: r.refusal.clause,
          ...(action.kind === 'panicMove'
            ? detailed('panicMove.refused', '{model}: {reason}', { model: action.model, reason: r.refusal.reason })
            : detailed('burningRun.refused', '{model}: {reason}', { model: action.model, reason: r.refusal.reason })),
        })
        continue
      }
      this.game = r.value.game
      this.applyEvents(r.value.events, pushLines)
      this.syncFigures()
      events.push(...r.value.events)
      breakdown.modifiers.push(...r.value.breakdown.modifiers)
      breakdown.rolls.push(...r.value.breakdown.rolls)
      breakdown.lines.push(...r.value.breakdown.lines)
    }
    return { events, breakdown }
  }

  dispose(): void {
    this.world.dispose()
  }

  private record(result: StepResult): StepResult {
    this.results.push(result)
    return result
  }

  /** The table's facts for the game as it stands (the same memo the steps use, under the scenario's sight settings). */
  tableFacts(): TableFacts {
    return tableFactsNow(this.world, this.game, this.judge)
  }

  /** The facts `action` needs, measured on the world as it stands now (scenarioFacts.ts). */
  private factsFor(action: GameAction, goal: Point3 | undefined, pushCm: number | undefined): MeasuredFacts {
    return measureFacts(
      {
        world: this.world,
        game: this.game,
        cards: this.cards,
        settings: this.settings,
        judge: this.judge,
        objects: this.objects,
        used: this.used,
      },
      action,
      goal,
      pushCm,
    )
  }

  /** Moves and pushes go to the table. */
  private applyEvents(events: readonly EngineEvent[], pushLines: Record<string, PushLine>): void {
    for (const e of events) {
      if (e.kind === 'moved') this.world.moveFigure(e.modelId, [e.to[0], e.to[1], e.to[2]])
      else if (e.kind === 'leftTable')
        this.world.setScene({ ...this.world.scene, figures: this.world.scene.figures.filter((f) => f.id !== e.modelId) })
      else if (e.kind === 'objectUsed') this.used.push(e.objectId)
      else if (e.kind === 'turned') {
        // R-E.9a: the table keeps the facing too, so a saved scene and the view show it.
        const figures = this.world.scene.figures.map((f) => (f.id === e.modelId ? { ...f, facing: e.facingDeg } : f))
        this.world.setScene({ ...this.world.scene, figures })
      } else if (e.kind === 'pushed') {
        const line = pushLines[e.modelId]
        const f = this.world.requireFigure(e.modelId)
        const to: [number, number, number] = e.fall
          ? [e.fall.landing[0], e.fall.landing[1], e.fall.landing[2]]
          : [f.position[0] + line.direction[0] * e.cm, f.position[1], f.position[2] + line.direction[1] * e.cm]
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

/** The point where a charger's base touches the target's, on the line between them (R-E.4a), for a charge without `to`. */
export function contactPoint(world: TableWorld, chargerId: string, targetId: string): Point3 {
  const c = world.requireFigure(chargerId)
  const t = world.requireFigure(targetId)
  const dx = c.position[0] - t.position[0]
  const dz = c.position[2] - t.position[2]
  const len = Math.hypot(dx, dz) || 1
  const reach = figureProfile(c).radius + figureProfile(t).radius + CONTACT_CM / 2
  return [t.position[0] + (dx / len) * reach, t.position[1], t.position[2] + (dz / len) * reach]
}
