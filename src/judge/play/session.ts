import type { Scene } from '../../scene/schema'
import type { DieRoll } from '../../rules/kernel'
import type { GameState } from '../../rules/universalis/model'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point3 } from '../../geometry/types'
import { choosableModels } from '../../rules/universalis/round'
import type { MeleePreview, ShotPreview } from '../../rules/universalis/engine'
import { chargePathOf, meleePreviewOf, shotPreviewOf, type AttackPreviewAnswer } from './attackPreviews'
import type { DriverSnapshot, ScenarioDriver, StepResult } from '../scenario/driver'
import { createScenario } from '../scenario/create'
import type { ScenarioFile } from '../scenario/file'
import type { ScenarioStep } from '../scenario/steps'
import { playRefusal, type PlayRefusal } from './refusals'
import { replaySteps, StepHistory } from './stepHistory'
import { scenarioFileOf, setupOfFile } from './gameFile'
import { playRulesOf, universalisGameSettingsOf } from '../profiles/resolve'
import { SIGHTLINE_DEFAULT } from '../profiles/shipped'
import type { UniversalisGameSettings } from '../profiles/types'
import { emptyMovePreview, previewMove, type MovePreview } from './movePreview'
import { previewPush, type PushPreview } from './pushPreview'
import { actionCandidates, reactionCandidates } from './actionOffers'
import { dangerZonesOf, enemiesInContactOf } from './tableMarks'
import { modelSheetOf, type ModelSheet } from './modelSheet'
import {
  DEFAULT_PLAY_SETTINGS,
  type ActionOffer,
  type DangerZone,
  type PlayMovePreview,
  type PlayProbe,
  type PlaySettings,
  type PlaySetup,
  type PlayStepResult,
  type ReactionOffer,
} from './types'

/**
 * A game played at the table, one step at a time: the scenario driver (the same calculation as
 * `npm run play`) with what a table needs around it. A refused step leaves no trace (not even
 * dice it rolled before it was refused); the last step can be undone; the game so far is a
 * scenario file whose replay gives the same table and the same dice (`toScenarioFile`).
 *
 * Undo rewinds the dice with the step (R-P.1): the steps kept and the seed are the whole game,
 * so a reload or an exported file replays it exactly. Whether a step that rolled may be undone
 * at all is the setting `undoRollsBackDice` (off: only steps without dice, as at a tournament).
 */

export class PlaySession {
  private readonly kept = new StepHistory<ScenarioStep, StepResult & { ok: true }, DriverSnapshot>()

  private constructor(
    private readonly driver: ScenarioDriver,
    readonly setup: PlaySetup,
    public settings: PlaySettings,
    /** The readings the game is played under (R-VPR.3): its set-up's, else the defaults; its file records them. */
    readonly rules: UniversalisGameSettings,
  ) {}

  /** Starts the game: checks deployment (5.4), rolls the deployment order, sets up camouflage (16). */
  static async start(setup: PlaySetup, settings: PlaySettings = DEFAULT_PLAY_SETTINGS): Promise<PlaySession> {
    const rules = setup.rules ?? universalisGameSettingsOf(SIGHTLINE_DEFAULT.settings)
    const { engine, judge } = playRulesOf(rules)
    const driver = await createScenario({
      scene: setup.scene,
      seed: setup.seed,
      leaders: setup.leaders,
      powers: setup.powers,
      facing: setup.facing,
      mounts: setup.mounts,
      markers: setup.markers,
      objects: setup.objects,
      settings: engine,
      judge,
    })
    return new PlaySession(driver, setup, settings, rules)
  }

  /**
   * A game from its file (a reload, an opened file): every step replayed; the first refused one
   * stops it, with its index. It plays under the readings its file records (R-VPR.3); `fallback`
   * (the profile in use) only for a file that records none.
   */
  static async replay(
    file: ScenarioFile,
    scene: Scene,
    settings: PlaySettings = DEFAULT_PLAY_SETTINGS,
    fallback?: UniversalisGameSettings,
  ): Promise<PlaySession> {
    const session = await PlaySession.start(setupOfFile(file, scene, fallback), settings)
    return replaySteps(session, file.steps)
  }

  get game(): GameState {
    return this.driver.game
  }

  get world(): TableWorld {
    return this.driver.world
  }

  /** Every die roll of the game so far (deployment first), with its purpose and clause. */
  get log(): readonly DieRoll[] {
    return this.driver.log
  }

  /** Deployment order, the 12 cm check and the starting camouflage. */
  get setupBreakdown() {
    return this.driver.setup
  }

  get steps(): readonly ScenarioStep[] {
    return this.kept.steps
  }

  /** The result of each step kept, in order. */
  get results(): readonly (StepResult & { ok: true })[] {
    return this.kept.results
  }

  /** Plays a step. Refused: the table, the game and the dice are as they were. */
  do(step: ScenarioStep): PlayStepResult {
    if (this.game.winner !== undefined) return this.refused(step, playRefusal('game-over', { winner: this.game.winner }))
    const before = this.driver.snapshot()
    const result = this.driver.do(step)
    if (!result.ok) {
      this.driver.restore(before)
      return { ...result, index: this.kept.length, rolls: [] as DieRoll[] }
    }
    return this.kept.push(step, { ...result, index: this.kept.length }, before)
  }

  /** Would the step be allowed now, and would it roll? Nothing changes, nothing is rolled. */
  probe(step: ScenarioStep): PlayProbe {
    if (this.game.winner !== undefined) return { ok: false, refusal: playRefusal('game-over', { winner: this.game.winner }) }
    return this.driver.probe(step)
  }

  /**
   * The move to `to` as it would be (path, cost, AP, tests), with the refusal the click would
   * get: first whether the model may move now at all (its phase, panic, flight's duty: a move
   * to where it stands, probed once per game state), then the rules' plan for this path.
   */
  previewMove(figureId: string, to: Point3): PlayMovePreview {
    const stamp = `${this.kept.length}:${figureId}`
    if (this.gate?.stamp !== stamp || this.gate.game !== this.game) {
      const here = this.world.figure(figureId)?.position
      const probe: PlayProbe = here
        ? this.probe({ do: 'move', figure: figureId, to: [here[0], here[1], here[2]] })
        : this.probe({ do: 'move', figure: figureId, to: [to[0], to[1], to[2]] })
      this.gate = { stamp, game: this.game, probe }
    }
    const gate = this.gate.probe
    if (!this.world.figure(figureId) || !Object.hasOwn(this.game.models, figureId)) {
      const refusal = gate.ok ? null : gate.refusal
      return { ...emptyMovePreview(figureId, to), refusal: refusal as MovePreview['refusal'], gate }
    }
    return { ...previewMove(this.world, this.game, figureId, to), gate }
  }

  private gate: { stamp: string; game: GameState; probe: PlayProbe } | null = null

  /**
   * Every model's danger zone and direct threats as the table stands (4.5.1): what the view
   * draws. The table's facts are measured once per game state.
   */
  dangerZones(): DangerZone[] {
    if (this.zones?.game === this.game) return this.zones.list
    const list = dangerZonesOf(this.world, this.game, this.driver.tableFacts())
    this.zones = { game: this.game, list }
    return list
  }

  private zones: { game: GameState; list: DangerZone[] } | null = null

  /** Every reaction the rules allow now (15.3, 15.4, 14.2), probed once per game state. */
  reactions(): ReactionOffer[] {
    if (this.offers?.game === this.game) return this.offers.list
    const candidates = reactionCandidates(this.game, this.driver.openWindows)
    const list: ReactionOffer[] = []
    for (const c of candidates) {
      const p = this.probe(c.step)
      if (p.ok) list.push({ ...c, rollsDice: p.rollsDice })
    }
    this.offers = { game: this.game, list }
    return list
  }

  private offers: { game: GameState; list: ReactionOffer[] } | null = null

  /**
   * Everything `modelId` could be asked to do now, each probed (the panel's buttons, disabled
   * with the refusal as the reason). Probed once per game state and model: about 1 ms a probe
   * with the table's facts measured once (scenarioFacts.ts).
   */
  actionsFor(modelId: string): ActionOffer[] {
    const model = Object.hasOwn(this.game.models, modelId) ? this.game.models[modelId] : undefined
    if (!model) return []
    const kept = this.actionMemo.get(modelId)
    if (kept?.game === this.game) return kept.list
    const list: ActionOffer[] = actionCandidates(this.game, model, (id) => this.world.figure(id) !== undefined, this.driver.objectIds).map(
      (c) => {
        const p = this.probe(c.step)
        return p.ok ? { ...c, allowed: true, rollsDice: p.rollsDice } : { ...c, allowed: false, refusal: p.refusal }
      },
    )
    this.actionMemo.set(modelId, { game: this.game, list })
    return list
  }

  private readonly actionMemo = new Map<string, { game: GameState; list: ActionOffer[] }>()

  /** The push back of `pushedId` by `pusherId` (15.2) as the winner would choose it: where it ends, and any fall. */
  previewPush(pusherId: string, pushedId: string, cm?: number): PushPreview {
    return previewPush(this.world, this.game, pusherId, pushedId, cm)
  }

  /** The engine action of a step and the facts it needs, measured on the table as it stands: what previews start from. */
  measure(step: ScenarioStep) {
    return this.driver.measure(step)
  }

  /** The engine's settings of this game (the rules' defaults unless a scenario set others). */
  get engineSettings() {
    return this.driver.settings
  }

  /**
   * A shot before it is taken (12, 14): FK value and modifiers with their clauses, the number to
   * roll, AP, and the exact chances to hit (the card's rerolls and the target's dodge counted,
   * 7.2, 8.4) and of each wound outcome on the target as it stands. Nothing is rolled.
   */
  previewShot(step: Extract<ScenarioStep, { do: 'shoot' }>): AttackPreviewAnswer<ShotPreview> {
    return shotPreviewOf(this.driver, step)
  }

  /**
   * A melee or a charge before it is fought (8.3, 15): both sides' NK with their modifiers and
   * clauses, the AP, and the exact chances of who wins and, when the attacker plans damage, of
   * each outcome on the defender (engine/meleePreview.ts). Nothing is rolled, nothing moves.
   */
  previewMelee(step: Extract<ScenarioStep, { do: 'melee' } | { do: 'charge' }>): AttackPreviewAnswer<MeleePreview> {
    return meleePreviewOf(this.driver, step)
  }

  /** 8.3: the path a charge would take to the bases' contact (the same planning as the charge), or null when there is none. */
  chargePath(step: Extract<ScenarioStep, { do: 'charge' }>): Point3[] | null {
    return chargePathOf(this.driver, step)
  }

  /** 5.5.2: the models `side` may still choose this round (they have not had their phase; a telematon goes with its operator). */
  choosable(side: string): string[] {
    return choosableModels(this.game, side)
  }

  /** The enemies in base contact with `id` now (4.7): who may make an opportunity attack when it disengages (15.4). */
  enemiesInContact(id: string): string[] {
    return enemiesInContactOf(this.game, this.driver.tableFacts().baseContacts, id)
  }

  /** A model's card as it stands now (attributes printed and current, zones, operator), or null for no such model. */
  modelSheet(id: string): ModelSheet | null {
    return modelSheetOf(this.game, id)
  }

  /** Why the last step cannot be undone, or null when it can. */
  undoRefusal(): PlayRefusal | null {
    return this.kept.undoRefusal(this.settings.undoRollsBackDice)
  }

  /** Takes the last step back: the table, the game and the dice as before it (R-P.1). */
  undo(): { ok: true; step: ScenarioStep } | { ok: false; refusal: PlayRefusal } {
    const last = this.kept.undo(this.settings.undoRollsBackDice)
    if (!last.ok) return last
    this.driver.restore(last.before)
    return { ok: true, step: last.step }
  }

  /** The game so far as a scenario file with the scene inline: `npm run play` replays it to the same table and dice. */
  toScenarioFile(): ScenarioFile {
    return scenarioFileOf(this.setup, this.rules, this.steps)
  }

  dispose(): void {
    this.driver.dispose()
  }

  private refused(step: ScenarioStep, refusal: PlayRefusal): PlayStepResult {
    return { ok: false, refusal, step, index: this.kept.length, rolls: [] }
  }
}
