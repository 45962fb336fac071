/**
 * The real ports: the judge (src/judge/index.ts, its front door: geometry and rules are reached
 * through it), the scene validator, the shipped scenes and the browser's localStorage. With
 * castlePorts.ts, the only place the view reaches into the layers below.
 */
import {
  compareCastleShot,
  compareSight,
  judgeSettingsOf,
  judgeSight,
  judgeStepAt,
  parseRuleProfile,
  pointDistances,
  SHIPPED_PROFILES,
  settingInfos,
  surfaceAt,
  TableWorld,
  type RuleProfile,
} from '../../judge'
import { serializeScene } from '../../scene/validate'
import { parseForView, type KeyValueStorage } from '../store/persistence'
import type { SightlinePorts } from './ports'
import { judgeCastlePorts } from './castlePorts'
import { browserLibrary } from './indexedDbLibrary'
import { judgePlayPorts } from './playPorts'
import { judgeMkPlayPorts } from './mkPlayPorts'
import { judgeDungeonPlayPorts } from './dungeonPlayPorts'
import { webWorkerHeatmapPorts } from './heatmapPorts'
import { webWorkerStabilityPorts } from './stabilityPorts'

/**
 * The scenes shipped in scenes/*.json, bundled by Vite as raw text: the build needs no public
 * directory, and they pass the same validator as any opened file.
 */
const shippedLoaders = new Map(
  Object.entries(import.meta.glob<string>('/scenes/*.json', { query: '?raw', import: 'default' })).map(
    ([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load] as const,
  ),
)

/** localStorage when the browser lets us have it (it throws in some privacy modes). */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The judge's settings of a profile; none given, the judge's own defaults (the "sightline-default" profile). */
const settingsOf = (profile: RuleProfile | undefined) => (profile ? judgeSettingsOf(profile.settings) : undefined)

/**
 * After the next paint: a frame is requested, and the task runs in the task after that frame, so
 * the ruling already on screen is painted before the stability band is asked (its search runs
 * in a worker, but the question's scene is copied to it on this thread).
 */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** Ports over the real layers. */
export function defaultPorts(): SightlinePorts {
  return {
    createWorld: (scene) => TableWorld.create(scene),
    judgeSight: (world, fromId, toId, profile) => judgeSight(world, fromId, toId, settingsOf(profile)),
    // The worker starts on the first question (a pair chosen with the band shown).
    stability: webWorkerStabilityPorts(),
    compareSight,
    compareCastleShot: (world, fromId, toId, options, a, b) => compareCastleShot(world, fromId, toId, options, a, b),
    ruleProfiles: { shipped: [...SHIPPED_PROFILES.values()], parse: parseRuleProfile, settings: settingInfos() },
    afterPaint,
    judgeStepAt: (world, figureId, x, z) => judgeStepAt(world, figureId, x, z),
    surfaceAt: (world, x, z, below) => surfaceAt(world, x, z, below),
    pointDistances,
    parseSceneText: parseForView,
    serializeScene,
    shippedSceneNames: [...shippedLoaders.keys()].sort(),
    loadShippedScene: async (name) => (await shippedLoaders.get(name)?.()) ?? null,
    storage: browserStorage(),
    openLibrary: async () => (await browserLibrary(browserStorage())).library,
    now: () => new Date(),
    castle: judgeCastlePorts(),
    play: judgePlayPorts(),
    mkplay: judgeMkPlayPorts(),
    dungeonplay: judgeDungeonPlayPorts(),
    // No worker starts before the first run.
    heatmap: webWorkerHeatmapPorts(),
    // The one place the view draws a seed from the browser; from then on the seeds are recorded.
    firstDiceSeed: () => crypto.getRandomValues(new Uint32Array(1))[0] >>> 1,
  }
}
