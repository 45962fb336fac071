import { DEFAULT_SIGHT_OPTIONS } from '../../geometry/sight/sightOptions'
import { DEFAULT_COVER_SETTINGS } from '../../rules/universalis/sight'
import { DEFAULT_ATTRIBUTE_SETTINGS } from '../../rules/universalis/model'
import { DEFAULT_ENGINE_SETTINGS } from '../../rules/universalis/engine'
import { DEFAULT_MK_SETTINGS } from '../../rules/mageknight/engine'
import { DEFAULT_LARGE_FIGURE_SETTINGS } from '../../rules/mageknight/large'
import { DEFAULT_CAVALRY_SETTINGS } from '../../rules/mageknight/cavalry'
import { DEFAULT_DUNGEON_SETTINGS } from '../../rules/mageknight/dungeons'
import { DEFAULT_MK_TABLE_FACT_SETTINGS } from '../mk/facts'
import { DEFAULT_PLAY_SETTINGS } from '../play/types'
import { DEFAULT_MK_TABLE_RULES } from '../mk/tableRules'
import type { ProfileSettings, RuleProfile } from './types'

/**
 * The two profiles Sightline ships (issue 15, part 3; docs/RULINGS.md R-RP.1, R-RP.2).
 * "sightline-default" is every rule set's DEFAULT_… record as it is, so it can never drift from
 * what the judge does when asked without a profile. "as-written" differs only where RULINGS.md
 * names a reading closer to the words of the text than our default; everywhere else our default
 * already is that reading (or the text says nothing either way, and the default stands).
 */

const { round, combat, melee, movement, overwatchTest, flightObligation } = DEFAULT_ENGINE_SETTINGS
const { combat: _combat, ...burning } = round.burning
const { eye, sightRangeMode, cmPerSightStep, touchTolerance, supportDropCm } = DEFAULT_SIGHT_OPTIONS
const { baseContactToleranceIn: _contact, ...table } = DEFAULT_MK_TABLE_FACT_SETTINGS

const DEFAULT_SETTINGS: ProfileSettings = {
  sight: { eye, sightRangeMode, cmPerSightStep, touchTolerance, supportDropCm },
  cover: DEFAULT_COVER_SETTINGS,
  universalis: {
    round: { panicMoveAt: round.panicMoveAt, panicRecovery: round.panicRecovery, threats: round.threats, burning },
    ranged: combat.ranged,
    damage: combat.damage,
    colossus: combat.colossus,
    melee,
    movement,
    attributes: DEFAULT_ATTRIBUTE_SETTINGS,
    overwatchTest,
    flightObligation,
  },
  play: DEFAULT_PLAY_SETTINGS,
  mk: {
    core: DEFAULT_MK_SETTINGS.core,
    castle: DEFAULT_MK_SETTINGS.castle,
    large: DEFAULT_LARGE_FIGURE_SETTINGS,
    cavalry: DEFAULT_CAVALRY_SETTINGS,
    dungeons: DEFAULT_DUNGEON_SETTINGS,
    table,
    // What a Mage Knight game measures without a profile (judge/mk/tableRules.ts).
    trample: DEFAULT_MK_TABLE_RULES.trample,
  },
}

export const SIGHTLINE_DEFAULT: RuleProfile = {
  name: 'sightline-default',
  title: { en: 'Sightline default', de: 'Sightline-Standard' },
  description: {
    en: 'Every setting at the ruling docs/RULINGS.md makes: what the judge does when no profile is chosen.',
    de: 'Jede Einstellung so, wie docs/RULINGS.md entscheidet: was der Schiedsrichter ohne gewähltes Profil tut.',
  },
  settings: DEFAULT_SETTINGS,
}

/** R-RP.2: each setting where a reading is closer to the words of the text than our default. */
export const AS_WRITTEN: RuleProfile = {
  name: 'as-written',
  title: { en: 'As written', de: 'Wie geschrieben' },
  description: {
    en: 'Every setting at the reading closest to the words of the rule text, where the text can be read more than one way.',
    de: 'Jede Einstellung in der Lesart, die dem Wortlaut der Regel am nächsten ist, wo der Text mehrere Lesarten zulässt.',
  },
  settings: {
    ...DEFAULT_SETTINGS,
    // 9.3 "Deckung in Höhe des Geländes": once half is hidden, the level of the (highest) piece hiding it.
    cover: { ...DEFAULT_SETTINGS.cover, coverLevelMix: 'highest' },
    universalis: {
      ...DEFAULT_SETTINGS.universalis,
      // 8.3 "es muss immer ein Abstand von mindestens 3cm eingehalten werden": all the way, not only at the end.
      movement: { ...DEFAULT_SETTINGS.universalis.movement, enemyGap: 'whole' },
    },
    mk: {
      ...DEFAULT_SETTINGS.mk,
      // R-LF-3: "may not be attacked" read literally: the owner's choice of an inactive section loses the attack.
      large: { ...DEFAULT_SETTINGS.mk.large, ownerPicksInactive: 'attack-lost' },
    },
  },
}

/** The shipped profiles by name: a Map, since the name is typed by a user (`--profile`, the picker). */
export const SHIPPED_PROFILES: ReadonlyMap<string, RuleProfile> = new Map([
  [SIGHTLINE_DEFAULT.name, SIGHTLINE_DEFAULT],
  [AS_WRITTEN.name, AS_WRITTEN],
])
