import { awaitsActivation } from './round'
import { ruling, universalis } from '../../kernel/clauses'
import { detailed, sameDetail, type DetailParams, type Detailed } from '../../kernel/detail'
import { AP_CLAUSES, apAtRoundEnd } from '../model/ap'
import type { GameState, ModelState } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { inPlay } from '../states/common'

/**
 * The round's end (5.7): surrender, the victory check (R-5.7a: the last side with models in play
 * wins unless a mission says otherwise), unspent AP halved and carried into the next round.
 */

const C = {
  rounds: universalis('5.5', 'Runden'),
  end: universalis('5.7', 'Rundenende'),
  victory: ruling('R-5.7a', 'Standard-Siegbedingung'),
}

/** 5.7 victory check: the game's end and its winner (none: a draw), or null to play on. */
export type VictoryCheck = (game: GameState) => Verdict | null

/** A victory check's verdict; `reasonKey` and `reasonParams` say the reason for the view (kernel/detail.ts). */
export interface Verdict {
  winner?: string
  reason: string
  reasonKey?: string
  reasonParams?: DetailParams
}

const verdictOf = (winner: string | undefined, said: Detailed): Verdict => ({
  ...(winner === undefined ? {} : { winner }),
  reason: said.detail,
  reasonKey: said.detailKey,
  reasonParams: said.params,
})

/** R-5.7a, the default without mission conditions: the last side with models in play wins. */
export const lastSideStanding: VictoryCheck = (game) => {
  const standing = game.sides.filter((s) => Object.values(game.models).some((m) => m.side === s && inPlay(m)))
  if (standing.length === 1)
    return verdictOf(standing[0], detailed('victory.lastSide', 'only {side} has models in play', { side: standing[0] }))
  if (standing.length === 0) return verdictOf(undefined, detailed('victory.draw', 'no side has models in play: a draw'))
  return null
}

export interface EndRoundOptions {
  /** 5.7: the side that gives up now loses at once. */
  surrender?: string
  /** The missions' victory conditions (5.2, 5.7); default `lastSideStanding`. */
  victory?: VictoryCheck
}

/**
 * 5.7: the end of the round, once every model has had its initiative phase: a surrender ends the
 * game (the other side wins), then the victory check; else the unspent AP are halved (rounding
 * down) and carried into the next round.
 */
export function endRound(game: GameState, options: EndRoundOptions = {}): Resolution<GameState> {
  if (game.phase !== 'round' || game.roundEnded) return refuse('no-running-round', 'there is no running round to end', C.end)
  const waiting = Object.values(game.models)
    .filter(awaitsActivation)
    .map((m) => m.id)
  if (game.active.length > 0 || (game.queue?.length ?? 0) > 0 || waiting.length > 0) {
    const toAct = [...new Set([...game.active, ...(game.queue ?? []), ...waiting])].join(', ')
    return refuse(
      'models-still-to-act',
      `round ${game.round} ends once every model has had its initiative phase; still to act: ${toAct}`,
      C.rounds,
      { round: game.round, models: toAct },
    )
  }
  const breakdown = emptyBreakdown()
  if (options.surrender !== undefined) {
    if (!game.sides.includes(options.surrender))
      return refuse('no-such-side', `surrender: no side "${options.surrender}"`, C.end, { side: options.surrender })
    const others = game.sides.filter((s) => s !== options.surrender)
    const winner = others.length === 1 ? others[0] : undefined
    breakdown.lines.push({
      key: 'surrender',
      value: options.surrender,
      clause: C.end,
      ...(winner ? detailed('surrender.winner', '{side} wins', { side: winner }) : {}),
    })
    return {
      ok: true,
      value: {
        ...game,
        phase: 'over',
        winner,
        log: [...game.log, `round ${game.round}: ${options.surrender} gives up${winner ? `, ${winner} wins` : ''}`],
      },
      breakdown,
    }
  }
  const verdict = (options.victory ?? lastSideStanding)(game)
  if (verdict) {
    // The reason as the check said it: its key and values travel with it (a check that gives none is said in English only).
    const { reason: detail, reasonKey: detailKey, reasonParams: params } = verdict
    breakdown.lines.push({
      key: 'victory',
      value: verdict.winner ?? 'draw',
      clause: options.victory ? C.end : C.victory,
      ...sameDetail({ detail, detailKey, params }),
    })
    return {
      ok: true,
      value: { ...game, phase: 'over', winner: verdict.winner, log: [...game.log, `round ${game.round}: game over, ${verdict.reason}`] },
      breakdown,
    }
  }
  const models: Record<string, ModelState> = {}
  for (const m of Object.values(game.models)) models[m.id] = apAtRoundEnd(m)
  breakdown.lines.push({ key: 'ap.halvedAndCarried', value: true, clause: AP_CLAUSES.end })
  return { ok: true, value: { ...game, models, roundEnded: true, log: [...game.log, `round ${game.round} ends`] }, breakdown }
}
