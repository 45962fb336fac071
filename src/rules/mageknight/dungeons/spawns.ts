import type { Dice } from '../../kernel/dice'
import { purpose } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import type { Square } from '../../../scene/dungeon/schema'
import { CORE } from '../core/clauses'
import { mkAttackRoll } from '../core/ranged'
import { adjacent, lineOfFireBlock, sameSquare, squareInFrontArc } from './grid'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { copyState, currentBoard, type DungeonState } from './state'
import type { HeroFacts } from './tokens'

/**
 * The dungeon's own figures in action: the Mage Spawns a token places (002 "Verwunschene
 * Artefakte nutzen") and the scene's other figures of the non-hero side. They move as any figure
 * (movement.ts) and attack a hero of the hero team with their dial: in melee when adjacent, at
 * range within their range in squares along a line of fire on the grid, the target in the front
 * arc either way (core 7 and 13 on squares, R-MKD-15). A spawn placed in a game of several players
 * enters with a move token and does not act until it is taken off (R-MKD-16).
 */

/** The attacker as the rules read it: the judge gives its square and facing, its dial the numbers. */
export interface AttackerFacts {
  id: string
  square: Square
  facingDeg: number
  attack: number
  damage: number
  /** Range in inches, one square an inch (0: melee only). */
  rangeIn: number
}

export interface SpawnAttackInput {
  attacker: AttackerFacts
  target: HeroFacts
  /** Squares other figures stand on (the attacker's and the target's left out): they stop a line of fire. */
  occupied: readonly Square[]
}

export interface SpawnAttack {
  kind: 'melee' | 'ranged'
  dice: [number, number]
  total: number
  defence: number
  hit: boolean
  critical: 'hit' | 'miss' | null
  /** Clicks the target takes: the damage value, one more on a critical hit (core 7). */
  damage: number
  /** Clicks the attacker takes: one on a critical miss (core 7). */
  selfDamage: number
}

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

/** A dungeon figure attacks a hero (R-MKD-15): front arc, then adjacent (melee) or range and line of fire, then 2d6 + attack. */
export function spawnAttack(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: SpawnAttackInput,
  dice: Dice,
  settings: DungeonSettings,
): Resolution<SpawnAttack> {
  const { attacker, target } = input
  for (const field of ['attack', 'damage', 'rangeIn', 'facingDeg'] as const)
    if (!Number.isFinite(attacker[field]))
      throw new RangeError(`dungeons: attacker.${field} must be a finite number, got ${attacker[field]}`)
  const params = { attacker: attacker.id, target: target.id }
  const mayAct = spawnMayAct(state, attacker.id)
  if (!mayAct.ok) return mayAct
  if (!sceneBoard.dungeon.heroTeam.includes(target.side))
    return refuse('target-not-hero-team', `${target.id} is not of the hero team`, MKD_RULINGS.spawnAttack, params)
  if (!squareInFrontArc(attacker.square, attacker.facingDeg, target.square, settings))
    return refuse('target-not-in-front-arc', `${target.id} is not in the front arc of ${attacker.id}`, MKD_RULINGS.spawnAttack, params)
  const board = currentBoard(sceneBoard, state)
  const melee = adjacent(board, attacker.square, target.square, settings)
  if (!melee) {
    const distance = Math.max(Math.abs(target.square[0] - attacker.square[0]), Math.abs(target.square[1] - attacker.square[1]))
    if (attacker.rangeIn <= 0 || distance > attacker.rangeIn)
      return refuse(
        'target-out-of-range',
        `${target.id} is ${distance} squares from ${attacker.id}, range ${attacker.rangeIn}`,
        CORE.ranged,
        {
          ...params,
          distance,
          range: attacker.rangeIn,
        },
      )
    const others = input.occupied.filter((s) => !sameSquare(s, attacker.square) && !sameSquare(s, target.square))
    const block = lineOfFireBlock(board, attacker.square, target.square, others)
    if (block)
      return refuse(
        'no-line-of-fire',
        `${attacker.id} has no line of fire to ${target.id}: ${block.why} at ${block.square}`,
        MKD_RULINGS.spawnAttack,
        {
          ...params,
          square: `${block.square[0]},${block.square[1]}`,
          why: block.why,
        },
      )
  }
  const kind = melee ? 'melee' : 'ranged'
  const clause = melee ? CORE.melee : CORE.ranged
  const why = purpose('roll.mkdSpawnAttack', params, `${attacker.id} attacks ${target.id}`)
  const roll = mkAttackRoll(dice, {
    attack: attacker.attack,
    attackModifiers: [],
    defence: target.defence,
    defenceModifiers: [],
    purpose: why,
    clause,
  })
  const critical = roll.criticalHit ? 'hit' : roll.criticalMiss ? 'miss' : null
  const damage = roll.hit ? attacker.damage + (critical === 'hit' ? 1 : 0) : 0
  const result: SpawnAttack = {
    kind,
    dice: [roll.dice[0], roll.dice[1]],
    total: roll.total,
    defence: target.defence,
    hit: roll.hit,
    critical,
    damage,
    selfDamage: critical === 'miss' ? 1 : 0,
  }
  const line = {
    key: 'mkd.spawnAttack',
    value: roll.hit,
    clause: MKD_RULINGS.spawnAttack,
    ...detailed('mkd.spawnAttack', '{attacker} attacks {target} ({kind}): {total} against defence {defence}, {damage} damage', {
      ...params,
      kind,
      total: roll.total,
      defence: target.defence,
      damage,
    }),
  }
  return allowed(result, [line], [roll])
}
