import { MK_CONTACT_TOLERANCE_CM } from '../../geometry/mk/ends'
import type { TrampleOptions } from '../../geometry/mk/tramplePath'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'

/**
 * The measuring readings a Mage Knight game at the table takes beside the engine's (R-VPR.3):
 * when bases touch and what a step may climb (R-MKC-5, R-MKT.1, R-MKT.4), which terrain hinders
 * or conceals (R-MKT.6, R-MKT.7), and what a Trample path crosses (R-CVG.3). The engine never
 * sees them: they decide the facts the driver measures for it (driver.ts), so a rule profile
 * reaches the table here and the rules there.
 */

/** What a Trample path crosses (R-CVG.3): the two readings a profile names. */
export type TrampleCrossing = Required<Pick<TrampleOptions, 'crossedBy' | 'crossingDepthCm'>>

export interface MkTableRules {
  facts: MkTableFactSettings
  trample: TrampleCrossing
}

export const DEFAULT_MK_TABLE_RULES: MkTableRules = {
  facts: DEFAULT_MK_TABLE_FACT_SETTINGS,
  // A base is crossed when the swept mount base overlaps it deeper than the contact tolerance: touching is no crossing.
  trample: { crossedBy: 'base', crossingDepthCm: MK_CONTACT_TOLERANCE_CM },
}
