import type { ModelState } from './gameState'

/**
 * 11.5: a shock costs 1 AP at once; a model without AP takes a shock token instead, paid at the
 * start of the next round (round.ts). Shared by damage (10.4 tie, 10.5), burning (11.1) and the
 * critical state (11.3: falling critical a second time is a shock).
 */
export function applyShock(model: ModelState, count = 1): ModelState {
  const fromAp = Math.min(model.ap, count)
  return { ...model, ap: model.ap - fromAp, tokens: { ...model.tokens, shock: model.tokens.shock + (count - fromAp) } }
}
