import type { Point2 } from '../../math/planar'
import { cmToInches, type Cm } from '../../math/units'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { FormationFacts, MkAction, MkActionFacts, MkGame, MkLargeChoice, MkMoveFacts, SiegeFacts } from '../../rules/mageknight/engine'
import { enemiesInContact, moveFactsFor } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, mkContactRecords, mkFigureOf } from './facts'
import type { FormationStep } from './formationSteps'
import { largeFactsFor, pairFactsWithRiders } from './largeFacts'
import { castleShotWanted, measureSiegeStep } from './siegeFacts'

/**
 * A formation's step measured on the table (MAGE-KNIGHT-CORE.md 10): which members touch each
 * other now, who touches an opponent, each member's move to its goal and whether the goals
 * touch or overlap (seen from above, by the bases' diameters), each member's pair with the
 * target, and at the castle each member's own castle facts. What counts is the engine's call.
 */

type Pair = readonly [string, string]

/** Pairs of `ids` whose bases touch now (each pair once). */
export function contactsAmong(world: TableWorld, ids: readonly string[]): Pair[] {
  const pairs: Pair[] = []
  for (const [i, id] of ids.entries()) for (const c of mkContactRecords(world, id)) if (ids.indexOf(c.id) > i) pairs.push([id, c.id])
  return pairs
}

/**
 * Pairs of goals whose bases would touch or overlap (R-MKF-4, R-MKF-6): centre distance against
 * the two radii; within the contact tolerance they touch, more than that inside they overlap.
 */
function goalsCompared(world: TableWorld, goals: readonly { id: string; to: Point2 }[]): { touch: Pair[]; overlap: Pair[] } {
  const tolerance = DEFAULT_MK_TABLE_FACT_SETTINGS.baseContactToleranceIn
  const diameter = (id: string) => mkFigureOf(world.scene, id).card.base.diameterIn
  const touch: Pair[] = []
  const overlap: Pair[] = []
  for (let i = 0; i < goals.length; i++)
    for (let j = i + 1; j < goals.length; j++) {
      const [a, b] = [goals[i], goals[j]]
      const reach = (diameter(a.id) + diameter(b.id)) / 2
      const d = cmToInches(Math.hypot(a.to[0] - b.to[0], a.to[1] - b.to[1]) as Cm)
      if (d < reach - tolerance) overlap.push([a.id, b.id])
      else if (d <= reach + tolerance) touch.push([a.id, b.id])
    }
  return { touch, overlap }
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
function siegeFactsOf(world: TableWorld, step: Exclude<FormationStep, { do: 'formationMove' }>): Record<string, SiegeFacts> {
  const out: Record<string, SiegeFacts> = Object.create(null)
  for (const id of step.members) {
    const single =
      step.do === 'formationRanged'
        ? measureSiegeStep(world, { do: 'castleShot', from: id, targets: [step.target] })
        : step.across !== undefined
          ? measureSiegeStep(world, { do: 'accessMelee', figure: id, target: step.target, section: step.across })
          : measureSiegeStep(world, { do: 'castleMelee', figure: id, section: step.target })
    out[id] = single.facts.siege ?? {}
  }
  return out
}

export function measureFormationStep(world: TableWorld, game: MkGame, step: FormationStep): MeasuredFormation {
  const ids = step.do === 'formationMove' ? step.members.map((m) => m.figure) : step.members
  const enemies: Record<string, readonly string[]> = Object.create(null)
  for (const id of ids) enemies[id] = enemiesInContact(world, id)
  const base: FormationFacts = { contacts: contactsAmong(world, ids), enemiesInContact: enemies }
  if (step.do === 'formationMove') {
    const moves: Record<string, MkMoveFacts> = Object.create(null)
    const endHeightsCm: Record<string, number> = Object.create(null)
    const goals = step.members.map((m) => ({ id: m.figure, to: [m.to[0], m.to[2]] as Point2 }))
    for (const g of goals) {
      const measured = moveFactsFor(world, g.id, g.to)
      moves[g.id] = measured.facts
      endHeightsCm[g.id] = measured.endHeightCm
    }
    const compared = goalsCompared(world, goals)
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
  if (atCastle) return { action, facts: { formation: { ...base, siege: siegeFactsOf(world, step) } } }
  return {
    action,
    facts: {
      pairs: step.members.map((id) => pairFactsWithRiders(world, game, id, step.target)),
      large: largeFactsFor(world, game, [...step.members, step.target]),
      formation: base,
    },
  }
}
