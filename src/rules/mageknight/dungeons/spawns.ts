import type { Dice } from '../../kernel/dice'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import type { Square } from '../../../scene/dungeon/schema'
import { figureAttack, previewFigureAttack, type AttackPreview, type FigureAttack, type FigureAttackInput } from './figureAttacks'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { copyState, type DungeonState } from './state'

/**
 * The dungeon's own figures in action: the Mage Spawns a token places (002 "Verwunschene
 * Artefakte nutzen") and the scene's other figures of the non-hero side. They move as any figure
 * (movement.ts) and attack a hero of the hero team with their dial (figureAttacks.ts: melee when
 * adjacent, else ranged along a line of fire, core 7 and 13 on squares, R-MKD-15). A spawn placed in a game of several players
 * enters with a move token and does not act until it is taken off (R-MKD-16).
 */

export type { AttackerFacts, AttackPreview } from './figureAttacks'

/** A dungeon figure's attack takes a hero's facts as its target (figureAttacks.ts). */
export type SpawnAttackInput = FigureAttackInput
export type SpawnAttack = FigureAttack

/** The placed thing of a Mage Spawn by its id, or undefined (a scene figure is not placed). */
export const placedSpawn = (state: DungeonState, id: string) => state.placed.find((p) => p.id === id && p.kind === 'mage-spawn')

/** Whether a placed Mage Spawn may act now: not while its move token lies on it (R-MKD-16). */
export function spawnMayAct(state: DungeonState, id: string): Resolution<null> {
  if (placedSpawn(state, id)?.moveToken)
    return refuse(
      'spawn-has-move-token',
      `${id} entered with a move token and acts after the next hero's activation`,
      MKD_RULINGS.spawnMoveToken,
      {
        spawn: id,
      },
    )
  return allowed(null, [])
}

/** A new hero activation begins: every spawn's move token comes off (R-MKD-16). */
export function clearMoveTokens(state: DungeonState): DungeonState {
  if (!state.placed.some((p) => p.moveToken)) return state
  const next = copyState(state)
  for (const p of next.placed) if (p.kind === 'mage-spawn' && p.moveToken) p.moveToken = false
  return next
}

/** A placed spawn moved to `to` (the move itself is movement.ts's to allow). */
export function movePlaced(state: DungeonState, id: string, to: Square): DungeonState {
  if (!placedSpawn(state, id)) throw new RangeError(`dungeons: no placed Mage Spawn "${id}"`)
  const next = copyState(state)
  for (const p of next.placed) if (p.id === id) p.at = [to[0], to[1]]
  return next
}

/** A placed spawn eliminated: it leaves the board and frees its square. */
export function removePlaced(state: DungeonState, id: string): DungeonState {
  const next = copyState(state)
  next.placed = next.placed.filter((p) => p.id !== id)
  return next
}

/** A dungeon figure attacks a hero (R-MKD-15): its move token first (R-MKD-16), then figureAttacks.ts. */
export function spawnAttack(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: SpawnAttackInput,
  dice: Dice,
  settings: DungeonSettings,
): Resolution<SpawnAttack> {
  const mayAct = spawnMayAct(state, input.attacker.id)
  if (!mayAct.ok) return mayAct
  return figureAttack(state, sceneBoard, input, dice, settings, 'dungeon')
}

/** The numbers of a dungeon figure's attack before the click (R-MKD-15), or why it may not be made. */
export function previewSpawnAttack(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: SpawnAttackInput,
  settings: DungeonSettings,
): Resolution<AttackPreview> {
  const mayAct = spawnMayAct(state, input.attacker.id)
  if (!mayAct.ok) return mayAct
  return previewFigureAttack(state, sceneBoard, input, settings, 'dungeon')
}
