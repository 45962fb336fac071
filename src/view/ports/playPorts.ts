/**
 * The judge's play calls for the view (src/judge/play through the judge's front door): the
 * choices before a game, starting one, replaying a saved or opened one, and reading a game
 * file. The session the store holds is the judge's own object: every step, probe, preview and
 * undo the view shows is its calculation, the same as `npm run play`.
 */
import { DEFAULT_PLAY_SETTINGS, gameSetupChoices, PlaySession, parseScenarioFile } from '../../judge'
import type { GameSetupChoices, PlaySettings, PlaySetup, ScenarioFile, UniversalisGameSettings } from '../../judge'
import type { Scene } from '../../scene/schema'
import { type GameFileText, readGameFileText } from './gameFileText'

/** A game file read: its problems in English (the command line's) and coded, for the reader's language (gameFileText.ts). */
export type GameFileRead = GameFileText<ScenarioFile>

export interface PlayPorts {
  setupChoices(scene: Scene): GameSetupChoices
  startGame(setup: PlaySetup, settings: PlaySettings): Promise<PlaySession>
  /**
   * Replays a game file (its steps, from its seed) on its scene under the readings it records;
   * `fallback` (the profile in use) for a file that records none (R-VPR.3). Throws with the first
   * step that cannot be replayed.
   */
  replayGame(read: { file: ScenarioFile; scene: Scene }, settings: PlaySettings, fallback?: UniversalisGameSettings): Promise<PlaySession>
  /** A game file as text: a scenario file with its scene inline (the view's export), checked. */
  readGameText(text: string): GameFileRead
}

export function judgePlayPorts(): PlayPorts {
  return {
    setupChoices: (scene) => gameSetupChoices(scene),
    startGame: (setup, settings) => PlaySession.start(setup, settings),
    replayGame: ({ file, scene }, settings, fallback) => PlaySession.replay(file, scene, settings, fallback),
    readGameText: (text) => readGameFileText(text, parseScenarioFile),
  }
}

export { DEFAULT_PLAY_SETTINGS }
