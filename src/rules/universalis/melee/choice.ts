import type { DamageProfile, Weapon } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { GameState, HitZone } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { currentAttribute } from '../model/attributes'
import { isColossus, rollHitZone } from '../damage/hitZones'
import { resolveHit, type HitResult } from '../damage/apply'
import { pushBack, type PushBackResult, type PushFacts } from './pushBack'
import { MELEE_CLAUSES as C } from './modifiers'
import { DEFAULT_COMBAT_SETTINGS, type CombatSettings } from '../ranged/settings'
import type { MeleeOption, MeleeRolled } from './types'
import { detailed } from '../../kernel/detail'

/**
 * What the winner of a melee does (15.1, R-15.1a): the attacker deals damage (a hit, 10.4, with
 * the hit zone rolled for a colossus, 15.6), pushes the defender back (15.2), or pushes it back
 * and follows into base contact (R-15.1b); the defender who wins may push the attacker back.
 * The damage itself is the damage code's (damageApply.ts `resolveHit`).
 */

export type MeleeChoice =
  | { kind: 'damage' }
  | { kind: 'pushBack'; push: PushFacts }
  | { kind: 'pushBackAndFollow'; push: PushFacts }
  | { kind: 'none' }

/** A melee hit as the damage code takes it. */
export interface MeleeHit {
  attackerId: string
  defenderId: string
  weapon: Weapon
  profile: DamageProfile
  attackerKO: number
  zone?: HitZone
}

export interface MeleeResult {
  game: GameState
  choice: MeleeOption
  hit: MeleeHit | null
  damage: HitResult | null
  push: PushBackResult | null
  /** pushBackAndFollow: the attacker moves the same cm along the same line, free of AP (R-15.1b). */
  follow: { modelId: string; cm: number } | null
}

/**
 * Carries out the winner's `choice` on `game` (the state after `meleeAttack`). Refused when the
 * choice is not among `rolled.options` (a larger model cannot be pushed, 15.2).
 */
export function resolveMeleeChoice(
  game: GameState,
  dice: Dice,
  rolled: MeleeRolled,
  choice: MeleeChoice,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<MeleeResult> {
  if (!rolled.options.includes(choice.kind)) {
    const who = rolled.winner === 'none' ? 'nobody won' : `the ${rolled.winner} may choose ${rolled.options.join(', ')}`
    return refuse('choice-not-open', `${choice.kind} is not open: ${who}`, rolled.winner === 'attacker' ? C.rOptions : C.procedure, {
      choice: choice.kind,
      winner: rolled.winner,
      options: rolled.options.join(', '),
    })
  }
  const breakdown = emptyBreakdown()
  const lines: RulingLine[] = breakdown.lines
  const base: MeleeResult = { game, choice: choice.kind, hit: null, damage: null, push: null, follow: null }
  if (choice.kind === 'none') return { ok: true, value: base, breakdown }

  if (choice.kind === 'damage') {
    const defender = game.models[rolled.defenderId]
    const attackerKO = currentAttribute(game, rolled.attackerId, 'KO').value
    const hit: MeleeHit = {
      attackerId: rolled.attackerId,
      defenderId: rolled.defenderId,
      weapon: rolled.weapon,
      profile: rolled.weapon.profile,
      attackerKO,
    }
    if (isColossus(defender)) {
      const z = rollHitZone(dice, defender.id, settings.colossus)
      hit.zone = z.zone
      breakdown.rolls.push(z.roll)
      lines.push({ ...z.line, clause: C.zones })
    }
    // 9.3: the armour bonus of cover counts only in ranged combat.
    const damage = resolveHit(
      dice,
      defender,
      {
        attackerId: hit.attackerId,
        profile: hit.profile,
        attackerKO,
        coverArmourBonus: 0,
        zone: hit.zone,
      },
      settings,
    )
    breakdown.rolls.push(...damage.rolls)
    lines.push(
      {
        key: 'melee.hit',
        value: rolled.weapon.name,
        clause: C.rOptions,
        ...detailed('melee.hit', '{attacker} hits {defender}', { attacker: hit.attackerId, defender: hit.defenderId }),
      },
      ...damage.lines,
    )
    const next = { ...game, models: { ...game.models, [defender.id]: damage.model } }
    return { ok: true, value: { ...base, game: next, hit, damage }, breakdown }
  }

  const [pusher, pushed] = rolled.winner === 'attacker' ? [rolled.attackerId, rolled.defenderId] : [rolled.defenderId, rolled.attackerId]
  const p = pushBack(game, pusher, pushed, choice.push)
  if (!p.ok) return p
  lines.push(...p.breakdown.lines)
  let follow: MeleeResult['follow'] = null
  if (choice.kind === 'pushBackAndFollow') {
    // R-15.1b: it follows along the same line as far as the pushed model went, never over the edge.
    follow = { modelId: pusher, cm: p.value.push.movedCm }
    lines.push({
      key: 'melee.follow',
      value: follow.cm,
      clause: C.rFollow,
      ...(p.value.push.fall
        ? detailed('melee.follow.edge', 'stops at the edge')
        : detailed('melee.follow.contact', 'ends in base contact again')),
    })
  }
  return { ok: true, value: { ...base, game: p.value.game, push: p.value.push, follow }, breakdown }
}
