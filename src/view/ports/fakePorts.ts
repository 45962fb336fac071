/**
 * Fake ports for unit tests of the store: a world that only counts calls, a judge that echoes
 * positions, a Map-backed storage. No Rapier, no rules: the store's bookkeeping is under test.
 */
import type { Scene } from '../../scene/schema'
import type { SightJudgement, TableWorld } from '../../judge'
import type { SightlinePorts } from './ports'
import type { KeyValueStorage } from '../store/persistence'
import { memoryLibrary, type SceneLibrary } from '../store/library'
import type { CastlePorts } from '../store/siege/types'
import type { PlayPorts } from './playPorts'
import type { MkPlayPorts } from './mkPlayPorts'
import type { DungeonPlayPorts } from './dungeonPlayPorts'

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
 */
export function fakePorts(
  shipped: Record<string, string>,
  storage = memoryStorage(),
  library: SceneLibrary = memoryLibrary(),
): SightlinePorts {
  const worldOf = (w: TableWorld) => w as unknown as FakeWorld
  return {
    createWorld: async (scene) => new FakeWorld(scene) as unknown as TableWorld,
    judgeSight: (world, fromId, toId) => {
      const target = worldOf(world).scene.figures.find((f) => f.id === toId)
      if (!target) throw new Error(`judge: no figure "${toId}"`)
      return { ruling: { from: fromId, to: toId, lines: [{ key: 'targetX', value: target.position[0] }] } } as unknown as SightJudgement
    },
    // Nothing moves a fake ruling: every fact is stable out to the search radius.
    judgeStability: (_world, fromId, toId) => ({
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
    }),
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
    firstDiceSeed: () => 1,
  }
}
