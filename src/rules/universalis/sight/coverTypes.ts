import type { CoverLevel } from '../../../scene/terrainTypes'
import type { Distances } from '../../../geometry/types'
import type { RulingLine } from '../../kernel/clauses'

/**
 * The ruling on one shooter/target pair (4.3, 4.7, 9.3): what the player sees in the panel and
 * what `npm run judge -- SCENE FROM TO --json` prints.
 */
export interface SightRuling {
  from: string
  to: string
  lineOfSight: boolean
  /** Share of the target's silhouette the shooter sees, 0..1. */
  visibleFraction: number
  /** Share of the silhouette hidden by terrain that counts as cover (and soft-cover friends), 0..1. */
  hiddenShare: number
  cover: CoverLevel
  /** Ids of the pieces (and figures, for soft cover) that give the cover. */
  coverFrom: string[]
  /** The target touches a piece it has cover from: armour bonus (9.3). */
  touchingCover: boolean
  /** Armour roll bonus from the cover table of 9.3 (0, +1, +2), only when touching. */
  armourBonus: number
  /** Ranged-combat modifier of the cover level (9.3 table / 14.10.2): 0, -1, -2, -3. */
  rangedModifier: number
  distance: Pick<Distances, 'edge' | 'center' | 'horizontal'>
  heightDifference: number
  /** Pieces and figures that stop at least one ray (for highlighting). */
  blockers: string[]
  lines: RulingLine[]
}

export interface CoverSettings {
  /** R-9.3a: which level a mix of hiding pieces gives. */
  coverLevelMix: 'strongest-sufficient' | 'highest'
  /** Share of the silhouette that must be hidden for cover (9.3: "mindestens zur Hälfte"). */
  threshold: number
}
