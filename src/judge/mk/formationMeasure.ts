import type { Point2 } from '../../math/planar'
import { cmToInches, type Cm } from '../../math/units'
import { placedBaseGap } from '../../geometry/mk/mountBase'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { FormationFacts, MkAction, MkActionFacts, MkGame, MkLargeChoice, MkMoveFacts, SiegeFacts } from '../../rules/mageknight/engine'
import { enemiesInContact, moveFactsFor } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings, mkContactRecords, mkFigureOf } from './facts'
import type { FormationStep } from './formationSteps'
import { largeFactsFor, pairFactsWithRiders } from './largeFacts'
import { cavalryMove, placedBaseOf } from './cavalryFacts'
import { castleShotWanted, measureSiegeStep } from './siegeFacts'
import { DEFAULT_MK_TABLE_RULES, type MkTableRules } from './tableRules'

/**
 * A formation's step measured on the table (MAGE-KNIGHT-CORE.md 10): which members touch each
 * other now, who touches an opponent, each member's move to its goal and whether the goals
 * touch or overlap (seen from above, by the bases' diameters), each member's pair with the
 * target, and at the castle each member's own castle facts. What counts is the engine's call.
 */

type Pair = readonly [string, string]

/** Pairs of `ids` whose bases touch now (each pair once). */
export function contactsAmong(
  world: TableWorld,
  ids: readonly string[],
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): Pair[] {
  const pairs: Pair[] = []
  for (const [i, id] of ids.entries())
    for (const c of mkContactRecords(world, id, settings)) if (ids.indexOf(c.id) > i) pairs.push([id, c.id])
  return pairs
}

type Goal = { id: string; to: Point2; facingDeg: number }

const isMount = (world: TableWorld, id: string) => mkFigureOf(world.scene, id).card.mount !== undefined

/**
 * Pairs of goals whose bases would touch or overlap (R-MKF-4, R-MKF-6). Round bases: centre
 * distance against the two radii, within the contact tolerance they touch, more than that inside
 * they overlap. A mount's elongated base at its goal and heading is compared as its shape
 * (mountBase.ts's rim gap), as the cavalry's own moves are: flank to flank is not nose to tail.
 */
function goalsCompared(world: TableWorld, goals: readonly Goal[], tolerance: number): { touch: Pair[]; overlap: Pair[] } {
  const diameter = (id: string) => mkFigureOf(world.scene, id).card.base.diameterIn
  const placed = (g: Goal) => placedBaseOf(world.requireFigure(g.id), { centre: g.to, headingDeg: g.facingDeg })
  const touch: Pair[] = []
  const overlap: Pair[] = []
  for (let i = 0; i < goals.length; i++)
    for (let j = i + 1; j < goals.length; j++) {
      const [a, b] = [goals[i], goals[j]]
      const [pa, pb] = isMount(world, a.id) || isMount(world, b.id) ? [placed(a), placed(b)] : [null, null]
      if (pa && pb) {
        const gap = placedBaseGap(pa, pb)
        if (gap.overlaps) overlap.push([a.id, b.id])
        else if (gap.inContact) touch.push([a.id, b.id])
        continue
      }
      const reach = (diameter(a.id) + diameter(b.id)) / 2
      const d = cmToInches(Math.hypot(a.to[0] - b.to[0], a.to[1] - b.to[1]) as Cm)
      if (d < reach - tolerance) overlap.push([a.id, b.id])
      else if (d <= reach + tolerance) touch.push([a.id, b.id])
    }
  return { touch, overlap }
}

/**
 * A member's move to its goal: a cavalry unit's mount swept along the path with its own rider
 * left out (cavalryFacts.ts, R-CVG.3), as the unit's move alone is measured; any other figure
 * as a core move. A mount keeps its height (cavalryMeasure.ts does the same).
 */
function memberMove(world: TableWorld, game: MkGame, goal: Goal, table: MkTableRules): { facts: MkMoveFacts; endHeightCm: number } {
  if (!isMount(world, goal.id)) return moveFactsFor(world, goal.id, goal.to, table.facts)
  const m = cavalryMove(world, game, goal.id, goal.to, goal.facingDeg, table.trample)
  return { facts: m.move, endHeightCm: world.requireFigure(goal.id).position[1] }
}

const choiceOf = (step: { push?: string; section?: string; redirect?: string }): MkLargeChoice | undefined => {
  const c = {
    ...(step.push ? { push: step.push } : {}),
    ...(step.section ? { section: step.section } : {}),
    ...(step.redirect ? { redirect: step.redirect } : {}),
  }
  return Object.keys(c).length > 0 ? c : undefined
}

export interface MeasuredFormation {
  action: MkAction
  facts: MkActionFacts
  /** The height each moved member stands at on its goal (cm). */
  endHeightsCm?: Readonly<Record<string, number>>
}

const isSection = (world: TableWorld, id: string) => (world.scene.castle?.sections ?? []).some((s) => s.id === id)

/** Each member's own castle facts, as the castle step it would take alone measures them. */
function siegeFactsOf(
  world: TableWorld,
  step: Exclude<FormationStep, { do: 'formationMove' }>,
  table: MkTableFactSettings,
): Record<string, SiegeFacts> {
  const out: Record<string, SiegeFacts> = Object.create(null)
  for (const id of step.members) {
    const single =
      step.do === 'formationRanged'
        ? measureSiegeStep(world, { do: 'castleShot', from: id, targets: [step.target] }, table)
        : step.across !== undefined
          ? measureSiegeStep(world, { do: 'accessMelee', figure: id, target: step.target, section: step.across }, table)
          : measureSiegeStep(world, { do: 'castleMelee', figure: id, section: step.target }, table)
    out[id] = single.facts.siege ?? {}
  }
  return out
}

/** `table`: the game's measuring readings (tableRules.ts), as each member's own step would be measured under them. */
export function measureFormationStep(
  world: TableWorld,
  game: MkGame,
  step: FormationStep,
  table: MkTableRules = DEFAULT_MK_TABLE_RULES,
): MeasuredFormation {
  const ids = step.do === 'formationMove' ? step.members.map((m) => m.figure) : step.members
  const enemies: Record<string, readonly string[]> = Object.create(null)
  for (const id of ids) enemies[id] = enemiesInContact(world, id, table.facts)
  const base: FormationFacts = { contacts: contactsAmong(world, ids, table.facts), enemiesInContact: enemies }
  if (step.do === 'formationMove') {
    const moves: Record<string, MkMoveFacts> = Object.create(null)
    const endHeightsCm: Record<string, number> = Object.create(null)
    // A member without a facing keeps its own (core 1): its elongated base is compared at that heading.
    const goals: Goal[] = step.members.map((m) => ({
      id: m.figure,
      to: [m.to[0], m.to[2]],
      facingDeg: m.facing ?? world.requireFigure(m.figure).facing ?? 0,
    }))
    for (const g of goals) {
      const measured = memberMove(world, game, g, table)
      moves[g.id] = measured.facts
      endHeightsCm[g.id] = measured.endHeightCm
    }
    const compared = goalsCompared(world, goals, table.facts.baseContactToleranceIn)
    const members = step.members.map((m, i) => ({
      piece: m.figure,
      to: goals[i].to,
      ...(m.facing === undefined ? {} : { facingDeg: m.facing }),
    }))
    return {
      action: { kind: 'formationMove', members },
      facts: { formation: { ...base, moves, goalContacts: compared.touch, goalOverlaps: compared.overlap } },
      endHeightsCm,
    }
  }
  const largeChoice = choiceOf(step)
  const common = { members: step.members, main: step.main, target: step.target, ...(largeChoice ? { largeChoice } : {}) }
  const atCastle =
    isSection(world, step.target) ||
    (step.do === 'formationMelee' && step.across !== undefined) ||
    (step.do === 'formationRanged' && castleShotWanted(world, [step.target]))
  const action: MkAction =
    step.do === 'formationRanged'
      ? { kind: 'formationRanged', ...common, ...(atCastle ? { castleShot: true } : {}) }
      : { kind: 'formationMelee', ...common, ...(step.across === undefined ? {} : { section: step.across }) }
  if (atCastle) return { action, facts: { formation: { ...base, siege: siegeFactsOf(world, step, table.facts) } } }
  return {
    action,
    facts: {
      pairs: step.members.map((id) => pairFactsWithRiders(world, game, id, step.target, table.facts)),
      large: largeFactsFor(world, game, [...step.members, step.target], table.facts),
      formation: base,
    },
  }
}
