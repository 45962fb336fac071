import type { RulingLine } from '../../kernel/clauses'
import type { SightRuling } from '../sight/coverTypes'
import { purpose, type Dice } from '../../kernel/dice'
import type { GameState, HitZone, ModelState } from '../model/gameState'
import { rollHitZone, type Side } from '../damage/hitZones'
import { resolveHit, type HitResult } from '../damage/apply'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import type { Refusal, Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import type { CurrentValue } from '../model/attributes'
import {
  checkShooter,
  checkTarget,
  isRefusal,
  shooterAttribute,
  spendShot,
  type ActingFacts,
  type ShooterCheck,
  type ShotKind,
} from './checks'
import { rangeBandModifier, shotModifiers, type BandReading } from './modifiers'
import { DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from './settings'
import { drawMeleeVictim, resolveDodge, type DodgeFacts } from './reactions'
import { detailed, sameDetail } from '../../kernel/detail'

/**
 * A ranged attack at one model (14.1 to 14.10): `planRangedAttack` makes every check and
 * gathers every modifier without dice (the command line shows it with the chances),
 * `resolveRangedAttack` rolls it: dodge fire (8.4), the FK roll (4.8.1), the victim when the
 * target is in melee (14.8), the hit zone of a colossus (14.5, 18.3) and the hit (10).
 */

export interface RangedAttackInput {
  shooterId: string
  targetId: string
  weaponName: string
  kind: ShotKind
  /** The geometry's ruling from shooter to target (line of sight, cover, distance.edge in cm). */
  sight: Pick<SightRuling, 'lineOfSight' | 'cover' | 'rangedModifier' | 'coverFrom' | 'armourBonus' | 'distance'>
  acting: ActingFacts
  /** 14.8: the models in melee with the target (in base contact with it as enemies). */
  meleeWithTarget?: readonly string[]
  /** 9.3: the cover armour bonus each possible melee victim has against this shooter (0 if absent). */
  victimArmourBonus?: Readonly<Record<string, number>>
  /** 8.4: the target reacts with dodge fire. */
  dodge?: DodgeFacts
  /** R-18.3c: which side of a colossus shooter each weapon sits on. */
  weaponMounts?: Readonly<Record<string, Side | 'hull'>>
  /** 7.2: rerolls of a failed FK roll a trait grants. */
  fkRerolls?: number
}

export interface RangedPlan {
  check: ShooterCheck
  target: ModelState
  fk: CurrentValue
  /** Situational modifiers of the FK roll, each with its clause. */
  modifiers: Modifier[]
  /** The FK value to roll at or under (4.8.1). */
  fkTarget: number
  band: BandReading
  lines: RulingLine[]
}

/** The modifiers for one target of a shot whose shooter has passed its checks (shared with sustained fire). */
export function modifiersForTarget(
  game: GameState,
  check: ShooterCheck,
  target: ModelState,
  kind: ShotKind,
  sight: RangedAttackInput['sight'],
  settings: CombatSettings,
): { modifiers: Modifier[]; band: BandReading; lines: RulingLine[] } | Refusal {
  const ko = shooterAttribute(game, check.shooter.id, 'KO').value
  const band = rangeBandModifier(check.weapon, ko, sight.distance.edge, kind === 'aimed', settings.ranged)
  if (isRefusal(band)) return band
  const modifiers = [band.modifier, ...shotModifiers({ kind, weapon: check.weapon, shooter: check.shooter, target, sight })]
  return { modifiers, band, lines: band.lines }
}

export function planRangedAttack(
  game: GameState,
  input: RangedAttackInput,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<RangedPlan> {
  const check = checkShooter(game, input.shooterId, input.weaponName, input.kind, input.acting, input.weaponMounts)
  if (isRefusal(check)) return { ok: false, refusal: check }
  const target = checkTarget(game, input.shooterId, input.targetId, { lineOfSight: input.sight.lineOfSight })
  if (isRefusal(target)) return { ok: false, refusal: target }
  const m = modifiersForTarget(game, check, target, input.kind, input.sight, settings)
  if (isRefusal(m)) return { ok: false, refusal: m }
  const fk = shooterAttribute(game, input.shooterId, 'FK')
  const lines: RulingLine[] = [
    {
      key: 'apCost',
      value: check.apCost,
      clause: RC[input.kind === 'reaction' ? 'reaction' : input.kind],
      ...detailed('ranged.apCost', 'WK {class}', { class: check.weapon.class }),
    },
    { key: 'distanceEdge', value: Number(input.sight.distance.edge.toFixed(2)), clause: RC.range },
    ...m.lines,
    ...fk.modifiers.map((x) => ({ key: `fk.${x.key}`, value: x.value, clause: x.clause, ...sameDetail(x) })),
  ]
  if (check.weapon.sustainedFire)
    lines.push({
      key: 'singleShot',
      value: true,
      clause: input.kind === 'aimed' ? RC.rAimedSustained : RC.sustained,
      ...detailed('singleShot', 'DF {df} not used (sustainedFire.ts splits the shots)', { df: check.weapon.sustainedFire }),
    })
  const fkTarget = fk.value + m.modifiers.reduce((s, x) => s + x.value, 0)
  lines.push({ key: 'fkTarget', value: fkTarget, clause: RC.fkRoll, ...detailed('ranged.fkTarget', 'FK {fk}', { fk: fk.value }) })
  return {
    ok: true,
    value: { check, target, fk, modifiers: m.modifiers, fkTarget, band: m.band, lines },
    breakdown: { modifiers: m.modifiers, rolls: [], lines },
  }
}

export interface RangedAttackResult {
  game: GameState
  hit: boolean
  fkRoll: RollRecord
  /** Who took the hit (the target, or one of its melee opponents, 14.8); null on a miss. */
  victimId: string | null
  zone: HitZone | null
  wound: HitResult | null
}

/** Rolls the FK roll of a planned shot (with the target's dodge, 8.4); shared with sustained fire. */
export function rollToHit(
  dice: Dice,
  game: GameState,
  shooterId: string,
  targetId: string,
  fkValue: number,
  modifiers: Modifier[],
  dodge: DodgeFacts | undefined,
  targetInMelee: boolean,
  rerolls = 0,
): Resolution<{ game: GameState; success: boolean; roll: RollRecord & { target: number }; modifiers: Modifier[] }> {
  let g = game
  const mods = [...modifiers]
  const rolls: RollRecord[] = []
  const lines: RulingLine[] = []
  if (dodge) {
    const d = resolveDodge(dice, g, shooterId, targetId, dodge, targetInMelee)
    if (!d.ok) return d
    g = d.value.game
    if (d.value.modifier) mods.push(d.value.modifier)
    rolls.push(...d.breakdown.rolls)
    lines.push(...d.breakdown.lines)
  }
  const roll = attributeRoll(dice, {
    value: fkValue,
    modifiers: mods,
    purpose: purpose('roll.fk', { model: shooterId, target: targetId }, `FK roll of ${shooterId} at ${targetId}`),
    clause: RC.procedure,
    rerolls,
  })
  rolls.push(roll)
  lines.push({
    key: roll.success ? 'hit' : 'miss',
    value: roll.dice.length ? roll.dice[roll.dice.length - 1] : 'no roll',
    clause: RC.fkRoll,
    ...detailed('ranged.fkRoll', 'needed {target} or less', { target: roll.target }),
  })
  return { ok: true, value: { game: g, success: roll.success, roll, modifiers: mods }, breakdown: { modifiers: mods, rolls, lines } }
}

/** The hit on a victim: zone for a colossus, then wound and armour (10). Shared with sustained and area fire. */
export function hitVictim(
  dice: Dice,
  game: GameState,
  shooterId: string,
  victimId: string,
  hit: { profileOf: ShooterCheck; coverArmourBonus: number; woundBonus?: number; indirect?: boolean; halfDamage?: boolean },
  settings: CombatSettings,
): { game: GameState; zone: HitZone | null; wound: HitResult; rolls: RollRecord[]; lines: RulingLine[] } {
  const victim = game.models[victimId]
  const rolls: RollRecord[] = []
  const lines: RulingLine[] = []
  let zone: HitZone | null = null
  if (victim.card.type === 'colossus') {
    const z = rollHitZone(dice, victimId, settings.colossus)
    zone = z.zone
    rolls.push(z.roll)
    lines.push(z.line)
  }
  const weapon = hit.profileOf.weapon
  const wound = resolveHit(
    dice,
    victim,
    {
      attackerId: shooterId,
      profile: weapon.profile,
      attackerKO: shooterAttribute(game, shooterId, 'KO').value,
      woundBonus: hit.woundBonus,
      coverArmourBonus: hit.coverArmourBonus,
      indirect: hit.indirect,
      halfDamage: hit.halfDamage,
      zone: zone ?? undefined,
    },
    settings,
  )
  rolls.push(...wound.rolls)
  lines.push(...wound.lines)
  return { game: { ...game, models: { ...game.models, [victimId]: wound.model } }, zone, wound, rolls, lines }
}

export function resolveRangedAttack(
  game: GameState,
  input: RangedAttackInput,
  dice: Dice,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<RangedAttackResult> {
  const planned = planRangedAttack(game, input, settings)
  if (!planned.ok) return planned
  const plan = planned.value
  const inMelee = (input.meleeWithTarget ?? []).length > 0
  let g = spendShot(game, plan.check)
  const rolled = rollToHit(dice, g, input.shooterId, input.targetId, plan.fk.value, plan.modifiers, input.dodge, inMelee, input.fkRerolls)
  if (!rolled.ok) return rolled
  g = rolled.value.game
  const breakdown = {
    modifiers: rolled.value.modifiers,
    rolls: [...rolled.breakdown.rolls],
    lines: [...plan.lines, ...rolled.breakdown.lines],
  }
  const base = { hit: rolled.value.success, fkRoll: rolled.value.roll, victimId: null, zone: null, wound: null }
  if (!rolled.value.success) return { ok: true, value: { ...base, game: g }, breakdown }
  const victim = drawMeleeVictim(dice, g, input.targetId, input.meleeWithTarget ?? [])
  breakdown.rolls.push(...victim.rolls)
  breakdown.lines.push(...victim.lines)
  const bonus = victim.id === input.targetId ? input.sight.armourBonus : (input.victimArmourBonus?.[victim.id] ?? 0)
  const h = hitVictim(dice, g, input.shooterId, victim.id, { profileOf: plan.check, coverArmourBonus: bonus }, settings)
  breakdown.rolls.push(...h.rolls)
  breakdown.lines.push(...h.lines)
  return { ok: true, value: { ...base, game: h.game, victimId: victim.id, zone: h.zone, wound: h.wound }, breakdown }
}
