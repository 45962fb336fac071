import { readFileSync } from 'node:fs'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgeDungeonPlayPorts } from '../../ports/dungeonPlayPorts'

/**
 * The Dungeons play store tests' table: a store over the real judge (ports/dungeonPlayPorts.ts)
 * booted on scenes/mk-dungeon.json with the dice seed given, and the same with a game started.
 */
const sceneText = readFileSync('scenes/mk-dungeon.json', 'utf8')

export async function dungeonStore(storage = memoryStorage(), seed = 13) {
  const ports = { ...fakePorts({ 'mk-dungeon': sceneText }, storage), dungeonplay: judgeDungeonPlayPorts(), firstDiceSeed: () => seed }
  const store = createSightlineStore(ports)
  await store.getState().boot({ scene: 'mk-dungeon', from: null, to: null })
  return store
}

/** A game started at once (no set-up step: startDungeonGame, as a file or a test does). */
export async function startedDungeonStore(seed = 1) {
  const store = await dungeonStore(memoryStorage(), seed)
  store.getState().startDungeonGame()
  return store
}
