import type { Point2 } from '../../math/planar'
import type { Scene } from '../../scene/schema'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { DieRoll } from '../../rules/kernel'
import { DEFAULT_MK_SETTINGS, finalScore, type MkGame } from '../../rules/mageknight/engine'
import { mkGameSettingsOf } from '../profiles/resolve'
import { SIGHTLINE_DEFAULT } from '../profiles/shipped'
import { mkGameSettingsSchema } from '../profiles/schema'
import type { MkGameSettings } from '../profiles/types'
import { DEFAULT_PLAY_SETTINGS, type PlaySettings } from '../play/types'
import type { PlayRefusal } from '../play/refusals'
import { replaySteps, StepHistory } from '../play/stepHistory'
import type { MkDriver, MkSnapshot, MkStepResult } from './driver'
import { createMkScenario } from './create'
import { mkSetupChoices, type MkPlaySetup, type MkSetupChoices } from './sessionSetup'
import type { MkScenarioFile, MkScenarioStep } from './scenarioFile'
import { figureSheetOf, type MkFigureSheet } from './figureSheet'
import { MkFormationOffers } from './formationOffers'
import { MkLargeOffers } from './largeOffers'
import { MkCavalryOffers, type AttackDial, type CavalryDialName as UnitDial } from './cavalryOffers'
import { attackOffersOf, type MkAttackOffer, type MkAttackView, type MkMoveView, type MkProbe } from './sessionTypes'
import { siegeOffersOf, type SiegeOffer } from './siegeOffers'
import { previewAttackOf, previewMoveOf, probeMeasuredStep, probeStep } from './sessionPreviews'

/**
 * A Mage Knight game at the table (the view's Mage Knight play mode), one step at a time: the
 * MkDriver (the same calculation as `npm run play` on a sightline-mk-scenario) with what a table
 * needs around it, as PlaySession is for Universalis. A refused step leaves no trace, the last
 * step can be undone under the same ruling (R-P.1: a step that rolled only with the setting
 * `undoRollsBackDice`, and its rolls go back with it), previews show an attack's numbers and a
 * move's check before the click without rolling, and the game so far is a scenario file with its
 * scene inline whose replay gives the same table and dice.
 */

export class MkPlaySession {
  private readonly kept = new StepHistory<MkScenarioStep, MkStepResult & { ok: true }, MkSnapshot>()

  private constructor(
    private readonly driver: MkDriver,
    readonly setup: MkPlaySetup,
    public settings: PlaySettings,
    /** The readings the game is played under (R-VPR.3): its set-up's, else the defaults; its file records them. */
    readonly rules: MkGameSettings,
  ) {}

  /** What a game on `scene` would start from (sessionSetup.ts). */
  static setupChoices(scene: Scene): MkSetupChoices {
    return mkSetupChoices(scene)
  }

  static async start(setup: MkPlaySetup, settings: PlaySettings = DEFAULT_PLAY_SETTINGS): Promise<MkPlaySession> {
    const rules = setup.rules ?? mkGameSettingsOf(SIGHTLINE_DEFAULT.settings)
    const driver = await createMkScenario({
      scene: setup.scene,
      seed: setup.seed,
      ...(setup.sides ? { sides: setup.sides } : {}),
      ...(setup.buildTotal ? { buildTotal: setup.buildTotal } : {}),
      ...(setup.rounds ? { rounds: setup.rounds } : {}),
      ...(setup.carriedLadders?.length ? { carriedLadders: setup.carriedLadders } : {}),
      rules,
    })
    return new MkPlaySession(driver, setup, settings, rules)
  }

  /**
   * A game from its file (a reload, an opened file): every step replayed; the first refused one
   * stops it, with its index. It plays under the readings its file records (R-VPR.3); `rules` (the
   * profile in use) only for a file that records none.
   */
  static async replay(
    file: MkScenarioFile,
    scene: Scene,
    settings: PlaySettings = DEFAULT_PLAY_SETTINGS,
    fallback?: MkGameSettings,
  ): Promise<MkPlaySession> {
    const { seed, sides, buildTotal, rounds, name, carriedLadders } = file
    const rules = file.settings ?? fallback
    const session = await MkPlaySession.start({ scene, seed, sides, buildTotal, rounds, name, carriedLadders, rules }, settings)
    return replaySteps(session, file.steps)
  }

  get game(): MkGame {
    return this.driver.game
  }

  get world(): TableWorld {
    return this.driver.world
  }

  /** Every die roll of the game so far, with its purpose and clause. */
  get log(): readonly DieRoll[] {
    return this.driver.log
  }

  get steps(): readonly MkScenarioStep[] {
    return this.kept.steps
  }

  get results(): readonly (MkStepResult & { ok: true })[] {
    return this.kept.results
  }

  /** Plays a step. Refused: the table, the game and the dice are as they were (R-P.1). */
  do(step: MkScenarioStep): MkStepResult {
    const before = this.driver.snapshot()
    const result = this.driver.do(step)
    if (!result.ok) {
      this.driver.restore(before)
      return { ...result, index: this.kept.length, rolls: [] }
    }
    return this.kept.push(step, { ...result, index: this.kept.length }, before)
  }

  /** Would the step be allowed now, and would it roll? Dice that touch nothing answer (sessionPreviews.ts). */
  probe(step: MkScenarioStep): MkProbe {
    return probeStep(this.driver, step)
  }

  /** A move of `figure` to `to` (cm, seen from above) before the click: path, speed and the rules' answer (sessionPreviews.ts). */
  previewMove(figure: string, to: Point2, facingDeg?: number, dial?: number | string): MkMoveView {
    return previewMoveOf(this.driver, figure, to, facingDeg, dial)
  }

  /** An attack before the roll (core 6, 7): its facts, numbers or refusal (sessionPreviews.ts; cavalry's: cavalryOffers.ts). */
  previewAttack(figure: string, target: string, kind: 'ranged' | 'melee', dial: AttackDial = 0, targetDial?: UnitDial): MkAttackView {
    if (typeof dial === 'string' || this.cavalry.involves(figure, target))
      return this.cavalry.attackView(figure, target, kind, dial, targetDial)
    return previewAttackOf(this.driver, figure, target, kind, dial)
  }

  /**
   * Every attack `figure` could make now at each opponent, per dial, each probed (the panel's
   * buttons); one that only waits for a cavalry target's dial is offered (cavalryOffers.ts attackProbe).
   */
  attackOffers(figure: string): MkAttackOffer[] {
    const memo = this.offerMemo.get(figure)
    if (memo?.game === this.game) return memo.list
    const list = attackOffersOf(this.game, figure, (id) => this.world.figure(id) !== undefined).map((o) => ({
      ...o,
      probe: this.cavalry.attackProbe(
        o.kind === 'ranged'
          ? { do: 'ranged', figure, targets: [o.target], dial: o.dial }
          : { do: 'melee', figure, target: o.target, dial: o.dial },
      ),
    }))
    this.offerMemo.set(figure, { game: this.game, list })
    return list
  }

  private readonly offerMemo = new Map<string, { game: MkGame; list: MkAttackOffer[] }>()

  /** Formations (core 10, 003 "Cavalry Units and Formations"; formationOffers.ts): the members ticked, their attacks, a move toward the pointer. */
  readonly formation = new MkFormationOffers({
    game: () => this.game,
    world: () => this.world,
    probe: (step) => this.probe(step),
    measure: (step) => this.driver.measure(step),
    probeMeasured: (step, measured) => probeMeasuredStep(this.driver, step, () => measured),
    settings: () => this.driver.options.settings ?? DEFAULT_MK_SETTINGS,
    table: () => this.driver.table.facts,
  })

  /** Large figures and chariots (000, largeOffers.ts): boarding, leaving, an attack's open choices, a shot at several targets. */
  readonly large = new MkLargeOffers({
    game: () => this.game,
    world: () => this.world,
    probe: (step) => this.probe(step),
    measure: (step) => this.driver.measure(step),
    settings: () => this.driver.options.settings ?? DEFAULT_MK_SETTINGS,
    table: () => this.driver.table.facts,
  })

  /** Cavalry (003, cavalryOffers.ts): a unit's dials and attacks, Dismount and Remount, a Trample or Mounted Charge path. */
  readonly cavalry = new MkCavalryOffers({
    game: () => this.game,
    world: () => this.world,
    probe: (s) => this.probe(s),
    measure: (s) => this.driver.measure(s),
    settings: () => this.driver.options.settings ?? DEFAULT_MK_SETTINGS,
  })

  /** The siege's steps (001) for a figure or castle section, each probed (siegeOffers.ts). */
  siegeOffers(chosen: string): SiegeOffer[] {
    return siegeOffersOf(
      this,
      chosen,
      (s) => this.driver.measure(s),
      this.driver.options.settings ?? DEFAULT_MK_SETTINGS,
      this.driver.table.facts,
    )
  }

  /** The turn's own step (core 4): may it end now? */
  endTurnProbe(): MkProbe {
    return this.probe({ do: 'endTurn' })
  }

  /** A figure's dials as printed and where they stand, its tokens and state, or null for no such piece. */
  figureSheet(id: string): MkFigureSheet | null {
    return Object.hasOwn(this.game.pieces, id) ? figureSheetOf(this.game.pieces[id]) : null
  }

  /** Core 9: every side's victory points now (the final score once the game is over). */
  score(): Record<string, number> {
    return finalScore(this.game).totals
  }

  /** Why the last step cannot be undone, or null when it can (R-P.1, as PlaySession). */
  undoRefusal(): PlayRefusal | null {
    return this.kept.undoRefusal(this.settings.undoRollsBackDice)
  }

  /** Takes the last step back: the table, the game and the dice as before it (R-P.1). */
  undo(): { ok: true; step: MkScenarioStep } | { ok: false; refusal: PlayRefusal } {
    const last = this.kept.undo(this.settings.undoRollsBackDice)
    if (!last.ok) return last
    this.driver.restore(last.before)
    return { ok: true, step: last.step }
  }

  /** The game so far as a sightline-mk-scenario with the scene inline: `npm run play` replays it to the same table and dice. */
  toScenarioFile(): MkScenarioFile {
    const s = this.setup
    return {
      format: 'sightline-mk-scenario',
      version: 1,
      name: s.name ?? `A Mage Knight game on ${s.scene.name}`,
      scene: s.scene as unknown as Record<string, unknown>,
      seed: s.seed,
      sides: [...this.game.sides],
      buildTotal: this.game.buildTotal,
      ...(this.game.maxRounds !== null ? { rounds: this.game.maxRounds } : {}),
      ...(s.carriedLadders?.length ? { carriedLadders: s.carriedLadders.map((c) => ({ ...c })) } : {}),
      // A validated copy in the file's own shape (its lists are the file's, not the session's).
      settings: mkGameSettingsSchema.parse(this.rules),
      steps: this.steps.map((step) => ({ ...step })),
    }
  }

  dispose(): void {
    this.driver.dispose()
  }
}

export type { MkAttackOffer, MkAttackView, MkMoveView, MkProbe } from './sessionTypes'
export type { MkPlaySetup, MkSetupChoices } from './sessionSetup'
export type { MkBoardOffer, MkChoiceField, MkChoiceQuestion, MkChoiceStep, MkLeaveGoal, MkShotView } from './largeOffers'
export { choiceFieldOf, MkLargeOffers } from './largeOffers'
export type { SiegeOffer } from './siegeOffers'
export type { MkCellView, MkClickView, MkDialView, MkFigureSheet } from './figureSheet'
