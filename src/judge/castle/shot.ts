/**
 * The castle modifiers of one ranged attack at or from a castle (issue 4, "The judge panel and
 * the command line report ..."): the geometry's facts, measured in one call
 * (`castleShotFacts`: what each end is and stands on, the horizontal distance between centre
 * points, whether the line of fire crosses an outer edge of a castle section, what lies on it),
 * handed to `castleShotReport` of the rules once, and the report turned into ruling rows. The view's castle panel and `npm run judge -- SCENE FROM TO --castle`
 * print these same rows.
 *
 * FROM and TO are figure ids or castle section ids (a section shoots, or is shot at).
 */
import { castleShotFacts, type CastleEnd, type CastleLineOfFire, type CastleShotFacts } from '../../geometry/castle/shotFacts'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { detailed, ruling, sameDetail, type Detailed, type RulingLine } from '../../rules/kernel'
import { CASTLE, CORE } from '../../rules/mageknight/core'
import { GROUND, type MkElevation } from '../../rules/mageknight/castle'
import { castleShotReport, refusalDetail, type CastleShotReport, type ShotShooter, type ShotTarget } from '../../rules/mageknight/castle'
import type { CastleSectionState } from '../../rules/mageknight/castle'
import { figurePiece, statsOf, type MkPiece } from '../../rules/mageknight/core'
import { DEFAULT_MK_CASTLE_SETTINGS, type MkCastleSettings } from '../../rules/mageknight/castle'
import { loadCardLibrary } from '../../scene/cards/library'
import type { CastleSection } from '../../scene/castle/schema'
import type { MkAbility } from '../../scene/mageknight/dial'
import { MK_LIBRARY } from '../../scene/mageknight/library'
import type { Figure } from '../../scene/schema'
import type { CardLibrary, UnitCard } from '../../scene/cards/unitCard'
import { castleVerdict } from '../verdicts'

/** A base this much (cm) above the table, not on the castle nor on rubble, stands on raised terrain. */
const RAISED_MIN_CM = 0.05
/** Abilities that decide whether a ranged attack may target a section (001 "Das Castle angreifen", categories 3 and 4). */
export const CASTLE_RANGED_ABILITIES: readonly MkAbility[] = ['magicBlast', 'shockwave', 'sharpshooter', 'explosiveDamage']

export interface CastleShotOptions {
  settings?: MkCastleSettings
  /** Ask for (true) or refuse (false) the long-range attack; absent: when needed (R-MK-5a). */
  useLongRange?: boolean
  /** Abilities the shooter uses; absent: the castle-relevant ones its click shows (R-SE-3). */
  abilitiesUsed?: readonly MkAbility[]
  /** Universalis cards for figures whose `card` is no Mage Knight figure; default the shipped library. */
  cards?: CardLibrary
}

export interface CastleShotJudgement {
  fromId: string
  toId: string
  report: CastleShotReport
  lineOfFire: CastleLineOfFire
  /** The line of fire crosses an outer edge of a standing section (not one two sections share). */
  crossesOuterEdge: boolean
  /** Every row the panel and the command line show, in order, each with its clause. */
  rows: RulingLine[]
  /** The castle sections of the shot: a section end, or the section (or plank) a figure end stands on. */
  sections: string[]
  /** The one-line verdict (verdicts.ts `castleVerdict`), as the command line prints it. */
  verdict: Detailed
}

const SE_RULINGS = { abilities: ruling('R-SE-3', 'Fähigkeiten eines Mage-Knight-Schützen') } as const

let shippedCards: CardLibrary | null = null
const defaultCards = (): CardLibrary => (shippedCards ??= loadCardLibrary())

const sectionState = (s: CastleSection): CastleSectionState => ({
  id: s.id,
  kind: s.kind,
  side: s.side,
  version: s.version,
  clicks: s.clicks,
  portals: s.portals,
  destroyed: s.destroyed,
})

function requireSection(world: TableWorld, id: string | null): CastleSectionState | null {
  if (id === null) return null
  const s = world.scene.castle?.sections.find((x) => x.id === id)
  return s ? sectionState(s) : null
}

/** The figure's Mage Knight piece (`figure.mk`: card, version, clicks taken), or null for a Universalis model. */
export function mkPieceOf(figure: Figure): MkPiece | null {
  const card = figure.mk ? MK_LIBRARY.figures[figure.mk.card] : undefined
  if (!card) return null
  const piece = figurePiece(card, figure.id, figure.side, figure.mk?.version)
  return figure.mk?.clicks ? { ...piece, clicks: figure.mk.clicks } : piece
}

/** Where an end stands: on the castle (a section's top or a plank), on raised terrain, or on the ground (rubble is ground, R-SE-2). */
export function elevationOf(end: CastleEnd): MkElevation {
  if (end.sectionId !== null || end.standsOn !== null) return { onCastleSection: true, onRaisedTerrain: true, baseHeightCm: end.level }
  if (end.level <= RAISED_MIN_CM) return { ...GROUND, baseHeightCm: end.level }
  const onRubble = end.surfaceRole === 'rubble' || end.surfaceRole === 'plank-rubble'
  return { onCastleSection: false, onRaisedTerrain: !onRubble, baseHeightCm: end.level }
}

/** The ranged weapon a Universalis model shoots with: its first weapon with a range in bands (R-SE-4). */
function universalisFacts(card: UnitCard): NonNullable<ShotShooter['universalis']> {
  const weapon = (card.weapons ?? []).find((w) => typeof w.range === 'object')
  const range = weapon && typeof weapon.range === 'object' ? weapon.range.band * weapon.range.bands : null
  return { colossus: card.type === 'colossus', weaponEffects: weapon?.profile.effects ?? [], rangeCm: range }
}

function shooterOf(world: TableWorld, facts: CastleShotFacts, options: CastleShotOptions): ShotShooter {
  const end = facts.from
  const elevation = elevationOf(end)
  if (end.sectionId !== null) return { id: end.ref, piece: null, section: requireSection(world, end.sectionId), standsOn: null, elevation }
  const figure = end.figure as Figure
  const piece = mkPieceOf(figure)
  const standsOn = requireSection(world, end.standsOn)
  const base: ShotShooter = {
    id: figure.id,
    piece,
    section: null,
    standsOn,
    elevation,
    inEnemyBaseContact: facts.shooterInEnemyBaseContact,
  }
  if (piece) {
    const shown = statsOf(piece).abilities
    const abilitiesUsed = options.abilitiesUsed ?? CASTLE_RANGED_ABILITIES.filter((a) => shown.includes(a))
    return { ...base, abilitiesUsed, dial: 0, largeFigureFront: piece.largeFigure }
  }
  const card = figure.card === undefined ? undefined : (options.cards ?? defaultCards()).cards[figure.card]
  return card ? { ...base, universalis: universalisFacts(card) } : base
}

function targetOf(world: TableWorld, end: CastleEnd): ShotTarget {
  const elevation = elevationOf(end)
  if (end.sectionId !== null) return { id: end.ref, piece: null, section: requireSection(world, end.sectionId), standsOn: null, elevation }
  const figure = end.figure as Figure
  return { id: figure.id, piece: mkPieceOf(figure), section: null, standsOn: requireSection(world, end.standsOn), elevation }
}

/**
 * What lies on the line of fire: `blocked by ID` for each solid, then `base of ID` for each figure
 * base. One solid and one base (the usual cases) are said with their ids in any language; longer
 * lists only in English, German says that several things are in the way.
 */
function lineOfFireDetail(line: CastleLineOfFire): Partial<Detailed> {
  const { blockedBy, bases } = line
  if (blockedBy.length === 0 && bases.length === 0) return {}
  if (blockedBy.length === 1 && bases.length === 0) return detailed('lineOfFire.blockedBy', 'blocked by {solid}', { solid: blockedBy[0] })
  if (blockedBy.length === 0 && bases.length === 1) return detailed('lineOfFire.base', 'base of {figure}', { figure: bases[0] })
  if (blockedBy.length === 1 && bases.length === 1)
    return detailed('lineOfFire.blockedByAndBase', 'blocked by {solid}, base of {figure}', { solid: blockedBy[0], figure: bases[0] })
  const list = [...blockedBy.map((id) => `blocked by ${id}`), ...bases.map((id) => `base of ${id}`)].join(', ')
  return detailed('lineOfFire.several', '{list}', { list })
}

/**
 * The report as rows: verdict, refusals, line of fire, the rules' lines, then defence and damage
 * with their modifiers. A shot that may not be taken has no defence to beat and deals no damage:
 * those rows are left out, so the panel never lists them beside "not allowed".
 */
export function castleShotRows(report: CastleShotReport, line: CastleLineOfFire, sectionInvolved: boolean): RulingLine[] {
  const rows: RulingLine[] = []
  const verdictClause = report.refusals[0]?.clause ?? (sectionInvolved ? CASTLE.attacks : CORE.ranged)
  rows.push({
    key: 'castleShotAllowed',
    value: report.allowed,
    clause: verdictClause,
    ...(report.refusals.length === 1
      ? refusalDetail(report.refusals[0])
      : report.refusals.length > 1
        ? detailed('castleShotAllowed.reasons', '{reasons}', { reasons: report.refusals.map((r) => r.reason).join('; ') })
        : {}),
  })
  for (const r of report.refusals) rows.push({ key: 'castleRefusal', value: r.code, clause: r.clause, ...refusalDetail(r) })
  const said = lineOfFireDetail(line)
  rows.push({
    key: 'lineOfFire',
    value: line.status,
    clause: sectionInvolved ? CASTLE.attacks : CORE.ranged,
    ...said,
  })
  rows.push(...report.lines)
  // Ranges to the hundredth of an inch, as the rules round the distance they are compared with.
  const r2 = (v: number) => Math.round(v * 100) / 100
  if (report.rangeIn !== null) rows.push({ key: 'rangeIn', value: r2(report.rangeIn), clause: CORE.ranged })
  if (!report.allowed) return rows
  if (report.effectiveRangeIn !== null && report.effectiveRangeIn !== report.rangeIn)
    rows.push({ key: 'effectiveRangeIn', value: r2(report.effectiveRangeIn), clause: CASTLE.longRange })
  if (report.defence.base !== null) rows.push({ key: 'defenceBase', value: report.defence.base, clause: CORE.dial })
  for (const m of report.defence.modifiers) rows.push({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })
  if (report.defence.total !== null) rows.push({ key: 'defenceTotal', value: report.defence.total, clause: CORE.ranged })
  if (report.damage.base !== null) rows.push({ key: 'damageBase', value: report.damage.base, clause: CORE.dial })
  for (const m of report.damage.modifiers) rows.push({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })
  if (report.damage.total !== null) rows.push({ key: 'damageTotal', value: report.damage.total, clause: CORE.ranged })
  return rows
}

/**
 * Judges a ranged attack from `fromId` at `toId` (figure or section ids) under the castle rules.
 * Throws naming the reference when an id is neither a figure nor a section, or both are the same.
 */
export function judgeCastleShot(world: TableWorld, fromId: string, toId: string, options: CastleShotOptions = {}): CastleShotJudgement {
  if (fromId === toId) throw new Error(`judge: the target must differ from the shooter "${fromId}"`)
  const facts = castleShotFacts(world, fromId, toId)
  const { from, to, lineOfFire, crossesOuterEdge } = facts
  const shooter = shooterOf(world, facts, options)
  const report = castleShotReport(
    {
      shooter,
      target: targetOf(world, to),
      horizontalDistanceCm: facts.horizontalDistanceCm,
      lineCrossesOuterEdge: crossesOuterEdge,
      lineOfFire: lineOfFire.status,
      useLongRange: options.useLongRange,
    },
    options.settings ?? DEFAULT_MK_CASTLE_SETTINGS,
  )
  const sectionInvolved = from.sectionId !== null || to.sectionId !== null
  const rows = castleShotRows(report, lineOfFire, sectionInvolved)
  if (shooter.piece && shooter.abilitiesUsed)
    rows.splice(1 + report.refusals.length, 0, abilitiesRow(shooter.abilitiesUsed, options.abilitiesUsed !== undefined))
  const sections = [...new Set([from.sectionId ?? from.standsOn, to.sectionId ?? to.standsOn].filter((id): id is string => id !== null))]
  return { fromId, toId, report, lineOfFire, crossesOuterEdge, rows, sections, verdict: castleVerdict(fromId, toId, report) }
}

/** Which castle-relevant abilities a Mage Knight shooter uses: chosen by the player, or (R-SE-3) those its click shows. */
function abilitiesRow(used: readonly MkAbility[], chosen: boolean): RulingLine {
  const list = used.length > 0 ? used.join(', ') : 'none'
  return {
    key: 'abilitiesUsed',
    value: list,
    clause: chosen ? CASTLE.whoMayAttack : SE_RULINGS.abilities,
    ...(chosen
      ? detailed('abilitiesUsed.chosen', 'chosen by the player')
      : detailed('abilitiesUsed.shown', 'those the current click shows')),
  }
}
