import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { GameState, HitZone } from '../model/gameState'
import type { Side } from '../damage/hitZones'
import type { HitResult } from '../damage/apply'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { checkShooter, checkTarget, isRefusal, shooterAttribute, spendShot, type ActingFacts, type ShooterCheck } from './checks'
import { hitVictim, modifiersForTarget, rollToHit, type RangedAttackInput } from './attack'
import { drawMeleeVictim, type DodgeFacts } from './reactions'
import { DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from './settings'
import { detailed } from '../../kernel/detail'

/**
 * Sustained fire (14.12): DF extra shots, split over 1 to 5 targets, each at most 3 cm from the
 * previous one; every change of target -1 cumulative on the FK roll; every shot on a target
 * after its first +1 on the FK roll and +1 on the wound roll, rolled as one shot. Beispiel 14:
 * DF 3, FK 5: four shots at one model are +3 and +3; two and two are +1 (and +1 - 1 for the
 * second target) with +1 to wound each. Not with an aimed shot (14.2, R-14.2b).
 */

export interface SustainedTarget {
  targetId: string
  shots: number
  sight: RangedAttackInput['sight']
  /** 14.12: base-edge distance in cm to the previous target of the list (not for the first). */
  distanceFromPreviousCm?: number
  meleeWithTarget?: readonly string[]
  victimArmourBonus?: Readonly<Record<string, number>>
  dodge?: DodgeFacts
}

export interface SustainedFireInput {
  shooterId: string
  weaponName: string
  kind: 'normal' | 'snap' | 'reaction' | 'aimed'
  acting: ActingFacts
  targets: readonly SustainedTarget[]
  weaponMounts?: Readonly<Record<string, Side | 'hull'>>
}

export interface SustainedTargetPlan {
  targetId: string
  shots: number
  modifiers: Modifier[]
  fkTarget: number
  woundBonus: number
}

export interface SustainedPlan {
  check: ShooterCheck
  fkValue: number
  targets: SustainedTargetPlan[]
  lines: RulingLine[]
}

export const MAX_TARGET_GAP_CM = 3

export function planSustainedFire(
  game: GameState,
  input: SustainedFireInput,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<SustainedPlan> {
  const check = checkShooter(game, input.shooterId, input.weaponName, input.kind, input.acting, input.weaponMounts)
  if (isRefusal(check)) return { ok: false, refusal: check }
  const df = check.weapon.sustainedFire
  if (!df)
    return refuse('no-sustained-fire', `${input.weaponName} has no sustained fire (Dauerfeuer)`, RC.sustained, { weapon: input.weaponName })
  if (input.kind === 'aimed') return refuse('no-aimed-sustained-fire', 'an aimed shot cannot be combined with sustained fire', RC.aimed)
  const n = input.targets.length
  const total = input.targets.reduce((s, t) => s + t.shots, 0)
  if (n < 1) throw new RangeError(`rules/ranged: planSustainedFire targets: 1 to 5 targets, got ${n}`)
  if (n > 5) return refuse('too-many-targets', `targets: 1 to 5 targets, got ${n}`, RC.sustained, { max: 5, have: n })
  if (input.targets.some((t) => !Number.isInteger(t.shots) || t.shots < 1))
    throw new RangeError('rules/ranged: planSustainedFire targets[].shots: each target takes at least 1 shot (a whole number)')
  if (total > df + 1)
    return refuse('too-many-shots', `targets: ${total} shots, but DF ${df} gives at most ${df + 1}`, RC.sustained, {
      weapon: input.weaponName,
      df,
      max: df + 1,
      have: total,
    })
  const ids = input.targets.map((t) => t.targetId)
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice !== undefined)
    return refuse('same-target-twice', `targets: each model once (R-14.12a), got ${ids.join(', ')}`, RC.rSustained, { target: twice })
  const fk = shooterAttribute(game, input.shooterId, 'FK')
  const plans: SustainedTargetPlan[] = []
  const lines: RulingLine[] = [
    { key: 'shots', value: total, clause: RC.sustained, ...detailed('ranged.shots', 'DF {df}: up to {max}', { df, max: df + 1 }) },
  ]
  for (const [i, t] of input.targets.entries()) {
    if (i > 0) {
      const gap = t.distanceFromPreviousCm
      if (gap === undefined || !Number.isFinite(gap))
        throw new RangeError(
          `rules/ranged: planSustainedFire targets[${i}].distanceFromPreviousCm: needed for every target after the first, got ${gap}`,
        )
      if (gap > MAX_TARGET_GAP_CM)
        return refuse(
          'too-far',
          `${t.targetId} is ${gap.toFixed(1)} cm from ${ids[i - 1]}: at most ${MAX_TARGET_GAP_CM} cm between targets`,
          RC.sustained,
          { target: t.targetId, from: ids[i - 1], cm: Number(gap.toFixed(1)), maxCm: MAX_TARGET_GAP_CM },
        )
    }
    const target = checkTarget(game, input.shooterId, t.targetId, { lineOfSight: t.sight.lineOfSight }, i > 0)
    if (isRefusal(target)) return { ok: false, refusal: target }
    const m = modifiersForTarget(game, check, target, input.kind, t.sight, settings)
    if (isRefusal(m)) return { ok: false, refusal: m }
    const modifiers = [...m.modifiers]
    if (t.shots > 1)
      modifiers.push({
        key: 'sustainedFireHit',
        value: t.shots - 1,
        clause: RC.sustained,
        ...detailed('sustainedFireHit', '{shots} shots', { shots: t.shots }),
      })
    if (i > 0)
      modifiers.push({
        key: 'targetSwitch',
        value: -i,
        clause: RC.sustained,
        ...detailed('targetSwitch', 'change {change}', { change: i }),
      })
    plans.push({
      targetId: t.targetId,
      shots: t.shots,
      modifiers,
      fkTarget: fk.value + modifiers.reduce((s, x) => s + x.value, 0),
      woundBonus: t.shots - 1,
    })
    lines.push(...m.lines)
  }
  const apLine: RulingLine = {
    key: 'apCost',
    value: check.apCost,
    clause: RC.sustained,
    ...detailed('ranged.apCost.sustained', 'one action for all shots'),
  }
  return {
    ok: true,
    value: { check, fkValue: fk.value, targets: plans, lines: [apLine, ...lines] },
    breakdown: { modifiers: plans.flatMap((p) => p.modifiers), rolls: [], lines: [apLine, ...lines] },
  }
}

export interface SustainedTargetResult {
  targetId: string
  hit: boolean
  fkRoll: RollRecord
  victimId: string | null
  zone: HitZone | null
  wound: HitResult | null
}

export function resolveSustainedFire(
  game: GameState,
  input: SustainedFireInput,
  dice: Dice,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<{ game: GameState; results: SustainedTargetResult[] }> {
  const planned = planSustainedFire(game, input, settings)
  if (!planned.ok) return planned
  let g = spendShot(game, planned.value.check)
  const results: SustainedTargetResult[] = []
  const breakdown = { modifiers: [] as Modifier[], rolls: [] as RollRecord[], lines: [...planned.value.lines] }
  for (const [i, p] of planned.value.targets.entries()) {
    const t = input.targets[i]
    // A model eliminated by an earlier shot of the burst takes no more (its shots are lost).
    if (g.models[p.targetId].eliminated) continue
    const inMelee = (t.meleeWithTarget ?? []).length > 0
    const rolled = rollToHit(dice, g, input.shooterId, p.targetId, planned.value.fkValue, p.modifiers, t.dodge, inMelee)
    if (!rolled.ok) return rolled
    g = rolled.value.game
    breakdown.modifiers.push(...rolled.value.modifiers)
    breakdown.rolls.push(...rolled.breakdown.rolls)
    breakdown.lines.push(...rolled.breakdown.lines)
    const base = { targetId: p.targetId, hit: rolled.value.success, fkRoll: rolled.value.roll, victimId: null, zone: null, wound: null }
    if (!rolled.value.success) {
      results.push(base)
      continue
    }
    const victim = drawMeleeVictim(dice, g, p.targetId, t.meleeWithTarget ?? [])
    const bonus = victim.id === p.targetId ? t.sight.armourBonus : (t.victimArmourBonus?.[victim.id] ?? 0)
    const h = hitVictim(
      dice,
      g,
      input.shooterId,
      victim.id,
      { profileOf: planned.value.check, coverArmourBonus: bonus, woundBonus: p.woundBonus },
      settings,
    )
    g = h.game
    breakdown.rolls.push(...victim.rolls, ...h.rolls)
    breakdown.lines.push(...victim.lines, ...h.lines)
    results.push({ ...base, victimId: victim.id, zone: h.zone, wound: h.wound })
  }
  return { ok: true, value: { game: g, results }, breakdown }
}
