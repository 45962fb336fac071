/**
 * `npm run play -- SCENARIO.json [--json]`: plays a scenario file (scene, seed, leaders, steps)
 * with the headless driver (src/judge/scenario/driver.ts) and prints each step's ruling or refusal.
 * Usage errors and bad files go to stderr as one named message, exit code 2, never a stack
 * trace; a step whose `expect` is not met makes the exit code 1.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { loadCardLibrary } from '../scene/cards/library'
import type { Scene } from '../scene/schema'
import { formatProblem, parseSceneText, validateScene } from '../scene/validate'
import { UsageError } from './argValues'
import { formatStepResult, rollJson, stepJson } from './playOutput'
import { endWith, PROJECT_ROOT } from './process'
import {
  ScenarioError,
  checkExpectation,
  checkScenarioNames,
  createScenario,
  formatClause,
  isDungeonScenario,
  isMkScenario,
  parseScenarioFile,
  playRulesOf,
  type ScenarioDriver,
  type UniversalisGameSettings,
} from '../judge'
import { readInputFile } from './files'
import { playMk } from './mkPlay'
import { playDungeon } from './dungeonPlay'

export const PLAY_USAGE = `usage:
  npm run play -- SCENARIO.json [--json]
    Plays the scenario's steps on its scene with its seed and prints each ruling.
    SCENARIO.json: { "format": "sightline-scenario", "version": 1, "scene": "skirmish-ruins",
                     "seed": 7, "leaders": { "red": "r-captain", "blue": "b-sergeant" }, "steps": [...] }
               or a Mage Knight game: { "format": "sightline-mk-scenario", "version": 1, "scene": "mk-large-figure",
                     "seed": 3, "rounds": 2, "steps": [{ "do": "ranged", "figure": "x", "targets": ["y"] }, ...] }
               or a Mage Knight Dungeons game: { "format": "sightline-mkd-scenario", "version": 1, "scene": "mk-dungeon",
                     "seed": 13, "steps": [{ "do": "activate", "hero": "mage" }, { "do": "useArtifact", ... }] }
    Examples are in scenes/scenarios/.`

function parseArgs(argv: string[]): { file: string; json: boolean } {
  let file: string | null = null
  let json = false
  for (const a of argv) {
    if (a === '--json') json = true
    else if (a.startsWith('-')) throw new UsageError(`${a}: unknown option (only --json)`)
    else if (file === null) file = a
    else throw new UsageError(`${a}: only one SCENARIO file is played at a time`)
  }
  if (file === null) throw new UsageError('SCENARIO: missing the scenario file')
  return { file, json }
}

const playRulesOfFile = (settings: UniversalisGameSettings) => {
  const { engine, judge } = playRulesOf(settings)
  return { settings: engine, judge }
}

function readJson(path: string, what: string): unknown {
  const text = readInputFile(path, what)
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UsageError(`${what}: "${path}" is not valid JSON: ${(error as Error).message}`)
  }
}

function loadScene(name: string | Record<string, unknown>, scenarioPath: string): Scene {
  if (typeof name !== 'string') {
    const inline = validateScene(name, { cards: loadCardLibrary() })
    if (!inline.ok)
      throw new UsageError(
        `${scenarioPath}: scene: the scene is invalid:\n${inline.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
      )
    return inline.scene
  }
  const candidates = [resolve(dirname(scenarioPath), name), resolve(name), resolve(PROJECT_ROOT, 'scenes', `${name}.json`)]
  const path = candidates.find((p) => existsSync(p))
  if (!path) throw new UsageError(`scene: no file "${name}" (relative to the scenario, nor scenes/${name}.json)`)
  const result = parseSceneText(readInputFile(path, 'scene'), { cards: loadCardLibrary() })
  if (!result.ok) throw new UsageError(`${path}: the scene is invalid:\n${result.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`)
  return result.scene
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${PLAY_USAGE}\n`)
    return 0
  }
  const args = parseArgs(argv)
  if (!existsSync(args.file)) throw new UsageError(`SCENARIO: no file "${args.file}"`)
  const value = readJson(args.file, 'SCENARIO')
  if (isDungeonScenario(value)) return playDungeon(value, args.file, args.json, (ref) => loadScene(ref, args.file))
  if (isMkScenario(value)) return playMk(value, args.file, args.json, (ref) => loadScene(ref, args.file))
  const parsed = parseScenarioFile(value)
  if (!parsed.ok) throw new UsageError(`${args.file}: the scenario is invalid:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`)
  const sc = parsed.scenario
  const scene = loadScene(sc.scene, args.file)
  const unknown = checkScenarioNames(sc, scene, loadCardLibrary())
  if (unknown.length > 0)
    throw new UsageError(`${args.file}: the scenario names what its scene does not have:\n${unknown.map((p) => `  ${p}`).join('\n')}`)
  let driver: ScenarioDriver
  try {
    driver = await createScenario({
      scene,
      seed: sc.seed,
      leaders: sc.leaders,
      powers: sc.powers,
      facing: sc.facing,
      mounts: sc.mounts,
      objects: sc.objects,
      markers: sc.markers,
      // R-VPR.3: a game file that records its readings (the view's export) is played under them.
      ...(sc.settings ? playRulesOfFile(sc.settings) : {}),
    })
  } catch (error) {
    if (error instanceof ScenarioError) throw new UsageError(`${args.file}: ${error.message}`)
    throw error
  }
  let unmet = 0
  try {
    const steps = []
    const text: string[] = [`Scenario "${sc.name ?? args.file}" on "${scene.name}", seed ${sc.seed}`]
    text.push(
      'Set-up:',
      ...driver.setup.rolls.map((r) => `    roll  ${r.purpose}: W12 ${r.dice.join(' → ')}  [${formatClause(r.clause)}]`),
      ...driver.setup.lines.map((l) => `    ${l.key}: ${String(l.value)}${l.detail ? ` (${l.detail})` : ''}  [${formatClause(l.clause)}]`),
    )
    for (const step of sc.steps) {
      const result = driver.do(step)
      const expectation = checkExpectation(step.expect, result)
      if (expectation && !expectation.met) unmet++
      if (args.json) steps.push(stepJson(result, expectation))
      else text.push(formatStepResult(result, expectation))
    }
    if (args.json) {
      process.stdout.write(
        `${JSON.stringify({ scenario: sc.name ?? args.file, scene: scene.name, seed: sc.seed, setup: { rolls: driver.setup.rolls, lines: driver.setup.lines.map((l) => ({ ...l, clause: formatClause(l.clause) })) }, steps, log: driver.log.map(rollJson), unmetExpectations: unmet })}\n`,
      )
    } else {
      text.push(`${sc.steps.length} step(s), ${driver.log.length} die roll(s)${unmet ? `, ${unmet} expectation(s) NOT met` : ''}.`)
      process.stdout.write(`${text.join('\n')}\n`)
    }
  } finally {
    driver.dispose()
  }
  return unmet > 0 ? 1 : 0
}

main(process.argv.slice(2)).then(
  (code) => endWith(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`play: ${error.message}\n${error.message.includes('\n') ? '' : `${PLAY_USAGE}\n`}`)
    } else {
      process.stderr.write(`play: internal error: ${(error as Error)?.message ?? String(error)}\n`)
    }
    endWith(2)
  },
)
