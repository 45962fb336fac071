import type { RulingLine } from '../../kernel/clauses'
import { emptyBreakdown, type Modifier } from '../../kernel/resolution'
import { hitChance, hitChanceWithDodge, hitOutcomeChances, type WoundChances } from '../damage/chances'
import { rerollsFor } from '../items/equipment'
import { currentAttribute } from '../model/attributes'
import type { GameState } from '../model/gameState'
import { planRangedAttack } from '../ranged/attack'
import { shooterAttribute, type ShotKind } from '../ranged/checks'
import type { Resolution } from '../refusals'
import { shotInputOf } from './ranged'
import type { ActionFacts, EngineSettings } from './types'

/**
 * A shot as it would be, before it is taken (12, 14, 7.2, 10): the FK value and its modifiers
 * with their clauses, the number to roll at or under, the AP it costs, and the exact chances on
 * the game as it stands: the shooter's FK rerolls from its card (7.2 "Bewährter Fernkämpfer":
 * a failed roll is taken again, so with n rerolls P(hit) = 1 - (1 - p)^(n+1), 7.2 Beispiel 3),
 * the target's dodge (8.4), the victims of a shot into melee (14.8), and the wound roll against
 * the target's armour, cover and hit points left (10). The same planning and the same facts as
 * `performShot`, no dice: a preview and the shot can never disagree on a modifier.
 *
 * Not counted, because they are decided later by dice of their own: the target's defence test
 * (15.3) and the overwatch test after a hit (14.2).
 */
export interface ShotPreview {
  fkValue: number
  modifiers: Modifier[]
  fkTarget: number
  apCost: number
  /** 7.2: how often a failed FK roll is taken again. */
  rerolls: number
  hit: number
  /** A hit lands on the target itself (14.8: 1 in 1 + its melee opponents). */
  hitTarget: number
  wound: WoundChances
  /** Per shot, not given a hit: miss, and each outcome on the target. */
  perShot: { miss: number; nothing: number; shock: number; damage: number; eliminated: number }
  lines: RulingLine[]
}

export function previewShot(
  game: GameState,
  facts: ActionFacts,
  a: { shooter: string; target: string; weapon: string; kind: ShotKind; dodge?: boolean },
  settings: EngineSettings,
): Resolution<ShotPreview> {
  const input = shotInputOf(game, facts, a.shooter, a.target, a.weapon, a.kind, a.dodge ?? false)
  if ('ok' in input) return input
  const planned = planRangedAttack(game, input, settings.combat)
  if (!planned.ok) return planned
  const plan = planned.value
  const rr = rerollsFor(game, a.shooter, 'FK', [], input.acting)
  const rerolls = rr.ok ? rr.value.rerolls : 0
  // 8.4: a dodging target makes the roll one harder when it wins its AGI contest with the shooter.
  const once = input.dodge
    ? hitChanceWithDodge(plan.fkTarget, currentAttribute(game, a.target, 'AGI').value, currentAttribute(game, a.shooter, 'AGI').value)
    : hitChance(plan.fkTarget)
  const hit = 1 - (1 - once) ** (rerolls + 1)
  const hitTarget = hit / (1 + (input.meleeWithTarget?.length ?? 0))
  const { wound, eliminated } = hitOutcomeChances(
    game.models[a.target],
    {
      profile: plan.check.weapon.profile,
      attackerKO: shooterAttribute(game, a.shooter, 'KO').value,
      coverArmourBonus: input.sight.armourBonus,
    },
    settings.combat,
  )
  const lines = [...plan.lines, ...(rr.ok ? rr.value.lines : [])]
  const value: ShotPreview = {
    fkValue: plan.fk.value,
    modifiers: plan.modifiers,
    fkTarget: plan.fkTarget,
    apCost: plan.check.apCost,
    rerolls,
    hit,
    hitTarget,
    wound,
    perShot: {
      miss: 1 - hit,
      nothing: hitTarget * wound.nothing,
      shock: hitTarget * wound.shock,
      damage: hitTarget * wound.damage,
      eliminated: hitTarget * eliminated,
    },
    lines,
  }
  return { ok: true, value, breakdown: { ...emptyBreakdown(), modifiers: plan.modifiers, lines } }
}
