import type { RulingLine } from '../../kernel/clauses'
import { checkCanAct } from '../model/actions'
import { payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { purpose, type Dice } from '../../kernel/dice'
import { hasModel, type GameState } from '../model/gameState'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { contest } from '../model/rolls'
import { RC } from './settings'
import { detailed } from '../../kernel/detail'

/**
 * What happens around an FK roll that is not the shooter's: the target's dodge fire reaction
 * (8.4) and, when the target is in melee, the draw of who is actually hit (14.8).
 */

export interface DodgeFacts {
  /** 8.4: the shooter is within the target's perception range (4.6), from the geometry. */
  shooterInPerception: boolean
}

/**
 * 8.4 Beschuss Ausweichen (1 AP, a reaction before the FK roll): a compared AGI roll; if the
 * target wins, the shooter has -1. Not for prone models; the shooter must be within the
 * target's perception. A tie is not a win (R-8.4a).
 */
export function resolveDodge(
  dice: Dice,
  game: GameState,
  shooterId: string,
  targetId: string,
  facts: DodgeFacts,
  targetInMelee: boolean,
): Resolution<{ game: GameState; won: boolean; modifier: Modifier | null }> {
  const target = game.models[targetId]
  if (target.prone) return refuse('prone', `${targetId} is prone and cannot dodge fire`, RC.dodge, { model: targetId })
  if (!facts.shooterInPerception)
    return refuse('not-in-perception', `${shooterId} is not within ${targetId}'s perception range: no dodge fire`, RC.dodge, {
      model: targetId,
      target: shooterId,
    })
  const can = checkCanAct(target, 'dodgeFire', 1, { active: false, inMelee: targetInMelee })
  if (can) return { ok: false, refusal: can }
  // Like every reaction, dodging ends the model's overwatch and defence (14.2, 15.3): payAp does both.
  const paid = payAp(game, targetId, 1, 'dodgeFire')
  const a = currentAttribute(game, targetId, 'AGI')
  const b = currentAttribute(game, shooterId, 'AGI')
  const c = contest(
    dice,
    { label: targetId, value: a.value, modifiers: [] },
    { label: shooterId, value: b.value, modifiers: [] },
    'dodge fire (AGI)',
    RC.dodge,
  )
  const won = c.winner === 'a'
  const lines: RulingLine[] = [
    {
      key: 'dodgeFire',
      value: won,
      clause: c.winner === 'tie' ? RC.rDodge : RC.dodge,
      ...detailed('dodgeFire', 'AGI {agi} against {shooterAgi}', { agi: c.a.total, shooterAgi: c.b.total }),
    },
  ]
  const modifier: Modifier | null = won
    ? { key: 'dodgeFire', value: -1, clause: RC.dodge, ...detailed('dodgeFire.dodged', '{model} dodged', { model: targetId }) }
    : null
  return { ok: true, value: { game: paid, won, modifier }, breakdown: { modifiers: modifier ? [modifier] : [], rolls: [c.a, c.b], lines } }
}

/**
 * 14.8: the target or one of its melee opponents, each with the same chance, takes the hit,
 * even one out of sight. R-14.8a: the candidates in order (target first, then the opponents as
 * given; camouflaged and eliminated ones left out, 16.2) are numbered 0..n-1; one W12 picks
 * (roll - 1) mod n, and results above the largest multiple of n are rolled again so that each
 * has exactly 1/n. No roll with a single candidate.
 */
export function drawMeleeVictim(
  dice: Dice,
  game: GameState,
  targetId: string,
  opponents: readonly string[],
): { id: string; rolls: RollRecord[]; lines: RulingLine[] } {
  const candidates = [
    targetId,
    ...opponents.filter(
      (id) => id !== targetId && hasModel(game, id) && !game.models[id].eliminated && !game.models[id].camouflage?.hidden,
    ),
  ]
  if (candidates.length === 1) return { id: targetId, rolls: [], lines: [] }
  const n = candidates.length
  if (n > 12) throw new RangeError(`meleeWithTarget: ${n} candidates cannot be drawn with one W12`)
  const limit = Math.floor(12 / n) * n
  const results: number[] = []
  let r: number
  do {
    r = dice.roll(12, purpose('roll.meleeVictim', { candidates: candidates.join(', ') }, `victim among ${candidates.join(', ')}`), RC.melee)
    results.push(r)
  } while (r > limit)
  const id = candidates[(r - 1) % n]
  return {
    id,
    rolls: [{ purpose: `victim of the shot into melee`, clause: RC.melee, kind: 'random', dice: results }],
    lines: [
      {
        key: 'meleeVictim',
        value: id,
        clause: RC.rVictim,
        ...detailed('meleeVictim', 'W12 {roll}: {n} candidates, 1/{n} each', { roll: r, n }),
      },
    ],
  }
}
