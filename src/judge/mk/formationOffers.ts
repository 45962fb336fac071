import type { Point2 } from '../../math/planar'
import { checkFormationMembers, type MkSettings } from '../../rules/mageknight/engine'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings, mkContactRecords } from './facts'
import { contactsAmong } from './formationMeasure'
import { formationMoveToward, type FormationFacing, type FormationMoveSource, type MkFormationMoveView } from './formationMoveOffer'
import type { MkScenarioStep } from './scenarioFile'
import type { MkProbe } from './sessionTypes'

/**
 * Formations (core 10; cavalry only with cavalry whose riders share a faction symbol, 003
 * "Cavalry Units and Formations") as the play mode offers them: the candidates are the chosen
 * figure and every friendly figure a chain of base contact joins to it now; the player ticks
 * which of them join (all by default), the chosen one always, as main attacker and as the leader
 * of a move. The ticked members are checked as a formation by the rules (size R-MKF-1, faction,
 * cavalry with cavalry, one chain of base contact among themselves), and each attack at each
 * opponent is probed with them, so a refused button carries the rules' refusal as its title. A
 * move toward the pointer is formationMoveOffer.ts. A cavalry unit counts once, by its mount (its
 * seated rider is the same figure, 003 "Cavalry Units").
 */

export interface FormationAttackOffer {
  kind: 'formationRanged' | 'formationMelee'
  target: string
  step: MkScenarioStep
  probe: MkProbe
}

export interface MkFormationView {
  /** The ticked members (the chosen figure's unit first), its main attacker and a move's leader the first. */
  members: readonly string[]
  /** Every friend a chain of base contact joins to the chosen figure now (itself first): what the player may tick. */
  candidates: readonly string[]
  /** Whether the ticked members form a formation at all (core 10), with the rules' refusal when not. */
  check: MkProbe
  attacks: readonly FormationAttackOffer[]
}

export interface FormationOfferSource extends FormationMoveSource {
  settings(): MkSettings
  /** The game's table readings (tableRules.ts), as the step is measured under them: who touches whom. Defaults when absent. */
  table?(): MkTableFactSettings
}

export class MkFormationOffers {
  constructor(private readonly source: FormationOfferSource) {}

  /**
   * The chosen figure's formation and its attacks; null when `chosen` is no piece on the table.
   * `picked` names the members the player ticked (the chosen one joins anyway; names that are no
   * candidate are left out); without it every candidate joins.
   */
  view(chosen: string, picked?: readonly string[]): MkFormationView | null {
    const game = this.source.game()
    const world = this.source.world()
    if (!Object.hasOwn(game.pieces, chosen) || world.figure(chosen) === undefined) return null
    // A seated rider stands for its unit, named by its mount: one reading of the saddles, rider to mount.
    const mountOf = new Map<string, string>()
    for (const [mount, rider] of Object.entries(game.cavalry?.saddle ?? {})) if (rider !== null) mountOf.set(rider, mount)
    const named = (id: string) => mountOf.get(id) ?? id
    const main = named(chosen)
    const side = game.pieces[main].side
    const candidates = this.chain(main, side, named)
    const members = picked === undefined ? candidates : candidates.filter((id) => id === main || picked.includes(id))
    const enemies = Object.values(game.pieces).filter((p) => p.side !== side && world.figure(p.id) !== undefined && !mountOf.has(p.id))
    const attacks: FormationAttackOffer[] = []
    for (const t of enemies)
      for (const kind of ['formationRanged', 'formationMelee'] as const) {
        const step: MkScenarioStep = { do: kind, members: [...members], main, target: t.id }
        attacks.push({ kind, target: t.id, step, probe: this.source.probe(step) })
      }
    return { members, candidates, check: this.check(members), attacks }
  }

  /** The move of `members` with `leader` ending at `point` (cm, seen from above), before the click (formationMoveOffer.ts). */
  moveToward(members: readonly string[], leader: string, point: Point2, facing: FormationFacing): MkFormationMoveView | null {
    return formationMoveToward(this.source, members, leader, point, facing)
  }

  /**
   * Core 10 on the members alone, by the engine's own check before any formation action (never a
   * large figure, 000 "Allgemeine Regeln"; size, faction with a unit's rider's, R-MKF-7; cavalry;
   * one chain of base contact), so the panel and the step never disagree.
   */
  private check(members: readonly string[]): MkProbe {
    const game = this.source.game()
    const ids = members.filter((id) => Object.hasOwn(game.pieces, id))
    // The contacts as the engine's facts measure them (formationMeasure.ts): a unit by its mount's base.
    const formed = checkFormationMembers(
      game,
      ids,
      { contacts: contactsAmong(this.source.world(), ids, this.table()) },
      this.source.settings(),
    )
    return formed.ok ? { ok: true, rollsDice: false } : { ok: false, refusal: formed.refusal }
  }

  private table(): MkTableFactSettings {
    return this.source.table?.() ?? DEFAULT_MK_TABLE_FACT_SETTINGS
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
        for (const c of mkContactRecords(world, figure, this.table())) {
          const id = named(c.id)
          if (Object.hasOwn(game.pieces, id) && game.pieces[id].side === side && !out.includes(id)) out.push(id)
        }
    }
    return out
  }
}
