import { bearingDeg, type Point2 } from '../../math/planar'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { statsOf } from '../../rules/mageknight/core'
import type { MkAction, MkActionFacts, MkGame } from '../../rules/mageknight/engine'
import type { MkScenarioStep } from './scenarioFile'
import type { MkMoveView, MkProbe } from './sessionTypes'

/**
 * A move formation toward the point under the pointer (MAGE-KNIGHT-CORE.md 10), as the play mode
 * shows it before the click: the player points at the leader's goal and every member keeps its
 * place beside the leader, so each goal is the member's centre shifted by the leader's move (the
 * members then still touch as they did: R-MKF-4 holds unless the ground changes). The engine
 * checks the step as a scenario file's `formationMove` (every member's path and speed, R-MKF-2,
 * R-MKF-4 to R-MKF-7); this module only builds the step and reads back what was measured, so the
 * preview draws each member's path and end base and the refusal, never a rule of its own.
 */

/** How the members face at their goals (core 1): along the move, or as they stood. */
export type FormationFacing = 'direction' | 'keep'

/** One member's straight path as measured (cm, seen from above), its length and its dial's speed (inches): a single move's numbers. */
export type FormationMemberPath = Pick<MkMoveView, 'figure' | 'from' | 'to' | 'toHeightCm' | 'pathIn' | 'speedIn'>

export interface MkFormationMoveView {
  leader: string
  /** The step a click plays: one action for every member (core 10). */
  step: MkScenarioStep & { do: 'formationMove' }
  paths: readonly FormationMemberPath[]
  /** The engine's answer for the whole step: allowed, or the first refusal with its code and clause. */
  probe: MkProbe
}

/** A step's engine action and table facts, as the driver measures them (driver.ts). */
export interface MeasuredStep {
  action: MkAction
  facts: MkActionFacts
  endHeightsCm?: Readonly<Record<string, number>>
}

export interface FormationMoveSource {
  game(): MkGame
  world(): TableWorld
  probe(step: MkScenarioStep): MkProbe
  measure(step: MkScenarioStep): MeasuredStep
  /** The engine's answer on facts measured already: the preview draws and judges one measurement. */
  probeMeasured(step: MkScenarioStep, measured: MeasuredStep): MkProbe
}

/** Where `id` stands now, seen from above (cm); null when it is off the table. */
function centreOf(world: TableWorld, id: string): Point2 | null {
  const f = world.figure(id)
  return f ? [f.position[0], f.position[2]] : null
}

/**
 * The formation `members` moving so that `leader` (one of them) ends at `point`; null when the
 * leader is no member or a member is off the table. The members keep their order in the step.
 */
export function formationMoveToward(
  source: FormationMoveSource,
  members: readonly string[],
  leader: string,
  point: Point2,
  facing: FormationFacing,
): MkFormationMoveView | null {
  const world = source.world()
  const game = source.game()
  if (!members.includes(leader)) return null
  const starts = members.map((id) => ({ id, at: centreOf(world, id) }))
  const lead = starts.find((s) => s.id === leader)?.at
  if (!lead || starts.some((s) => s.at === null)) return null
  const shift: Point2 = [point[0] - lead[0], point[1] - lead[1]]
  // Core 1: the facing at the goal is the player's; along the move every member looks the same way (none for no move).
  const bearing = facing === 'direction' ? bearingDeg([0, 0], shift) : null
  const step: MkFormationMoveView['step'] = {
    do: 'formationMove',
    members: starts.map(({ id, at }) => ({
      figure: id,
      to: [(at as Point2)[0] + shift[0], 0, (at as Point2)[1] + shift[1]] as [number, number, number],
      ...(bearing === null ? {} : { facing: bearing }),
    })),
  }
  // Measured once: the paths drawn and the engine's answer read the same facts.
  const measured = source.measure(step)
  const { facts, endHeightsCm } = measured
  const paths = members.map((id): FormationMemberPath => {
    const m = facts.formation?.moves?.[id]
    const at = starts.find((s) => s.id === id)?.at as Point2
    const piece = Object.hasOwn(game.pieces, id) ? game.pieces[id] : undefined
    return {
      figure: id,
      from: m?.from ?? at,
      to: m?.to ?? [at[0] + shift[0], at[1] + shift[1]],
      toHeightCm: endHeightsCm?.[id] ?? 0,
      pathIn: m?.pathIn ?? 0,
      speedIn: piece ? (statsOf(piece).speed ?? null) : null,
    }
  })
  return { leader, step, paths, probe: source.probeMeasured(step, measured) }
}
