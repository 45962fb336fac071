import type { Point2 } from '../../math/planar'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { unitIdOf, type MkAction, type MkActionFacts, type MkGame, type MkSettings } from '../../rules/mageknight/engine'
import {
  cavalryAttackView,
  cavalryChoiceFieldOf,
  cavalryDialQuestion,
  involvesCavalry,
  openProbe,
  type CavalryDialName,
  type CavalryDialQuestion,
  type MkCavalryAttackView,
} from './cavalryChoiceOffers'
import { cavalryPathToward, type CavalryPathKind, type CavalryPathView } from './cavalryGoalOffers'
import type { MkScenarioStep } from './scenarioFile'
import type { MkProbe } from './sessionTypes'
import type { CavalryStep } from './cavalrySteps'

/**
 * Cavalry's steps (003) for the figure chosen in the play mode, each probed by the session so a
 * refused one carries its refusal: the unit's dials (an attack names the mount's or the rider's,
 * "Giving Actions to a Cavalry Unit"), each attack at each opponent with each dial, Dismount and
 * Dark Unity for a unit with a rider, Remount for a dismounted rider at each friendly mount
 * without one, the modes that move toward a goal (Trample, Overwhelm, Mounted Bound, Mounted
 * Charge: cavalryGoalOffers.ts) and the dial questions a step still needs
 * (cavalryChoiceOffers.ts). A step that only waits for a dial is offered as allowed: its click
 * asks the question before anything is rolled.
 */

export type { CavalryDialName } from './cavalryChoiceOffers'
/** The dial an attack names: an index (a large figure's section) or a cavalry unit's mount or rider (003). */
export type AttackDial = number | CavalryDialName
export type { CavalryPathAttack, CavalryPathKind, CavalryPathView, OverwhelmOdds } from './cavalryGoalOffers'
export type { CavalryDialOption, CavalryDialQuestion } from './cavalryChoiceOffers'

export interface CavalryStepOffer {
  step: CavalryStep
  probe: MkProbe
}

/** A mode's button (a proficiency toward a goal, at `target`): refused when no goal could change the answer. */
export interface CavalryModeOffer {
  kind: CavalryPathKind
  target: string | null
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
  /** 003 "Dark Unity": offered while a Dark Rider sits in the saddle. */
  darkUnity: CavalryStepOffer | null
  /** Trample, and per opponent Mounted Bound and Mounted Charge, per opposing cavalry unit Overwhelm. */
  modes: readonly CavalryModeOffer[]
}

/** What the offers are asked of: the session's game and table, its probe and the driver's measure. */
export interface CavalryOfferSource {
  game(): MkGame
  world(): TableWorld
  probe(step: MkScenarioStep): MkProbe
  measure(step: MkScenarioStep): { action: MkAction; facts: MkActionFacts }
  settings?(): MkSettings
}

/**
 * R-MKV.7: refusals of a mode's step that no goal changes (the unit, its tokens, the turn, the
 * target): the mode's button carries them; any other refusal depends on the goal and is shown
 * with the path under the pointer.
 */
const MODE_REFUSALS: ReadonlySet<string> = new Set([
  'no-rider',
  'no-proficiency',
  'not-your-turn',
  'cavalry-one-action',
  'acted-this-turn',
  'pushed-last-turn',
  'in-contact-at-start',
  'dark-riders-no-dismount',
  'piece-eliminated',
])

const strip = ({ asks: _, ...p }: MkProbe & { asks: unknown }): MkProbe => p
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
          attacks.push({ kind, target: t.id, dial, step, probe: strip(openProbe(this.source, step)) })
        }
    const dismount = rider === null ? null : this.offer({ do: 'dismount', figure: unit })
    const dark = rider === null ? null : this.offer({ do: 'darkUnity', figure: unit })
    const darkUnity = dark && !dark.probe.ok && dark.probe.refusal.code === 'not-dark-riders' ? null : dark
    const cavalryTargets = enemies.filter((e) => unitIdOf(game, e.id) === e.id && (own(game.cavalry?.saddle, e.id) ?? null) !== null)
    const modes = [
      this.mode(unit, 'trample', null),
      ...enemies.map((e) => this.mode(unit, 'mountedBound', e.id)),
      ...enemies.map((e) => this.mode(unit, 'mountedCharge', e.id)),
      ...cavalryTargets.map((e) => this.mode(unit, 'overwhelm', e.id)),
    ]
    return { unit, rider, dials, attacks, dismount, darkUnity, modes }
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

  /** An attack's numbers before the roll with the attacker's and the target's dials named (the session's previewAttack). */
  attackView(figure: string, target: string, kind: 'ranged' | 'melee', dial: number | CavalryDialName, targetDial?: CavalryDialName) {
    return cavalryAttackView(this.source, figure, target, kind, dial, targetDial) satisfies MkCavalryAttackView
  }

  /**
   * The figure an attack at `id` names (R-MKV.8): a rider in its saddle stands for its unit, named
   * by its mount, so a click on either figure of the unit asks the attacker for the dial; any
   * other figure itself.
   */
  targetOf(id: string): string {
    // unitIdOf names a mount's own id and a seated rider's mount: the saddles are read once.
    return unitIdOf(this.source.game(), id) ?? id
  }

  /** Does an attack of `figure` at `target` have a mount or a rider at either end? */
  involves(figure: string, target: string): boolean {
    return involvesCavalry(this.source, figure, target)
  }

  /**
   * An attack's probe as its button shows it: one at a cavalry unit that only waits for the
   * attacker's choice of dial (003 "Attacking and Damaging a Cavalry Unit") takes its first allowed
   * answer's probe, so the button is offered and its click asks the question (the view's
   * playMkStep) instead of being refused for a choice the player has not been asked yet.
   */
  attackProbe(step: MkScenarioStep): MkProbe {
    const p = this.source.probe(step)
    if (p.ok || cavalryChoiceFieldOf(p.refusal) !== 'targetDial') return p
    return cavalryDialQuestion(this.source, step, p.refusal)?.options.find((o) => o.probe.ok)?.probe ?? p
  }

  /** The dial a refused step still asks for (a cavalry target's, a pushing click's), or null for a plain refusal. */
  question(step: MkScenarioStep): CavalryDialQuestion | null {
    const p = this.source.probe(step)
    return p.ok ? null : cavalryDialQuestion(this.source, step, p.refusal)
  }

  /**
   * A step of `kind` of the chosen unit toward `goal` (cm, seen from above; at `target`, with the
   * charge's `dial`): the path and crossings it would be judged by, what it does there and the
   * rules' answer; null for no unit, or a mode without its target.
   */
  pathToward(chosen: string, kind: CavalryPathKind, goal: Point2, target?: string, dial?: CavalryDialName): CavalryPathView | null {
    return cavalryPathToward(this.source, chosen, kind, goal, target, dial)
  }

  /** A mode's button, probed with the unit standing still: only refusals no goal changes count (R-MKV.7). */
  private mode(unit: string, kind: CavalryPathKind, target: string | null): CavalryModeOffer {
    const here = this.source.world().figure(unit)?.position
    const path = here && cavalryPathToward(this.source, unit, kind, [here[0], here[2]], target ?? undefined)
    const p = path?.probe
    const probe: MkProbe =
      p && !p.ok && MODE_REFUSALS.has(p.refusal.code) ? { ok: false, refusal: p.refusal } : { ok: true, rollsDice: true }
    return { kind, target, probe }
  }

  private offer(step: CavalryStep): CavalryStepOffer {
    return { step, probe: strip(openProbe(this.source, step)) }
  }
}
