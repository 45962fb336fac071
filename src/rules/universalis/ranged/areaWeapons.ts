import type { Point3 } from '../../../geometry/types'
import type { RulingLine } from '../../kernel/clauses'
import { purpose, type Dice } from '../../kernel/dice'
import type { GameState, HitZone } from '../model/gameState'
import type { HitResult } from '../damage/apply'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { spendShot } from './checks'
import { hitVictim, planRangedAttack, rollToHit, type RangedAttackInput } from './attack'
import { planIndirectFire, type IndirectFireInput } from './indirect'
import { DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from './settings'
import { detailed } from '../../kernel/detail'

/**
 * Area weapons (14.13): a circle of the weapon's radius at the impact point. On a miss the
 * impact scatters (rolled - needed) x 3 cm, at most half the shot distance rounded down, in a
 * random direction (R-14.13a: one W12 read as a clock, 12 o'clock along the line of fire); a
 * point the shooter cannot see is replaced by where the line from the shooter first meets
 * terrain or a model (the geometry answers through `AreaGeometry`). Bases wholly covered, or
 * wholly containing the area, take the hit in full; partly covered ones half damage (rounded
 * up); camouflaged models are not hit (16.2); cover they touch counts (9.3).
 */

export interface AreaGeometry {
  shooterSees(point: Point3): boolean
  /** Where the straight line from `from` to `to` first meets terrain or a model; `to` when nothing is in the way. */
  firstHitAlong(from: Point3, to: Point3): Point3
}

export interface AreaModelFacts {
  /** Centre of the underside of the base. */
  position: Point3
  baseRadius: number
  /** 9.3: armour bonus of the cover the model touches against this shot (0 when none). */
  coverArmourBonus: number
}

/** 14.13: (rolled - needed) x 3 cm, at most half the shot distance rounded down. */
export function scatterDistanceCm(rolled: number, needed: number, shotDistanceCm: number): number {
  return Math.max(0, Math.min((rolled - needed) * 3, Math.floor(shotDistanceCm / 2)))
}

/**
 * R-14.13a: the W12 as a clock seen from above, 12 o'clock pointing along the line of fire
 * (shooter to aim point), 3 o'clock to its right, 6 back toward the shooter. Returns the unit
 * direction in the table plane as [dx, dz].
 */
export function scatterDirection(roll: number, from: Point3, to: Point3): [number, number] {
  const fx = to[0] - from[0]
  const fz = to[2] - from[2]
  const len = Math.hypot(fx, fz)
  const [ux, uz] = len > 1e-9 ? [fx / len, fz / len] : [0, -1]
  const a = (roll % 12) * (Math.PI / 6)
  // Clockwise seen from above (Y up): +x turns toward +z.
  return [ux * Math.cos(a) - uz * Math.sin(a), ux * Math.sin(a) + uz * Math.cos(a)]
}

export type Coverage = 'full' | 'half' | 'none'

/** R-14.13b: circles in the table plane; touching edges do not overlap. */
export function areaCoverage(center: Point3, radius: number, base: Point3, baseRadius: number): Coverage {
  const d = Math.hypot(base[0] - center[0], base[2] - center[2])
  if (d + baseRadius <= radius + 1e-9 || d + radius <= baseRadius + 1e-9) return 'full'
  return d < radius + baseRadius ? 'half' : 'none'
}

export interface AreaAttackInput {
  shot: { mode: 'direct'; attack: RangedAttackInput } | { mode: 'indirect'; attack: IndirectFireInput }
  shooterPosition: Point3
  /** The target model's base centre, or the point aimed at. */
  aimPoint: Point3
  /** Every model the area might reach, with its base and cover facts. */
  models: Readonly<Record<string, AreaModelFacts>>
}

export interface AreaVictim {
  id: string
  coverage: Exclude<Coverage, 'none'>
  zone: HitZone | null
  wound: HitResult
}

export interface AreaAttackResult {
  game: GameState
  hit: boolean
  noEffect: boolean
  impact: Point3 | null
  victims: AreaVictim[]
}

export function resolveAreaAttack(
  game: GameState,
  input: AreaAttackInput,
  dice: Dice,
  geometry: AreaGeometry,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): Resolution<AreaAttackResult> {
  const direct = input.shot.mode === 'direct'
  const planned =
    input.shot.mode === 'direct' ? planRangedAttack(game, input.shot.attack, settings) : planIndirectFire(game, input.shot.attack, settings)
  if (!planned.ok) return planned
  const p = planned.value
  const radius = p.check.weapon.areaRadius
  if (!radius) return refuse('not-an-area-weapon', `${p.check.weapon.name} is not an area weapon`, RC.area, { weapon: p.check.weapon.name })
  const shooterId = p.check.shooter.id
  const fkValue = 'fk' in p ? p.fk.value : p.fkValue
  const distance = input.shot.mode === 'direct' ? input.shot.attack.sight.distance.edge : input.shot.attack.distanceCm
  let g = spendShot(game, p.check)
  const breakdown = { modifiers: p.modifiers as Modifier[], rolls: [] as RollRecord[], lines: [...p.lines] as RulingLine[] }
  if ('noEffect' in p && p.noEffect)
    return { ok: true, value: { game: g, hit: false, noEffect: true, impact: null, victims: [] }, breakdown }
  const aimedAt = p.target?.id ?? 'the point'
  const dodge = input.shot.mode === 'direct' ? input.shot.attack.dodge : undefined
  const rolled = rollToHit(dice, g, shooterId, aimedAt, fkValue, p.modifiers, dodge, false)
  if (!rolled.ok) return rolled
  g = rolled.value.game
  breakdown.rolls.push(...rolled.breakdown.rolls)
  breakdown.lines.push(...rolled.breakdown.lines)

  let impact: Point3 = input.aimPoint
  if (!rolled.value.success) {
    const needed = rolled.value.roll.target
    // R-14.13a: an FK roll that was never made (target 0 or less, 4.8.1) gets a W12 for the scatter.
    let rolledValue = rolled.value.roll.dice[rolled.value.roll.dice.length - 1]
    if (rolledValue === undefined) {
      rolledValue = dice.roll(
        12,
        purpose('roll.scatterDistance', { model: shooterId }, `scatter distance of ${shooterId}'s shot`),
        RC.rScatter,
      )
      breakdown.rolls.push({ purpose: 'scatter distance (no FK roll was made)', clause: RC.rScatter, kind: 'scatter', dice: [rolledValue] })
    }
    const dist = scatterDistanceCm(rolledValue, needed, distance)
    const clock = dice.roll(
      12,
      purpose('roll.scatterDirection', { model: shooterId }, `scatter direction of ${shooterId}'s shot`),
      RC.rScatter,
    )
    const [dx, dz] = scatterDirection(clock, input.shooterPosition, input.aimPoint)
    const landed: Point3 = [input.aimPoint[0] + dx * dist, input.aimPoint[1], input.aimPoint[2] + dz * dist]
    breakdown.rolls.push({ purpose: 'scatter direction (clock)', clause: RC.rScatter, kind: 'scatter', dice: [clock] })
    breakdown.lines.push({
      key: 'scatter',
      value: Number(dist.toFixed(2)),
      clause: RC.area,
      ...detailed('scatter', "({rolled} - {needed}) x 3 cm, at most {max} cm, toward {clock} o'clock", {
        rolled: rolledValue,
        needed,
        max: Math.floor(distance / 2),
        clock,
      }),
    })
    const sees = geometry.shooterSees(landed)
    impact = sees ? landed : geometry.firstHitAlong(input.shooterPosition, landed)
    if (!sees)
      breakdown.lines.push({
        key: 'impactStopped',
        value: true,
        clause: RC.area,
        ...detailed('impactStopped', 'the shooter cannot see the scattered point: first terrain or model on the line'),
      })
  }
  breakdown.lines.push({
    key: 'impact',
    value: impact.map((x) => x.toFixed(1)).join(', '),
    clause: RC.area,
    // 14.13: where the template lies, for the table to draw it.
    ...detailed('impact', 'radius {radiusCm} cm', { x: impact[0], y: impact[1], z: impact[2], radiusCm: radius }),
  })

  const victims: AreaVictim[] = []
  for (const [id, facts] of Object.entries(input.models)) {
    const m = g.models[id]
    if (!m || m.eliminated) continue
    const coverage = areaCoverage(impact, radius, facts.position, facts.baseRadius)
    if (coverage === 'none') continue
    if (m.camouflage?.hidden) {
      breakdown.lines.push({ key: 'camouflagedNotHit', value: id, clause: RC.camouflageAdvantage })
      continue
    }
    breakdown.lines.push({
      key: 'inArea',
      value: id,
      clause: RC.rAreaOverlap,
      ...(coverage === 'full' ? detailed('inArea.full', 'full hit') : detailed('inArea.half', 'partly covered: half damage')),
    })
    const h = hitVictim(
      dice,
      g,
      shooterId,
      id,
      { profileOf: p.check, coverArmourBonus: facts.coverArmourBonus, indirect: !direct, halfDamage: coverage === 'half' },
      settings,
    )
    g = h.game
    breakdown.rolls.push(...h.rolls)
    breakdown.lines.push(...h.lines)
    victims.push({ id, coverage, zone: h.zone, wound: h.wound })
  }
  return { ok: true, value: { game: g, hit: rolled.value.success, noEffect: false, impact, victims }, breakdown }
}
