/**
 * The ports under the rule profile in use (issue 15, part 3; R-VPR.3): every ruling the view asks
 * for beyond the sandbox's sight (which takes the profile itself) gets the profile's settings here,
 * so no panel or store action has to carry them: the castle shot its castle readings, a new
 * Universalis game its engine and sight readings, a new Mage Knight game every Mage Knight reading
 * but the Dungeons' (core, castle, large figures, cavalry, the table's measures, Trample), a new
 * Dungeons game its Dungeons readings, and the heat map request the judge's sight and cover settings.
 *
 * A game takes the profile when it starts and keeps it: the session holds its readings and its game
 * file records them, so choosing another profile mid-game, or before a reload, changes the rulings
 * of the sandbox, not the game's. Only a file that records none (older) replays under the profile in use.
 */
import { judgeSettingsOf, mkGameSettingsOf, universalisGameSettingsOf, type RuleProfile } from '../../judge'
import type { SightlinePorts } from './ports'

export function portsUnderProfile(ports: SightlinePorts, profile: () => RuleProfile): SightlinePorts {
  const settings = () => profile().settings
  return {
    ...ports,
    castle: {
      ...ports.castle,
      // Settings already named (store/derived.ts names the state's profile while it is being installed) stand.
      judgeShot: (world, fromId, toId, options) =>
        ports.castle.judgeShot(world, fromId, toId, { ...options, settings: options?.settings ?? settings().mk.castle }),
    },
    play: {
      ...ports.play,
      startGame: (setup, play) => ports.play.startGame({ ...setup, rules: universalisGameSettingsOf(settings()) }, play),
      // A file that records its readings replays under them; the profile in use only for one that records none.
      replayGame: (read, play) => ports.play.replayGame(read, play, universalisGameSettingsOf(settings())),
    },
    mkplay: {
      ...ports.mkplay,
      startGame: (setup, play) => ports.mkplay.startGame({ ...setup, rules: mkGameSettingsOf(settings()) }, play),
      replayGame: (read, play) => ports.mkplay.replayGame(read, play, mkGameSettingsOf(settings())),
    },
    dungeonplay: {
      ...ports.dungeonplay,
      // A replay takes the settings its game file names (DungeonSession.replay): the game keeps its own.
      // The set-up step starts from the profile's readings; what the players change there (R-MKDS-1) stands.
      startGame: (setup) => ports.dungeonplay.startGame({ ...setup, settings: { ...settings().mk.dungeons, ...setup.settings } }),
    },
    heatmap: {
      ...ports.heatmap,
      specOf: (scene, request) => ports.heatmap.specOf(scene, { ...request, settings: judgeSettingsOf(settings()) }),
    },
  }
}
