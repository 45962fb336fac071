import {
  formatClause,
  checkExpectation,
  checkMkScenarioNames,
  createMkScenario,
  MkScenarioError,
  mkScenarioOptions,
  parseMkScenarioFile,
  type MkDriver,
} from '../judge'
import type { Scene } from '../scene/schema'
import { UsageError } from './argValues'
import { formatMkStepResult, mkStepJson } from './mkPlayOutput'
import { rollJson } from './playOutput'

/**
 * The Mage Knight half of `npm run play`: a `sightline-mk-scenario` file played by the Mage Knight
 * driver (src/judge/mk), the same one the view's play mode and the tests use. Returns the exit
 * code: 1 when a step's `expect` is not met.
 */
export async function playMk(
  value: unknown,
  path: string,
  json: boolean,
  loadScene: (ref: string | Record<string, unknown>) => Scene,
): Promise<number> {
  const parsed = parseMkScenarioFile(value)
  if (!parsed.ok) throw new UsageError(`${path}: the scenario is invalid:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`)
  const sc = parsed.scenario
  const scene = loadScene(sc.scene)
  const unknown = checkMkScenarioNames(sc.steps, scene, sc.carriedLadders)
  if (unknown.length > 0)
    throw new UsageError(`${path}: the scenario names what its scene does not have:\n${unknown.map((p) => `  ${p}`).join('\n')}`)
  let driver: MkDriver
  try {
    driver = await createMkScenario(mkScenarioOptions(sc, scene))
  } catch (error) {
    if (error instanceof MkScenarioError) throw new UsageError(`${path}: ${error.message}`)
    throw error
  }
  let unmet = 0
  try {
    const g = driver.game
    const text = [
      `Mage Knight scenario "${sc.name ?? path}" on "${scene.name}", seed ${sc.seed}`,
      `    sides ${g.sides.join(', ')}; build total ${g.buildTotal}; ${g.turn.actions.base} action(s) a turn${g.maxRounds ? `; ${g.maxRounds} round(s)` : ''}`,
    ]
    text.push(
      'Set-up:',
      ...driver.setup.map((l) => `    ${l.key}: ${String(l.value)}${l.detail ? ` (${l.detail})` : ''}  [${formatClause(l.clause)}]`),
    )
    const steps: Record<string, unknown>[] = []
    for (const step of sc.steps) {
      const result = driver.do(step)
      const expectation = checkExpectation(step.expect, result)
      if (expectation && !expectation.met) unmet++
      if (json) steps.push(mkStepJson(result, expectation))
      else text.push(formatMkStepResult(result, expectation))
    }
    if (json)
      process.stdout.write(
        `${JSON.stringify({ scenario: sc.name ?? path, scene: scene.name, seed: sc.seed, game: 'mageknight', sides: g.sides, buildTotal: g.buildTotal, steps, over: driver.game.over, log: driver.log.map(rollJson), unmetExpectations: unmet })}\n`,
      )
    else {
      text.push(
        `${sc.steps.length} step(s), ${driver.log.length} die roll(s)${driver.game.over ? ', game over' : ''}${unmet ? `, ${unmet} expectation(s) NOT met` : ''}.`,
      )
      process.stdout.write(`${text.join('\n')}\n`)
    }
  } finally {
    driver.dispose()
  }
  return unmet > 0 ? 1 : 0
}
