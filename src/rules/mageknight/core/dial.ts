import type { MkAbility, MkClick, MkDial, MkFigureCard, MkValue } from '../../../scene/mageknight/dial'
import type { CastleSectionKindData } from '../../../scene/mageknight/castleSections'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CASTLE, CORE, LARGE } from './clauses'
import { refuse, type Resolution } from './refusals'

/**
 * A Mage Knight piece in play (MAGE-KNIGHT-CORE.md 1-4): a figure or a castle section, with the
 * position of each of its dials and its action tokens. Plain data; functions return new pieces.
 */
export interface MkPiece {
  id: string
  side: string
  /** Dials as printed (a figure card's, or a section kind's one dial). */
  dials: readonly MkDial[]
  /** Current click of each dial. */
  clicks: readonly number[]
  /** The click each dial started the game at (its version): healing never turns back past it. */
  startClicks: readonly number[]
  /** Point value of the version it was fielded at. */
  points: number
  castleSection: boolean
  titan: boolean
  mounted: boolean
  /** The faction printed on the card (a cavalry unit's: its rider's, R-MKF-7); formations need one (core 10). */
  faction?: string
  largeFigure: boolean
  /** 0, 1, or 2 (pushed). */
  actionTokens: number
  /** Has received an action in its player's current turn. */
  actedThisTurn: boolean
  /** The base's front arc in degrees (core 1); absent: 180, or 360 for sections and large figures (no rear arc). */
  frontArcDeg?: number
}

/** The front arc a piece attacks through (core 1): its base's, or the whole circle without a rear arc (000, 001). */
export const frontArcOf = (piece: MkPiece): number => (piece.castleSection || piece.largeFigure ? 360 : (piece.frontArcDeg ?? 180))

/** A piece from a figure card at one of its versions (default the first). */
export function figurePiece(card: MkFigureCard, id: string, side: string, versionName?: string): MkPiece {
  const version = versionName === undefined ? card.versions[0] : card.versions.find((v) => v.name === versionName)
  if (!version)
    throw new RangeError(
      `figurePiece: card ${card.id} has no version "${versionName}"; versions: ${card.versions.map((v) => v.name).join(', ')}`,
    )
  return {
    id,
    side,
    dials: card.dials,
    clicks: card.dials.map(() => version.startClick),
    startClicks: card.dials.map(() => version.startClick),
    points: version.points,
    castleSection: false,
    titan: card.titan === true,
    mounted: card.mounted === true,
    faction: card.faction,
    largeFigure: card.largeFigure === true,
    actionTokens: 0,
    actedThisTurn: false,
    frontArcDeg: card.base.frontArcDeg,
  }
}

/** A castle section as a piece: its kind's dial at the version's start click (001 "Punktwert") or at `clicks`. */
export function sectionPiece(kind: CastleSectionKindData, id: string, side: string, version: 'heavy' | 'light', clicks?: number): MkPiece {
  const v = kind.versions[version]
  const at = clicks ?? v.startClick
  if (!Number.isInteger(at) || at < 0 || at >= kind.dial.clicks.length)
    throw new RangeError(`sectionPiece: clicks must be an integer from 0 to ${kind.dial.clicks.length - 1}, got ${at}`)
  return {
    id,
    side,
    dials: [kind.dial],
    clicks: [at],
    startClicks: [v.startClick],
    points: v.points,
    castleSection: true,
    titan: false,
    mounted: false,
    largeFigure: false,
    actionTokens: 0,
    actedThisTurn: false,
  }
}

/** A value as a number: skulls and broken towers count 0 (000 "Kampfscheiben"), unprinted values 0. */
export const numberOf = (v: MkValue | null | undefined): number => (v && typeof v.value === 'number' ? v.value : 0)

export const clickOf = (piece: MkPiece, dial = 0): MkClick => {
  const d = piece.dials[dial]
  if (!d) throw new RangeError(`dial: ${piece.id} has ${piece.dials.length} dial(s), got index ${dial}`)
  return d.clicks[piece.clicks[dial]]
}

const cellsOf = (c: MkClick) => [c.speed ?? c.fortification, c.attack, c.defence, c.damage]

/** What the window of one dial shows now. */
export interface MkStats {
  speed: number | null
  fortification: number | null
  attack: number
  defence: number
  damage: number
  rangeIn: number
  targets: number
  abilities: MkAbility[]
  /** Yellow square at speed or fortification: demoralised; for a section, broken open (001 "Portale"). */
  yellowSquare: boolean
  skulls: number
  brokenTowers: number
}

export function statsOf(piece: MkPiece, dial = 0): MkStats {
  const c = clickOf(piece, dial)
  const cells = cellsOf(c)
  const first = c.speed ?? c.fortification
  return {
    speed: c.speed ? numberOf(c.speed) : null,
    fortification: c.fortification ? numberOf(c.fortification) : null,
    attack: numberOf(c.attack),
    defence: numberOf(c.defence),
    damage: numberOf(c.damage),
    rangeIn: piece.dials[dial].rangeIn,
    targets: piece.dials[dial].targets,
    abilities: cells.flatMap((v) => v?.abilities ?? []),
    yellowSquare: first?.yellowSquare === true,
    skulls: cells.filter((v) => v?.value === 'skull').length,
    brokenTowers: cells.filter((v) => v?.value === 'brokenTower').length,
  }
}

/** Multi-dial: more than one dial (001 category 1). */
export const isMultiDial = (piece: MkPiece): boolean => piece.dials.length > 1

/**
 * Out of the game: a section at three broken towers (001), a multi-dial figure at six skulls in
 * all its windows (000), a one-dial figure at its skull click (core 2).
 */
export function isEliminated(piece: MkPiece): boolean {
  if (piece.castleSection) return statsOf(piece).brokenTowers >= 3
  if (isMultiDial(piece)) return piece.dials.reduce((n, _, i) => n + statsOf(piece, i).skulls, 0) >= 6
  return statsOf(piece).skulls > 0
}

/** A section of a multi-dial figure showing three skulls is inactive and takes no more damage (000). */
export const isInactiveDial = (piece: MkPiece, dial: number): boolean => isMultiDial(piece) && statsOf(piece, dial).skulls >= 3

export interface ClickChange {
  piece: MkPiece
  /** Clicks actually turned (a dial never turns past its last click or back past its start). */
  clicks: number
  eliminated: boolean
  lines: RulingLine[]
}

/** A number of clicks and a dial index a correct caller passes: a whole number >= 0, a dial the piece has. */
function requireClicks(piece: MkPiece, n: number, dial: number, what: 'damage' | 'healing'): void {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`rules/mageknight/core: n (clicks of ${what}): expected a whole number >= 0, got ${n}`)
  if (!piece.dials[dial])
    throw new RangeError(`rules/mageknight/core: dial: ${piece.id} has ${piece.dials.length} dial(s), got index ${dial}`)
}

/** Core 3: `n` clicks of damage on one dial, never past its last click. Throws on a count or dial no caller should pass. */
export function takeDamage(piece: MkPiece, n: number, dial = 0): Resolution<ClickChange> {
  requireClicks(piece, n, dial, 'damage')
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is already out of the game`, CORE.damage)
  if (isInactiveDial(piece, dial))
    return refuse('inactive-dial', `dial ${dial} of ${piece.id} shows three skulls: inactive, it takes no more damage`, LARGE.dials)
  const last = piece.dials[dial].clicks.length - 1
  const to = Math.min(last, piece.clicks[dial] + n)
  const next = { ...piece, clicks: piece.clicks.map((c, i) => (i === dial ? to : c)) }
  const turned = to - piece.clicks[dial]
  const eliminated = isEliminated(next)
  const lines: RulingLine[] = [
    {
      key: 'damageClicks',
      value: turned,
      clause: CORE.damage,
      ...detailed('damageClicks', '{piece} dial {dial}: click {from} -> {to}', { piece: piece.id, dial, from: piece.clicks[dial], to }),
    },
  ]
  if (eliminated)
    lines.push({
      key: 'eliminated',
      value: true,
      clause: piece.castleSection ? CASTLE.destroyedBy3Towers : isMultiDial(piece) ? LARGE.dials : CORE.dial,
    })
  return { ok: true, value: { piece: next, clicks: turned, eliminated, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** Core 3: `n` clicks of healing, never back past the start click. Sections and large figures cannot be healed. Throws as takeDamage. */
export function heal(piece: MkPiece, n: number, dial = 0): Resolution<ClickChange> {
  requireClicks(piece, n, dial, 'healing')
  if (piece.castleSection)
    return refuse('castle-section-not-healed', 'castle sections are not affected by healing (001 "Allgemeine Regeln")', CASTLE.general)
  if (piece.largeFigure)
    return refuse('large-figure-not-healed', 'large figures are not affected by healing (000 "Allgemeine Regeln")', LARGE.general)
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game and cannot be healed`, CORE.damage)
  const to = Math.max(piece.startClicks[dial], piece.clicks[dial] - n)
  const next = { ...piece, clicks: piece.clicks.map((c, i) => (i === dial ? to : c)) }
  const lines: RulingLine[] = [
    {
      key: 'healedClicks',
      value: piece.clicks[dial] - to,
      clause: CORE.damage,
      ...detailed('healedClicks', '{piece} dial {dial}: click {from} -> {to}', { piece: piece.id, dial, from: piece.clicks[dial], to }),
    },
  ]
  return {
    ok: true,
    value: { piece: next, clicks: piece.clicks[dial] - to, eliminated: false, lines },
    breakdown: { modifiers: [], rolls: [], lines },
  }
}
