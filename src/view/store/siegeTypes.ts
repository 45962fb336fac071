/**
 * The siege editor's part of the store: what is being placed, what is chosen, the sides of the
 * table, and the castle facts the judge derived (section dials, the set-up check, the castle
 * report of the chosen pair). Like the rest of the store, plain data plus actions.
 */
import type { TableWorld } from '../../geometry/tableWorld'
import type { EditOutcome, SectionView } from '../../judge/castleEditor'
import type { CastleShotJudgement } from '../../judge/castleShot'
import type { SetupReport, SiegeSides } from '../../judge/castleSetup'
import type { Clause, RulingLine } from '../../rules/clauses'
import type { CastleVersion } from '../../scene/castleSchema'
import type { CastleSectionKind } from '../../scene/mkDial'
import type { Scene } from '../../scene/schema'
import type { SizeProfile } from '../../scene/sizeProfiles'

export type TerrainPreset = 'house' | 'rock' | 'wood'

/** One entry of the palette. */
export type PalettePiece =
  | { kind: 'section'; section: CastleSectionKind; version: CastleVersion }
  | { kind: 'ladder' }
  | { kind: 'plank' }
  | { kind: 'terrain'; preset: TerrainPreset }
  | { kind: 'figure'; team: 'castle' | 'opponent'; size: SizeProfile }

/** What a click on the table does in the editor. */
export type SiegeTool = { kind: 'select' } | { kind: 'place'; piece: PalettePiece } | { kind: 'move' }

export interface SiegeSelection {
  kind: 'section' | 'terrain' | 'ladder' | 'plank' | 'figure'
  id: string
}

/** The outcome of the last editor action: a refusal with its reason and clause, or the rules' lines of a change. */
export interface SiegeMessage {
  kind: 'refusal' | 'done'
  text: string
  clause?: Clause
  lines?: RulingLine[]
}

export interface SiegeData {
  editing: boolean
  tool: SiegeTool
  /** Degrees about the vertical for the next placed piece. */
  rotation: number
  selected: SiegeSelection | null
  /** Sides chosen per scene name (the scene format has no place for them; kept in localStorage). */
  sidesByScene: Readonly<Record<string, SiegeSides>>
  message: SiegeMessage | null
  /** The castle panel's shooter and target when they differ from the chosen pair (section ids allowed). */
  pairFrom: string | null
  pairTo: string | null
}

export interface CastleDerived {
  sections: SectionView[]
  sides: SiegeSides | null
  setup: SetupReport | null
  setupError: string | null
  /** Shooter and target the castle report is for. */
  from: string | null
  to: string | null
  shot: CastleShotJudgement | null
  shotError: string | null
}

export const EMPTY_CASTLE: CastleDerived = { sections: [], sides: null, setup: null, setupError: null, from: null, to: null, shot: null, shotError: null }

/** The castle calls of the judge the store uses (src/judge/castle*.ts in the browser). */
export interface CastlePorts {
  sections(scene: Scene): SectionView[]
  defaultSides(scene: Scene): SiegeSides | null
  checkSetup(world: TableWorld, sides: SiegeSides): SetupReport
  judgeShot(world: TableWorld, fromId: string, toId: string): CastleShotJudgement
  togglePortal(world: TableWorld, sectionId: string, portalId: string): EditOutcome
  /** +1: a click of damage (dice rolled by the port), -1: the editor's correction. */
  changeDial(world: TableWorld, sectionId: string, delta: 1 | -1): EditOutcome
}

export interface SiegeActions {
  setSiegeEditing(on: boolean): void
  chooseSiegeTool(tool: SiegeTool): void
  /** Turns the chosen section (or the piece about to be placed) by `degrees`. */
  rotateSiege(degrees: number): void
  /** A click on the table at (x, y, z); `hit` says which piece (if any) was under the pointer. */
  siegeClickAt(point: readonly [number, number, number], hit: SiegeSelection | null): void
  selectSiegeItem(selection: SiegeSelection | null): void
  deleteSiegeSelection(): void
  togglePortal(sectionId: string, portalId: string): void
  changeSectionDial(sectionId: string, delta: 1 | -1): void
  setSiegeSides(sides: SiegeSides): void
  setCastlePair(fromId: string | null, toId: string | null): void
}
