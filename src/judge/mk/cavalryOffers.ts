import type { Point2 } from '../../math/planar'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { unitIdOf, type MkAction, type MkActionFacts, type MkGame } from '../../rules/mageknight/engine'
import type { MkScenarioStep } from './scenarioFile'
import type { MkProbe } from './sessionTypes'
import type { CavalryStep } from './cavalrySteps'

/**
 * Cavalry's steps (003) for the figure chosen in the play mode, each probed by the session so a
 * refused one carries its refusal: the unit's dials (an attack names the mount's or the rider's,
 * "Giving Actions to a Cavalry Unit"), each attack at each opponent with each dial, Dismount for
 * a unit with a rider, Remount for a dismounted rider at each friendly mount without one, and a
 * Trample or Mounted Charge toward a point with the path the judge measures for it (the swept
 * base of cavalryMeasure.ts, the bases it crosses), before the click.
 */

export type CavalryDialName = 'mount' | 'rider'

export interface CavalryStepOffer {
  step: CavalryStep
  probe: MkProbe
}

export interface CavalryAttackOffer {
  kind: 'ranged' | 'melee'
  target: string
  dial: CavalryDialName
  step: MkScenarioStep
  probe: MkProbe
}

export interface MkCavalryView {
  /** The unit's id (its mount's) and the rider in its saddle, null for none. */
  unit: string
  rider: string | null
  /** The dials an action of the unit may name now: the mount's, and the rider's while it sits in the saddle. */
  dials: readonly CavalryDialName[]
  attacks: readonly CavalryAttackOffer[]
  dismount: CavalryStepOffer | null
}

/** A Trample or Mounted Charge toward a goal, before the click: the straight path, the bases it crosses and the rules' answer. */
export interface CavalryPathView {
  step: CavalryStep
  probe: MkProbe
  from: Point2
  to: Point2
  pathIn: number
  /** Ids of the bases the swept base crosses, in path order (003 "Trample": those it may damage). */
  crossed: readonly string[]
}

export type CavalryPathKind = 'trample' | 'mountedCharge'

/** What the offers are asked of: the session's game and table, its probe and the driver's measure. */
export interface CavalryOfferSource {
  game(): MkGame
  world(): TableWorld
  probe(step: MkScenarioStep): MkProbe
  measure(step: MkScenarioStep): { action: MkAction; facts: MkActionFacts }
}

const own = <T>(r: Readonly<Record<string, T>> | undefined, k: string): T | undefined => (r && Object.hasOwn(r, k) ? r[k] : undefined)

export class MkCavalryOffers {
  constructor(private readonly source: CavalryOfferSource) {}

  /** The chosen unit's dials, attacks and Dismount; null when `chosen` stands for no cavalry unit. */
  view(chosen: string): MkCavalryView | null {
    const game = this.source.game()
    const unit = unitIdOf(game, chosen)
    if (unit === null || !Object.hasOwn(game.pieces, unit)) return null
    const rider = own(game.cavalry?.saddle, unit) ?? null
    const dials: CavalryDialName[] = rider === null ? ['mount'] : ['mount', 'rider']
    const me = game.pieces[unit]
    const world = this.source.world()
    // An opposing rider in its saddle is no target of its own: its unit is named by the mount (003 "Cavalry Units").
    const seated = new Set(Object.values(game.cavalry?.saddle ?? {}))
    const enemies = Object.values(game.pieces).filter((p) => p.side !== me.side && world.figure(p.id) !== undefined && !seated.has(p.id))
    const attacks: CavalryAttackOffer[] = []
    for (const dial of dials)
      for (const t of enemies)
        for (const kind of ['ranged', 'melee'] as const) {
          const step: MkScenarioStep =
            kind === 'ranged' ? { do: 'ranged', figure: unit, targets: [t.id], dial } : { do: 'melee', figure: unit, target: t.id, dial }
          attacks.push({ kind, target: t.id, dial, step, probe: this.source.probe(step) })
        }
    const dismount = rider === null ? null : this.offer({ do: 'dismount', figure: unit })
    return { unit, rider, dials, attacks, dismount }
  }

  /** 003 "Dismounted Riders": a dismounted rider's Remount at each friendly mount without a rider; none for any other figure. */
  remounts(chosen: string): CavalryStepOffer[] {
    const game = this.source.game()
    const cavalry = game.cavalry
    if (!cavalry || !Object.hasOwn(cavalry.cards, chosen) || !Object.hasOwn(game.pieces, chosen)) return []
    const seated = Object.hasOwn(cavalry.saddle, chosen) || Object.values(cavalry.saddle).includes(chosen)
    if (seated) return []
    const side = game.pieces[chosen].side
    return Object.entries(cavalry.saddle)
      .filter(([mount, rider]) => rider === null && Object.hasOwn(game.pieces, mount) && game.pieces[mount].side === side)
      .map(([mount]) => this.offer({ do: 'remount', figure: chosen, mount }))
  }

  /**
   * A Trample (or Mounted Charge at `target`) of the chosen unit to `goal` (cm, seen from above):
   * the path and crossings the step would be judged by, and the rules' answer; null for no unit.
   */
  pathToward(chosen: string, kind: CavalryPathKind, goal: Point2, target?: string): CavalryPathView | null {
    const game = this.source.game()
    const unit = unitIdOf(game, chosen)
    if (unit === null || (kind === 'mountedCharge' && target === undefined)) return null
    const to: [number, number, number] = [goal[0], 0, goal[1]]
    const step: CavalryStep =
      kind === 'trample' ? { do: 'trample', figure: unit, to } : { do: 'mountedCharge', figure: unit, to, target: target as string }
    const { facts } = this.source.measure(step)
    const move = facts.move
    if (!move) return null
    // Trample's crossings are the rules' own (the swept base); a charge's are the move's (core 5).
    const crossed = facts.cavalry?.trample?.crossed.map((c) => c.id) ?? move.basesCrossed.map((b) => b.id)
    return { step, probe: this.source.probe(step), from: move.from, to: move.to, pathIn: move.pathIn, crossed }
  }

  private offer(step: CavalryStep): CavalryStepOffer {
    return { step, probe: this.source.probe(step) }
  }
}
