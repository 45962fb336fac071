import type { TableWorld } from '../../geometry/world/tableWorld'
import { previewLargeAttack, type MkGame } from '../../rules/mageknight/engine'
import type { MkReadings } from '../profiles/resolve'
import { aboardOf } from './largeFacts'
import { measureLargeStep } from './largeMeasure'
import type { MkScenarioStep } from './scenarioFile'

/**
 * `npm run judge -- SCENE FROM TO --mk` when a large figure or a passenger is at either end
 * (000): the section the attack meets on a large target (or that its owner chooses at a
 * boundary: the refusal `owner-must-choose-section` names both), a large attacker's section by
 * `--dial`, and the odds against the defending section, as the engine would check them.
 */

/** Does this attack need the large-figure preview? */
export function isLargeAttack(game: MkGame, from: string, to: string, world: TableWorld): boolean {
  const aboard = aboardOf(world.scene)
  const rides = (id: string) => Object.values(aboard).includes(id)
  return [from, to].some((id) => (Object.hasOwn(game.pieces, id) && game.pieces[id].largeFigure) || rides(id))
}

/** The attack measured as the play mode's step is (largeMeasure.ts), under the same readings (R-CLI.5). */
export function previewLargeAt(
  world: TableWorld,
  base: MkGame,
  from: string,
  to: string,
  kind: 'ranged' | 'melee',
  dial: number | undefined,
  readings: MkReadings,
): ReturnType<typeof previewLargeAttack> {
  const game: MkGame = { ...base, aboard: aboardOf(world.scene) }
  const given = dial === undefined ? {} : { dial }
  const step: MkScenarioStep =
    kind === 'ranged' ? { do: 'ranged', figure: from, targets: [to], ...given } : { do: 'melee', figure: from, target: to, ...given }
  const measured = measureLargeStep(world, game, step, readings.table.facts)
  const action = measured?.action
  // isLargeAttack said yes, and measureLargeStep takes every attack with a large figure or a passenger at either end.
  if (!measured || (action?.kind !== 'ranged' && action?.kind !== 'melee'))
    throw new Error(`previewLargeAt: ${from} against ${to} is no large-figure attack`)
  return previewLargeAttack(game, action, measured.facts, readings.engine)
}
