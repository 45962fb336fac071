/**
 * The ports under the rule profile in use (issue 15, part 3; R-VPR.3): every ruling the view asks
 * for beyond the sandbox's sight (which takes the profile itself) gets the profile's settings here,
 * so no panel or store action has to carry them: the castle shot its castle readings, a new
 * Universalis or Mage Knight game its engine and sight readings, a new Dungeons game its Dungeons
 * readings, and the heat map request the judge's sight and cover settings.
 *
 * A game takes the profile when it starts (or is replayed) and keeps it: the session holds its
 * settings, so choosing another profile mid-game changes the rulings of the sandbox, not the game's.
 */
import { judgeSettingsOf, mkSettingsOf, playRulesOf, type RuleProfile } from '../../judge'
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
      startGame: (setup, play) => ports.play.startGame({ ...setup, rules: playRulesOf(settings()) }, play),
      replayGame: (read, play) => ports.play.replayGame(read, play, playRulesOf(settings())),
    },
    mkplay: {
      ...ports.mkplay,
      startGame: (setup, play) => ports.mkplay.startGame({ ...setup, rules: mkSettingsOf(settings()) }, play),
      replayGame: (read, play) => ports.mkplay.replayGame(read, play, mkSettingsOf(settings())),
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
