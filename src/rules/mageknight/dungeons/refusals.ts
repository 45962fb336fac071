import type { Clause } from '../../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../../kernel/resolution'

/**
 * Why the Dungeons artifact rules (002, the Dungeons core of our summary section 15, rulings
 * R-MKD-* in docs/RULINGS.md) refuse something. One code per rule, each with its heading. A
 * caller's mistakes (a square off the number line, an artifact id the board lacks, a hero the
 * state does not know) are thrown as RangeErrors, not refused.
 */
export type RefusalCode =
  /** core 15 Dungeons: a move goes from square to neighbouring square; this step skips squares. */
  | 'step-not-to-neighbour'
  /** R-MKD-1: a diagonal step is not allowed (setting diagonalSteps) or a wall's corner stops it. */
  | 'diagonal-step-blocked'
  /** core 15 Dungeons: a figure moves only over open floor (rock and off the board are not squares to enter). */
  | 'square-not-open'
  /** core 15 Dungeons: no figure moves through a wall. */
  | 'wall-between'
  /** core 15 Dungeons: blocking terrain cannot be entered (a flying figure crosses it but never ends there). */
  | 'blocking-terrain'
  /** 002 Steinsäule: no figure moves through a pillar's square, not even by flight (the all-seeing pillar too). */
  | 'pillar-blocks'
  /** core 15 Dungeons: a figure does not move through another figure's square (a flying one passes over). */
  | 'square-occupied'
  /** 002 Artefaktregeln: a figure may not end its move on a square an artifact covers. */
  | 'move-ends-on-artifact'
  /** core 15 Dungeons: a move costs no more movement points than the figure has. */
  | 'not-enough-movement'
  /** 002 Artefaktregeln: only heroes of the hero team use artifacts. */
  | 'not-hero-team'
  /** 002 Artefaktregeln: each artifact once per activation of a hero. */
  | 'artifact-used-this-activation'
  /** 002 Verwunschene Artefakte nutzen: the hero stands on a square adjacent to the artifact. */
  | 'artifact-not-adjacent'
  /** 002 Verwunschene Artefakte nutzen: the artifact is in the hero's front arc (Blickwinkel). */
  | 'artifact-not-in-front-arc'
  /** 002 Verwunschene Artefakte nutzen: using an artifact costs 4 movement points. */
  | 'artifact-needs-movement'
  /** 002 Verwunschene Artefakte: only haunted artifacts have tokens to draw; furnishings have special rules instead. */
  | 'not-haunted-artifact'
  /** 002 Die Artefaktmarken: no token is left under the artifact (until a refresh token refills it). */
  | 'artifact-has-no-tokens'
  /** R-MKD-5: with drawChoice colour-chosen the player names a colour the artifact still has. */
  | 'no-token-of-colour'
  /** 002 Artefaktregeln: artifacts cannot be attacked, destroyed, damaged or moved. */
  | 'artifact-untouchable'
  /** 002 Möbel: only chairs and tables are picked up, carried and put down. */
  | 'not-furniture'
  /** 002 Stuhl: a hero carries one piece of furniture at a time (R-MKD-12). */
  | 'already-carrying'
  /** 002 Stuhl: the hero stands adjacent to the furniture to pick it up. */
  | 'furniture-not-adjacent'
  /** 002 Stuhl: the furniture is in the hero's front arc to pick it up. */
  | 'furniture-not-in-front-arc'
  /** 002 Stuhl: the furniture is put down by the hero who carries it. */
  | 'not-carrying'
  /** 002 Stuhl: the furniture is put down on free squares (open floor, no artifact, blocking terrain, figure or placed thing). */
  | 'put-down-not-free'
  /** 002 Stuhl: the furniture is put down adjacent to the hero (a table with one of its squares adjacent, R-MKD-12). */
  | 'put-down-not-adjacent'
  /** 002 Tisch (R-MKD-12): a table's two squares have no wall between them. */
  | 'put-down-across-wall'
  /** 002 Stuhl: while carrying furniture the hero may not use Quick Shot, Charge, Nimble, Light-footed, Surprise Attack, Camouflage or Sweep. */
  | 'ability-forbidden-while-carrying'
  /** 002 Möbel: furniture is destroyed only by a fire/lightning or shockwave attack. */
  | 'furniture-needs-fire-or-shockwave'
  /** 002 Möbel: a destroyed or carried piece of furniture is not on the board to attack or pick up. */
  | 'furniture-not-on-board'
  /** 002 Verwunschene Artefakte nutzen: a Mage Spawn of a game of several players enters with a move token and waits (R-MKD-16). */
  | 'spawn-has-move-token'
  /** R-MKD-15: the dungeon's figures attack heroes of the hero team. */
  | 'target-not-hero-team'
  /** core 7 and 13 (R-MKD-15): the target of an attack is in the attacker's front arc. */
  | 'target-not-in-front-arc'
  /** core 7 (R-MKD-15): a target not adjacent is within the attacker's range, one square an inch. */
  | 'target-out-of-range'
  /** R-MKD-17: a hero attacks the dungeon's figures, never one of its own hero team. */
  | 'target-is-hero-team'
  /** core 7 (R-MKD-15): a wall, a walled corner, rock, blocking terrain, a pillar or a figure stops the line of fire on the grid. */
  | 'no-line-of-fire'
  /** core 6 (R-MKD-18): a figure adjacent to an opposing figure makes no ranged attack, unless sharpshooter or shockwave lets it. */
  | 'shooter-next-to-opponent'
  /** core 14 Tarnung (R-MKD-18): a target showing stealth is no ranged target while difficult terrain lies on the line of fire or under it. */
  | 'target-hidden-by-stealth'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)

export { allowed } from '../../kernel/resolution'
