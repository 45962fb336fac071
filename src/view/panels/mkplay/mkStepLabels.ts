/**
 * A Mage Knight step's name in the view's language (the record, a refusal's heading). Every kind
 * of MkScenarioStepSchema has words here: tests/i18n-step-kinds.test.ts walks the schema.
 */
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { SIEGE_STEP_LABEL } from './siegeStepText'

const LABEL: Readonly<Record<string, UiTextKey>> = {
  move: 'mkMove',
  ranged: 'mkRanged',
  melee: 'mkMelee',
  endTurn: 'mkEndOfTurn',
  board: 'mkBoard',
  leave: 'mkLeave',
  freeSpin: 'mkFreeSpin',
  ...SIEGE_STEP_LABEL,
  // core 10 (formations) and 003 (cavalry): the buttons' own words.
  formationMove: 'mkFormationMove',
  formationRanged: 'mkFormationRanged',
  formationMelee: 'mkFormationMelee',
  dismount: 'mkDismount',
  remount: 'mkRemount',
  overwhelm: 'mkOverwhelm',
  trample: 'mkTrample',
  mountedBound: 'mkMountedBound',
  mountedCharge: 'mkMountedCharge',
  darkUnity: 'mkDarkUnity',
}

export const mkStepLabel = (kind: string, language: Language): string => (Object.hasOwn(LABEL, kind) ? uiText(LABEL[kind], language) : kind)
