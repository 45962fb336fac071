/**
 * Fake ports for unit tests of the store: a world that only counts calls, a judge that echoes
 * positions, a Map-backed storage. No Rapier, no rules: the store's bookkeeping is under test.
 */
import type { Scene } from '../../scene/schema'
import type { ProfileSettings, RuleProfile, SightJudgement, StabilityReport, TableWorld } from '../../judge'
import { settingInfos, SIGHTLINE_DEFAULT } from '../../judge'
import type { SightlinePorts } from './ports'
import type { KeyValueStorage } from '../store/persistence'
import { memoryLibrary, type SceneLibrary } from '../store/library'
import type { CastlePorts } from '../store/siege/types'
import type { PlayPorts } from './playPorts'
import type { MkPlayPorts } from './mkPlayPorts'
import type { DungeonPlayPorts } from './dungeonPlayPorts'
import { inThreadHeatmapPorts } from './heatmapPorts'

/** The fake band: every fact of the pair stable out to the search radius, for either figure. */
function stableReport(fromId: string, toId: string): StabilityReport {
  return {
    searchRadiusCm: 10,
    resolutionCm: 0.05,
    directionStepDeg: 5,
    probes: 0,
    entries: (['target', 'shooter'] as const).map((mover) => ({
      fact: 'lineOfSight' as const,
      mover,
      now: fromId !== toId,
      status: 'stable' as const,
      distanceCm: null,
      direction: null,
      bearingDeg: null,
      becomes: null,
    })),
  }
}

/** Castle ports for scenes without a castle: nothing to show, any castle question is a test's mistake. */
const noCastle = (): never => {
  throw new Error('fake ports: no castle')
}
export const NO_CASTLE_PORTS: CastlePorts = {
  sections: () => [],
  defaultSides: () => null,
  checkSetup: noCastle,
  judgeShot: noCastle,
  togglePortal: noCastle,
  changeDial: noCastle,
  ladderAt: noCastle,
  plankAt: noCastle,
  carryAlong: noCastle,
}

/** Play ports for store tests that play no game: any game question is a test's mistake (tests that play pass judgePlayPorts()). */
const noPlay = (): never => {
  throw new Error('fake ports: no play')
}
export const NO_PLAY_PORTS: PlayPorts = { setupChoices: noPlay, startGame: noPlay, replayGame: noPlay, readGameText: noPlay }
export const NO_MK_PLAY_PORTS: MkPlayPorts = { setupChoices: noPlay, startGame: noPlay, replayGame: noPlay, readGameText: noPlay }
export const NO_DUNGEON_PLAY_PORTS: DungeonPlayPorts = {
  startGame: noPlay,
  replayGame: noPlay,
  readGameText: noPlay,
  offers: noPlay,
  viewFacts: noPlay,
  figureLabels: noPlay,
}

export const sampleScene = (name = 'sample'): Scene => ({
  format: 'sightline-scene',
  version: 1,
  name,
  units: 'cm',
  table: { width: 90, depth: 90 },
  terrain: [{ id: 'wall', type: 'building', shape: 'box', center: [45, 2, 45], size: [20, 4, 2] }],
  figures: [
    { id: 'a1', side: 'red', size: 'medium', position: [45, 0, 20] },
    { id: 'b1', side: 'blue', size: 'medium', position: [45, 0, 70] },
  ],
})

/**
 * Two stand-in rule profiles: the store carries profiles by name and hands them to the ports; a
 * fake ruling echoes their cover mix. Their other settings are the judge's defaults, so a real
 * game port (play, Mage Knight, Dungeons) handed in beside the fakes gets settings it can read.
 */
const fakeProfile = (name: string, mix: string, en: string, de: string): RuleProfile => ({
  name,
  title: { en, de },
  description: { en, de },
  settings: { ...SIGHTLINE_DEFAULT.settings, cover: { coverLevelMix: mix, threshold: 0.5 } } as ProfileSettings,
})
export const FAKE_PROFILES: readonly RuleProfile[] = [
  fakeProfile('sightline-default', 'strongest-sufficient', 'Sightline default', 'Sightline-Standard'),
  fakeProfile('as-written', 'highest', 'As written', 'Wie geschrieben'),
]

/** The fake judge's profile check: a name as the judge's PROFILE_NAME allows and settings with a cover mix. */
function parseFakeProfile(value: unknown): ReturnType<SightlinePorts['ruleProfiles']['parse']> {
  const v = value as Partial<RuleProfile> | null
  const ok =
    typeof v?.name === 'string' &&
    /^[a-z0-9][a-z0-9-]{0,39}$/.test(v.name) &&
    typeof v.title?.en === 'string' &&
    typeof (v.settings as { cover?: { coverLevelMix?: unknown } } | undefined)?.cover?.coverLevelMix === 'string'
  return ok
    ? { ok: true, profile: v as RuleProfile }
    : {
        ok: false,
        problems: ['(profile): not a fake profile'],
        coded: [{ path: '(profile)', message: 'not a fake profile', severity: 'error' }],
      }
}

/** The cover mix a fake ruling echoes: the profile's, or the default's when none is given. */
const mixOf = (profile: RuleProfile | undefined): string => (profile ?? FAKE_PROFILES[0]).settings.cover.coverLevelMix

/** A world that records what it was asked to show. */
export class FakeWorld {
  disposed = false
  constructor(public scene: Scene) {}
  setScene(scene: Scene) {
    this.scene = scene
  }
  dispose() {
    this.disposed = true
  }
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

/**
 * Ports over fakes; `shipped` maps scene names to text. Scene text is JSON; "!bad" never parses.
 * `library`: "My scenes" in memory (a test may hand in one to look into or to make refuse).
 * `paints`: the tasks waiting for a paint (`afterPaint`); a test runs them when it wants the paint.
 */
export function fakePorts(
  shipped: Record<string, string>,
  storage = memoryStorage(),
  library: SceneLibrary = memoryLibrary(),
  paints: (() => void)[] = [],
): SightlinePorts {
  const worldOf = (w: TableWorld) => w as unknown as FakeWorld
  return {
    createWorld: async (scene) => new FakeWorld(scene) as unknown as TableWorld,
    judgeSight: (world, fromId, toId, profile) => {
      const target = worldOf(world).scene.figures.find((f) => f.id === toId)
      if (!target) throw new Error(`judge: no figure "${toId}"`)
      const lines = [
        { key: 'targetX', value: target.position[0] },
        { key: 'coverMix', value: mixOf(profile) },
      ]
      return { ruling: { from: fromId, to: toId, lines } } as unknown as SightJudgement
    },
    // Two fake rulings side by side: the rows the fake ruling has, differing where the cover mix does.
    compareSight: (world, fromId, toId, a, b) => {
      const x = worldOf(world).scene.figures.find((f) => f.id === toId)?.position[0] ?? null
      const rows = [
        { key: 'targetX', a: x, b: x, differs: false },
        { key: 'coverMix', a: mixOf(a), b: mixOf(b), differs: mixOf(a) !== mixOf(b) },
      ]
      const answer = { ruling: { from: fromId, to: toId, lines: [] } } as unknown as SightJudgement
      return {
        question: 'sight',
        profiles: [a.name, b.name],
        rows,
        differs: rows.some((r) => r.differs),
        settings: [],
        answers: [answer, answer],
      }
    },
    compareCastleShot: () => {
      throw new Error('fake ports: no castle to compare')
    },
    ruleProfiles: { shipped: FAKE_PROFILES, parse: parseFakeProfile, settings: settingInfos() },
    afterPaint: (task) => {
      paints.push(task)
      return () => {
        const at = paints.indexOf(task)
        if (at >= 0) paints.splice(at, 1)
      }
    },
    // Nothing moves a fake ruling: every fact is stable out to the search radius (answered a microtask later, as a worker would be).
    stability: { judge: async ({ fromId, toId }) => stableReport(fromId, toId), cancel: () => {}, bandedWeapons: () => [] },
    judgeStepAt: (_world, figureId, x, z) => ({
      figureId,
      dropHeight: 4,
      landing: [x, 0, z],
      landingOn: 'table',
      outcome: 'safe',
      lines: [],
    }),
    surfaceAt: (_world, x) => (x > 40 && x < 50 ? { on: 'wall', height: 4 } : { on: 'table', height: 0 }),
    pointDistances: (a, b) => ({
      distance: Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]),
      horizontal: Math.hypot(b[0] - a[0], b[2] - a[2]),
      heightDifference: b[1] - a[1],
    }),
    parseSceneText: (text) => {
      try {
        return { ok: true, scene: JSON.parse(text) as Scene, warnings: [] }
      } catch {
        return { ok: false, problems: ['(root): not JSON', 'second problem'] }
      }
    },
    serializeScene: (scene) => JSON.stringify(scene),
    shippedSceneNames: Object.keys(shipped).sort(),
    loadShippedScene: async (name) => shipped[name] ?? null,
    storage,
    openLibrary: async () => library,
    now: () => new Date(Date.UTC(2026, 10, 23, 12, 0, 0)),
    castle: NO_CASTLE_PORTS,
    play: NO_PLAY_PORTS,
    mkplay: NO_MK_PLAY_PORTS,
    dungeonplay: NO_DUNGEON_PLAY_PORTS,
    // The real heat map on two in-thread workers: it judges the scene it is sent, not the fake world.
    heatmap: inThreadHeatmapPorts(2),
    firstDiceSeed: () => 1,
  }
}
