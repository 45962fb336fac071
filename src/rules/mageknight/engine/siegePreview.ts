import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Resolution } from '../castle/refusals'
import { castleShotReport } from '../castle/shot'
import { CORE } from '../core/clauses'
import { statsOf } from '../core/dial'
import { mkHitChance, neededRoll } from '../core/ranged'
import { requirePiece } from './game'
import type { MkAttackPreview } from './preview'
import { castleShotInput, type CastleShot } from './siegeShot'
import { SIEGE_KINDS } from './siegeState'
import type { SiegeFacts } from './siegeTypes'
import type { MkGame, MkSettings } from './types'

/**
 * A castle shot's numbers before the dice (001 "Angriffe", "Helden in Castle Sektionen
 * angreifen"): the same castle report the shot is rolled against (fortification, height, the
 * 4-inch minimum, who may attack a section), then per target the defence, the 2d6 result needed
 * and the exact chance. The view's attack preview shows it; nothing is rolled or given.
 */
export function previewCastleShot(game: MkGame, action: CastleShot, facts: SiegeFacts, settings: MkSettings): Resolution<MkAttackPreview> {
  const pairs = action.targets.map((t) => {
    const pair = facts.shots?.find((p) => p.target === t)
    if (!pair) throw new RangeError(`previewCastleShot: facts.shots has no record for ${action.piece} -> ${t}`)
    return pair
  })
  const inputs = pairs.map((p) => castleShotInput(game, action, p))
  const reports = inputs.map((i) => castleShotReport(i, settings.castle, SIEGE_KINDS))
  const refused = reports.find((r) => !r.allowed)
  if (refused) return { ok: false, refusal: refused.refusals[0] }
  const attack = statsOf(requirePiece(game, action.piece)).attack
  const lines: RulingLine[] = reports.flatMap((r) => r.lines)
  const targets = reports.map((r, i) => {
    const defence = r.defence.total ?? 0
    const need = neededRoll(attack, defence)
    const chance = mkHitChance(attack, defence)
    lines.push({
      key: 'mk.toHit',
      value: need,
      clause: CORE.ranged,
      ...detailed('mk.toHit', '2d6 + attack {attack} against defence {defence} of {target}: a {need} or more on 2d6', {
        attack,
        defence,
        target: pairs[i].target,
        need,
      }),
    })
    return {
      target: pairs[i].target,
      dial: 0,
      attack,
      defence,
      defenceModifiers: r.defence.modifiers,
      need,
      chance,
      damage: r.damage.total ?? 0,
    }
  })
  const modifiers = reports.flatMap((r) => [...r.defence.modifiers, ...r.damage.modifiers])
  return { ok: true, value: { kind: 'ranged', targets, lines }, breakdown: { modifiers, rolls: [], lines } }
}
