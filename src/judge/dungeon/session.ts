import type { Scene } from '../../scene/schema'
import { DungeonBoard } from '../../scene/dungeon/board'
import type { Square } from '../../scene/dungeon/schema'
import { isDiceSeed, seededDice, type Breakdown, type DieRoll, type RewindableDice, type RulingLine } from '../../rules/kernel'
import type { MkPiece } from '../../rules/mageknight/core'
import {
  DEFAULT_DUNGEON_SETTINGS,
  holdingsOf,
  resolveDungeonAction,
  startDungeon,
  type DungeonAction,
  type DungeonOutcome,
  type DungeonSettings,
  type DungeonState,
} from '../../rules/mageknight/dungeons'
import { SHIPPED_ARTIFACT_TOKENS } from '../../scene/dungeon/tokensFile'
import type { ArtifactToken } from '../../scene/dungeon/tokens'
import { replaySteps, StepHistory } from '../play/stepHistory'
import type { DungeonScenarioFile } from './scenarioFile'
import type { PlayRefusal } from '../play/refusals'
import { dungeonPiece } from './heroes'
import type { DungeonRefusal } from './refusals'
import { sceneNow } from './sceneNow'
import { changedSettings, dungeonSettingsOf } from './settingsSchema'
import { isSpawnStep, playSpawnStep } from './spawnPlay'
import { playStep } from './stepPlay'
import type { Ctx } from './workingTable'
import type { DungeonStep } from './steps'

/**
 * A Mage Knight Dungeons game at the table (issue 13): the rules' DungeonState (pools, tokens,
 * holdings, furniture, placed things) and what the rules leave to the judge: where each figure
 * stands and faces, the active hero and its movement points left, each figure's dial, the dice
 * log and the steps with undo (stepHistory.ts, R-P.1). The game file, the command line, the view
 * and the tests all play through this one class; `scene` is the table as it stands now.
 */

/** Where a figure stands on the grid and which way it faces (degrees clockwise from north). */
export interface Placement {
  square: Square
  facing: number
}

export interface Activation {
  /** The active figure: a hero, or one of the dungeon's figures when `spawn` (R-MKDJ-4). */
  hero: string
  pointsLeft: number
  spawn?: true
}

/** What the session keeps besides the rules' state: a step's snapshot is all of it and the dice count. */
export interface TableState {
  state: DungeonState
  placements: Record<string, Placement>
  pieces: Record<string, MkPiece>
  eliminated: string[]
  active: Activation | null
  /** A hero that moved carrying furniture and must put it down before anything else (R-MKD-12). */
  mustPutDown: string | null
  /** The dungeon's figures activated since the last hero activation began: each acts once in between (R-MKDJ-4). */
  spawnsActed: string[]
}

export type DungeonEvent =
  | { kind: 'activated'; hero: string; points: number }
  | { kind: 'moved'; hero: string; path: Square[]; cost: number; pointsLeft: number }
  | { kind: 'faced'; hero: string; facing: number }
  | { kind: 'dial'; hero: string; clicks: number; eliminated: boolean }
  | { kind: 'activationEnded'; hero: string }
  | { kind: 'spawnActivated'; spawn: string; points: number }
  | { kind: 'spawnAttacked'; spawn: string; target: string; hit: boolean; damage: number }
  | { kind: 'heroAttacked'; hero: string; target: string; hit: boolean; damage: number }

export type DungeonStepResult =
  | {
      index: number
      step: DungeonStep
      ok: true
      outcome: DungeonOutcome | null
      breakdown: Breakdown
      events: DungeonEvent[]
      rolls: DieRoll[]
    }
  | { index: number; step: DungeonStep; ok: false; refusal: DungeonRefusal; rolls: DieRoll[] }

export interface DungeonSessionOptions {
  scene: Scene
  seed: number
  multiplayer?: boolean
  settings?: DungeonSettings
  tokens?: readonly ArtifactToken[]
  /** R-P.1: a step that rolled may be undone, its rolls going back with it. */
  undoRollsBackDice?: boolean
}

export class DungeonSession {
  readonly board: DungeonBoard
  readonly dice: RewindableDice
  readonly settings: DungeonSettings
  readonly tokens: readonly ArtifactToken[]
  readonly setup: { lines: RulingLine[]; rolls: DieRoll[] }
  private table: TableState
  private readonly history = new StepHistory<DungeonStep, DungeonStepResult & { ok: true }, { table: TableState; rolls: number }>()

  constructor(
    readonly start: Scene,
    readonly seed: number,
    private readonly options: DungeonSessionOptions,
  ) {
    if (!start.dungeon) throw new RangeError(`scene: "${start.name}" has no dungeon`)
    if (!isDiceSeed(seed)) throw new RangeError(`seed: a whole number from 0 to 2^32 - 1, got ${seed}`)
    this.board = new DungeonBoard(start.dungeon)
    this.dice = seededDice(seed)
    this.settings = options.settings ?? DEFAULT_DUNGEON_SETTINGS
    this.tokens = options.tokens ?? SHIPPED_ARTIFACT_TOKENS
    const dealt = startDungeon(this.board, this.tokens, this.dice, { multiplayer: options.multiplayer === true })
    if (!dealt.ok) throw new RangeError(`scene: the dungeon cannot be dealt: ${dealt.refusal.reason}`)
    this.setup = { lines: dealt.breakdown.lines, rolls: [...this.dice.log] }
    const placements: Record<string, Placement> = Object.create(null)
    const pieces: Record<string, MkPiece> = Object.create(null)
    for (const f of start.figures) {
      const square = this.board.squareAt(f.position[0], f.position[2])
      if (!square) throw new RangeError(`figures: "${f.id}" stands off the dungeon's board`)
      placements[f.id] = { square, facing: f.facing ?? 0 }
      if (f.mk) pieces[f.id] = dungeonPiece(start, f.id)
    }
    this.table = { state: dealt.value, placements, pieces, eliminated: [], active: null, mustPutDown: null, spawnsActed: [] }
  }

  static create(options: DungeonSessionOptions): DungeonSession {
    return new DungeonSession(options.scene, options.seed, options)
  }

  /** A game from its file (a reload, an opened file): every step replayed; the first refused one throws with its index. */
  static replay(file: DungeonScenarioFile, scene: Scene, options: Partial<DungeonSessionOptions> = {}): DungeonSession {
    const session = DungeonSession.create({
      ...options,
      scene,
      seed: file.seed,
      multiplayer: file.multiplayer === true,
      settings: dungeonSettingsOf(file.settings),
    })
    return replaySteps(session, file.steps)
  }

  /** The game so far as a game file with its scene inline: replayed, it gives the same table and dice. */
  gameFile(name?: string): DungeonScenarioFile {
    const settings = changedSettings(this.settings)
    return {
      format: 'sightline-mkd-scenario',
      version: 1,
      ...(name ? { name } : {}),
      scene: structuredClone(this.start) as unknown as Record<string, unknown>,
      seed: this.seed,
      ...(this.options.multiplayer ? { multiplayer: true } : {}),
      ...(Object.keys(settings).length > 0 ? { settings } : {}),
      steps: this.history.steps.map((s) => structuredClone(s)),
    }
  }

  /** Nothing to free (no Rapier world): here so that a replay can drop a session that failed. */
  dispose(): void {}

  get state(): DungeonState {
    return this.table.state
  }
  get active(): Activation | null {
    return this.table.active
  }
  get mustPutDown(): string | null {
    return this.table.mustPutDown
  }
  get steps(): readonly DungeonStep[] {
    return this.history.steps
  }
  get results(): readonly DungeonStepResult[] {
    return this.history.results
  }
  get log(): readonly DieRoll[] {
    return this.dice.log
  }
  placement(id: string): Placement {
    const p = this.table.placements[id]
    if (!p) throw new RangeError(`figure: no figure "${id}" on the board`)
    return p
  }
  piece(id: string): MkPiece {
    const p = this.table.pieces[id]
    if (!p) throw new RangeError(`figure: "${id}" has no Mage Knight dial`)
    return p
  }
  isHero(id: string): boolean {
    const f = this.start.figures.find((x) => x.id === id)
    return f !== undefined && this.board.dungeon.heroTeam.includes(f.side)
  }
  /** One of the dungeon's figures on the board now: a scene figure not of the hero team, or a Mage Spawn a token placed (R-MKDJ-4). */
  isSpawn(id: string): boolean {
    return this.table.placements[id] !== undefined && this.table.pieces[id] !== undefined && !this.isHero(id) && !this.isEliminated(id)
  }
  /** The dungeon's figures on the board now, in the order they came (the scene's first). */
  get spawns(): string[] {
    return Object.keys(this.table.placements).filter((id) => this.isSpawn(id))
  }
  /** Every dungeon figure that stood on the board this game, eliminated ones too, in the order they came (for stable names, figureNames.ts). */
  get dungeonFigures(): string[] {
    return Object.keys(this.table.placements).filter((id) => this.table.pieces[id] !== undefined && !this.isHero(id))
  }
  isEliminated(id: string): boolean {
    return this.table.eliminated.includes(id)
  }
  holdings(hero: string) {
    return holdingsOf(this.table.state, hero)
  }

  /** A copy of the table for probes (offers.ts): changing it changes nothing here. */
  tableCopy(): TableState {
    return structuredClone(this.table)
  }

  /** The table as it stands: figures moved and turned, dials, furniture moved or gone, markers and spawns placed. */
  get scene(): Scene {
    return sceneNow(this.start, this.board, this.table)
  }

  /** Resolves an action against the rules with the session's dice, settings and tokens. */
  resolve(state: DungeonState, action: DungeonAction) {
    return resolveDungeonAction(state, this.board, action, this.dice, { tokens: this.tokens, settings: this.settings })
  }

  /** Plays one step: refused, nothing changes (its rolls, if any, are taken back); allowed, it is kept for undo. */
  do(step: DungeonStep): DungeonStepResult {
    const index = this.history.length
    const before = { table: structuredClone(this.table), rolls: this.dice.log.length }
    const work: Ctx = { session: this, table: structuredClone(this.table) }
    const r = isSpawnStep(step) ? playSpawnStep(work, step) : playStep(work, step)
    const rolls = this.dice.log.slice(before.rolls)
    if (!r.ok) {
      this.table = before.table
      this.dice.rewind(before.rolls)
      return { index, step, ok: false, refusal: r.refusal, rolls: [] }
    }
    this.table = work.table
    const result = { index, step, ok: true as const, outcome: r.outcome, breakdown: r.breakdown, events: r.events, rolls }
    return this.history.push(step, result, before)
  }

  /** Why the last step cannot be undone, or null. */
  undoRefusal(): PlayRefusal | null {
    return this.history.undoRefusal(this.options.undoRollsBackDice === true)
  }

  /** Takes the last step back (R-P.1), the dice with it. */
  undo(): { ok: true; step: DungeonStep } | { ok: false; refusal: PlayRefusal } {
    const r = this.history.undo(this.options.undoRollsBackDice === true)
    if (!r.ok) return r
    this.table = r.before.table
    this.dice.rewind(r.before.rolls)
    return { ok: true, step: r.step }
  }
}
