/**
 * `npm run judge -- SCENE FROM TO [--json]` and `npm run judge -- SCENE --fall FIGURE X Z [--json]`
 * (and the other modes of args.ts USAGE). In a heat map's worker thread, the same file serves
 * batches of cells instead (heatmapThreads.ts).
 * Uses the same judge as the view (src/judge/judge.ts). Errors go to stderr as one readable
 * message, exit code 2, never a stack trace.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { formatProblem, parseSceneText } from '../scene/validate'
import type { Scene } from '../scene/schema'
import { parseJudgeArgs, USAGE } from './args'
import { uniqueMatch, UsageError } from './argValues'
import { runCastleShot } from './castleOutput'
import { runMkAttack } from './mkOutput'
import { loadCardLibrary } from '../scene/cards/library'
import { ownEntry } from '../scene/records'
import { formatRanged, rangedJson } from './rangedOutput'
import { formatReach, formatSight, formatStep } from './format'
import { reachJson, sightJson, stepJson } from './jsonOutput'
import { endWith, PROJECT_ROOT } from './process'
import {
  RangedJudgeError,
  TableWorld,
  judgeStability,
  judgeRangedAttack,
  judgeReach,
  judgeSight,
  judgeStepAt,
  type CombatSettings,
  type JudgeSettings,
  type RangedJudgement,
  type ShotAction,
} from '../judge'
import { readInputFile } from './files'
import { runHeatmapCommand } from './heatmapOutput'
import { formatStability, stabilityBandOf } from './stabilityOutput'
import { runCompare } from './compareOutput'
import { formatRuleSettings, ruleChoiceOf, ruleSettingsJson } from './ruleSettings'
import { isHeatmapThread, serveHeatmapThread } from './heatmapThreads'

function loadScene(nameOrPath: string): Scene {
  const candidates = [nameOrPath, resolve(PROJECT_ROOT, 'scenes', `${nameOrPath}.json`)]
  const path = candidates.find((p) => existsSync(p))
  if (!path) throw new UsageError(`SCENE: no file "${nameOrPath}" (nor scenes/${nameOrPath}.json)`)
  const result = parseSceneText(readInputFile(path, 'SCENE'))
  if (!result.ok) {
    throw new UsageError(`${path}: the scene is invalid:\n${result.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`)
  }
  return result.scene
}

/**
 * --weapon: the ranged attack. A figure without a card, an unknown weapon or a melee weapon is a
 * question the command cannot answer: a UsageError (exit 2). Any other refusal (no line of
 * sight, out of range...) is a ruling and is printed.
 */
function judgeRangedOrExplain(
  world: TableWorld,
  from: string,
  to: string,
  weapon: string,
  action: ShotAction,
  settings: { judge: JudgeSettings; combat?: CombatSettings },
): RangedJudgement {
  let judgement: RangedJudgement
  try {
    judgement = judgeRangedAttack(world, loadCardLibrary(), from, to, weaponNameOf(world, from, weapon), action, settings)
  } catch (error) {
    if (error instanceof RangedJudgeError) throw new UsageError(error.message)
    throw error
  }
  const code = judgement.refusal?.code
  if (code === 'no-such-weapon' || code === 'wrong-weapon-kind') throw new UsageError(`--weapon: ${judgement.refusal!.reason}`)
  return judgement
}

/**
 * --weapon as the card spells it: the exact name, else the one name equal to it ignoring case
 * ("longbow" for "Longbow"). Two names differing only in case are ambiguous (exit 2); no match
 * is left to the judge, whose refusal lists the weapons.
 */
function weaponNameOf(world: TableWorld, from: string, text: string): string {
  const cardId = world.scene.figures.find((f) => f.id === from)?.card
  const names = (cardId === undefined ? undefined : ownEntry(loadCardLibrary().cards, cardId))?.weapons?.map((w) => w.name) ?? []
  if (names.includes(text)) return text
  const folded = names.filter((n) => n.toLowerCase() === text.toLowerCase())
  return folded.length === 0 ? text : uniqueMatch('--weapon', text, names, `a weapon of ${from}:`)
}

function requireFigureId(scene: Scene, id: string, argument: string): void {
  if (!scene.figures.some((f) => f.id === id)) {
    const known = scene.figures.map((f) => f.id).join(', ')
    throw new UsageError(`${argument}: no figure "${id}" in the scene (figures: ${known || 'none'})`)
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  const args = parseJudgeArgs(argv)
  const scene = loadScene(args.scene)
  if (args.mode === 'castle') return runCastleShot(scene, args)
  if (args.mode === 'mk') return runMkAttack(scene, args)
  // The worker threads run this very file (heatmapThreads.ts).
  if (args.mode === 'heatmap') return runHeatmapCommand(scene, args, new URL(import.meta.url))
  if (args.mode === 'sight') {
    requireFigureId(scene, args.from, 'FROM')
    requireFigureId(scene, args.to, 'TO')
    if (args.from === args.to) throw new UsageError(`TO: the target must differ from the shooter "${args.from}"`)
  } else {
    requireFigureId(scene, args.figure, 'FIGURE')
    if (args.x < 0 || args.x > scene.table.width) throw new UsageError(`X: ${args.x} is off the table (0 to ${scene.table.width} cm)`)
    if (args.z < 0 || args.z > scene.table.depth) throw new UsageError(`Z: ${args.z} is off the table (0 to ${scene.table.depth} cm)`)
  }
  const world = await TableWorld.create(scene)
  try {
    if (args.mode === 'sight' && args.compare !== null) {
      process.stdout.write(runCompare(world, loadCardLibrary, { ...args, profiles: args.compare }, scene.name))
    } else if (args.mode === 'sight') {
      // R-CLI.1, R-CLI.2: a rule profile's settings (else the defaults), each sight flag over its reading.
      const rules = ruleChoiceOf(args.rules, args.sight, args.rulesFlag)
      const settings = rules.judge
      // The profile's band readings (R-14.7a, R-14.2a) rule the shot and its stability band alike.
      const combat = rules.combat
      const ranged =
        args.weapon === null ? null : judgeRangedOrExplain(world, args.from, args.to, args.weapon, args.action, { judge: settings, combat })
      const { ruling, sight, verdict } = ranged ? ranged.sight : judgeSight(world, args.from, args.to, settings)
      // --stability: the smallest moves that change the ruling, with a weapon's bands when one is given.
      const stability = args.stability
        ? judgeStability(world, args.from, args.to, settings, stabilityBandOf(world, loadCardLibrary(), args, combat))
        : null
      process.stdout.write(
        args.json
          ? `${JSON.stringify({ ...sightJson(ruling, sight), rules: ruleSettingsJson(rules), ...(ranged ? { ranged: rangedJson(ranged) } : {}), ...(stability ? { stability } : {}) })}\n`
          : `${formatSight(ruling, scene.name, sight.rays.length, verdict)}\n${formatRuleSettings(rules)}${ranged ? `\n${formatRanged(ranged, args.from, args.to)}` : ''}${stability ? formatStability(stability) : ''}`,
      )
    } else if (args.mode === 'reach') {
      // The figure's unit card gives speed (with the 4.4 load penalty) and movement type; --speed overrides.
      const cardId = world.scene.figures.find((f) => f.id === args.figure)?.card
      const card = cardId === undefined ? undefined : ownEntry(loadCardLibrary().cards, cardId)
      const reach = judgeReach(world, args.figure, [args.x, args.y, args.z], {
        card,
        speed: args.speed,
        ap: args.ap,
        settings: { risk: args.risk },
      })
      process.stdout.write(args.json ? `${JSON.stringify(reachJson(reach))}\n` : formatReach(reach, scene.name))
    } else {
      const ruling = judgeStepAt(world, args.figure, args.x, args.z)
      process.stdout.write(args.json ? `${JSON.stringify(stepJson(ruling))}\n` : formatStep(ruling, scene.name))
    }
  } finally {
    world.dispose()
  }
  return 0
}

if (isHeatmapThread()) serveHeatmapThread()
else
  main(process.argv.slice(2)).then(
    (code) => endWith(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`judge: ${error.message}\n${error.message.includes('\n') ? '' : `${USAGE}\n`}`)
      } else {
        // An internal fault: still one line for the user; the detail is for a bug report.
        process.stderr.write(`judge: internal error: ${(error as Error)?.message ?? String(error)}\n`)
      }
      endWith(2)
    },
  )
