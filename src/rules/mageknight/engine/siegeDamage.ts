import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { damageSection } from '../castle/destruction'
import { isEliminated } from '../core/dial'
import { applyDamage } from './damage'
import { requirePiece, withPiece } from './game'
import { portalsThatCount, sectionStateIn, SIEGE_KINDS, SIEGE_RULINGS } from './siegeState'
import type { MkEvent, MkGame } from './types'

/**
 * Damage on a section's dial carried into the game (001 "Castle Sektionen zerstören", "Portale"):
 * the dial turns (`damageSection`), the table hears the section's new state (clicks, the portals
 * that count: a broken-open section's stay open), and at three broken towers the section is out
 * of the game, rubble takes its place and every figure that stood on it takes a die of clicks
 * (R-MK-7a), its player choosing its facing on the rubble.
 */

export interface SectionDamaged {
  game: MkGame
  events: MkEvent[]
  lines: RulingLine[]
  rolls: RollRecord[]
}

export function applySectionDamage(
  game: MkGame,
  sectionId: string,
  clicks: number,
  figuresOn: readonly string[],
  by: string,
  dice: Dice,
  rubbleFacings: readonly { figure: string; facingDeg: number }[] = [],
): SectionDamaged {
  const state = sectionStateIn(game, sectionId)
  const piece = requirePiece(game, sectionId)
  const done = damageSection(state, clicks, figuresOn, dice, SIEGE_KINDS)
  // A destroyed section takes no more: the refusal is the line that says so (as applyDamage does).
  if (!done.ok)
    return {
      game,
      events: [],
      lines: [{ key: 'mk.noDamage', value: done.refusal.code, clause: done.refusal.clause }],
      rolls: [],
    }
  const to = done.value.section.clicks ?? piece.clicks[0]
  let g = withPiece(game, { ...piece, clicks: [to] })
  const next = sectionStateIn(g, sectionId)
  const events: MkEvent[] = [
    { kind: 'clicks', piece: sectionId, dial: 0, from: piece.clicks[0], to },
    { kind: 'section', section: sectionId, clicks: to, portals: portalsThatCount(next), destroyed: done.value.destroyed },
  ]
  const lines: RulingLine[] = [...done.value.lines]
  if (done.value.destroyed) {
    const eliminatedBy: Record<string, string> = Object.assign(Object.create(null), g.eliminatedBy)
    eliminatedBy[sectionId] = by
    g = { ...g, eliminatedBy }
    events.push({ kind: 'eliminated', piece: sectionId, by })
    for (const f of figuresOn) {
      const facing = rubbleFacings.find((r) => r.figure === f)
      if (facing) events.push({ kind: 'turned', piece: f, facingDeg: facing.facingDeg })
    }
  }
  // Each figure's die of clicks counts as damage by the side that destroyed the section; its own
  // figures count as lost without an opposing attacker (R-MKS-3).
  for (const f of done.value.figureDamage) {
    if (!Object.hasOwn(g.pieces, f.figureId) || isEliminated(requirePiece(g, f.figureId))) continue
    const credit = requirePiece(g, f.figureId).side === by ? null : by
    lines.push({ key: 'rubbleDamageBy', value: credit ?? 'none', clause: SIEGE_RULINGS.rubbleCredit })
    const d = applyDamage(g, f.figureId, 0, f.clicks, credit)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  return { game: g, events, lines, rolls: done.breakdown.rolls }
}
