import type { TableWorld } from '../../geometry/world/tableWorld'
import { previewLargeAttack, type MkGame } from '../../rules/mageknight/engine'
import { enemiesInContact } from './engineFacts'
import { aboardOf, chariotRidden, largeFactsFor, pairFactsWithRiders } from './largeFacts'

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

export function previewLargeAt(
  world: TableWorld,
  base: MkGame,
  from: string,
  to: string,
  kind: 'ranged' | 'melee',
  dial: number | undefined,
): ReturnType<typeof previewLargeAttack> {
  const game: MkGame = { ...base, aboard: aboardOf(world.scene) }
  const chariot = chariotRidden(game, from)
  const facts = {
    pairs: [pairFactsWithRiders(world, game, from, to)],
    enemiesInContact: chariot === null ? enemiesInContact(world, from) : [],
    large: largeFactsFor(world, game, [from, to, ...(chariot === null ? [] : [chariot])]),
  }
  const action =
    kind === 'ranged'
      ? { kind, piece: from, targets: [to], ...(dial === undefined ? {} : { dial }) }
      : { kind, piece: from, target: to, ...(dial === undefined ? {} : { dial }) }
  return previewLargeAttack(game, action, facts)
}
