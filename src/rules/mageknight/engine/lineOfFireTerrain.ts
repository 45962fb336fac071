import type { RulingLine } from '../../kernel/clauses'
import { mayBeRangedTarget } from '../core/abilities'
import type { AttackTarget } from '../core/attack'
import { statsOf } from '../core/dial'
import { CAVALRY } from '../core/clauses'
import type { Resolution } from '../core/refusals'

/**
 * What hindering terrain on a line of fire does in the one-dial engine: a target showing stealth
 * is no ranged target while the judge finds hindering terrain on the line of fire or under its
 * base (core 14, R-MKC-8, simplified; `MkPairFacts.hinderingTerrain`, R-MKT.6). Until this check
 * the engine let such a shot through, so the line-of-fire part of Nature's Ally (003 "Subfaction
 * Abilities: Wylden Host": "This warrior's line of fire is not affected by hindering or concealing
 * terrain") changed nothing; a shooter whose ally is active (`lineIgnoresHindering`) is not hidden
 * from, and the line says why. Concealing terrain is not told apart from hindering by our scenes
 * (R-MKT.6), so both are the same facts here.
 */
export function hinderedLineCheck(
  targets: readonly (AttackTarget & { hinderingTerrain?: readonly string[] })[],
  lineIgnoresHindering: boolean,
): Resolution<null> {
  const lines: RulingLine[] = []
  for (const t of targets) {
    const hindered = (t.hinderingTerrain?.length ?? 0) > 0
    const seen = mayBeRangedTarget(t.piece.id, statsOf(t.piece, t.dial ?? 0).abilities, {
      hinderingTerrain: hindered && !lineIgnoresHindering,
    })
    if (!seen.ok) return seen
    // Hindered but let through by Nature's Ally: that is the reason, not "no hindering terrain".
    if (hindered && lineIgnoresHindering) lines.push({ key: 'mkk.naturesAllyLineOfFire', value: t.piece.id, clause: CAVALRY.naturesAlly })
    else lines.push(...seen.breakdown.lines)
  }
  return { ok: true, value: null, breakdown: { modifiers: [], rolls: [], lines } }
}
