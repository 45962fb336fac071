import { DEFAULT_BURNING_SETTINGS, type BurningSettings } from '../states/burning'
import { DEFAULT_THREAT_SETTINGS, type ThreatSettings } from '../sight/threats'

/** Settings of the round, phase and state rules where players could disagree (docs/RULINGS.md). */
export interface RoundSettings {
  /**
   * R-5.5.1a: when a panicking model makes its move toward the edge: at the round start, all of
   * them at once (5.5.1, default), or in its own initiative phase (11.4.1 "während jeder Aktivierung").
   */
  panicMoveAt: 'round-start' | 'activation'
  /** 11.4.1 "kann ... durchgeführt werden": take the recovery test at the end of the phase (default) or not. */
  panicRecovery: boolean
  threats: ThreatSettings
  burning: BurningSettings
}

export const DEFAULT_ROUND_SETTINGS: RoundSettings = {
  panicMoveAt: 'round-start',
  panicRecovery: true,
  threats: DEFAULT_THREAT_SETTINGS,
  burning: DEFAULT_BURNING_SETTINGS,
}
