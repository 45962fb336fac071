import type { TableWorld } from '../../geometry/world/tableWorld'
import { unitIdOf, type MkGame } from '../../rules/mageknight/engine'
import { mkContactRecords } from './facts'
import type { MkScenarioStep } from './scenarioFile'
import type { MkProbe } from './sessionTypes'

/**
 * Formation attacks (core 10; cavalry only with cavalry whose riders share a faction symbol, 003
 * "Cavalry Units and Formations") as the play mode's buttons: the chosen figure and every friendly
 * figure joined to it by a chain of base contact now form the formation, the chosen one its main
 * attacker; one ranged and one close combat attack at each opponent, each probed, so a refused
 * button carries the rules' refusal (too few members, a cavalry unit with infantry, riders of
 * different factions, out of range) as its title. A cavalry unit counts once, by its mount (its
 * seated rider is the same figure, 003 "Cavalry Units"). Formation moves need a goal per member
 * and are played from scenario files only.
 */

export interface FormationAttackOffer {
  kind: 'formationRanged' | 'formationMelee'
  target: string
  step: MkScenarioStep
  probe: MkProbe
}

export interface MkFormationView {
  /** The formation's members (the chosen figure's unit first), its main attacker the first. */
  members: readonly string[]
  attacks: readonly FormationAttackOffer[]
}

export interface FormationOfferSource {
  game(): MkGame
  world(): TableWorld
  probe(step: MkScenarioStep): MkProbe
}

export class MkFormationOffers {
  constructor(private readonly source: FormationOfferSource) {}

  /** The chosen figure's formation and its attacks; null when `chosen` is no piece on the table. */
  view(chosen: string): MkFormationView | null {
    const game = this.source.game()
    const world = this.source.world()
    if (!Object.hasOwn(game.pieces, chosen) || world.figure(chosen) === undefined) return null
    const seated = new Set(Object.values(game.cavalry?.saddle ?? {}))
    const named = (id: string) => (seated.has(id) ? (unitIdOf(game, id) ?? id) : id)
    const main = named(chosen)
    const side = game.pieces[main].side
    const members = this.chain(main, side, named)
    const enemies = Object.values(game.pieces).filter((p) => p.side !== side && world.figure(p.id) !== undefined && !seated.has(p.id))
    const attacks: FormationAttackOffer[] = []
    for (const t of enemies)
      for (const kind of ['formationRanged', 'formationMelee'] as const) {
        const step: MkScenarioStep = { do: kind, members: [...members], main, target: t.id }
        attacks.push({ kind, target: t.id, step, probe: this.source.probe(step) })
      }
    return { members, attacks }
  }

  /** `from` and the friendly figures of `side` a chain of base contact joins to it (breadth first, by unit). */
  private chain(from: string, side: string, named: (id: string) => string): string[] {
    const game = this.source.game()
    const world = this.source.world()
    const out = [from]
    for (let i = 0; i < out.length; i++) {
      const unit = out[i]
      const rider = game.cavalry?.saddle && Object.hasOwn(game.cavalry.saddle, unit) ? game.cavalry.saddle[unit] : null
      for (const figure of rider ? [unit, rider] : [unit])
        for (const c of mkContactRecords(world, figure)) {
          const id = named(c.id)
          if (Object.hasOwn(game.pieces, id) && game.pieces[id].side === side && !out.includes(id)) out.push(id)
        }
    }
    return out
  }
}
