import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { judgeSight, judgeStability, TableWorld } from '../src/judge'
import { parseSceneText } from '../src/scene/validate'
import { median } from './timing'
import { measureBandWorker } from './stabilityWorker'

/**
 * Issue 15's stability band: what `--stability` (and the view's ruling panel, when a pair is
 * chosen) costs on top of the ruling. Measured on scenes/hill-and-wall.json, r-archer at
 * b-crouch (hard cover from the wall, so every fact has a change to find), with the default
 * search (10 cm, 5°, 0.5 mm): the whole search, the pair judgements it made, the time per
 * judgement, and the search against one judgeSight of the same pair in the same run (the ratio
 * is what a reader can carry to another machine). Then the view's band worker on the reference
 * scene, questions per second before and after it was sent the scene by what changed
 * (bench/stabilityWorker.ts).
 */
const SCENE = 'hill-and-wall'
const FROM = 'r-archer'
const TO = 'b-crouch'
const round = (x: number, digits: number) => Number(x.toFixed(digits))
/** The band worker is measured on the reference scene (222 pieces), where a world update has something to skip. */
const WORKER_SCENE = 'bench-reference'
const WORKER_QUESTIONS = 4

const load = (name: string) => {
  const parsed = parseSceneText(readFileSync(fileURLToPath(new URL(`../scenes/${name}.json`, import.meta.url)), 'utf8'))
  if (!parsed.ok) throw new Error(`bench/stabilityCost: scenes/${name}.json does not load`)
  return parsed.scene
}

export async function measureStability(repetitions: number) {
  const world = await TableWorld.create(load(SCENE))
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
    const reference = load(WORKER_SCENE)
    const shooter = reference.figures[0]
    const target = reference.figures.find((f) => f.side !== shooter.side)
    if (!target) throw new Error(`bench/stabilityCost: scenes/${WORKER_SCENE}.json has one side only`)
    const worker = await measureBandWorker(reference, shooter.id, target.id, WORKER_QUESTIONS)
    return {
      scene: SCENE,
      pair: `${FROM} -> ${TO}`,
      search_ms: round(searchMs, 1),
      probes,
      probe_us: round((1000 * searchMs) / probes, 1),
      ruling_ms: round(rulingMs, 3),
      search_vs_ruling: round(searchMs / rulingMs, 1),
      worker_scene: WORKER_SCENE,
      worker_pair: `${shooter.id} -> ${target.id}`,
      ...worker,
    }
  } finally {
    world.dispose()
  }
}
