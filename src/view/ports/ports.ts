/**
 * What the store needs from the layers below, as injectable functions. The browser gets the
 * real ones (defaultPorts.ts); unit tests and headless drivers may pass fakes. The view never
 * computes a rule itself: every value it shows comes through one of these.
 */
import type { Scene } from '../../scene/schema'
import type {
  CastleShotJudgement,
  Point3,
  ProfileComparison,
  ProfileParse,
  RuleProfile,
  RulingLine,
  SettingInfo,
  SightJudgement,
  TableWorld,
} from '../../judge'
import type { KeyValueStorage, ParsedSceneText } from '../store/persistence'
import type { SceneLibrary } from '../store/library'
import type { CastlePorts, CastleShotChoiceOptions } from '../store/siege/types'
import type { PlayPorts } from './playPorts'
import type { MkPlayPorts } from './mkPlayPorts'
import type { DungeonPlayPorts } from './dungeonPlayPorts'
import type { HeatmapPorts } from './heatmapPorts'
import type { StabilityPorts } from './stabilityPorts'

/** The part of a step ruling (src/rules/universalis/movement/falling.ts StepRuling) the view shows. */
export interface StepRulingView {
  figureId: string
  dropHeight: number
  landing: Point3
  landingOn: string
  outcome: string
  lines: RulingLine[]
}

/** The measuring tape's reading between two points (cm). */
export interface TapeReading {
  distance: number
  horizontal: number
  heightDifference: number
}

/** The surface a figure stands on at a point: a piece id or 'table', and its height (cm). */
export interface SurfaceView {
  on: string
  height: number
}

/** The judge's rule profiles (src/judge/profiles), as the view needs them. */
export interface RuleProfilePorts {
  /** "as-written" and "sightline-default", in the judge's order. */
  shipped: readonly RuleProfile[]
  /** A profile from storage or a file: checked in full, never trusted. */
  parse(value: unknown): ProfileParse
  /** What each setting of a profile is (rule set, ruling id, allowed values), in the profile's order: the editor's rows. */
  settings: readonly SettingInfo[]
}

export interface SightlinePorts {
  /** Builds the geometry of a scene; the store disposes it when the scene is replaced. */
  createWorld(scene: Scene): Promise<TableWorld>
  /** The sight ruling of the pair; under `profile`'s sight and cover settings when one is given (R-RP.1). */
  judgeSight(world: TableWorld, fromId: string, toId: string, profile?: RuleProfile): SightJudgement
  /**
   * The stability band of the pair's ruling (issue 15): the smallest move of either figure that
   * changes sight, cover or the shooter's range band. A second or more of search, in a Web
   * Worker in the browser (stabilityPorts.ts): only the newest question is answered.
   */
  stability: StabilityPorts
  /** The pair's sight ruling under two rule profiles, side by side (R-RP.3; the command line's `--compare`). */
  compareSight(world: TableWorld, fromId: string, toId: string, a: RuleProfile, b: RuleProfile): ProfileComparison<SightJudgement>
  /** A castle shot under two rule profiles' castle settings, side by side (R-RP.3, R-VPR.3). */
  compareCastleShot(
    world: TableWorld,
    fromId: string,
    toId: string,
    options: CastleShotChoiceOptions,
    a: RuleProfile,
    b: RuleProfile,
  ): ProfileComparison<CastleShotJudgement>
  /** The rule profiles Sightline ships, and the check a group's own profile passes when read back from storage. */
  ruleProfiles: RuleProfilePorts
  /**
   * Runs `task` once the browser has painted what the state shows now (the stability band is
   * asked after the ruling is on screen, never before it); returns a function that cancels it.
   */
  afterPaint(task: () => void): () => void
  judgeStepAt(world: TableWorld, figureId: string, x: number, z: number): StepRulingView
  /** The highest surface at (x, z) whose top is at or below `below`. */
  surfaceAt(world: TableWorld, x: number, z: number, below: number): SurfaceView
  pointDistances(a: Point3, b: Point3): TapeReading
  /** Parses and validates scene text; problems come back formatted, one line each. */
  parseSceneText(text: string): ParsedSceneText
  serializeScene(scene: Scene): string
  /** Names of the shipped scenes (scenes/NAME.json), sorted. */
  shippedSceneNames: readonly string[]
  /** The text of a shipped scene by name, or null when there is none. */
  loadShippedScene(name: string): Promise<string | null>
  storage: KeyValueStorage | null
  /** "My scenes" (store/library.ts): opened on first use, in IndexedDB where the browser has it. */
  openLibrary(): Promise<SceneLibrary>
  /** The clock, for the times "My scenes" shows and for backup keys. */
  now(): Date
  /** The judge's castle calls (siege editor, castle panel). */
  castle: CastlePorts
  /** The judge's play calls (play mode): a game's set-up, start, replay and files. */
  play: PlayPorts
  /** The judge's Mage Knight play calls (the play mode on a scene of Mage Knight figures). */
  mkplay: MkPlayPorts
  /** Mage Knight Dungeons play (issue 13): the judge's DungeonSession. */
  dungeonplay: DungeonPlayPorts
  /** The cover heat map (issue 15): runs on Web Workers in the browser (heatmapPorts.ts). */
  heatmap: HeatmapPorts
  /**
   * The seed the first dice of this session roll with (a castle section's damage, and every
   * roll after it from the seeds that follow). Recorded in the store's state, so any roll the
   * view shows can be rolled again.
   */
  firstDiceSeed(): number
}
