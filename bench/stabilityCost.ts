import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { judgeSight, judgeStability, TableWorld } from '../src/judge'
import { parseSceneText } from '../src/scene/validate'
import { median } from './timing'

/**
 * Issue 15's stability band: what `--stability` (and the view's ruling panel, when a pair is
 * chosen) costs on top of the ruling. Measured on scenes/hill-and-wall.json, r-archer at
 * b-crouch (hard cover from the wall, so every fact has a change to find), with the default
 * search (10 cm, 5°, 0.5 mm): the whole search, the pair judgements it made, the time per
 * judgement, and the search against one judgeSight of the same pair in the same run (the ratio
 * is what a reader can carry to another machine).
 */
const SCENE = 'hill-and-wall'
const FROM = 'r-archer'
const TO = 'b-crouch'
const round = (x: number, digits: number) => Number(x.toFixed(digits))

export async function measureStability(repetitions: number) {
  const parsed = parseSceneText(readFileSync(fileURLToPath(new URL(`../scenes/${SCENE}.json`, import.meta.url)), 'utf8'))
  if (!parsed.ok) throw new Error(`bench/stabilityCost: scenes/${SCENE}.json does not load`)
  const world = await TableWorld.create(parsed.scene)
  try {
    // Warm-up: one search and a few rulings, so that neither is timed while it is compiled.
    judgeStability(world, FROM, TO)
    for (let i = 0; i < 20; i++) judgeSight(world, FROM, TO)
    const searches: number[] = []
    const rulings: number[] = []
    let probes = 0
    for (let rep = 0; rep < Math.max(3, repetitions); rep++) {
      let start = performance.now()
      probes = judgeStability(world, FROM, TO).probes
      searches.push(performance.now() - start)
      start = performance.now()
      for (let i = 0; i < 20; i++) judgeSight(world, FROM, TO)
      rulings.push((performance.now() - start) / 20)
    }
    const searchMs = median(searches)
    const rulingMs = median(rulings)
    return {
      scene: SCENE,
      pair: `${FROM} -> ${TO}`,
      search_ms: round(searchMs, 1),
      probes,
      probe_us: round((1000 * searchMs) / probes, 1),
      ruling_ms: round(rulingMs, 3),
      search_vs_ruling: round(searchMs / rulingMs, 1),
    }
  } finally {
    world.dispose()
  }
}
