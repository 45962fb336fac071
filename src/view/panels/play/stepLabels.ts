/**
 * The name of a step of the game (a scenario step's `do`) in the view's language, for the last
 * step's heading: the interface word of its button where there is one, else the step's own name.
 */
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'

const STEP_TEXT: ReadonlyMap<string, UiTextKey> = new Map<string, UiTextKey>([
  ['startRound', 'startRound'],
  ['endRound', 'endRound'],
  ['choose', 'chooseModels'],
  ['beginPhase', 'beginPhase'],
  ['endPhase', 'endPhase'],
  ['ignoreThreat', 'ignoreThreat'],
  ['move', 'moveCost'],
  ['turn', 'turn'],
  ['charge', 'charge'],
  ['shoot', 'shotNormal'],
  ['melee', 'meleeAttack'],
  ['reactionFire', 'reactionFire'],
  ['overwatch', 'overwatch'],
  ['reload', 'reload'],
  ['defence', 'defence'],
  ['lieDown', 'lieDown'],
  ['standUp', 'standUp'],
  ['reveal', 'reveal'],
  ['useItem', 'useItem'],
  ['usePower', 'usePower'],
])

export function stepLabel(step: string, language: Language): string {
  const key = STEP_TEXT.get(step)
  return key ? uiText(key, language) : step
}
