import type { Scene } from '../../scene/schema'
import type { MkScenarioStep } from './scenarioFile'
import { siegeStepFigures } from './siegeSetup'
import { isSiegeStep } from './siegeSteps'
import { formationStepFigures, isFormationStep } from './formationSteps'
import { cavalryStepFigures, isCavalryStep } from './cavalrySteps'

/**
 * The figures a Mage Knight step names (the one that acts and those it acts on), for every kind
 * of step: the driver refuses a step naming one that has left the table before measuring it, and
 * the session's previews ask the same before they probe. One list, so that a new kind of step
 * cannot be checked by one and not the other.
 */
export function stepFigureNames(step: MkScenarioStep, scene: Scene): string[] {
  switch (step.do) {
    case 'move':
    case 'leave':
      return [step.figure]
    case 'ranged':
      return [step.figure, ...step.targets]
    case 'melee':
      return [step.figure, step.target]
    case 'board':
      return [step.figure, step.chariot]
  }
  if (isSiegeStep(step)) return siegeStepFigures(step, scene)
  if (isFormationStep(step)) return formationStepFigures(step, (id) => (scene.castle?.sections ?? []).some((s) => s.id === id))
  if (isCavalryStep(step)) return cavalryStepFigures(step).map(([, id]) => id)
  return []
}
