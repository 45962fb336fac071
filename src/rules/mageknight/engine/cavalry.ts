import type { Dice } from '../../kernel/dice'
import { cavalryMay } from '../cavalry'
import type { OneDialGive } from './chariotPlay'
import { performCavalryAttack } from './cavalryAttack'
import type { CavResult } from './cavalryDamage'
import { performMountedAttack, performOverwhelm, performTrample, performUnitMove } from './cavalryMoves'
import { performDarkUnity, performDismount, performRemount } from './cavalrySpecial'
import { namesCavalry, unitIdOf, unitOf } from './cavalryState'
import { requirePiece } from './game'
import { refuse } from '../cavalry/refusals'
import { MKK_RULINGS } from '../cavalry/settings'
import { CAVALRY, CORE } from '../core/clauses'
import { isEliminated } from '../core/dial'
import type { MkAction, MkActionFacts, MkGame, MkPerformed, MkSettings } from './types'

/**
 * The engine's door to cavalry (003): `performCavalry` takes every action that involves a
 * cavalry unit, a mount without a rider or a dismounted rider's remount, and returns null for
 * the rest, which the engine plays as before. A unit is named by its mount or by the rider in
 * its saddle. The free spin an opponent's move offers is refused to mounts (003 "Mounts").
 */

const CAVALRY_ACTIONS: ReadonlySet<string> = new Set([
  'dismount',
  'remount',
  'darkUnity',
  'overwhelm',
  'trample',
  'mountedBound',
  'mountedCharge',
  'item',
])

export function performCavalry(
  game: MkGame,
  action: MkAction,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
  give: OneDialGive,
): CavResult<MkPerformed> | null {
  // A game without cavalry still refuses cavalry's own actions by the rule, not by a crash.
  if (!game.cavalry && !CAVALRY_ACTIONS.has(action.kind)) return null
  if (action.kind === 'freeSpin') {
    const unit = unitIdOf(game, action.piece)
    if (unit === null) return null
    const may = cavalryMay(unitOf(game, unit), 'free-spin')
    return may.ok ? null : may
  }
  if (action.kind === 'endTurn') return null
  const out = eliminatedCavalryFigure(game, action)
  if (out !== null) return refuse('piece-eliminated', `${out} is out of the game`, CORE.damage, { piece: out })
  // core 6: an offered free spin lapses with the next action.
  const g = game.freeSpins?.length ? { ...game, freeSpins: [] } : game
  switch (action.kind) {
    case 'dismount':
      return performDismount(g, action.piece, facts)
    case 'remount':
      return performRemount(g, action, facts, settings.cavalry)
    case 'darkUnity':
      return performDarkUnity(g, action.piece)
    case 'item':
      // R-MKK-28: the core game's items are no part of ours, so there is no token to reach.
      return refuse(
        'items-not-modelled',
        `${action.piece} cannot ${action.pickUp ? 'pick up' : 'drop'} ${action.item}: items are not part of this game`,
        MKK_RULINGS.items,
        { piece: action.piece, item: action.item },
      )
    case 'overwhelm':
    case 'trample':
    case 'mountedBound':
    case 'mountedCharge': {
      const mount = unitIdOf(g, action.piece)
      if (mount === null)
        return refuse('no-rider', `${action.piece} is no cavalry unit: it has no proficiencies`, CAVALRY.proficiencies, {
          unit: action.piece,
        })
      if (action.kind === 'overwhelm') return performOverwhelm(g, mount, action, facts, dice, settings)
      if (action.kind === 'trample') return performTrample(g, mount, action, facts, dice, settings)
      return performMountedAttack(g, mount, action, facts, dice, settings)
    }
    case 'move': {
      const mount = unitIdOf(g, action.piece)
      return mount === null ? null : performUnitMove(g, mount, action, facts, dice, settings)
    }
    case 'ranged':
    case 'melee': {
      const targets = action.kind === 'ranged' ? action.targets : [action.target]
      if (!namesCavalry(g, [action.piece, ...targets])) return null
      return performCavalryAttack(
        g,
        { kind: action.kind, piece: action.piece, targets, cavalry: action.cavalry },
        facts,
        dice,
        settings,
        give,
      )
    }
    default:
      return null
  }
}

/**
 * A mount or rider the action names that is out of the game. An eliminated Dark Rider stays in its
 * mount's saddle on the table (003 "Dark Riders Subfaction"), so the table still shows it: the
 * engine refuses it here rather than trusting that an eliminated figure has left the table.
 */
function eliminatedCavalryFigure(game: MkGame, action: MkAction): string | null {
  const named = [
    'piece' in action ? action.piece : undefined,
    'mount' in action ? action.mount : undefined,
    'target' in action ? action.target : undefined,
    ...('targets' in action ? action.targets : []),
  ]
  const cards = game.cavalry?.cards ?? {}
  return named.find((id) => id !== undefined && Object.hasOwn(cards, id) && isEliminated(requirePiece(game, id))) ?? null
}

export { cavalryEndPhase } from './cavalrySpecial'
