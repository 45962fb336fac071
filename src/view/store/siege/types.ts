/**
 * The siege editor's part of the store: what is being placed, what is chosen, the sides of the
 * table, and the castle facts the judge derived (section dials, the set-up check, the castle
 * report of the chosen pair). Like the rest of the store, plain data plus actions.
 */
import type { CastleVersion } from '../../../scene/castle/schema'
import type { MkAbility } from '../../../scene/mageknight/dial'
import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import type { Figure, Ladder, Scene, TerrainPiece } from '../../../scene/schema'
import type { CastleSection, Plank } from '../../../scene/castle/schema'
import type { SizeProfile } from '../../../scene/sizeProfiles'
import type { SceneProblem } from '../../../scene/problems'
import type { SiegeRefusal, SiegeRefusalCode } from './refusals'
import type { Point2 } from '../../../math/planar'
import type {
  Carried,
  CastleShotJudgement,
  Clause,
  EditOutcome,
  ProfileSettings,
  RecordAt,
  RulingLine,
  SectionView,
  SetupReport,
  SiegeSides,
  TableWorld,
} from '../../ports'

export type { TerrainPreset } from '../terrain/pieces'
import type { TerrainPreset } from '../terrain/pieces'

/** One entry of the palette. */
export type PalettePiece =
  | { kind: 'section'; section: CastleSectionKind; version: CastleVersion }
  | { kind: 'ladder' }
  | { kind: 'plank' }
  | { kind: 'terrain'; preset: TerrainPreset }
  | FigurePiece

export type Team = 'castle' | 'opponent'

/**
 * A figure of the palette: a bare size profile, a Mage Knight card (`mk`, the profile chosen from
 * its base, siegeFigures.ts) or a Universalis unit card (`card`, the card's profile).
 */
export interface FigurePiece {
  kind: 'figure'
  team: Team
  size: SizeProfile
  mk?: { card: string; version?: string }
  card?: string
}

/** What a click on the table does in the editor. */
export type SiegeTool = { kind: 'select' } | { kind: 'place'; piece: PalettePiece } | { kind: 'move' }

export interface SiegeSelection {
  kind: 'section' | 'terrain' | 'ladder' | 'plank' | 'figure'
  id: string
}

/** The outcome of the last editor action: a refusal with its code, reason (`text`) and clause, or the rules' lines of a change. */
export interface SiegeMessage {
  kind: 'refusal' | 'done'
  text: string
  /** A refusal's code (siege/refusals.ts) and the values its reason names. */
  code?: SiegeRefusalCode
  params?: SiegeRefusal['params']
  /** The scene check behind a `scene-check-failed` refusal, said through problemText. */
  problem?: SceneProblem
  clause?: Clause
  lines?: RulingLine[]
}

/** A piece being dragged in the editor: the scene before (one undo step), where it was grabbed. */
export interface SiegeDrag {
  item: SiegeSelection
  before: Scene
  /** The piece's anchor minus the grab point (x, z): the piece keeps its place under the pointer. */
  offset: [number, number]
  moved: boolean
  /** Why the last pointer position could not take the piece (a ladder away from any wall), else null. */
  refused: SiegeRefusal | null
  /** What the last position did to planks on a dragged section (R-SE-10), shown on the drop. */
  notes: string[]
}

/** The record the chosen palette piece would add where the pointer is, drawn as a ghost. */
export type GhostRecord =
  | { kind: 'section'; section: CastleSection }
  | { kind: 'ladder'; ladder: Ladder }
  | { kind: 'plank'; plank: Plank }
  | { kind: 'terrain'; piece: TerrainPiece }
  | { kind: 'figure'; figure: Figure }
  /** Nothing would be placed (a ladder far from a wall): a mark at the pointer. */
  | { kind: 'none'; at: [number, number, number] }

export interface PlacementPreview {
  ghost: GhostRecord
  /** The placement would be refused (code, reason, clause), or null. */
  refused: SiegeRefusal | null
  /** Ids of what the new piece would overlap (sections, terrain, figures) or 'table' when it leaves the table. */
  overlaps: string[]
}

/** The castle panel's choices for the shot (R-MK-5a, R-SE-3): absent means the judge's default. */
export interface ShotChoices {
  longRange: 'auto' | 'use' | 'refuse'
  /** The abilities the shooter uses; null: those its click shows (R-SE-3). */
  abilities: MkAbility[] | null
  /**
   * The shooter `abilities` were chosen for: they say nothing about another figure, so a new
   * shooter - chosen in the panel or by clicking figures - drops them (siegeDerived.ts).
   */
  abilitiesFor: string | null
}

export const DEFAULT_SHOT_CHOICES: ShotChoices = { longRange: 'auto', abilities: null, abilitiesFor: null }

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
  /** The side new figures of the palette join. */
  team: Team
  drag: SiegeDrag | null
  /** The ghost of the chosen palette piece under the pointer (place tool only). */
  preview: PlacementPreview | null
  shotChoices: ShotChoices
  /** The section under the pointer (3D view or the section list): its label shows. */
  hoveredSection: string | null
  /** Label every section, not only the chosen, hovered and shot ones. */
  allLabels: boolean
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

export const EMPTY_CASTLE: CastleDerived = {
  sections: [],
  sides: null,
  setup: null,
  setupError: null,
  from: null,
  to: null,
  shot: null,
  shotError: null,
}

/** What the castle panel may ask of the judge's shot (src/judge/castle/shot.ts CastleShotOptions). */
export interface CastleShotChoiceOptions {
  useLongRange?: boolean
  abilitiesUsed?: readonly MkAbility[]
  /** The rule profile's castle readings (R-VPR.3); filled by ports/profilePorts.ts, never by the panel. */
  settings?: ProfileSettings['mk']['castle']
}

/** The castle calls of the judge the store uses (src/judge/castle*.ts in the browser). */
export interface CastlePorts {
  sections(scene: Scene): SectionView[]
  defaultSides(scene: Scene): SiegeSides | null
  checkSetup(world: TableWorld, sides: SiegeSides): SetupReport
  judgeShot(world: TableWorld, fromId: string, toId: string, options?: CastleShotChoiceOptions): CastleShotJudgement
  togglePortal(world: TableWorld, sectionId: string, portalId: string): EditOutcome
  /** +1: a click of damage (dice rolled by the port), -1: the editor's correction. */
  /** A step of a section's dial: damage (+1) rolls its dice from `seed`, repair (-1) rolls none. */
  changeDial(world: TableWorld, sectionId: string, delta: 1 | -1, seed: number): EditOutcome
  /** 001 "Planken und Leitern": the ladder (named `id`) set against the wall section nearest (x, z), or the refusal. */
  ladderAt(scene: Scene, at: Point2, id: string): RecordAt<Ladder>
  /** 001 "Planken und Leitern": the plank (named `id`) extending the walkway whose end is nearest (x, z), or the refusal. */
  plankAt(scene: Scene, at: Point2, id: string): RecordAt<Plank>
  /** R-SE-10: the scene once section `before` became the scene's record: what it carries, its planks carried, laid again or taken away. */
  carryAlong(scene: Scene, before: CastleSection, sectionsBefore: readonly CastleSection[]): Carried
}

/** The judge's set-up answers the editor's pure scene functions need (placement.ts, drag.ts, preview.ts). */
export type SetUpPorts = Pick<CastlePorts, 'ladderAt' | 'plankAt' | 'carryAlong'>

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
  /** The side new palette figures join (the chosen figure piece follows). */
  setSiegeTeam(team: Team): void
  /** Grabs a piece at `grab` (x, y, z on the piece): the drag that follows is one undo step. */
  beginSiegeDrag(item: SiegeSelection, grab: readonly [number, number, number]): void
  /** Moves the grabbed piece so the grab point is under (x, z); sections snap edge to edge. */
  siegeDragTo(x: number, z: number): void
  endSiegeDrag(): void
  /** Ends a drag and puts the piece back. */
  cancelSiegeDrag(): void
  /** The pointer is over (x, y, z) of the table (null: off it): the ghost of the palette piece follows. */
  hoverSiegeAt(point: readonly [number, number, number] | null): void
  setShotChoices(choices: Partial<ShotChoices>): void
  hoverSection(id: string | null): void
  setAllSectionLabels(on: boolean): void
}
