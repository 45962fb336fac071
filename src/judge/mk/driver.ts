import type { Point2 } from '../../math/planar'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Scene } from '../../scene/schema'
import type { Breakdown, DieRoll, RewindableDice, RulingLine } from '../../rules/kernel'
import {
  performMk,
  type MkAction,
  type MkActionFacts,
  type MkEngineOptions,
  type MkEvent,
  type MkGame,
} from '../../rules/mageknight/engine'
import type { Refusal } from '../../rules/kernel'
import type { MkScenarioStep } from './scenarioFile'
import { CORE } from '../../rules/mageknight/core'
import { enemiesInContact, moveFactsFor, pairFactsFor } from './engineFacts'
import { carryLargeEvent, dialRefusal, remeasuredStop } from './largePlay'
import { measureLargeStep, numericDial } from './largeMeasure'
import { castleShotWanted, measureSiegeStep, occupantsOf } from './siegeFacts'
import { applySiegeEvent, isSiegeEvent } from './siegeScene'
import { isSiegeStep } from './siegeSteps'
import { measureFormationStep } from './formationMeasure'
import { isFormationStep } from './formationSteps'
import { carryCavalryEvent, figuresLeavingTable } from './cavalryScene'
import { isCavalryInvolved, measureCavalryStep } from './cavalryMeasure'
import { stepFigureNames } from './stepFigures'
import { DEFAULT_MK_TABLE_RULES, type MkTableRules } from './tableRules'

/**
 * A Mage Knight game played headless: a TableWorld, the engine's MkGame and a seeded Dice. Each
 * step becomes an engine action, the facts it needs are measured on the world as it stands
 * (engineFacts.ts), the engine rules on it, and the table is changed as its events say: figures
 * moved and turned, dials clicked (`figure.mk.clicks`), eliminated figures taken off the table.
 * `npm run play`, the tests and the view's Mage Knight play mode all use it.
 */

export type MkStepResult =
  | { index: number; step: MkScenarioStep; ok: true; breakdown: Breakdown; events: MkEvent[]; rolls: DieRoll[] }
  | { index: number; step: MkScenarioStep; ok: false; refusal: Refusal; rolls: DieRoll[] }

const eliminatedRefusal = (id: string): Refusal => ({ code: 'piece-eliminated', reason: `${id} is out of the game`, clause: CORE.damage })

/** A step's engine action and facts; where the moved bases stand (one height, or each member's). */
type Measured = { action: MkAction; facts: MkActionFacts; endHeightCm?: number; endHeightsCm?: Readonly<Record<string, number>> }

export interface MkSnapshot {
  readonly game: MkGame
  readonly scene: Scene
  readonly results: number
  readonly rolls: number
  readonly removed: number
}

export class MkDriver {
  readonly results: MkStepResult[] = []
  /** The figures taken off the table, in order, for the view and a replay's summary (a fallen Dark Rider once its mount leaves). */
  readonly removed: string[] = []

  constructor(
    readonly world: TableWorld,
    public game: MkGame,
    readonly dice: RewindableDice,
    readonly options: MkEngineOptions = {},
    /** The set-up: each army's picks and points within the build total (core 11). */
    readonly setup: readonly RulingLine[] = [],
    /** What the facts are measured under (tableRules.ts): a rule profile's contact, step, terrain and Trample readings. */
    readonly table: MkTableRules = DEFAULT_MK_TABLE_RULES,
  ) {}

  get log(): readonly DieRoll[] {
    return this.dice.log
  }

  /** The engine action of a step and its facts, measured now (previews use it: nothing changes). */
  measure(step: MkScenarioStep): Measured {
    // core 10: a formation's step (formationMeasure.ts); 003: a cavalry unit's (cavalryMeasure.ts); 000: a large figure's or a
    // passenger's (largeMeasure.ts); else the core's and the castle's.
    const m = isFormationStep(step)
      ? measureFormationStep(this.world, this.game, step, this.table)
      : (measureCavalryStep(this.world, this.game, step, this.table) ??
        measureLargeStep(this.world, this.game, step, this.table.facts) ??
        this.measureStep(step))
    // 001 "Siegpunkte": who holds each section, should this step end the game.
    if (!this.world.scene.castle) return m
    return { ...m, facts: { ...m.facts, siege: { ...m.facts.siege, occupants: occupantsOf(this.world) } } }
  }

  private measureStep(step: MkScenarioStep): { action: MkAction; facts: MkActionFacts; endHeightCm?: number } {
    // 001: the castle's steps, and a ranged attack at a figure on the castle, are castle shots (siegeFacts.ts).
    if (isSiegeStep(step)) return measureSiegeStep(this.world, step, this.table.facts)
    if (step.do === 'ranged' && castleShotWanted(this.world, step.targets))
      return measureSiegeStep(this.world, { do: 'castleShot', from: step.figure, targets: step.targets }, this.table.facts)
    switch (step.do) {
      case 'endTurn':
        return { action: { kind: 'endTurn' }, facts: {} }
      case 'freeSpin':
        return { action: { kind: 'freeSpin', piece: step.figure, facingDeg: step.facing }, facts: {} }
      case 'move': {
        const to: Point2 = [step.to[0], step.to[2]]
        const m = moveFactsFor(this.world, step.figure, to, this.table.facts)
        return {
          action: { kind: 'move', piece: step.figure, to, facingDeg: step.facing, dial: numericDial(this.game, step.figure, step.dial) },
          facts: { move: m.facts },
          endHeightCm: m.endHeightCm,
        }
      }
      case 'ranged':
        return {
          action: { kind: 'ranged', piece: step.figure, targets: step.targets, dial: numericDial(this.game, step.figure, step.dial) },
          facts: {
            pairs: step.targets.map((t) => pairFactsFor(this.world, step.figure, t, this.table.facts)),
            enemiesInContact: enemiesInContact(this.world, step.figure, this.table.facts),
          },
        }
      case 'melee':
        return {
          action: { kind: 'melee', piece: step.figure, target: step.target, dial: numericDial(this.game, step.figure, step.dial) },
          facts: {
            pairs: [pairFactsFor(this.world, step.figure, step.target, this.table.facts)],
            enemiesInContact: enemiesInContact(this.world, step.figure, this.table.facts),
          },
        }
      default:
        throw new RangeError(`MkDriver.measure: step "${step.do}" is measured by measureLargeStep`)
    }
  }

  /** Names the step uses that are not on the table (eliminated, or never there): refused before measuring. */
  private absent(step: MkScenarioStep): string | null {
    const names = stepFigureNames(step, this.world.scene)
    return names.find((n) => this.world.figure(n) === undefined) ?? null
  }

  do(step: MkScenarioStep): MkStepResult {
    const index = this.results.length
    const before = this.dice.log.length
    // An eliminated figure has left the table (names are checked against the scene at load).
    const missing = this.absent(step)
    if (missing !== null) {
      const result: MkStepResult = { index, step, ok: false, refusal: eliminatedRefusal(missing), rolls: [] }
      this.results.push(result)
      return result
    }
    // 003: a cavalry step names its dial `mount` or `rider`, no section.
    const badDial = isCavalryInvolved(this.game, step) ? null : dialRefusal(this.game, step)
    if (badDial !== null) {
      const result: MkStepResult = { index, step, ok: false, refusal: badDial, rolls: [] }
      this.results.push(result)
      return result
    }
    let { action, facts, endHeightCm, endHeightsCm } = this.measure(step)
    let r = performMk(this.game, action, facts, this.dice, this.options)
    // 000 "Bewegung": stopped by a multi-dial base, the large figure's end is measured again there (R-LF-8).
    const stop = remeasuredStop(r, step)
    if (stop !== null) {
      this.dice.rewind(before)
      ;({ action, facts, endHeightCm } = this.measure(stop))
      r = performMk(this.game, action, facts, this.dice, this.options)
    }
    const rolls = this.dice.log.slice(before)
    const result: MkStepResult = r.ok
      ? { index, step, ok: true, breakdown: r.value.breakdown, events: r.value.events, rolls }
      : { index, step, ok: false, refusal: r.refusal, rolls }
    if (r.ok) {
      this.game = r.value.game
      this.apply(r.value.events, endHeightCm, endHeightsCm)
    }
    this.results.push(result)
    return result
  }

  /** The engine's events carried out on the table. */
  private apply(events: readonly MkEvent[], endHeightCm = 0, endHeightsCm?: Readonly<Record<string, number>>): void {
    for (const e of events) {
      if (e.kind === 'moved') {
        const f = this.world.requireFigure(e.piece)
        const moved = e.to[0] !== f.position[0] || e.to[1] !== f.position[2]
        // A formation's members each stand at their own goal's height (core 10).
        const height = endHeightsCm && Object.hasOwn(endHeightsCm, e.piece) ? endHeightsCm[e.piece] : endHeightCm
        const position: [number, number, number] = moved ? [e.to[0], height, e.to[1]] : [f.position[0], f.position[1], f.position[2]]
        const figures = this.world.scene.figures.map((g) =>
          g.id === e.piece ? { ...g, position, ...(e.facingDeg === null ? {} : { facing: e.facingDeg }) } : g,
        )
        this.world.setScene({ ...this.world.scene, figures })
      } else if (e.kind === 'turned') {
        const figures = this.world.scene.figures.map((g) => (g.id === e.piece ? { ...g, facing: e.facingDeg } : g))
        this.world.setScene({ ...this.world.scene, figures })
      } else if (e.kind === 'clicks') {
        const figures = this.world.scene.figures.map((g) => {
          if (g.id !== e.piece || !g.mk) return g
          const clicks = [...(g.mk.clicks ?? this.game.pieces[e.piece].startClicks)]
          clicks[e.dial] = e.to
          return { ...g, mk: { ...g.mk, clicks } }
        })
        this.world.setScene({ ...this.world.scene, figures })
      } else if (isSiegeEvent(e)) {
        applySiegeEvent(this.world, e)
      } else if (e.kind === 'eliminated') {
        // 003 "Dark Riders Subfaction": a fallen Dark Rider stays seated and leaves with its mount,
        // so it is listed when it leaves the table (R-MKK-27), not when it falls.
        const leaving = figuresLeavingTable(this.game, this.world.scene, e.piece)
        for (const id of leaving) if (!this.removed.includes(id)) this.removed.push(id)
        this.world.setScene({ ...this.world.scene, figures: this.world.scene.figures.filter((g) => !leaving.includes(g.id)) })
      }
      carryLargeEvent(this.world, e)
      carryCavalryEvent(this.world, e, this.game)
    }
  }

  snapshot(): MkSnapshot {
    return {
      game: this.game,
      scene: this.world.scene,
      results: this.results.length,
      rolls: this.dice.log.length,
      removed: this.removed.length,
    }
  }

  restore(s: MkSnapshot): void {
    this.game = s.game
    if (this.world.scene !== s.scene) this.world.setScene(s.scene)
    this.results.length = s.results
    this.removed.length = s.removed
    this.dice.rewind(s.rolls)
  }

  dispose(): void {
    this.world.dispose()
  }
}
