/**
 * The front door of src/rules/universalis/sight: what the layers above (the judge, the command
 * line, tests) may use of it. Inside the rule set, modules import each other directly.
 */
export { coverShares, DEFAULT_COVER_SETTINGS, judgeCover, type CoverShares, type CoverSharesInput } from './cover'
export type { CoverSettings, SightRuling } from './coverTypes'
export { DEFAULT_THREAT_SETTINGS, findDirectThreats, type DirectThreatFinding } from './threats'
