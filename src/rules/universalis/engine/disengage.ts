import type { GameState } from '../model/gameState'
import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { addBreakdown, runMelee } from './melee'
import { moveAfterDisengage } from './move'
import type { ActionFacts, EngineSettings, GameAction, Performed } from './types'
import { disengage } from '../melee/defence'
import { emptyBreakdown } from '../../kernel/resolution'
import type { Resolution } from '../refusals'

/**
 * 8.3 Aus Nahkampf lösen: the direct-threat test and its AP (meleeDefence.disengage); passed, the
 * enemies in contact may make their opportunity attacks first (15.4, given in the action), then
 * the model moves along the path if it is still standing where it was (not eliminated, not pushed).
 */
export function performDisengage(
  game: GameState,
  dice: Dice,
  action: Extract<GameAction, { kind: 'disengage' }>,
  facts: ActionFacts,
  settings: EngineSettings,
  contacts: (id: string) => string[],
): Resolution<Performed> {
  const d = disengage(game, dice, action.model, { active: game.active.includes(action.model), baseContacts: contacts(action.model) })
  if (!d.ok) return d
  const breakdown = emptyBreakdown()
  addBreakdown(breakdown, d.breakdown)
  let g = d.value.game
  const events: Performed['events'] = []
  if (!d.value.disengaged) return { ok: true, value: { game: g, events, breakdown }, breakdown }
  const window = d.value.opportunity!
  events.push({ kind: 'window', window })
  let displaced = false
  for (const o of action.opportunity ?? []) {
    if (g.models[action.model].eliminated) break
    const fought = runMelee(
      g,
      dice,
      {
        kind: 'opportunityAttack',
        attacker: o.attacker,
        defender: action.model,
        weapon: o.weapon,
        plan: o.choice,
        answers: window,
        meleeFacts: { active: false, attackerContacts: contacts(o.attacker), defenderContacts: contacts(action.model) },
      },
      facts,
      settings,
    )
    if (!fought.ok) return fought
    g = fought.value.game
    addBreakdown(breakdown, fought.breakdown)
    events.push(...fought.value.events)
    if (
      fought.value.events.some(
        (e) => (e.kind === 'pushed' && e.modelId === action.model) || (e.kind === 'followed' && e.modelId === action.model),
      )
    )
      displaced = true
  }
  if (g.models[action.model].eliminated || displaced || !facts.path) {
    breakdown.lines.push({
      key: 'disengage.noMove',
      value: true,
      clause: ruling('R-E.5a', 'Bewegung nach dem Lösen'),
      ...(g.models[action.model].eliminated
        ? detailed('disengage.noMove.eliminated', 'eliminated by an opportunity attack')
        : displaced
          ? detailed('disengage.noMove.pushed', 'pushed away by an opportunity attack')
          : detailed('disengage.noMove.noPath', 'no path given: it stays')),
    })
    return { ok: true, value: { game: g, events, breakdown }, breakdown }
  }
  const moved = moveAfterDisengage(g, dice, action.model, facts, settings, game.active.includes(action.model))
  if (!moved.ok) return moved
  addBreakdown(breakdown, moved.breakdown)
  return { ok: true, value: { game: moved.value.game, events: [...events, ...moved.value.events], breakdown }, breakdown }
}
