import type { Dice } from '../../kernel/dice'
import { purpose } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { Clause, RulingLine } from '../../kernel/clauses'
import { sumModifiers, type Modifier } from '../../kernel/resolution'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import type { Square } from '../../../scene/dungeon/schema'
import { CORE } from '../core/clauses'
import { DEFAULT_MK_CORE_SETTINGS } from '../core/settings'
import { mkAttackRoll, mkHitChance, neededRoll } from '../core/ranged'
import { attackDamage, checkShotInContact, checkStealth, modifierLines, type FigureBeside } from './attackAbilities'
import type { DungeonAbility } from './furnishings'
import { adjacent, sameSquare, squareInFrontArc, walkLineOfFire } from './grid'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { currentBoard, type DungeonState } from './state'
import type { HeroFacts } from './tokens'

/**
 * One figure attacking another on the grid, whichever side it plays for: a dungeon figure at a
 * hero (R-MKD-15, spawns.ts adds its move token) or a hero at one of the dungeon's figures
 * (R-MKDJ-5). The target is in the attacker's front arc; adjacent it is melee (core 13), else a
 * ranged attack within the dial's range in squares along a line of fire on the grid (core 7);
 * 2d6 + attack against the target's defence with the core's criticals. The abilities both show
 * change it as on the open table (attackAbilities.ts, R-MKD-18). `previewFigureAttack` gives the
 * same checks and the numbers before the roll, for the view's hover and buttons.
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
  /** What its click shows, and a token's ability (R-MKD-18); none when left out. */
  abilities?: readonly DungeonAbility[]
}

/** The target: a hero's facts (or a dungeon figure's read the same way) and the abilities its click shows. */
export type TargetFacts = HeroFacts & { abilities?: readonly DungeonAbility[] }

export interface FigureAttackInput {
  attacker: AttackerFacts
  /** The target's square, side, defence and abilities. */
  target: TargetFacts
  /** Squares other figures stand on (the attacker's and the target's left out): they stop a line of fire. */
  occupied: readonly Square[]
  /** The other figures with side and abilities: an opponent adjacent stops a shot, a friend's magic enhancement adds (R-MKD-18). */
  others?: readonly FigureBeside[]
}

/** Which side attacks: a dungeon figure attacks the hero team, a hero anything but its own team. */
export type AttackingSide = 'dungeon' | 'hero'

/** The numbers of an attack before the click, as the Mage Knight play hover shows them. */
export interface AttackPreview {
  kind: 'melee' | 'ranged'
  attack: number
  defence: number
  /** What changes the attack or the defence, each with its clause (no ability of our table does on the grid; the roll takes the same lists). */
  attackModifiers: Modifier[]
  defenceModifiers: Modifier[]
  /** What the abilities add to or take off a hit's damage, each with its clause (R-MKD-18); `damage` is after them. */
  damageModifiers: Modifier[]
  /**
   * The 2d6 result that hits: defence − attack, at least 3 (two ones always miss) and at most 12
   * (two sixes always hit, core 7; the core's `neededRoll`, as every Mage Knight preview says it).
   */
  needed: number
  /** Exact over the 36 outcomes of 2d6, with the criticals. */
  chance: number
  /** Clicks a hit deals after the abilities; a critical hit one more before them (core 7). */
  damage: number
  /** Each number with the clause it comes from, the abilities' lines after them. */
  lines: RulingLine[]
}

export interface FigureAttack {
  kind: 'melee' | 'ranged'
  dice: [number, number]
  total: number
  defence: number
  hit: boolean
  critical: 'hit' | 'miss' | null
  /** Clicks the target takes: the damage value, one more on a critical hit (core 7), after the abilities (R-MKD-18). */
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
  const contact = checkShotInContact(board, attacker, input.others ?? [], side === 'hero', settings)
  if (!contact.ok) return contact
  const others = input.occupied.filter((s) => !sameSquare(s, attacker.square) && !sameSquare(s, target.square))
  const { block, crossed } = walkLineOfFire(board, attacker.square, target.square, others)
  if (block)
    return refuse('no-line-of-fire', `${attacker.id} has no line of fire to ${target.id}: ${block.why} at ${block.square}`, clause, {
      ...params,
      square: `${block.square[0]},${block.square[1]}`,
      why: block.why,
    })
  const stealth = checkStealth(state, board, target, crossed)
  if (!stealth.ok) return stealth
  return allowed('ranged', [...contact.breakdown.lines, ...stealth.breakdown.lines])
}

/** The checks and what the abilities add or take off, shared by the preview and the roll. */
function checkedAttack(state: DungeonState, board: DungeonBoard, input: FigureAttackInput, settings: DungeonSettings, side: AttackingSide) {
  const kind = attackKind(state, board, input, settings, side)
  if (!kind.ok) return kind
  const grid = currentBoard(board, state)
  const damage = attackDamage(grid, input.attacker, input.target, kind.value, input.others ?? [], side === 'hero', settings)
  return { ...kind, damage }
}

/** The attack's numbers before the roll, or why it may not be made (the same checks as the roll's). */
export function previewFigureAttack(
  state: DungeonState,
  board: DungeonBoard,
  input: FigureAttackInput,
  settings: DungeonSettings,
  side: AttackingSide,
): Resolution<AttackPreview> {
  const checked = checkedAttack(state, board, input, settings, side)
  if (!checked.ok) return checked
  const { attacker, target } = input
  const clause = checked.value === 'melee' ? CORE.melee : CORE.ranged
  const needed = neededRoll(attacker.attack, target.defence)
  const params = { attacker: attacker.id, target: target.id }
  const dealt = attacker.damage + sumModifiers(checked.damage.added)
  const taken = checked.damage.taken(Math.max(0, dealt))
  const damageModifiers = [...checked.damage.added, ...taken.modifiers]
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
    ...checked.breakdown.lines,
    ...modifierLines(damageModifiers),
  ]
  return allowed(
    {
      kind: checked.value,
      attack: attacker.attack,
      defence: target.defence,
      attackModifiers: [],
      defenceModifiers: [],
      damageModifiers,
      needed,
      chance: mkHitChance(attacker.attack, target.defence),
      damage: taken.damage,
      lines,
    },
    [],
  )
}

/** The attack made: the checks, then 2d6 + attack against defence, logged with its purpose and clause; the abilities change the damage. */
export function figureAttack(
  state: DungeonState,
  board: DungeonBoard,
  input: FigureAttackInput,
  dice: Dice,
  settings: DungeonSettings,
  side: AttackingSide,
): Resolution<FigureAttack> {
  const checked = checkedAttack(state, board, input, settings, side)
  if (!checked.ok) return checked
  const { attacker, target } = input
  const params = { attacker: attacker.id, target: target.id }
  const clause = checked.value === 'melee' ? CORE.melee : CORE.ranged
  // A hero's attack (R-MKD-17) and a dungeon figure's (R-MKD-15) are told apart in the dice log.
  const why = purpose(side === 'hero' ? 'roll.mkdHeroAttack' : 'roll.mkdSpawnAttack', params, `${attacker.id} attacks ${target.id}`)
  const roll = mkAttackRoll(dice, {
    attack: attacker.attack,
    attackModifiers: [],
    defence: target.defence,
    defenceModifiers: [],
    purpose: why,
    clause,
  })
  const critical = roll.criticalHit ? 'hit' : roll.criticalMiss ? 'miss' : null
  const dealt = attacker.damage + sumModifiers(checked.damage.added) + (critical === 'hit' ? DEFAULT_MK_CORE_SETTINGS.criticalHitBonus : 0)
  const taken = roll.hit ? checked.damage.taken(Math.max(0, dealt)) : { damage: 0, modifiers: [] }
  const damage = taken.damage
  const said = {
    ...params,
    kind: checked.value,
    total: roll.total,
    defence: target.defence,
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
  const modifiers = roll.hit ? [...checked.damage.added, ...taken.modifiers] : []
  return {
    ok: true,
    value: {
      kind: checked.value,
      dice: [roll.dice[0], roll.dice[1]],
      total: roll.total,
      defence: target.defence,
      hit: roll.hit,
      critical,
      damage,
      selfDamage: critical === 'miss' ? DEFAULT_MK_CORE_SETTINGS.criticalMissDamage : 0,
    },
    breakdown: { modifiers, rolls: [roll], lines: [line, ...checked.breakdown.lines, ...modifierLines(modifiers)] },
  }
}
