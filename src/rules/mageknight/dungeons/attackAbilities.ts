import type { DungeonBoard } from '../../../scene/dungeon/board'
import { isPillar, type Square } from '../../../scene/dungeon/schema'
import { MK_ABILITIES, type MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed, sameDetail } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { damageTaken, mayBeRangedTarget, mayShootInContact } from '../core/abilities'
import { CORE, DUNGEONS } from '../core/clauses'
import { DEFAULT_MK_CORE_SETTINGS } from '../core/settings'
import { magicEnhancement } from '../core/supportAbilities'
import { abilitySuppressed, CARRYING_FORBIDS, type DungeonAbility } from './furnishings'
import { adjacent } from './grid'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { holdingsOf, type DungeonState } from './state'

/**
 * The special abilities that change an attack on the grid (R-MKD-18), through the Mage Knight
 * core's own functions the open-table engine calls (core/abilities.ts, core/supportAbilities.ts):
 * sharpshooter and shockwave shoot while an opposing figure is adjacent (core 6 forbids it
 * otherwise), stealth hides a target behind or in difficult terrain (R-MKC-8, switched off by an
 * all-seeing pillar in its segment or while it carries furniture, 002), magic enhancement of an
 * adjacent friend adds to a ranged attack's damage (R-MKC-11), and toughness, invulnerability and
 * magic immunity against a magic blast take damage off (R-MKC-7). On the grid "base contact" is
 * adjacency (R-MKD-2). The numbers are the core's defaults (`DEFAULT_MK_CORE_SETTINGS`): a Dungeons
 * game has no core settings of its own yet.
 */

/** Another figure on the board as an attack asks of it: where it stands, its side, what its click (and a token) gives it. */
export interface FigureBeside {
  id: string
  side: string
  square: Square
  abilities: readonly DungeonAbility[]
}

/** One end of the attack as this module reads it. */
export interface AttackEnd {
  id: string
  square: Square
  abilities?: readonly DungeonAbility[]
}

const MK_SET: ReadonlySet<string> = new Set(MK_ABILITIES)

/** The abilities of our ability table among a figure's: one only a token names (quick shot, theft...) changes no attack yet. */
export const tableAbilities = (list: readonly DungeonAbility[] = []): MkAbility[] => list.filter((a): a is MkAbility => MK_SET.has(a))

/** Which of `others` stand adjacent to `square` and are on the team `friends` says (hero team or not). */
function adjacentOf(
  board: DungeonBoard,
  square: Square,
  others: readonly FigureBeside[],
  onHeroTeam: boolean,
  settings: DungeonSettings,
): FigureBeside[] {
  const heroTeam = board.dungeon.heroTeam
  return others.filter((f) => heroTeam.includes(f.side) === onHeroTeam && adjacent(board, square, f.square, settings))
}

/**
 * Core 6 on the grid: a figure adjacent to an opposing figure makes no ranged attack, unless its
 * click shows sharpshooter or shockwave (the core's `mayShootInContact`). `heroAttacks`: the
 * attacker is a hero, so its opponents are the figures not of the hero team.
 */
export function checkShotInContact(
  board: DungeonBoard,
  attacker: AttackEnd,
  others: readonly FigureBeside[],
  heroAttacks: boolean,
  settings: DungeonSettings,
): Resolution<null> {
  const touching = adjacentOf(board, attacker.square, others, !heroAttacks, settings)
  if (touching.length === 0) return allowed(null, [])
  const may = mayShootInContact(tableAbilities(attacker.abilities))
  const by = touching.map((f) => f.id).join(', ')
  if (!may.allowed)
    return refuse('shooter-next-to-opponent', `${attacker.id} stands next to ${by} and cannot make a ranged attack`, CORE.baseContact, {
      attacker: attacker.id,
      by,
    })
  return allowed(null, [may.line])
}

/** A square of difficult terrain is hindering (R-MKD-18): a marker, or a square an artifact, chair or table covers (002); pillars block instead. */
export function hinderingSquare(board: DungeonBoard, s: Square): boolean {
  const artifact = board.artifactAt(s)
  return board.terrainAt(s) === 'difficult' || (artifact !== null && artifact !== undefined && !isPillar(artifact))
}

/**
 * R-MKC-8 on the grid: a target showing stealth is no ranged target while a hindering square lies
 * on the line of fire (`crossed`, the squares between) or under it; 002 switches stealth off in
 * the segment of an all-seeing pillar ("Allsehende Säule") and while it carries furniture ("Stuhl").
 */
export function checkStealth(state: DungeonState, board: DungeonBoard, target: AttackEnd, crossed: readonly Square[]): Resolution<null> {
  if (!(target.abilities ?? []).includes('stealth')) return allowed(null, [])
  const params = { target: target.id }
  const pillar = abilitySuppressed(board, target.square, 'stealth')
  if (pillar.suppressed)
    return allowed(null, [
      {
        key: 'mkd.stealthSuppressed',
        value: false,
        clause: DUNGEONS.allSeeingPillar,
        ...detailed('mkd.stealthSuppressed', "{target}'s stealth does not work in the segment of {pillar}", {
          ...params,
          pillar: pillar.pillar ?? '',
        }),
      },
    ])
  const carrying = holdingsOf(state, target.id).carrying
  if (carrying !== null && CARRYING_FORBIDS.includes('stealth'))
    return allowed(null, [
      {
        key: 'mkd.stealthWhileCarrying',
        value: false,
        clause: DUNGEONS.chair,
        ...detailed('mkd.stealthWhileCarrying', '{target} carries {furniture}: no stealth', { ...params, furniture: carrying }),
      },
    ])
  const hindering = [target.square, ...crossed].some((s) => hinderingSquare(board, s))
  const r = mayBeRangedTarget(target.id, ['stealth'], { hinderingTerrain: hindering })
  if (!r.ok) return refuse('target-hidden-by-stealth', r.refusal.reason, MKD_RULINGS.attackAbilities, params)
  return allowed(null, r.breakdown.lines)
}

/** The damage side of an attack: what is added before the hit, and what the target's abilities take off a hit. */
export interface AttackDamage {
  /** Added to the dial's damage (magic enhancement), each with its clause. */
  added: Modifier[]
  /** The clicks `dealt` become on the target, with each reduction and its clause (R-MKC-7). */
  taken(dealt: number): { damage: number; modifiers: Modifier[] }
}

/**
 * R-MKC-11 and R-MKC-7 on the grid: a ranged attack by a figure adjacent to a friend showing
 * magic enhancement deals the bonus more (the core's `magicEnhancement`); the target's toughness,
 * invulnerability and, against a ranged magic blast, magic immunity reduce a hit (`damageTaken`).
 */
export function attackDamage(
  board: DungeonBoard,
  attacker: AttackEnd,
  target: AttackEnd,
  kind: 'melee' | 'ranged',
  others: readonly FigureBeside[],
  heroAttacks: boolean,
  settings: DungeonSettings,
): AttackDamage {
  const mine = tableAbilities(attacker.abilities)
  const theirs = tableAbilities(target.abilities)
  const friends = kind === 'ranged' ? adjacentOf(board, attacker.square, others, heroAttacks, settings) : []
  const enhanced = magicEnhancement(
    mine,
    friends.map((f) => tableAbilities(f.abilities)),
    theirs,
    DEFAULT_MK_CORE_SETTINGS,
  )
  // Magic blast makes the ranged attack magic (core 14's table); a melee of the same figure is not.
  const magic = kind === 'ranged' && mine.includes('magicBlast')
  return {
    added: enhanced ? [enhanced] : [],
    taken: (dealt) => damageTaken(dealt, theirs, { magic }, DEFAULT_MK_CORE_SETTINGS),
  }
}

/** The ability lines a preview shows with its numbers: each modifier as a line, with its clause. */
export const modifierLines = (modifiers: readonly Modifier[]): RulingLine[] =>
  modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) }))
