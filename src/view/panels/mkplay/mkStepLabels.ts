/** A Mage Knight step's name in the view's language (the record, a refusal's heading). */
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { SIEGE_STEP_LABEL } from './siegeStepText'

const LABEL: Readonly<Record<string, UiTextKey>> = {
  move: 'mkMove',
  ranged: 'mkRanged',
  melee: 'mkMelee',
  endTurn: 'mkEndOfTurn',
  board: 'mkBoard',
  leave: 'mkLeave',
  ...SIEGE_STEP_LABEL,
}

export const mkStepLabel = (kind: string, language: Language): string => (Object.hasOwn(LABEL, kind) ? uiText(LABEL[kind], language) : kind)
