/**
 * The front door of src/rules/mageknight/large: what the layers above (the judge, the engine's
 * callers, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { giveSectionAction, endLargeTurn, moveSections, newLargeTurn, recordCombinedMove, takePushDamage } from './actions'
export type { LargeActionKind, LargeTurn, SectionActionGiven } from './actions'
export { attackedSection, type AttackedSection, type AttackedSectionInput } from './attackedSection'
export { breakAwayMinimum, checkEffectOnLarge, freeSpinOnContact, frontArcOf, isImmuneTo, LARGE_IMMUNITIES, mayCapture } from './exemptions'
export { mayJoinFormation, type LargeImmuneEffect } from './exemptions'
export type { RefusalCode } from './refusals'
export { activeSections, isActiveSection, meleeSectionHit, rangedSectionHit, sectionDial, sectionNames } from './sections'
export { sectionsAtBearing, sectionsToward, sectionsTouchedBy, type LargePlacement, type SectionHit } from './sections'
export { DEFAULT_LARGE_FIGURE_SETTINGS, LF_RULINGS, QUARTER_ARCS, type LargeFigureSettings, type SectionArc } from './settings'
