import type { UnitCard } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import { colossusZoneCriticalHp, colossusZoneHp } from '../model/derived'
import { purpose, type Dice } from '../../kernel/dice'
import { HIT_ZONES, type HitZone, type ModelState } from '../model/gameState'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { refuse, type Refusal } from '../refusals'
import { DC, DEFAULT_COLOSSUS_SETTINGS, RC, type ColossusSettings } from '../ranged/settings'
import { detailed } from '../../kernel/detail'

/**
 * The colossus hit zones (18.3): which zone a hit lands on (1W12, R-18.3a), each zone's state
 * from its hit points, and what critical and destroyed zones do: -1 on ranged and melee rolls per
 * critical side (18.3.1), weapons of a destroyed side unusable (18.3.2; where a weapon sits is
 * R-18.3c), the W12 table when the movement zone is destroyed. AGI and NK -1 per destroyed side
 * is applied where attributes are read (attributes.ts), from the same zone states.
 */

export type ZoneState = 'intact' | 'critical' | 'destroyed'
export type Side = 'left' | 'right'

export const isColossus = (model: Pick<ModelState, 'card'>): boolean => model.card.type === 'colossus'

/** Hit points lost per zone (a colossus without the record has lost none; the hull mirrors hpLost). */
export function zoneLosses(model: Pick<ModelState, 'zoneHpLost' | 'hpLost'>): Record<HitZone, number> {
  const z = model.zoneHpLost ?? { hull: 0, left: 0, right: 0, movement: 0 }
  return { ...z, hull: model.hpLost }
}

/** 18.3: a zone with no hit points left is destroyed; with only its critical ones left, critical. */
export function zoneState(card: UnitCard, lost: number, zone: HitZone): ZoneState {
  const left = colossusZoneHp(card)[zone] - lost
  if (left <= 0) return 'destroyed'
  return left <= colossusZoneCriticalHp(card, zone) ? 'critical' : 'intact'
}

export function zoneStates(model: Pick<ModelState, 'card' | 'zoneHpLost' | 'hpLost'>): Record<HitZone, ZoneState> {
  const lost = zoneLosses(model)
  return Object.fromEntries(HIT_ZONES.map((z) => [z, zoneState(model.card, lost[z], z)])) as Record<HitZone, ZoneState>
}

/** R-18.3a: the zone for a W12 result. */
export function hitZoneFor(roll: number, settings: ColossusSettings = DEFAULT_COLOSSUS_SETTINGS): HitZone {
  if (!Number.isInteger(roll) || roll < 1 || roll > 12) throw new RangeError(`hit zone roll: expected a W12 result 1..12, got ${roll}`)
  return settings.hitZoneTable[roll - 1]
}

/** 14.5, 18.3: roll the zone a hit lands on (zones out of sight can be hit too). */
export function rollHitZone(
  dice: Dice,
  label: string,
  settings: ColossusSettings = DEFAULT_COLOSSUS_SETTINGS,
): { zone: HitZone; roll: RollRecord; line: RulingLine } {
  const r = dice.roll(12, purpose('roll.hitZone', { model: label }, `hit zone of ${label}`), RC.colossusZones)
  const zone = hitZoneFor(r, settings)
  return {
    zone,
    roll: { purpose: `hit zone of ${label}`, clause: RC.colossusZones, kind: 'table', dice: [r] },
    line: { key: 'hitZone', value: zone, clause: DC.rZoneTable, ...detailed('hitZone', 'W12 {roll}', { roll: r }) },
  }
}

/** 18.3.1: -1 on ranged and melee rolls for each side in the critical state (a destroyed side stays critical, R-18.3d). */
export function colossusSideModifiers(model: Pick<ModelState, 'card' | 'zoneHpLost' | 'hpLost'>): Modifier[] {
  if (model.card.type !== 'colossus') return []
  const states = zoneStates(model)
  return (['left', 'right'] as const)
    .filter((s) => states[s] !== 'intact')
    .map((s) => ({
      key: 'colossusCriticalSide',
      value: -1,
      clause: states[s] === 'critical' ? RC.colossusCritical : DC.rDestroyedSide,
      ...detailed('colossusCriticalSide', '{side} side {state}', { side: s, state: states[s] }),
    }))
}

/**
 * R-18.3c: the side a weapon is carried on. The players' map wins (`mounts`, weapon name to
 * side or `hull`), then the card's `mount` of the weapon; without either, the card's weapons
 * alternate in card order: right, left, right...
 */
export function weaponSide(card: UnitCard, weaponName: string, mounts?: Readonly<Record<string, Side | 'hull'>>): Side | null {
  const index = (card.weapons ?? []).findIndex((w) => w.name === weaponName)
  const m = mounts && weaponName in mounts ? mounts[weaponName] : index >= 0 ? card.weapons![index].mount : undefined
  if (m !== undefined) return m === 'hull' ? null : m
  if (index < 0) return null
  return index % 2 === 0 ? 'right' : 'left'
}

/** 18.3.2: weapons on a destroyed side cannot be used any more. `mounts` defaults to the model's own map (ModelState.weaponMounts). */
export function checkWeaponSide(model: ModelState, weaponName: string, mounts?: Readonly<Record<string, Side | 'hull'>>): Refusal | null {
  if (model.card.type !== 'colossus') return null
  const side = weaponSide(model.card, weaponName, mounts ?? model.weaponMounts)
  if (!side || zoneStates(model)[side] !== 'destroyed') return null
  return refuse(
    'weapon-side-destroyed',
    `${weaponName} sits on ${model.id}'s destroyed ${side} side (R-18.3c) and cannot be used`,
    RC.colossusLoss,
    { model: model.id, weapon: weaponName, side },
  ).refusal
}

/** 18.3.1: a colossus whose movement zone is critical (or worse) must pass a KO roll for each move. */
export const needsMovementKoRoll = (model: ModelState): boolean => model.card.type === 'colossus' && zoneStates(model).movement !== 'intact'

export type MovementLoss = 'immobile' | 'immobile-no-turn' | 'toppled'

/** 18.3.2 table: 1-6 stays but may turn, 7-11 cannot turn either, 12 falls (eliminated, now terrain). */
export function movementLossFor(roll: number): MovementLoss {
  if (!Number.isInteger(roll) || roll < 1 || roll > 12) throw new RangeError(`movement loss roll: expected a W12 result 1..12, got ${roll}`)
  return roll <= 6 ? 'immobile' : roll <= 11 ? 'immobile-no-turn' : 'toppled'
}

/**
 * Hit points a colossus loses in a zone other than the hull, with what the zone's new state
 * brings. A zone already destroyed passes the hit to the hull or loses it (R-18.3b); the caller
 * applies hull losses (returned in `toHull`) like a standard model's (11.3, 11.2).
 */
export function applyZoneLoss(
  model: ModelState,
  zone: Exclude<HitZone, 'hull'>,
  loss: number,
  dice: Dice,
  settings: ColossusSettings = DEFAULT_COLOSSUS_SETTINGS,
): { model: ModelState; toHull: number; lines: RulingLine[]; rolls: RollRecord[] } {
  const lost = zoneLosses(model)
  const before = zoneState(model.card, lost[zone], zone)
  const lines: RulingLine[] = []
  const rolls: RollRecord[] = []
  if (before === 'destroyed') {
    lines.push({
      key: 'zoneAlreadyDestroyed',
      value: settings.destroyedZoneHits,
      clause: DC.rDestroyedZone,
      ...detailed('zoneAlreadyDestroyed', '{zone}', { zone }),
    })
    return { model, toHull: settings.destroyedZoneHits === 'hull' ? loss : 0, lines, rolls }
  }
  const hp = colossusZoneHp(model.card)[zone]
  const newLost = Math.min(hp, lost[zone] + loss)
  let next: ModelState = { ...model, zoneHpLost: { ...lost, [zone]: newLost } }
  const after = zoneState(model.card, newLost, zone)
  lines.push({
    key: 'zoneHpLost',
    value: newLost,
    clause: RC.colossusZones,
    ...detailed('zoneHpLost', '{zone}: {left} of {hp} left', { zone, left: hp - newLost, hp }),
  })
  if (after !== before) {
    if (after === 'critical' || (after === 'destroyed' && before === 'intact')) {
      lines.push({
        key: 'zoneCritical',
        value: zone,
        clause: RC.colossusCritical,
        ...(zone === 'movement'
          ? detailed('zoneCritical.movement', 'KO roll for every move')
          : detailed('zoneCritical.side', '-1 on ranged and melee rolls')),
      })
    }
    if (after === 'destroyed') {
      if (zone === 'movement') {
        const r = dice.roll(
          12,
          purpose('roll.destroyedMovement', { model: model.id }, `destroyed movement of ${model.id}`),
          RC.colossusLoss,
        )
        const loss = movementLossFor(r)
        rolls.push({ purpose: `destroyed movement of ${model.id}`, clause: RC.colossusLoss, kind: 'table', dice: [r] })
        lines.push({
          key: 'movementDestroyed',
          value: loss,
          clause: RC.colossusLoss,
          ...detailed('movementDestroyed', 'W12 {roll}', { roll: r }),
        })
        if (loss === 'toppled') {
          next = { ...next, eliminated: true, colossusMovement: loss }
          lines.push({
            key: 'becomesTerrain',
            value: true,
            clause: RC.colossusLoss,
            ...detailed('becomesTerrain.fallsOver', '{model} falls over: eliminated, now a piece of terrain', { model: model.id }),
          })
        } else next = { ...next, colossusMovement: loss }
      } else {
        lines.push({
          key: 'sideDestroyed',
          value: zone,
          clause: RC.colossusLoss,
          ...detailed('sideDestroyed', 'its weapons are unusable; AGI and NK -1'),
        })
      }
    }
  }
  return { model: next, toHull: 0, lines, rolls }
}
