import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { attackOdds } from '../core/attack'
import { LARGE } from '../core/clauses'
import type { Resolution } from '../large/refusals'
import { DEFAULT_MK_SETTINGS, requirePiece } from './game'
import { planLargeAttack } from './largeAttackPlan'
import type { MkAttackPreview } from './preview'
import type { MkAction, MkActionFacts, MkGame, MkSettings } from './types'

/**
 * An attack that involves a large figure or a passenger, before the dice (000 "Großfiguren
 * angreifen", "Fernkampf", "Nahkampf"): the same checks the engine makes, the section each large
 * target defends with (a choice still open is the refusal that asks for it), and the odds against
 * that section's defence. `npm run judge -- … --mk` shows it; no action is given, no die rolled.
 */

const notGiven = (): never => {
  throw new RangeError('mageknight engine: a preview gives no action')
}

export function previewLargeAttack(
  game: MkGame,
  action: Extract<MkAction, { kind: 'ranged' | 'melee' }>,
  facts: MkActionFacts,
  settings: MkSettings = DEFAULT_MK_SETTINGS,
): Resolution<MkAttackPreview> {
  const planned = planLargeAttack(game, action, facts, notGiven, settings.large)
  if (!planned.ok) return planned
  const { plan, aimed } = planned.value
  const attacker = requirePiece(game, action.piece)
  const odds = attackOdds(attacker, aimed, settings.core, { dial: plan.dial, damageModifiers: plan.damageModifiers })
  const lines: RulingLine[] = [...planned.value.lines]
  for (const o of odds) {
    const target = requirePiece(game, o.target)
    if (!target.largeFigure) continue
    lines.push({
      key: 'largeDefendingSection',
      value: target.dials[o.dial].name ?? `dial ${o.dial}`,
      clause: LARGE.attacking,
      ...detailed('large.defendingSection', '{target} defends with section {section}: defence {defence}', {
        target: o.target,
        section: target.dials[o.dial].name ?? `dial ${o.dial}`,
        defence: o.defence,
      }),
    })
  }
  const modifiers = [...plan.damageModifiers, ...odds.flatMap((o) => o.defenceModifiers)]
  return { ok: true, value: { kind: action.kind, targets: odds, lines }, breakdown: { modifiers, rolls: [], lines } }
}
