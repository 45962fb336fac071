import { readFileSync } from 'node:fs'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { DungeonSession, type DungeonSessionOptions } from './session'
import type { DungeonStep } from './steps'

/**
 * The shipped dungeon (scenes/mk-dungeon.json) for the session's tests. Where the heroes stand,
 * counted from the scene by hand: the battle mage on (6,4) and the crossbowman on (5,3), both
 * facing east; the dwarf bombardier on (2,4). The idol is on (6,2), the stone pillar on (3,3),
 * the chair on (4,5), the table on (5,5)-(6,5).
 */
export function dungeonScene(): Scene {
  const r = parseSceneText(readFileSync('scenes/mk-dungeon.json', 'utf8'))
  if (!r.ok) throw new Error('scenes/mk-dungeon.json does not load')
  return r.scene
}

export const session = (seed: number, over: Partial<DungeonSessionOptions> = {}) =>
  DungeonSession.create({ scene: dungeonScene(), seed, ...over })

/** Plays steps that must all be allowed; a refusal fails the test with its reason. */
export function playAll(s: DungeonSession, steps: DungeonStep[]): void {
  for (const step of steps) {
    const r = s.do(step)
    if (!r.ok) throw new Error(`${step.do}: ${r.refusal.code}: ${r.refusal.reason}`)
  }
}
