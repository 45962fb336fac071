/**
 * The front door of src/rules/mageknight/large: what the layers above (the judge, the engine's
 * callers, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { giveSectionAction, endLargeTurn, moveSections, newLargeTurn, recordCombinedMove, takePushDamage } from './actions'
export type { LargeActionKind, LargeTurn, SectionActionGiven } from './actions'
export { attackedSection, type AttackedSection, type AttackedSectionInput } from './attackedSection'
export { largeBreakAway, type BreakAway } from './breakAway'
export { boardChariot, chariotLine, countsAsContact, emptyLoad, isChariot, leaveChariot, mayBePassenger } from './chariot'
export { passengerAbilities, SIDE_AND_REAR, startWithPassenger, type BoardingInput, type ChariotLoad, type LeavingInput } from './chariot'
export { damageSection, sectionAbilities, sectionMeleeCheck, sectionRangedCheck, supportReaches } from './combat'
export type { LargeShotTargetKind, SectionShot, SectionShotInput } from './combat'
export { breakAwayMinimum, checkEffectOnLarge, freeSpinOnContact, frontArcOf, isImmuneTo, LARGE_IMMUNITIES, mayCapture } from './exemptions'
export { mayJoinFormation, type LargeImmuneEffect } from './exemptions'
export { combinedMoveAllowance, planLargeMove, validateLargeMove } from './movement'
export type {
  CombinedMove,
  LargeMoveAllowed,
  LargeMoveFacts,
  LargeMoveInput,
  LargeMoveMode,
  LargeMovePlan,
  LargeMoveRequest,
} from './movement'
export { chariotDestroyed, mayTarget, PASSENGER_HIT_MIN, PASSENGER_MAX_RANGE_IN, passengerMayCapture } from './passenger'
export { passengerMeleeCheck, passengerRangedCheck, reducedDamage, woundPassenger } from './passenger'
export type { PassengerShot, PassengerShotInput, PassengerWound } from './passenger'
export type { RefusalCode } from './refusals'
export { activeSections, isActiveSection, meleeSectionHit, rangedSectionHit, sectionDial, sectionNames } from './sections'
export { sectionArcsFault, type SectionArcsFault } from './sections'
export { sectionsAtBearing, sectionsToward, sectionsTouchedBy, type LargePlacement, type SectionHit } from './sections'
export { DEFAULT_LARGE_FIGURE_SETTINGS, LF_RULINGS, QUARTER_ARCS, type LargeFigureSettings, type SectionArc } from './settings'
export { sectionsHiddenByStealth } from './stealth'
