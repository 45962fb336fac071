import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { PlaySession, parseScenarioFile, type Point3 } from '../src/judge'
import { loadCardLibrary } from '../src/scene/cards/library'
import { parseSceneText } from '../src/scene/validate'
import { median } from './timing'

/**
 * Play in the view (issue "Play Universalis in the 3D view"): hovering a destination must show
 * its path and cost within one frame on the shipped skirmish scene. Measured here: the move
 * preview the view asks on each hover (PlaySession.previewMove: path search and the rules'
 * plan) over a grid of destinations around the marine sergeant of "First blood in the ruins",
 * and the cost of a whole step (driver.do: facts, rules, table) over that scenario's steps.
 */
export const FRAME_MS = 1000 / 60
const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url))

export async function measurePlay(repetitions: number) {
  const parsed = parseScenarioFile(JSON.parse(readFileSync(root('scenes/scenarios/skirmish-first-blood.json'), 'utf8')))
  if (!parsed.ok) throw new Error(`bench: ${parsed.problems.join('; ')}`)
  const file = parsed.scenario
  const loaded = parseSceneText(readFileSync(root('scenes/skirmish-ruins.json'), 'utf8'), { cards: loadCardLibrary() })
  if (!loaded.ok) throw new Error('bench: skirmish-ruins is invalid')
  const setup = { scene: loaded.scene, seed: file.seed, leaders: file.leaders }

  const stepMs: number[] = []
  const planMs: number[] = []
  for (let rep = 0; rep < repetitions; rep++) {
    const session = await PlaySession.start(setup)
    try {
      for (const step of file.steps) {
        const start = performance.now()
        session.do(step)
        stepMs.push(performance.now() - start)
        if (step.do !== 'beginPhase' || step.figure !== 'b-sergeant') continue
        // The sergeant's phase has begun: hover 100 points within 25 cm of him, as a pointer would.
        const [x, y, z] = session.world.requireFigure('b-sergeant').position
        for (let i = 0; i < 10; i++)
          for (let j = 0; j < 10; j++) {
            const to: Point3 = [x - 25 + i * 5.5, y, z - 25 + j * 5.5]
            const t = performance.now()
            session.previewMove('b-sergeant', to)
            planMs.push(performance.now() - t)
          }
      }
    } finally {
      session.dispose()
    }
  }
  const plan = median(planMs)
  return {
    scenario: 'skirmish-first-blood',
    path_plans_per_s: Math.round(1000 / plan),
    plan_ms_median: Number(plan.toFixed(2)),
    // The first hover of a game state also probes whether the model may move (the gate) and may
    // build the standing grid of a changed table: the 95th percentile is what a hovering player feels.
    plan_ms_p95: Number([...planMs].sort((a, b) => a - b)[Math.floor(planMs.length * 0.95)].toFixed(2)),
    plan_ms_max: Number(Math.max(...planMs).toFixed(2)),
    frame_ms: Number(FRAME_MS.toFixed(1)),
    meets_goal: plan < FRAME_MS,
    step_ms_median: Number(median(stepMs).toFixed(1)),
    step_ms_max: Number(Math.max(...stepMs).toFixed(1)),
  }
}
