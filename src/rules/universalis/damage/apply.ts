import type { DamageProfile } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import { maxHp } from '../model/derived'
import { purpose, type Dice } from '../../kernel/dice'
import type { HitZone, ModelState } from '../model/gameState'
import { applyZoneLoss } from './hitZones'
import type { RollRecord } from '../../kernel/resolution'
import { attributeRoll } from '../model/rolls'
import { applyShock } from '../model/shock'
import { damageBeforeShred, woundSetup, type WoundSetup, type WoundSetupInput } from './setup'
import { rollWound, type WoundRoll } from './roll'
import { DC, DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from '../ranged/settings'
import { detailed } from '../../kernel/detail'

/**
 * What a wound roll does to the defender (10.3 effects, 10.4 table, 10.5, 11.3, 11.5, 11.1 and
 * 11.6 markers), and the whole hit in one call (`resolveHit`) for ranged and melee alike.
 */

/** The consequences of a hit, decided but not yet applied. */
export interface HitEffects {
  outcome: 'nothing' | 'shock' | 'damage'
  /** Hit points to strike (after reduction, structure and shred). */
  hpLoss: number
  /** 10.3.2 trauma: `hpLoss` is taken as shocks instead of hit points. */
  trauma: boolean
  /** 10.3.1 poisonous: markers if it survives (half the difference, rounded up), with the weapon's profile (11.6). */
  poisonMarkers: number
  poison: DamageProfile | null
  /** 10.3.1 burning: the profile the burning marker carries if it survives. */
  burning: DamageProfile | null
}

/**
 * The hit points a won roll takes, with the shred KO roll (10.3.1: when hit points are lost,
 * a failed KO roll doubles the loss), and the markers the weapon's effects leave.
 */
export function decideHitEffects(
  dice: Dice,
  setup: WoundSetup,
  roll: WoundRoll,
  profile: DamageProfile,
  defender: ModelState,
): { effects: HitEffects; lines: RulingLine[]; rolls: RollRecord[] } {
  const none: HitEffects = { outcome: roll.outcome, hpLoss: 0, trauma: false, poisonMarkers: 0, poison: null, burning: null }
  if (roll.outcome !== 'damage') return { effects: none, lines: [], rolls: [] }
  const has = (e: string) => (setup.weaponEffects as readonly string[]).includes(e)
  const { amount, lines } = damageBeforeShred(setup)
  const rolls: RollRecord[] = []
  const poisonous = has('poisonous')
  const effects: HitEffects = {
    ...none,
    poisonMarkers: poisonous ? Math.ceil(roll.difference / 2) : 0,
    poison: poisonous ? profile : null,
    burning: has('burning') ? profile : null,
  }
  if (has('trauma')) {
    lines.push({ key: 'trauma', value: amount, clause: DC.rTrauma, ...detailed('trauma', 'shocks instead of hit points') })
    return { effects: { ...effects, trauma: true, hpLoss: amount }, lines, rolls }
  }
  let hpLoss = amount
  if (has('shred') && amount > 0) {
    const ko = attributeRoll(dice, {
      value: setup.defenderKO,
      modifiers: [],
      purpose: purpose('roll.shred', { model: defender.id }, `KO roll of ${defender.id} against shred`),
      clause: DC.both,
    })
    rolls.push(ko)
    if (!ko.success) hpLoss = amount * 2
    lines.push({
      key: 'shred',
      value: hpLoss,
      clause: DC.both,
      ...(ko.success ? detailed('shred.passed', 'KO roll passed') : detailed('shred.failed', 'KO roll failed: loss doubled')),
    })
  }
  return { effects: { ...effects, hpLoss }, lines, rolls }
}

/** Standard models and a colossus's hull: strike hit points, then elimination, or the survivor's shock and the critical state (10.5, 11.3). */
function strikeHitPoints(model: ModelState, loss: number, shockEvenIfZero: boolean, lines: RulingLine[]): ModelState {
  const max = maxHp(model.card)
  const leftBefore = max - model.hpLost
  const hpLost = Math.min(max, model.hpLost + loss)
  let next: ModelState = { ...model, hpLost, zoneHpLost: model.zoneHpLost ? { ...model.zoneHpLost, hull: hpLost } : undefined }
  const left = max - hpLost
  lines.push({ key: 'hpLost', value: loss, clause: DC.apply, ...detailed('damage.hpLost', '{left} of {max} left', { left, max }) })
  if (left <= 0) {
    lines.push({ key: 'eliminated', value: true, clause: DC.eliminated })
    if (model.card.type === 'colossus')
      lines.push({
        key: 'becomesTerrain',
        value: true,
        clause: RC.colossusLoss,
        ...detailed('becomesTerrain.collapses', '{model} collapses: now a piece of terrain', { model: model.id }),
      })
    return { ...next, eliminated: true }
  }
  if (loss > 0 || shockEvenIfZero) {
    next = applyShock(next)
    lines.push({
      key: 'shock',
      value: 1,
      clause: DC.apply,
      ...(loss === 0
        ? detailed('damage.shock.reducedToZero', 'damage reduced to 0 (R-10.5b)')
        : detailed('damage.shock.survived', 'survived')),
    })
  }
  const crit = model.card.hitPoints.critical
  if (left <= crit && leftBefore > crit) {
    if (!model.critical) {
      next = { ...next, critical: true }
      lines.push({ key: 'critical', value: true, clause: DC.critical })
    } else {
      next = applyShock(next)
      lines.push({ key: 'shock', value: 1, clause: DC.critical, ...detailed('damage.shock.criticalAgain', 'critical a second time') })
    }
  }
  return next
}

/** Applies decided effects to the defender (a colossus: to the zone hit). Never heals. */
export function applyHitEffects(
  model: ModelState,
  effects: HitEffects,
  opts: { dice: Dice; zone?: HitZone; settings?: CombatSettings },
): { model: ModelState; lines: RulingLine[]; rolls: RollRecord[] } {
  const settings = opts.settings ?? DEFAULT_COMBAT_SETTINGS
  const lines: RulingLine[] = []
  const rolls: RollRecord[] = []
  if (effects.outcome === 'nothing') return { model, lines, rolls }
  if (effects.outcome === 'shock') {
    lines.push({ key: 'shock', value: 1, clause: DC.rolls, ...detailed('damage.shock.tie', 'tie') })
    return { model: applyShock(model), lines, rolls }
  }
  let next = model
  if (effects.trauma) {
    // R-10.3c: the shocks replace 10.5 entirely; R-10.5b: a trauma hit reduced to 0 is still one shock.
    const shocks = effects.hpLoss > 0 ? effects.hpLoss : settings.damage.zeroDamageShock ? 1 : 0
    next = applyShock(next, shocks)
    lines.push({ key: 'shock', value: shocks, clause: DC.weaponOnly, ...detailed('damage.shock.trauma', 'trauma') })
  } else if (model.card.type === 'colossus' && opts.zone && opts.zone !== 'hull') {
    const z = applyZoneLoss(next, opts.zone, effects.hpLoss, opts.dice, settings.colossus)
    next = z.model
    lines.push(...z.lines)
    rolls.push(...z.rolls)
    if (z.toHull > 0) next = strikeHitPoints(next, z.toHull, settings.damage.zeroDamageShock, lines)
    else if (!next.eliminated && (effects.hpLoss > 0 || settings.damage.zeroDamageShock)) {
      next = applyShock(next)
      lines.push({ key: 'shock', value: 1, clause: DC.apply, ...detailed('damage.shock.survived', 'survived') })
    }
  } else {
    next = strikeHitPoints(next, effects.hpLoss, settings.damage.zeroDamageShock, lines)
  }
  if (next.eliminated) return { model: next, lines, rolls }
  if (effects.burning) {
    next = { ...next, tokens: { ...next.tokens, burning: effects.burning } }
    lines.push({ key: 'burningMarker', value: true, clause: DC.burning, ...detailed('burningMarker', 'R-10.3d') })
  }
  if (effects.poison && effects.poisonMarkers > 0) {
    // R-10.3d: markers add up; the newest poisonous weapon's profile is the one that acts (11.6).
    const count = (next.tokens.poison?.count ?? 0) + effects.poisonMarkers
    next = { ...next, tokens: { ...next.tokens, poison: { count, profile: effects.poison } } }
    lines.push({
      key: 'poisonMarkers',
      value: effects.poisonMarkers,
      clause: DC.poison,
      ...detailed('poisonMarkers', '{count} in all', { count }),
    })
  }
  return { model: next, lines, rolls }
}

export interface HitInput extends Omit<WoundSetupInput, 'defender'> {
  attackerId: string
  /** 18.3: the zone a colossus is hit in (rolled by the caller, hitZones.ts). */
  zone?: HitZone
}

export interface HitResult {
  model: ModelState
  setup: WoundSetup
  roll: WoundRoll
  effects: HitEffects
  lines: RulingLine[]
  rolls: RollRecord[]
}

/** A hit from wound setup to the defender's new record: 10.3 to 10.5 and 11.3 in one call. */
export function resolveHit(
  dice: Dice,
  defender: ModelState,
  input: HitInput,
  settings: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): HitResult {
  const setup = woundSetup({ ...input, defender }, settings.damage)
  const roll = rollWound(dice, setup, { attacker: input.attackerId, defender: defender.id }, settings.damage)
  const decided = decideHitEffects(dice, setup, roll, input.profile, defender)
  const effects = decided.effects
  const applied = applyHitEffects(defender, effects, { dice, zone: input.zone, settings })
  return {
    model: applied.model,
    setup,
    roll,
    effects,
    lines: [...setup.lines, ...roll.lines, ...decided.lines, ...applied.lines],
    rolls: [...roll.rolls, ...decided.rolls, ...applied.rolls],
  }
}
