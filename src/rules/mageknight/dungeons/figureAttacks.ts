import type { Dice } from '../../kernel/dice'
import { purpose } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { Clause, RulingLine } from '../../kernel/clauses'
import type { Modifier } from '../../kernel/resolution'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import type { Square } from '../../../scene/dungeon/schema'
import { CORE } from '../core/clauses'
import { mkAttackRoll, mkHitChance, neededRoll } from '../core/ranged'
import { adjacent, lineOfFireBlock, sameSquare, squareInFrontArc } from './grid'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { currentBoard, type DungeonState } from './state'
import type { HeroFacts } from './tokens'

/**
 * One figure attacking another on the grid, whichever side it plays for: a dungeon figure at a
 * hero (R-MKD-15, spawns.ts adds its move token) or a hero at one of the dungeon's figures
 * (R-MKDJ-5). The target is in the attacker's front arc; adjacent it is melee (core 13), else a
 * ranged attack within the dial's range in squares along a line of fire on the grid (core 7);
 * 2d6 + attack against the target's defence with the core's criticals. `previewFigureAttack`
 * gives the same checks and the numbers before the roll, for the view's hover and buttons.
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

export interface FigureAttackInput {
  attacker: AttackerFacts
  /** The target's square, side and defence (a hero's facts, or a dungeon figure's read the same way). */
  target: HeroFacts
  /** Squares other figures stand on (the attacker's and the target's left out): they stop a line of fire. */
  occupied: readonly Square[]
}

/** Which side attacks: a dungeon figure attacks the hero team, a hero anything but its own team. */
export type AttackingSide = 'dungeon' | 'hero'

/** The numbers of an attack before the click, as the Mage Knight play hover shows them. */
export interface AttackPreview {
  kind: 'melee' | 'ranged'
  attack: number
  defence: number
  /** What changes the attack or the defence, each with its clause (none in our Dungeons texts yet; the roll takes the same lists). */
  attackModifiers: Modifier[]
  defenceModifiers: Modifier[]
  /**
   * The 2d6 result that hits: defence − attack, at least 3 (two ones always miss) and at most 12
   * (two sixes always hit, core 7; the core's `neededRoll`, as every Mage Knight preview says it).
   */
  needed: number
  /** Exact over the 36 outcomes of 2d6, with the criticals. */
  chance: number
  /** Clicks a hit deals; a critical hit one more (core 7). */
  damage: number
  /** Each number with the clause it comes from. */
  lines: RulingLine[]
}

export interface FigureAttack {
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

const rulingOf = (side: AttackingSide): Clause => (side === 'dungeon' ? MKD_RULINGS.spawnAttack : MKD_RULINGS.heroAttack)

/** The checks of an attack, without a roll: refused, or melee or ranged. */
function attackKind(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: FigureAttackInput,
  settings: DungeonSettings,
  side: AttackingSide,
): Resolution<'melee' | 'ranged'> {
  const { attacker, target } = input
  for (const field of ['attack', 'damage', 'rangeIn', 'facingDeg'] as const)
    if (!Number.isFinite(attacker[field]))
      throw new RangeError(`dungeons: attacker.${field} must be a finite number, got ${attacker[field]}`)
  if (!Number.isFinite(target.defence)) throw new RangeError(`dungeons: target.defence must be a finite number, got ${target.defence}`)
  const params = { attacker: attacker.id, target: target.id }
  const clause = rulingOf(side)
  const targetIsHero = sceneBoard.dungeon.heroTeam.includes(target.side)
  if (side === 'dungeon' && !targetIsHero) return refuse('target-not-hero-team', `${target.id} is not of the hero team`, clause, params)
  if (side === 'hero' && targetIsHero)
    return refuse('target-is-hero-team', `${target.id} is of ${attacker.id}'s own hero team`, clause, params)
  if (!squareInFrontArc(attacker.square, attacker.facingDeg, target.square, settings))
    return refuse('target-not-in-front-arc', `${target.id} is not in the front arc of ${attacker.id}`, clause, params)
  const board = currentBoard(sceneBoard, state)
  if (adjacent(board, attacker.square, target.square, settings)) return allowed('melee', [])
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
    return refuse('no-line-of-fire', `${attacker.id} has no line of fire to ${target.id}: ${block.why} at ${block.square}`, clause, {
      ...params,
      square: `${block.square[0]},${block.square[1]}`,
      why: block.why,
    })
  return allowed('ranged', [])
}

/** The attack's numbers before the roll, or why it may not be made (the same checks as the roll's). */
export function previewFigureAttack(
  state: DungeonState,
  board: DungeonBoard,
  input: FigureAttackInput,
  settings: DungeonSettings,
  side: AttackingSide,
): Resolution<AttackPreview> {
  const kind = attackKind(state, board, input, settings, side)
  if (!kind.ok) return kind
  const { attacker, target } = input
  const clause = kind.value === 'melee' ? CORE.melee : CORE.ranged
  const needed = neededRoll(attacker.attack, target.defence)
  const params = { attacker: attacker.id, target: target.id }
  const lines: RulingLine[] = [
    { key: 'mkd.attackValue', value: attacker.attack, clause, ...detailed('mkd.attackValue', "{attacker}'s attack value", params) },
    {
      key: 'mkd.defenceValue',
      value: target.defence,
      clause: CORE.dial,
      ...detailed('mkd.defenceValue', "{target}'s defence value", params),
    },
    {
      key: 'mkd.rollNeeded',
      value: needed,
      clause,
      ...detailed('mkd.rollNeeded', '2d6 must show {needed} (two sixes always hit, two ones always miss)', { needed }),
    },
    { key: 'mkd.damageValue', value: attacker.damage, clause: CORE.damage, ...detailed('mkd.damageValue', 'clicks a hit deals', {}) },
  ]
  return allowed(
    {
      kind: kind.value,
      attack: attacker.attack,
      defence: target.defence,
      attackModifiers: [],
      defenceModifiers: [],
      needed,
      chance: mkHitChance(attacker.attack, target.defence),
      damage: attacker.damage,
      lines,
    },
    [],
  )
}

/** The attack made: the checks, then 2d6 + attack against defence, logged with its purpose and clause. */
export function figureAttack(
  state: DungeonState,
  board: DungeonBoard,
  input: FigureAttackInput,
  dice: Dice,
  settings: DungeonSettings,
  side: AttackingSide,
): Resolution<FigureAttack> {
  const preview = previewFigureAttack(state, board, input, settings, side)
  if (!preview.ok) return preview
  const { attacker, target } = input
  const p = preview.value
  const params = { attacker: attacker.id, target: target.id }
  const clause = p.kind === 'melee' ? CORE.melee : CORE.ranged
  // A hero's attack (R-MKD-17) and a dungeon figure's (R-MKD-15) are told apart in the dice log.
  const why = purpose(side === 'hero' ? 'roll.mkdHeroAttack' : 'roll.mkdSpawnAttack', params, `${attacker.id} attacks ${target.id}`)
  const roll = mkAttackRoll(dice, {
    attack: p.attack,
    attackModifiers: p.attackModifiers,
    defence: p.defence,
    defenceModifiers: p.defenceModifiers,
    purpose: why,
    clause,
  })
  const critical = roll.criticalHit ? 'hit' : roll.criticalMiss ? 'miss' : null
  const damage = roll.hit ? attacker.damage + (critical === 'hit' ? 1 : 0) : 0
  const said = {
    ...params,
    kind: p.kind,
    total: roll.total,
    defence: p.defence,
    damage,
  }
  // Two keys for one sentence: the record names who attacked whom (R-MKD-15 or R-MKD-17).
  const line =
    side === 'dungeon'
      ? {
          key: 'mkd.spawnAttack',
          value: roll.hit,
          clause: rulingOf(side),
          ...detailed('mkd.spawnAttack', '{attacker} attacks {target} ({kind}): {total} against defence {defence}, {damage} damage', said),
        }
      : {
          key: 'mkd.heroAttack',
          value: roll.hit,
          clause: rulingOf(side),
          ...detailed(
            'mkd.heroAttack',
            '{attacker} attacks {target} ({kind}) as a hero: {total} against defence {defence}, {damage} damage',
            said,
          ),
        }
  return allowed(
    {
      kind: p.kind,
      dice: [roll.dice[0], roll.dice[1]],
      total: roll.total,
      defence: p.defence,
      hit: roll.hit,
      critical,
      damage,
      selfDamage: critical === 'miss' ? 1 : 0,
    },
    [line],
    [roll],
  )
}
