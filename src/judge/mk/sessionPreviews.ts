import { numericDial } from './largeMeasure'
import type { Point2 } from '../../math/planar'
import type { DieRoll, Dice } from '../../rules/kernel'
import { CORE } from '../../rules/mageknight/core'
import {
  DEFAULT_MK_SETTINGS,
  performMk,
  previewCastleShot,
  previewLargeAttack,
  previewMkAttack,
  type MkAction,
  type MkActionFacts,
} from '../../rules/mageknight/engine'
import type { MkDriver } from './driver'
import type { MkScenarioStep } from './scenarioFile'
import { figureSheetOf } from './figureSheet'
import { stepFigureNames } from './stepFigures'
import type { MkAttackView, MkMoveView, MkProbe } from './sessionTypes'

/**
 * What the Mage Knight session (session.ts) answers before the click, on the driver's game as it
 * stands: a probe (would the step be allowed, would it roll), a move's check and a core attack's
 * numbers. Nothing here rolls the game's dice or changes the table: a preview never tells the next
 * roll and never leaves a trace.
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

/** Whether a figure the step moves, shoots with or attacks is off the table or out of the game. */
export function stepFigureAbsent(driver: MkDriver, step: MkScenarioStep): boolean {
  const names = stepFigureNames(step, driver.world.scene)
  return names.some((n) => driver.world.figure(n) === undefined || !Object.hasOwn(driver.game.pieces, n))
}

/** Would the step be allowed now, and would it roll? The engine answers on the game as it is, with dice that touch nothing. */
export function probeStep(driver: MkDriver, step: MkScenarioStep): MkProbe {
  return probeMeasuredStep(driver, step, () => driver.measure(step))
}

/**
 * probeStep on a step whose facts the caller has measured already (a preview that draws them):
 * `measured` is asked only when every figure of the step is on the table, so it is measured once.
 */
export function probeMeasuredStep(
  driver: MkDriver,
  step: MkScenarioStep,
  measured: () => { action: MkAction; facts: MkActionFacts },
): MkProbe {
  if (stepFigureAbsent(driver, step))
    return { ok: false, refusal: { code: 'piece-eliminated', reason: 'a figure of the step is out of the game', clause: CORE.damage } }
  const { action, facts } = measured()
  const dice = new ProbeDice()
  const r = performMk(driver.game, action, facts, dice, driver.options)
  return r.ok ? { ok: true, rollsDice: dice.log.length > 0 } : { ok: false, refusal: r.refusal }
}

/**
 * A move of `figure` to `to` (cm, seen from above) before the click: the straight path's
 * length against the speed of the dial, and the rules' answer (a break away is only announced,
 * its d6 is not rolled).
 */
export function previewMoveOf(driver: MkDriver, figure: string, to: Point2, facingDeg?: number, dial?: number | string): MkMoveView {
  const step: MkScenarioStep = {
    do: 'move',
    figure,
    to: [to[0], 0, to[1]],
    ...(facingDeg === undefined ? {} : { facing: facingDeg }),
    ...(dial === undefined ? {} : { dial }),
  }
  const game = driver.game
  const here = driver.world.figure(figure)
  if (!here || !Object.hasOwn(game.pieces, figure)) {
    const probe = probeStep(driver, step)
    return { figure, from: to, to, toHeightCm: 0, pathIn: 0, speedIn: null, probe, breaksAway: [], basesCrossed: [], blockedAtIn: null }
  }
  const measured = driver.measure(step)
  const { facts, endHeightCm } = measured
  const move = facts.move!
  const sheet = figureSheetOf(driver.game.pieces[figure])
  return {
    figure,
    from: move.from,
    to: move.to,
    toHeightCm: endHeightCm ?? 0,
    pathIn: move.pathIn,
    speedIn: sheet.dials[numericDial(driver.game, figure, dial) ?? 0]?.now.speed ?? null,
    probe: probeMeasuredStep(driver, step, () => measured),
    breaksAway: [...move.enemiesInContact],
    basesCrossed: move.basesCrossed.map((b) => b.id),
    blockedAtIn: move.blockedAtIn,
  }
}

/**
 * An attack without a cavalry unit before the roll (core 6, 7): the engine's own checks and
 * numbers on the game as it stands (tokens, clicks, turn), the table's facts (distance, line of
 * fire, contact), the defence with its modifiers and clauses, the 2d6 result needed and the
 * chance; or the refusal, with whether the turn would allow the action at all.
 */
export function previewAttackOf(driver: MkDriver, figure: string, target: string, kind: 'ranged' | 'melee', dial: number): MkAttackView {
  const step: MkScenarioStep = kind === 'ranged' ? { do: 'ranged', figure, targets: [target], dial } : { do: 'melee', figure, target, dial }
  const probe = probeStep(driver, step)
  if (stepFigureAbsent(driver, step)) return { figure, target, kind, dial, facts: null, preview: null, probe }
  const { action, facts } = driver.measure(step)
  const settings = driver.options.settings ?? DEFAULT_MK_SETTINGS
  const game = driver.game
  // The same rules the step would be played by: a castle shot (001), a large figure's or a passenger's attack (000), or the core's.
  const r =
    action.kind === 'castleShot'
      ? previewCastleShot(game, action, facts.siege ?? {}, settings)
      : facts.large && (action.kind === 'ranged' || action.kind === 'melee')
        ? previewLargeAttack(game, action, facts, settings)
        : previewMkAttack(game, figure, [target], kind, facts, settings, dial)
  return { figure, target, kind, dial, facts: facts.pairs?.[0] ?? null, preview: r.ok ? r.value : null, probe }
}
