import { readFileSync } from 'node:fs'
import { createScenario } from '../src/judge/scenario/create'
import type { ScenarioDriver } from '../src/judge/scenario/driver'
import { parseScenarioFile, type ScenarioFile } from '../src/judge/scenario/file'
import type { ScenarioStep } from '../src/judge/scenario/steps'
import { choosableModels } from '../src/rules/universalis/round'
import type { Scene } from '../src/scene/schema'
import { parseSceneText } from '../src/scene/validate'

/** Fixtures of the scenario tests: the shipped skirmish scene, the example scenario files, a whole round played quietly. */

export const LEADERS = { red: 'r-captain', blue: 'b-sergeant' }

export function loadScene(path = 'scenes/skirmish-ruins.json'): Scene {
  const r = parseSceneText(readFileSync(path, 'utf8'))
  if (!r.ok) throw new Error(`${path} is invalid`)
  return r.scene
}

export function loadScenarioFile(path: string): ScenarioFile {
  const r = parseScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
  if (!r.ok) throw new Error(`${path}: ${r.problems.join('; ')}`)
  return r.scenario
}

export const skirmish = (seed: number): Promise<ScenarioDriver> => createScenario({ scene: loadScene(), seed, leaders: LEADERS })

/** Plays `steps` and fails loudly on the first refusal unless the step expects one. */
export function play(d: ScenarioDriver, steps: ScenarioStep[]) {
  return steps.map((s) => {
    const r = d.do(s)
    if (!r.ok && !s.expect) throw new Error(`step ${s.do} refused: ${r.refusal.code} ${r.refusal.reason}`)
    return r
  })
}

/**
 * Lets every model still waiting have its initiative phase and do nothing: each side chooses its
 * first choosable model (5.5.2), the phases run in the order the AGI roll set.
 */
export function finishRound(d: ScenarioDriver): void {
  // Phases already chosen (or running) come first.
  for (const id of [...d.game.active.slice(0, 1)]) play(d, [{ do: 'endPhase', figure: id }])
  for (const id of [...(d.game.queue ?? [])])
    play(d, [
      { do: 'beginPhase', figure: id },
      { do: 'endPhase', figure: id },
    ])
  for (let guard = 0; guard < 40; guard++) {
    const picks: Record<string, string> = {}
    for (const side of d.game.sides) {
      const options = choosableModels(d.game, side)
      if (options.length) picks[side] = options[0]
    }
    if (Object.keys(picks).length === 0) return
    play(d, [{ do: 'choose', picks }])
    for (const id of [...(d.game.queue ?? [])])
      play(d, [
        { do: 'beginPhase', figure: id },
        { do: 'endPhase', figure: id },
      ])
  }
  throw new Error('finishRound: the round does not end')
}
