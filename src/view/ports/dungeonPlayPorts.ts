/**
 * The judge's Mage Knight Dungeons play calls for the view (src/judge/dungeon through the judge's
 * front door): starting a game on a scene with a `dungeon`, replaying an opened or saved one,
 * reading a `sightline-mkd-scenario` file, and the offers for the active hero. The session the
 * store holds is the judge's own object, the same calculation as `npm run play` on the exported file.
 */
import { DungeonSession, dungeonFigureLabels, dungeonOffers, dungeonViewFacts, isDiceSeed, parseDungeonScenarioFile } from '../../judge'
import type { DungeonFigureLabel, DungeonOffers, DungeonScenarioFile, DungeonViewFacts } from '../../judge'

/** The settings a Dungeons game plays under (R-MKD-*): the rules' DungeonSettings, as the session holds them. */
export type DungeonGameSettings = DungeonSession['settings']
import type { Scene } from '../../scene/schema'
import { type GameFileText, readGameFileText } from './gameFileText'

/** A seed the judge's dice play as typed (the rules' isDiceSeed): the set-up's seed field asks it before a new deal. */
export const isDungeonSeed = (seed: number): boolean => isDiceSeed(seed)

/** A game file read: its problems in English (the command line's) and coded, for the reader's language (gameFileText.ts). */
export type DungeonGameFileRead = GameFileText<DungeonScenarioFile>

export interface DungeonPlayPorts {
  /** A new game dealt with `seed` (002 "Die Artefaktmarken"), under `settings` (the defaults when absent): the rule profile's Dungeons readings (R-VPR.3); the game file keeps them, so a replay plays under them. */
  startGame(setup: {
    scene: Scene
    seed: number
    multiplayer?: boolean
    undoRollsBackDice?: boolean
    settings?: DungeonGameSettings
    /** Another token set than the shipped stand-in one (a test's small pool). */
    tokens?: DungeonSession['tokens']
  }): DungeonSession
  /** Replays a game file on its scene; throws with the first step that cannot be replayed. */
  replayGame(read: { file: DungeonScenarioFile; scene: Scene }, options?: { undoRollsBackDice?: boolean }): DungeonSession
  /** A Dungeons game file as text (its scene inline, as the view exports it), checked. */
  readGameText(text: string): DungeonGameFileRead
  /** What the active hero could do now: squares in reach with their cost, artifacts and furniture probed, the pools. */
  offers(session: DungeonSession): DungeonOffers
  /** What the panel and the board show before a click: each use's clauses checked, the front arc, the heroes' dials and holdings. */
  viewFacts(session: DungeonSession): DungeonViewFacts
  /** Every figure on the board by name (a dungeon figure's numbered one, R-MKDV-4; a hero's as the panel lists it) with its card's name. */
  figureLabels(session: DungeonSession): Readonly<Record<string, DungeonFigureLabel>>
}

export function judgeDungeonPlayPorts(): DungeonPlayPorts {
  return {
    startGame: (setup) => DungeonSession.create(setup),
    replayGame: ({ file, scene }, options = {}) => DungeonSession.replay(file, scene, options),
    readGameText: (text) => readGameFileText(text, parseDungeonScenarioFile),
    offers: (session) => dungeonOffers(session),
    viewFacts: (session) => dungeonViewFacts(session),
    figureLabels: (session) => dungeonFigureLabels(session),
  }
}
