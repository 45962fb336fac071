/**
 * The judge's Mage Knight play calls for the view (src/judge/mk/session.ts through the judge's
 * front door): what a game on the scene starts from, starting one, replaying a saved or opened
 * one, and reading a `sightline-mk-scenario` file. The session the store holds is the judge's
 * own object, the same calculation as `npm run play` on the exported file.
 */
import { MkPlaySession, parseMkScenarioFile } from '../../judge'
import type { MkGameSettings, MkPlaySetup, MkScenarioFile, MkSetupChoices, PlaySettings } from '../../judge'
import type { Scene } from '../../scene/schema'
import { type GameFileText, readGameFileText } from './gameFileText'

/** A game file read: its problems in English (the command line's) and coded, for the reader's language (gameFileText.ts). */
export type MkGameFileRead = GameFileText<MkScenarioFile>

export interface MkPlayPorts {
  setupChoices(scene: Scene): MkSetupChoices
  startGame(setup: MkPlaySetup, settings: PlaySettings): Promise<MkPlaySession>
  /**
   * Replays a game file on its scene under the readings it records; `fallback` (the profile in use)
   * for a file that records none (R-VPR.3). Throws with the first step that cannot be replayed.
   */
  replayGame(read: { file: MkScenarioFile; scene: Scene }, settings: PlaySettings, fallback?: MkGameSettings): Promise<MkPlaySession>
  /** A Mage Knight game file as text (its scene inline, as the view exports it), checked. */
  readGameText(text: string): MkGameFileRead
}

export function judgeMkPlayPorts(): MkPlayPorts {
  return {
    setupChoices: (scene) => MkPlaySession.setupChoices(scene),
    startGame: (setup, settings) => MkPlaySession.start(setup, settings),
    replayGame: ({ file, scene }, settings, fallback) => MkPlaySession.replay(file, scene, settings, fallback),
    readGameText: (text) => readGameFileText(text, parseMkScenarioFile),
  }
}
