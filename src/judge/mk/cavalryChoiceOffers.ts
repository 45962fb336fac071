import type { Refusal } from '../../rules/kernel'
import { DEFAULT_MK_SETTINGS, previewCavalryAttack, unitIdOf, type MkAttackPreview, type MkSettings } from '../../rules/mageknight/engine'
import type { CavalryOfferSource } from './cavalryOffers'
import { isCavalryAttack } from './cavalryAttackRuling'
import type { MkScenarioStep } from './scenarioFile'
import type { MkAttackView, MkProbe } from './sessionTypes'

/**
 * The dial choices of cavalry a step may still need before it is played (003 "Attacking and
 * Damaging a Cavalry Unit"): the attacker's choice of a cavalry target's dial (`targetDial`, a
 * trampling player's too, R-MKK-9) and the owner's dial for pushing damage (`pushDial`, a
 * Remount). The engine refuses such a step with a code that names the missing choice; here that
 * refusal becomes a question with one option per dial, each probed and, for an attack, with its
 * numbers before the roll (Horsemanship's -2 on the rider's dial shows there), so the view asks
 * before anything is rolled. Also an attack's numbers with cavalry at either end on the dials
 * named (the session's previewAttack delegates here).
 */

export type CavalryDialName = 'mount' | 'rider'
export type CavalryChoiceField = 'targetDial' | 'pushDial'

/** The engine's refusal codes that ask for a dial rather than refuse (003 "Attacking and Damaging"). */
const CHOICE_CODES: ReadonlyMap<string, CavalryChoiceField> = new Map([
  ['attacker-must-choose-dial', 'targetDial'],
  ['owner-must-choose-push-dial', 'pushDial'],
])

/** The dial field a refusal asks for, or null for a plain refusal. */
export const cavalryChoiceFieldOf = (refusal: { code: string }): CavalryChoiceField | null => CHOICE_CODES.get(refusal.code) ?? null

export interface CavalryDialOption {
  dial: CavalryDialName
  /** The step with the dial named: what a click on this option plays. */
  step: MkScenarioStep
  probe: MkProbe
  /** An attack's numbers against this dial before the roll; null for a push or when refused. */
  attack: MkAttackPreview | null
}

export interface CavalryDialQuestion {
  field: CavalryChoiceField
  /** The side that answers: the attacker's for a target's dial, the owner's for pushing damage. */
  chooser: string
  /** The unit whose dial is chosen (its mount's id). */
  unit: string
  step: MkScenarioStep
  options: readonly CavalryDialOption[]
}

/** An attack view with cavalry at either end: the dials it was measured on. */
export interface MkCavalryAttackView extends MkAttackView {
  cavalry: { dial: CavalryDialName | null; targetDial: CavalryDialName | null }
}

type AttackStep = Extract<MkScenarioStep, { do: 'ranged' | 'melee' | 'mountedBound' | 'mountedCharge' | 'trample' }>
const ATTACKS: ReadonlySet<string> = new Set(['ranged', 'melee', 'mountedBound', 'mountedCharge', 'trample'])
const isAttackStep = (s: MkScenarioStep): s is AttackStep => ATTACKS.has(s.do)

/**
 * The step's probe as a player sees it before a question: a refusal that only asks for a dial is
 * answered with the mount's dial to see whether the step itself would be allowed; `asks` names it.
 */
export function openProbe(source: CavalryOfferSource, step: MkScenarioStep): MkProbe & { asks: CavalryChoiceField | null } {
  const p = source.probe(step)
  const field = p.ok ? null : cavalryChoiceFieldOf(p.refusal)
  if (field === null) return { ...p, asks: null }
  return { ...source.probe({ ...step, [field]: 'mount' } as MkScenarioStep), asks: field }
}

const settingsOf = (source: CavalryOfferSource): MkSettings => source.settings?.() ?? DEFAULT_MK_SETTINGS

/**
 * The preview with its modifiers as lines before the per-target numbers: the engine keeps the
 * rider's bonus and Horsemanship's -2 in the breakdown only, and a player choosing a dial must
 * see why the attack value differs between the options.
 */
function shownPreview(r: ReturnType<typeof previewCavalryAttack>): MkAttackPreview | null {
  if (!r.ok) return null
  const lines = r.value.lines
  const at = lines.findIndex((l) => l.key === 'mk.distance')
  const cut = at === -1 ? lines.length : at
  return { ...r.value, lines: [...lines.slice(0, cut), ...r.breakdown.modifiers, ...lines.slice(cut)] }
}

/** The numbers of an attack before the roll with the dials named (the core's view shape, the cavalry rules' numbers). */
export function cavalryAttackView(
  source: CavalryOfferSource,
  figure: string,
  target: string,
  kind: 'ranged' | 'melee',
  dial: number | CavalryDialName,
  targetDial?: CavalryDialName,
): MkCavalryAttackView {
  const named = typeof dial === 'string' ? dial : undefined
  const fields = { ...(named ? { dial: named } : {}), ...(targetDial ? { targetDial } : {}) }
  const step: MkScenarioStep =
    kind === 'ranged' ? { do: 'ranged', figure, targets: [target], ...fields } : { do: 'melee', figure, target, ...fields }
  const probe = source.probe(step)
  const cavalry = { dial: named ?? null, targetDial: targetDial ?? null }
  const world = source.world()
  if (world.figure(figure) === undefined || world.figure(target) === undefined)
    return { figure, target, kind, dial: 0, facts: null, preview: null, probe, cavalry }
  if (targetDial === undefined && !probe.ok && cavalryChoiceFieldOf(probe.refusal) === 'targetDial')
    return perTargetDial(source, figure, target, kind, dial)
  const { facts } = source.measure(step)
  const r = previewCavalryAttack(source.game(), { kind, piece: figure, targets: [target], cavalry: fields }, facts, settingsOf(source))
  return { figure, target, kind, dial: 0, facts: facts.pairs?.[0] ?? null, preview: shownPreview(r), probe, cavalry }
}

/**
 * An attack at a cavalry unit before its dial is named (R-MKV.8): the attacker chooses the dial
 * (003 "Attacking and Damaging a Cavalry Unit"), so a hover shows the numbers on each dial
 * (`targetDials`) instead of the question's refusal; the view's own numbers, probe and breakdown
 * are the mount's (the first option; the rider's when the mount's is refused and the rider's is
 * not), and `cavalry.targetDial` stays null: the click still asks.
 */
function perTargetDial(
  source: CavalryOfferSource,
  figure: string,
  target: string,
  kind: 'ranged' | 'melee',
  dial: number | CavalryDialName,
): MkCavalryAttackView {
  const views = (['mount', 'rider'] as const).map((d) => cavalryAttackView(source, figure, target, kind, dial, d))
  const shown = views.find((v) => v.probe.ok) ?? views[0]
  const targetDials = views.map((v) => ({ dial: v.cavalry.targetDial!, preview: v.preview, probe: v.probe }))
  return { ...shown, cavalry: { ...shown.cavalry, targetDial: null }, targetDials }
}

/**
 * Does an attack of `figure` at `target` take the cavalry rules? When the step played would (the
 * engine's namesCavalry): a 003 figure at either end, in a unit or not; a dismounted Wylden Ranger's
 * Nature's Ally is previewed as it is rolled, and as `judge --mk` rules it (isCavalryAttack).
 */
export const involvesCavalry = (source: CavalryOfferSource, figure: string, target: string): boolean =>
  isCavalryAttack(source.game(), figure, target)

/**
 * The numbers of a step's attack before the roll (null for a step without one, or refused): a
 * ranged or close attack on its dials; a Mounted Bound or Charge measured from its goal (the
 * rider shoots a Bound, 003 "Mounted Bound"; a Charge names its dial).
 */
export function stepAttackPreview(source: CavalryOfferSource, step: MkScenarioStep): MkAttackPreview | null {
  if (step.do === 'ranged' || step.do === 'melee') {
    const target = step.do === 'ranged' ? step.targets[0] : step.target
    const dial = step.dial === 'mount' || step.dial === 'rider' ? step.dial : 0
    return cavalryAttackView(source, step.figure, target, step.do, dial, step.targetDial).preview
  }
  if (step.do !== 'mountedBound' && step.do !== 'mountedCharge') return null
  const { action, facts } = source.measure(step)
  if (action.kind !== 'mountedBound' && action.kind !== 'mountedCharge') return null
  const targets = action.kind === 'mountedBound' ? action.targets : [action.target]
  const dial = action.kind === 'mountedBound' ? 'rider' : action.cavalry?.dial
  if (dial === undefined) return null
  const attack = { kind: action.kind === 'mountedBound' ? ('ranged' as const) : ('melee' as const), piece: action.piece, targets }
  return shownPreview(previewCavalryAttack(source.game(), { ...attack, cavalry: { ...action.cavalry, dial } }, facts, settingsOf(source)))
}

/**
 * The question a refused step asks (or null when its refusal is a plain one): the dial of the
 * cavalry target it names (the attacker's), or the dial pushing damage goes on (the owner's).
 */
export function cavalryDialQuestion(source: CavalryOfferSource, step: MkScenarioStep, refusal: Refusal): CavalryDialQuestion | null {
  const field = cavalryChoiceFieldOf(refusal)
  if (field === null) return null
  const asked = field === 'targetDial' ? isAttackStep(step) : step.do === 'remount'
  if (!asked || !('figure' in step)) return null
  const game = source.game()
  const named = String(refusal.params?.unit ?? '')
  const unit = unitIdOf(game, named) ?? (step.do === 'remount' ? step.mount : null)
  if (unit === null || !Object.hasOwn(game.pieces, unit) || !Object.hasOwn(game.pieces, step.figure)) return null
  const chooser = field === 'pushDial' ? game.turn.side : game.pieces[step.figure].side
  const options = (['mount', 'rider'] as const).map((dial): CavalryDialOption => {
    const answered = { ...step, [field]: dial } as MkScenarioStep
    const probe = source.probe(answered)
    return { dial, step: answered, probe, attack: field === 'targetDial' ? stepAttackPreview(source, answered) : null }
  })
  return { field, chooser, unit, step, options }
}
