import type { SizeProfile } from '../../../scene/sizeProfiles'
import { effectiveHeightProfile } from '../../../scene/sizeProfiles'
import type { Weapon } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import type { SightRuling } from '../sight/coverTypes'
import { rangeBands } from '../model/derived'
import type { ModelState } from '../model/gameState'
import { colossusSideModifiers } from '../damage/hitZones'
import type { Modifier } from '../../kernel/resolution'
import { refuse, type Refusal } from '../refusals'
import type { ShotKind } from './checks'
import { DEFAULT_RANGED_SETTINGS, RC, type RangedSettings } from './settings'
import { detailed } from '../../kernel/detail'

/**
 * The modifiers of an FK roll (14.2, 14.3, 14.7, 14.10, 18.3.1), each with its clause. Pure
 * arithmetic over the facts: the distance and cover come from the sight ruling (geometry).
 */

export interface BandReading {
  /** Band length and count as they apply to this shot (aimed: doubled, R-14.2a). */
  band: number
  bands: number
  maxRange: number
  /** 1-based band the target is in. */
  inBand: number
  modifier: Modifier
  lines: RulingLine[]
}

/**
 * 14.7: -1 per band fully used, nothing beyond the last. Beispiel 11: 20/3 at 16 cm is 0, at
 * 42 cm -2 (third band), beyond 60 cm out of range. At a band's exact end: R-14.7a.
 */
export function rangeBandModifier(
  weapon: Weapon,
  ko: number,
  distanceCm: number,
  aimed: boolean,
  settings: RangedSettings = DEFAULT_RANGED_SETTINGS,
): BandReading | Refusal {
  if (!Number.isFinite(distanceCm) || distanceCm < 0)
    throw new RangeError(`rules/ranged: rangeBandModifier distanceCm: expected cm >= 0, got ${distanceCm}`)
  const printed = rangeBands(weapon, ko)
  if (!printed)
    return refuse('wrong-weapon-kind', `${weapon.name} has no range band (range NK)`, RC.weapons, { weapon: weapon.name }).refusal
  const lines: RulingLine[] = []
  if (weapon.range === 'thrown')
    lines.push({
      key: 'thrownBands',
      value: `${printed.band}/${printed.bands}`,
      clause: RC.thrown,
      ...detailed('thrownBands', 'KO {ko}', { ko }),
    })
  let { band, bands } = printed
  if (aimed) {
    if (settings.aimedBands === 'double-length') band *= 2
    else bands *= 2
    lines.push({
      key: 'aimedBands',
      value: `${band}/${bands}`,
      clause: RC.rAimed,
      ...detailed('aimedBands', '{setting}', { setting: settings.aimedBands }),
    })
  }
  const maxRange = band * bands
  if (distanceCm > maxRange)
    return refuse(
      'out-of-range',
      `${distanceCm.toFixed(1)} cm is beyond ${weapon.name}'s last range band (${band}/${bands}: ${maxRange} cm)`,
      RC.range,
      { weapon: weapon.name, cm: Number(distanceCm.toFixed(1)), maxCm: maxRange, band, bands },
    ).refusal
  // Bands fully used: a target in band k has used k - 1 (Beispiel 11: 42 cm is in the third, -2).
  const used = settings.bandBoundary === 'band-contains-end' ? Math.max(0, Math.ceil(distanceCm / band) - 1) : Math.floor(distanceCm / band)
  const inBand = Math.min(bands, used + 1)
  const [cm, cmTenth] = distanceCm.toFixed(1).split('.')
  lines.push({
    key: 'rangeBand',
    value: inBand,
    clause: RC.rBands,
    ...detailed('rangeBand.distance', '{cm}.{cmTenth} cm with {band}/{bands}', { cm, cmTenth, band, bands }),
  })
  return {
    band,
    bands,
    maxRange,
    inBand,
    modifier: {
      key: 'rangeBand',
      value: used === 0 ? 0 : -used,
      clause: RC.range,
      ...detailed('rangeBand', 'band {band} of {bands}', { band: inBand, bands }),
    },
    lines,
  }
}

/** 14.10.1 table. */
export const SIZE_MODIFIER: Record<SizeProfile, number> = { small: -1, medium: 0, large: 1, huge: 2 }

/** 14.10.1 with 8.10: a prone target counts one profile smaller (R-14.10a). */
export function targetSize(target: Pick<ModelState, 'card' | 'prone'>): SizeProfile {
  return effectiveHeightProfile(target.card.size, target.prone)
}

export function sizeModifier(target: Pick<ModelState, 'card' | 'prone'>): Modifier {
  const size = targetSize(target)
  return {
    key: 'targetSize',
    value: SIZE_MODIFIER[size],
    clause: target.prone ? RC.rProneSize : RC.size,
    ...(target.prone ? detailed('targetSize.prone', '{size} (prone, 8.10)', { size }) : detailed('targetSize', '{size}', { size })),
  }
}

export const KIND_MODIFIERS: Record<ShotKind, Modifier | null> = {
  normal: null,
  aimed: { key: 'aimedShot', value: 2, clause: RC.aimed },
  snap: { key: 'snapShot', value: -2, clause: RC.snap },
  reaction: { key: 'reactionFire', value: -1, clause: RC.reaction },
}

export interface ShotModifierInput {
  kind: ShotKind
  weapon: Weapon
  shooter: ModelState
  /** The model aimed at; null when shooting at a point (indirect or area fire). */
  target: ModelState | null
  /** 14.10.2: the sight ruling's cover; null when cover does not count (indirect fire, 14.11). */
  sight: Pick<SightRuling, 'cover' | 'rangedModifier' | 'coverFrom'> | null
}

/** 14.2, 14.3, 14.10.1 to 14.10.5 and 18.3.1 (without the range band and dodge fire). */
export function shotModifiers(input: ShotModifierInput): Modifier[] {
  const mods: Modifier[] = []
  const kind = KIND_MODIFIERS[input.kind]
  if (kind) mods.push(kind)
  const { target } = input
  if (target) {
    mods.push(sizeModifier(target))
    const size = targetSize(target)
    if (input.weapon.unwieldy && (size === 'small' || size === 'medium'))
      mods.push({ key: 'unwieldy', value: -3, clause: RC.unwieldy, ...detailed('unwieldy', '{size} target', { size }) })
    if (target.tokens.fast) mods.push({ key: 'fastTarget', value: -2, clause: RC.fastTarget })
  }
  if (input.sight && input.sight.rangedModifier !== 0) {
    mods.push({
      key: 'cover',
      value: input.sight.rangedModifier,
      clause: RC.cover,
      ...(input.sight.coverFrom.length
        ? detailed('ranged.cover.from', '{cover} from {pieces}', { cover: input.sight.cover, pieces: input.sight.coverFrom.join(', ') })
        : detailed('ranged.cover', '{cover}', { cover: input.sight.cover })),
    })
  }
  if (input.shooter.prone) mods.push({ key: 'proneShooter', value: 2, clause: RC.proneShooter })
  mods.push(...colossusSideModifiers(input.shooter))
  return mods
}
