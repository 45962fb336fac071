import type { GameState, ModelState } from '../../rules/universalis/model'
import { inPlay } from '../../rules/universalis/states'
import type { CounterAttackWindow, OpportunityWindow } from '../../rules/universalis/melee'
import type { ScenarioStep } from '../scenario/steps'
import type { ReactionOffer } from './types'

/**
 * Every action a model could be asked to take now, as the steps that take it (2, 8, 12 to 17,
 * 20): the panel's buttons. Which of them the rules allow is the probe's answer (session.ts
 * `actionsFor`), never decided here: this module only lists what the card and the table make
 * thinkable (its weapons against each enemy in play, its equipment, its powers).
 */
export interface ActionCandidate {
  /** What the button is: the step's kind plus, for a shot, its action (normal, aimed, snap). */
  kind: string
  step: ScenarioStep
  weapon?: string
  target?: string
  item?: string
  power?: string
}

const SHOT_ACTIONS = ['normal', 'aimed', 'snap'] as const

export function actionCandidates(
  game: GameState,
  model: ModelState,
  onTable: (id: string) => boolean,
  objects: readonly string[] = [],
): ActionCandidate[] {
  const id = model.id
  const enemies = Object.values(game.models).filter((o) => o.side !== model.side && inPlay(o) && onTable(o.id))
  const out: ActionCandidate[] = [
    { kind: 'beginPhase', step: { do: 'beginPhase', figure: id } },
    { kind: 'ignoreThreat', step: { do: 'ignoreThreat', figure: id } },
    { kind: 'defence', step: { do: 'defence', figure: id } },
    { kind: 'lieDown', step: { do: 'lieDown', figure: id } },
    { kind: 'standUp', step: { do: 'standUp', figure: id } },
    { kind: 'endPhase', step: { do: 'endPhase', figure: id } },
    // 8.3 Lösen: probed without a goal (the test and the AP); the view asks where to go by pointer.
    { kind: 'disengage', step: { do: 'disengage', figure: id } },
    // 8.3 Drehen: probed as a turn to the facing it has; the view asks for the new facing by pointer.
    { kind: 'turn', step: { do: 'turn', figure: id, facing: model.facingDeg ?? 0 } },
  ]
  for (const w of model.card.weapons ?? []) {
    const weapon = w.name
    if (w.range === 'melee') {
      for (const e of enemies) {
        out.push({ kind: 'charge', step: { do: 'charge', figure: id, target: e.id, weapon }, weapon, target: e.id })
        out.push({ kind: 'melee', step: { do: 'melee', attacker: id, defender: e.id, weapon }, weapon, target: e.id })
        out.push({ kind: 'reckless', step: { do: 'melee', attacker: id, defender: e.id, weapon, mode: 'reckless' }, weapon, target: e.id })
      }
      continue
    }
    for (const e of enemies)
      for (const action of SHOT_ACTIONS)
        out.push({ kind: `shoot.${action}`, step: { do: 'shoot', shooter: id, target: e.id, weapon, action }, weapon, target: e.id })
    for (const e of enemies) {
      // 14.11, 14.12, 14.13: the weapon's other ways to fire, each at one enemy (a point or several targets: the scenario file).
      if (w.areaRadius)
        out.push({
          kind: 'area',
          step: { do: 'area', shooter: id, weapon, target: e.id, indirect: w.indirect ?? false },
          weapon,
          target: e.id,
        })
      else if (w.indirect) out.push({ kind: 'indirect', step: { do: 'indirect', shooter: id, weapon, target: e.id }, weapon, target: e.id })
      if (w.sustainedFire)
        out.push({
          kind: 'sustained',
          step: { do: 'sustained', shooter: id, weapon, targets: [{ target: e.id, shots: w.sustainedFire + 1 }] },
          weapon,
          target: e.id,
        })
    }
    out.push({ kind: 'overwatch', step: { do: 'overwatch', figure: id, weapon }, weapon })
    if (w.reload) out.push({ kind: 'reload', step: { do: 'reload', figure: id, weapon }, weapon })
  }
  // 15.9: every model may fight unarmed.
  if (!(model.card.weapons ?? []).some((w) => w.range === 'melee'))
    for (const e of enemies)
      out.push({ kind: 'melee', step: { do: 'melee', attacker: id, defender: e.id, weapon: 'unarmed' }, weapon: 'unarmed', target: e.id })
  for (const item of model.card.equipment ?? [])
    out.push({ kind: 'useItem', step: { do: 'useItem', figure: id, item: item.name, kind: 'equipment' }, item: item.name })
  // 7.3, 7.4: a trait is used like an item when it costs AP or has limited uses; the others work by themselves.
  for (const trait of model.card.traits ?? [])
    if (trait.apCost !== undefined || trait.uses !== undefined)
      out.push({ kind: 'useItem', step: { do: 'useItem', figure: id, item: trait.name, kind: 'trait' }, item: trait.name })
  // 20.2: a power at itself, at an enemy, or at a friend (a healing power, a shield); the probe says which it allows.
  const friends = Object.values(game.models).filter((o) => o.side === model.side && o.id !== id && inPlay(o) && onTable(o.id))
  for (const power of model.powers) {
    out.push({ kind: 'usePower', step: { do: 'usePower', figure: id, power }, power })
    for (const other of [...enemies, ...friends])
      out.push({ kind: 'usePower', step: { do: 'usePower', figure: id, power, target: other.id }, power, target: other.id })
  }
  // 8.3, 9.2.1: the scenario's objects (a lever, a door, a supply crate); reach and order are the rules' answer.
  for (const object of objects) out.push({ kind: 'useObject', step: { do: 'useObject', figure: id, object }, item: object })
  for (const e of enemies)
    if (e.camouflage?.hidden) out.push({ kind: 'reveal', step: { do: 'reveal', figure: id, target: e.id }, target: e.id })
  return out
}

/**
 * Every reaction thinkable now, outside the acting model's own actions: the counter-attacks and
 * opportunity attacks the last step opened (15.3, 15.4), and reaction fire from overwatch at an
 * enemy acting now (14.2). Which the rules allow is again the probe's answer (session.ts).
 */
export function reactionCandidates(
  game: GameState,
  windows: readonly (CounterAttackWindow | OpportunityWindow)[],
): Omit<ReactionOffer, 'rollsDice'>[] {
  const candidates: Omit<ReactionOffer, 'rollsDice'>[] = []
  for (const w of windows) {
    if (w.kind === 'counterAttack')
      candidates.push({
        kind: 'counterAttack',
        by: w.by,
        against: w.against,
        step: { do: 'melee', attacker: w.by, defender: w.against, mode: 'counter' },
      })
    else
      for (const e of w.enemies)
        candidates.push({
          kind: 'opportunityAttack',
          by: e,
          against: w.disengagingId,
          step: { do: 'melee', attacker: e, defender: w.disengagingId, mode: 'opportunity' },
        })
  }
  // 14.2: a model on overwatch may fire at an enemy that is acting now.
  for (const m of Object.values(game.models)) {
    if (!m.tokens.overwatch || !inPlay(m)) continue
    for (const target of game.active)
      if (game.models[target]?.side !== m.side)
        candidates.push({ kind: 'reactionFire', by: m.id, against: target, step: { do: 'reactionFire', shooter: m.id, target } })
  }
  return candidates
}
