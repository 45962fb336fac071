import type { Point3 } from '../../../geometry/types'
import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { GameState, HitZone, ModelState } from '../model/gameState'
import type { Side } from '../damage/hitZones'
import type { HitResult } from '../damage/apply'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { checkShooter, checkTarget, isRefusal, shooterAttribute, spendShot, type ActingFacts, type ShooterCheck } from './checks'
import { rangeBandModifier, shotModifiers } from './modifiers'
import { hitVictim, rollToHit } from './attack'
import { rangeBands } from '../model/derived'
import { DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from './settings'
import { detailed } from '../../kernel/detail'

/**
 * Indirect fire (14.11): at a model or a point the shooter need not see; -5 on the FK roll, -3
 * when a friend sees the point; no cover modifiers; not as reaction fire. When the terrain in
 * between is higher than half the weapon's maximum range the shot has no effect (Beispiel 13:
 * 25/4 reaches 100 cm, so 50 cm at most). Models hit roll armour as in massive cover (damageSetup).
 */

export type Aim = { kind: 'model'; targetId: string } | { kind: 'point'; point: Point3 }

export interface IndirectFireInput {
  shooterId: string
  weaponName: string
  kind: 'normal' | 'aimed' | 'snap' | 'reaction'
  acting: ActingFacts
  aim: Aim
  /** Base-edge distance to the model, or distance to the point, in cm (4.7). */
  distanceCm: number
  /** Geometry: the highest terrain between shooter and aim, cm above the table (R-14.11a). */
  maxTerrainHeightBetweenCm: number
  /** 14.11: a friendly model sees the point (or model) aimed at. */
  friendSees: boolean
  weaponMounts?: Readonly<Record<string, Side | 'hull'>>
}

export interface IndirectPlan {
  check: ShooterCheck
  target: ModelState | null
  fkValue: number
  modifiers: Modifier[]
  fkTarget: number
  /** 14.11: the terrain in between is too high: the shot is fired but has no effect. */
  noEffect: boolean
  lines: RulingLine[]
}

/** Beispiel 13: the highest terrain an indirect shot clears is half the printed maximum range. */
export function indirectHeightLimitCm(weaponRange: { band: number; bands: number }): number {
  return (weaponRange.band * weaponRange.bands) / 2
}

export function planIndirectFire(
  game: GameState,
  input: IndirectFireInput,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<IndirectPlan> {
  if (input.kind === 'reaction') return refuse('no-indirect-reaction-fire', 'indirect fire cannot be reaction fire', RC.indirect)
  const check = checkShooter(game, input.shooterId, input.weaponName, input.kind, input.acting, input.weaponMounts)
  if (isRefusal(check)) return { ok: false, refusal: check }
  if (!check.weapon.indirect)
    return refuse('weapon-not-indirect', `${input.weaponName} cannot fire indirectly (no indirect symbol)`, RC.indirect, {
      weapon: input.weaponName,
    })
  let target: ModelState | null = null
  if (input.aim.kind === 'model') {
    const t = checkTarget(game, input.shooterId, input.aim.targetId, null)
    if (isRefusal(t)) return { ok: false, refusal: t }
    target = t
  }
  const ko = shooterAttribute(game, input.shooterId, 'KO').value
  const band = rangeBandModifier(check.weapon, ko, input.distanceCm, input.kind === 'aimed', settings.ranged)
  if (isRefusal(band)) return { ok: false, refusal: band }
  const modifiers: Modifier[] = [
    band.modifier,
    {
      key: 'indirect',
      value: input.friendSees ? -3 : -5,
      clause: RC.indirect,
      ...(input.friendSees ? detailed('indirect.friendSees', 'a friend sees the point') : detailed('indirect.unseen', 'unseen')),
    },
    // 14.11: no cover modifiers (sight null).
    ...shotModifiers({ kind: input.kind, weapon: check.weapon, shooter: check.shooter, target, sight: null }),
  ]
  const printed = rangeBands(check.weapon, ko)!
  const limit = indirectHeightLimitCm(printed)
  const noEffect = input.maxTerrainHeightBetweenCm > limit
  const fk = shooterAttribute(game, input.shooterId, 'FK')
  const fkTarget = fk.value + modifiers.reduce((s, m) => s + m.value, 0)
  const lines: RulingLine[] = [
    {
      key: 'apCost',
      value: check.apCost,
      clause: RC[input.kind],
      ...detailed('ranged.apCost', 'WK {class}', { class: check.weapon.class }),
    },
    ...band.lines,
    {
      key: 'indirectHeight',
      value: Number(input.maxTerrainHeightBetweenCm.toFixed(2)),
      clause: RC.rIndirect,
      ...(noEffect
        ? detailed('indirectHeight.noEffect', 'limit {limit} cm: no effect', { limit })
        : detailed('indirectHeight', 'limit {limit} cm', { limit })),
    },
    { key: 'fkTarget', value: fkTarget, clause: RC.fkRoll, ...detailed('ranged.fkTarget', 'FK {fk}', { fk: fk.value }) },
  ]
  return {
    ok: true,
    value: { check, target, fkValue: fk.value, modifiers, fkTarget, noEffect, lines },
    breakdown: { modifiers, rolls: [], lines },
  }
}

export interface IndirectResult {
  game: GameState
  noEffect: boolean
  hit: boolean
  fkRoll: RollRecord | null
  zone: HitZone | null
  wound: HitResult | null
}

/**
 * Fires an indirect shot at a model (an area weapon's impact is areaWeapons.ts). A shot with no
 * effect still costs its AP, use and reload (R-14.11a) and rolls nothing.
 */
export function resolveIndirectFire(
  game: GameState,
  input: IndirectFireInput,
  dice: Dice,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<IndirectResult> {
  const planned = planIndirectFire(game, input, settings)
  if (!planned.ok) return planned
  const p = planned.value
  let g = spendShot(game, p.check)
  const breakdown = { modifiers: p.modifiers, rolls: [] as RollRecord[], lines: [...p.lines] }
  const none = { noEffect: p.noEffect, hit: false, fkRoll: null, zone: null, wound: null }
  if (p.noEffect || !p.target) return { ok: true, value: { ...none, game: g }, breakdown }
  const rolled = rollToHit(dice, g, input.shooterId, p.target.id, p.fkValue, p.modifiers, undefined, false)
  if (!rolled.ok) return rolled
  g = rolled.value.game
  breakdown.rolls.push(...rolled.breakdown.rolls)
  breakdown.lines.push(...rolled.breakdown.lines)
  if (!rolled.value.success) return { ok: true, value: { ...none, game: g, fkRoll: rolled.value.roll }, breakdown }
  const h = hitVictim(dice, g, input.shooterId, p.target.id, { profileOf: p.check, coverArmourBonus: 0, indirect: true }, settings)
  breakdown.rolls.push(...h.rolls)
  breakdown.lines.push(...h.lines)
  return { ok: true, value: { ...none, game: h.game, hit: true, fkRoll: rolled.value.roll, zone: h.zone, wound: h.wound }, breakdown }
}
