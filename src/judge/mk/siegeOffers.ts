import { rimGapToSection } from '../../geometry/castle/accessPlacement'
import { accessPointsOf, accessPointsTouching, figuresOnSection } from '../../geometry/castle/queries'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { inches, inchesToCm } from '../../math/units'
import { WALL_KINDS } from '../../rules/mageknight/castle'
import { statsOf } from '../../rules/mageknight/core'
import {
  previewCastleShot,
  type MkAction,
  type MkActionFacts,
  type MkAttackPreview,
  type MkGame,
  type MkSettings,
} from '../../rules/mageknight/engine'
import { castlePiece } from '../../scene/castle/pieces'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'
import type { MkScenarioStep } from './scenarioFile'
import type { MkProbe } from './sessionTypes'
import { climbGoal, stepToTouch } from './siegeClimbGoal'
import type { SiegeStep } from './siegeSteps'

/**
 * The siege's steps (001) the chosen figure or castle section could be given now, for the play
 * mode's buttons: each a complete step (a climb's goal placed by the judge, siegeClimbGoal.ts)
 * with the engine's answer (the session's probe), so a refused one carries its refusal; a castle
 * shot also with its numbers before the roll (previewCastleShot, the rules the step is played
 * by). A figure's shot at a figure is no offer here: it is the attack list's ranged attack, which
 * the driver makes a castle shot when the target stands on the castle.
 */

export interface SiegeOffer {
  step: SiegeStep
  probe: MkProbe
  /** A castle shot's numbers before the roll when the rules allow the shot itself; null otherwise. */
  preview: MkAttackPreview | null
}

/** What the offers are asked of: the session's game and table, and its probe (dice that touch nothing). */
export interface SiegeOfferSource {
  readonly world: TableWorld
  readonly game: MkGame
  probe(step: MkScenarioStep): MkProbe
}

/** The source with the driver's measure (the step's engine action and facts, now) and the rules' settings. */
interface SiegeOfferContext extends SiegeOfferSource {
  settings: MkSettings
  /** The game's table readings (tableRules.ts): a climb's goal is placed as the climb will be measured. */
  table: MkTableFactSettings
  measure(step: MkScenarioStep): { action: MkAction; facts: MkActionFacts }
}

/** A rim this close (cm) to a section's outline is worth asking the rules about a melee there (R-MKS-11 judges contact). */
const NEAR_SECTION_CM = 0.5

const sectionsOf = (world: TableWorld) => (world.scene.castle?.sections ?? []).filter((s) => !s.destroyed)
const sideOf = (game: MkGame, id: string): string | null => (Object.hasOwn(game.pieces, id) ? game.pieces[id].side : null)

function shotPreview(ctx: SiegeOfferContext, step: Extract<SiegeStep, { do: 'castleShot' }>): MkAttackPreview | null {
  const { action, facts } = ctx.measure(step)
  if (action.kind !== 'castleShot') return null
  const r = previewCastleShot(ctx.game, action, facts.siege ?? {}, ctx.settings)
  return r.ok ? r.value : null
}

/** The long-range attack is worth its own button where it is available and not used anyway (R-MK-5a). */
const longRangeOptional = (p: MkAttackPreview | null): boolean =>
  p?.lines.some((l) => l.key === 'longRange' && l.detailKey === 'longRange.notNeeded') ?? false

/** 001 "Angriffe": shots from `from` at each enemy section, and from a section at each enemy figure too. */
function castleShots(ctx: SiegeOfferContext, from: string, fromSection: boolean): SiegeStep[] {
  const side = sideOf(ctx.game, from)
  const enemy = (id: string) => sideOf(ctx.game, id) !== null && sideOf(ctx.game, id) !== side
  const targets = [...(fromSection ? ctx.world.scene.figures.map((f) => f.id) : []), ...sectionsOf(ctx.world).map((s) => s.id)].filter(
    (id) => id !== from && enemy(id),
  )
  return targets.map((t) => ({ do: 'castleShot', from, targets: [t] }))
}

/** 001 "Portale": each portal of a section of the side to act, to the state it is not in. */
function portals(ctx: SiegeOfferContext, sectionId: string): SiegeStep[] {
  const section = sectionsOf(ctx.world).find((s) => s.id === sectionId)
  const state = ctx.game.siege?.sections[sectionId]
  if (!section || !state || sideOf(ctx.game, sectionId) !== ctx.game.turn.side) return []
  return castlePiece(section.kind).portals.map((p) => ({
    do: 'portal',
    section: sectionId,
    portal: p.id,
    state: (Object.hasOwn(state.portals, p.id) ? state.portals[p.id] : 'closed') === 'open' ? 'closed' : 'open',
  }))
}

/** 001 "Zugangspunkte": through each access point the figure touches or can step to, to each other point of the section. */
function climbs(ctx: SiegeOfferContext, figure: string): SiegeStep[] {
  const piece = ctx.game.pieces[figure]
  const speedCm = inchesToCm(inches(statsOf(piece).speed ?? 0))
  const out: SiegeStep[] = []
  for (const section of sectionsOf(ctx.world)) {
    const points = accessPointsOf(ctx.world, section.id)
    for (const via of points) {
      const at = stepToTouch(ctx.world, figure, via)
      if (at === null) continue
      const f = ctx.world.requireFigure(figure)
      if (at && Math.hypot(at[0] - f.position[0], at[2] - f.position[2]) > speedCm) continue
      for (const dest of points) {
        if (dest.id === via.id && dest.kind !== 'ladder') continue
        const to = climbGoal(ctx.world, figure, section.id, via.id, dest, ctx.table)
        if (to) out.push({ do: 'climb', figure, section: section.id, via: via.id, to, ...(at ? { at } : {}) })
      }
    }
  }
  return out
}

/** 001 "Planken und Leitern": the carried ladder beside each wall, or a standing ladder taken away. */
function ladders(ctx: SiegeOfferContext, figure: string): SiegeStep[] {
  const siege = ctx.game.siege
  if (!siege) return []
  const carried = Object.hasOwn(siege.carried, figure) ? siege.carried[figure] : null
  const walls = sectionsOf(ctx.world).filter((s) => (WALL_KINDS as readonly string[]).includes(s.kind))
  const setUp: SiegeStep[] = carried === null ? [] : walls.map((w) => ({ do: 'ladder', figure, op: 'setUp', ladder: carried, wall: w.id }))
  const takeAway: SiegeStep[] = Object.keys(siege.ladders).map((ladder) => ({ do: 'ladder', figure, op: 'takeAway', ladder }))
  return [...setUp, ...takeAway]
}

/** 001 "Nahkampf", "Das Castle angreifen": across the access points the figure is at, and at sections its base touches. */
function melees(ctx: SiegeOfferContext, figure: string): SiegeStep[] {
  const side = sideOf(ctx.game, figure)
  const at = (id: string, section: string) =>
    accessPointsTouching(ctx.world, id).some((p) => p.sectionId === section) || figuresOnSection(ctx.world, section).includes(id)
  const out: SiegeStep[] = []
  for (const section of sectionsOf(ctx.world)) {
    if (at(figure, section.id))
      for (const f of ctx.world.scene.figures)
        if (f.side !== side && sideOf(ctx.game, f.id) !== null && at(f.id, section.id))
          out.push({ do: 'accessMelee', figure, target: f.id, section: section.id })
    if (sideOf(ctx.game, section.id) !== side && rimGapToSection(ctx.world, figure, section.id) <= NEAR_SECTION_CM)
      out.push({ do: 'castleMelee', figure, section: section.id })
  }
  return out
}

/** The siege's steps for `chosen` (a figure or a castle section of the game), each probed; none for an unknown id. */
export function siegeOffersOf(
  source: SiegeOfferSource,
  chosen: string,
  measure: SiegeOfferContext['measure'],
  settings: MkSettings,
  table: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): SiegeOffer[] {
  const ctx: SiegeOfferContext = { world: source.world, game: source.game, probe: (s) => source.probe(s), measure, settings, table }
  if (!Object.hasOwn(ctx.game.pieces, chosen) || !ctx.game.siege) return []
  const isSection = sectionsOf(ctx.world).some((s) => s.id === chosen)
  if (!isSection && ctx.world.figure(chosen) === undefined) return []
  const steps = isSection
    ? [...portals(ctx, chosen), ...castleShots(ctx, chosen, true)]
    : [...castleShots(ctx, chosen, false), ...climbs(ctx, chosen), ...ladders(ctx, chosen), ...melees(ctx, chosen)]
  const offers: SiegeOffer[] = []
  for (const step of steps) {
    const preview = step.do === 'castleShot' ? shotPreview(ctx, step) : null
    const probe = ctx.probe(step)
    // An access point the figure must step to first is offered only where the step can be made: reached by a move now.
    if (step.do === 'climb' && step.at && !probe.ok) continue
    offers.push({ step, probe, preview })
    if (step.do === 'castleShot' && longRangeOptional(preview)) {
      const long = { ...step, longRange: true }
      offers.push({ step: long, probe: ctx.probe(long), preview: shotPreview(ctx, long) })
    }
  }
  return offers
}
