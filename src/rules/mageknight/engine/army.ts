import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import { MK_LIBRARY, type MkLibrary } from '../../../scene/mageknight/library'
import { ownEntry } from '../../../scene/records'
import type { Clause, RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { castleExtraActions } from '../castle/actions'
import { sectionPoints } from '../castle/section'
import { DEFAULT_MK_CASTLE_SETTINGS, type MkCastleSettings } from '../castle/settings'
import { CASTLE, CORE, largeFigureRule } from '../core/clauses'
import { figurePiece, sectionPiece, type MkPiece } from '../core/dial'
import { refuse, type Resolution } from '../core/refusals'
import { DEFAULT_MK_CORE_SETTINGS, MKC_RULINGS, type MkCoreSettings } from '../core/settings'

/**
 * Building an army (MAGE-KNIGHT-CORE.md 11, 000 and 001 "Punktwert"): a player picks figures
 * from their cards and castle sections by kind, each at one version; the point values must stay
 * within the build total the players agreed, and the build total sets the actions a turn gives
 * (R-MKC-1), to which castle sections add their own (001 "Aktionen"). Picks come from a file or
 * a form, so card ids, kinds and versions are looked up as a user's keys, and a wrong one is a
 * refusal with its code, not a crash.
 */

/** One figure from a card, at a version the card offers (absent: the card's first). */
export interface FigurePick {
  kind: 'figure'
  /** The piece's id in the game. */
  id: string
  card: string
  version?: string
}

/** One castle section of a kind, heavy or light (001 "Punktwert"). */
export interface SectionPick {
  kind: 'section'
  id: string
  section: string
  version: string
}

export type ArmyPick = FigurePick | SectionPick

export interface ArmyRequest {
  side: string
  /** The build total the players agreed (core 11). */
  buildTotal: number
  picks: readonly ArmyPick[]
  /** The players agreed this side may field castle sections (001 "Spielfeld und Aufbau"). */
  castleAllowed?: boolean
}

export interface Army {
  side: string
  buildTotal: number
  /** The point values of the picks, added up (core 9 scores the same values). */
  points: number
  pieces: MkPiece[]
  /** Actions per turn: `base` from the build total (R-MKC-1), `extra` for castle sections only (001 "Aktionen"). */
  actions: { base: number; extra: number }
  lines: RulingLine[]
}

export interface ArmyOptions {
  library?: MkLibrary
  settings?: MkCoreSettings
  castleSettings?: MkCastleSettings
}

/** 000 "Punktwert": a large figure's versions turn its four dials to a start click. */
const LARGE_POINTS = largeFigureRule('Punktwert', 'Varianten mit Punktwert und Startklick')

/** R-MKC-1: one action for each started `pointsPerAction` of the build total. Throws on a build total no caller should pass. */
export function actionsPerTurn(
  buildTotal: number,
  settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS,
): { actions: number; line: RulingLine } {
  if (!Number.isInteger(buildTotal) || buildTotal <= 0)
    throw new RangeError(`actionsPerTurn: buildTotal must be a whole number above 0, got ${buildTotal}`)
  if (!Number.isInteger(settings.pointsPerAction) || settings.pointsPerAction <= 0)
    throw new RangeError(`actionsPerTurn: settings.pointsPerAction must be a whole number above 0, got ${settings.pointsPerAction}`)
  const actions = Math.ceil(buildTotal / settings.pointsPerAction)
  return {
    actions,
    line: {
      key: 'actionsPerTurn',
      value: actions,
      clause: MKC_RULINGS.actionsPerTurn,
      ...detailed('army.actionsPerTurn', 'build total {buildTotal}: one action for each started {pointsPerAction} points', {
        buildTotal,
        pointsPerAction: settings.pointsPerAction,
      }),
    },
  }
}

interface Fielded {
  piece: MkPiece
  points: number
  line: RulingLine
  section?: CastleSectionKind
}

type PickResult = { ok: true; value: Fielded } | ReturnType<typeof refuse>

function fieldFigure(pick: FigurePick, side: string, library: MkLibrary): PickResult {
  const card = ownEntry(library.figures, pick.card)
  if (!card) return refuse('unknown-card', `${pick.id}: no figure card "${pick.card}"`, CORE.army, { piece: pick.id, card: pick.card })
  const version = pick.version === undefined ? card.versions[0] : card.versions.find((v) => v.name === pick.version)
  const clause: Clause = card.largeFigure ? LARGE_POINTS : CORE.army
  if (!version)
    return refuse(
      'unknown-version',
      `${pick.id}: ${card.name} has no version "${pick.version}"; versions: ${card.versions.map((v) => v.name).join(', ')}`,
      clause,
      { piece: pick.id, version: String(pick.version), versions: card.versions.map((v) => v.name).join(', ') },
    )
  const piece = figurePiece(card, pick.id, side, version.name)
  const line: RulingLine = {
    key: 'armyPick',
    value: version.points,
    clause,
    ...detailed('army.figure', '{piece}: {card}, version {version} (start click {startClick})', {
      piece: pick.id,
      card: card.name,
      version: version.name,
      startClick: version.startClick,
    }),
  }
  return { ok: true, value: { piece, points: version.points, line } }
}

function fieldSection(pick: SectionPick, side: string, library: MkLibrary, castleAllowed: boolean): PickResult {
  if (!castleAllowed)
    return refuse('castle-not-agreed', `${pick.id}: the players did not agree that ${side} fields castle sections`, CASTLE.setup, {
      piece: pick.id,
      side,
    })
  const kind = ownEntry(library.sections, pick.section)
  if (!kind)
    return refuse('unknown-section-kind', `${pick.id}: no castle section kind "${pick.section}"`, CASTLE.points, {
      piece: pick.id,
      section: pick.section,
    })
  if (pick.version !== 'heavy' && pick.version !== 'light')
    return refuse('unknown-version', `${pick.id}: a castle section is heavy or light, got "${pick.version}"`, CASTLE.points, {
      piece: pick.id,
      version: pick.version,
      versions: 'heavy, light',
    })
  const piece = sectionPiece(kind, pick.id, side, pick.version)
  // The castle rules price the section (a wall with a gateway costs a wall's points, R-MK-1a).
  const priced = sectionPoints({ id: pick.id, kind: kind.kind, side, version: pick.version }, library.sections)
  const line: RulingLine = {
    key: 'armyPick',
    value: priced.points,
    clause: priced.line.clause,
    ...detailed('army.section', '{piece}: {kind} ({version}, start click {startClick})', {
      piece: pick.id,
      kind: kind.kind,
      version: pick.version,
      startClick: kind.versions[pick.version].startClick,
    }),
  }
  return { ok: true, value: { piece, points: priced.points, line, section: kind.kind } }
}

/**
 * The army `request` asks for, or the first thing wrong with it: no picks, a card, kind or
 * version the library does not have, castle sections the players did not agree to, an id used
 * twice (R-MKC-6), more points than the build total. Throws on a build total that is not a whole
 * number above 0 (the players agree one before anyone picks).
 */
export function buildArmy(request: ArmyRequest, options: ArmyOptions = {}): Resolution<Army> {
  const library = options.library ?? MK_LIBRARY
  const settings = options.settings ?? DEFAULT_MK_CORE_SETTINGS
  const castleSettings = options.castleSettings ?? DEFAULT_MK_CASTLE_SETTINGS
  const perTurn = actionsPerTurn(request.buildTotal, settings)
  if (request.picks.length === 0) return refuse('army-empty', `${request.side} picked no figure and no castle section`, CORE.army)
  const ids = new Set<string>()
  const fielded: Fielded[] = []
  for (const pick of request.picks) {
    if (ids.has(pick.id))
      return refuse('piece-id-twice', `two picks of ${request.side} are both called ${pick.id}`, MKC_RULINGS.army, { piece: pick.id })
    ids.add(pick.id)
    const r =
      pick.kind === 'figure'
        ? fieldFigure(pick, request.side, library)
        : fieldSection(pick, request.side, library, request.castleAllowed === true)
    if (!r.ok) return r
    fielded.push(r.value)
  }
  const points = fielded.reduce((sum, f) => sum + f.points, 0)
  if (points > request.buildTotal)
    return refuse(
      'army-over-total',
      `${request.side}'s picks are worth ${points} points, ${points - request.buildTotal} more than the build total ${request.buildTotal}`,
      CORE.army,
      { side: request.side, points, buildTotal: request.buildTotal, over: points - request.buildTotal },
    )
  const sections = fielded.flatMap((f) => (f.section ? [f.section] : []))
  const extra = castleExtraActions(sections, castleSettings)
  const total: RulingLine = {
    key: 'armyPoints',
    value: points,
    clause: CORE.army,
    ...detailed('army.total', '{points} of {buildTotal} points', { points, buildTotal: request.buildTotal }),
  }
  const lines = [...fielded.map((f) => f.line), total, perTurn.line, ...(sections.length > 0 ? [extra.line] : [])]
  return {
    ok: true,
    value: {
      side: request.side,
      buildTotal: request.buildTotal,
      points,
      pieces: fielded.map((f) => f.piece),
      actions: { base: perTurn.actions, extra: sections.length > 0 ? extra.extra : 0 },
      lines,
    },
    breakdown: { modifiers: [], rolls: [], lines },
  }
}
