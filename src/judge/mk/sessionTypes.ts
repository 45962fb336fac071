import type { Point2 } from '../../math/planar'
import type { Refusal } from '../../rules/kernel'
import type { MkAttackPreview, MkGame, MkPairFacts } from '../../rules/mageknight/engine'
import { statsOf } from '../../rules/mageknight/core'

/**
 * What the Mage Knight session (session.ts) answers before a click: a probe (allowed, and
 * whether it would roll), a move's check with its path and the speed, an attack's numbers, and
 * the attacks a figure is offered. Plain data: the view shows it and never asks the rules.
 */

export type MkProbe = { ok: true; rollsDice: boolean } | { ok: false; refusal: Refusal }

export interface MkMoveView {
  figure: string
  /** Centre points seen from above (cm): the straight path the move takes (core 5). */
  from: Point2
  to: Point2
  /** The height of the surface the base would stand on at the goal (cm). */
  toHeightCm: number
  pathIn: number
  /** The speed of the dial that moves, in inches; null when it has none (a castle section). */
  speedIn: number | null
  /** The engine's answer: allowed (a break away rolls a d6) or its refusal. */
  probe: MkProbe
  /** Opponents in base contact now: the move must break away from them first (core 6). */
  breaksAway: readonly string[]
  basesCrossed: readonly string[]
  blockedAtIn: number | null
}

export interface MkAttackView {
  figure: string
  target: string
  kind: 'ranged' | 'melee'
  dial: number
  /** What the table says of the pair (distance, line of fire, contact); null when one has left the table. */
  facts: MkPairFacts | null
  /** The numbers before the roll when the rules allow the attack itself (the turn may still refuse it: see `probe`). */
  preview: MkAttackPreview | null
  /** The whole step's answer: the turn, the tokens and the attack. */
  probe: MkProbe
  /**
   * At a cavalry unit whose dial the attacker has not named yet (003 "Attacking and Damaging a
   * Cavalry Unit", R-MKV.8): the numbers and answer on each of its dials; `preview` and `probe` are
   * then one of these (the mount's unless only the rider's is allowed) and the click asks the dial.
   */
  targetDials?: readonly MkTargetDialView[]
}

/** An attack's numbers against one dial of a cavalry target (MkAttackView.targetDials). */
export interface MkTargetDialView {
  dial: 'mount' | 'rider'
  preview: MkAttackPreview | null
  probe: MkProbe
}

export interface MkAttackOffer {
  kind: 'ranged' | 'melee'
  target: string
  /** The attacker's dial (a large figure's section). */
  dial: number
  probe: MkProbe
}

/**
 * Every attack `figure` could be asked for: each opponent still on the table (a cavalry unit once,
 * by its mount), ranged from each dial with a range, melee from each dial; the session probes them.
 */
export function attackOffersOf(game: MkGame, figure: string, onTable: (id: string) => boolean): Omit<MkAttackOffer, 'probe'>[] {
  const me = Object.hasOwn(game.pieces, figure) ? game.pieces[figure] : undefined
  if (!me) return []
  // A rider in its saddle is no target of its own: the unit is, named by its mount, and the attacker
  // chooses the dial on the click (003 "Attacking and Damaging a Cavalry Unit", R-MKV.8).
  const seated = new Set(Object.values(game.cavalry?.saddle ?? {}))
  const enemies = Object.values(game.pieces).filter((p) => p.side !== me.side && onTable(p.id) && !seated.has(p.id))
  const offers: Omit<MkAttackOffer, 'probe'>[] = []
  for (const [dial] of me.dials.entries()) {
    const s = statsOf(me, dial)
    for (const t of enemies) {
      if (s.rangeIn > 0) offers.push({ kind: 'ranged', target: t.id, dial })
      offers.push({ kind: 'melee', target: t.id, dial })
    }
  }
  return offers
}
