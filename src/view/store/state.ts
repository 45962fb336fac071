/**
 * The shape of the sandbox's state: plain data plus the actions that change it. It lives in a
 * zustand store outside React (see createSightlineStore), so a headless driver can load a scene,
 * select, drag and read rulings without rendering anything.
 */
import type { Scene } from '../../scene/schema'
import type { SceneProblem } from '../../scene/problems'
import type { Language, UiTextKey } from '../i18n/translations'
import type { SceneLink } from '../sceneLinks'
import type { SceneHistory } from './history'
import type { StepRulingView, TapeReading } from '../ports/ports'
import type { CastleDerived, SiegeActions, SiegeData } from './siege/types'
import type { Point3, SightJudgement, TableWorld } from '../ports'
import type { LibraryEntry } from './library'
import type { PlayActions, PlayData } from './play/types'
import type { MkPlayActions, MkPlayData } from './mkplay/types'
import type { DungeonActions, DungeonEditorData } from './dungeon/types'
import type { DungeonPlayActions, DungeonPlayData } from './dungeonplay/types'
import type { DungeonSetupActions } from './dungeonplay/setup'
import type { MultiSelectActions, MultiSelectData } from './selectionTypes'
import type { RuleProfileActions, RuleProfilesData, StabilityData } from './profiles/types'
import type { HeatmapActions, HeatmapData } from './heatmap/types'
import type { TerrainToolActions, TerrainToolData } from './terrain/types'

/** The "My scenes" panel: its entries, and a delete waiting for its confirmation. */
export interface LibraryView {
  open: boolean
  entries: LibraryEntry[]
  /** The entry whose Delete was pressed once: a second press deletes it. */
  pendingDelete: string | null
}

/** What a pointer on the table does; `terrain`: the terrain tool places and chooses pieces (store/terrain). */
export type InteractionMode = 'select' | 'probe' | 'tape' | 'terrain'

/** Where a notice came from; a new notice replaces an older one from the same source. */
export type NoticeSource = 'file' | 'storage' | 'link' | 'boot' | 'library' | 'game' | 'drag' | 'selection'

/** A message above the table: load problems (every one), warnings, a set-aside saved scene. */
/**
 * A line a file's check gives: a text shown as it is (a file name, a link's trouble) or a scene's
 * load problem, which the notice list says in the reader's language (i18n/problemTexts.ts).
 */
export type CheckedLine = string | SceneProblem

/**
 * One line of a notice: a checked line, or words given in every language (a profile's title),
 * said in the language of the moment it is read: a notice outlives a switch of language.
 */
export type NoticeItem = CheckedLine | NoticeWords

export interface NoticeWords {
  words: Readonly<Record<Language, string>>
}

export interface Notice {
  source: NoticeSource
  kind: 'error' | 'warning'
  title: UiTextKey
  items: NoticeItem[]
}

export interface DragState {
  figureId: string
  /** The scene when the drag began: what undo restores once the drag ends. */
  before: Scene
  moved: boolean
  /** Dragging one figure of a selection: every figure that moves with it (the grabbed one too). */
  group?: readonly string[]
}

export interface ProbeState {
  x: number
  z: number
  ruling: StepRulingView | null
  error: string | null
}

export interface TapeState {
  a: Point3 | null
  b: Point3 | null
  reading: TapeReading | null
}

export interface SightlineData {
  status: 'booting' | 'ready' | 'failed'
  /** True while a newly opened scene's geometry is being built. */
  loading: boolean
  scene: Scene | null
  /** Names of the scenes that can be opened from the shipped list. */
  shippedSceneNames: readonly string[]
  /** Shipped scene name or file name the scene came from. */
  sceneLabel: string
  /** Geometry of the current scene; one per loaded scene, disposed when replaced. */
  world: TableWorld | null
  history: SceneHistory
  shooterId: string | null
  targetId: string | null
  judgement: SightJudgement | null
  judgeError: string | null
  mode: InteractionMode
  drag: DragState | null
  probe: ProbeState | null
  tape: TapeState
  language: Language
  topDown: boolean
  notices: Notice[]
  /** False when a damaged saved scene could not be copied aside: never overwrite it then. */
  persistAllowed: boolean
  /** The siege editor (siegeTypes.ts). */
  siege: SiegeData
  /** The castle as the judge sees it: section dials, set-up check, the castle report of the pair. */
  castle: CastleDerived
  /** The seed the view's next dice roll with; each use moves it on (nextSeed), so every roll can be replayed. */
  diceSeed: number
  /** The "My scenes" entry the current scene is kept in (saving.ts), or null while it is unchanged. */
  entry: { id: string; name: string } | null
  library: LibraryView
  /** The play mode (store/play): a game of Universalis at the table. */
  play: PlayData
  /** The Mage Knight play mode (store/mkplay): a game of Mage Knight at the table. */
  mkplay: MkPlayData
  /** The dungeon editor (store/dungeon): the board's squares, walls, doorways and artifacts. */
  dungeonEditor: DungeonEditorData
  /** The Mage Knight Dungeons play mode (store/dungeonplay): a game on the scene's dungeon board. */
  dungeonplay: DungeonPlayData
  /** Several figures chosen at once, and the copied ones (selectionTypes.ts). */
  multi: MultiSelectData
  /** The rule profile the rulings use, the group's own profiles and a comparison (store/profiles, issue 15). */
  rules: RuleProfilesData
  /** The stability band of the chosen pair's ruling (store/profiles, issue 15), asked after the ruling is painted. */
  stability: StabilityData
  /** The cover heat map (store/heatmap, issue 15). */
  heatmap: HeatmapData
  /** The terrain tool (store/terrain): terrain added and edited in any scene. */
  terrainTool: TerrainToolData
}

export interface SightlineActions {
  /** Opens the link's scene (or the saved one, or the default) and selects the link's pair. */
  boot(link: SceneLink): Promise<void>
  /** Opens scene text (a file); on failure shows every problem and keeps the current scene. */
  openSceneText(text: string, label: string): Promise<boolean>
  openShippedScene(name: string): Promise<boolean>
  /** Installs a validated scene (undoable), kept in the "My scenes" entry `entry` (null: none yet). */
  openScene(scene: Scene, label: string, entry: { id: string; name: string } | null, warnings: NoticeItem[]): Promise<boolean>
  /** Replaces the scene with an edited one: undoable, saved, re-judged (the siege editor's changes). */
  commitScene(scene: Scene): void
  /**
   * Shows an intermediate scene (a piece being dragged): geometry and rulings follow, nothing
   * is recorded or saved. `keepCastle` leaves the castle facts until the drag settles.
   */
  showScene(scene: Scene, keepCastle?: boolean): void
  /** Ends a run of `showScene`: re-judges everything and records `before` as one undo step (when the scene changed), saved. */
  settleScene(before: Scene): void
  /** The current scene as file text. */
  serializeCurrent(): string | null
  undo(): void
  redo(): void
  clickFigure(id: string): void
  /** Chooses shooter and target directly (links, drivers). */
  setPair(fromId: string | null, toId: string | null): void
  clearSelection(): void
  beginDrag(figureId: string): void
  /** Puts the dragged figure at (x, z) on the surface under `pointerY` (the height the pointer hit). */
  dragTo(x: number, z: number, pointerY: number): void
  endDrag(): void
  /** Ends a drag and puts the figure back where it was. */
  cancelDrag(): void
  probeAt(x: number, z: number): void
  tapeAt(point: Point3): void
  setMode(mode: InteractionMode): void
  setLanguage(language: Language): void
  setTopDown(topDown: boolean): void
  dismissNotice(source: NoticeSource): void
  /** Resolves once every change so far is kept in "My scenes". */
  whenSaved(): Promise<void>
  setLibraryOpen(open: boolean): void
  /** Reads the list of "My scenes" again. */
  refreshLibrary(): Promise<void>
  /** Opens a kept scene; on failure the current scene stays and the problems are shown. */
  openLibraryEntry(id: string): Promise<boolean>
  renameLibraryEntry(id: string, name: string): Promise<boolean>
  /** The first call asks (pendingDelete), the second with the same id deletes. */
  deleteLibraryEntry(id: string): Promise<boolean>
  cancelLibraryDelete(): void
}

export type SightlineState = SightlineData &
  SightlineActions &
  SiegeActions &
  PlayActions &
  MkPlayActions &
  DungeonActions &
  DungeonPlayActions &
  DungeonSetupActions &
  MultiSelectActions &
  RuleProfileActions &
  HeatmapActions &
  TerrainToolActions
