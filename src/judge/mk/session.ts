import { numericDial } from './largeMeasure'
import type { Point2 } from '../../math/planar'
import type { Scene } from '../../scene/schema'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { DieRoll, Dice } from '../../rules/kernel'
import { CORE } from '../../rules/mageknight/core'
import {
  DEFAULT_MK_SETTINGS,
  finalScore,
  performMk,
  previewCastleShot,
  previewLargeAttack,
  previewMkAttack,
  type MkGame,
} from '../../rules/mageknight/engine'
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

/**
 * A Mage Knight game at the table (the view's Mage Knight play mode), one step at a time: the
 * MkDriver (the same calculation as `npm run play` on a sightline-mk-scenario) with what a table
 * needs around it, as PlaySession is for Universalis. A refused step leaves no trace, the last
 * step can be undone under the same ruling (R-P.1: a step that rolled only with the setting
 * `undoRollsBackDice`, and its rolls go back with it), previews show an attack's numbers and a
 * move's check before the click without rolling, and the game so far is a scenario file with its
 * scene inline whose replay gives the same table and dice.
 */

/**
 * Dice for a probe: they answer without touching the game's seeded dice, so a preview never
 * tells the next roll. Each roll shows its highest face (a break away succeeds), and is counted.
 */
class ProbeDice implements Dice {
  readonly log: DieRoll[] = []
  roll(sides: 6 | 12, purpose: DieRoll['purpose'] | { key: string; text: string }, clause: DieRoll['clause']): number {
    const text = typeof purpose === 'string' ? purpose : purpose.text
    this.log.push({ index: this.log.length, sides, result: sides, purpose: text, clause })
    return sides
  }
}

export class MkPlaySession {
  private readonly kept = new StepHistory<MkScenarioStep, MkStepResult & { ok: true }, MkSnapshot>()

  private constructor(
    private readonly driver: MkDriver,
    readonly setup: MkPlaySetup,
    public settings: PlaySettings,
  ) {}

  /** What a game on `scene` would start from (sessionSetup.ts). */
  static setupChoices(scene: Scene): MkSetupChoices {
    return mkSetupChoices(scene)
  }

  static async start(setup: MkPlaySetup, settings: PlaySettings = DEFAULT_PLAY_SETTINGS): Promise<MkPlaySession> {
    const driver = await createMkScenario({
      scene: setup.scene,
      seed: setup.seed,
      ...(setup.sides ? { sides: setup.sides } : {}),
      ...(setup.buildTotal ? { buildTotal: setup.buildTotal } : {}),
      ...(setup.rounds ? { rounds: setup.rounds } : {}),
      ...(setup.carriedLadders?.length ? { carriedLadders: setup.carriedLadders } : {}),
    })
    return new MkPlaySession(driver, setup, settings)
  }

  /** A game from its file (a reload, an opened file): every step replayed; the first refused one stops it, with its index. */
  static async replay(file: MkScenarioFile, scene: Scene, settings: PlaySettings = DEFAULT_PLAY_SETTINGS): Promise<MkPlaySession> {
    const { seed, sides, buildTotal, rounds, name, carriedLadders } = file
    const session = await MkPlaySession.start({ scene, seed, sides, buildTotal, rounds, name, carriedLadders }, settings)
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

  /** Would the step be allowed now, and would it roll? The engine answers on the game as it is, with dice that touch nothing. */
  probe(step: MkScenarioStep): MkProbe {
    if (this.absent(step))
      return { ok: false, refusal: { code: 'piece-eliminated', reason: 'a figure of the step is out of the game', clause: CORE.damage } }
    const { action, facts } = this.driver.measure(step)
    const dice = new ProbeDice()
    const r = performMk(this.game, action, facts, dice, this.driver.options)
    return r.ok ? { ok: true, rollsDice: dice.log.length > 0 } : { ok: false, refusal: r.refusal }
  }

  /**
   * A move of `figure` to `to` (cm, seen from above) before the click: the straight path's
   * length against the speed of the dial, and the rules' answer (a break away is only announced,
   * its d6 is not rolled).
   */
  previewMove(figure: string, to: Point2, facingDeg?: number, dial?: number | string): MkMoveView {
    const step: MkScenarioStep = {
      do: 'move',
      figure,
      to: [to[0], 0, to[1]],
      ...(facingDeg === undefined ? {} : { facing: facingDeg }),
      ...(dial === undefined ? {} : { dial }),
    }
    const here = this.world.figure(figure)
    if (!here || !Object.hasOwn(this.game.pieces, figure)) {
      const probe = this.probe(step)
      return { figure, from: to, to, toHeightCm: 0, pathIn: 0, speedIn: null, probe, breaksAway: [], basesCrossed: [], blockedAtIn: null }
    }
    const { facts, endHeightCm } = this.driver.measure(step)
    const move = facts.move!
    const sheet = this.figureSheet(figure)
    return {
      figure,
      from: move.from,
      to: move.to,
      toHeightCm: endHeightCm ?? 0,
      pathIn: move.pathIn,
      speedIn: sheet?.dials[numericDial(this.game, figure, dial) ?? 0]?.now.speed ?? null,
      probe: this.probe(step),
      breaksAway: [...move.enemiesInContact],
      basesCrossed: move.basesCrossed.map((b) => b.id),
      blockedAtIn: move.blockedAtIn,
    }
  }

  /**
   * An attack before the roll (core 6, 7): the engine's own checks and numbers (previewMkAttack
   * on the game as it stands: tokens, clicks, turn), the table's facts (distance, line of fire,
   * contact), the defence with its modifiers and clauses, the 2d6 result needed and the chance;
   * or the refusal, with whether the turn would allow the action at all. Cavalry's: cavalryOffers.ts.
   */
  previewAttack(figure: string, target: string, kind: 'ranged' | 'melee', dial: AttackDial = 0, targetDial?: UnitDial): MkAttackView {
    if (typeof dial === 'string' || this.cavalry.involves(figure, target))
      return this.cavalry.attackView(figure, target, kind, dial, targetDial)
    const step: MkScenarioStep =
      kind === 'ranged' ? { do: 'ranged', figure, targets: [target], dial } : { do: 'melee', figure, target, dial }
    const probe = this.probe(step)
    if (this.absent(step)) return { figure, target, kind, dial, facts: null, preview: null, probe }
    const { action, facts } = this.driver.measure(step)
    const settings = this.driver.options.settings ?? DEFAULT_MK_SETTINGS
    // The same rules the step would be played by: a castle shot (001), a large figure's or a passenger's attack (000), or the core's.
    const r =
      action.kind === 'castleShot'
        ? previewCastleShot(this.game, action, facts.siege ?? {}, settings)
        : facts.large && (action.kind === 'ranged' || action.kind === 'melee')
          ? previewLargeAttack(this.game, action, facts, settings)
          : previewMkAttack(this.game, figure, [target], kind, facts, settings, dial)
    return { figure, target, kind, dial, facts: facts.pairs?.[0] ?? null, preview: r.ok ? r.value : null, probe }
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

  /** Formation attacks as buttons (core 10, 003 "Cavalry Units and Formations"; formationOffers.ts). */
  readonly formation = new MkFormationOffers({
    game: () => this.game,
    world: () => this.world,
    probe: (step) => this.probe(step),
  })

  /** Large figures and chariots (000, largeOffers.ts): boarding, leaving, an attack's open choices, a shot at several targets. */
  readonly large = new MkLargeOffers({
    game: () => this.game,
    world: () => this.world,
    probe: (step) => this.probe(step),
    measure: (step) => this.driver.measure(step),
    settings: () => this.driver.options.settings ?? DEFAULT_MK_SETTINGS,
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
    return siegeOffersOf(this, chosen, (s) => this.driver.measure(s), this.driver.options.settings ?? DEFAULT_MK_SETTINGS)
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
      steps: this.steps.map((step) => ({ ...step })),
    }
  }

  dispose(): void {
    this.driver.dispose()
  }

  private absent(step: MkScenarioStep): boolean {
    const names =
      step.do === 'move'
        ? [step.figure]
        : step.do === 'ranged'
          ? [step.figure, ...step.targets]
          : step.do === 'melee'
            ? [step.figure, step.target]
            : []
    return names.some((n) => this.world.figure(n) === undefined || !Object.hasOwn(this.game.pieces, n))
  }
}

export type { MkAttackOffer, MkAttackView, MkMoveView, MkProbe } from './sessionTypes'
export type { MkPlaySetup, MkSetupChoices } from './sessionSetup'
export type { MkBoardOffer, MkChoiceField, MkChoiceQuestion, MkChoiceStep, MkLeaveGoal, MkShotView } from './largeOffers'
export { choiceFieldOf, MkLargeOffers } from './largeOffers'
export type { SiegeOffer } from './siegeOffers'
export type { MkCellView, MkClickView, MkDialView, MkFigureSheet } from './figureSheet'
