/**
 * The siege's steps (001) said in the view's language: the step's name for the record's heading,
 * and what it does for a button and a record line ("Open portal: door", "Set up ladder:
 * ladder-1 → wall-b"), with the names of the figures and sections as the scene gives them.
 */
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import type { MkScenarioStep } from '../../ports'

export const SIEGE_STEP_LABEL: Readonly<Record<string, UiTextKey>> = {
  castleShot: 'mkCastleShot',
  portal: 'mkPortal',
  climb: 'mkClimb',
  ladder: 'mkLadder',
  accessMelee: 'mkAccessMelee',
  castleMelee: 'mkCastleMelee',
}

/** What a siege step does, without who does it; null for a step of another kind. */
export function siegeStepText(step: MkScenarioStep, language: Language): string | null {
  const t = (key: UiTextKey) => uiText(key, language)
  switch (step.do) {
    case 'castleShot':
      return `${t('mkCastleShot')} → ${step.targets.join(', ')}${step.longRange ? ` (${t('mkLongRange')})` : ''}`
    case 'portal':
      return `${t(step.state === 'open' ? 'mkOpenPortal' : 'mkClosePortal')}: ${step.portal}`
    case 'climb':
      return `${t('mkClimb')}: ${step.section} · ${step.via}${step.at ? ` (${t('mkStepsThere')})` : ''}`
    case 'ladder':
      return `${t(step.op === 'setUp' ? 'mkLadderSetUp' : 'mkLadderTakeAway')}: ${step.ladder}${step.wall ? ` → ${step.wall}` : ''}`
    case 'accessMelee':
      return `${t('mkAccessMelee')} → ${step.target} (${step.section})`
    case 'castleMelee':
      return `${t('mkCastleMelee')} → ${step.section}`
    default:
      return null
  }
}

/** Who acts in a step: the figure, the shooting figure or section, the section of a portal. */
export function stepActor(step: MkScenarioStep): string | null {
  if ('figure' in step) return step.figure
  if (step.do === 'castleShot') return step.from
  if (step.do === 'portal') return step.section
  return null
}

/** A record line's tail: " · who: what it did" for a siege step, " · who" for another. */
export function stepSummary(step: MkScenarioStep, language: Language): string {
  const who = stepActor(step)
  const what = siegeStepText(step, language)
  return `${who === null ? '' : ` · ${who}`}${what === null ? '' : `: ${what}`}`
}
