import type { SightOptions } from '../../geometry/types'
import type { CoverSettings } from '../../rules/universalis/sight'
import type { EngineSettings } from '../../rules/universalis/engine'
import type { AttributeSettings } from '../../rules/universalis/model'
import type { MkSettings } from '../../rules/mageknight/engine'
import type { LargeFigureSettings } from '../../rules/mageknight/large'
import type { CavalrySettings } from '../../rules/mageknight/cavalry'
import type { DungeonSettings } from '../../rules/mageknight/dungeons'
import type { MkTableFactSettings } from '../mk/facts'
import type { PlaySettings } from '../play/types'
import type { TrampleOptions } from '../../geometry/mk/tramplePath'

/**
 * A rule profile (issue 15, part 3): one value for every setting of docs/RULINGS.md where players
 * could disagree, gathered from the rule sets' own settings records so that a table can name the
 * reading it plays ("as written", "Sightline default", a group's own) and compare two of them.
 * The sight options here are only the ones a ruling names; the sampler's precision (grid nodes,
 * refinement steps) is no reading of a rule and stays out.
 */
export interface ProfileSettings {
  /** R-4.3a, R-9.5, R-9.3e; R-HM.5 the drop a base's rim may overhang where the heat map and the stability band stand a figure. */
  sight: Pick<SightOptions, 'eye' | 'sightRangeMode' | 'cmPerSightStep' | 'touchTolerance' | 'supportDropCm'>
  /** R-9.3a, R-9.3f. */
  cover: CoverSettings
  universalis: {
    round: Omit<EngineSettings['round'], 'burning'> & {
      // The burning rules' combat settings are the profile's `ranged`, `damage` and `colossus`: one reading, not two.
      burning: Omit<EngineSettings['round']['burning'], 'combat'>
    }
    ranged: EngineSettings['combat']['ranged']
    damage: EngineSettings['combat']['damage']
    colossus: EngineSettings['combat']['colossus']
    melee: EngineSettings['melee']
    movement: EngineSettings['movement']
    attributes: AttributeSettings
    /** R-E.2a. */
    overwatchTest: boolean
    /** R-E.9b. */
    flightObligation: boolean
  }
  /** R-P.1. */
  play: PlaySettings
  mk: {
    core: MkSettings['core']
    castle: MkSettings['castle']
    large: LargeFigureSettings
    cavalry: CavalrySettings
    dungeons: DungeonSettings
    // The contact tolerance is the core's (R-MKC-5), one value for both.
    table: Omit<MkTableFactSettings, 'baseContactToleranceIn'>
    /** R-CVG.3: what a Trample path crosses. */
    trample: Required<Pick<TrampleOptions, 'crossedBy' | 'crossingDepthCm'>>
  }
}

/**
 * The readings a Universalis game is played under and its game file records (R-VPR.3): the
 * engine's and the sight ruling's, so a reload replays it under the settings it started with.
 */
export type UniversalisGameSettings = Pick<ProfileSettings, 'sight' | 'cover' | 'universalis'>

/** The readings a Mage Knight game at the table is played under and its game file records (R-VPR.3): all but the Dungeons'. */
export type MkGameSettings = Omit<ProfileSettings['mk'], 'dungeons'>

/** A profile's name and description in the view's languages. */
export interface ProfileText {
  en: string
  de: string
}

export interface RuleProfile {
  /** The name a table chooses it by (`--profile NAME`, the view's picker). */
  name: string
  title: ProfileText
  description: ProfileText
  settings: ProfileSettings
}
