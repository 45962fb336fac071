import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Scene } from '../../scene/schema'
import type { Breakdown, DieRoll, RewindableDice } from '../../rules/kernel'
import type { ActionFacts, EngineEvent, EngineSettings, GameAction } from '../../rules/universalis/engine'
import type { GameState, TableFacts } from '../../rules/universalis/model'
import type { CounterAttackWindow, MeleeRolled, OpportunityWindow } from '../../rules/universalis/melee'
import type { Refusal } from '../../rules/universalis/refusals'
import type { ScenarioStep } from './steps'

/** What the scenario driver (driver.ts) promises its callers: the command line, the play session and the tests. */

export type StepResult =
  | { index: number; step: ScenarioStep; ok: true; breakdown: Breakdown; events: EngineEvent[]; rolls: DieRoll[] }
  | { index: number; step: ScenarioStep; ok: false; refusal: Refusal; rolls: DieRoll[] }

/**
 * Everything a step changes, kept to go back to (undo, and a probe that must leave no trace).
 * The game state is immutable and the scene a value, so a snapshot is a handful of references.
 */
export interface DriverSnapshot {
  readonly game: GameState
  readonly scene: Scene
  readonly windows: readonly (CounterAttackWindow | OpportunityWindow)[]
  readonly melees: readonly MeleeRolled[]
  readonly used: readonly string[]
  readonly lastPush: { pusher: string; direction: [number, number] } | null
  readonly results: number
  readonly rolls: number
}

/** What a step would do, asked without doing it: refused (why), allowed, and whether it rolls dice. */
export type StepProbe = { ok: true; rollsDice: boolean } | { ok: false; refusal: Refusal }

export interface ScenarioDriver {
  readonly world: TableWorld
  readonly game: GameState
  readonly dice: RewindableDice
  /** Every die roll of the game so far, with its purpose and clause. */
  readonly log: readonly DieRoll[]
  /** Deployment order (5.4), the 12 cm check and the starting camouflage (16). */
  readonly setup: Breakdown
  readonly results: readonly StepResult[]
  /** Ids of the objects used so far, in order (8.3, 9.2.1). */
  readonly usedObjects: readonly string[]
  do(step: ScenarioStep): StepResult
  /** The step's refusal or permission, found by playing it up to its first die roll and going back: nothing changes, nothing is rolled. */
  probe(step: ScenarioStep): StepProbe
  readonly settings: EngineSettings
  /** The ids of the scenario's objects (8.3, 9.2), in the file's order. */
  readonly objectIds: readonly string[]
  /** The engine action of a step and the facts it needs, measured on the table as it stands (for previews: nothing changes, nothing is rolled). */
  measure(step: ScenarioStep): { ok: true; action: GameAction; facts: ActionFacts } | { ok: false; refusal: Refusal }
  /** The table's facts for the game as it stands, measured once per game state under the scenario's sight settings. */
  tableFacts(): TableFacts
  /** The counter-attacks and opportunity attacks the last step opened (15.3, 15.4). */
  readonly openWindows: readonly (CounterAttackWindow | OpportunityWindow)[]
  snapshot(): DriverSnapshot
  /** Back to a snapshot of this driver: the game, the table, the windows and the dice as they were. */
  restore(snapshot: DriverSnapshot): void
  dispose(): void
}
