import type { Refusal } from '../../rules/kernel'
import { previewMelee, previewShot, type MeleePreview, type ShotPreview } from '../../rules/universalis/engine'
import type { ScenarioDriver } from '../scenario/driver'
import type { ScenarioStep } from '../scenario/steps'
import type { Point3 } from '../../geometry/types'
import { playRefusal, type PlayRefusal } from './refusals'

/**
 * A shot's and a melee's numbers before the dice, measured on the table as it stands by the same
 * driver that would play the step (session.ts `previewShot`, `previewMelee`): the rules' previews
 * (engine/shotPreview.ts, engine/meleePreview.ts) over the step's measured facts. Nothing is rolled.
 */

export type AttackPreviewAnswer<P> = { ok: true; preview: P } | { ok: false; refusal: PlayRefusal | Refusal }

export function shotPreviewOf(driver: ScenarioDriver, step: Extract<ScenarioStep, { do: 'shoot' }>): AttackPreviewAnswer<ShotPreview> {
  const measured = driver.measure(step)
  if (!measured.ok) return measured
  const r = previewShot(
    driver.game,
    measured.facts,
    { shooter: step.shooter, target: step.target, weapon: step.weapon, kind: step.action ?? 'normal', dodge: step.dodge },
    driver.settings,
  )
  return r.ok ? { ok: true, preview: r.value } : r
}

export function meleePreviewOf(
  driver: ScenarioDriver,
  step: Extract<ScenarioStep, { do: 'melee' } | { do: 'charge' }>,
): AttackPreviewAnswer<MeleePreview> {
  const game = driver.game
  if (game.winner !== undefined) return { ok: false, refusal: playRefusal('game-over', { winner: game.winner }) }
  const measured = driver.measure(step)
  if (!measured.ok) return measured
  const action = measured.action
  if (action.kind !== 'melee' && action.kind !== 'charge') throw new Error(`previewMelee: a ${step.do} step is not a melee`)
  const r = previewMelee(game, measured.facts, action, driver.settings)
  return r.ok ? { ok: true, preview: r.value } : r
}

/** 8.3: the path a charge would take to the bases' contact (the same planning as the charge), or null when there is none. */
export function chargePathOf(driver: ScenarioDriver, step: Extract<ScenarioStep, { do: 'charge' }>): Point3[] | null {
  const measured = driver.measure(step)
  if (!measured.ok) return null
  const answer = measured.facts.path?.answer
  return answer?.found ? answer.points : null
}
